"""The JSON a phone receives: its own seat's view (`match.view(seat)`) and public facts,
among them every seat's `SeatFace` (how it looks at the table and on every phone).

Only `view(seat)` is ever read here, never the match's hands, so nothing hidden from a seat
can reach its phone.

The public facts are the same for every seat, so one publish serializes them once and each
seat's message is that text with the seat and its view added (`seat_messages`).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, NamedTuple

from game.rules.base import Match


class SeatFace(NamedTuple):
    """How a seat looks at the table and on every phone: the name, colour (RGB) and symbol
    chosen in setup (theme.SEAT_SYMBOLS), and what plays it: "phone", "bot" or "table"."""

    name: str
    colour: tuple[int, int, int]
    symbol: str
    kind: str


LOG_LENGTH = 8  # recent moves shown on the phone so a player sees what happened

_FIELDS: dict[type, tuple[str, ...] | None] = {}
"""Per type: the field names of a dataclass or named tuple, or None for any other type."""


def _field_names(kind: type) -> tuple[str, ...] | None:
    names = _FIELDS.get(kind, ())
    if names == ():
        if dataclasses.is_dataclass(kind):
            names = tuple(f.name for f in dataclasses.fields(kind))
        elif issubclass(kind, tuple) and hasattr(kind, "_fields"):
            names = tuple(kind._fields)
        else:
            names = None
        _FIELDS[kind] = names
    return names


def to_json(value: Any) -> Any:
    """Dataclasses and named tuples become objects, tuples become lists, dict keys text."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or kind is float or value is None:
        return value
    if kind is list or kind is tuple:
        return [to_json(v) for v in value]
    names = _field_names(kind)
    if names is not None:
        return {name: to_json(getattr(value, name)) for name in names}
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def seat_faces(faces: list[SeatFace]) -> dict:
    """The seats' names, colours ("#rrggbb"), symbols and kinds, as every message carries
    them, so a phone shows each seat as the TV does."""
    return {"names": [f.name for f in faces],
            "colours": ["#{:02x}{:02x}{:02x}".format(*f.colour) for f in faces],
            "symbols": [f.symbol for f in faces], "kinds": [f.kind for f in faces]}


def table_fields(match: Match, faces: list[SeatFace], connected: list[bool | None]) -> dict:
    """What every seat's state message carries alike: the game, the seats, who is
    connected, the options and the recent moves."""
    start = max(0, len(match.moves) - LOG_LENGTH)
    log = [{"seat": s, "move": str(m)}
           for s, m in zip(match.movers[start:], match.moves[start:], strict=True)]
    return {
        "type": "state",
        "game": match.game.slug,
        "title": match.game.name,
        **seat_faces(faces),
        "connected": list(connected),
        "options": dict(match.options),
        "moves": len(match.moves),
        "log": log,
    }


def seat_messages(match: Match, seats: list[int], shared: dict) -> dict[int, str]:
    """Each seat's state message (JSON text): the `shared` fields (table_fields) plus
    "seat" and "view", that seat's own view. The shared part is serialized once."""
    head = json.dumps(shared)[:-1] + ', "seat": '  # left open for the seat and its view
    return {seat: f'{head}{seat}, "view": {json.dumps(to_json(match.view(seat)))}}}'
            for seat in seats}
