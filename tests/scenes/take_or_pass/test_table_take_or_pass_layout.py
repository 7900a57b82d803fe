"""Take or Pass table layout: the deciding seat's heading ("Ann's cards · take 15: ...")
stays inside the hand panel at a readable size, whatever the names and the note."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.text import TextCache
from game.rules.take_or_pass.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.take_or_pass import still
from scenes.take_or_pass.table import TakeOrPassTable


class SizedText(TextCache):
    """The engine's text cache, remembering each string rendered with its size."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, int]] = []

    def render(self, text, size, colour=theme.TEXT, bold=False):  # noqa: ANN001, ANN201
        self.seen.append((text, size))
        return super().render(text, size, colour, bold)


@pytest.mark.parametrize("players", [3, 7])
def test_the_hand_heading_fits_its_panel_with_long_names(players: int) -> None:
    text = SizedText()
    ctx = make_test_context(text=text)
    match = GAME.new_match(players, 11, {})
    names = ["Maximiliana Long", "Bartholomew Fox", "Alexandra Wood", "Christopher Day",
             "Evangeline Moss", "Jacqueline Hart", "Montgomery Ash"]
    seats = [SeatInfo(i, names[i], theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i], "normal")
             for i in range(players)]
    table = TakeOrPassTable(ctx, ctx.layout("take-or-pass", players), seats, match.options)
    table.show(match.view(None), None)
    width = table.geo.hand.w - 32
    rng = random.Random(3)
    heads = 0
    surface = pygame.Surface(theme.SCREEN_SIZE)
    while not match.is_over:
        text.seen.clear()
        still.draw_table(table, surface, 1.0)
        for words, size in text.seen:
            if "take " in words.lower() and ":" in words:
                heads += 1
                assert size >= theme.TEXT_MIN
                assert text.size(words, size, True)[0] <= width, words
        step = match.apply(rng.choice(match.legal_moves()))
        table.animate(step, match.view(None))
        table.update(5.0)
    assert heads > 10


def test_the_chips_won_popup_stays_on_the_seats_line() -> None:
    """'+3' shows on the taker's chips line; it floated up under the name plate before."""
    from game.rules.take_or_pass.events import CardTaken

    ctx = make_test_context(animation_speed="normal")
    match = GAME.new_match(7, 11, {})
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i])
             for i in range(7)]
    table = TakeOrPassTable(ctx, ctx.layout("take-or-pass", 7), seats, match.options)
    table.show(match.view(None), None)
    table.board.card = 20
    table.board.pot = 3
    table.animate([CardTaken(3, 20, 3)], match.view(None))
    popups = []
    for _ in range(120):
        table.update(1 / 60)
        popups += [e for e in table.effects if e.kind == "popup" and e not in popups]
    assert [p.text for p in popups] == ["+3"]
    line = table.geo.seat_line(3)
    for point in (popups[0].start, popups[0].end):
        assert line.collidepoint(point), (point, line)


def test_a_lone_human_keeps_seeing_their_own_hand_on_a_bots_turn() -> None:
    text = SizedText()
    ctx = make_test_context(text=text)
    match = GAME.new_match(3, 11, {})
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                      None if i == 0 else "normal") for i in range(3)]
    table = TakeOrPassTable(ctx, ctx.layout("take-or-pass", 3), seats, match.options)
    rng = random.Random(5)
    bot_turns = 0
    surface = pygame.Surface(theme.SCREEN_SIZE)
    while not match.is_over and bot_turns < 5:
        table.show(match.view(0), 0)
        text.seen.clear()
        still.draw_table(table, surface, 1.0)
        heads = [words for words, _ in text.seen if words.startswith(("Your cards", "P1", "P2"))]
        assert heads and heads[0].startswith("Your cards"), heads
        bot_turns += match.to_move != 0
        match.apply(rng.choice(match.legal_moves()))
    assert bot_turns == 5


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("players", range(3, 8))
def test_the_hint_area_is_clear_of_every_seat_and_the_pile(players: int, large: bool) -> None:
    """The hint and the lesson's words go on the left, which no seat takes at any count:
    clear of every seat's room for its cards, the pile and its line, the hand."""
    ctx = make_test_context(large_text=large)
    seats = [SeatInfo(i, f"Bot {i + 1}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i], "normal")
             for i in range(players)]
    table = TakeOrPassTable(ctx, ctx.layout("take-or-pass", players), seats, {})
    left, top, width = table.hint_area()
    area = pygame.Rect(left, top, width, table.hint_height())
    assert area.w >= 400 and area.h >= 440, "room for a hint's few lines"
    geo = table.geo
    for seat, box in enumerate(geo.boxes):
        assert not area.colliderect(box), f"seat {seat}"
    assert not area.colliderect(geo.pile_card.inflate(0, 200)), "the pile and its line"
    assert not area.colliderect(geo.hand)
