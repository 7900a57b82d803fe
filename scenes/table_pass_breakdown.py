"""The PASS deal-end breakdown the scoring scene shows: every hand revealed, then the award.

Rows appear one by one (the winner first, then clockwise); each shows the seat's
remaining cards face up and what the deal gave it: a crown, or 4/2/1 points.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import theme
from game.rules.pass_deck import hand_order
from scenes.art_pass_cards import card_face
from scenes.art_tokens import crown, glow, point_token
from scenes.table_api import Breakdown

ROW_SECONDS = 0.45
AWARD_SECONDS = 0.6
MINI_W, MINI_H = 80, 116


class PassBreakdown(Breakdown):
    """Animated rows from a DealWon event: hands left and the crown or points awarded."""

    def __init__(self, ctx: Any, seats: list, deal: Any, win: str) -> None:
        self.ctx = ctx
        self.seats = seats
        self.deal = deal
        self.win = win
        n = len(deal.hands)
        self.order = [(deal.seat + i) % n for i in range(n)]
        self.time = 0.0
        self.total = ROW_SECONDS * n + AWARD_SECONDS

    def update(self, dt: float) -> None:
        """Advance at the animation-speed setting ("instant" shows everything at once)."""
        scale = self.ctx.settings.anim_scale
        self.time = self.total if scale <= 0 else min(self.total, self.time + dt / scale)

    @property
    def done(self) -> bool:
        """True once every row and the award are shown."""
        return self.time >= self.total

    def skip(self) -> None:
        """Show everything now."""
        self.time = self.total

    def rows_shown(self) -> int:
        """How many rows are visible at the current time."""
        return min(len(self.order), int(self.time / ROW_SECONDS) + 1)

    def award_progress(self) -> float:
        """0..1 progress of the award pop after the rows."""
        start = ROW_SECONDS * len(self.order)
        return max(0.0, min(1.0, (self.time - start) / AWARD_SECONDS))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """Draw the rows inside `rect`; never changes state."""
        text = self.ctx.text
        n = len(self.order)
        row_h = min(140, max(MINI_H + 8, (rect.h - 10) // max(1, n)))
        pop = self.award_progress()
        for i, seat in enumerate(self.order[: self.rows_shown()]):
            y = rect.y + i * row_h
            info = self.seats[seat] if seat < len(self.seats) else None
            colour = info.colour if info else theme.TEXT
            name = info.name if info else f"Seat {seat + 1}"
            pygame.draw.circle(surface, colour, (rect.x + 22, y + row_h // 2), 14)
            text.blit(surface, name, theme.TEXT_BODY, (rect.x + 46, y + row_h // 2), theme.TEXT,
                      True, "midleft")
            hand = sorted(self.deal.hands[seat], key=hand_order)
            x0 = rect.x + 330
            if not hand:
                text.blit(surface, "out of cards: wins the deal", theme.TEXT_BODY,
                          (x0, y + row_h // 2), theme.HIGHLIGHT, True, "midleft")
            step = min(MINI_W + 4, (rect.w - 330 - 380) // max(1, len(hand)))
            for j, label in enumerate(hand):
                surface.blit(card_face(label, False, MINI_W, MINI_H),
                             (x0 + j * step, y + (row_h - MINI_H) // 2))
            if hand:
                text.blit(surface, f"{len(hand)} left", theme.TEXT_MIN,
                          (rect.right - 250, y + row_h // 2), theme.TEXT_DIM, False, "midright")
            award = self.deal.awards[seat]
            if pop >= 1.0:
                total = (f"{self.deal.points[seat]} pts" if self.win == "points"
                         else f"{self.deal.crowns[seat]} of 3")
                text.blit(surface, total, theme.TEXT_BODY, (rect.right - 110, y + row_h // 2),
                          theme.TEXT, True, "midright")
            if award and pop > 0:
                self._draw_award(surface, (rect.right - 60, y + row_h // 2), award, pop)

    def _draw_award(self, surface: pygame.Surface, at: tuple[int, int], award: int,
                    pop: float) -> None:
        """The crown or point token growing in with a glow."""
        d = int(76 * min(1.0, 0.3 + pop))
        g = glow(d * 2, (255, 210, 90), 1.0 - pop * 0.6)
        surface.blit(g, g.get_rect(center=at))
        if self.win == "points":
            img = point_token(award if award in (4, 2, 1) else 1, d)
        else:
            img = crown(d)
        surface.blit(img, img.get_rect(center=at))
