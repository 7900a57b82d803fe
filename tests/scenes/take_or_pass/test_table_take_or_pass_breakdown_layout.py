"""Take or Pass breakdown layout: every seat's cards stay on one line inside its own row, for
up to 24 cards in a seat, at every player count (a wrapped second line covered the next row)."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.take_or_pass.events import GameScored
from scenes.frame.game_table import SeatInfo
from scenes.take_or_pass.breakdown import CARD_H, CARD_W, TakeOrPassBreakdown
from scenes.take_or_pass.parts import line_cards, runs

BODY = pygame.Rect(200, 230, 1520, 640)  # the scoring scene's body at 1920x1080


def most_runs(n: int) -> tuple[int, ...]:
    """`n` cards from 3..35 split into as many runs as possible (every run needs a gap)."""
    gaps = min(n - 1, 33 - n)  # missing values between runs
    cards, value = [], 3
    for i in range(n):
        cards.append(value)
        value += 2 if i < gaps else 1
    return tuple(cards)


def breakdown(players: int, cards: tuple[tuple[int, ...], ...]) -> TakeOrPassBreakdown:
    ctx = make_test_context()
    seats = [SeatInfo(i, f"Bot {i + 1}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i])
             for i in range(players)]
    zero = (0,) * players
    scored = GameScored(1, zero, zero, zero, zero, tuple(range(3, 12)), cards)
    return TakeOrPassBreakdown(ctx, seats, scored, (), 2)


def test_most_runs_is_what_it_says() -> None:
    assert most_runs(3) == (3, 5, 7)
    assert len(runs(most_runs(24))) == 10 and len(most_runs(24)) == 24
    assert max(most_runs(24)) <= 35


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_rows_never_overlap_for_one_to_24_cards(players: int) -> None:
    for n in range(1, 25):
        for hand in (most_runs(n), tuple(range(3, 3 + n))):
            cards = (hand,) + ((30, 31, 33),) * (players - 1)
            bd = breakdown(players, cards)
            h = bd.row_height(BODY)
            numbers = min(bd.columns(BODY).values()) - 100  # the 'cards' value's left edge
            rows = []
            for seat in range(players):
                y = BODY.y + 40 + seat * h
                row = pygame.Rect(BODY.x, y, BODY.w, h)
                placed = bd.card_line(BODY, seat, y, h)
                assert len(placed) == len(cards[seat])
                for p in placed:
                    card = pygame.Rect(p.x, p.y, CARD_W, CARD_H)
                    assert row.contains(card), (players, n, seat, card, row)
                    assert card.right < numbers, (players, n, seat, card)
                rows.append(row)
            assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])


@pytest.mark.parametrize("n", [12, 17, 24])
def test_each_runs_counting_card_shows_its_number(n: int) -> None:
    placed = line_cards(most_runs(n), 0, 0, 733, CARD_W)
    xs = [p.x for p in placed] + [10_000]
    for i, p in enumerate(placed):
        if p.counts:
            assert xs[i + 1] - p.x >= 34, f"{p.value} shows {xs[i + 1] - p.x} px"
    assert xs[-2] + CARD_W <= 733


def test_a_long_row_draws_only_inside_its_row() -> None:
    bd = breakdown(7, (most_runs(24),) + ((30,),) * 6)
    bd.skip()
    surface = pygame.Surface(theme.SCREEN_SIZE)
    bd.draw(surface, BODY, 1.0)
    h = bd.row_height(BODY)
    # Under the first row's band, in the card area, the second row's gap is background only.
    gap_y = BODY.y + 40 + h + (h - CARD_H) // 2 - 1
    assert all(surface.get_at((x, gap_y))[:3] == (0, 0, 0) for x in range(500, 1200, 7))


def test_a_tie_for_the_win_says_how_it_was_settled() -> None:
    cards = ((3,), (5,), (7,))
    scored = GameScored(1, (19, 12, 30), (17, 10, 0), (2, 2, 30), (2, 2, 30),
                        tuple(range(3, 12)), cards)
    seats = [SeatInfo(i, f"Bot {i + 1}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i])
             for i in range(3)]
    ctx = make_test_context()
    won = TakeOrPassBreakdown(ctx, seats, scored, (0,), 1)
    assert won.tie_note() == ["Bot 1 and Bot 2 tie at 2:", "Bot 1 wins with more chips"]
    shared = TakeOrPassBreakdown(ctx, seats, scored, (0, 1), 1)
    assert shared.tie_note()[1] == "and on chips: they share the win"
    assert TakeOrPassBreakdown(ctx, seats, scored, (), 1).tie_note() == []
    clear = scored._replace(scores=(1, 2, 30))
    assert TakeOrPassBreakdown(ctx, seats, clear, (0,),
                               1).tie_note() == []
