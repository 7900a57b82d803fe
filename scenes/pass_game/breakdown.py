"""The PASS deal-end breakdown the scoring scene shows: every hand revealed, then the award.

Rows appear one by one (the winner first, then clockwise); each shows the seat's
remaining cards face up, what the deal gave it (a crown, or 4/2/1 points) and the
seat's match total after this deal: crowns out of three, or points toward ten.
The totals show the score before the deal until the award pops in, then after it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import draw, theme
from game.rules.pass_game.deck import hand_order
from game.rules.pass_game.winning import CROWNS_TO_WIN, POINTS_TO_WIN
from scenes.frame.game_table import Breakdown
from scenes.pass_game.card_art import card_face
from scenes.pass_game.token_art import crown, glow, point_token

if TYPE_CHECKING:
    from game.engine.context import AppContext

ROW_SECONDS = 0.45
AWARD_SECONDS = 0.6
MINI_W, MINI_H = 80, 116
HEAD_H = 40  # the column heads above the rows
FOOT_H = 44  # the match's winning line under them
AWARD_D = 76
SLOT_D = 44  # a crown slot in the match column
POP_STEPS = 12  # the award pop is drawn from this many cached sizes, not one per frame

# Right-hand columns, measured from the body's right edge: match total, award, cards left.
MATCH_W = 3 * (SLOT_D + 6)
AWARD_X = MATCH_W + 90
LEFT_X = AWARD_X + 150


class PassBreakdown(Breakdown):
    """Animated rows from a DealWon event: hands left, the award and each seat's match total."""

    def __init__(self, ctx: AppContext, seats: list, deal: Any, win: str) -> None:
        self.ctx = ctx
        self.seats = seats
        self.deal = deal
        self.win = win
        n = len(deal.hands)
        self.order = [(deal.seat + i) % n for i in range(n)]
        self.time = 0.0
        self.total = ROW_SECONDS * n + AWARD_SECONDS
        self._pops: dict[tuple[int, int], pygame.Surface] = {}

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
        if self.done:
            return 1.0  # exactly: the rows' float sum may leave the pop a hair short
        start = ROW_SECONDS * len(self.order)
        return max(0.0, min(1.0, (self.time - start) / AWARD_SECONDS))

    def match_total(self, seat: int) -> int:
        """The seat's crowns or points as shown now: before this deal until the award lands."""
        after = self.deal.points[seat] if self.win == "points" else self.deal.crowns[seat]
        if self.win != "points":
            award = 1 if self.deal.awards[seat] else 0
            return after if self.award_progress() >= 1.0 else after - award
        return after - self.deal.awards[seat] + round(self.deal.awards[seat] *
                                                      self.award_progress())

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """Column heads, the rows shown so far and the match's winning line; never changes state."""
        text = self.ctx.text
        rect = pygame.Rect(rect)
        heads = (("cards left", rect.right - LEFT_X, "topright"),
                 ("this deal", rect.right - AWARD_X, "midtop"),
                 ("match", rect.right - MATCH_W // 2, "midtop"))
        for word, x, anchor in heads:
            text.blit(surface, word, theme.TEXT_MIN, (x, rect.y), theme.TEXT_DIM, False, anchor)
        for seat in self.order[: self.rows_shown()]:
            row = self._row_band(seat, rect)
            self._row(surface, rect, seat, row.y, row.h)
        goal = (f"{POINTS_TO_WIN} points" if self.win == "points"
                else f"{CROWNS_TO_WIN} crowns")
        text.blit(surface, f"{goal} win the match", theme.TEXT_MIN,
                  (rect.right, self._row_band(self.order[-1], rect).bottom + 8), theme.TEXT_DIM,
                  False, "topright")

    def _row_band(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """The full-width band of `seat`'s row (rows under the column heads, winner first)."""
        row_h = min(140, (rect.h - HEAD_H - FOOT_H) // max(1, len(self.order)))
        return pygame.Rect(rect.x, rect.y + HEAD_H + self.order.index(seat) * row_h, rect.w,
                           row_h)

    def row_rect(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """`seat`'s row, from its symbol to its match total."""
        return self._row_band(seat, pygame.Rect(rect)).inflate(16, -8)

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, y: int,
             row_h: int) -> None:
        """One seat: symbol and name, the hand left, the award, the match total."""
        text = self.ctx.text
        mid = y + row_h // 2
        info = self.seats[seat] if seat < len(self.seats) else None
        colour = info.colour if info else theme.TEXT
        name = info.name if info else f"Seat {seat + 1}"
        if info is not None:
            draw.draw_seat_symbol(surface, info.symbol, (rect.x + 22, mid), 26, colour)
        else:
            pygame.draw.circle(surface, colour, (rect.x + 22, mid), 13)
        size = text.fit(name, theme.TEXT_BODY, 270, True)
        text.blit(surface, name, size, (rect.x + 46, mid), theme.TEXT, True, "midleft")
        hand = sorted(self.deal.hands[seat], key=hand_order)
        x0 = rect.x + 330
        if not hand:
            text.blit(surface, "out of cards: wins the deal", theme.TEXT_BODY, (x0, mid),
                      theme.HIGHLIGHT, True, "midleft")
        else:
            card_h = min(MINI_H, row_h - 8)
            card_w = card_h * MINI_W // MINI_H
            room = rect.right - LEFT_X - 70 - x0
            step = min(card_w + 4, room // len(hand))
            for j, label in enumerate(hand):
                surface.blit(card_face(label, False, card_w, card_h),
                             (x0 + j * step, mid - card_h // 2))
            text.blit(surface, f"{len(hand)}", theme.TEXT_BODY, (rect.right - LEFT_X, mid),
                      theme.TEXT_DIM, True, "midright")
        pop = self.award_progress()
        award = self.deal.awards[seat]
        if award and pop > 0:
            image = self._pop_image(award, pop)
            surface.blit(image, image.get_rect(center=(rect.right - AWARD_X, mid)))
        self._match_column(surface, rect.right - MATCH_W, mid, seat)

    def _match_column(self, surface: pygame.Surface, x: int, mid: int, seat: int) -> None:
        """Crowns as three slots (empty ones faint), or the points total and the target."""
        if self.win == "points":
            self.ctx.text.blit(surface, f"{self.match_total(seat)} / {POINTS_TO_WIN}",
                               theme.TEXT_BODY, (x + MATCH_W, mid), theme.HIGHLIGHT, True,
                               "midright")
            return
        held = self.match_total(seat)
        for i in range(CROWNS_TO_WIN):
            image = crown(SLOT_D) if i < held else _faint_crown(SLOT_D)
            surface.blit(image, image.get_rect(center=(x + SLOT_D // 2 + i * (SLOT_D + 6), mid)))

    def _pop_image(self, award: int, pop: float) -> pygame.Surface:
        """The award growing in with a glow, from a few cached steps of the pop."""
        step = max(1, round(pop * POP_STEPS))
        key = (award, step)
        image = self._pops.get(key)
        if image is None:
            p = step / POP_STEPS
            d = int(AWARD_D * min(1.0, 0.3 + p))
            image = glow(d * 2, (255, 210, 90), 1.0 - p * 0.6)
            icon = (point_token(award if award in (4, 2, 1) else 1, AWARD_D)
                    if self.win == "points" else crown(AWARD_D))
            if d != AWARD_D:
                icon = pygame.transform.smoothscale(icon, (d, d))
            image.blit(icon, icon.get_rect(center=image.get_rect().center))
            self._pops[key] = image
        return image


_FAINT: dict[int, pygame.Surface] = {}


def _faint_crown(d: int) -> pygame.Surface:
    """An empty crown slot: the crown drawn faint (made once per size)."""
    image = _FAINT.get(d)
    if image is None:
        image = crown(d).copy()
        image.set_alpha(60)
        _FAINT[d] = image
    return image
