"""A strength run's log of finished matches, so that a stopped run resumes where it stopped.

`bench/bots.py --log FILE` appends one JSON object per line as each match ends: the
match's *key* (game, player count, the level in each seat, seed and budget: what makes
it the same match), its winners, each level's decision times, and a fingerprint of
the code that game's bots play by. A later run with the same log takes the logged result of
every match it would play with the same key and fingerprint instead of playing it
again, so 200 matches at the real budgets can be gathered over several sittings.

With iteration budgets a match replays exactly, so a resumed run reports what one
uninterrupted run would; with think times it reports the matches as they were played.
Lines from other code (another fingerprint) stay in the file but are not used, and a
line that is not a match record (a run killed while writing) is reported and skipped.
"""
from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path

from game.rules.base import RulesError

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("game/ai", "game/rules/*.py", "game/registry.py")
"""What every game's bots play by; with the game's own package (game/rules/<package>),
the code whose change makes that game's logged matches stale."""

Result = tuple[list[int], dict[str, list[float]]]
"""A match's winners and each level's decision times (seconds), as `play_one` returns."""


def game_package(slug: str) -> str:
    """The package under game/rules that holds a game's rules (`pass` -> pass_game)."""
    from game.registry import get_game

    return type(get_game(slug)).__module__.split(".")[2]


def code_fingerprint(package: str, root: Path = ROOT) -> str:
    """A short hash of the code one game's bots play by: SHARED and game/rules/<package>
    (relative paths and contents), so a change to another game leaves it alone."""
    digest = hashlib.sha256()
    paths: set[Path] = set()
    for pattern in (*SHARED, f"game/rules/{package}"):
        for top in root.glob(pattern):
            paths.update(top.rglob("*.py") if top.is_dir() else [top])
    for path in sorted(paths):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def match_key(job: tuple) -> str:
    """The key of a `play_one` job: game, players, levels by seat, seed and budget."""
    slug, players, levels, seed, budget, options = job
    return json.dumps([slug, players, list(levels), seed, dict(sorted(budget.items())),
                       options])


class MatchLog:
    """The matches logged in one file by this code; `add` appends a finished one."""

    def __init__(self, path: Path, fingerprint: Callable[[str], str] | None = None) -> None:
        self.path = Path(path)
        self._fingerprint = fingerprint or (lambda slug: code_fingerprint(game_package(slug)))
        self._fingerprints: dict[str, str] = {}
        self.results: dict[str, Result] = {}
        self.stale = 0
        """Lines written by other code, kept in the file and not used."""
        self._newline = False
        self.path.open("a", encoding="utf-8").close()  # unwritable: fail now, not after a match
        if self.path.exists():
            text = self.path.read_text(encoding="utf-8")
            self._newline = bool(text) and not text.endswith("\n")
            for number, line in enumerate(text.splitlines(), 1):
                if line.strip():
                    self._read(number, line)

    def _read(self, number: int, line: str) -> None:
        try:
            record = json.loads(line)
            key, code = record["key"], record["code"]
            result = ([int(w) for w in record["winners"]],
                      {str(k): [float(t) for t in v] for k, v in record["times"].items()})
            if not isinstance(key, str) or not isinstance(code, str):
                raise TypeError("key and code are strings")
            current = self.fingerprint(json.loads(key)[0])
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, RulesError) as exc:
            print(f"{self.path}: line {number} is not a match record, skipped ({exc})",
                  file=sys.stderr)
            return
        if code == current:
            self.results[key] = result
        else:
            self.stale += 1

    def fingerprint(self, slug: str) -> str:
        """The fingerprint of the code `slug`'s bots play by now (computed once)."""
        if slug not in self._fingerprints:
            self._fingerprints[slug] = self._fingerprint(slug)
        return self._fingerprints[slug]

    def get(self, job: tuple) -> Result | None:
        """The logged result of this job's match by this code, or None."""
        return self.results.get(match_key(job))

    def add(self, job: tuple, result: Result) -> None:
        """Append a finished match (a whole line at once; the file is never rewritten)."""
        winners, times = result
        key = match_key(job)
        record = {"key": key, "code": self.fingerprint(job[0]), "winners": list(winners),
                  "times": {level: [round(t, 5) for t in spent] for level, spent in times.items()}}
        line = json.dumps(record, separators=(",", ":")) + "\n"
        with self.path.open("a", encoding="utf-8") as out:
            # After a line cut short by a killed run, start on a line of our own.
            out.write(("\n" if self._newline else "") + line)
        self._newline = False
        self.results[key] = (list(winners), times)
