"""Chips and chip piles for Take or Pass, drawn in code and cached.

A pile of known size grows with its count (stacks of five, side by side), so
the pot visibly swells with each pass. A pile of unknown size (another
player's hidden chips, docs/rules.md T6) is one fixed heap whatever the count, so
the picture itself can never leak the number.
"""
from __future__ import annotations

import pygame

from game.engine.theme import INK, WHITE

CHIP = (46, 88, 168)
CHIP_EDGE = (22, 40, 86)
CHIP_STRIPE = (236, 236, 240)
STACK = 5  # chips per stack: five is what an eye counts without counting
MAX_STACKS = 6  # a bigger pot stacks higher rather than wider


def _disc(d: int) -> pygame.Surface:
    """One chip seen from above: a disc with edge stripes and an inner ring."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    r = d // 2
    c = (r, r)
    pygame.draw.circle(surf, CHIP_EDGE, c, r)
    pygame.draw.circle(surf, CHIP, c, r - max(1, d // 24))
    # Six white edge stripes: what makes a disc read as a poker chip.
    for k in range(6):
        start = k * 60 + 15
        rect = pygame.Rect(0, 0, d, d).inflate(-max(2, d // 14), -max(2, d // 14))
        pygame.draw.arc(
            surf, CHIP_STRIPE, rect, start * 3.14159 / 180, (start + 22) * 3.14159 / 180,
            max(2, d // 9),
        )
    pygame.draw.circle(surf, CHIP_STRIPE, c, int(r * 0.58), max(1, d // 22))
    return surf


def _edge(d: int) -> pygame.Surface:
    """One chip seen from the side, for stacks: a flat ellipse with a striped rim."""
    h = max(6, int(d * 0.42))
    surf = pygame.Surface((d, h), pygame.SRCALPHA)
    rim = max(3, h // 3)
    pygame.draw.ellipse(surf, CHIP_EDGE, (0, rim, d, h - rim))
    pygame.draw.rect(surf, CHIP_EDGE, (0, (h - rim) // 2, d, rim))
    for k in range(4):
        x = int(d * (0.12 + 0.22 * k))
        pygame.draw.rect(surf, CHIP_STRIPE, (x, (h - rim) // 2 + 1, max(2, d // 12), rim))
    pygame.draw.ellipse(surf, CHIP, (0, 0, d, h - rim))
    top = h - rim
    pygame.draw.ellipse(surf, CHIP_STRIPE, (d // 5, top // 5, d * 3 // 5, top * 3 // 5), 1)
    return surf


class ChipArt:
    """Builds and caches chips, counted piles and unknown piles."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def chip(self, d: int) -> pygame.Surface:
        """A single chip, `d` px across (the one that slides on a pass)."""
        key = ("chip", d)
        if key not in self._cache:
            self._cache[key] = _disc(d)
        return self._cache[key]

    def edge(self, d: int) -> pygame.Surface:
        """A single chip seen edge-on (one layer of a stack)."""
        key = ("edge", d)
        if key not in self._cache:
            self._cache[key] = _edge(d)
        return self._cache[key]

    @staticmethod
    def per_stack(count: int) -> int:
        """Chips per stack: five, or more once six stacks of five are not enough."""
        return max(STACK, -(-count // MAX_STACKS))

    def pile_size(self, count: int, d: int) -> tuple[int, int]:
        """The (w, h) a counted pile of `count` chips needs."""
        per = self.per_stack(count)
        stacks = max(1, -(-count // per))
        step = max(3, int(d * 0.18))
        layer = self.edge(d).get_height()
        height = layer + (min(count, per) - 1) * step if count else layer
        return stacks * (d + d // 8) - d // 8, height

    def pile(self, count: int, d: int) -> pygame.Surface:
        """`count` chips in stacks of five, left to right; an empty pile is a faint ring."""
        key = ("pile", count, d)
        if key in self._cache:
            return self._cache[key]
        w, h = self.pile_size(count, d)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        layer = self.edge(d)
        step = max(3, int(d * 0.18))
        if count <= 0:
            pygame.draw.ellipse(surf, (*WHITE, 70), (0, 0, d, layer.get_height()), 2)
        per = self.per_stack(count)
        for i in range(max(0, count)):
            col, row = divmod(i, per)
            surf.blit(layer, (col * (d + d // 8), h - layer.get_height() - row * step))
        self._cache[key] = surf
        return surf

    def unknown_pile(self, d: int) -> pygame.Surface:
        """A heap of unknown size: always the same picture, with a "?" badge drawn by the caller."""
        key = ("unknown", d)
        if key not in self._cache:
            layer = self.edge(d)
            step = max(3, int(d * 0.18))
            w = int(d * 1.7)
            h = layer.get_height() + 2 * step
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            # A loose heap (two stacks of uneven height) reads as "some chips", not a number.
            for x, rows in ((0, 3), (int(d * 0.7), 2)):
                for row in range(rows):
                    surf.blit(layer, (x, h - layer.get_height() - row * step))
            self._cache[key] = surf
        return self._cache[key]


def badge(surface: pygame.Surface, text: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    """Draw rendered `text` on a dark rounded badge centred at `center`; return its rect."""
    rect = text.get_rect(center=center).inflate(18, 6)
    pygame.draw.rect(surface, (*INK, 220), rect, border_radius=rect.height // 2)
    surface.blit(text, text.get_rect(center=rect.center))
    return rect
