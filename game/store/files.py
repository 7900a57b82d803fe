"""Where kept files live and how they are written: atomically, and never written over.

Saves and the history sit in the user data folder (game/folders.py; in tests
$PASSTIME_DATA_DIR, else $PASSTIME_CONFIG_DIR beside the settings).
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from game import folders

SAVES = "saves"
HISTORY = "history.sqlite3"


def data_dir() -> Path:
    """The folder holding saves/, history.sqlite3 and exports/."""
    return folders.data_dir()


def atomic_write(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a kill at any instant leaves the old file or the new
    one, never a torn one: a temp file beside it, fsync, then rename over. OSError on failure."""
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)  # the bytes are on disk before the name points at them
    finally:
        os.close(fd)
    os.replace(tmp, path)


def aside_path(path: Path, why: str = "unusable") -> Path:
    """NAME.WHY-<time>[-n].EXT next to `path`, a name not yet taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        tail = f"-{n}" if n else ""
        aside = path.with_name(f"{path.stem}.{why}-{stamp}{tail}{path.suffix}")
        if not os.path.lexists(aside):
            return aside
        n += 1


def move_aside(path: Path, why: str = "unusable") -> Path | None:
    """Rename a file we cannot use aside (kept, never deleted); None if that failed."""
    aside = aside_path(path, why)
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside


def kept_line(path: Path, problem: str, aside: Path | None) -> str:
    """The one line the player reads about an unusable file."""
    where = f"kept as {aside.name}" if aside else "left where it is"
    return f"{path.name} could not be used ({problem.rstrip('.')}), so it was {where}."
