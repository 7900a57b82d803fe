"""The PASS table's backdrop: the felt with the shading that never changes drawn on once; a
frame shows that shading exactly once, and a new look (text size, high contrast) makes the
backdrop again."""
from __future__ import annotations

import pygame
import pytest

from game.engine import draw, theme
from game.engine.context import make_test_context
from game.rules.pass_game.rules import GAME
from scenes.frame.game_table import GameTable, SeatInfo
from scenes.pass_game.seats import info_rect
from scenes.pass_game.table import PassTable
from scenes.take_or_pass.table import Table as TakeOrPassTable

HANDS = [["9>T", "9>8", "K>A", "A>K", "A>2", "2>A", "5>6", "5>4", "5>55", "5>J", "7>8", "7>6",
          "Q>K"],
         ["START", "9>99", "8>9", "T>J", "T>9", "T>TT", "J>Q", "J>T", "J>JJ", "3>4", "3>2", "4>5",
          "4>3"]]


@pytest.fixture(autouse=True)
def normal_look():
    theme.LOOK.high_contrast = False
    yield
    theme.LOOK.high_contrast = False


def table_for(ctx) -> PassTable:
    match = GAME.new_match(2, 1, {}, [{"hands": HANDS}])
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                      None if i == 0 else "easy") for i in range(2)]
    table = PassTable(ctx, ctx.layout("pass", 2), seats, match.options)
    table.show(match.view(0), 0)
    return table


def frame(table: PassTable, felt: pygame.Surface) -> pygame.Surface:
    """A frame as the table scene draws it: the backdrop, then the pieces."""
    surface = pygame.Surface(felt.get_size())
    surface.blit(table.backdrop(felt), (0, 0))
    table.draw(surface, 0.0)
    return surface


def bare_spots(table: PassTable) -> list[tuple[int, int]]:
    """Points inside each seat's shaded panel, the supply and the hint band where no piece
    is drawn (the panels' bottom-left and the band's left end)."""
    spots = [(info_rect(r).x + 3, info_rect(r).bottom - 3) for r in table.seat_rects]
    spots.append((table.supply_rect.x + 3, table.supply_rect.bottom - 3))
    band = table.trick.hint_band()
    spots.append((band.x + 3, band.bottom - 3))
    return spots


def shaded_once(felt: pygame.Surface, table: PassTable) -> pygame.Surface:
    """The felt with each panel's shading drawn on once, by hand."""
    expected = felt.copy()
    for rect in table.seat_rects:
        draw.shade(expected, info_rect(rect), (0, 0, 0, 70))
    draw.shade(expected, table.supply_rect, (0, 0, 0, 60))
    draw.shade(expected, table.trick.hint_band(), (0, 0, 0, 120))
    return expected


@pytest.mark.parametrize("large", [False, True])
def test_a_frame_shows_each_panels_shading_once(large):
    ctx = make_test_context(large_text=large)
    ctx.apply_look()
    table = table_for(ctx)
    felt = draw.felt_surface(ctx.layout("pass", 2))
    shown, expected = frame(table, felt), shaded_once(felt, table)
    for spot in bare_spots(table):
        assert shown.get_at(spot) == expected.get_at(spot) != felt.get_at(spot), spot


def test_the_backdrop_is_kept_until_the_text_size_or_the_felt_changes():
    ctx = make_test_context()
    ctx.apply_look()
    table = table_for(ctx)
    layout = ctx.layout("pass", 2)
    felt = draw.felt_surface(layout)
    first = table.backdrop(felt)
    assert table.backdrop(felt) is first, "made once, not every frame"
    heading = pygame.Rect(table.supply_rect.x, table.supply_rect.y, table.supply_rect.w, 44)

    def pixels(image: pygame.Surface) -> bytes:
        return pygame.image.tobytes(image.subsurface(heading), "RGB")

    ctx.text.set_large(True)
    larger = table.backdrop(felt)
    assert larger is not first
    assert pixels(larger) != pixels(first), "the Supply heading grew with the text"
    theme.LOOK.high_contrast = True
    dark = draw.felt_surface(layout)
    assert dark is not felt
    contrast = table.backdrop(dark)
    spot = bare_spots(table)[0]
    assert contrast.get_at(spot) == shaded_once(dark, table).get_at(spot)
    assert contrast.get_at(spot) != larger.get_at(spot)


def test_a_table_with_nothing_still_shows_the_felt_itself():
    ctx = make_test_context()
    felt = draw.felt_surface(ctx.layout("take-or-pass", 4))
    assert GameTable.backdrop(object.__new__(TakeOrPassTable), felt) is felt
