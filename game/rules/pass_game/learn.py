"""Teaching PASS: the one-line rules shown the first time something happens in a player's
matches (reached through the descriptor: game/descriptor.py `learn`)."""
from __future__ import annotations

from typing import Any

from game.rules.pass_game.events import Passed, SetPlayed
from game.rules.pass_game.sets import BOMB_LEVEL


def moments(events: list, view: Any) -> list[tuple[str, str]]:
    """(key, one line) for each kind of thing in `events` worth explaining the first time."""
    out = []
    for event in events:
        if isinstance(event, SetPlayed):
            if event.type in BOMB_LEVEL:
                out.append(("pass:bomb", "A bomb: four of a kind beats any set but a higher "
                            "bomb; five of a kind beats everything."))
            if event.augment:
                out.append(("pass:augment", "An augment: tokens tie the set on the table, one "
                            "more augment token than it carries."))
            if event.upgrade:
                out.append(("pass:upgrade", "An upgrade: 1 token shows the played cards on "
                            "their yellow side."))
            if "A>AA^" in event.cards:
                out.append(("pass:aces", "A>AA upgraded is a pair of aces, and it must be "
                            "played alone."))
        elif isinstance(event, Passed):
            out.append(("pass:pass", "A pass takes a token from the supply and sits out "
                        "the rest of the trick."))
    return out
