"""The hard bot's PASS playout loop (game/rules/pass_game/playout.py) plays exactly the
moves `playout_move` picks, one `apply` at a time, with the same RNG draws, to the same
state: from real positions and from determinisations, 2-5 players, every variant."""
from __future__ import annotations

import random

import pytest
from bot_helpers import random_state
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.heuristics import heuristics_for
from game.rules.pass_game.heuristics import PassHeuristics
from game.rules.pass_game.match import PassMatch
from game.rules.pass_game.playout import plan_for, play_out
from game.rules.pass_game.weights import WEIGHTS, PlayWeights

RULES = heuristics_for("pass")
ALL_WEIGHTS = st.sampled_from([
    WEIGHTS,
    PlayWeights(near_out=5, pass_token=-1.0),
    # a set bench/tune_playouts.py found (it wins as a policy, not as the search's playouts)
    PlayWeights(per_rank=0.3, bomb_kept=4.0, breaks_set=4.0, pass_token=-1.0,
                pass_in_danger=14.0, playout_noise=0.75, near_out=6),
])
OPTIONS = st.sampled_from([None, {"win": "points"}, {"lack_of_pass": True},
                           {"win": "points", "lack_of_pass": True, "wildcard_pass": True}])


def reference_playout(match: PassMatch, rng: random.Random, depth: int,
                      weights: PlayWeights = WEIGHTS) -> None:
    """The playout as the protocol plays it: `playout_move`, then `apply`, until the deal
    ends (left between deals) or `depth` moves."""
    rules = PassHeuristics(weights)
    for _ in range(depth):
        if match.is_over or match.between_deals:
            return
        match.apply(rules.playout_move(match, rng))


def snapshot(match: PassMatch) -> tuple:
    """Everything a playout can change, as plain data."""
    return (match.summary(), match.record(), match.view_all(), match.sizes, match.hands,
            match.between_deals, match.legal_moves(), RULES.evaluate(match))


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 150),
       options=OPTIONS, guess=st.booleans(), depth=st.sampled_from([0, 1, 3, 24, 10_000]),
       weights=ALL_WEIGHTS)
def test_the_playout_loop_plays_what_playout_move_picks(
        players: int, seed: int, steps: int, options: dict | None, guess: bool,
        depth: int, weights: PlayWeights) -> None:
    """With any weights: the hand-written ones and others."""
    start = random_state("pass", players, seed, steps, options)
    if guess:  # as the search does: a determinisation, then a built tree move
        start = start.determinize(start.to_move, random.Random(seed))
        tree = RULES.tree_moves(start)
        start.advance(tree[seed % len(tree)])
    fast, slow = start.clone(), start.clone()
    fast_rng, slow_rng = random.Random(seed), random.Random(seed)
    play_out(fast, fast_rng, depth, plan_for(weights))
    reference_playout(slow, slow_rng, depth, weights)
    assert snapshot(fast) == snapshot(slow)
    assert fast_rng.getstate() == slow_rng.getstate()  # the same draws, no more, no fewer


@pytest.mark.slow
def test_playouts_end_deals_and_matches_as_the_protocol_does() -> None:
    """Deep playouts from many starts: some win the match outright, some leave the deal
    scored; the loop agrees with the protocol on every one."""
    ends = set()
    for seed in range(60):
        players = 2 + seed % 4
        options = {"win": "points"} if seed % 3 == 0 else None
        start = random_state("pass", players, seed, 40 + seed, options)
        fast, slow = start.clone(), start.clone()
        play_out(fast, random.Random(seed), 10_000)
        reference_playout(slow, random.Random(seed), 10_000)
        assert snapshot(fast) == snapshot(slow)
        ends.add("over" if fast.is_over else "between deals")
    assert ends == {"over", "between deals"}
