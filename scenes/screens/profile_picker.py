"""Who sits at a seat: pick a profile, play as a guest, make a profile or rename one.

Each profile shows its seat colour and symbol; a profile already at the table cannot be
picked twice. Names are typed on the pad keyboard (scenes/screens/name_pad.py). The
choice goes back through a callback: a Profile, or None for a guest.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.reading import LOADING, Reading
from game.engine.screen import SHEET_BOTTOM, ReadingScreen
from game.store.history import History
from game.store.profiles import BadProfile, Profile, all_profiles, create, edit
from scenes.screens.name_pad import NamePadOverlay

if TYPE_CHECKING:
    from game.engine.context import AppContext

SHEET = (120, 20, 1680, SHEET_BOTTOM - 20)
ROW_X, ROW_W, EDIT_W, ROW_H, ROW_GAP, ROW_Y0 = 200, 560, 200, 84, 14, 190
COLUMN_STEP = 800
PER_COLUMN = 6
BOTTOM_Y = 840
HINT = "[move] move    [confirm] choose    [back] back"


def read_profiles() -> tuple[list[Profile], list[str]]:
    """Every profile, and what opening the history had to say (a damaged file set aside)."""
    history = History()
    try:
        return all_profiles(history), list(history.messages)
    finally:
        history.close()


def stored(action: Callable[[History], Profile]) -> Profile | str:
    """On the reading thread: `action` (making or renaming a profile) done in the history;
    the profile, or the line saying why nothing was kept (a name taken or not allowed, a
    history another program holds or this version cannot use)."""
    history = History()
    try:
        if history.problem is not None:  # a stand-in would take it and forget it
            return f"The profile cannot be kept now: {history.problem}"
        return action(history)
    except BadProfile as exc:
        return str(exc)
    finally:
        history.close()


class ProfilePickerOverlay(ReadingScreen):
    """The profiles to pick from for one seat, with Guest and New profile."""

    overlay = True
    back_key = "back"

    def __init__(self, ctx: AppContext, seat: int, look: tuple[tuple[int, int, int], str],
                 taken: set[int], picked: Callable[[Profile | None], None]) -> None:
        super().__init__(ctx)
        self.seat = seat
        self.look = look  # the seat's colour and symbol: a new profile starts with them
        self.taken = taken
        self.picked = picked
        self.profiles: list[Profile] = []
        self._read()

    def _read(self) -> None:
        """Read the profiles off the frame (game/engine/reading.py)."""
        self.reading = Reading(self._took, read_profiles, failed=self._unread)

    def _took(self, read: tuple[list[Profile], list[str]]) -> None:
        """List the profiles read (and say what opening the history had to say)."""
        self.profiles, notes = read
        for note in notes:
            self.say(note, 8.0)
        moved = self.focus.index != 0  # else the cursor goes to the first profile
        self.focus.set_controls(self.buttons())
        if not moved:
            self.focus.index = 0

    def _unread(self, line: str) -> None:
        """Say why the profiles could not be read; a guest can still sit down."""
        self.say(line, 8.0)
        self.focus.set_controls(self.buttons())

    def row_rect(self, index: int) -> pygame.Rect:
        """Where profile `index` is listed (two columns of six)."""
        column, row = divmod(index, PER_COLUMN)
        return pygame.Rect(ROW_X + column * COLUMN_STEP, ROW_Y0 + row * (ROW_H + ROW_GAP),
                           ROW_W, ROW_H)

    def buttons(self) -> list[Button]:
        """A button per profile (and Rename beside it), then Guest, New profile, Back."""
        out = []
        for index, profile in enumerate(self.profiles[:2 * PER_COLUMN]):
            rect = self.row_rect(index)
            free = profile.id not in self.taken
            out.append(Button(f"pick:{profile.id}", tuple(rect),
                              profile.name if free else f"{profile.name} (at the table)", free,
                              "Already at the table."))
            out.append(Button(f"rename:{profile.id}", (rect.right + 10, rect.y, EDIT_W, ROW_H),
                              "Rename"))
        out += [Button("guest", (300, BOTTOM_Y, 400, 84), "Guest"),
                Button("new", (760, BOTTOM_Y, 400, 84), "New profile",
                       not self.reading.waiting and len(self.profiles) < 2 * PER_COLUMN,
                       LOADING if self.reading.waiting else "The list is full."),
                Button("back", (1220, BOTTOM_Y, 400, 84), "Back")]
        return out

    def activate(self, key: str) -> None:
        """Pick, start typing a new name or a new name for a profile, or go back."""
        if key == "back":
            self.ctx.stack.pop()
        elif key == "guest":
            self.ctx.stack.pop()
            self.picked(None)
        elif key.startswith("pick:"):
            profile = next(p for p in self.profiles if p.id == int(key[5:]))
            self.ctx.stack.pop()
            self.picked(profile)
        elif key == "new":
            self.ctx.stack.push(NamePadOverlay(self.ctx, "Your name", "", self._made))
        elif key.startswith("rename:"):
            profile = next(p for p in self.profiles if p.id == int(key[7:]))
            self.ctx.stack.push(NamePadOverlay(
                self.ctx, f"A new name for {profile.name}", profile.name,
                lambda name: self._renamed(profile, name)))

    def _store(self, action: Callable[[History], Profile],
               kept: Callable[[Profile], None]) -> None:
        """Do `action` in the history off the frame (one at a time); `kept` gets the
        profile, or the line saying why not is shown."""
        if self.reading.waiting:
            self.say(LOADING)
            return

        def took(result: Profile | str) -> None:
            if isinstance(result, str):
                self.say(result, 6.0)
            else:
                kept(result)

        self.reading = Reading(took, stored, action, failed=self._unread)

    def _made(self, name: str | None) -> None:
        if name is not None:
            self._store(lambda h: create(h, name, *self.look), self._picked_new)

    def _picked_new(self, made: Profile) -> None:
        self.ctx.stack.pop()
        self.picked(made)

    def _renamed(self, profile: Profile, name: str | None) -> None:
        if name is None or name == profile.name:
            return

        def renamed(_kept: Profile) -> None:
            self._read()
            self.say(f"{profile.name} is now {name}.")

        self._store(lambda h: edit(h, profile.id, name, profile.colour, profile.symbol),
                    renamed)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The sheet, each profile's colour and symbol beside its button, the hint."""
        self.draw_background(surface)
        draw.panel(surface, SHEET, draw.PANEL_SOLID)
        text = self.ctx.text
        text.blit(surface, f"Who sits at seat {self.seat + 1}?", theme.TEXT_LARGE,
                  (960, SHEET[1] + 40), bold=True, anchor="midtop")
        if not self.profiles:
            line = (LOADING if self.reading.waiting else
                    "No profiles yet: choose New profile to make yours, or play as a guest.")
            text.blit(surface, line, theme.TEXT_BODY, (960, 400), theme.TEXT_DIM,
                      anchor="midtop")
        self.draw_buttons(surface)
        for index, profile in enumerate(self.profiles[:2 * PER_COLUMN]):
            rect = self.row_rect(index)
            centre = (rect.x - 40, rect.centery)
            pygame.draw.circle(surface, theme.INK, centre, 34)
            draw.draw_seat_symbol(surface, profile.symbol, centre, 50, profile.colour)
        words = self.message or HINT
        text.blit(surface, words, theme.TEXT_MIN, (960, SHEET[1] + SHEET[3] - 24),
                  theme.HIGHLIGHT if self.message else theme.TEXT_DIM, anchor="midbottom")
