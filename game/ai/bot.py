"""The bot base class, the uniform random bot and the per-decision generator."""
from __future__ import annotations

import hashlib
import random

from game.ai.port import SeatPort
from game.rules.base import Move

MASK64 = (1 << 64) - 1


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
    return random.Random(f"{level}:{seed}:{port.seat}:{port.moves_played}")


def bot_key(level: str, seed: int) -> int:
    """A 64-bit number standing for a bot's level and seed (the same on every run)."""
    digest = hashlib.blake2b(f"{level}:{seed}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def decision_index(key: int, seat: int, moves_played: int, choices: int) -> int:
    """An index below `choices` fixed by the bot (`bot_key`) and the decision point, as
    decision_rng is, at a fraction of its cost: SplitMix64's finaliser over the three."""
    x = (key + seat * 0x9E3779B97F4A7C15 + moves_played * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return (x ^ (x >> 31)) % choices  # the bias of % is below 2**-50 for any hand of moves


class RandomBot(Bot):
    """Uniform over the legal moves: for benchmarks and tests."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.key = bot_key(self.level, seed)

    def choose(self, port: SeatPort) -> Move:
        """A uniformly random legal move, fixed by the seed and the decision point."""
        moves = port.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return moves[decision_index(self.key, port.seat, port.moves_played, len(moves))]
