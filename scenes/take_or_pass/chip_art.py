"""Chips and chip piles for Take or Pass, drawn in code and cached (the shapes and piles of
game/art/take_or_pass.py, which the phones draw too).

A pile of known size grows with its count (stacks of five, side by side), so
the pot visibly swells with each pass. A pile of unknown size (another
player's hidden chips, docs/rules.md T6) is one fixed heap whatever the count, so
the picture itself can never leak the number.
"""
from __future__ import annotations

import pygame

from game.art.take_or_pass import (
    disc_shapes,
    edge_height,
    edge_shapes,
    empty_shapes,
    pile_layers,
    unknown_layers,
)
from game.art.take_or_pass import per_stack as chips_per_stack
from game.engine.painter import paint
from game.engine.shapes import Shape
from game.engine.theme import INK


def _drawn(d: int, h: int, shapes: list[Shape]) -> pygame.Surface:
    surf = pygame.Surface((d, h), pygame.SRCALPHA)
    paint(surf, shapes)
    return surf


class ChipArt:
    """Builds and caches chips, counted piles and unknown piles."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def chip(self, d: int) -> pygame.Surface:
        """A single chip, `d` px across (the one that slides on a pass)."""
        key = ("chip", d)
        if key not in self._cache:
            self._cache[key] = _drawn(d, d, disc_shapes(d))
        return self._cache[key]

    def edge(self, d: int) -> pygame.Surface:
        """A single chip seen edge-on (one layer of a stack)."""
        key = ("edge", d)
        if key not in self._cache:
            self._cache[key] = _drawn(d, edge_height(d), edge_shapes(d))
        return self._cache[key]

    @staticmethod
    def per_stack(count: int) -> int:
        """Chips per stack: five, or more once six stacks of five are not enough."""
        return chips_per_stack(count)

    def pile_size(self, count: int, d: int) -> tuple[int, int]:
        """The (w, h) a counted pile of `count` chips needs."""
        w, h, _spots = pile_layers(count, d)
        return w, h

    def pile(self, count: int, d: int) -> pygame.Surface:
        """`count` chips in stacks of five, left to right; an empty pile is a faint ring."""
        key = ("pile", count, d)
        if key not in self._cache:
            self._cache[key] = self._stacked(pile_layers(count, d), d, count <= 0)
        return self._cache[key]

    def unknown_pile(self, d: int) -> pygame.Surface:
        """A heap of unknown size: always the same picture, with a "?" badge drawn by the caller."""
        key = ("unknown", d)
        if key not in self._cache:
            self._cache[key] = self._stacked(unknown_layers(d), d, False)
        return self._cache[key]

    def _stacked(self, layers: tuple[int, int, list[tuple[int, int]]], d: int,
                 empty: bool) -> pygame.Surface:
        w, h, spots = layers
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if empty:
            paint(surf, empty_shapes(d))
        layer = self.edge(d)
        surf.blits([(layer, spot) for spot in spots], doreturn=False)
        return surf


def badge(surface: pygame.Surface, text: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    """Draw rendered `text` on a dark rounded badge centred at `center`; return its rect."""
    rect = text.get_rect(center=center).inflate(18, 6)
    pygame.draw.rect(surface, (*INK, 220), rect, border_radius=rect.height // 2)
    surface.blit(text, text.get_rect(center=rect.center))
    return rect
