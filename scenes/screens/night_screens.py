"""Game night between games and at its end: the interlude (standings so far, the next game)
and the podium. Each hands the player's choice back through a callback."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.screen import ButtonScreen
from game.registry import descriptor
from game.store.night import Night, Standing
from scenes.frame.notes_feed import NotesFeed

if TYPE_CHECKING:
    from game.engine.context import AppContext

TABLE = pygame.Rect(260, 230, 1400, 560)
ROW_H = 78
NOTES_W, NOTES_STEP, NOTES_BOTTOM = 1840, 36, 872  # what filing said, above the buttons
PODIUM_NOTES_Y = 130  # under the podium's title, above the winner's symbol
GOLD, SILVER, BRONZE = (222, 178, 62), (196, 200, 206), (196, 128, 74)


def ordinal(place: int) -> str:
    """'1st', '2nd', '3rd', '4th' for a place from 0."""
    n = place + 1
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n if n < 20 else n % 10, 'th')}"


def points_text(points: int) -> str:
    """'1 point', '5 points'."""
    return f"{points} point" if points == 1 else f"{points} points"


def seat_look(night: Night, seat: int) -> tuple[tuple[int, int, int], str]:
    """A seat's colour and symbol as the night keeps them."""
    kept = night.seats[seat]
    colour = tuple(kept.get("colour") or theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)])
    symbol = kept.get("symbol") or theme.SEAT_SYMBOLS[seat % len(theme.SEAT_SYMBOLS)]
    return colour[:3], symbol  # type: ignore[return-value]


class NotedScreen(ButtonScreen):
    """A screen of a night that says what filing had to say (it may come after the screen
    is up: filing ends on the writer thread)."""

    def __init__(self, ctx: AppContext, notes: NotesFeed | None) -> None:
        super().__init__(ctx)
        self.notes = notes if notes is not None else NotesFeed()

    @property
    def woken(self) -> bool:
        """Filing said something while the loop rests."""
        return self.notes.poll()

    def update(self, dt: float) -> None:
        """Count down the message; take what filing says."""
        super().update(dt)
        self.notes.poll()

    def draw_notes(self, surface: pygame.Surface, y: int) -> None:
        """What filing said, centred from `y` down, in two lines at most."""
        text = self.ctx.text
        for line in text.wrap(self.notes.line, theme.TEXT_MIN, NOTES_W)[:2]:
            text.blit(surface, line, theme.TEXT_MIN, (960, y), theme.HIGHLIGHT, anchor="midtop")
            y += NOTES_STEP


