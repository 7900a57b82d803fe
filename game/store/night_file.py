"""Game nights on disk: one JSON file per unfinished night in nights/ beside saves/.

The file holds the playlist, the seats, the matches counted so far, the saves of finished
matches not yet in the history (`unfiled`) and the save of the match under way
(game/store/saves.py's JSON object), so one atomic write after every move
keeps all of it: a kill at any instant leaves the night as it was one move earlier. A file
that cannot be read is moved aside, never deleted.
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.registry import SLUGS
from game.rules.base import Match
from game.safe_write import atomic_write
from game.store.files import data_dir, kept_json, read_folder
from game.store.night import BadNight, Night, Played, new_night
from game.store.saves import BadSave, save_from_json, seat_of

NIGHTS = "nights"
VERSION = 1


def nights_dir(directory: Path | None = None) -> Path:
    """The folder of unfinished game nights under the data dir."""
    return (directory or data_dir()) / NIGHTS


def night_bytes(night: Night, match: Match | None = None,
                directory: Path | None = None) -> bytes:
    """The night as it is now (its match under way brought up to `match`), to write; the
    night's path is made on first use."""
    if match is not None and night.current is not None:
        night.current.catch_up(match)
    return night_later(night, None, directory)()


def night_later(night: Night, match: Match | None = None,
                directory: Path | None = None) -> Callable[[], bytes]:
    """`night_bytes`, made when called: now the night gets its path (its folder made on
    first use: OSError) and what it holds is copied (its match under way's save with the
    match's lists); the call serializes the copy, off the frame (game/store/writer.py),
    and leaves the night as it is."""
    if night.path is None:
        folder = nights_dir(directory)
        folder.mkdir(parents=True, exist_ok=True)
        night.path = folder / f"{night.id}.json"
    current = night.current
    kept = night.to_json_later(
        current.caught_up_later(match) if match is not None and current is not None else None)
    return lambda: json.dumps({"version": VERSION, **kept()}, separators=(",", ":")).encode()


def write_night(night: Night, match: Match | None = None,
                directory: Path | None = None) -> Path:
    """Write the night atomically now; OSError if the disk refuses."""
    data = night_bytes(night, match, directory)
    assert night.path is not None  # made by night_bytes
    atomic_write(night.path, data)
    return night.path


def read_night(path: Path) -> Night:
    """Read and check a kept night; BadNight says why it cannot be used."""
    data = kept_json(path, BadNight)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise BadNight(f"it is not a game night this game reads (version {VERSION})")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        raise BadNight("its seats are not a list of seats")
    seed, started = data.get("seed"), data.get("started")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise BadNight("its seed is not a whole number from 0 up")
    if not isinstance(started, int | float) or isinstance(started, bool):
        raise BadNight("its start time is not a number")
    night = new_night(_list(data, "games"), [seat_of(s) for s in seats], seed)
    night.id, night.started, night.path = str(data.get("id")), float(started), path
    night.played = [_played(p, len(seats)) for p in _list(data, "played")]
    if len(night.played) > len(night.games):
        raise BadNight("it counts more matches than its playlist has games")
    try:
        current = data.get("current")
        night.current = None if current is None else save_from_json(current)
    except BadSave as exc:
        raise BadNight(f"its match under way: {exc}") from None
    if night.current is not None and night.current.record["players"] != len(seats):
        raise BadNight("its match under way has another number of seats")
    try:  # a night kept before finished matches waited here has none
        night.unfiled = [save_from_json(save) for save in _list(data, "unfiled", [])]
    except BadSave as exc:
        raise BadNight(f"a finished match not yet in the history: {exc}") from None
    return night


def _list(data: dict, key: str, missing: list | None = None) -> list:
    value = data.get(key, missing)
    if not isinstance(value, list):
        raise BadNight(f"its '{key}' is not a list")
    return value


def _played(value: Any, players: int) -> Played:
    def numbers(key: str) -> list[int]:
        found = value.get(key)
        if not isinstance(found, list) or not all(
                isinstance(n, int) and not isinstance(n, bool) for n in found):
            raise BadNight(f"a counted match's '{key}' is not a list of whole numbers")
        return found

    if not isinstance(value, dict) or not isinstance(value.get("key"), str):
        raise BadNight("a counted match is not an object with a key")
    if value.get("game") not in SLUGS:
        raise BadNight("a counted match names no game of this collection")
    scores, winners = numbers("scores"), numbers("winners")
    if len(scores) != players or not all(0 <= w < players for w in winners):
        raise BadNight("a counted match's scores or winners do not fit its seats")
    return Played(value["key"], value["game"], scores, winners)


def list_nights(directory: Path | None = None) -> tuple[list[Night], list[str]]:
    """The unfinished nights, newest first, and one line per unreadable one (moved aside)."""
    nights, notes = read_folder(nights_dir(directory), read_night, BadNight)
    nights.sort(key=lambda n: n.started, reverse=True)
    return nights, notes


def remove_night(night: Night) -> None:
    """Delete the file of a night that is over and in the history."""
    if night.path is not None:
        try:
            os.remove(night.path)
        except FileNotFoundError:
            pass
