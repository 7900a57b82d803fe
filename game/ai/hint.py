"""Hints: the hard bot's search run for one seat, told as a move, reasons and alternatives.

A hint sees only what the seat sees: it searches through a `SeatPort` (determinised
deals sampled from the seat's view), so a hint never depends on a hidden card. With
an iteration budget it is the same for the same seed and view; with a think time it
depends on the machine's speed, as the hard bot does.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.heuristics import heuristics_for
from game.ai.ismcts import Choice, HardBot
from game.ai.port import SeatPort
from game.rules.base import Move

HINT_THINK_TIME = 1.5
"""Seconds a hint searches at the table (a little longer than a hard bot's move)."""
ALTERNATIVES = 3
"""How many other moves a hint lists (those the search chose at least once)."""


@dataclass(frozen=True)
class Hint:
    """The search's best move for `seat`, why, and the other moves it weighed."""

    seat: int
    move: Move
    share: float  #: how often the search chose the move (0..1)
    reasons: tuple[str, ...]
    alternatives: tuple[tuple[Move, float], ...]  #: (move, share), best first
    tries: int  #: how many searches (iterations) the shares count

    def to_json(self) -> dict:
        """The hint as `main.py hint` prints it: moves in notation."""
        return {
            "seat": self.seat,
            "move": str(self.move),
            "share": round(self.share, 3),
            "reasons": list(self.reasons),
            "alternatives": [{"move": str(m), "share": round(s, 3)}
                             for m, s in self.alternatives],
            "tries": self.tries,
        }


def hint_for(port: SeatPort, seed: int = 0, think_time: float | None = HINT_THINK_TIME,
             iterations: int | None = None) -> Hint:
    """Search the seat's position and explain the best move (the seat must be to move)."""
    choices = HardBot(seed, think_time=think_time, iterations=iterations).search(port)
    return explain(port, choices)


def explain(port: SeatPort, choices: list[Choice]) -> Hint:
    """A hint from a finished search's choices (best first)."""
    tries = sum(c.visits for c in choices) or 1
    best = choices[0]
    shares = [(c.move, c.visits / tries) for c in choices[1:] if c.visits]
    reasons = [heuristics_for(port.game_slug).explain(port, best.move)]
    if len(port.legal_moves()) == 1:
        reasons.append("It is your only legal move.")
    else:
        line = f"The search chose it in {best.visits / tries:.0%} of {tries} tries"
        if shares:
            line += f"; next came {shares[0][0]} ({shares[0][1]:.0%})"
        reasons.append(line + ".")
    return Hint(port.seat, best.move, best.visits / tries,
                tuple(r for r in reasons if r), tuple(shares[:ALTERNATIVES]), tries)
