"""Where kept files live and how they are written: atomically, and never written over.

Saves and the history sit in the user data folder (game/folders.py; in tests
$PASSTIME_DATA_DIR, else $PASSTIME_CONFIG_DIR beside the settings).
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game import folders
from game.userdata import BadInput, read_json_file

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


Kept = TypeVar("Kept")


def kept_json(path: Path, refusal: Callable[[str], Exception]) -> Any:
    """A kept file's JSON; `refusal` (the caller's exception) says why it cannot be read."""
    try:
        return read_json_file(path)
    except BadInput as exc:
        raise refusal(str(exc).removeprefix(f"{path}: ")) from None


def read_folder(folder: Path, read: Callable[[Path], Kept],
                refused: type[Exception]) -> tuple[list[Kept], list[str]]:
    """Every kept .json file of `folder` that `read` takes, and one line per file it
    refuses with `refused` (moved aside, never deleted); nothing if there is no folder."""
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == ".json"
                       and ".unusable-" not in p.name and not p.name.startswith("."))
    except OSError:
        return [], []
    found: list[Kept] = []
    notes: list[str] = []
    for path in paths:
        try:
            found.append(read(path))
        except refused as exc:
            notes.append(kept_line(path, str(exc), move_aside(path)))
    return found, notes
