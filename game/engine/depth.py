"""Weight for pieces on the table: soft shadows that grow and soften as a piece lifts.

A piece drawn with `shadow_under` first seems to rest on the felt; one lifted (focused,
picked up, in flight) casts its shadow further and fainter, so height reads at a glance.
Shadows are blurred once per size (drawn small, scaled up smoothly) and cached.
"""
from __future__ import annotations

import pygame

from game.engine.draw import SurfaceCache

BLUR = 16  # px of margin round a shadow for its soft edge
SOFT = 8  # the shadow is drawn this many times smaller, then scaled up: its softness
REST = (5, 9)  # a resting piece's shadow offset (x, y)
DARK = 150  # a resting shadow's alpha at its core
LIFT_SPREAD = 0.8  # how far the shadow moves per px of lift
FLIGHT = 40.0  # px of lift at which the shadow is faintest
_CACHE = SurfaceCache(8 * 1024 * 1024)


def _shadow(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    """A blurred rounded shadow of `size` plus BLUR on every side (cached)."""
    def make() -> pygame.Surface:
        w, h = size
        f = SOFT
        small = pygame.Surface((max(2, (w + 2 * BLUR) // f), max(2, (h + 2 * BLUR) // f)),
                               pygame.SRCALPHA)
        inner = pygame.Rect(BLUR // f, BLUR // f, max(1, w // f), max(1, h // f))
        pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=max(1, radius // f))
        # Scaling a small image up smoothly is the blur (a ramp about SOFT px wide across
        # each edge): no per-pixel work in Python.
        return pygame.transform.smoothscale(small, (w + 2 * BLUR, h + 2 * BLUR))

    return _CACHE.get(("shadow", size, radius, alpha), make)


def shadow_image(size: tuple[int, int], radius: int = 10,
                 lift: float = 0.0) -> tuple[pygame.Surface, tuple[int, int]]:
    """The soft shadow of a piece of `size` lifted `lift` px above the felt, and how far its
    centre lies from the piece's centre (for pieces drawn turned: turn the shadow too)."""
    height = min(1.0, max(0.0, lift) / FLIGHT)
    alpha = int(DARK * (1.0 - 0.45 * height))
    alpha -= alpha % 8  # a few alpha steps keep the cache small
    return _shadow(size, radius, alpha), _offset(lift)


def _offset(lift: float) -> tuple[int, int]:
    """How far a shadow's centre lies from its piece's, the piece lifted `lift` px."""
    return (round(REST[0] + lift * LIFT_SPREAD * 0.5), round(REST[1] + lift * LIFT_SPREAD))


def shadow_under(surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int],
                 radius: int = 10, lift: float = 0.0) -> None:
    """Draw the soft shadow of a piece at `rect` lifted `lift` px above the felt (draw the
    piece after it)."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    image, (dx, dy) = shadow_image(rect.size, radius, lift)
    surface.blit(image, (rect.x - BLUR + dx, rect.y - BLUR + dy))


def shadow_bounds(rect: pygame.Rect | tuple[int, int, int, int],
                  lift: float = 0.0) -> pygame.Rect:
    """The rect a piece at `rect` lifted `lift` px covers together with its shadow."""
    rect = pygame.Rect(rect)
    return rect.union(rect.move(_offset(lift)).inflate(2 * BLUR, 2 * BLUR))


def lift_rect(rect: pygame.Rect, lift: float) -> pygame.Rect:
    """`rect` raised by `lift` px (a lifted piece is drawn higher than it rests)."""
    return pygame.Rect(rect).move(0, -round(lift))
