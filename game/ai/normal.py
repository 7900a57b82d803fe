"""The normal bot: each game's heuristic, written from how good players think."""
from __future__ import annotations

from game.ai.bot import Bot, decision_rng
from game.ai.heuristics import heuristics_for
from game.ai.port import SeatPort
from game.rules.base import Move


class NormalBot(Bot):
    """Plays the move its game's heuristic scores best (ties broken by its seed)."""

    level = "normal"

    def choose(self, port: SeatPort) -> Move:
        """The best-scored legal move."""
        moves = list(port.legal_moves())
        if len(moves) == 1:
            return moves[0]
        scores = heuristics_for(port.game_slug).score_moves(port, moves)
        best = max(scores)
        tied = [m for m, s in zip(moves, scores, strict=True) if s >= best - 1e-9]
        return tied[0] if len(tied) == 1 else decision_rng(self.level, self.seed, port).choice(tied)
