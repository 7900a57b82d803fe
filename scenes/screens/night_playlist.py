"""Game night from the menu: build a playlist of games (any of the three, any order, a game
more than once), then choose the seats on the setup screen; or carry on with a night left
unfinished."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.reading import LOADING, Reading
from game.engine.screen import ReadingScreen
from game.registry import GAMES, descriptor, get_game
from game.store.night import MAX_GAMES, Night, night_title
from game.store.night_file import list_nights
from scenes.screens.setup_model import default_options

if TYPE_CHECKING:
    from game.engine.context import AppContext

LIST = pygame.Rect(1000, 200, 860, 600)
ABOUT = ("A game night plays a few games with the same seats. Each game gives every player "
         "a point for each player placed below them; the most points at the end wins.")


def kept_nights(persist: bool) -> tuple[list[Night], list[str]]:
    """On the reading thread: the nights left unfinished (none when the app keeps no
    files), and a line per file that could not be read (moved aside)."""
    return list_nights() if persist else ([], [])


class NightPlaylistScene(ReadingScreen):
    """Add games to tonight's playlist, then choose the seats; or resume a night (the
    nights kept, and the one resumed, are read off the frame)."""

    title = "Game night"
    back_key = "back"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.playlist: list[str] = []
        self.nights: list[Night] = []
        self.reading = Reading(self._listed, kept_nights, ctx.persist, failed=self._said)
        self._resuming: Reading | None = None  # the night being resumed, while it is read

    @property
    def resuming(self) -> bool:
        """True while the night chosen to resume is being read."""
        return self._resuming is not None and self._resuming.waiting

    def _listed(self, read: tuple[list[Night], list[str]]) -> None:
        """Offer the newest night kept (saying which files could not be read)."""
        self.nights, notes = read
        for note in notes:
            self.say(note, 8.0)
        self._refocus()

    def _said(self, line: str) -> None:
        self.say(line, 8.0)

    def _refocus(self) -> None:
        focused = self.focus.focused_key
        self.focus.set_controls(self.buttons())
        if focused is not None:
            self.focus.focus(focused)

    def buttons(self) -> list[Button]:
        """Add each game, Remove last, Resume (a kept night), Choose seats, Back."""
        full = len(self.playlist) >= MAX_GAMES
        out = [Button(f"add:{g.slug}", (60, 330 + k * 100, 600, 84), f"Add {g.name}",
                      not full, f"A night is at most {MAX_GAMES} games.")
               for k, g in enumerate(GAMES)]
        out.append(Button("undo", (60, 640, 600, 84), "Remove the last game",
                          bool(self.playlist), "The playlist is empty."))
        if self.nights:
            night = self.nights[0]
            out.append(Button("resume", (60, 200, 900, 84),
                              f"Resume: {night.index} of {len(night.games)} games played"))
        out += [Button("back", (560, 880, 380, 84), "Back"),
                Button("seats", (980, 880, 380, 84), "Choose seats", bool(self.playlist),
                       "Add a game first.")]
        return out

    def activate(self, key: str) -> None:
        """Change the playlist, go on to the seats, resume, or go back."""
        if key == "back":
            self.ctx.stack.pop()
            return
        if self.resuming:  # the night comes on top once read: nothing else starts meanwhile
            self.say(LOADING)
            return
        if key.startswith("add:"):
            self.playlist.append(key[4:])
        elif key == "undo":
            self.playlist.pop()
        elif key == "seats":
            from scenes.screens.setup import SetupScene

            # Each game as setup would start it (Take or Pass plays three games a match).
            games = [{"game": slug, "options": default_options(get_game(slug))}
                     for slug in self.playlist]
            self.ctx.stack.push(SetupScene(self.ctx, self.playlist[0], night_games=games))
            return
        elif key == "resume":
            if not self.reading.waiting:
                from scenes.app.night_flow import resume_night

                self.reading = self._resuming = resume_night(self.ctx, self.nights[0],
                                                             self._said)
                self.say(LOADING)
            return
        self._refocus()

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """What a night is, and the playlist so far (or the night kept to resume)."""
        text = self.ctx.text
        draw.panel(surface, LIST)
        text.blit(surface, "Tonight", theme.TEXT_LARGE, (LIST.x + 30, LIST.y + 20),
                  theme.HIGHLIGHT, bold=True)
        for n, slug in enumerate(self.playlist):
            text.blit(surface, f"{n + 1}. {descriptor(slug).name}", theme.TEXT_LARGE,
                      (LIST.x + 40, LIST.y + 90 + n * 58))
        y = LIST.y + 90 + max(len(self.playlist), 1) * 58 + 20
        if not self.playlist:
            text.blit(surface, "Add games on the left.", theme.TEXT_BODY,
                      (LIST.x + 40, LIST.y + 90), theme.TEXT_DIM)
        for line in text.wrap(ABOUT, theme.TEXT_MIN, LIST.w - 60)[:4]:
            if y + 36 > LIST.bottom:
                break
            text.blit(surface, line, theme.TEXT_MIN, (LIST.x + 30, y), theme.TEXT_DIM)
            y += 36
        if self.nights:
            text.blit(surface, night_title(self.nights[0]), theme.TEXT_MIN, (60, 290),
                      theme.TEXT_DIM)
