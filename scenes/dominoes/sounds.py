"""What a player hears for each dominoes rules event (names from game/engine/sound_bank.py).

A placed tile slides now and clicks when it lands (scenes/dominoes/motion.py).
"""
from __future__ import annotations

from game.rules.dominoes import events as ev

SOUNDS: dict[type, str] = {
    ev.RoundStarted: "shuffle",
    ev.TilePlaced: "tile_slide",
    ev.TileDrawn: "draw",
    ev.Passed: "pass",
    ev.RoundScored: "deal_won",
    ev.MatchWon: "match_won",
}


def sound_for(event: object) -> str | None:
    """The effect for `event`."""
    return SOUNDS.get(type(event))
