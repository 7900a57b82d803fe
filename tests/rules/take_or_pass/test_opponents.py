"""The searching bots' opponent model for Take or Pass learns how each other seat plays from
the public moves alone, and their searches play each seat out by a style drawn from it."""
from __future__ import annotations

import random

import pytest

from game.ai import SeatPort, make_bot
from game.registry import get_game
from game.rules.take_or_pass.events import CardTurned
from game.rules.take_or_pass.heuristics import HEURISTICS, SHARP_HEURISTICS
from game.rules.take_or_pass.moves import PASS, TAKE
from game.rules.take_or_pass.opponents import (
    MARGINS,
    STYLES,
    TableModel,
    posterior,
    seat_choices,
)
from game.rules.take_or_pass.weights import OPPONENT_WEIGHTS, WEIGHTS, marginal

GAME = get_game("take-or-pass")


def random_match(players: int, seed: int, games: int, moves: int):
    """A match after `moves` random moves, with the cards turned as the events told them."""
    match = GAME.new_match(players, seed, {"games": games})
    rng = random.Random(seed)
    turned = [match.card]
    for _ in range(moves):
        if match.is_over:
            break
        events = match.apply_then_deal(rng.choice(match.legal_moves()))
        turned += [e.card for e in events if isinstance(e, CardTurned)]
    return match, turned


def test_every_seat_sees_the_cards_turned_in_the_order_they_were_turned():
    for seed, moves in ((1, 0), (2, 40), (3, 400)):
        match, turned = random_match(4, seed, 3, moves)
        views = [match.view(seat) for seat in (None, 0, 1, 2, 3)]
        assert all(view.turned == tuple(turned) for view in views)
        assert (match.card is None) or views[0].turned[-1] == match.card


def test_each_choice_is_replayed_from_the_public_log_as_the_table_saw_it():
    """Card, pot, chips, cards held and whether another seat was out, for every choice
    between take and pass, over a match of two games (a take with no chips is no choice)."""
    match = GAME.new_match(4, 9, {"games": 2})
    rng = random.Random(9)
    seen: list[list] = [[] for _ in range(4)]
    while not match.is_over:
        seat = match.to_move
        move = rng.choice(match.legal_moves())
        if match.chips[seat]:
            own = match.held[seat]
            seen[seat].append((match.card, match.pot, match.chips[seat], own, match.taken ^ own,
                               0 in match.chips, 4, move is TAKE))
        match.apply_then_deal(move)
    port = SeatPort(match, 2)
    assert seat_choices(port.view().turned, port.history(), 4) == seen
    assert sum(map(len, seen)) > 48


def passer(match) -> object:
    """Always passes while it has a chip."""
    return PASS if match.chips[match.seat] else TAKE


def greedy_taker(match) -> object:
    """Takes any card that costs it at most 15 points net of the chips on it."""
    cost = marginal(match.held[match.seat], match.card) - match.pot
    return TAKE if cost <= 15 or not match.chips[match.seat] else PASS


def test_the_model_tells_a_passer_from_a_greedy_taker_within_one_match():
    """Seat 0 passes while it can, seat 1 takes greedily, seat 2 (a normal bot) models
    them from the moves it saw: from a third of the game on the passer looks tighter than
    hard and the taker looser (the margins the posteriors expect), and by the end each is
    read as its kind: a miser and an eager taker, hard's way all but ruled out."""
    for seed in range(4, 8):
        match = GAME.new_match(3, seed, None)
        normal = make_bot("normal", 1)
        checked = 0
        while not match.is_over:
            seat = match.to_move
            if seat == 2:
                port = SeatPort(match.clone(), 2)
                if len(port.history()) >= 24:
                    model = TableModel.read(2, port.view(), port.history())
                    margins = [_mean_margin(model.posteriors[s]) for s in (0, 1)]
                    assert margins[0] < OPPONENT_WEIGHTS.margin < margins[1]
                    checked += 1
                move = normal.choose(port)
            else:
                move = (passer, greedy_taker)[seat](match)
            match.apply_then_deal(move)
        assert checked > 3
        port = SeatPort(match, 2)
        model = TableModel.read(2, port.view(), port.history())
        assert _mean_margin(model.posteriors[0]) < -6.0
        assert _mean_margin(model.posteriors[1]) > 8.0
        assert model.likeliest(1).weights.margin == MARGINS["eager"]
        hard = [style.weights == OPPONENT_WEIGHTS for style in STYLES].index(True)
        assert model.posteriors[1][hard] < 0.01


def _mean_margin(chances: list[float]) -> float:
    return sum(p * style.weights.margin for p, style in zip(chances, STYLES, strict=True))


def test_before_any_move_the_model_expects_hard_and_reads_the_normal_bot_as_written():
    match = GAME.new_match(3, 5, {"games": 2})
    model = TableModel.read(0, match.view(0), [])
    assert [model.likeliest(s).weights for s in range(3)] == [OPPONENT_WEIGHTS] * 3
    assert model.posteriors[1] == posterior([])
    bots = [make_bot("normal", s) for s in range(3)]
    while not match.is_over:
        seat = match.to_move
        match.apply_then_deal(bots[seat].choose(SeatPort(match.clone(), seat)))
    port = SeatPort(match, 0)
    model = TableModel.read(0, port.view(), port.history())
    assert model.likeliest(1).weights == model.likeliest(2).weights == WEIGHTS


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_each_search_plays_each_seat_out_by_a_style_drawn_from_the_model(level: str):
    """Hard's and expert's heuristics draw a style per seat for each determinisation from
    the posteriors, and play their own seat by the hand-written rule; unfitted to a table
    (no model) they draw none."""
    rules = HEURISTICS if level == "hard" else SHARP_HEURISTICS
    match = GAME.new_match(3, 6, None)
    port = SeatPort(match, 0)
    assert rules.determinize(port, random.Random(1)).styles is None
    fitted = rules.for_table(port)
    assert fitted is not rules and fitted.model is not None and rules.model is None
    sure = [[1.0 if style.name == name else 0.0 for style in STYLES]
            for name in ("hard", "miser steady", "greedy erratic")]
    fitted.model = TableModel(0, sure)
    rng = random.Random(2)
    for _ in range(20):
        twin = fitted.determinize(port, rng)
        names = [next(s.name for s in STYLES if s.weights == w) for w in twin.styles]
        assert names == ["hard", "miser steady", "greedy erratic"]
        assert fitted.seat_weights(twin) == [WEIGHTS, *twin.styles[1:]]
    even = TableModel(0, [posterior([])] * 3)
    drawn = {even.sample(rng)[1] for _ in range(400)}
    assert len(drawn) > 10  # an unsure seat is played out by many styles


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_bots_searches_play_out_styles_read_from_the_table(level: str, monkeypatch):
    """A hard or expert bot's search plays every determinisation out with a style for each
    seat drawn from its model of the table, and its own seat by the hand-written rule."""
    seen = []
    real = type(HEURISTICS).playout

    def spy(rules, match, rng, depth) -> None:
        seen.append((match.styles, rules.seat_weights(match)[match.observer]))
        real(rules, match, rng, depth)
    monkeypatch.setattr(type(HEURISTICS), "playout", spy)
    match = GAME.new_match(3, 8, None)
    while match.pot < 2:  # a choice with chips on the card: the search has work to do
        match.apply_then_deal(PASS)
    make_bot(level, 1, think_time=None, iterations=60).choose(SeatPort(match.clone(),
                                                                       match.to_move))
    assert seen and all(styles is not None and len(styles) == 3 for styles, _ in seen)
    assert {own for _, own in seen} == {WEIGHTS}
