"""The hard bot's PASS playouts in one loop (what `PassHeuristics.playout` runs).

Every search iteration ends in a playout of up to 24 moves, and each move weighs every
basic-side option (basic.py) by `play_score` plus noise. Through the protocol that costs
a generator step, a score call and a noise call per option and a whole `advance` per
move; this loop keeps the value counts, hand sizes and trick in locals instead. It
lists the options in `basic_options`' order, scores them with the `PlayWeights` given in
`play_score`'s order of operations, draws `game.ai.heuristics.noise`'s draws, and
changes the match as `_pass` and `_play` would, then lets `_end_deal` score a deal a
play ended. So it plays exactly the moves `playout_move` picks, to the state `apply`
leaves (tests/rules/pass_game/test_pass_playout.py).
"""
from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING

from game.rules.noise import SQRT_6
from game.rules.pass_game.basic import (
    FULL_HOUSE_OPTIONS,
    N_VALUES,
    SAME_OPTIONS,
    STRAIGHT_OPTIONS,
    Shape,
    basic_play,
    value_counts,
)
from game.rules.pass_game.moves import PASS
from game.rules.pass_game.sets import (
    BOMB_LEVEL,
    FIVE,
    FULL_HOUSE,
    SAME_KIND,
    SAME_KIND_BEATING,
    STRAIGHT,
    TYPES,
    SetOnTable,
)
from game.rules.pass_game.views import TablePlay
from game.rules.pass_game.weights import GOING_OUT, WEIGHTS, PlayWeights

if TYPE_CHECKING:
    from game.rules.pass_game.match import PassMatch

class Plan:
    """What the loop reads off one set of weights, worked out once for it (`plan_for`);
    PassHeuristics keeps its own, so a playout never hashes its weights to find it."""

    __slots__ = ("five_card_base", "same_kind", "w")

    def __init__(self, w: PlayWeights) -> None:
        self.w = w
        # `play_score`'s first term, per_card * cards - per_rank * rank (basic options
        # spend no token), per option.
        same_base = {n: tuple(w.per_card * n - w.per_rank * v for v in range(N_VALUES))
                     for n in SAME_KIND}
        self.five_card_base = tuple(w.per_card * 5 - w.per_rank * rank
                                    for rank in range(N_VALUES))
        self.same_kind = {table: _same_kind_plan(table, same_base)
                          for table in (None, *TYPES)}


def _same_kind_plan(table: str | None, same_base: dict[int, tuple[float, ...]]
                    ) -> tuple[tuple[int, bool, bool, tuple, tuple], ...]:
    """The n-of-a-kind sizes that can beat a `table` type (None: lead), as basic_options
    tries them: (n, whether it must beat the table's rank, bomb, first score terms,
    options by value)."""
    return tuple((n, same, kind in BOMB_LEVEL, same_base[n], SAME_OPTIONS[n])
                 for n, kind, same in SAME_KIND_BEATING[table])


@cache
def plan_for(w: PlayWeights) -> Plan:
    """The loop's tables for the weights `w`, worked out once per weights."""
    return Plan(w)


