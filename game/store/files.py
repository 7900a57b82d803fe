"""Where kept files live, and what becomes of one that cannot be used: kept aside.

Saves and the history sit in the user data folder (game/folders.py; in tests
$PASSTIME_DATA_DIR, else $PASSTIME_CONFIG_DIR beside the settings).
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game import folders
from game.safe_write import move_aside
from game.userdata import BadInput, read_json_file

SAVES = "saves"
HISTORY = "history.sqlite3"


def data_dir() -> Path:
    """The folder holding saves/, history.sqlite3 and exports/."""
    return folders.data_dir()


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
