"""Text that always fits its box: paragraphs wrapped to the box's width, then, while they are
taller than the box (or a word is wider), every paragraph a step smaller, down to the
readable minimum (theme.TEXT_MIN). Nothing is cut: a text that does not fit even then is
drawn whole and noted as not fitting (game/engine/drawn.py), which the screen check fails.

Sizes are asked in the usual theme sizes; the text cache scales them for large text, so a
box laid out with large text wraps sooner and shrinks back toward normal only where room
is short.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import drawn, theme

if TYPE_CHECKING:
    from game.engine.text import Colour, TextCache

STEP = 2  # each shrink takes this much off every paragraph's size
GAP = 6  # between lines


@dataclass(frozen=True)
class Para:
    """One paragraph: its words (newlines break lines), size, colour and weight."""

    words: str
    size: int = theme.TEXT_BODY
    colour: Colour = theme.TEXT
    bold: bool = False


@dataclass(frozen=True)
class Row:
    """One line of a laid-out box: its words, the size it is drawn at, colour and weight,
    and its height."""

    words: str
    size: int
    colour: Colour
    bold: bool
    height: int


@dataclass(frozen=True)
class Laid:
    """Paragraphs laid out: the rows, the widest row's width, the total height, and whether
    it all fits the width and height it was laid out for."""

    rows: tuple[Row, ...]
    width: int
    height: int
    fits: bool


def lay_out(text: TextCache, paras: Sequence[Para], width: int, height: int | None = None,
            gap: int = GAP) -> Laid:
    """`paras` wrapped to `width`, shrunk step by step until they fit `height` (None: any
    height) and no word is wider than `width`, or every paragraph is at the minimum."""
    shrink = 0
    while True:
        sizes = [max(p.size - shrink, 1) for p in paras]
        laid = _rows(text, paras, sizes, width, gap)
        fits = laid.width <= width and (height is None or laid.height <= height)
        if fits or all(text.clamp(s) <= text.min_size for s in sizes):
            return Laid(laid.rows, laid.width, laid.height, fits)
        shrink += STEP


def _rows(text: TextCache, paras: Sequence[Para], sizes: list[int], width: int,
          gap: int) -> Laid:
    """Every paragraph wrapped at its size."""
    rows: list[Row] = []
    for para, size in zip(paras, sizes, strict=True):
        for line in text.wrap(para.words, size, width, para.bold):
            rows.append(Row(line, size, para.colour, para.bold,
                            text.size(line or " ", size, para.bold)[1]))
    widest = max((text.size(r.words, r.size, r.bold)[0] for r in rows), default=0)
    height = sum(r.height for r in rows) + gap * max(len(rows) - 1, 0)
    return Laid(tuple(rows), widest, height, True)


def draw(surface: pygame.Surface, text: TextCache, paras: Sequence[Para], rect: pygame.Rect,
         align: str = "left", valign: str = "top", gap: int = GAP,
         laid: Laid | None = None) -> Laid:
    """Lay `paras` out to fit `rect` (or use `laid`, laid out for it) and draw them there:
    rows aligned left, centre or right, the block at the top, middle or bottom."""
    rect = pygame.Rect(rect)
    laid = laid or lay_out(text, paras, rect.w, rect.h, gap)
    y = {"top": rect.y, "middle": rect.centery - laid.height // 2,
         "bottom": rect.bottom - laid.height}[valign]
    for row in laid.rows:
        if row.words:
            if align == "center":
                text.blit(surface, row.words, row.size, (rect.centerx, y), row.colour,
                          row.bold, anchor="midtop")
            elif align == "right":
                text.blit(surface, row.words, row.size, (rect.right, y), row.colour, row.bold,
                          anchor="topright")
            else:
                text.blit(surface, row.words, row.size, (rect.x, y), row.colour, row.bold)
        y += row.height + gap
    drawn.note_box(surface, " ".join(p.words for p in paras), rect, laid.fits)
    return laid
