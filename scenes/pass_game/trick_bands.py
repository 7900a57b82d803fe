"""The PASS trick area's two bands of words: the hint along its top (the set to beat, then
how to beat it) and the status band along its bottom (the viewer's choice and, when Play
is disabled, why). TrickArea (trick.py) has them through the TrickBands mixin.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine import draw, theme

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.text import TextCache

HINT_H = 116  # the hint band's least height: the set to beat, then how on up to two lines


class Hint(NamedTuple):
    """The hint band's words: the set to beat, and how to beat it."""

    to_beat: str
    how: str


class TrickBands:
    """The hint and status bands of the trick area: a mixin for TrickArea, which sets `rect`
    (the layout's trick rectangle) and `text`."""

    rect: pygame.Rect
    text: TextCache

    def status_row(self) -> int:
        """The status band's row pitch: one line of the couch minimum."""
        return self.text.size("Ag", theme.TEXT_MIN)[1]

    def status_height(self, rows: int) -> int:
        """The status band's height for `rows` rows (never under two rows' worth)."""
        return 2 + self.status_row() * max(2, rows)

    def hint_rows(self, ctx: AppContext, hint: Hint) -> list[tuple[str, int, tuple]]:
        """(text, size, colour) of each line of the hint band: the set to beat, then how to
        beat it wrapped onto up to two lines (squeezed to one, most hints read 70-90% wide)."""
        width = self.rect.w - 20
        size = ctx.text.fit(hint.to_beat, theme.TEXT_BODY, width, True)
        rows = [(hint.to_beat, size, theme.HIGHLIGHT)]
        how = hint.how
        if ctx.text.size(how, theme.TEXT_MIN, True)[0] > width and ", or " in how:
            # Break where the sentence does: "Play a higher pair, a bomb," / "or a pair of 9s…".
            head, tail = how.rsplit(", or ", 1)
            parts = [head + ",", "or " + tail]
        else:
            parts = [how]
        for part in parts:
            size = ctx.text.fit(part, theme.TEXT_MIN, width, True)
            rows.append((part, size, theme.TEXT))
        return rows

    def hint_pitches(self) -> tuple[int, int]:
        """The hint band's row pitches: the set to beat's, then the others' (their line
        heights with a little air: large text spaces them further)."""
        first = self.text.size("Ag", theme.TEXT_BODY, True)[1] + 2
        rest = self.text.size("Ag", theme.TEXT_MIN, True)[1] + 1
        return max(40, first), max(34, rest)

    def band_height(self) -> int:
        """The hint band's height: its three rows at the text size."""
        first, rest = self.hint_pitches()
        return max(HINT_H, 8 + first + 2 * rest)

    def hint_band(self) -> pygame.Rect:
        """Where the hint is drawn: along the trick area's top."""
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.band_height())

    def draw_hint_still(self, surface: pygame.Surface) -> None:
        """The hint band's shading, which never changes (drawn once: the table's backdrop)."""
        draw.shade(surface, self.hint_band(), (0, 0, 0, 120))

    def draw_hint(self, surface: pygame.Surface, ctx: AppContext, hint: Hint) -> None:
        """The always-visible hint: the set to beat, then how to beat it (over its shading,
        draw_hint_still)."""
        band = self.hint_band()
        first, rest = self.hint_pitches()
        y = band.y + 4
        for n, (line, size, colour) in enumerate(self.hint_rows(ctx, hint)):
            ctx.text.blit(surface, line, size, (band.centerx, y), colour, True, "midtop")
            y += rest if n else first

    def status_rows(self, ctx: AppContext, lines: list[tuple[str, tuple[int, int, int]]]
                    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The status band's rows, each fitting the band at the couch minimum: the choice (its
        cost dropped if too long: the side panel shows it), then the reason on up to two rows
        (a reason longer than that keeps its first clause, "2 3 8 Q A is not a set.")."""
        width = self.rect.w - 16
        rows: list[tuple[str, tuple[int, int, int]]] = []
        for n, (line, colour) in enumerate(lines[:2]):
            if n == 0:
                if ctx.text.size(line, theme.TEXT_MIN)[0] > width and " · " in line:
                    line = line.rsplit(" · ", 1)[0]
                rows.append((line, colour))
                continue
            parts = ctx.text.wrap(line, theme.TEXT_MIN, width)
            if len(parts) > 2 and ": " in line:
                parts = ctx.text.wrap(line.split(": ", 1)[0] + ".", theme.TEXT_MIN, width)
            rows += [(part, colour) for part in parts[:2]]
        return rows

    def draw_status(self, surface: pygame.Surface, ctx: AppContext,
                    rows: list[tuple[str, tuple[int, int, int]]]) -> None:
        """The viewer's choice and, if Play is disabled, why (rows from `status_rows`); a third
        row takes the place of the set's label, which the hint's To-beat line repeats."""
        if not rows:
            return
        band = self.status_band(len(rows))
        draw.shade(surface, band, (0, 0, 0, 130))
        pitch = self.status_row()
        for i, (line, colour) in enumerate(rows):
            ctx.text.blit(surface, line, theme.TEXT_MIN, (band.centerx, band.y + 1 + pitch * i),
                          colour, False, "midtop")

    def status_band(self, rows: int) -> pygame.Rect:
        """Where the status band of `rows` rows is drawn: along the trick area's bottom."""
        height = self.status_height(rows)
        return pygame.Rect(self.rect.x, self.rect.bottom - height, self.rect.w, height)
