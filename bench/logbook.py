"""The bench logbook: every bench run appends one JSON object to bench/logs/<name>.jsonl.

A bench script ends with `logbook.record("<name>", figures, argv)`: the line holds the date
(UTC), the machine (CPU model, cores, OS, Python, pygame-ce), the command as typed, the git
commit (and whether tracked files differed from it), a `kind` naming what was measured
(runs of one kind are comparable; the newest is the one shown) and the figures, as the
script printed them. docs/benchmarks.md is written from these logs by
`python bench/write_docs.py`, never by hand.

`PASSTIME_BENCH_LOGS` names another folder for the logs (the tests use one of their own);
set to an empty value, nothing is logged. Entries carried from an earlier text (the README
before the logs existed) say so in `carried`, with the machine as that text described it.

bench/logs/strength.jsonl is not a logbook but a match log (`bench/match_log.py`: one line
per finished strength match, so a long run resumes), nor is stranger_matches.jsonl (the
matches of bench/strangers.py); MATCH_LOGS lists such files.
"""
from __future__ import annotations

import datetime
import json
import os
import platform
import shlex
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "bench" / "logs"
ENV = "PASSTIME_BENCH_LOGS"
MATCH_LOGS = ("strength", "stranger_matches")
"""Names under bench/logs that hold one match per line (bench/match_log.py), not runs."""
NOT_CODE = (":!bench/logs", ":!docs")
"""What a run does not measure (its logs, the documents): a change there does not make the
code differ from its commit."""
FIELDS = ("date", "machine", "command", "commit", "changed", "kind", "figures")
"""What every entry holds; `about` (a sentence on how it was measured) and `carried` may
follow."""


def log_dir() -> Path | None:
    """Where runs are logged: bench/logs, or $PASSTIME_BENCH_LOGS (empty: nowhere)."""
    if ENV not in os.environ:
        return LOGS
    return Path(os.environ[ENV]) if os.environ[ENV] else None


def log_path(name: str, directory: Path | None = None) -> Path:
    """The logbook of bench script `name` (bench/<name>.py) in `directory` (default:
    `log_dir()`)."""
    if not name.isidentifier() or name in MATCH_LOGS:
        raise ValueError(f"{name!r} is not a logbook name (a bench script's name, not "
                         f"{', '.join(MATCH_LOGS)})")
    return (directory or log_dir() or LOGS) / f"{name}.jsonl"


def machine() -> dict[str, Any]:
    """What the figures were measured on: CPU model, cores, OS, Python, pygame-ce."""
    try:
        from importlib.metadata import PackageNotFoundError, version
        pygame_ce = version("pygame-ce")
    except PackageNotFoundError:
        pygame_ce = None
    return {"cpu": cpu_model(), "cores": os.cpu_count(), "os": platform.platform(),
            "python": platform.python_version(), "pygame_ce": pygame_ce}


def cpu_model() -> str:
    """The CPU's model name (Linux's /proc/cpuinfo, else what `platform` knows)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def git_state(root: Path = ROOT) -> tuple[str | None, bool]:
    """The commit checked out and whether tracked code differs from it (None, False
    outside a git checkout)."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True,
                              check=True).stdout.strip()
    try:
        commit = git("rev-parse", "HEAD")
        changed = bool(git("status", "--porcelain", "--untracked-files=no", "--", ".",
                           *NOT_CODE))
    except (OSError, subprocess.CalledProcessError):
        return None, False
    return commit, changed


def command(name: str, argv: Sequence[str] | None = None) -> str:
    """The command that ran bench/<name>.py with `argv` (default: this process's
    arguments), as one would type it at the project's root."""
    args = sys.argv[1:] if argv is None else list(argv)
    return shlex.join(["python", f"bench/{name}.py", *args])


def entry(name: str, figures: Any, argv: Sequence[str] | None = None, *,
          kind: str | None = None, about: str | None = None) -> dict[str, Any]:
    """The logbook line of one run of bench/<name>.py, measured now on this machine."""
    commit, changed = git_state()
    now = datetime.datetime.now(datetime.UTC).replace(microsecond=0)
    line = {"date": now.isoformat().replace("+00:00", "Z"), "machine": machine(),
            "command": command(name, argv), "commit": commit, "changed": changed,
            "kind": kind or name, "figures": figures}
    if about:
        line["about"] = about
    return line


def record(name: str, figures: Any, argv: Sequence[str] | None = None, *,
           kind: str | None = None, about: str | None = None) -> Path | None:
    """Append one run's figures to bench/logs/<name>.jsonl (with date, machine, command
    and commit); returns the file, or None when logging is off. `kind` names what was
    measured when one script measures several things (default: `name`)."""
    directory = log_dir()
    if directory is None:
        return None
    path = log_path(name, directory)
    line = json.dumps(entry(name, figures, argv, kind=kind, about=about),
                      ensure_ascii=False, separators=(",", ":"))
    directory.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:  # one write: whole lines only
        out.write(line + "\n")
    print(f"logged in {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}",
          file=sys.stderr)
    return path


def read(path: Path) -> list[dict[str, Any]]:
    """The entries of one logbook, oldest first; a line that is not a whole entry raises
    ValueError naming the file and line."""
    entries = []
    for number, text in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not text.strip():
            continue
        try:
            line = json.loads(text)
        except ValueError as exc:
            raise ValueError(f"{path.name} line {number}: not JSON ({exc})") from None
        missing = [field for field in FIELDS if not isinstance(line, dict) or field not in line]
        if missing:
            raise ValueError(f"{path.name} line {number}: no {', '.join(missing)}")
        entries.append(line)
    return entries


def logbooks(directory: Path = LOGS) -> dict[str, list[dict[str, Any]]]:
    """Every logbook in `directory` by script name (match logs left out)."""
    return {path.stem: read(path) for path in sorted(directory.glob("*.jsonl"))
            if path.stem not in MATCH_LOGS}
