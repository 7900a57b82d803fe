"""The easy bot: random legal moves, weighted so it plays like a beginner."""
from __future__ import annotations

from game.ai.bot import Bot, decision_rng
from game.ai.heuristics import heuristics_for
from game.ai.port import SeatPort
from game.rules.base import Move


class EasyBot(Bot):
    """A beginner: a weighted coin over the legal moves (prefers doing something)."""

    level = "easy"

    def choose(self, port: SeatPort) -> Move:
        """A legal move drawn with the game's beginner weights."""
        moves = list(port.legal_moves())
        if len(moves) == 1:
            return moves[0]
        rules = heuristics_for(port.game_slug)
        weights = [max(1e-6, rules.easy_weight(port, m)) for m in moves]
        return decision_rng(self.level, self.seed, port).choices(moves, weights)[0]
