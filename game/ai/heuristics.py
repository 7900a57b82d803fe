"""Per-game knowledge the bots share, behind one small interface.

Each game may provide a module `game.ai.heuristics_<name>` defining `HEURISTICS`,
an instance of a `GameHeuristics` subclass. The easy bot weighs moves with it,
the normal bot scores moves with it, and the hard bot uses it to order candidate
moves, to play cheap playouts and to value a position where a playout stops.
A game without such a module falls back to the game-agnostic defaults here, so
a fourth game gets working (if naive) bots for free.
"""
from __future__ import annotations

import math
import random
import threading

from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.noise import SQRT_6


class GameHeuristics:
    """Game-agnostic defaults; a game's module overrides what it knows better."""

    # How many moves of a playout the hard bot plays before valuing the position.
    rollout_depth: int = 40
    # Scale the search's exploration bonus to the spread of the rewards it sees: for a
    # game whose values bunch up (dominoes: a match chance that one move changes by 0.01).
    relative_exploration: bool = False

    def sharper(self) -> GameHeuristics:
        """The heuristics expert's search plays by: the same as the other bots' unless a
        game has sharper ones (weights tuned by self-play, or knowledge too costly for
        hard's budget)."""
        return self

    def for_table(self, port: SeatPort) -> GameHeuristics:
        """The heuristics a search from this seat's position plays by: these, unless a game
        fits them to how the others at the table have played so far (Take or Pass's
        expert models each opponent)."""
        return self

    def determinize(self, port: SeatPort, rng: random.Random) -> Match:
        """A determinisation of the position for one search iteration: the seat's
        (`port.determinize`), with whatever a game's playouts guess besides (how each
        opponent plays, when a game models it)."""
        return port.determinize(rng)

    def easy_weight(self, port: SeatPort, move: Move) -> float:
        """How much a beginner likes `move` (relative weight, > 0)."""
        # A beginner would rather do something than pass or draw.
        text = str(move)
        if text == "pass":
            return 0.3
        if text == "draw":
            return 0.6
        return 1.0

    def score_moves(self, port: SeatPort, moves: list[Move]) -> list[float]:
        """The normal bot's score for each move (higher is better), from the seat's view."""
        return [self.easy_weight(port, m) for m in moves]

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """A cheap, reasonable move for whoever is to move in a determinised match."""
        return rng.choice(match.legal_moves())

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """Play `playout_move`s on `match` for at most `depth` moves or to the end of the deal.

        The next deal is fresh luck, so playing it out would add noise, not
        information. Games override this with a loop that keeps what does not
        change within a playout; the moves must be the ones `playout_move` picks."""
        number = match.number
        for _ in range(depth):
            if match.is_over or match.number != number:
                break
            match.advance(self.playout_move(match, rng))

    def tree_moves(self, match: Match) -> list[Move] | None:
        """Cheap legal moves for an inner tree node, or None to use `legal_moves()`.

        Games whose full move list is expensive (PASS) return a few good ones."""
        return None

    def ends_tree(self, move: Move) -> bool:
        """Whether the search's tree stops after `move` and a playout values the rest (what
        follows turns on luck the tree's nodes do not tell apart)."""
        return False

    def candidate_moves(self, match: Match, moves: list[Move], limit: int) -> list[Move]:
        """At most `limit` moves worth searching at a tree node, best first."""
        return moves[:limit]

    def explain(self, port: SeatPort, move: Move) -> str:
        """One sentence a player understands on why `move` is good here (hints), from the view."""
        return f"{str(move).capitalize()}: it scores best in the search."

    def evaluate(self, match: Match) -> list[float]:
        """Each seat's chance of winning the match (0..1) where a playout stops."""
        n = match.players
        if match.is_over:
            winners = match.winners
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        return [1.0 / n] * n


DEFAULT = GameHeuristics()

_CACHE: dict[str, GameHeuristics] = {}
_LOCK = threading.Lock()


def heuristics_for(slug: str) -> GameHeuristics:
    """The heuristics for the game `slug` (the defaults if it has none)."""
    found = _CACHE.get(slug)
    if found is not None:
        return found
    with _LOCK:  # bots may start in worker threads; import once
        if slug not in _CACHE:
            from game.registry import SLUGS, descriptor

            module = descriptor(slug).heuristics_module if slug in SLUGS else None
            _CACHE[slug] = module.HEURISTICS if module is not None else DEFAULT
        return _CACHE[slug]


def noise(rng: random.Random, spread: float) -> float:
    """Bell-shaped playout noise with standard deviation `spread`.

    The sum of two uniforms (a triangle) instead of rng.gauss: playouts draw it
    for every move weighed, and it costs a third of a Gaussian draw."""
    return (rng.random() + rng.random() - 1.0) * spread * SQRT_6


def rank_share(
    values: list[float], lower_is_better: bool = True, spread: float = 1.0
) -> list[float]:
    """Turn per-seat scores into soft win chances in 0..1 that sum to 1.

    `spread` is how many points make a clear difference: a seat `spread` points
    better than another is about e times as likely to win.
    """
    sign = -1.0 if lower_is_better else 1.0
    best = max(sign * v for v in values)
    weights = [math.exp((sign * v - best) / spread) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
