"""Autosaves: one file per unfinished match, rewritten after every move.

A save is a JSON object: `version`, `id`, `started`/`saved` (Unix seconds), `seats`
(name, colour, symbol, bot level, profile id per seat: devices are not kept), `undo`
(was undo used), `scores` (for the resume list) and `record`, the match record of
docs/rules.md section 4 (with the version that wrote it), which `main.py replay` reads as
it is.
A finished match's last save also holds `ended` (Unix seconds) and `winners`: it stays
until the history has the match (game/store/unfinished.py), and is never offered to resume.
A save that cannot be read or does not replay is moved aside, never deleted.
"""
from __future__ import annotations

import json
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from game.rules.base import BadRecord, Match, RulesError
from game.rules.record import parse_record, replay
from game.safe_write import atomic_write, move_aside
from game.store.files import SAVES, data_dir, kept_json, kept_line, read_folder
from game.version import stamped

VERSION = 1
SEAT_KEYS = ("name", "colour", "symbol", "bot", "profile")


class BadSave(Exception):
    """A save that cannot be used; the message is one line naming the problem."""


def saves_dir(directory: Path | None = None) -> Path:
    """The folder of autosaves under the data dir."""
    return (directory or data_dir()) / SAVES


def new_id(slug: str) -> str:
    """A fresh match id: start time, game and a random tail (sorts by start time)."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{slug}-{secrets.token_hex(3)}"


@dataclass
class Save:
    """One unfinished match as kept on disk."""

    id: str
    record: dict
    seats: list[dict]
    started: float = field(default_factory=time.time)
    saved: float = 0.0
    undo: bool = False
    scores: list[int] = field(default_factory=list)
    path: Path | None = None
    hints: int = 0  # hints asked for so far (saves from before hints have none)
    #: Where the match was played on from (the replay theater): {"source", "move"}, or None.
    origin: dict | None = None
    ended: float | None = None  #: when the match ended; None while it is unfinished
    winners: list[int] = field(default_factory=list)  #: the winning seats, once ended

    @property
    def slug(self) -> str:
        """The game's slug, as in the record."""
        return str(self.record["game"])

    def catch_up(self, match: Match) -> None:
        """Bring the record, the scores and the save time up to `match`."""
        self.record, self.scores = stamped(match.record()), list(match.scores)
        self.saved = time.time()

    def copy(self) -> Save:
        """A copy with lists of its own (the record is shared: it is only ever replaced)."""
        return replace(self, seats=[dict(s) for s in self.seats], scores=list(self.scores),
                       winners=list(self.winners))

    def caught_up_later(self, match: Match) -> Callable[[], Save]:
        """A copy of this save brought up to `match` as it is now, made when first called
        (off the frame; later calls give the same copy): now only lists are copied
        (`Match.record_later`), so the thread that makes it never changes this save, which
        the frame goes on changing (undo, hints, the end of the match)."""
        record, copy = match.record_later(), self.copy()
        copy.scores, copy.saved = list(match.scores), time.time()
        return cache(lambda: replace(copy, record=stamped(record())))

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to disk."""
        return {"version": VERSION, "id": self.id, "started": self.started,
                "saved": self.saved, "seats": self.seats, "undo": self.undo, "hints": self.hints,
                "scores": self.scores, "record": self.record, "origin": self.origin,
                **({} if self.ended is None else {"ended": self.ended, "winners": self.winners})}


def save_bytes(save: Save, match: Match, directory: Path | None = None) -> bytes:
    """Bring `save` up to `match` (its path made on first use) and return the bytes to write."""
    placed(save, directory)
    save.catch_up(match)
    return save_json(save)


def placed(save: Save, directory: Path | None = None) -> Path:
    """The save's file, its path made on first use (its folder made: OSError)."""
    if save.path is None:
        folder = saves_dir(directory)
        folder.mkdir(parents=True, exist_ok=True)
        save.path = folder / f"{save.id}.json"
    return save.path


def save_json(save: Save) -> bytes:
    """The bytes of a save's file."""
    return json.dumps(save.to_json(), separators=(",", ":")).encode()


