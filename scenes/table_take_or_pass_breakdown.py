"""The animated Take or Pass score breakdown the scoring scene shows after each game.

Seat by seat: the cards appear in runs, then every card but the lowest of each
run fades (a run counts only its lowest card), then the chips come off and the
game score and match total appear. Last, the 9 removed cards are revealed.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import draw, theme
from game.rules.take_or_pass import GameScored, MatchWon
from scenes.art_playing_cards import CardArt
from scenes.table_api import Breakdown, SeatInfo
from scenes.table_take_or_pass_parts import CardSize, fit_cards, signed

STEP = 0.7  # seconds per seat at normal speed
FADE = 0.4  # of which the non-counting cards take this long to fade
ROW_CARDS = (CardSize(50, 70, 42, 36, 12), CardSize(48, 68, 38, 34, 8))


class TakeOrPassBreakdown(Breakdown):
    """One game's scores: runs collapse to their lowest card, chips are subtracted."""

    def __init__(
        self,
        ctx: Any,
        seats: list[SeatInfo],
        cards: tuple[tuple[int, ...], ...],
        scored: GameScored,
        events: list,
        games: int,
    ) -> None:
        self.ctx = ctx
        self.seats = seats
        self.cards = cards
        self.scored = scored
        self.games = games
        self.art = CardArt(ctx.text)
        won = [e for e in events if isinstance(e, MatchWon)]
        self.winners: tuple[int, ...] = won[-1].winners if won else ()
        self.clock = 0.0
        self.prev_clock = 0.0
        self.length = STEP * (len(seats) + 1)

    def update(self, dt: float) -> None:
        """Advance at the animation-speed setting ("instant" shows everything at once)."""
        scale = self.ctx.settings.anim_scale
        self.prev_clock = self.clock
        self.clock = self.length if scale <= 0 else min(self.length, self.clock + dt / scale)

    @property
    def done(self) -> bool:
        """True once every seat and the removed cards are shown."""
        return self.clock >= self.length

    def skip(self) -> None:
        """Show everything now."""
        self.clock = self.prev_clock = self.length

    def lines(self) -> list[str]:
        """Each seat's sum in words (also what the breakdown draws), e.g. "13 + 24 − 5 = 32"."""
        out = []
        for seat, info in enumerate(self.seats):
            chips = self.scored.chips[seat]
            points = self.scored.card_points[seat]
            out.append(f"{info.name}: {points} − {chips} = {signed(self.scored.scores[seat])}")
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """Title, one row per seat as far as the clock has got, then the removed cards."""
        clock = self.prev_clock + (self.clock - self.prev_clock) * alpha
        text = self.ctx.text
        rect = pygame.Rect(rect)
        heads = (("cards", 0.60), ("chips", 0.72), ("game", 0.84)) + (
            (("total", 0.96),) if self.games > 1 else ())
        for word, at in heads:
            text.blit(surface, word, theme.TEXT_MIN, (rect.x + int(rect.w * at), rect.y),
                      theme.TEXT_DIM, False, "topright")
        # The scoring scene titles the game; the rows start under the column heads.
        top = rect.y + 40
        bottom_band = 120
        row_h = max(76, min(100, (rect.h - 40 - bottom_band) // max(1, len(self.seats))))
        for seat in range(len(self.seats)):
            local = clock - seat * STEP
            if local < 0:
                break
            self._row(surface, rect, seat, top + seat * row_h, row_h, min(1.0, local / FADE))
        if clock >= len(self.seats) * STEP:
            self._removed(surface, rect, top + len(self.seats) * row_h + 8)

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, y: int, h: int,
             fade: float) -> None:
        text = self.ctx.text
        info = self.seats[seat]
        mid = y + h // 2
        if seat in self.winners:
            draw.panel(surface, (rect.x, y + 2, rect.w, h - 4), (70, 60, 20), shadow=False,
                       border=theme.HIGHLIGHT)
        draw.draw_seat_symbol(surface, info.symbol, (rect.x + 24, mid), 26, info.colour)
        name_w = int(rect.w * 0.16)
        size = text.fit(info.name, theme.TEXT_BODY, name_w, True)
        text.blit(surface, info.name, size, (rect.x + 46, mid), theme.TEXT, True, "midleft")
        area = (rect.x + 56 + name_w, y + (h - 70) // 2, int(rect.w * 0.60) - 80 - name_w - 60, h)
        _size, placed = fit_cards(self.cards[seat], area, ROW_CARDS)
        for p in placed:
            face = self.art.face(p.value, _size.w, _size.h, marked=p.counts)
            if not p.counts and fade > 0:
                # The rest of each run fades: it adds nothing to the score.
                face = face.copy()
                face.set_alpha(int(255 - 170 * fade))
            surface.blit(face, (p.x, p.y))
        values = (
            (0.60, str(self.scored.card_points[seat]), theme.TEXT),
            (0.72, f"−{self.scored.chips[seat]}" if self.scored.chips[seat] else "0", theme.TEXT),
            (0.84, f"= {signed(self.scored.scores[seat])}", theme.HIGHLIGHT),
        )
        if self.games > 1:
            values += ((0.96, signed(self.scored.totals[seat]), theme.HIGHLIGHT),)
        shown = values if fade >= 1.0 else values[:1]
        for at, word, colour in shown:
            text.blit(surface, word, theme.TEXT_BODY, (rect.x + int(rect.w * at), mid), colour,
                      True, "midright")

    def _removed(self, surface: pygame.Surface, rect: pygame.Rect, y: int) -> None:
        text = self.ctx.text
        label = text.blit(surface, "Out of the game:", theme.TEXT_BODY, (rect.x + 10, y + 40),
                          theme.TEXT, True, "midleft")
        x = label.right + 20
        for value in self.scored.removed:
            surface.blit(self.art.face(value, 54, 76), (x, y + 2))
            x += 60
