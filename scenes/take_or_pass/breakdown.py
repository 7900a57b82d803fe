"""The animated Take or Pass score breakdown the scoring scene shows after each game.

Seat by seat: the cards appear in runs, then every card but the lowest of each
run fades (a run counts only its lowest card), then the chips come off and the
game score and match total appear. Last, the 9 removed cards are revealed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.rules.take_or_pass.events import GameScored
from scenes.frame.game_table import Breakdown, SeatInfo
from scenes.take_or_pass.card_art import CardArt
from scenes.take_or_pass.parts import Placed, line_cards, signed

if TYPE_CHECKING:
    from game.engine.context import AppContext

STEP = 0.7  # seconds per seat at normal speed
FADE = 0.4  # of which the non-counting cards take this long to fade
CARD_W, CARD_H = 50, 70
ROW_MIN = 76  # a row holds one line of cards (70 px) with a little air
BOTTOM_BAND = 120  # under the rows: the removed cards
NAME_SHARE = 0.16  # of the width, for the seat's name
COLUMN_W = 124  # each number column (cards, chips, game, total)


class TakeOrPassBreakdown(Breakdown):
    """One game's scores: runs collapse to their lowest card, chips are subtracted."""

    def __init__(
        self,
        ctx: AppContext,
        seats: list[SeatInfo],
        scored: GameScored,
        winners: tuple[int, ...],
        games: int,
    ) -> None:
        self.ctx = ctx
        self.seats = seats
        self.cards = scored.cards  # every seat's cards as the game ended
        self.scored = scored
        self.games = games
        self.art = CardArt(ctx.text)
        self.winners = winners  # the match's winners once it is over, else ()
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

    def columns(self, rect: pygame.Rect) -> dict[str, int]:
        """Right edges of the number columns, packed at the right so the cards get the width."""
        heads = ("cards", "chips", "game") + (("total",) if self.games > 1 else ())
        return {word: rect.right - 16 - COLUMN_W * (len(heads) - 1 - i)
                for i, word in enumerate(heads)}

    def row_height(self, rect: pygame.Rect) -> int:
        """Each seat's row: one line of cards, as tall as the rows have room for."""
        return max(ROW_MIN, min(100, (rect.h - 40 - BOTTOM_BAND) // max(1, len(self.seats))))

    def card_line(self, rect: pygame.Rect, seat: int, y: int, h: int) -> list[Placed]:
        """Where `seat`'s cards go in its row at `y`: one line between the name and the
        numbers, overlapping as much as it takes (a wrapped second line covered the next row)."""
        left = rect.x + 56 + int(rect.w * NAME_SHARE)
        right = self.columns(rect)["cards"] - 110
        return line_cards(self.cards[seat], left, y + (h - CARD_H) // 2, right - left, CARD_W)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """Title, one row per seat as far as the clock has got, then the removed cards."""
        clock = self.prev_clock + (self.clock - self.prev_clock) * alpha
        text = self.ctx.text
        rect = pygame.Rect(rect)
        for word, right in self.columns(rect).items():
            text.blit(surface, word, theme.TEXT_MIN, (right, rect.y), theme.TEXT_DIM, False,
                      "topright")
        row_h = self.row_height(rect)
        for seat in range(len(self.seats)):
            local = clock - seat * STEP
            if local < 0:
                break
            y = self.row_rect(seat, rect).y - 2
            self._row(surface, rect, seat, y, row_h, min(1.0, local / FADE))
        if clock >= len(self.seats) * STEP:
            self._removed(surface, rect, self.row_rect(len(self.seats) - 1, rect).bottom + 10)

    def row_rect(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """`seat`'s row (the winners' panel): the scoring scene titles the game, so the rows
        start under the column heads."""
        row_h = self.row_height(rect)
        return pygame.Rect(rect.x, rect.y + 40 + seat * row_h + 2, rect.w, row_h - 4)

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, y: int, h: int,
             fade: float) -> None:
        text = self.ctx.text
        info = self.seats[seat]
        mid = y + h // 2
        if seat in self.winners:
            draw.panel(surface, self.row_rect(seat, rect), (70, 60, 20), shadow=False,
                       border=theme.HIGHLIGHT)
        draw.draw_seat_symbol(surface, info.symbol, (rect.x + 24, mid), 26, info.colour)
        name_w = int(rect.w * NAME_SHARE)
        size = text.fit(info.name, theme.TEXT_BODY, name_w, True)
        text.blit(surface, info.name, size, (rect.x + 46, mid), theme.TEXT, True, "midleft")
        if not self.cards[seat]:
            text.blit(surface, "no cards", theme.TEXT_MIN,
                      (rect.x + 56 + int(rect.w * NAME_SHARE), mid), theme.TEXT_DIM, False,
                      "midleft")
        for p in self.card_line(rect, seat, y, h):
            face = self.art.face(p.value, CARD_W, CARD_H, marked=p.counts)
            if not p.counts and fade > 0:
                # The rest of each run fades: it adds nothing to the score.
                face = face.copy()
                face.set_alpha(int(255 - 170 * fade))
            surface.blit(face, (p.x, p.y))
        col = self.columns(rect)
        values = (
            (col["cards"], str(self.scored.card_points[seat]), theme.TEXT),
            (col["chips"], f"−{self.scored.chips[seat]}" if self.scored.chips[seat] else "0",
             theme.TEXT),
            (col["game"], f"= {signed(self.scored.scores[seat])}", theme.HIGHLIGHT),
        )
        if self.games > 1:
            values += ((col["total"], signed(self.scored.totals[seat]), theme.HIGHLIGHT),)
        shown = values if fade >= 1.0 else values[:1]
        for right, word, colour in shown:
            size = text.fit(word, theme.TEXT_BODY, COLUMN_W - 16, True)  # apart at large text
            text.blit(surface, word, size, (right, mid), colour, True, "midright")

    def _removed(self, surface: pygame.Surface, rect: pygame.Rect, y: int) -> None:
        text = self.ctx.text
        label = text.blit(surface, "Out of the game:", theme.TEXT_BODY, (rect.x + 10, y + 40),
                          theme.TEXT, True, "midleft")
        x = label.right + 20
        for value in self.scored.removed:
            surface.blit(self.art.face(value, 54, 76), (x, y + 2))
            x += 60
        # Beside them, how a tie for the win was settled (the rules give it to more chips).
        for n, line in enumerate(self.tie_note()):
            size = text.fit(line, theme.TEXT_MIN, rect.right - 16 - x - 20)
            text.blit(surface, line, size, (rect.right - 16, y + 6 + 36 * n), theme.TEXT_DIM,
                      False, "topright")

    def tie_note(self) -> list[str]:
        """Two short lines when the lowest score is shared at the match's end: who won it on
        chips, or that the tied seats share the win; nothing otherwise."""
        if not self.winners:
            return []
        final = self.scored.totals if self.games > 1 else self.scored.scores
        low = min(final)
        tied = [seat for seat, score in enumerate(final) if score == low]
        if len(tied) < 2:
            return []
        names = " and ".join(self.seats[s].name for s in tied)
        if len(self.winners) == 1:
            return [f"{names} tie at {signed(low)}:",
                    f"{self.seats[self.winners[0]].name} wins with more chips"]
        return [f"{names} tie at {signed(low)}", "and on chips: they share the win"]
