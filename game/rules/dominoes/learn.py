"""Teaching The Passing Game: the one-line rules shown the first time something happens in a
player's matches (reached through the descriptor: game/descriptor.py `learn`)."""
from __future__ import annotations

from typing import Any

from game.rules.dominoes.events import RoundScored, TileDrawn


def moments(events: list, view: Any) -> list[tuple[str, str]]:
    """(key, one line) for each kind of thing in `events` worth explaining the first time."""
    out = []
    for event in events:
        if isinstance(event, RoundScored) and event.reason in ("blocked", "passes"):
            out.append(("dominoes:blocked", "Blocked: nobody can play, so the lowest pip "
                        "count wins the round."))
        elif isinstance(event, TileDrawn):
            out.append(("dominoes:draw", "A draw: with no tile that fits, take one from the "
                        "boneyard (the last two stay)."))
    return out
