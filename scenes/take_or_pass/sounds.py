"""What a player hears for each Take or Pass rules event (names from
game/engine/sound_bank.py). Chips sound fuller as the pot grows."""
from __future__ import annotations

from game.rules.take_or_pass import events as ev

SOUNDS: dict[type, str] = {
    ev.GameStarted: "shuffle",
    ev.CardTurned: "flip",
    ev.ChipPaid: "chip",
    ev.CardTaken: "card_slide",
    ev.GameScored: "deal_won",
    ev.MatchWon: "match_won",
}
FEW, MANY = 3, 8  # pot sizes from which chips sound as a few, then as a heap


def chips(count: int) -> str:
    """One chip, a few, or a heap, by how many there are."""
    return "chip" if count < FEW else "chips_few" if count < MANY else "chips_many"


def sound_for(event: object) -> str | None:
    """The effect for `event`: paying into a bigger pot, or taking one, clinks more."""
    if isinstance(event, ev.ChipPaid):
        return chips(event.pot)
    if isinstance(event, ev.CardTaken) and event.chips > 0:
        return chips(event.chips)
    return SOUNDS.get(type(event))
