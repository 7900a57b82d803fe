"""Take or Pass moves and their notation (docs/rules.md section 2 and section 4):
`take` and `pass`."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import IllegalMove, Move
from game.userdata import brief


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Take the face-up card and its chips."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Pay one chip onto the card and let the next player decide."""

    def __str__(self) -> str:
        return "pass"


TAKE = Take()
PASS = Pass()


def parse_move(text: str) -> Move:
    """Read 'take' or 'pass' (any case); anything else raises IllegalMove."""
    word = text.strip().lower() if isinstance(text, str) else text
    if word == "take":
        return TAKE
    if word == "pass":
        return PASS
    raise IllegalMove(f"{brief(text)} is not a Take or Pass move: say 'take' or 'pass'.")
