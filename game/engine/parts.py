"""Parts of a picture that change rarely, painted once and blitted whole every frame.

A name plate, a button or a seat's cards take a dozen draw calls and text
measurements; drawn sixty times a second they were a large share of a table's frame.
`PartCache.draw` paints a part into a transparent image of its rectangle the first
time its key is seen and blits that image afterwards: one blit per part per frame.
The key must hold everything the painting reads (the text, the colours, the state);
the large-text scale and the high-contrast look are added to every key here, so
toggling either repaints every part.

A part is kept transparent where nothing was painted; give it a tight rectangle (its
empty margins are blended every frame, and copied whenever it is painted). Painted over
nothing, text and pieces keep their exact look when the part is blitted;
text painted over a translucent shade would blend a little differently, so draw such a
shade (a panel, a strip) straight onto the table and keep only what lies on it.
"""
from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable

import pygame

from game.engine import theme
from game.engine.draw import SurfaceCache

Paint = Callable[[pygame.Surface], None]
_ALL: weakref.WeakSet[PartCache] = weakref.WeakSet()


_KEEPING = [True]


def set_keeping(on: bool) -> None:
    """Keep painted parts (the default), or paint every part straight onto the picture each
    time it is drawn (to compare the two, or to profile the painting itself)."""
    _KEEPING[0] = on


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
        self.painted = 0  #: parts painted so far (the rest were blits of a kept image)
        _ALL.add(self)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int],
             key: Hashable, paint: Paint, scale: float = 1.0) -> pygame.Rect:
        """Blit the part at `rect` for `key`, painting it with `paint(canvas)` first when this
        key (with `scale`, the text scale, and the look) was not painted before. `paint`
        draws at screen coordinates; whatever it draws outside `rect` is cut off."""
        rect = pygame.Rect(rect).clip(surface.get_rect())
        if not _KEEPING[0]:
            paint(surface)
            return rect
        if rect.w <= 0 or rect.h <= 0:
            return rect
        full = (tuple(rect), scale, theme.LOOK.high_contrast, key)
        image = self._cache.get(full, lambda: self._paint(surface.get_size(), rect, paint))
        surface.blit(image, rect)
        return rect

    def _paint(self, size: tuple[int, int], rect: pygame.Rect, paint: Paint) -> pygame.Surface:
        """Paint one part on the canvas; keep a copy of what it painted in its rectangle."""
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
        """Forget every painted part (and the canvas)."""
        self._cache.clear()
        self._canvas = None
