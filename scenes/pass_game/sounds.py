"""What a player hears for each PASS rules event (names from game/engine/sound_bank.py)."""
from __future__ import annotations

from game.rules.pass_game import events as ev

SOUNDS: dict[type, str] = {
    ev.DealStarted: "shuffle",
    ev.SetPlayed: "card_slide",
    ev.TokenSpent: "token_flip",
    ev.TokenGained: "token_flip",
    ev.Passed: "pass",
    ev.TrickWon: "gather",
    ev.DealWon: "deal_won",
    ev.MatchWon: "match_won",
}


def sound_for(event: object) -> str | None:
    """The effect for `event`; None for an empty token gain (the supply ran out)."""
    if isinstance(event, ev.TokenGained) and event.count == 0:
        return None
    return SOUNDS.get(type(event))
