"""The hard bot's fast paths through The Passing Game give exactly what the plain rules
give: a playout in local variables (playout.py) leaves the state that `step` after `step`
of `playout_move` leaves, and a determinisation from a plan kept per position (search.py)
deals what a fresh clone and deal would, with the same random draws."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules.dominoes.heuristics import HEURISTICS, DominoesHeuristics
from game.rules.dominoes.knowledge import deal_hidden, hand_layers
from game.rules.dominoes.match import DominoesMatch
from game.rules.dominoes.rules import GAME
from game.rules.dominoes.tiles import ALL_TILES
from game.rules.dominoes.weights import SHARP_WEIGHTS, WEIGHTS, TileWeights, bits

TABLES = [(2, False), (3, False), (4, False), (4, True)]
MADE_UP = TileWeights(double_bonus=4.0, follow_bonus=2.5, follow_cap=2, end_penalty=1.1,
                      draw_if_playable=-1.0, pass_if_playable=-2.5, draw_stuck=3.0,
                      draw_weak=0.5, pass_stuck=2.5, pass_low=1.5, average_tile=4.5,
                      playout_noise=0.7)
"""Weights unlike the hand-written ones in every field: a loop that reads one of them
from anywhere but the weights it is given plays other moves."""
ALL_WEIGHTS = {"hand-written": WEIGHTS, "sharp": SHARP_WEIGHTS, "made up": MADE_UP}


def position(players: int, teams: bool, seed: int) -> DominoesMatch:
    """A match after some random moves; one in three stops at a fresh round's start."""
    match = GAME.new_match(players, seed, {"teams": teams, "target": 40})
    rng = random.Random(seed)
    for _ in range(rng.randrange(60)):
        moves = match.legal_moves()
        trial = match.clone()
        trial.apply_then_deal(rng.choice(moves))
        if trial.is_over:
            break
        match = trial
    if seed % 3 == 0:
        while not match.between_deals and not match.is_over:
            match.step(rng.choice(match.legal_moves()))
        if match.between_deals:
            match.start_next_deal()
    return match


def state(match: DominoesMatch) -> tuple:
    """Everything a playout may change, hidden or public (`_to_move` too: the private
    field the playout loop writes back, which `to_move` does not show between rounds)."""
    return (match.view_all(), match.summary(), match.record(), match.movers, match.held,
            match.laid, match._to_move, match.totals, match.number)


def plain_playout(match: DominoesMatch, rng: random.Random, depth: int,
                  rules: DominoesHeuristics = HEURISTICS) -> None:
    """The playout as the protocol's loop: `step` of each `playout_move`, to the round's end."""
    for _ in range(depth):
        if match.is_over or match.between_deals:
            break
        match.step(rules.playout_move(match, rng))


def test_the_made_up_weights_differ_from_the_hand_written_in_every_field() -> None:
    for field in TileWeights.__dataclass_fields__:
        assert getattr(MADE_UP, field) != getattr(WEIGHTS, field), field


@pytest.mark.parametrize("weights", ALL_WEIGHTS)
@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_the_fast_playout_leaves_the_plain_playouts_state(players: int, teams: bool,
                                                          weights: str) -> None:
    """With any weights: the hand-written ones, expert's, and others."""
    rules = DominoesHeuristics(ALL_WEIGHTS[weights])
    ends: Counter = Counter()
    for seed in range(120):
        start = position(players, teams, seed)
        depth = rules.rollout_depth if seed % 4 else 1 + seed % 13
        fast, plain = start.clone(), start.clone()
        fast_rng, plain_rng = random.Random(seed), random.Random(seed)
        rules.playout(fast, fast_rng, depth)
        plain_playout(plain, plain_rng, depth, rules)
        assert state(fast) == state(plain), (players, teams, seed)
        assert fast_rng.getstate() == plain_rng.getstate(), "the same random draws"
        assert rules.evaluate(fast) == rules.evaluate(plain)
        result = fast.view_all().result
        ends["first tile" if start.left < 0 else "mid-round"] += 1
        ends[result.reason if result else "stopped at the depth"] += 1
    # The positions reach every way a playout starts and ends.
    assert {"first tile", "mid-round", "domino", "blocked", "stopped at the depth"} <= set(ends)
    if players == 2:
        assert ends["passes"], "two seats pass in a row often enough"


def plain_determinize(match: DominoesMatch, seat: int, rng: random.Random) -> DominoesMatch:
    """A determinisation worked out from scratch: a full clone, the layers read anew."""
    other = match.clone()
    sizes = {s: len(match.hands[s]) for s in range(match.players) if s != seat}
    hidden = sorted([t for s in sizes for t in match.hands[s]] + match.boneyard)
    dealt, other.boneyard = deal_hidden(sizes, hand_layers(match), hidden, rng)
    for s, hand in dealt.items():
        other.hands[s] = hand
    other.held = ALL_TILES ^ bits(other.boneyard)
    # What determinize does after the re-deal, step by step (private to the match: this
    # plain path is the reference the kept plans are held equal to).
    other._seed_rng(other, rng.getrandbits(64))
    other._queued = other._queued[: other._number]
    return other


def dealt_state(match: DominoesMatch) -> tuple:
    """A determinisation's state, its deals so far and its own generator's next draws."""
    return (*state(match), match.deals_so_far(), match.rng.getstate())


@pytest.mark.slow
@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_determinisations_deal_as_a_fresh_clone_and_deal_would(players: int,
                                                               teams: bool) -> None:
    for seed in range(40):
        match = position(players, teams, seed)
        if match.to_move is None:
            continue
        for turn in range(4):  # the same match object on, move by move: plans follow
            for seat in (*range(players), 0):  # seat 0 last, as it is first after the move
                for k in range(3):
                    fast_rng, plain_rng = random.Random(k), random.Random(k)
                    guess = match.determinize(seat, fast_rng)
                    plain = plain_determinize(match, seat, plain_rng)
                    assert dealt_state(guess) == dealt_state(plain), (seed, turn, seat, k)
                    assert fast_rng.getstate() == plain_rng.getstate()
                    # A determinisation determinised again, for another seat, deals its
                    # own hands, not those of the match it came from.
                    other = (seat + 1 + k) % players
                    again = guess.determinize(other, random.Random(k))
                    plain_again = plain_determinize(guess, other, random.Random(k))
                    assert dealt_state(again) == dealt_state(plain_again)
            if match.to_move is None:
                break
            match.apply(random.Random(seed + turn).choice(match.legal_moves()))


def test_draw_and_pass_hash_apart_and_alike_to_their_equals() -> None:
    # The search keys its tree by moves; draw and pass no longer share hash(()).
    from game.rules.dominoes.moves import DRAW, PASS, Draw, Pass

    assert hash(DRAW) != hash(PASS)
    assert hash(Draw()) == hash(DRAW) and hash(Pass()) == hash(PASS)
    children = {DRAW: "draw", PASS: "pass"}
    assert children[Draw()] == "draw" and children[Pass()] == "pass"


@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_values_between_rounds_are_kept_and_handed_out_as_copies(players: int,
                                                                 teams: bool) -> None:
    from game.rules.dominoes.heuristics import _by_points

    for seed in range(10):
        match = position(players, teams, seed)
        rng = random.Random(seed)
        while not match.between_deals and not match.is_over:
            match.step(rng.choice(match.legal_moves()))
        if match.is_over:
            continue
        first = HEURISTICS.evaluate(match)
        first[0] = 99.0  # a caller's change stays its own
        fresh = _by_points(match.totals, match.target, match.players, match.teams)
        assert HEURISTICS.evaluate(match) == fresh
