"""Bots that speak only the rules protocol, through a SeatPort.

`make_bot(level, seed)` builds a bot; `BOT_LEVELS` lists the levels `sim --bots`
and the setup screen accept.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.port import SeatPort
from game.rules.base import Move


class Bot:
    """A player that picks a move from what its seat may know."""

    level = "bot"

    def choose(self, port: SeatPort) -> Move:
        """Return one of `port.legal_moves()`."""
        raise NotImplementedError


class RandomBot(Bot):
    """Uniform over the legal moves: for benchmarks and tests."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, port: SeatPort) -> Move:
        """A uniformly random legal move."""
        return self.rng.choice(port.legal_moves())


_FACTORIES: dict[str, Callable[[int], Bot]] = {"random": RandomBot}
BOT_LEVELS: tuple[str, ...] = tuple(_FACTORIES)


def make_bot(level: str, seed: int = 0) -> Bot:
    """The bot called `level`; an unknown level raises ValueError listing the known ones."""
    if level not in _FACTORIES:
        raise ValueError(f"Unknown bot {level!r}; bots are: {', '.join(_FACTORIES)}.")
    return _FACTORIES[level](seed)


__all__ = ["BOT_LEVELS", "Bot", "RandomBot", "SeatPort", "make_bot"]
