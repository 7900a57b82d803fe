"""Dominoes drawn in code: the tiles of game/art/dominoes.py (which the phones draw too) on a body
lit from above.

Tiles are drawn three times too large and smoothed down, so pips stay round
and crisp at any size; every surface is cached by what it shows. Angles follow
scenes/dominoes/train_layout.py: the direction from the tile's first number to its
second (0 = first on the left, 90 = first on top, 180 = first on the right,
270 = first at the bottom).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.art.dominoes import BACK_EDGE, IVORY_EDGE, back_shapes, check_numbers, corner, face_shapes
from game.art.dominoes import thickness as tile_thickness
from game.engine import theme
from game.engine.draw import SurfaceCache
from game.engine.painter import paint

SUPERSAMPLE = 3

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
    check_numbers(a, b)
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
    thick = tile_thickness(length)
    upright = angle % 180 != 0
    # The face drawn horizontally (first number on the left), then turned.
    flat = (length - thick, w) if upright else (length, h - thick)
    big = pygame.Surface((flat[0] * k, flat[1] * k), pygame.SRCALPHA)
    paint(big, back_shapes(*big.get_size()) if numbers is None
          else face_shapes(*numbers, *big.get_size()))
    if angle:
        # pygame turns counter-clockwise; our angles run clockwise on screen.
        big = pygame.transform.rotate(big, -angle)
    face = pygame.transform.smoothscale(big, (w, h - thick))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = corner(w, h)
    edge = BACK_EDGE if numbers is None else IVORY_EDGE
    pygame.draw.rect(out, edge, (0, thick, w, h - thick), border_radius=radius)
    out.blit(face, (0, 0))
    if theme.LOOK.high_contrast:  # a dark outline, so touching tiles stay apart
        pygame.draw.rect(out, theme.PIECE_EDGE, (0, 0, w, h), width=2, border_radius=radius)
    return out
