"""A base for screens made of buttons (menu, options, pause, dialogs).

It owns a FocusGroup, turns intents into `activate(key)` calls, plays the
navigation sounds, and draws the felt (or dims the scene below for overlays),
the title and the buttons. Subclasses list their buttons and say what each does.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, text_box, theme
from game.engine.focus import Button, FocusGroup
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from game.engine.text_box import Para

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.reading import Reading

TITLE_BOX = pygame.Rect(60, 90, 1800, 92)  # screens' buttons start under y = 180
HINT = "[move] move    [confirm] choose    [back] back"
#: Where a sheet laid over a whole screen ends: below the controls footer of the screen under
#: it (a footer showing through the veil under the sheet's own reads as a second one), with
#: room for the sheet's own footer inside it.
SHEET_BOTTOM = 1060


class ButtonScreen(Scene):
    """A screen of buttons navigable by pad, keys and mouse alike."""

    title = ""
    back_key: str | None = None  # the button BACK (and PAUSE) presses, if any

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.focus = FocusGroup()
        self.message = ""
        self.message_time = 0.0

    # --- to override ----------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        """The screen's buttons, in reading order."""
        return []

    def activate(self, key: str) -> None:
        """Do what button `key` does."""

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw anything besides the title and buttons."""

    # --- shared behaviour -----------------------------------------------------------------

    def enter(self) -> None:
        """Build the buttons and focus the first one."""
        self.focus.set_controls(self.buttons())

    def resume(self) -> None:
        """Rebuild the buttons: a screen above may have changed settings or labels."""
        self.focus.set_controls(self.buttons())

    @property
    def animating(self) -> bool:
        """Buttons change only on input; a message on screen counts down to its end."""
        return self.message_time > 0

    def say(self, message: str, seconds: float = 4.0) -> None:
        """Show a one-line message for a few seconds."""
        self.message = message
        self.message_time = seconds

    def handle(self, intent: Intent) -> None:
        """Navigate, activate, or back out; say when a gamepad comes or goes."""
        if intent.action in (Action.PAD_ADDED, Action.PAD_REMOVED):
            self.say(f"Gamepad {'connected' if intent.action is Action.PAD_ADDED else 'removed'}"
                     f" ({self.pad_name(intent.device.id)}).")
            return
        if intent.action in (Action.BACK, Action.PAUSE) and self.back_key is not None:
            self.ctx.audio.play("back")
            self.activate(self.back_key)
            return
        before = self.focus.focused_key
        key = self.focus.handle(intent)
        if self.focus.refused is not None:
            self.ctx.audio.play("refuse")
            self.say(getattr(self.focus.refused, "reason", "") or "Not available now.")
        elif key is not None:
            self.ctx.audio.play("confirm")
            self.activate(key)
        elif self.focus.focused_key != before:
            self.ctx.audio.play("move")

    def pad_name(self, instance_id: int | None) -> str:
        """A pad's name from the input boundary, or its number."""
        pads = self.ctx.input.pads() if self.ctx.input is not None else []
        return next((p.name for p in pads if p.instance_id == instance_id), f"pad {instance_id}")

    def update(self, dt: float) -> None:
        """Count down the message."""
        if self.message_time > 0:
            self.message_time = max(0.0, self.message_time - dt)
            if self.message_time == 0:
                self.message = ""

    def draw_background(self, surface: pygame.Surface) -> None:
        """Felt for full screens; a dark veil over the scene below for overlays."""
        if self.overlay:
            draw.dim(surface)
        else:
            surface.blit(draw.plain_felt(), (0, 0))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """Every button, the focused one ringed."""
        for control in self.focus.controls:
            label = getattr(control, "label", control.key)
            draw.button(
                surface, self.ctx.text, control.rect, label,
                focused=self.focus.is_focused(control.key), enabled=control.enabled,
            )

    def draw_title(self, surface: pygame.Surface) -> None:
        """The title, centred near the top, in a box ending where screens start their
        buttons (large text shrinks it back as far as it must)."""
        if self.title:
            text_box.draw(surface, self.ctx.text, [Para(self.title, theme.TEXT_TITLE,
                                                        bold=True)], TITLE_BOX, align="center")

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Background, title, content, buttons, message and the controls hint at the foot."""
        self.draw_background(surface)
        text = self.ctx.text
        self.draw_title(surface)
        self.draw_content(surface, alpha)
        self.draw_buttons(surface)
        if self.message:
            text.blit(surface, self.message, theme.TEXT_BODY,
                      (theme.SCREEN_SIZE[0] // 2, theme.SCREEN_SIZE[1] - 110),
                      theme.HIGHLIGHT, anchor="midbottom")
        text.blit(surface, HINT, theme.TEXT_MIN,
                  (theme.SCREEN_SIZE[0] // 2, theme.SCREEN_SIZE[1] - 30),
                  theme.TEXT_DIM, anchor="midbottom")


class LiveButtonScreen(ButtonScreen):
    """An overlay whose picture follows changes made elsewhere (phones joining and leaving):
    redrawn when what it shows (`look`) changed since it was drawn, its buttons rebuilt
    whenever their keys change; while nothing changes, the loop rests under it."""

    overlay = True
    _shown: Hashable = None  # `look()` when last drawn

    def look(self) -> Hashable:
        """What this screen shows that changes without input (by default its buttons);
        compared with what was drawn each frame and while the loop rests, so kept cheap."""
        return tuple((b.key, b.label) for b in self.buttons())

    @property
    def animating(self) -> bool:
        """A message counts down, or what it shows changed since it was drawn."""
        return super().animating or self.look() != self._shown

    @property
    def woken(self) -> bool:
        """What it shows changed while the loop rests."""
        return self.look() != self._shown

    def update(self, dt: float) -> None:
        """Count down the message; rebuild the buttons when the set of them changed."""
        super().update(dt)
        keys = [b.key for b in self.buttons()]
        if keys != [b.key for b in self.focus.controls]:
            self.focus.set_controls(self.buttons())

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw as any button screen, noting what it showed."""
        self._shown = self.look()
        super().draw(surface, alpha)


