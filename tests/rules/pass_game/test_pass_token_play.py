"""Expert's PASS heuristics (game/rules/pass_game/token_play.py): its tree and playouts
spend tokens on same-kind sets, every move they make is legal, and a playout stops
where hard's does (the deal's end or the depth)."""
from __future__ import annotations

import random

from bot_helpers import random_state
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.heuristics import heuristics_for
from game.rules.pass_game.basic import value_counts
from game.rules.pass_game.heuristics import PassHeuristics
from game.rules.pass_game.moves import PASS, Play
from game.rules.pass_game.token_play import UPGRADE_WIDTH
from game.rules.pass_game.upgrades import upgrade_options
from game.rules.pass_game.weights import PlayWeights

HARD = heuristics_for("pass")
EXPERT = HARD.sharper()
OPTIONS = st.sampled_from([None, {"win": "points"}, {"lack_of_pass": True},
                           {"wildcard_pass": True}])


def upgrades(moves: list) -> list[Play]:
    return [m for m in moves if isinstance(m, Play) and any(c.endswith("^") for c in m.cards)]


def test_expert_plays_pass_with_upgrades_and_its_own_weights() -> None:
    assert EXPERT.upgrades and not HARD.upgrades and EXPERT.weights == HARD.weights
    assert HARD.sharper() is EXPERT and EXPERT.sharper() is EXPERT
    other = PlayWeights(near_out=5)
    assert PassHeuristics(other).sharper().weights == other


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 120),
       options=OPTIONS)
def test_tree_moves_add_a_few_legal_upgrades_to_hards(
        players: int, seed: int, steps: int, options: dict | None) -> None:
    match = random_state("pass", players, seed, steps, options)
    if match.is_over or match.between_deals:
        return
    match.tokens[match.to_move] = 1 + seed % 3  # tokens to spend
    hard, expert = HARD.tree_moves(match.clone()), EXPERT.tree_moves(match)
    extra = [m for m in expert if m not in hard]
    assert [m for m in expert if m in hard] == hard, "hard's candidates, in hard's order"
    seat = match.to_move
    listed = upgrade_options(match.hands[seat], value_counts(match.hands[seat]),
                             match.tokens[seat], match.last, match.lack)
    assert len(extra) == min(len(listed), UPGRADE_WIDTH)
    assert extra == upgrades(extra), "what expert adds spends a token"
    assert (expert[-1] == PASS) == (match.last is not None)
    for move in expert:
        assert match.why_illegal(move) is None, move


def test_playouts_spend_tokens_legally_and_stop_at_the_deals_end() -> None:
    spent = 0
    for seed in range(12):
        start = random_state("pass", 2 + seed % 4, seed, seed * 5,
                             {"lack_of_pass": True} if seed % 3 == 0 else None)
        match, rng = start.clone(), random.Random(seed)
        while not (match.is_over or match.between_deals):
            move = EXPERT.playout_move(match, rng)
            assert match.why_illegal(move) is None, move
            spent += bool(upgrades([move]))
            match.apply(move)
        assert match.number == start.number, "the next deal is not dealt"
        played = start.clone()
        EXPERT.playout(played, random.Random(seed), 10_000)
        assert played.moves == match.moves and played.summary() == match.summary()
    assert spent > 0, "some playout moves upgrade"


def test_a_playout_plays_at_most_depth_moves_and_ends_on_the_deals_end() -> None:
    for seed in range(8):
        match = random_state("pass", 2 + seed % 4, seed, 3)
        before = len(match.moves)
        short = match.clone()
        EXPERT.playout(short, random.Random(seed), 5)
        assert len(short.moves) == before + 5
        EXPERT.playout(match, random.Random(seed), 10_000)
        assert match.between_deals or match.is_over
        assert match.moves[: before + 5] == short.moves, "the same draws, the same moves"
