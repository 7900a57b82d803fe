"""The JSON a phone receives: its own seat's view (`match.view(seat)`) and public facts.

Only `view(seat)` is ever read here, never the match's hands, so nothing hidden from a seat
can reach its phone.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from game.rules.base import Match

if TYPE_CHECKING:
    from game.net.hub import SeatFace

LOG_LENGTH = 8  # recent moves shown on the phone so a player sees what happened


def to_json(value: Any) -> Any:
    """Dataclasses and named tuples become objects, tuples become lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: to_json(v) for k, v in value._asdict().items()}
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


def seat_payload(match: Match, seat: int, faces: list[SeatFace],
                 connected: list[bool | None]) -> dict:
    """The state message for `seat`: its view plus the public table of seats and moves."""
    start = max(0, len(match.moves) - LOG_LENGTH)
    log = [{"seat": s, "move": str(m)}
           for s, m in zip(match.movers[start:], match.moves[start:], strict=True)]
    return {
        "type": "state",
        "game": match.game.slug,
        "title": match.game.name,
        "seat": seat,
        **seat_faces(faces),
        "connected": list(connected),
        "options": dict(match.options),
        "moves": len(match.moves),
        "log": log,
        "view": to_json(match.view(seat)),
    }
