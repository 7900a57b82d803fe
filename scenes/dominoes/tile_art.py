"""Dominoes drawn in code: ivory tiles with a divider and pips 0-6, and face-down backs.

Tiles are drawn three times too large and smoothed down, so pips stay round
and crisp at any size; every surface is cached by what it shows. Angles follow
scenes/dominoes/train_layout.py: the direction from the tile's first number to its
second (0 = first on the left, 90 = first on top, 180 = first on the right,
270 = first at the bottom).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import theme
from game.engine.draw import SurfaceCache

IVORY = (246, 240, 222)
IVORY_EDGE = (196, 184, 156)  # the tile's thickness, seen below and to the right
OUTLINE = (92, 80, 62)
DIVIDER = (120, 106, 86)
PIN = (196, 156, 72)  # the brass spinner pin in the middle of the divider
PIP = (26, 24, 28)
BACK = (112, 36, 46)
BACK_EDGE = (70, 20, 28)
BACK_LINE = (196, 140, 110)

SUPERSAMPLE = 3

# Where pips sit in a square half, on a 3x3 grid of (column, row) in -1..1.
PIP_SPOTS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}

# Least recently used tiles go first past the bound: clearing the whole cache at once
# made the next frame redraw every tile on the table.
_CACHE = SurfaceCache(16 * 1024 * 1024)


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The surface for `key`, drawn once by `make()`."""
    return _CACHE.get(key, make)


def tile_size(length: int, angle: int) -> tuple[int, int]:
    """Width and height of a tile `length` long lying at `angle`."""
    short = length // 2
    return (length, short) if angle % 180 == 0 else (short, length)


def tile_face(a: int, b: int, length: int, angle: int = 0) -> pygame.Surface:
    """A face-up tile showing `a` then `b` in the direction `angle` (see module doc)."""
    if not (0 <= a <= 6 and 0 <= b <= 6):
        raise ValueError(f"A double-six tile has numbers 0 to 6, not {a}-{b}.")
    angle %= 360
    return _cached(("face", a, b, length, angle, theme.LOOK.high_contrast),
                   lambda: _tile(length, angle, (a, b)))


def tile_back(length: int, angle: int = 90) -> pygame.Surface:
    """A face-down tile (the same for every tile: nothing about it can be read)."""
    angle = 0 if angle % 180 == 0 else 90
    return _cached(("back", length, angle, theme.LOOK.high_contrast),
                   lambda: _tile(length, angle, None))


def _tile(length: int, angle: int, numbers: tuple[int, int] | None) -> pygame.Surface:
    """A tile at `angle`: its face drawn flat and turned, on a body lit from above.

    The tile's thickness always shows below its face, whichever way it lies,
    so every tile on the table seems lit from the same side.
    """
    k = SUPERSAMPLE
    w, h = tile_size(length, angle)
    thick = max(2, length // 36)
    upright = angle % 180 != 0
    # The face drawn horizontally (first number on the left), then turned.
    flat = (length - thick, w) if upright else (length, h - thick)
    big = pygame.Surface((flat[0] * k, flat[1] * k), pygame.SRCALPHA)
    if numbers is None:
        _draw_back(big)
    else:
        _draw_face(big, *numbers)
    if angle:
        # pygame turns counter-clockwise; our angles run clockwise on screen.
        big = pygame.transform.rotate(big, -angle)
    face = pygame.transform.smoothscale(big, (w, h - thick))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, min(w, h) // 7)
    edge = BACK_EDGE if numbers is None else IVORY_EDGE
    pygame.draw.rect(out, edge, (0, thick, w, h - thick), border_radius=radius)
    out.blit(face, (0, 0))
    if theme.LOOK.high_contrast:  # a dark outline, so touching tiles stay apart
        pygame.draw.rect(out, theme.PIECE_EDGE, (0, 0, w, h), width=2, border_radius=radius)
    return out


def _draw_face(big: pygame.Surface, a: int, b: int) -> None:
    """Ivory, outline, divider with its pin, and the pips; `a` on the left."""
    w, h = big.get_size()
    radius = max(2, h // 7)
    pygame.draw.rect(big, IVORY, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(big, OUTLINE, (0, 0, w, h), width=max(2, h // 40), border_radius=radius)
    mid = w // 2
    inset = h // 8
    pygame.draw.line(big, DIVIDER, (mid, inset), (mid, h - inset), max(2, h // 28))
    pygame.draw.circle(big, PIN, (mid, h // 2), max(2, h // 22))
    for value, left in ((a, 0), (b, mid)):
        _pips(big, value, left, mid, h)


def _pips(big: pygame.Surface, value: int, left: int, width: int, height: int) -> None:
    """Pips for `value` inside the half starting at x = `left`."""
    cx, cy = left + width / 2, height / 2
    step = min(width, height) * 0.27
    radius = max(2.0, min(width, height) * 0.085)
    for col, row in PIP_SPOTS[value]:
        centre = (cx + col * step, cy + row * step)
        pygame.draw.circle(big, PIP, centre, radius)


def _draw_back(big: pygame.Surface) -> None:
    """Dark lacquer with an inset line and a diamond: nothing to read."""
    w, h = big.get_size()
    radius = max(2, h // 7)
    pygame.draw.rect(big, BACK, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(big, BACK_EDGE, (0, 0, w, h), width=max(2, h // 40), border_radius=radius)
    inset = h // 6
    rect = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pygame.draw.rect(big, BACK_LINE, rect, width=max(2, h // 30), border_radius=max(2, h // 12))
    cx, cy, r = w / 2, h / 2, h * 0.18
    diamond = [(cx - r * 1.6, cy), (cx, cy - r), (cx + r * 1.6, cy), (cx, cy + r)]
    pygame.draw.polygon(big, BACK_LINE, diamond)
