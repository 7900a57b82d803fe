"""Take or Pass table helpers: runs, the effect of taking, card placement, layout, breakdown."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.take_or_pass.events import GameScored
from game.rules.take_or_pass.moves import TAKE
from game.rules.take_or_pass.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.take_or_pass.geometry import Geometry
from scenes.take_or_pass.parts import SEAT_SIZES, fit_cards, runs, signed, take_effect
from scenes.take_or_pass.table import TakeOrPassTable


def test_runs_cross_suits_and_group_consecutive_cards() -> None:
    assert runs((26, 13, 14, 27, 5, 7, 6)) == [(5, 6, 7), (13, 14), (26, 27)]
    assert runs(()) == []


@pytest.mark.parametrize(
    ("cards", "card", "pot", "chips", "delta", "new", "note"),
    [
        ((), 20, 3, 8, 17, 9, "a new run"),
        ((23,), 24, 2, 5, -2, 16, "joins your run"),
        ((25,), 24, 0, None, -1, None, "extends your run down"),
        ((10, 12), 11, 1, 0, -13, 9, "links two of your runs"),
    ],
)
def test_take_effect(cards, card, pot, chips, delta, new, note) -> None:
    effect = take_effect(cards, card, pot, chips)
    assert (effect.delta, effect.new_score) == (delta, new)
    assert effect.note.startswith(note)
    assert ("→" in effect.text()) == (chips is not None)


def test_runs_stay_together_and_each_run_counts_once() -> None:
    size, placed = fit_cards((3, 4, 5, 9, 20, 21), (0, 0, 340, 200))
    assert [p.value for p in placed if p.counts] == [3, 9, 20]
    assert size == SEAT_SIZES[0]
    rows = {p.y for p in placed if p.value in (3, 4, 5)}
    assert len(rows) == 1  # a short run never splits across rows


def test_many_cards_wrap_and_stay_inside() -> None:
    cards = tuple(range(3, 35, 2))  # 16 single-card runs
    size, placed = fit_cards(cards, (0, 0, 340, 150))
    assert len(placed) == 16
    assert all(p.x + size.w <= 340 for p in placed)


@pytest.mark.parametrize("players", range(3, 8))
def test_seats_never_overlap_other_areas(players: int) -> None:
    ctx = make_test_context()
    geo = Geometry(ctx.layout("take-or-pass", players), players)
    fixed = [geo.pile_area, geo.card_area, geo.hand, geo.controls, geo.score]
    boxes = geo.boxes + [a for a in geo.above if a.h]
    for i, box in enumerate(geo.boxes):
        others = fixed + [b for j, b in enumerate(geo.boxes) if j != i]
        assert box.collidelist(others) == -1, (players, i)
        assert geo.above[i].collidelist(others) == -1 or not geo.above[i].h
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(b) for b in boxes)


def test_breakdown_collapses_runs_and_subtracts_chips() -> None:
    ctx = make_test_context()
    match = GAME.new_match(3, 2, {"games": 2})
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i]) for i in range(3)]
    table = TakeOrPassTable(ctx, ctx.layout("take-or-pass", 3), seats, match.options)
    table.show(match.view(0), 0)
    events: list = []
    while not match.between_deals:
        step = match.apply(TAKE if match.to_move == 0 or not match.chips[match.to_move]
                           else match.legal_moves()[-1])
        events += step
        table.animate(step, match.view(0))
    scored = next(e for e in events if isinstance(e, GameScored))
    breakdown = table.breakdown(match.view(0))
    assert breakdown is not None and not breakdown.done
    cards = breakdown.cards
    assert sum(len(c) for c in cards) == 24
    for seat in range(3):
        lowest = [r[0] for r in runs(cards[seat])]
        assert sum(lowest) == scored.card_points[seat]
    assert breakdown.lines()[0] == (
        f"P0: {scored.card_points[0]} − {scored.chips[0]} = {signed(scored.scores[0])}")
    breakdown.update(0.016)  # instant speed in tests
    assert breakdown.done
    breakdown.draw(pygame.Surface(theme.SCREEN_SIZE), pygame.Rect(100, 100, 1600, 850), 1.0)


def test_take_effect_speaks_of_another_seat_as_theirs() -> None:
    assert take_effect((5, 6), 7, 0, None, "their").note == "joins their run, no points"
    assert take_effect((5, 7), 6, 0, None, "their").note == "links two of their runs"
