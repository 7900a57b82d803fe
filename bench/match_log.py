"""A strength run's log of finished matches, so that a stopped run resumes where it stopped.

`bench/bots.py --log FILE` appends one JSON object per line as each match ends: its
game, its *key* (what makes it the same match: game, players, seed, and each seat's bot
as built, level, bot seed and budget), its winners, each level's decision times, and a
fingerprint of the code that game's bots play by. A later run with the same log takes
the logged result of every match it would play with the same key and fingerprint
instead of playing it again, so 200 matches at the real budgets can be gathered over
several sittings.

With iteration budgets a match replays exactly, so a resumed run reports what one
uninterrupted run would; with think times it reports the matches as they were played.
The fingerprint errs on the safe side: a change to the code of any module of the game's
rules package, the shared code that a match could load, or the loop that plays a match
(`bench/match_play.py`) makes its matches stale, to be played again; a change to its
comments or docstrings does not (the fingerprint hashes the code's syntax tree, written
the same by every Python version: `canonical`). Lines by other code stay in the file
unused. Only one run uses a log at a time, a file that is not a match log is refused
untouched, and a line cut short by a killed run is skipped.

`bench/teams.py --log` keeps its team matches the same way, each line's result being its
own (`fields` and `read`), stamped with a fingerprint that also covers its own loop
(`also`): in a file shared with strength runs, each kind counts the other's lines as
stale.
"""
from __future__ import annotations

import ast
import hashlib
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # not POSIX: runs are not kept from sharing a log
    fcntl = None

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("game/__init__.py", "game/ai", "game/rules/*.py", "game/registry.py",
          "game/descriptor.py", "game/userdata.py")
"""What every game's bots play by; with the game's own package (game/rules/<package>),
the code whose change makes that game's logged matches stale."""
PLAY_LOOP = "bench/match_play.py"
"""How a strength run builds the seats' bots and plays them: every game's fingerprint
covers it too."""
NOT_PLAYED = ("game/ai/hint.py", "game/rules/record.py", "game/rules/*/learn.py")
"""Modules there that no match between bots loads (hints, records, lessons): a change to
them leaves the logs usable (tests/bench check that a match loads none of them and
nothing outside its game's fingerprint)."""

RECORD_START = '{"game":'
"""How every line `add` writes begins: a line that does and is not a whole record was
cut short by a killed run (any other is not ours)."""
Result = tuple[list[int], dict[str, list[float]]]
"""A match's winners and each level's decision times (seconds), as `play_one` returns."""


def result_fields(result: Result) -> dict:
    """A strength match's result as the fields of its line (winners, times)."""
    winners, times = result
    return {"winners": list(winners),
            "times": {level: [round(t, 5) for t in spent] for level, spent in times.items()}}


def read_result(record: dict) -> Result:
    """A strength match's result from its line (a field missing or of the wrong type
    raises)."""
    return ([int(w) for w in record["winners"]],
            {str(k): [float(t) for t in v] for k, v in record["times"].items()})


class NotAMatchLog(ValueError):
    """The file given as a log holds something else (it is left as it was)."""


def game_package(slug: str) -> str:
    """The package under game/rules that holds a game's rules (`pass` -> pass_game)."""
    from game.registry import get_game

    return type(get_game(slug)).__module__.split(".")[2]


def fingerprint_files(package: str, root: Path = ROOT, also: tuple[str, ...] = ()) -> list[Path]:
    """The files one game's bots play by: SHARED, game/rules/<package> and the loop that
    plays them (PLAY_LOOP), not NOT_PLAYED; and `also`, the files of a run that plays its
    matches by a loop of its own (bench/teams.py)."""
    paths: set[Path] = set()
    for pattern in (*SHARED, f"game/rules/{package}", PLAY_LOOP, *also):
        for top in root.glob(pattern):
            paths.update(top.rglob("*.py") if top.is_dir() else [top])
    for pattern in NOT_PLAYED:
        paths.difference_update(root.glob(pattern))
    return sorted(paths)


def code_fingerprint(package: str, root: Path = ROOT, also: tuple[str, ...] = ()) -> str:
    """A short hash of `fingerprint_files`: each one's path from the root and its code
    (`code_text`). A change to another game, to what no match loads, or to a comment or
    docstring leaves it alone; moving or renaming a file changes it, as any change to what
    a match loads does."""
    digest = hashlib.sha256()
    for path in fingerprint_files(package, root, also):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(code_text(path) + b"\0")
    return digest.hexdigest()[:16]


def code_text(path: Path) -> bytes:
    """A module's code without its comments and docstrings: its syntax tree with no line
    numbers (`canonical`), every statement that is only a string left out."""
    tree = ast.parse(path.read_bytes(), filename=str(path))
    for node in ast.walk(tree):
        for name in ("body", "orelse", "finalbody"):
            block = getattr(node, name, None)
            if isinstance(block, list):
                block[:] = [s for s in block if not is_docstring(s)]
    return canonical(tree).encode()


