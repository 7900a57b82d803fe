"""The Passing Game (draw dominoes) knowledge for the bots (docs/rules.md section 3).

How good players think: the lowest pip count wins the round, so play heavy
tiles (and awkward doubles) early; keep a variety of numbers so you can follow
whatever end comes; leave ends the others are unlikely to hold (every tile
showing that number is on the train or in your hand: they must draw or pass);
draw rather than pass when you cannot play and your hand is weak, and pass
when your count is already the lowest and the round may end on passes.
"""
from __future__ import annotations

import math
import random

from game.ai.heuristics import GameHeuristics, noise, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.dominoes.moves import DRAW, PASS, Draw, Play
from game.rules.dominoes.playout import RIVALS, plan_for, play_round
from game.rules.dominoes.tiles import TILE_PIPS, TILES, tile_id
from game.rules.dominoes.weights import (
    SHARP_WEIGHTS,
    WEIGHTS,
    TileWeights,
    after,
    bits,
    opponents,
    placed_by,
    placement,
    play_score,
    stuck_scores,
)


class DominoesHeuristics(GameHeuristics):
    """Draw dominoes: shed pips, keep numbers, block, and draw when weak."""

    # A move changes the match chance by a percent or two while playouts spread by ten:
    # an exploration bonus sized for 0..1 would leave the search choosing at random.
    relative_exploration = True
    rollout_depth = 80  # a round rarely lasts longer; playouts stop at its end anyway

    def __init__(self, weights: TileWeights = WEIGHTS) -> None:
        self.weights = weights
        # The tables read off the weights, kept here: looking them up by weights would
        # hash the weights every move or playout.
        self.placed = placed_by(weights)
        self.plan = plan_for(weights)

    def sharper(self) -> DominoesHeuristics:
        """Expert's: the same rules of thumb with the weights tuned by self-play."""
        return SHARP_HEURISTICS

    def score_moves(self, port: SeatPort, moves: list[Move]) -> list[float]:
        """Scores from the seat's view: shedding, flexibility, blocking, draw-or-pass."""
        view = port.view()
        hand = [tile_id(name) for name in view.hand]
        laid = bits(tile_id(name) for name in view.train)
        return self._score_all(moves, view.ends, hand, laid, view.hand_counts, port.seat,
                               view.teams)

    def _score_all(
        self,
        moves: list[Move],
        ends: tuple[int, int] | None,
        hand: list[int],
        laid: int,
        hand_counts: tuple[int, ...] | list[int],
        seat: int,
        teams: bool = False,
    ) -> list[float]:
        """The normal scores of `moves` for a seat holding `hand` (tile ids); `laid` is
        the train's tiles as a bitmask."""
        w = self.weights
        if any(m.__class__ is Play for m in moves):
            draw, pass_ = w.draw_if_playable, w.pass_if_playable
        else:
            pips = sum(TILE_PIPS[t] for t in hand)
            draw, pass_ = stuck_scores(pips, hand_counts,
                                        opponents(len(hand_counts), seat, teams), w)
        held = bits(hand)
        seen = held | laid  # the tiles this seat can see
        scores = []
        for move in moves:
            if move.__class__ is Play:
                placed = placement(move.tile, *after(ends, move), w)
                scores.append(play_score(placed, held, seen, len(hand), w))
            else:
                scores.append(draw if move.__class__ is Draw else pass_)
        return scores

    def explain(self, port: SeatPort, move: Move) -> str:
        """Why this tile (pips shed, the ends it leaves), or why draw or pass."""
        view = port.view()
        hand = [tile_id(name) for name in view.hand]
        if move.__class__ is Play:
            tile = tile_id(f"{move.a}-{move.b}")
            if len(hand) == 1:
                return f"Play {move.a}-{move.b}: it is your last tile, so you win the round."
            pips = TILE_PIPS[tile]
            ends = after(view.ends, move)
            rest = [t for t in hand if t != tile]
            follow = sum(1 for t in rest if ends[0] in TILES[t] or ends[1] in TILES[t])
            why = (f"Play {move.a}-{move.b}: it sheds {pips} pips and leaves ends "
                   f"{ends[0]} and {ends[1]}")
            return why + (f", which {follow} of your tiles can follow." if follow
                          else ", which none of your tiles can follow: the others must.")
        pips = sum(TILE_PIPS[t] for t in hand)
        if move.__class__ is Draw:
            return (f"Draw: no tile fits an end, and with {pips} pips in hand a new tile "
                    "may let you play next turn.")
        return (f"Pass: no tile fits and your {pips} pips are low enough to wait; "
                "if everyone passes the round is blocked and the lowest count wins.")

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """The normal bot's choice read off the determinised match, with a little noise."""
        seat = match.to_move
        return self._choose(match, rng, opponents(match.players, seat, match.teams))

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """`playout_move`'s choices to the end of the round (or `depth` moves).

        The next round is not dealt: `evaluate` values a finished round by the match
        points alone, as a fresh one. playout.py plays the round in local variables,
        making the same choices with the same random draws as `step(_choose(...))`."""
        play_round(match, rng, depth, RIVALS[match.players, match.teams], self.plan)

    def _choose(self, match: Match, rng: random.Random, rivals: tuple[int, ...]) -> Move:
        """The best-scoring legal move after noise; the moves in `legal_moves()` order."""
        seat = match.to_move
        hand = match.hands[seat]
        w = self.weights
        spread = w.playout_noise
        if match.left < 0:  # a round's first tile: any tile, no draw or pass
            moves = match.legal_moves()
            if len(moves) == 1:
                return moves[0]
            scores = self._score_all(moves, None, hand, match.laid,
                                     [len(h) for h in match.hands], seat, match.teams)
            values = [score + noise(rng, spread) for score in scores]
            return moves[values.index(max(values))]
        fitting = self.placed[match.left * 7 + match.right]
        can_draw = len(match.boneyard) > 2
        held = bits(hand)
        seen = held | match.laid
        size = len(hand)
        best: Move | None = None
        best_value = -math.inf
        for t in hand:
            for move, placed in fitting[t]:
                value = play_score(placed, held, seen, size, w) + noise(rng, spread)
                if value > best_value:  # the first best wins a tie, as max() does
                    best, best_value = move, value
        if best is None:  # no tile fits: draw or pass
            if not can_draw:
                return PASS  # the only legal move
            pips = sum(TILE_PIPS[t] for t in hand)
            draw, pass_ = stuck_scores(pips, [len(h) for h in match.hands], rivals, w)
            return DRAW if draw + noise(rng, spread) >= pass_ + noise(rng, spread) else PASS
        if can_draw:
            value = w.draw_if_playable + noise(rng, spread)
            if value > best_value:
                best, best_value = DRAW, value
        return PASS if w.pass_if_playable + noise(rng, spread) > best_value else best

    def evaluate(self, match: Match) -> list[float]:
        """Win chances from the points so far plus the round in progress."""
        if match.is_over:
            # A match has one winner, a seat or a team: both partners won it whole (the
            # default's shared 1/len(winners) would value a team's win at half, below
            # the position just before it, and the search would shy away from winning).
            winners = match.winners
            return [1.0 if s in winners else 0.0 for s in range(match.players)]
        if match.left < 0 or match.between_deals:
            # A fresh deal (or one about to be dealt): its hands say little, the points say
            # all. Most playouts end here, on a few totals: each is worked out once.
            key = (*match.totals, match.target, match.players, match.teams)
            found = _BY_POINTS.get(key)
            if found is None:
                if len(_BY_POINTS) >= 4096:
                    _BY_POINTS.clear()
                found = _BY_POINTS[key] = _by_points(match.totals, match.target,
                                                     match.players, match.teams)
            return list(found)
        pips = [sum(TILE_PIPS[t] for t in hand) for hand in match.hands]
        teams = match.teams
        counts = [pips[0] + pips[2], pips[1] + pips[3]] if teams else pips
        n = len(counts)
        size = sum(len(h) for h in match.hands) / len(match.hands)
        # Chance each side wins the round, and what it would score then.
        round_odds = rank_share(counts, spread=2.0 + 2.0 * size)
        total = sum(counts)
        projected = [
            match.totals[i] + round_odds[i] * (total - 2 * counts[i]) for i in range(n)
        ]
        gap = max(10.0, match.target - max(projected))
        sides = rank_share(projected, lower_is_better=False, spread=0.3 * gap + 5.0)
        if teams:
            return [sides[s % 2] for s in range(match.players)]
        return sides


_BY_POINTS: dict[tuple, list[float]] = {}
"""evaluate's values of a position between rounds, by totals, target, players and teams."""


def _by_points(totals: list[int], target: int, players: int, teams: bool) -> list[float]:
    """Each seat's win chance from the match points alone."""
    gap = max(10.0, target - max(totals))
    sides = rank_share(totals, lower_is_better=False, spread=0.3 * gap + 5.0)
    return [sides[s % 2] for s in range(players)] if teams else sides


HEURISTICS = DominoesHeuristics()
SHARP_HEURISTICS = DominoesHeuristics(SHARP_WEIGHTS)
