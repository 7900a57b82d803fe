"""Paints game/engine/shapes primitives onto a pygame surface, each as the pygame draw call
its fields are the arguments of (the phones write the same shapes as SVG)."""
from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from game.engine.shapes import Arc, Circle, Ellipse, Line, Polygon, Rect, Shape, Text

TextRender = Callable[[Text], pygame.Surface]
"""Renders a Text's words (bold, at its size, narrowed to its max_w): the caller's font."""


def paint(surface: pygame.Surface, shapes: Iterable[Shape],
          render: TextRender | None = None) -> None:
    """Draw `shapes` in order; Text needs `render`."""
    for shape in shapes:
        if isinstance(shape, Rect):
            pygame.draw.rect(surface, shape.colour, (shape.x, shape.y, shape.w, shape.h),
                             shape.width, border_radius=shape.radius)
        elif isinstance(shape, Circle):
            pygame.draw.circle(surface, shape.colour, (shape.cx, shape.cy), shape.r, shape.width)
        elif isinstance(shape, Ellipse):
            pygame.draw.ellipse(surface, shape.colour, (shape.x, shape.y, shape.w, shape.h),
                                shape.width)
        elif isinstance(shape, Polygon):
            pygame.draw.polygon(surface, shape.colour, shape.points, shape.width)
        elif isinstance(shape, Line):
            pygame.draw.line(surface, shape.colour, shape.start, shape.end, shape.width)
        elif isinstance(shape, Arc):
            pygame.draw.arc(surface, shape.colour, (shape.x, shape.y, shape.w, shape.h),
                            shape.start, shape.stop, shape.width)
        elif isinstance(shape, Text):
            if render is None:
                raise ValueError(f"Text {shape.text!r} needs a font to be painted with.")
            _text(surface, shape, render(shape))


def _text(surface: pygame.Surface, shape: Text, words: pygame.Surface) -> None:
    """Blit rendered words where `shape` anchors them, with its ring round them if any."""
    w, h = words.get_size()
    x = shape.x - w // 2 if shape.anchor == "center" else shape.x
    top = shape.y if shape.anchor == "top" else shape.y - h // 2
    if shape.ring is not None:
        box = pygame.Rect(x - 4, top - 2, w + 8, h + 4)
        pygame.draw.rect(surface, shape.ring, box, 3, border_radius=8)
    surface.blit(words, (x, top))