def play_out(match: PassMatch, rng: random.Random, depth: int,
             plan: Plan | None = None) -> None:
    """Play the moves `PassHeuristics(weights).playout_move` would pick on `match`, with
    `plan` = plan_for(weights) (the hand-written WEIGHTS' by default), for at most `depth`
    moves or until a hand empties (the deal is scored, the next not dealt)."""
    if match.is_over:
        return
    if plan is None:
        plan = plan_for(WEIGHTS)
    weights = plan.w
    same_kind_plan = plan.same_kind
    bomb_in_danger, bomb_kept = weights.bomb_in_danger, weights.bomb_kept
    breaks_bomb, breaks_set, fight_bonus = weights.breaks_bomb, weights.breaks_set, weights.fight
    pass_token, pass_in_danger = weights.pass_token, weights.pass_in_danger
    near_out, spread, sqrt_6 = weights.near_out, weights.playout_noise, SQRT_6
    players = match.players
    hands, sizes, tokens = match.hands, match.sizes, match.tokens
    moves, movers = match.moves, match.movers
    all_counts = [value_counts(hand) for hand in hands]
    seat = match.to_move
    last, passed, trick = match.last, match.passed, match.trick
    supply, on_table, leader = match.supply, match.on_table, match.leader
    draw = rng.random
    new = tuple.__new__
    going_out = False
    played = False
    for _ in range(depth):
        counts = all_counts[seat]
        size = sizes[seat]
        owner = -1 if last is None else last.seat
        danger = False
        for other in range(players):
            if other != seat and sizes[other] <= near_out and (not passed[other] or other == owner):
                danger = True
                break
        best: Shape | None = None
        if last is None:
            best_score, fight, table, above = -1e9, False, None, 0
        else:
            best_score = (pass_token if supply > 0 else 0.0) - (pass_in_danger if danger else 0.0)
            fight, table, above = danger, last.type, last.rank + 1
        most = max(counts)
        # Same-kind sets by size, then value (basic_options' order).
        for n, same, bomb, base, options in same_kind_plan[table]:
            if n > most:
                break
            for value in range(above if same else 0, N_VALUES):
                held = counts[value]
                if held >= n:
                    if n == size:
                        score = GOING_OUT
                    else:
                        score = base[value]
                        if bomb:
                            score += bomb_in_danger if danger else -bomb_kept
                        if n < held:
                            score -= breaks_bomb if held >= 4 else breaks_set
                        if fight:
                            score += fight_bonus
                    score += (draw() + draw() - 1.0) * spread * sqrt_6
                    if score > best_score:
                        best, best_score = options[value], score
        # Straights by top, then full houses by the three.
        if last is None or table == STRAIGHT:
            mask = 0
            for value in range(N_VALUES):
                if counts[value]:
                    mask |= 1 << value
            for top in range(3 if last is None else last.rank + 1, N_VALUES):
                option, needs = STRAIGHT_OPTIONS[top]
                if mask & needs == needs:
                    score = GOING_OUT if size == 5 else _five_card(option, counts, fight, plan)
                    score += (draw() + draw() - 1.0) * spread * sqrt_6
                    if score > best_score:
                        best, best_score = option, score
        if (last is None or table == FULL_HOUSE) and most >= 3:
            two = next((v for v in range(N_VALUES) if counts[v] >= 2), None)
            for three in range(0 if last is None else last.rank + 1, N_VALUES):
                if counts[three] >= 3:
                    pair = two if two != three else next(
                        (v for v in range(three + 1, N_VALUES) if counts[v] >= 2), None)
                    if pair is not None:
                        option = FULL_HOUSE_OPTIONS[three, pair]
                        score = GOING_OUT if size == 5 else _five_card(option, counts, fight, plan)
                        score += (draw() + draw() - 1.0) * spread * sqrt_6
                        if score > best_score:
                            best, best_score = option, score

        if best is None:  # pass (P5, P7): take a token; the last one in wins the trick
            played = True
            moves.append(PASS)
            movers.append(seat)
            passed[seat] = True
            if supply > 0:
                supply -= 1
                tokens[seat] += 1
            if passed.count(False) == 1:
                seat = leader = passed.index(False)
                supply += on_table
                on_table = 0
                passed, last, trick = [False] * players, None, []
                continue
        else:
            played = True
            hand = hands[seat]
            play, info = basic_play(hand, best)
            moves.append(play)
            movers.append(seat)
            for kind, n in info.used.items():
                if hand[kind] == n:
                    del hand[kind]
                else:
                    hand[kind] -= n
            sizes[seat] = size - best[2]
            for value, n in best[4]:
                counts[value] -= n
            # tuple.__new__: what the named tuples' own __new__ does, without its call.
            last = new(SetOnTable, (seat, info.kind, info.rank, info.augment))
            trick.append(new(TablePlay, (seat, play.cards, info.kind, info.rank, info.augment,
                                         info.upgrade, info.wild)))
            if info.kind == FIVE and supply > 0:
                supply -= 1
                tokens[seat] += 1
            if best[2] == size:  # the hand is empty: the deal ends (and `_end_deal` scores it)
                going_out = True
                break
        for step in range(1, players):  # the next seat still in the trick
            other = (seat + step) % players
            if not passed[other]:
                seat = other
                break

    match.last, match.passed, match.trick = last, passed, trick
    match.supply, match.on_table, match.leader = supply, on_table, leader
    match._to_move = seat
    if played:
        match._known = {}
        match._legal = None
    if going_out:
        match._end_deal(seat)


def _five_card(option: Shape, counts: list[int], fight: bool, plan: Plan) -> float:
    """`play_score` of a straight or full house that does not empty the hand."""
    w = plan.w
    score = plan.five_card_base[option[1]]
    for value, n in option[4]:
        if n < counts[value]:
            score -= w.breaks_bomb if counts[value] >= 4 else w.breaks_set
    return score + w.fight if fight else score
