"""The hard bot's PASS playouts in one loop (what `PassHeuristics.playout` runs).

Every search iteration ends in a playout of up to 24 moves, and each move weighs every
basic-side option (basic.py) by `play_score` plus noise. Through the protocol that costs
a generator step, a score call and a noise call per option and a whole `advance` per
move; this loop keeps the value counts, hand sizes and trick in locals instead. It
lists the options in `basic_options`' order, scores them with scores.py's weights in
`play_score`'s order of operations, draws `game.ai.heuristics.noise`'s draws, and
changes the match as `_pass` and `_play` would. So it plays exactly the moves
`playout_move` picks, to the same state (tests/rules/pass_game/test_pass_playout.py).
The play that empties a hand goes through `apply`, which scores the deal.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

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
from game.rules.pass_game.scores import (
    BOMB_IN_DANGER,
    BOMB_KEPT,
    BREAKS_BOMB,
    BREAKS_SET,
    FIGHT,
    GOING_OUT,
    PASS_IN_DANGER,
    PASS_TOKEN,
    PER_CARD,
    PER_RANK,
    PLAYOUT_NOISE,
)
from game.rules.pass_game.sets import BOMB_LEVEL, FIVE, FULL_HOUSE, SAME_KIND, STRAIGHT, SetOnTable
from game.rules.pass_game.view import TablePlay

if TYPE_CHECKING:
    from game.rules.pass_game.match import PassMatch

SQRT6 = 2.449489742783178
"""`noise` scales a triangle of two uniforms by this to get its standard deviation."""

# `play_score`'s first term, PER_CARD * cards - PER_RANK * rank (basic options spend no
# token), per option.
_SAME_BASE = {n: tuple(PER_CARD * n - PER_RANK * v for v in range(N_VALUES)) for n in SAME_KIND}
_FIVE_CARD_BASE = tuple(PER_CARD * 5 - PER_RANK * rank for rank in range(N_VALUES))


def play_out(match: PassMatch, rng: random.Random, depth: int) -> None:
    """Play the moves `PassHeuristics.playout_move` would pick on `match`, for at most
    `depth` moves or until a hand empties (that last play is applied, scoring the deal)."""
    if match.is_over:
        return
    players = match.players
    hands, sizes, tokens = match.hands, match.sizes, match.tokens
    moves, movers = match.moves, match.movers
    all_counts = [value_counts(hand) for hand in hands]
    seat = match.to_move
    last, passed, trick = match.last, match.passed, match.trick
    supply, on_table, leader = match.supply, match.on_table, match.leader
    draw = rng.random
    going_out: Shape | None = None
    played = False
    for _ in range(depth):
        counts = all_counts[seat]
        size = sizes[seat]
        owner = -1 if last is None else last.seat
        danger = False
        for other in range(players):
            if other != seat and sizes[other] <= 3 and (not passed[other] or other == owner):
                danger = True
                break
        best: Shape | None = None
        if last is None:
            best_score, fight, table, level = -1e9, False, None, 0
        else:
            best_score = (PASS_TOKEN if supply > 0 else 0.0) - (PASS_IN_DANGER if danger else 0.0)
            fight, table = danger, last.type
            level = BOMB_LEVEL.get(table, 0)
        most = max(counts)
        # Same-kind sets by size, then value (basic_options' order).
        for n, kind in SAME_KIND.items():
            if n > most:
                break
            low = 0
            if last is not None:
                mine = BOMB_LEVEL.get(kind, 0)
                if mine < level or (mine == level and kind != table):
                    continue
                if mine == level:
                    low = last.rank + 1
            bomb = kind in BOMB_LEVEL
            base = _SAME_BASE[n]
            for value in range(low, N_VALUES):
                held = counts[value]
                if held >= n:
                    if n == size:
                        score = GOING_OUT
                    else:
                        score = base[value]
                        if bomb:
                            score += BOMB_IN_DANGER if danger else -BOMB_KEPT
                        if n < held:
                            score -= BREAKS_BOMB if held >= 4 else BREAKS_SET
                        if fight:
                            score += FIGHT
                    score += (draw() + draw() - 1.0) * PLAYOUT_NOISE * SQRT6
                    if score > best_score:
                        best, best_score = SAME_OPTIONS[n][value], score
        # Straights by top, then full houses by the three.
        if last is None or table == STRAIGHT:
            mask = 0
            for value in range(N_VALUES):
                if counts[value]:
                    mask |= 1 << value
            for top in range(3 if last is None else last.rank + 1, N_VALUES):
                option, needs = STRAIGHT_OPTIONS[top]
                if mask & needs == needs:
                    score = GOING_OUT if size == 5 else _five_card_score(option, counts, fight)
                    score += (draw() + draw() - 1.0) * PLAYOUT_NOISE * SQRT6
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
                        score = GOING_OUT if size == 5 else _five_card_score(option, counts, fight)
                        score += (draw() + draw() - 1.0) * PLAYOUT_NOISE * SQRT6
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
        elif best[2] == size:  # it empties the hand: `apply` ends the deal
            going_out = best
            break
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
            last = SetOnTable(seat, info.kind, info.rank, info.augment)
            trick.append(TablePlay(seat, play.cards, info.kind, info.rank, info.augment,
                                   info.upgrade, info.wild))
            if info.kind == FIVE and supply > 0:
                supply -= 1
                tokens[seat] += 1
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
    if going_out is not None:
        match.apply(match.basic_move(going_out))


def _five_card_score(option: Shape, counts: list[int], fight: bool) -> float:
    """`play_score` of a straight or full house that does not empty the hand."""
    score = _FIVE_CARD_BASE[option[1]]
    for value, n in option[4]:
        if n < counts[value]:
            score -= BREAKS_BOMB if counts[value] >= 4 else BREAKS_SET
    return score + FIGHT if fight else score
