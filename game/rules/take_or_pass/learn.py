"""Teaching Take or Pass: the one-line rules shown the first time something happens in a
player's matches (reached through the descriptor: game/descriptor.py `learn`)."""
from __future__ import annotations

from typing import Any

from game.rules.take_or_pass.rules import CardTaken


def moments(events: list, view: Any) -> list[tuple[str, str]]:
    """(key, one line) for each kind of thing in `events` worth explaining the first time."""
    out = []
    for event in events:
        if not isinstance(event, CardTaken):
            continue
        cards = view.cards[event.seat] if view is not None else ()
        if event.card - 1 in cards or event.card + 1 in cards:
            out.append(("take-or-pass:run", f"A run: {event.card} joins a run, and a run "
                        "counts only its lowest card."))
        if event.chips:
            out.append(("take-or-pass:chips", "Taking a card takes the chips on it too: "
                        "each chip is worth 1 point off."))
    return out
