"""Expert's PASS tree and playout moves: they spend tokens too.

Hard's search plays only basic-side sets below the root (basic.py), so in its
playouts nobody ever spends a token: a token kept counts only as a quarter of a
card where the playout stops, and a bomb an opponent could make with one never
comes. Expert's
(`PassHeuristics(upgrades=True)`) also weighs the same-kind sets one upgrade
makes (upgrades.py), scored by `play_score` like any set, a token costing
`TOKEN_VALUE`. At equal iterations that search beat hard's clearly
(docs/benchmarks.md); its playouts cost more, which expert's longer budget pays for.
"""
from __future__ import annotations

import random
from operator import itemgetter
from typing import TYPE_CHECKING

from game.rules.base import Move
from game.rules.noise import SQRT_6
from game.rules.pass_game.basic import Shape, basic_options, value_counts
from game.rules.pass_game.moves import PASS
from game.rules.pass_game.upgrades import upgrade_options
from game.rules.pass_game.weights import PlayWeights, in_danger, pass_score, play_score

if TYPE_CHECKING:
    from game.rules.pass_game.match import PassMatch

TOKEN_VALUE = 2.0
"""What spending a token costs a set's score in the search's tree and playouts, hard's
(whose basic sets spend none) and expert's."""
UPGRADE_WIDTH = 3
"""Sets needing an upgrade an inner tree node considers, beside the basic ones."""
_SCORE = itemgetter(0)


def with_upgrades(match: PassMatch, moves: list[Move], w: PlayWeights) -> list[Move]:
    """An inner tree node's basic-side `moves` (pass last, if there) with the best few
    sets needing an upgrade put before the pass."""
    seat = match.to_move
    tokens = match.tokens[seat]
    if not tokens:
        return moves
    hand = match.hands[seat]
    counts = value_counts(hand)
    last = match.last
    danger = in_danger(match.sizes, seat, last, match.passed, w.near_out)
    size = match.sizes[seat]
    scored = [(play_score(shape, counts, size, TOKEN_VALUE, danger, last is None, w), play, info)
              for shape, play, info in upgrade_options(hand, counts, tokens, last, match.lack)]
    if not scored:
        return moves
    scored.sort(key=_SCORE, reverse=True)  # stable: equal scores keep their order
    upgrades = [match.known_move(play, info) for _, play, info in scored[:UPGRADE_WIDTH]]
    if last is None:
        return moves + upgrades
    return moves[:-1] + upgrades + [PASS]


def basic_choice(match: PassMatch, counts: list[int], rng: random.Random,
                 w: PlayWeights) -> tuple[Shape | None, float]:
    """The basic-side set the mover plays in a playout (None: pass), `counts` its hand's,
    by the weights `w`, with its score, noise included (hard's playout move)."""
    seat = match.to_move
    last = match.last
    danger = in_danger(match.sizes, seat, last, match.passed, w.near_out)
    size = match.sizes[seat]
    leading = last is None
    best: Shape | None = None
    best_score = -1e9 if leading else pass_score(danger, match.supply, w)
    draw, spread = rng.random, w.playout_noise
    for option in basic_options(counts, last):
        score = play_score(option, counts, size, TOKEN_VALUE, danger, leading, w)
        score += (draw() + draw() - 1.0) * spread * SQRT_6  # game.ai.heuristics.noise
        if score > best_score:
            best, best_score = option, score
    return best, best_score


def upgrading_move(match: PassMatch, rng: random.Random, w: PlayWeights) -> Move:
    """The best set by `play_score` (with noise), on basic sides or needing an upgrade,
    or pass: the basic sets weighed first (`basic_choice`), then those needing a token."""
    seat = match.to_move
    hand = match.hands[seat]
    counts = value_counts(hand)
    best, best_score = basic_choice(match, counts, rng, w)
    tokens = match.tokens[seat]
    upgrade = None
    if tokens:
        last = match.last
        danger = in_danger(match.sizes, seat, last, match.passed, w.near_out)
        size = match.sizes[seat]
        draw, spread = rng.random, w.playout_noise
        for shape, play, info in upgrade_options(hand, counts, tokens, last, match.lack):
            score = play_score(shape, counts, size, TOKEN_VALUE, danger, last is None, w)
            score += (draw() + draw() - 1.0) * spread * SQRT_6
            if score > best_score:
                upgrade, best_score = (play, info), score
    if upgrade is not None:
        return match.known_move(*upgrade)
    return PASS if best is None else match.basic_move(best)


def play_out_upgrading(match: PassMatch, rng: random.Random, depth: int,
                       w: PlayWeights) -> None:
    """`upgrading_move`'s choices for at most `depth` moves or to the end of the deal
    (the next is fresh luck: the evaluation knows a fresh deal is even)."""
    for _ in range(depth):
        if match.is_over or match.between_deals:
            return
        match.apply(upgrading_move(match, rng, w))