def canonical(node: object) -> str:
    """A syntax tree as text that the Python version does not change: each node's type and
    its fields that hold something, never an empty list or None. `ast.dump` is not that:
    3.12 adds `type_params=[]` to every function and class, and 3.13 leaves empty fields
    out, so the same code would dump (and fingerprint) differently on each. Only a change
    in how a version parses the same code would change this, and that errs on the safe
    side (the matches are played again)."""
    if isinstance(node, ast.AST):
        fields = ",".join(f"{name}={canonical(value)}" for name, value in ast.iter_fields(node)
                          if value is not None and not (isinstance(value, list) and not value))
        return f"{type(node).__name__}({fields})"
    if isinstance(node, list):
        return "[" + ",".join(canonical(item) for item in node) + "]"
    return repr(node)


def is_docstring(statement: ast.AST) -> bool:
    """A statement that is only a string (a docstring, or one after an assignment)."""
    return (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str))


def _current_code(slug: str) -> str:
    """The fingerprint of `slug`'s code on disk now (a game no longer known has none)."""
    from game.rules.base import RulesError

    try:
        return code_fingerprint(game_package(slug))
    except RulesError:
        return ""


class MatchLog:
    """The matches logged in one file by the code of now; `add` appends a finished one.

    Held for one run (`close` when done): a second run on the same file is refused. A
    `peek` only reads it, beside the run that may be adding to it, and adds nothing."""

    def __init__(self, path: Path, games: Iterable[str] = (),
                 fingerprint: Callable[[str], str] = _current_code, peek: bool = False,
                 fields: Callable[[Any], dict] = result_fields,
                 read: Callable[[dict], Any] = read_result) -> None:
        self.path = Path(path)
        self.peek = peek
        self._fingerprint = fingerprint
        # A result as the fields of its line, and back: a strength match's by default.
        self._fields, self._read_result = fields, read
        # Taken before any match: what the run's matches are stamped with.
        self._code = {slug: fingerprint(slug) for slug in games}
        self.results: dict[str, Any] = {}
        self._stale: set[str] = set()
        self._unlogged: set[str] = set()
        # Unwritable (or, for a peek, missing): fail now, not after a match.
        self._file = self.path.open("rb" if peek else "a+b")
        try:
            if fcntl is not None and not peek:
                try:
                    fcntl.flock(self._file, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    raise OSError(f"{self.path} is in use by another run") from None
            self._file.seek(0)
            self._load(self._file.read())
        except BaseException:
            self._file.close()
            raise

    @property
    def stale(self) -> int:
        """Matches logged by other code: kept in the file, not used."""
        return len(self._stale)

    def _load(self, data: bytes) -> None:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise NotAMatchLog(f"{self.path} is not a match log (not UTF-8 text)") from None
        self._newline = bool(text) and not text.endswith("\n")
        lines = text.splitlines()
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError as exc:
                if line.startswith(RECORD_START):  # a run killed while writing it
                    print(f"{self.path}: line {number} was cut short, skipped",
                          file=sys.stderr)
                    continue
                raise NotAMatchLog(f"{self.path} is not a match log (line {number}: "
                                   f"{exc})") from None
            try:
                self._read(record)
            except KeyError as exc:  # a whole line, but not one of ours
                raise NotAMatchLog(f"{self.path} is not a match log (line {number}: no "
                                   f"{exc})") from None
            except (ValueError, TypeError, AttributeError) as exc:
                raise NotAMatchLog(f"{self.path} is not a match log (line {number}: "
                                   f"{exc})") from None

    def _read(self, record: dict) -> None:
        slug, key, code = record["game"], record["key"], record["code"]
        if not all(isinstance(v, str) for v in (slug, key, code)):
            raise TypeError("game, key and code are text")
        if code == self.code(slug):
            self.results[key] = self._read_result(record)
            self._stale.discard(key)
        else:  # by other code, or another kind of run's (its result is none of ours)
            self._stale.add(key)

    def code(self, slug: str) -> str:
        """The fingerprint `slug`'s matches are stamped with and reused by in this run."""
        if slug not in self._code:
            self._code[slug] = self._fingerprint(slug)
        return self._code[slug]

    def get(self, key: str) -> Any | None:
        """The logged result of the match with this key by this code, or None."""
        return self.results.get(key)

    def add(self, slug: str, key: str, result: Any) -> None:
        """Append a finished match (a whole line at once; nothing written is rewritten).
        If the game's code changed since the run began, the match is not logged: which
        code played it is no longer certain."""
        if self.peek:
            raise ValueError(f"{self.path} is only being read (a peek adds nothing)")
        code = self.code(slug)
        if self._fingerprint(slug) != code:
            if slug not in self._unlogged:
                self._unlogged.add(slug)
                print(f"{self.path}: the code of {slug} changed during the run; its matches "
                      "are no longer logged", file=sys.stderr, flush=True)
            return
        record = {"game": slug, "key": key, "code": code} | self._fields(result)
        line = json.dumps(record, separators=(",", ":")) + "\n"
        # After a line cut short by a killed run, start on a line of our own.
        self._file.write((("\n" if self._newline else "") + line).encode("utf-8"))
        self._file.flush()
        self._newline = False
        self.results[key] = self._read_result(record)  # as a later run reads it

    def close(self) -> None:
        """Let another run use the log."""
        self._file.close()

    def __enter__(self) -> MatchLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
