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
from collections.abc import Iterable

from game.ai.heuristics import GameHeuristics, noise, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.dominoes.tiles import (
    BIT,
    DRAW,
    FITS,
    PASS,
    SHOWING,
    TILE_PIPS,
    TILES,
    Draw,
    Play,
    tile_id,
)

AVERAGE_TILE = 6.0
"""Mean pips of a double-six tile: what a hidden tile is worth on average."""


def _bits(tiles: Iterable[int]) -> int:
    """Tile ids as a bitmask (bit t for tile t)."""
    bits = 0
    for t in tiles:
        bits |= BIT[t]
    return bits


def _after(ends: tuple[int, int] | None, move: Play) -> tuple[int, int]:
    """The train's open ends once `move` is placed."""
    if ends is None:
        return move.a, move.b
    left, right = ends
    hi, lo = TILES[move.tile]
    side = move.side
    if side is None:  # no side given: it fits exactly one end
        side = "left" if left in (hi, lo) else "right"
    if side == "left":
        return (lo if hi == left else hi), right
    return left, (lo if hi == right else hi)


Placement = tuple[float, int, tuple[tuple[int, int], ...]]


def _placement(tile: int, left: int, right: int) -> Placement:
    """What scoring `tile` placed to leave ends `left` and `right` needs that no hand
    changes: its pips (plus a double's bonus), the other tiles that could follow on the
    new ends, and for each new end (ascending) the tiles showing it and 1 if `tile` does."""
    hi, lo = TILES[tile]
    pips = float(TILE_PIPS[tile]) + (2.5 if hi == lo else 0.0)
    follows = (SHOWING[left] | SHOWING[right]) & ~BIT[tile]
    ends = (left,) if left == right else sorted((left, right))
    return pips, follows, tuple((SHOWING[end], int(end in (hi, lo))) for end in ends)


def _play_score(placement: Placement, held: int, seen: int, size: int) -> float:
    """Heavy first, doubles early, keep follow-ups, leave ends the others lack.

    `held` is the hand and `seen` every tile the seat sees (bitmasks), `size` how
    many tiles it holds."""
    if size == 1:
        return 100.0  # domino: the round is won
    pips, follows, ends = placement
    follow = (held & follows).bit_count()  # tiles left in hand that can follow
    score = pips + 1.5 * (follow if follow < 3 else 3)
    for showing, own in ends:
        # Tiles showing the end that the others might hold (7 show each number).
        score -= 0.6 * (7 - (seen & showing).bit_count() - own)
    return score


PLACED: tuple[tuple[tuple[tuple[Play, Placement], ...], ...], ...] = tuple(
    tuple(tuple((m, _placement(m.tile, *_after((left, right), m))) for m in fits)
          for fits in FITS[left * 7 + right])
    for left in range(7) for right in range(7)
)
"""FITS with each move's placement: indexed by left * 7 + right, then tile id, the
(move, placement) of every canonical placement (playouts look them up)."""


def _opponents(players: int, seat: int, teams: bool) -> tuple[int, ...]:
    """The seats whose counts `seat` must beat (with teams, not its partner)."""
    return tuple(s for s in range(players)
                 if s != seat and not (teams and s % 2 == seat % 2))


def _stuck_scores(pips: int, hand_counts: list[int] | tuple[int, ...],
                  opponents: tuple[int, ...]) -> tuple[float, float]:
    """Draw's and pass's scores for a seat with `pips` in hand when no tile fits."""
    # The count to beat is an opponent's: a partner close to going out wins for us too.
    lowest_other = min(hand_counts[s] for s in opponents) * AVERAGE_TILE if opponents \
        else 99.0
    # Drawing adds ~6 pips; worth it with a weak hand. Passing is free; best when
    # already the lowest count.
    return 2.0 + (pips > lowest_other) * 2.0, 1.0 + (pips < lowest_other) * 3.0


DRAW_IF_PLAYABLE = -4.0
PASS_IF_PLAYABLE = -6.0


