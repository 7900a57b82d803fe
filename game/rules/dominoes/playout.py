"""The hard bot's playouts of The Passing Game, run in local variables.

A search plays thousands of playouts a move, each the normal bot's choice (heuristics.py
`_choose`) move after move to the end of the round. `play_round` makes exactly those
choices with the same random draws, but keeps the round in locals (each hand also as a
bitmask, the ends, the counts), scores a placement from tables of what no hand changes
(a `Plan`, worked out once per `TileWeights`), and writes the state back once, so the
match ends as `step` after `step` leaves it: same hands, train, log and scoring. Rules
and scores live in match.py and weights.py; this loop repeats them for speed, and the
tests hold the two paths equal for any weights.
"""
from __future__ import annotations

import math
import random
from functools import cache
from typing import TYPE_CHECKING

from game.rules.dominoes.moves import DRAW, PASS, PLAY_ANY, Play
from game.rules.dominoes.tiles import BIT, JOIN_LEFT, JOIN_RIGHT, LEFT, SHOWING, TILE_PIPS
from game.rules.dominoes.weights import (
    DOMINO,
    Placement,
    TileWeights,
    opponents,
    placed_by,
    placement,
)
from game.rules.noise import SQRT_6

if TYPE_CHECKING:
    from game.rules.dominoes.match import DominoesMatch

NO_VALUE = -math.inf

# A placement as the loop reads it: pips, follows, the first new end's tiles and
# penalties, the second's (0 and None if one), then (move, tile, on_left, laid code, end).
Step = tuple[float, int, int, tuple, int, tuple | None, tuple[Play, int, bool, int, int]]


class Plan:
    """What the playouts read off one set of weights, worked out once for it."""

    __slots__ = ("draw_beaten", "first", "follow_bonus", "pass_beaten", "steps", "w")

    def __init__(self, w: TileWeights) -> None:
        self.w = w
        cap = w.follow_cap
        self.follow_bonus: tuple[float, ...] = tuple(
            w.follow_bonus * (n if n < cap else cap) for n in range(29))
        """scoring.play_score's bonus for `n` tiles left in hand that can follow."""
        # scoring.play_score's penalty for a new end, by `own` (1 if the tile shows it)
        # and `n`, the tiles showing it that the seat sees: the same sums, so the same
        # floats.
        penalty = tuple(tuple(w.end_penalty * (7 - n - own) for n in range(29))
                        for own in (0, 1))
        self.steps: tuple[tuple[tuple[Step, ...], ...], ...] = tuple(
            tuple(tuple(_step(m, left, right, placed, penalty) for m, placed in fits)
                  for fits in placed_by(w)[left * 7 + right])
            for left in range(7) for right in range(7)
        )
        """scoring.placed_by(w) as steps: indexed by left * 7 + right, then tile id."""
        self.first: tuple[Step, ...] = tuple(
            _step(m, -1, -1, placement(m.tile, m.a, m.b, w), penalty) for m in PLAY_ANY
        )
        """A round's first tile, laid high-low: indexed by tile id."""
        # Noise stays at or below playout_noise * SQRT_6 (in floats too: the rounding is
        # monotone), so a best value of draw_beaten (pass_beaten) or more beats a draw (a
        # pass) whatever its noise.
        self.draw_beaten = w.draw_if_playable + w.playout_noise * SQRT_6
        self.pass_beaten = w.pass_if_playable + w.playout_noise * SQRT_6


def _step(move: Play, left: int, right: int, placed: Placement,
          penalty: tuple[tuple[float, ...], ...]) -> Step:
    """`move`, scored by `placed` and the end `penalty` table, against ends `left` and
    `right` (-1: a first tile)."""
    tile = move.tile
    if left < 0:
        on_left, code, end = False, move.a * 7 + move.b, -1
    else:
        at_left = JOIN_LEFT[tile * 7 + left]
        on_left = move.side == LEFT or (move.side is None and at_left is not None)
        code, end = at_left if on_left else JOIN_RIGHT[tile * 7 + right]
    pips, follows, shown = placed
    (show_a, own_a), (show_b, own_b) = (*shown, (0, 0))[:2]
    return (pips, follows, show_a, penalty[own_a], show_b,
            penalty[own_b] if show_b else None, (move, tile, on_left, code, end))


@cache
def plan_for(w: TileWeights) -> Plan:
    """The `Plan` of the weights `w`, made once per weights (each takes milliseconds)."""
    return Plan(w)


RIVALS: dict[tuple[int, bool], list[tuple[int, ...]]] = {
    (players, teams): [opponents(players, s, teams) for s in range(players)]
    for players in (2, 3, 4) for teams in (False, True)
}
"""Each seat's opponents, by (players, teams)."""


