"""Each game's bot knowledge agrees with its rules (the cheap shortcuts are exact)."""
from __future__ import annotations

import random

import pytest
from bot_helpers import GAMES, VARIANT_PLAYERS, VARIANTS, random_state
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import SeatPort
from game.ai.heuristics import DEFAULT, heuristics_for, rank_share


def test_unknown_games_fall_back_to_the_defaults() -> None:
    assert heuristics_for("no-such-game") is DEFAULT


def test_rank_share_favours_the_lower_score_and_sums_to_one() -> None:
    chances = rank_share([10, 20, 30], spread=5.0)
    assert abs(sum(chances) - 1) < 1e-9
    assert chances[0] > chances[1] > chances[2]
    assert rank_share([1, 1]) == [0.5, 0.5]


def test_take_or_pass_marginal_cost_follows_runs() -> None:
    from game.rules.take_or_pass.cards import card_bits, card_points
    from game.rules.take_or_pass.weights import marginal

    for cards in ([], [10], [12], [10, 12], [20, 21, 22], [3, 35]):
        for card in range(3, 36):
            if card not in cards:
                expected = card_points([*cards, card]) - card_points(cards)
                assert marginal(card_bits(cards), card) == expected, (cards, card)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400))
def test_take_or_pass_chips_counted_from_the_log_are_exact(seed: int, steps: int) -> None:
    from game.rules.take_or_pass.heuristics import counted_chips

    match = random_state("take-or-pass", 3 + seed % 3, seed, steps)
    assert counted_chips(SeatPort(match, match.to_move)) == match.chips


def test_pass_playouts_and_tree_moves_stay_legal() -> None:
    rules = heuristics_for("pass")
    rng = random.Random(3)
    for seed in range(4):
        match = random_state("pass", 2 + seed, seed, 0)
        for _ in range(300):
            if match.is_over:
                break
            assert set(rules.tree_moves(match)) <= set(match.legal_moves())
            match.apply_then_deal(rules.playout_move(match, rng))


def test_dominoes_partners_weigh_only_the_opponents_hands() -> None:
    from game.rules.dominoes.heuristics import HEURISTICS
    from game.rules.dominoes.moves import DRAW, PASS
    from game.rules.dominoes.tiles import tile_id

    hand = [tile_id("6-6"), tile_id("4-4")]  # 20 pips, stuck: draw or pass
    counts = [2, 6, 1, 6]  # the partner (seat 2) is one tile from going out
    # _score_all (private: the bots reach it through choose) is called directly so that the
    # two scores are compared on one hand, which no public call returns side by side.
    alone = HEURISTICS._score_all([DRAW, PASS], (0, 1), hand, 0, counts, 0)
    team = HEURISTICS._score_all([DRAW, PASS], (0, 1), hand, 0, counts, 0, teams=True)
    assert alone[0] > alone[1], "alone, a seat with one tile left outscores 20 pips: draw"
    assert team[1] > team[0], "that seat is the partner: the opponents hold more, so pass"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_dominoes_predicted_ends_match_the_rules(seed: int, steps: int) -> None:
    from game.rules.dominoes.moves import Play
    from game.rules.dominoes.weights import after as _after

    match = random_state("dominoes", 2 + seed % 3, seed, steps)
    ends = match.view(None).ends
    for move in match.legal_moves():
        if isinstance(move, Play):
            trial = match.clone()
            trial.apply(move)
            if trial.number == match.number and trial.view(None).ends is not None:
                assert _after(ends, move) == trial.view(None).ends, str(move)


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize("variant", [False, True])
def test_evaluations_are_chances(slug: str, variant: bool) -> None:
    rules = heuristics_for(slug)
    for steps in (0, 40, 400):
        if variant:
            match = random_state(slug, VARIANT_PLAYERS[slug], 9, steps, VARIANTS[slug])
        else:
            match = random_state(slug, 4 if slug != "take-or-pass" else 5, 9, steps)
        values = rules.evaluate(match)
        assert len(values) == match.players
        assert all(0 <= v <= 1 for v in values)
        if match.options.get("teams"):  # partners share their team's chance
            assert values[0] == values[2] and values[1] == values[3]
            values = values[:2]
        assert abs(sum(values) - 1) < 1e-6


@pytest.mark.parametrize("slug", GAMES)
def test_playout_moves_are_legal_and_playouts_play_them(slug: str) -> None:
    """Every playout move is legal, and a game's own playout loop plays exactly the
    moves `playout_move` picks (same RNG draws), to a position valued the same."""
    from game.ai.heuristics import GameHeuristics

    rules = heuristics_for(slug)
    for seed in range(6):
        options = VARIANTS[slug] if seed % 2 else None
        players = VARIANT_PLAYERS[slug] if seed % 2 else 2 + seed % 3
        start = random_state(slug, max(players, 3) if slug == "take-or-pass" else players,
                             seed, 7 * seed, options)
        match, rng = start.clone(), random.Random(seed)
        for _ in range(200):
            if match.is_over:
                break
            move = rules.playout_move(match, rng)
            assert move in match.legal_moves(), str(move)
            match.advance(move)
        own, plain = start.clone(), start.clone()
        rules.playout(own, random.Random(seed), rules.rollout_depth)
        GameHeuristics.playout(rules, plain, random.Random(seed), rules.rollout_depth)
        assert own.record() == plain.record()
        assert rules.evaluate(own) == rules.evaluate(plain)


