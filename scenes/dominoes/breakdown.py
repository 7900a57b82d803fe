"""The end of a round of dominoes: every hand face up with its pips, then the points.

Rows appear one seat at a time (hands revealed, pips counted), then the
result line says who scored and how (the others' pips minus their own, or a
tie), and the points count up into the match totals.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.rules.dominoes.events import RoundScored
from game.rules.dominoes.views import DominoesView
from scenes.dominoes.hand import numbers
from scenes.dominoes.paint import seat_colour
from scenes.dominoes.tile_art import tile_face
from scenes.frame.game_table import Breakdown, SeatInfo

if TYPE_CHECKING:
    from game.engine.context import AppContext

ROW_SECONDS = 0.5
COUNT_SECONDS = 1.0
REASONS = {
    "domino": "{name} went out",
    "blocked": "The train is blocked: no tile fits and the boneyard is closed",
    "passes": "Everyone passed in turn",
}


class DominoesBreakdown(Breakdown):
    """Revealed hands row by row, then the round's points counting up."""

    def __init__(
        self,
        ctx: AppContext,
        seats: list[SeatInfo],
        view: DominoesView,
    ) -> None:
        self.ctx = ctx
        self.seats = seats
        assert view.result is not None, "a breakdown needs a finished round's view"
        self.scored: RoundScored = view.result
        self.train = list(view.train)  # the round's final train, laid left to right
        self.teams = bool(view.teams)
        self.target = view.target
        self.time = 0.0
        self.scale = max(ctx.settings.anim_scale, 0.0)
        # Partners sit together in the list so their pips add up under each other.
        self.order = [0, 2, 1, 3] if self.teams else list(range(len(seats)))

    def _elapsed(self) -> float:
        """Time in units of the normal speed (instant finishes at once)."""
        return 1e9 if self.scale == 0 else self.time / self.scale

    @property
    def rows_shown(self) -> int:
        """How many seats' hands are face up so far."""
        return min(len(self.order), int(self._elapsed() / ROW_SECONDS) + 1)

    @property
    def counted(self) -> float:
        """How far the points have counted up (0..1)."""
        start = len(self.order) * ROW_SECONDS
        return max(0.0, min(1.0, (self._elapsed() - start) / COUNT_SECONDS))

    def update(self, dt: float) -> None:
        """Advance the reveal."""
        self.time += dt

    @property
    def done(self) -> bool:
        """True once the points have finished counting."""
        return self.rows_shown >= len(self.order) and self.counted >= 1.0

    def skip(self) -> None:
        """Show everything now."""
        self.time = 1e9

    def colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's colour (its team's with teams)."""
        return seat_colour(self.seats, seat, self.teams)

    def team_pips(self, team: int) -> int:
        """Both partners' pips together."""
        return self.scored.pips[team] + self.scored.pips[team + 2]

    def result_line(self) -> str:
        """Who scored and how, in words."""
        s = self.scored
        if s.winner is None:
            return "A tie for the lowest count: nobody scores this round."
        if self.teams:
            own = self.team_pips(s.winner)
            other = self.team_pips(1 - s.winner)
            names = " + ".join(self.seats[t].name for t in (s.winner, s.winner + 2))
            return f"{names}: {other} − {own} = {s.points} points"
        own = s.pips[s.winner]
        others = [p for k, p in enumerate(s.pips) if k != s.winner]
        sums = " + ".join(str(p) for p in others)
        return f"{self.seats[s.winner].name}: {sums} − {own} = {s.points} points"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """Rows of hands with pip counts, then the result and totals."""
        text = self.ctx.text
        s = self.scored
        reason = REASONS.get(s.reason, s.reason).format(
            name=self.seats[s.winners[0]].name if s.winners else "")
        if s.reason == "domino":
            emptied = [k for k, hand in enumerate(s.hands) if not hand]
            if emptied:
                reason = REASONS["domino"].format(name=self.seats[emptied[0]].name)
        text.blit(surface, reason, theme.TEXT_BODY, (rect.centerx, rect.y), theme.TEXT_DIM,
                  False, "midtop")
        for seat in self.order[: self.rows_shown]:
            self._row(surface, self.row_rect(seat, rect), seat)
        if self.rows_shown < len(self.order):
            return
        y = self.row_rect(self.order[-1], rect).bottom + 16
        colour = self.colour(s.winners[0]) if s.winners else theme.TEXT
        text.blit(surface, self.result_line(), theme.TEXT_LARGE, (rect.centerx, y), colour, True,
                  "midtop")
        line = self.totals_line()
        size = text.fit(line, theme.TEXT_BODY, rect.w)
        text.blit(surface, line, size, (rect.centerx, y + 64), theme.TEXT, False, "midtop")
        if self.train and rect.bottom - y - 160 >= 40:
            text.blit(surface, "The train", theme.TEXT_MIN, (rect.centerx, y + 114),
                      theme.TEXT_DIM, False, "midtop")
            self._train(surface, pygame.Rect(rect.x, y + 156, rect.w, rect.bottom - y - 156))

    def row_rect(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """`seat`'s row; the rows leave room below for the result, the totals and the train."""
        row_h = min(104, (rect.h - 300) // max(len(self.order), 1))
        return pygame.Rect(rect.x, rect.y + 56 + self.order.index(seat) * row_h, rect.w,
                           row_h - 8)

    def totals_line(self) -> str:
        """The match totals as far as the count has got, e.g. "Bot 1: 30   ·   Bot 2: 120"
        (teams "Bot 1 + Bot 3: 26"); the colon keeps a name's digits apart from the score."""
        s = self.scored
        winners = set(s.winners)
        shown = round(s.points * self.counted)
        totals = []
        groups = [[0, 2], [1, 3]] if self.teams else [[k] for k in range(len(self.seats))]
        for members in groups:
            total = s.totals[members[0]]
            if members[0] in winners:
                total = total - s.points + shown
            names = " + ".join(self.seats[m].name for m in members)
            totals.append(f"{names}: {total}")
        return "   ·   ".join(totals) + f"   (target {self.target})"

    def _train(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The round's final train in one straight line, small, doubles across."""
        gap = 4
        doubles = [numbers(t)[0] == numbers(t)[1] for t in self.train]
        # Each tile takes its length (half for a double) plus a gap; fit them all.
        units = sum(0.5 if d else 1.0 for d in doubles)
        length = int(min(72, rect.h - 8, (rect.w - gap * len(self.train)) / max(units, 1)))
        length = max(length - length % 2, 16)
        total = sum((length // 2 if d else length) + gap for d in doubles) - gap
        x = rect.centerx - total // 2
        for name, double in zip(self.train, doubles, strict=True):
            a, b = numbers(name)
            image = tile_face(a, b, length, 90 if double else 0)
            surface.blit(image, image.get_rect(midleft=(x, rect.y + length // 2)))
            x += image.get_width() + gap

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """One seat: symbol and name, the hand face up, its pips (and the team's)."""
        text = self.ctx.text
        info = self.seats[seat]
        colour = self.colour(seat)
        s = self.scored
        pygame.draw.rect(surface, (20, 44, 32), rect, border_radius=12)
        if seat in s.winners:
            pygame.draw.rect(surface, colour, rect, width=3, border_radius=12)
        draw.draw_seat_symbol(surface, info.symbol, (rect.x + 28, rect.centery), 30, colour)
        size = text.fit(info.name, theme.TEXT_BODY, 250, True)
        text.blit(surface, info.name, size, (rect.x + 54, rect.centery), colour, True,
                  "midleft")
        hand = s.hands[seat]
        right = 380 if self.teams else 220  # room for the pip count (and the team's)
        area = pygame.Rect(rect.x + 320, rect.y + 6, rect.w - 320 - right, rect.h - 12)
        length = min(area.h * 2, 96)
        if hand:
            length = min(length, int(area.w / len(hand)) - 8)
        length = max(length - length % 2, 24)
        for k, name in enumerate(hand):
            a, b = numbers(name)
            image = tile_face(a, b, length, 0)
            surface.blit(image, image.get_rect(midleft=(area.x + k * (length + 8), area.centery)))
        if not hand:
            text.blit(surface, "no tiles left", theme.TEXT_MIN, (area.x, area.centery),
                      theme.TEXT_DIM, False, "midleft")
        pips = f"{s.pips[seat]} pips"
        if self.teams and seat >= 2:
            pips += f" · team {self.team_pips(seat - 2)}"
        text.blit(surface, pips, theme.TEXT_BODY, (rect.right - 16, rect.centery), theme.TEXT,
                  True, "midright")