class DominoesHeuristics(GameHeuristics):
    """Draw dominoes: shed pips, keep numbers, block, and draw when weak."""

    # A move changes the match chance by a percent or two while playouts spread by ten:
    # an exploration bonus sized for 0..1 would leave the search choosing at random.
    relative_exploration = True
    rollout_depth = 80  # a round rarely lasts longer; playouts stop at its end anyway

    def score_moves(self, port: SeatPort, moves: list[Move]) -> list[float]:
        """Scores from the seat's view: shedding, flexibility, blocking, draw-or-pass."""
        view = port.view()
        hand = [tile_id(name) for name in view.hand]
        laid = _bits(tile_id(name) for name in view.train)
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
        if any(m.__class__ is Play for m in moves):
            draw, pass_ = DRAW_IF_PLAYABLE, PASS_IF_PLAYABLE
        else:
            pips = sum(TILE_PIPS[t] for t in hand)
            draw, pass_ = _stuck_scores(pips, hand_counts,
                                        _opponents(len(hand_counts), seat, teams))
        held = _bits(hand)
        seen = held | laid  # the tiles this seat can see
        scores = []
        for move in moves:
            if move.__class__ is Play:
                placement = _placement(move.tile, *_after(ends, move))
                scores.append(_play_score(placement, held, seen, len(hand)))
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
            ends = _after(view.ends, move)
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
        return self._choose(match, rng, _opponents(match.players, seat, match.teams))

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """`playout_move`'s choices to the end of the round (or `depth` moves).

        The seats' opponents are worked out once, and the next round is not dealt:
        `evaluate` values a finished round by the match points alone, as a fresh one."""
        players, teams = match.players, match.teams
        opponents = [_opponents(players, s, teams) for s in range(players)]
        for _ in range(depth):
            if match.is_over or match.between_deals:
                break
            match.step(self._choose(match, rng, opponents[match.to_move]))

    def _choose(self, match: Match, rng: random.Random, opponents: tuple[int, ...]) -> Move:
        """The best-scoring legal move after noise; the moves in `legal_moves()` order."""
        seat = match.to_move
        hand = match.hands[seat]
        if match.left < 0:  # a round's first tile: any tile, no draw or pass
            moves = match.legal_moves()
            if len(moves) == 1:
                return moves[0]
            scores = self._score_all(moves, None, hand, match.laid,
                                     [len(h) for h in match.hands], seat, match.teams)
            values = [score + noise(rng, 1.0) for score in scores]
            return moves[values.index(max(values))]
        placed = PLACED[match.left * 7 + match.right]
        can_draw = len(match.boneyard) > 2
        held = _bits(hand)
        seen = held | match.laid
        size = len(hand)
        best: Move | None = None
        best_value = -math.inf
        for t in hand:
            for move, placement in placed[t]:
                value = _play_score(placement, held, seen, size) + noise(rng, 1.0)
                if value > best_value:  # the first best wins a tie, as max() does
                    best, best_value = move, value
        if best is None:  # no tile fits: draw or pass
            if not can_draw:
                return PASS  # the only legal move
            pips = sum(TILE_PIPS[t] for t in hand)
            draw, pass_ = _stuck_scores(pips, [len(h) for h in match.hands], opponents)
            return DRAW if draw + noise(rng, 1.0) >= pass_ + noise(rng, 1.0) else PASS
        if can_draw:
            value = DRAW_IF_PLAYABLE + noise(rng, 1.0)
            if value > best_value:
                best, best_value = DRAW, value
        return PASS if PASS_IF_PLAYABLE + noise(rng, 1.0) > best_value else best

    def evaluate(self, match: Match) -> list[float]:
        """Win chances from the points so far plus the round in progress."""
        if match.is_over:
            # A match has one winner, a seat or a team: both partners won it whole (the
            # default's shared 1/len(winners) would value a team's win at half, below
            # the position just before it, and the search would shy away from winning).
            winners = match.winners
            return [1.0 if s in winners else 0.0 for s in range(match.players)]
        if match.left < 0 or match.between_deals:
            # a fresh deal (or one about to be dealt): its hands say little, the points say all
            gap = max(10.0, match.target - max(match.totals))
            sides = rank_share(match.totals, lower_is_better=False, spread=0.3 * gap + 5.0)
            return [sides[s % 2] for s in range(match.players)] if match.teams else sides
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


HEURISTICS = DominoesHeuristics()
