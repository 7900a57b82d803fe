"""Passtime's icon as shapes: a card on felt with the first seat's circle. The window's icon
(tools/make_art.py) and the phone page's home-screen icons are drawn from it."""
from __future__ import annotations

from game.engine.shapes import Circle, Rect, Shape
from game.engine.theme import FELT, INK, PAPER, SEAT_COLOURS


def icon_shapes(size: int) -> list[Shape]:
    """The icon `size` px square (drawn on a 64-px grid, scaled)."""
    k = size / 64
    return [Rect(0, 0, size, size, FELT, radius=round(12 * k)),
            Rect(16 * k, 8 * k, 32 * k, 48 * k, PAPER, radius=round(5 * k)),
            Rect(16 * k, 8 * k, 32 * k, 48 * k, INK, max(2, round(2 * k)), round(5 * k)),
            Circle(32 * k, 32 * k, 9 * k, SEAT_COLOURS[0])]