def play_round(match: DominoesMatch, rng: random.Random, depth: int,
               rivals: list[tuple[int, ...]], plan: Plan) -> None:
    """`step(DominoesHeuristics(plan.w)._choose(...))` to the end of the round or for
    `depth` moves; `rivals[seat]` are the seat's opponents."""
    if match.is_over or match.between_deals:
        return
    weights = plan.w
    steps, first, follow_bonus = plan.steps, plan.first, plan.follow_bonus
    draw_beaten, pass_beaten = plan.draw_beaten, plan.pass_beaten
    draw_if_playable, pass_if_playable = weights.draw_if_playable, weights.pass_if_playable
    draw_stuck, draw_weak = weights.draw_stuck, weights.draw_weak
    pass_stuck, pass_low = weights.pass_stuck, weights.pass_low
    average_tile, spread, sqrt_6 = weights.average_tile, weights.playout_noise, SQRT_6
    hands, boneyard, train = match.hands, match.boneyard, match.train
    log, movers = match.moves.append, match.movers.append
    following, players = match._next, match.players
    left, right, held, laid = match.left, match.right, match.held, match.laid
    passes, seat = match.passes, match._to_move
    masks = []  # scoring.bits of each hand
    for hand in hands:
        mask = 0
        for t in hand:
            mask |= BIT[t]
        masks.append(mask)
    counts = [len(hand) for hand in hands]
    bones = len(boneyard)
    draws = rng.random
    ended = None
    for _ in range(depth):
        hand = hands[seat]
        mine = masks[seat]
        seen = mine | laid
        size = counts[seat]
        best = None
        best_value = NO_VALUE
        if left < 0:  # a round's first tile: any tile, no draw or pass
            choice = first[hand[0]]
            if size > 1:
                for t in hand:
                    step = first[t]
                    value = _score(step, mine, seen, follow_bonus) \
                        + (draws() + draws() - 1.0) * spread * sqrt_6
                    if value > best_value:  # the first best wins a tie
                        choice, best_value = step, value
        else:
            fitting = steps[left * 7 + right]
            if size == 1:
                for step in fitting[hand[0]]:
                    value = DOMINO + (draws() + draws() - 1.0) * spread * sqrt_6
                    if value > best_value:
                        best, best_value = step, value
            else:
                for t in hand:
                    for step in fitting[t]:  # _score inline: most of a playout's time is here
                        pips, follows, show_a, pen_a, show_b, pen_b, _ = step
                        value = pips + follow_bonus[(mine & follows).bit_count()] \
                            - pen_a[(seen & show_a).bit_count()]
                        if show_b:
                            value -= pen_b[(seen & show_b).bit_count()]
                        value += (draws() + draws() - 1.0) * spread * sqrt_6
                        if value > best_value:  # the first best wins a tie
                            best, best_value = step, value
            can_draw = bones > 2
            if best is None:  # no tile fits: draw or pass
                if not can_draw:
                    choice = PASS
                else:
                    pips = 0
                    for t in hand:
                        pips += TILE_PIPS[t]
                    fewest = 99  # scoring.stuck_scores inline
                    for s in rivals[seat]:
                        if counts[s] < fewest:
                            fewest = counts[s]
                    lowest = fewest * average_tile
                    draw = draw_stuck + (pips > lowest) * draw_weak
                    pass_ = pass_stuck + (pips < lowest) * pass_low
                    choice = DRAW if draw + (draws() + draws() - 1.0) * spread * sqrt_6 \
                        >= pass_ + (draws() + draws() - 1.0) * spread * sqrt_6 else PASS
            else:
                choice = best
                # A best value of draw_beaten (pass_beaten) or more beats a draw (a pass)
                # whatever its noise (Plan): its two draws are still made, but not summed.
                if not can_draw:
                    pass
                elif best_value >= draw_beaten:
                    draws()
                    draws()
                else:
                    value = draw_if_playable + (draws() + draws() - 1.0) * spread * sqrt_6
                    if value > best_value:
                        choice, best_value = DRAW, value
                if best_value >= pass_beaten:
                    draws()
                    draws()
                elif pass_if_playable + (draws() + draws() - 1.0) * spread * sqrt_6 \
                        > best_value:
                    choice = PASS
        movers(seat)
        if choice is PASS:
            log(PASS)
            passes += 1
            if passes >= players:
                ended = "passes"
                break
            seat = following[seat]
            continue
        passes = 0
        if choice is DRAW:
            log(DRAW)
            tile = boneyard.pop(0)
            bones -= 1
            hand.append(tile)
            counts[seat] = size + 1
            masks[seat] = mine | BIT[tile]
            held |= BIT[tile]
        else:
            move, tile, on_left, code, end = choice[6]
            log(move)
            hand.remove(tile)
            counts[seat] = size - 1
            masks[seat] = mine ^ BIT[tile]
            held ^= BIT[tile]
            laid |= BIT[tile]
            if left < 0:
                train.append(code)
                left, right = move.a, move.b
            elif on_left:
                train.appendleft(code)
                left = end
            else:
                train.append(code)
                right = end
            if size == 1:
                ended = "domino"
                break
        if bones <= 2 and not held & (SHOWING[left] | SHOWING[right]):
            ended = "blocked"
            break
        seat = following[seat]
    match.left, match.right, match.held, match.laid = left, right, held, laid
    match.passes, match._to_move = passes, seat
    if ended:
        match._score_round(ended)


def _score(step: Step, mine: int, seen: int, follow_bonus: tuple[float, ...]) -> float:
    """scoring.play_score for a hand of two or more tiles, read off a step."""
    pips, follows, show_a, pen_a, show_b, pen_b, _ = step
    score = pips + follow_bonus[(mine & follows).bit_count()] \
        - pen_a[(seen & show_a).bit_count()]
    if show_b:
        score -= pen_b[(seen & show_b).bit_count()]
    return score
