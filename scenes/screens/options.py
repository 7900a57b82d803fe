"""Options: screen (full screen or a window, and which display), sound, motion, bot speed
and thinking time, readability. Saved when changed."""
from __future__ import annotations

import pygame

from game.ai import think_time
from game.engine import draw, theme
from game.engine.focus import Button, contains
from game.engine.intents import Action, Intent
from game.engine.screen import ButtonScreen
from game.engine.settings import BOOLEANS, SPEEDS, THINK_CHOICES, VOLUMES

# Eleven rows and Back fit between the title and the footer, large text included; a
# twelfth (which display, on a desktop with more than one) packs them closer.
ROW_X, ROW_W, ROW_H, ROW_Y0, ROW_GAP = 460, 1000, 60, 198, 66
ROW_H_PACKED, ROW_GAP_PACKED = 56, 60
ARROW_W = 90  # the clickable < and > ends of each row
VOLUME_STEP = 0.1
SCREEN_ROW = ("screen", "Display")
ROWS = (
    ("fullscreen", "Screen"),
    ("volume", "Effects volume"),
    ("ambience", "Table ambience"),
    ("animation_speed", "Animation speed"),
    ("reduced_motion", "Reduced motion"),
    ("bot_speed", "Bot speed"),
    ("think:hard", "Hard bot thinks"),
    ("think:expert", "Expert bot thinks"),
    ("large_text", "Large text"),
    ("high_contrast", "High contrast"),
    ("rule_tips", "Rules as they happen"),
)


def row_rect(i: int, packed: bool = False) -> tuple[int, int, int, int]:
    """The i-th option row (`packed`: twelve rows instead of eleven)."""
    if packed:
        return (ROW_X, ROW_Y0 + i * ROW_GAP_PACKED, ROW_W, ROW_H_PACKED)
    return (ROW_X, ROW_Y0 + i * ROW_GAP, ROW_W, ROW_H)


class OptionsScene(ButtonScreen):
    """Each row changes with left/right (or a click on its arrows); confirm steps it forward."""

    title = "Options"
    back_key = "back"

    def rows(self) -> tuple[tuple[str, str], ...]:
        """The setting rows shown: which display only when there is more than one."""
        if self.screen_count() > 1:
            return ROWS[:1] + (SCREEN_ROW,) + ROWS[1:]
        return ROWS

    def screen_count(self) -> int:
        """How many displays the game could open on."""
        display = self.ctx.display
        return display.screens() if display is not None and display.real else 1

    def buttons(self) -> list[Button]:
        """One row per setting, then Back."""
        rows = self.rows()
        packed = len(rows) > len(ROWS)
        buttons = [Button(key, row_rect(i, packed), label) for i, (key, label) in enumerate(rows)]
        x, y, w, h = row_rect(len(rows), packed)
        return buttons + [Button("back", (810, y + 6, 300, 70), "Back")]

    def value_text(self, key: str) -> str:
        """The setting's value in words."""
        if key.startswith("think:"):
            return f"{think_time(key[6:], self.ctx.settings.think_times):g} s a move"
        if key == "fullscreen":
            return "Full screen" if self.ctx.settings.fullscreen else "Window"
        if key == "screen":
            return f"{self.ctx.settings.screen + 1} of {self.screen_count()}"
        value = getattr(self.ctx.settings, key)
        if key in BOOLEANS:
            return "On" if value else "Off"
        if key in VOLUMES:
            return f"{round(value * 100)}%" if value > 0 else "Off"
        return str(value).capitalize()

    def change(self, key: str, delta: int) -> None:
        """Step setting `key` by `delta` (wrapping choices, clamping the volume), then save."""
        s = self.ctx.settings
        if key in BOOLEANS:
            setattr(s, key, not getattr(s, key))
        elif key in VOLUMES:
            setattr(s, key, round(min(1.0, max(0.0, getattr(s, key) + delta * VOLUME_STEP)), 2))
        elif key.startswith("think:"):
            level = key[6:]
            now = think_time(level, s.think_times)
            i = THINK_CHOICES.index(now) if now in THINK_CHOICES else 0
            chosen = THINK_CHOICES[(i + delta) % len(THINK_CHOICES)]
            s.think_times = {**s.think_times, level: chosen}
        elif key == "screen":
            s.screen = (s.screen + delta) % self.screen_count()
        elif key in ("animation_speed", "bot_speed"):
            i = SPEEDS.index(getattr(s, key)) if getattr(s, key) in SPEEDS else 1
            setattr(s, key, SPEEDS[(i + delta) % len(SPEEDS)])
        else:
            return
        self.ctx.save_settings()
        self.ctx.audio.play("move")

    def handle(self, intent: Intent) -> None:
        """Left/right change the focused row; clicks on a row's ends change it too."""
        key = self.focus.focused_key
        rows = dict(self.rows())
        if intent.action in (Action.LEFT, Action.RIGHT) and key in rows:
            self.change(key, -1 if intent.action is Action.LEFT else 1)
            return
        if intent.action is Action.SELECT and intent.pos is not None:
            hit = self.focus.at(intent.pos)
            if hit is not None and hit.key in rows:
                self.focus.focus(hit.key)
                x, y, w, h = hit.rect
                left = contains((x, y, ARROW_W, h), intent.pos)
                self.change(hit.key, -1 if left else 1)
                return
        super().handle(intent)

    def activate(self, key: str) -> None:
        """Confirm on a row steps it; Back leaves."""
        if key == "back":
            self.ctx.stack.pop()
        else:
            self.change(key, 1)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """Rows show label, value and arrows; Back is a normal button."""
        text = self.ctx.text
        for control in self.focus.controls:
            if control.key == "back":
                continue
            x, y, w, h = control.rect
            focused = self.focus.is_focused(control.key)
            draw.panel(surface, control.rect, draw.BUTTON_FOCUS if focused else draw.BUTTON,
                       border=theme.HIGHLIGHT if focused else draw.PANEL_BORDER)
            text.blit(surface, control.label, theme.TEXT_BODY, (x + ARROW_W, y + h // 2),
                      bold=True, anchor="midleft")
            arrow = theme.HIGHLIGHT if focused else theme.TEXT_DIM
            # Body-size arrows: large text's large arrows would not fit eleven rows.
            text.blit(surface, "<", theme.TEXT_BODY, (x + ARROW_W // 2, y + h // 2), arrow,
                      bold=True, anchor="center")
            text.blit(surface, ">", theme.TEXT_BODY, (x + w - ARROW_W // 2, y + h // 2), arrow,
                      bold=True, anchor="center")
            text.blit(surface, self.value_text(control.key), theme.TEXT_BODY,
                      (x + w - ARROW_W - 10, y + h // 2), theme.HIGHLIGHT, bold=True,
                      anchor="midright")
            if focused:
                draw.focus_ring(surface, control.rect)
        back = next(c for c in self.focus.controls if c.key == "back")
        draw.button(surface, text, back.rect, back.label, focused=self.focus.is_focused("back"))
