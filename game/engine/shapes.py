"""Pieces as plain shapes: the drawing primitives the table and the phones share (no pygame).

Each game's art (game/art/) describes a card, a tile, a chip or a token as a list of these,
in drawing order. The table paints them with pygame (game/engine/painter.py); the phone
server writes the same list as SVG (game/net/svg.py), so a piece cannot look one way on the
TV and another in the hand. Coordinates are pixels of the piece, as pygame's draw calls
take them: `width` 0 fills, more strokes inside the outline that many pixels wide.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from game.engine.theme import SEAT_SYMBOLS

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]
Measure = Callable[[str, int], tuple[int, int]]
"""The (width, height) of `text` written bold at `size` px: the renderer's own font."""


class Rect(NamedTuple):
    """A rectangle, its corners rounded by `radius`."""

    x: float
    y: float
    w: float
    h: float
    colour: Colour
    width: int = 0
    radius: int = 0


class Circle(NamedTuple):
    """A disc (or a ring `width` wide)."""

    cx: float
    cy: float
    r: float
    colour: Colour
    width: int = 0


class Ellipse(NamedTuple):
    """An ellipse filling the box (x, y, w, h)."""

    x: float
    y: float
    w: float
    h: float
    colour: Colour
    width: int = 0


class Polygon(NamedTuple):
    """A closed polygon."""

    points: tuple[Point, ...]
    colour: Colour
    width: int = 0


class Line(NamedTuple):
    """A straight line `width` wide."""

    start: Point
    end: Point
    colour: Colour
    width: int = 1


class Arc(NamedTuple):
    """Part of the ellipse in the box (x, y, w, h), counter-clockwise from `start` to `stop`
    radians (0 points right), `width` wide: pygame.draw.arc's arguments."""

    x: float
    y: float
    w: float
    h: float
    start: float
    stop: float
    colour: Colour
    width: int = 1


class Text(NamedTuple):
    """Bold text whose left edge is at `x` and its middle at `y` (anchor "middle"), its top at
    `y` ("top"), or its centre at (x, y) ("center"); written at `size` px, or when that is
    wider than `max_w` (0: no limit) at the largest of size - 2, size - 4... down to 28 that
    fits, then narrowed. `ring` draws a rounded box of that colour round it (PASS's A>AA)."""

    x: float
    y: float
    text: str
    size: int
    colour: Colour
    max_w: int
    anchor: str = "middle"
    ring: Colour | None = None


Shape = Rect | Circle | Ellipse | Polygon | Line | Arc | Text


class Piece(NamedTuple):
    """A piece a phone draws, by name: its size, shapes, and the radius its corners are
    rounded to (0: drawn as they are)."""

    id: str
    w: int
    h: int
    shapes: list[Shape]
    corner: int = 0


def polygon_points(centre: Point, radius: float, sides: int, turn: float) -> list[Point]:
    """Corners of a regular polygon turned by `turn` radians."""
    cx, cy = centre
    return [
        (cx + radius * math.cos(turn + 2 * math.pi * i / sides),
         cy + radius * math.sin(turn + 2 * math.pi * i / sides))
        for i in range(sides)
    ]


def star_points(centre: Point, outer: float, inner: float, points: int = 5) -> list[Point]:
    """Corners of a star with `points` points, the first straight up."""
    cx, cy = centre
    pts = []
    for i in range(points * 2):
        rad = outer if i % 2 == 0 else inner
        ang = -math.pi / 2 + i * math.pi / points
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    return pts


def symbol_outline(symbol: str, size: float) -> tuple[Point, ...]:
    """The corners of a seat symbol (theme.SEAT_SYMBOLS) `size` px across, around (0, 0)."""
    r = size / 2
    if symbol == "circle":
        pts = polygon_points((0, 0), r, 32, 0.0)
    elif symbol == "square":
        pts = polygon_points((0, 0), r * 1.25, 4, math.pi / 4)
    elif symbol == "triangle":
        pts = polygon_points((0, r * 0.15), r * 1.1, 3, -math.pi / 2)
    elif symbol == "diamond":
        pts = [(0, -r), (r * 0.8, 0), (0, r), (-r * 0.8, 0)]
    elif symbol == "star":
        pts = star_points((0, 0), r * 1.05, r * 0.45)
    elif symbol == "cross":
        t = r * 0.36
        pts = [
            (-t, -r), (t, -r), (t, -t), (r, -t), (r, t), (t, t),
            (t, r), (-t, r), (-t, t), (-r, t), (-r, -t), (-t, -t),
        ]
    elif symbol == "hexagon":
        pts = polygon_points((0, 0), r, 6, 0.0)
    else:
        raise ValueError(f"Unknown seat symbol {symbol!r}; symbols are {SEAT_SYMBOLS}.")
    return tuple(pts)
