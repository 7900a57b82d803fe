"""The bot base class, the uniform random bot and the per-decision generator."""
from __future__ import annotations

import random

from game.ai.port import SeatPort
from game.rules.base import Move


class Bot:
    """A player that picks a move from what its seat may know.

    `choose` may run in a worker thread: bots keep no mutable state between
    decisions, and never touch pygame or the match behind the port.
    """

    level = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, port: SeatPort) -> Move:
        """Return one of `port.legal_moves()`."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def decision_rng(level: str, seed: int, port: SeatPort) -> random.Random:
    """A generator fixed by the bot's seed and the decision point, not by call order.

    So the same seed at the same point of a match always gives the same decision,
    whichever thread asks and whatever was asked before.
    """
    return random.Random(f"{level}:{seed}:{port.seat}:{len(port.history())}")


class RandomBot(Bot):
    """Uniform over the legal moves: for benchmarks and tests."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        # Kept for callers that reseed or inspect it; choices use decision_rng.
        self.rng = random.Random(seed)

    def choose(self, port: SeatPort) -> Move:
        """A uniformly random legal move."""
        return decision_rng(self.level, self.seed, port).choice(port.legal_moves())