def save_later(save: Save, match: Match, directory: Path | None = None
               ) -> Callable[[], bytes]:
    """`save_bytes`, made when called: now `save` gets its path (`placed`) and is copied
    as it is (`Save.caught_up_later`); the call serializes the copy brought up to `match`,
    off the frame (game/store/writer.py), and leaves `save` as it is."""
    placed(save, directory)
    caught_up = save.caught_up_later(match)
    return lambda: save_json(caught_up())


def write_save(save: Save, match: Match, directory: Path | None = None) -> Path:
    """Bring `save` up to `match` and write it atomically now; OSError if the disk refuses."""
    data = save_bytes(save, match, directory)
    assert save.path is not None  # made by save_bytes
    atomic_write(save.path, data)
    return save.path


def read_save(path: Path) -> Save:
    """Read and check a save (its record's shape too, not its moves); BadSave says why."""
    return save_from_json(kept_json(path, BadSave), path)


def save_from_json(data: Any, path: Path | None = None) -> Save:
    """A save from its JSON object (a game night holds its match's this way); BadSave."""
    if not isinstance(data, dict):
        raise BadSave("it is not a JSON object")
    if data.get("version") != VERSION:
        raise BadSave(f"it is save version {data.get('version')!r}; this game reads {VERSION}")
    try:
        record = parse_record(json.dumps(data.get("record")))
    except BadRecord as exc:
        raise BadSave(str(exc)) from None
    seats = data.get("seats")
    if (not isinstance(seats, list) or len(seats) != record["players"]
            or not all(isinstance(s, dict) for s in seats)):
        raise BadSave("its seats do not match the record's players")
    checks = {"id": str, "started": int | float, "saved": int | float, "undo": bool,
              "scores": list}
    for key, kind in checks.items():
        if not isinstance(data.get(key), kind):
            raise BadSave(f"its '{key}' is missing or of the wrong kind")
    hints = data.get("hints", 0)
    if not isinstance(hints, int) or isinstance(hints, bool) or hints < 0:
        raise BadSave("its 'hints' is not a whole number from 0 up")
    ended, winners = data.get("ended"), data.get("winners", [])
    if ended is not None and (not isinstance(ended, int | float) or isinstance(ended, bool)
                              or not whole_numbers(winners)):
        raise BadSave("its 'ended' or 'winners' is of the wrong kind")
    return Save(data["id"], record, [seat_of(s) for s in seats],
                float(data["started"]), float(data["saved"]), data["undo"],
                list(data["scores"]), path, hints, origin_of(data.get("origin")),
                None if ended is None else float(ended), list(winners))


def whole_numbers(value: Any) -> bool:
    """Is `value` a list of whole numbers from 0 up (seats)?"""
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)


def seat_of(value: dict) -> dict:
    """A kept seat's known keys (a profile id that is not a whole number is dropped)."""
    seat = {k: value.get(k) for k in SEAT_KEYS}
    profile = seat["profile"]
    if not isinstance(profile, int) or isinstance(profile, bool):
        seat["profile"] = None
    return seat


def origin_of(value: Any) -> dict | None:
    """A save's or history entry's `origin` if it is well formed (a source text and a move
    count), else None: an older save has none, and a bad one is not worth refusing the save."""
    if (isinstance(value, dict) and isinstance(value.get("source"), str)
            and isinstance(value.get("move"), int) and not isinstance(value.get("move"), bool)):
        return {"source": value["source"], "move": value["move"]}
    return None


def replay_save(save: Save) -> Match:
    """The match a save holds, replayed through the rules; BadSave if it does not replay."""
    try:
        match, error = replay(save.record)
    except RulesError as exc:
        raise BadSave(str(exc)) from None
    if error is not None:
        raise BadSave(f"move {error['move']} does not replay: {error['message']}")
    return match


def put_aside(path: Path, problem: str) -> str:
    """Move an unusable save aside and return the one line that says so."""
    return kept_line(path, problem, move_aside(path))


def list_saves(directory: Path | None = None) -> tuple[list[Save], list[str]]:
    """The readable saves, newest first, and one line per unreadable one (moved aside)."""
    saves, notes = read_folder(saves_dir(directory), read_save, BadSave)
    saves.sort(key=lambda s: s.saved, reverse=True)
    return saves, notes


def remove_save(save: Save) -> None:
    """Delete the autosave of a match that is now finished and in the history."""
    if save.path is not None:
        try:
            os.remove(save.path)
        except FileNotFoundError:
            pass