class ReadingScreen(ButtonScreen):
    """A screen showing what is read off the frame (game/engine/reading.py): each update
    hands the reading over once it is in, and frames keep coming while it is under way."""

    reading: Reading | None = None  #: set by the screen when it starts reading

    @property
    def animating(self) -> bool:
        """A message counting down, or a reading to take when it is in."""
        return super().animating or (self.reading is not None and self.reading.waiting)

    def update(self, dt: float) -> None:
        """Count down the message; hand over what was read once it is in."""
        super().update(dt)
        if self.reading is not None:
            self.reading.take()


class MessageOverlay(ButtonScreen):
    """A dialog over the current scene: a few lines of text and an OK button.

    Everything it draws stays inside its panel, the controls hint too: a screen-wide footer
    would lie over the table's own bottom panels (hand, buttons, log) under the dialog.
    """

    overlay = True
    back_key = "ok"
    PANEL = (460, 270, 1000, 560)
    BUTTON_Y, BUTTON_H = 640, 80
    HINT = "[confirm] OK    [back] close"

    def __init__(self, ctx: AppContext, heading: str, lines: list[str]) -> None:
        super().__init__(ctx)
        self.heading = heading
        self.lines = lines

    def buttons(self) -> list[Button]:
        """Just OK."""
        return [Button("ok", (810, self.BUTTON_Y, 300, self.BUTTON_H), "OK")]

    def activate(self, key: str) -> None:
        """Close the dialog."""
        self.ctx.stack.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Dim the scene below, then the dialog: heading, text, buttons and, under them, the
        controls hint (or a message such as a refusal in its place for a few seconds)."""
        self.draw_background(surface)
        self.draw_content(surface, alpha)
        self.draw_buttons(surface)
        panel = pygame.Rect(self.PANEL)
        top = self.BUTTON_Y + self.BUTTON_H + 10
        foot = pygame.Rect(panel.x + 20, top, panel.w - 40, panel.bottom - 8 - top)
        colour = theme.HIGHLIGHT if self.message else theme.TEXT_DIM
        text_box.draw(surface, self.ctx.text, [Para(self.message or self.HINT, theme.TEXT_MIN,
                                                    colour)], foot, align="center")

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """The dialog panel with its heading and text, each in a box that wraps and then
        shrinks it to fit above the buttons (game/engine/text_box.py)."""
        panel = pygame.Rect(self.PANEL)
        draw.panel(surface, panel, draw.PANEL_SOLID)
        text = self.ctx.text
        heading = pygame.Rect(panel.x + 20, panel.y + 24, panel.w - 40, 84)
        text_box.draw(surface, text, [Para(self.heading, theme.TEXT_LARGE, bold=True)], heading,
                      align="center", valign="middle")
        body = pygame.Rect(panel.x + 50, heading.bottom + 8, panel.w - 100, 0)
        body.h = self.BUTTON_Y - 12 - body.y
        text_box.draw(surface, text, [Para(line) for line in self.lines], body, align="center",
                      valign="middle")


class ConfirmOverlay(MessageOverlay):
    """A yes/no question over the current scene; BACK means no (`no_label`, which the
    controls hint names too: "Keep playing", "Keep watching")."""

    back_key = "no"

    def __init__(self, ctx: AppContext, heading: str, lines: list[str], yes_label: str,
                 on_yes: Callable[[], None], no_label: str = "Keep playing") -> None:
        super().__init__(ctx, heading, lines)
        self.yes_label = yes_label
        self.no_label = no_label
        self.on_yes = on_yes
        self.HINT = f"[leftright] move    [confirm] choose    [back] {no_label.lower()}"

    def buttons(self) -> list[Button]:
        """No (focused first, so a stray press is harmless), then Yes."""
        return [Button("no", (620, self.BUTTON_Y, 320, self.BUTTON_H), self.no_label),
                Button("yes", (980, self.BUTTON_Y, 320, self.BUTTON_H), self.yes_label)]

    def activate(self, key: str) -> None:
        """Close the dialog, then run the action if the answer was yes."""
        self.ctx.stack.pop()
        if key == "yes":
            self.on_yes()
