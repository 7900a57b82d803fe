"""Where the Take or Pass table puts things, from the Tiled layout's anchors.

Each seat's rectangle keeps its top strip for the frame's name plate; below it
go a line with the seat's chips and score, then its cards. A seat may grow
downwards into free felt (never into another anchor), because a seat at 3
players can hold a dozen cards.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.frame.seat_plates import PLATE_H

if TYPE_CHECKING:
    from game.engine.layout import TableLayout

LINE_H = 36  # the chips-and-score line under the plate
GROW = 110  # at most this much extra height below a seat's rectangle
WIDEN = 200  # at most this much extra width to the right of a seat's rectangle
RISE = 230  # at most this much room above a seat's plate (for a seat with none below)
MARGIN = 8

AREAS = ("pile", "card", "hand", "controls", "score")
CENTRE_CARD = (230, 322)
PILE_CARD = (170, 238)


class Geometry:
    """Every rectangle the table draws in, computed once from the layout."""

    def __init__(self, layout: TableLayout, players: int) -> None:
        self.players = players
        named = {k: pygame.Rect(layout.rect(k)) for k in AREAS}
        self.pile_area = named["pile"]
        self.card_area = named["card"]
        self.hand = named["hand"]
        self.controls = named["controls"]
        self.score = named["score"]
        self.seats = [pygame.Rect(layout.rect(f"seat-{s}")) for s in range(players)]
        self.log = pygame.Rect(layout.rect("log"))  # the frame's move log
        others = list(named.values())
        self.boxes = [self._grow(r, [o for o in [*others, *self.seats] if o is not r])
                      for r in self.seats]
        # Then rightwards, clear of every other area and of the other seats' boxes.
        for i in range(players):
            rivals = [*others, *(b for j, b in enumerate(self.boxes) if j != i)]
            self.boxes[i] = self._widen(self.boxes[i], rivals)
        # Room above a plate must also keep clear of the other seats' grown boxes.
        self.above = [self._rise(r, [*others, *(b for j, b in enumerate(self.boxes) if j != i)])
                      for i, r in enumerate(self.seats)]
        w, h = PILE_CARD
        self.pile_card = pygame.Rect(0, 0, w, h)
        self.pile_card.midtop = (self.pile_area.centerx, self.pile_area.y + 40)
        w, h = CENTRE_CARD
        self.centre_card = pygame.Rect(0, 0, w, h)
        self.centre_card.midtop = (self.card_area.centerx, self.card_area.y + 8)
        below = self.centre_card.bottom + 12
        self.pot = pygame.Rect(self.card_area.x, below, self.card_area.w,
                               max(60, self.card_area.bottom - below))
        half = (self.controls.h - 12) // 2
        self.take_button = pygame.Rect(self.controls.x, self.controls.y, self.controls.w, half)
        self.pass_button = pygame.Rect(self.controls.x, self.controls.bottom - half,
                                       self.controls.w, half)

    @staticmethod
    def _grow(rect: pygame.Rect, others: list[pygame.Rect]) -> pygame.Rect:
        """Extend `rect` downwards into free felt, stopping short of any other anchor."""
        limit = rect.bottom + GROW
        for other in others:
            if other.left < rect.right and rect.left < other.right and other.top >= rect.bottom:
                limit = min(limit, other.top - MARGIN)
        limit = min(limit, 1080 - MARGIN)
        return pygame.Rect(rect.x, rect.y, rect.w, max(rect.h, limit - rect.y))

    @staticmethod
    def _widen(rect: pygame.Rect, others: list[pygame.Rect]) -> pygame.Rect:
        """Extend `rect` to the right into free felt (a seat's cards may run past its plate)."""
        limit = rect.right + WIDEN
        for other in others:
            if other.top < rect.bottom and rect.top < other.bottom and other.left >= rect.right:
                limit = min(limit, other.left - MARGIN)
        limit = min(limit, 1920 - MARGIN)
        return pygame.Rect(rect.x, rect.y, max(rect.w, limit - rect.x), rect.h)

    @staticmethod
    def _rise(rect: pygame.Rect, others: list[pygame.Rect]) -> pygame.Rect:
        """Free felt just above `rect` (used when its cards do not fit below the plate)."""
        limit = rect.top - RISE
        for other in others:
            if other.left < rect.right and rect.left < other.right and other.bottom <= rect.top:
                limit = max(limit, other.bottom + MARGIN)
        limit = max(limit, MARGIN)
        return pygame.Rect(rect.x, limit, rect.w, max(0, rect.top - MARGIN - limit))

    def seat_content(self, seat: int) -> pygame.Rect:
        """A seat's area below its name plate."""
        box = self.boxes[seat]
        top = box.y + PLATE_H + 6
        return pygame.Rect(box.x, top, box.w, box.bottom - top)

    def seat_line(self, seat: int) -> pygame.Rect:
        """The chips-and-score line of a seat (as wide as its plate)."""
        content = self.seat_content(seat)
        return pygame.Rect(content.x, content.y, self.seats[seat].w, LINE_H)

    def seat_chips(self, seat: int) -> pygame.Rect:
        """Where a seat's chip pile sits (the left of its line)."""
        line = self.seat_line(seat)
        return pygame.Rect(line.x + 4, line.y, 60, LINE_H)

    def seat_cards(self, seat: int) -> pygame.Rect:
        """Where a seat's cards are laid out."""
        content = self.seat_content(seat)
        top = content.y + LINE_H + 4
        return pygame.Rect(content.x, top, content.w, content.bottom - top)