class InterludeScene(NotedScreen):
    """Between two games of a night: the standings, the last game's points, what is next,
    and what filing the last match said."""

    back_key = "later"

    def __init__(self, ctx: AppContext, night: Night, next_game: Callable[[], None],
                 later: Callable[[], None], notes: NotesFeed | None = None) -> None:
        super().__init__(ctx, notes)
        self.night = night
        self.next_game = next_game
        self.later = later

    def buttons(self) -> list[Button]:
        """Deal the next game (focused), or stop for now (the night is kept)."""
        coming = descriptor(self.night.next_game()["game"]).name
        return [Button("next", (560, 880, 560, 84), f"Deal {coming}"),
                Button("later", (1160, 880, 400, 84), "Stop for now")]

    def activate(self, key: str) -> None:
        """Hand the choice on."""
        (self.next_game if key == "next" else self.later)()

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, the standings with the last game's points, the next game's name."""
        text = self.ctx.text
        done, total = self.night.index, len(self.night.games)
        text.blit(surface, f"Game night: {done} of {total} games played", theme.TEXT_TITLE - 12,
                  (960, 60), theme.TEXT, bold=True, anchor="midtop")
        last = self.night.played[-1] if self.night.played else None
        if last is not None:
            text.blit(surface, f"{descriptor(last.game).name} is over. Next: "
                      f"{descriptor(self.night.next_game()['game']).name}",
                      theme.TEXT_BODY, (960, 160), theme.HIGHLIGHT, anchor="midtop")
        gained = last.points if last is not None else [0] * len(self.night.seats)
        draw_standings(surface, self.ctx, self.night, self.night.standings(), gained)
        if self.notes.line:  # between the standings and the buttons
            rows = len(text.wrap(self.notes.line, theme.TEXT_MIN, NOTES_W)[:2])
            below = TABLE.y + 70 + min(len(self.night.seats), 7) * ROW_H + 16
            self.draw_notes(surface, min(below, NOTES_BOTTOM - NOTES_STEP * rows))


def draw_standings(surface: pygame.Surface, ctx: AppContext, night: Night,
                   lines: list[Standing], gained: list[int]) -> None:
    """The standings table: place, symbol, name, points (and what the last game added)."""
    text = ctx.text
    rows = min(len(lines), 7)
    table = pygame.Rect(TABLE.x, TABLE.y, TABLE.w, 70 + rows * ROW_H)
    draw.panel(surface, table)
    for title, x in (("Place", 300), ("Player", 480), ("Points", 1200), ("Wins", 1420)):
        text.blit(surface, title, theme.TEXT_MIN, (x, table.y + 18), theme.HIGHLIGHT, bold=True)
    for row, line in enumerate(lines[:rows]):
        y = table.y + 70 + row * ROW_H + ROW_H // 2
        colour, symbol = seat_look(night, line.seat)
        text.blit(surface, ordinal(line.place), theme.TEXT_LARGE, (300, y), theme.TEXT,
                  bold=True, anchor="midleft")
        draw.draw_seat_symbol(surface, symbol, (440, y), 50, colour)
        text.blit(surface, line.name, theme.TEXT_LARGE, (480, y), theme.TEXT, anchor="midleft")
        text.blit(surface, str(line.points), theme.TEXT_LARGE, (1200, y), theme.TEXT,
                  bold=True, anchor="midleft")
        if gained[line.seat]:
            text.blit(surface, f"+{gained[line.seat]}", theme.TEXT_BODY, (1290, y),
                      theme.HIGHLIGHT, anchor="midleft")
        text.blit(surface, str(line.firsts), theme.TEXT_LARGE, (1420, y), theme.TEXT,
                  anchor="midleft")


class PodiumScene(NotedScreen):
    """The end of a night: the top three on a podium, everyone's points below, and what
    filing the night said (under the title: kept until the history can take it)."""

    back_key = "done"

    def __init__(self, ctx: AppContext, night: Night, done: Callable[[], None],
                 notes: NotesFeed | None = None) -> None:
        super().__init__(ctx, notes)
        self.night = night
        self.done = done

    def buttons(self) -> list[Button]:
        """Back to the menu."""
        return [Button("done", (710, 900, 500, 80), "Back to the menu")]

    def activate(self, key: str) -> None:
        """Hand on: the night is over."""
        self.done()

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Title, the three blocks (second, first, third), then the rest in a line each."""
        text = self.ctx.text
        text.blit(surface, "Game night: the podium", theme.TEXT_TITLE, (960, 40), theme.TEXT,
                  bold=True, anchor="midtop")
        self.draw_notes(surface, PODIUM_NOTES_Y)
        lines = self.night.standings()
        blocks = ((1, 560, 300, SILVER), (0, 960, 400, GOLD), (2, 1360, 220, BRONZE))
        for index, centre_x, height, colour in blocks:
            if index >= len(lines):
                continue
            line = lines[index]
            block = pygame.Rect(centre_x - 170, 800 - height, 340, height)
            draw.panel(surface, block, colour, border=theme.INK)
            text.blit(surface, ordinal(line.place), theme.TEXT_TITLE, (centre_x, block.y + 20),
                      theme.INK, bold=True, anchor="midtop")
            text.blit(surface, points_text(line.points), theme.TEXT_BODY,
                      (centre_x, block.y + 110), theme.INK, bold=True, anchor="midtop")
            seat_colour, symbol = seat_look(self.night, line.seat)
            draw.draw_seat_symbol(surface, symbol, (centre_x, block.y - 150), 90, seat_colour)
            size = text.fit(line.name, theme.TEXT_LARGE, 380, True)
            text.blit(surface, line.name, size, (centre_x, block.y - 84), theme.TEXT, bold=True,
                      anchor="midtop")
        rest = ", ".join(f"{ordinal(s.place)} {s.name}, {points_text(s.points)}"
                         for s in lines[3:])
        if rest:
            text.blit(surface, rest, theme.TEXT_BODY, (960, 822), theme.TEXT_DIM,
                      anchor="midtop")
