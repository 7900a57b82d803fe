"""The pause overlay (Start / Esc): resume, options, rules, quit to menu."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, text_box, theme
from game.engine.focus import Button
from game.engine.screen import ButtonScreen, ConfirmOverlay
from game.engine.text_box import Para

if TYPE_CHECKING:
    from game.engine.context import AppContext

PANEL = (600, 170, 720, 690)
BUTTON_W, BUTTON_H, BUTTON_Y0, BUTTON_GAP = 460, 84, 290, 112
# The controls hint goes inside the dialog: at the foot of the screen it covered the
# table's own bottom panels (hand, buttons, log).
HINT_LINES = ("[move] move    [confirm] choose", "[pause] or [back] resume")
HINT_Y = BUTTON_Y0 + 3 * BUTTON_GAP + BUTTON_H + 36


@dataclass(frozen=True)
class Leaving:
    """What leaving for the menu from pause means, in the paused scene's own words: the
    pause button and the dialog's yes (`button`), the dialog's heading and lines, and its
    no (`stay`)."""

    button: str
    heading: str
    lines: tuple[str, ...]
    stay: str


KEPT = Leaving("Quit to menu", "Quit to the menu?",
               ("The match is kept: carry it on with Continue on the menu, or find it under "
                "Unfinished.",), "Keep playing")
NOT_KEPT = Leaving("Quit to menu", "Quit to the menu?",
                   ("This match is not saved: it ends here.",), "Keep playing")
WATCHING = Leaving("Stop watching", "Stop watching?",
                   ("Back to the menu. The record is not changed: watch it again any time.",),
                   "Keep watching")


@dataclass(frozen=True)
class PhoneChoices:
    """What pause offers about a match's seats on phones: `away` names the seats whose phone
    is away (asked when the buttons are made), and `chosen` takes the host's choice once
    pause has closed: "bot" (bots play those seats) or "codes" (show the join codes)."""

    away: Callable[[], list[str]]
    chosen: Callable[[str], None]


class PauseOverlay(ButtonScreen):
    """Drawn over the dimmed match; BACK or PAUSE again resumes."""

    overlay = True
    back_key = "resume"

    def __init__(self, ctx: AppContext, slug: str, phones: PhoneChoices | None = None,
                 leaving: Leaving = NOT_KEPT, left: Callable[[], None] | None = None
                 ) -> None:
        super().__init__(ctx)
        self.slug = slug  # the paused game, whose rules "Rules" shows
        self.phones = phones  # the paused match's phone choices, when it has seats on phones
        self.leaving = leaving  # what "Quit to menu" means here, said truthfully
        self.left = left  # called on the way to the menu (the match's keeper lets go)

    def buttons(self) -> list[Button]:
        """Resume, Options, Rules, Quit to menu; with phones at the table, their codes, and
        a bot for the seats whose phone is away."""
        x = PANEL[0] + (PANEL[2] - BUTTON_W) // 2
        labels = [("resume", "Resume"), ("options", "Options"), ("rules", "Rules"),
                  ("menu", self.leaving.button)]
        if self.phones is not None:
            names = self.phones.away()
            labels.insert(1, ("bot", f"Bot plays for {names[0]}" if len(names) == 1
                              else f"Bots play {len(names)} away phones") if names
                          else ("codes", "Phone codes"))
        # Five buttons close up so the hint still fits in the panel.
        gap = BUTTON_GAP if len(labels) == 4 else BUTTON_GAP - 26
        return [
            Button(key, (x, BUTTON_Y0 + i * gap, BUTTON_W, BUTTON_H), label)
            for i, (key, label) in enumerate(labels)
        ]

    def activate(self, key: str) -> None:
        """Do what the button says."""
        ctx = self.ctx
        if key == "resume":
            ctx.stack.pop()
        elif key in ("bot", "codes") and self.phones is not None:
            ctx.stack.pop()
            self.phones.chosen(key)
        elif key == "options":
            from scenes.screens.options import OptionsScene

            ctx.stack.push(OptionsScene(ctx))
        elif key == "rules":
            from scenes.screens.menu import push_scene

            push_scene(ctx, "scenes.screens.help", "HelpScene", self.slug)
        elif key == "menu":
            leaving = self.leaving
            ctx.stack.push(ConfirmOverlay(ctx, leaving.heading, list(leaving.lines),
                                          leaving.button, self.quit_to_menu, leaving.stay))

    def quit_to_menu(self) -> None:
        """Leave the paused scene for the first screen (the title menu)."""
        if self.left is not None:
            self.left()
        self.ctx.go_home()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The dimmed match, then the dialog: title, buttons, a message and the controls hint,
        all inside the panel (the base class's screen-wide footer is not drawn)."""
        self.draw_background(surface)
        self.draw_content(surface, alpha)
        self.draw_buttons(surface)

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """The panel, its title, the controls hint and any message, all inside the panel."""
        text = self.ctx.text
        panel = pygame.Rect(PANEL)
        draw.panel(surface, panel, draw.PANEL_SOLID)
        text.blit(surface, "Paused", theme.TEXT_LARGE, (panel.centerx, panel.y + 30), bold=True,
                  anchor="midtop")
        rule_y = HINT_Y - 16
        pygame.draw.line(surface, theme.TEXT_DIM, (panel.x + 40, rule_y),
                         (panel.right - 40, rule_y), 1)
        # A message (a pad came or went) takes the hint's place for its few seconds.
        lines = [self.message] if self.message else list(HINT_LINES)
        colour = theme.HIGHLIGHT if self.message else theme.TEXT_DIM
        foot = pygame.Rect(panel.x + 20, HINT_Y, panel.w - 40, panel.bottom - 10 - HINT_Y)
        text_box.draw(surface, text, [Para(line, theme.TEXT_MIN, colour) for line in lines], foot,
                      align="center", gap=4)
