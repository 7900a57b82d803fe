"""Parts of a picture that change rarely, painted once and blitted whole every frame.

A name plate, a button or a seat's cards take a dozen draw calls and text
measurements; drawn sixty times a second they were a large share of a table's frame.
`PartCache.draw` paints a part into a transparent image of its rectangle the first
time its key is seen and blits that image afterwards: one blit per part per frame.
The key must hold everything the painting reads (the text, the colours, the state);
the large-text scale and the high-contrast look are added to every key here, so
toggling either repaints every part.

A part is kept transparent where nothing was painted, which is exact over opaque
pixels and over nothing; text painted over a translucent shade blends a little
differently there. A part with such a shade is painted `opaque`: over a copy of what
lies beneath it when it is first painted, so it must lie over a still background
(the felt), drawn before anything that moves.
"""
from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable

import pygame

from game.engine import theme
from game.engine.draw import SurfaceCache

Paint = Callable[[pygame.Surface], None]
_ALL: weakref.WeakSet[PartCache] = weakref.WeakSet()


def forget_all() -> None:
    """Forget every part of every cache: the next draw paints everything afresh (tests that
    watch what gets painted call this first)."""
    for cache in list(_ALL):
        cache.clear()


class PartCache:
    """Painted parts by rectangle and key, bounded by memory (least recently used go)."""

    def __init__(self, max_bytes: int = 16 * 1024 * 1024) -> None:
        self._cache = SurfaceCache(max_bytes)
        # One transparent screen-sized canvas: parts paint into it at their screen
        # coordinates (so painting code needs no offsets), clipped to their rectangle.
        self._canvas: pygame.Surface | None = None
        self._solid: pygame.Surface | None = None  # the same for opaque parts
        self.painted = 0  #: parts painted so far (the rest were blits of a kept image)
        _ALL.add(self)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int],
             key: Hashable, paint: Paint, scale: float = 1.0, opaque: bool = False
             ) -> pygame.Rect:
        """Blit the part at `rect` for `key`, painting it with `paint(canvas)` first when this
        key (with `scale`, the text scale, and the look) was not painted before. `paint`
        draws at screen coordinates; whatever it draws outside `rect` is cut off."""
        rect = pygame.Rect(rect).clip(surface.get_rect())
        if rect.w <= 0 or rect.h <= 0:
            return rect
        # An opaque part also keys on a few pixels of what lies beneath (its corners), so a
        # different background (another felt, a test's plain fill) is never shown stale.
        beneath = tuple(surface.get_at_mapped(corner) for corner in (
            rect.topleft, (rect.right - 1, rect.y), (rect.x, rect.bottom - 1),
            (rect.right - 1, rect.bottom - 1))) if opaque else None
        full = (tuple(rect), scale, theme.LOOK.high_contrast, beneath, key)
        image = self._cache.get(full, lambda: self._paint(surface, rect, paint, opaque))
        surface.blit(image, rect)
        return rect

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, paint: Paint,
               opaque: bool) -> pygame.Surface:
        """Paint one part on a canvas and keep a copy of its rectangle."""
        size = surface.get_size()
        if opaque:
            if self._solid is None or self._solid.get_size() != size:
                self._solid = pygame.Surface(size, 0, surface)
            canvas = self._solid
            canvas.blit(surface, rect, rect)  # what lies beneath: the felt
        else:
            if self._canvas is None or self._canvas.get_size() != size:
                self._canvas = pygame.Surface(size, pygame.SRCALPHA)
            canvas = self._canvas
            canvas.fill((0, 0, 0, 0), rect)
        canvas.set_clip(rect)
        try:
            paint(canvas)
        finally:
            canvas.set_clip(None)
        self.painted += 1
        return canvas.subsurface(rect).copy()

    def __len__(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        """Forget every painted part (and the canvases)."""
        self._cache.clear()
        self._canvas = self._solid = None