@settings(max_examples=80, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 10_000), steps=st.integers(0, 300),
       depth=st.integers(1, 400), games=st.integers(1, 3), weights=st.sampled_from(
           [None, {"margin": 5.0, "low_chips": 6, "playout_noise": 1.0},
            {"margin": 6.0, "low_chips": 6, "low_chips_rate": 3.0, "deny": 0.0,
             "deny_rate": 0.0, "milk_wait": 12.0}]),
       mine=st.sampled_from([None, {"playout_noise": 0.5}, {"margin": 9.0, "deny": 0.0}]),
       observer=st.one_of(st.none(), st.integers(0, 6)),
       styles=st.one_of(st.none(), st.lists(st.integers(0, 22), min_size=7, max_size=7)))
def test_take_or_pass_playout_passes_in_locals_as_the_match_would(
        players: int, seed: int, steps: int, depth: int, games: int,
        weights: dict | None, mine: dict | None, observer: int | None,
        styles: list[int] | None) -> None:
    """Take or Pass plays its playout's passes outside the match: from any position (seats
    out of chips, a cut mid-way round a card, the last game or not) it ends exactly where
    `playout_move`'s moves through the match end, chips, pot and seat included, with the
    hand-written weights and others, the searching seat's own or not, and each seat by a
    style of its own (a determinisation's `styles`, from the opponent model)."""
    from game.ai.heuristics import GameHeuristics
    from game.rules.take_or_pass.heuristics import TakeOrPassHeuristics
    from game.rules.take_or_pass.opponents import STYLES
    from game.rules.take_or_pass.weights import TakeWeights

    rules = heuristics_for("take-or-pass")
    if weights is not None or mine is not None:
        rules = TakeOrPassHeuristics(TakeWeights(**(weights or {})),
                                     None if mine is None else TakeWeights(**mine))
    start = random_state("take-or-pass", players, seed, steps, {"games": games})
    start.observer = None if observer is None else observer % players
    if styles is not None:
        start.styles = tuple(STYLES[i % len(STYLES)].weights for i in styles[:players])
    own, plain = start.clone(), start.clone()
    rules.playout(own, random.Random(seed), depth)
    GameHeuristics.playout(rules, plain, random.Random(seed), depth)
    assert own.record() == plain.record()
    assert (own.chips, own.pot, own.seat, own.card) == (plain.chips, plain.pot, plain.seat,
                                                         plain.card)
    assert own.legal_moves() == plain.legal_moves() or own.is_over
    assert rules.evaluate(own) == rules.evaluate(plain)


def test_take_or_pass_playouts_play_the_searching_seat_by_its_own_weights() -> None:
    """A determinisation remembers whose view it fills in (the real match is nobody's);
    with `own` weights that take everything, only that seat's playout moves take at once."""
    from game.rules.take_or_pass.heuristics import TakeOrPassHeuristics
    from game.rules.take_or_pass.weights import TakeWeights

    greedy = TakeWeights(margin=1000.0, playout_noise=0.0)
    rules = TakeOrPassHeuristics(own=greedy)
    for seed in range(8):
        match = random_state("take-or-pass", 5, seed, 0)
        assert match.observer is None
        seat = seed % 5
        twin = match.determinize(seat, random.Random(seed))
        assert twin.observer == seat and twin.clone().observer == seat
        start = len(twin.moves)
        rules.playout(twin, random.Random(seed), 400)
        moves = list(zip(twin.movers[start:], twin.moves[start:], strict=True))
        assert {str(m) for s, m in moves if s == seat} == {"take"}
        assert any(str(m) == "pass" for s, m in moves if s != seat), "the others still pass"
        plain = match.clone()  # no observer: every seat by the hand-written weights
        rules.playout(plain, random.Random(seed), 400)
        assert any(str(m) == "pass" for s, m in zip(plain.movers, plain.moves, strict=True)
                   if s == seat)


def test_take_or_pass_says_what_joining_a_run_does_to_the_score() -> None:
    """Under a run a card takes points off (its lowest card now counts), above it costs none:
    the hint says which, never "costs 0 points" for a card that lowers the score."""
    from game.rules.take_or_pass.cards import card_bits
    from game.rules.take_or_pass.heuristics import TakeOrPassHeuristics
    from game.rules.take_or_pass.rules import GAME
    from game.rules.take_or_pass.weights import marginal

    said: dict[int, str] = {}
    for seed in range(200):
        match = GAME.new_match(3, seed, {})
        rng = random.Random(seed)
        while not match.is_over and len(said) < 2:
            port = SeatPort(match, match.to_move)
            view = port.view()
            cost = marginal(card_bits(view.cards[port.seat]), view.card)
            if cost in (0, -1) and view.chips[port.seat]:
                said[cost] = TakeOrPassHeuristics().explain(port, match.game.parse_move("take"))
            match.apply_then_deal(rng.choice(match.legal_moves()))
        if len(said) == 2:
            break
    assert "takes 1 point off your score" in said[-1], said[-1]
    assert "costs no points" in said[0], said[0]
    assert all("costs 0 points" not in words for words in said.values())
