"""The painter draws each shape as the pygame call its fields are the arguments of."""
from __future__ import annotations

import pygame
import pytest

from game.engine.painter import paint
from game.engine.shapes import Circle, Line, Polygon, Rect, Text

RED, BLUE = (200, 30, 30), (30, 30, 200)


def blank() -> pygame.Surface:
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    return surface


def test_a_filled_rect_fills_and_a_stroked_one_keeps_its_inside():
    surface = blank()
    paint(surface, [Rect(0, 0, 20, 20, RED), Rect(20, 0, 20, 20, BLUE, width=3)])
    assert surface.get_at((10, 10))[:3] == RED
    assert surface.get_at((21, 10))[:3] == BLUE and surface.get_at((30, 10)).a == 0


def test_shapes_are_drawn_in_order_the_last_on_top():
    surface = blank()
    paint(surface, [Circle(20, 20, 10, RED), Polygon(((15, 15), (25, 15), (20, 25)), BLUE),
                    Line((0, 0), (39, 0), RED, 2)])
    assert surface.get_at((20, 18))[:3] == BLUE and surface.get_at((20, 28))[:3] == RED
    assert surface.get_at((20, 0))[:3] == RED


def test_text_is_placed_by_its_anchor_and_needs_a_font():
    words = pygame.Surface((10, 6))
    words.fill(BLUE)
    surface = blank()
    paint(surface, [Text(20, 20, "x", 28, BLUE, 0, "center"), Text(0, 0, "x", 28, BLUE, 0, "top")],
          lambda text: words)
    assert surface.get_at((15, 17))[:3] == BLUE and surface.get_at((14, 17)).a == 0  # centred
    assert surface.get_at((0, 0))[:3] == BLUE and surface.get_at((0, 6)).a == 0  # top left
    with pytest.raises(ValueError, match="needs a font"):
        paint(blank(), [Text(0, 0, "7", 28, BLUE, 0)])
