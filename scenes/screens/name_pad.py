"""An on-screen keyboard for a name: big keys a pad's d-pad walks, A types, B leaves.

It returns its result through a callback (the name, or None when left) and never holds
the screen below it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.screen import SHEET_BOTTOM, ButtonScreen
from game.store.profiles import MAX_NAME

if TYPE_CHECKING:
    from game.engine.context import AppContext

ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-'.&", "1234567890")
KEY_W, KEY_H, KEY_GAP = 132, 96, 12
KEYS_X, KEYS_Y = (1920 - 10 * KEY_W - 9 * KEY_GAP) // 2, 330
SHEET = (180, 60, 1560, SHEET_BOTTOM - 60)
FIELD = (360, 190, 1200, 100)
HINT = "[move] move    [confirm] type    [back] leave"


class NamePadOverlay(ButtonScreen):
    """Type a name with a pad: letter keys, Shift, Space, Delete, Done and Cancel."""

    overlay = True
    back_key = "cancel"

    def __init__(self, ctx: AppContext, heading: str, name: str,
                 done: Callable[[str | None], None]) -> None:
        super().__init__(ctx)
        self.heading = heading
        self.name = name[:MAX_NAME]
        self.done = done
        self.lower = bool(name)  # after the first letter, small letters

    def buttons(self) -> list[Button]:
        """The letter keys in rows, then Shift, Space, Delete, Cancel and Done."""
        out = []
        for row, keys in enumerate(ROWS):
            for col, key in enumerate(keys):
                label = key.lower() if self.lower else key
                out.append(Button(f"key:{key}", (KEYS_X + col * (KEY_W + KEY_GAP),
                                                 KEYS_Y + row * (KEY_H + KEY_GAP), KEY_W, KEY_H),
                                  label))
        y = KEYS_Y + len(ROWS) * (KEY_H + KEY_GAP) + 10
        wide = (10 * KEY_W + 9 * KEY_GAP - 4 * 24) // 5
        names = (("shift", "Capitals" if self.lower else "Small"), ("space", "Space"),
                 ("delete", "Delete"), ("cancel", "Cancel"), ("done", "Done"))
        for n, (key, label) in enumerate(names):
            enabled = key != "done" or bool(self.name.strip())
            out.append(Button(key, (KEYS_X + n * (wide + 24), y, wide, KEY_H), label, enabled,
                              "Type a name first."))
        return out

    def activate(self, key: str) -> None:
        """Type, delete, switch letter case, or leave with the name (Done) or without."""
        if key.startswith("key:"):
            if len(self.name) >= MAX_NAME:
                self.say(f"A name is at most {MAX_NAME} characters.")
                return
            letter = key[4:]
            self.name += letter.lower() if self.lower else letter
            self.lower = True
        elif key == "space":
            if self.name and not self.name.endswith(" ") and len(self.name) < MAX_NAME:
                self.name += " "
                self.lower = False
        elif key == "delete":
            self.name = self.name[:-1]
            self.lower = bool(self.name) and not self.name.endswith(" ")
        elif key == "shift":
            self.lower = not self.lower
        elif key in ("cancel", "done"):
            self.ctx.stack.pop()
            self.done(" ".join(self.name.split()) if key == "done" else None)
            return
        focused = self.focus.focused_key
        self.focus.set_controls(self.buttons())  # labels follow the letter case
        if focused is not None:
            self.focus.focus(focused)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The sheet: heading, the name typed so far with a caret, the keys, the hint."""
        self.draw_background(surface)
        draw.panel(surface, SHEET, draw.PANEL_SOLID)
        text = self.ctx.text
        text.blit(surface, self.heading, theme.TEXT_LARGE, (960, SHEET[1] + 36), bold=True,
                  anchor="midtop")
        draw.panel(surface, FIELD, theme.PAPER, shadow=False)
        shown = self.name + "_"
        text.blit(surface, shown, theme.TEXT_TITLE - 8, (FIELD[0] + 30, FIELD[1] + FIELD[3] // 2),
                  theme.INK, bold=True, anchor="midleft")
        text.blit(surface, f"{len(self.name)} / {MAX_NAME}", theme.TEXT_MIN,
                  (FIELD[0] + FIELD[2] - 24, FIELD[1] + FIELD[3] // 2), theme.INK,
                  anchor="midright")
        self.draw_buttons(surface)
        words = self.message or HINT
        text.blit(surface, words, theme.TEXT_MIN, (960, SHEET[1] + SHEET[3] - 24),
                  theme.HIGHLIGHT if self.message else theme.TEXT_DIM, anchor="midbottom")
