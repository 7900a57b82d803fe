"""How to play: a short page per game, reachable from the menu and from pause."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine import theme
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from scenes.help_text import HELP, TITLES

ORDER = ("take-or-pass", "pass", "dominoes")


class HelpScene(Scene):
    """Rules help; left/right change game, back or confirm closes."""

    def __init__(self, ctx: Any, slug: str = "take-or-pass") -> None:
        self.ctx = ctx
        self.slug = slug if slug in HELP else ORDER[0]

    def handle(self, intent: Intent) -> None:
        """Left/right (or shoulders) change game; back, confirm or pause close the page."""
        k = ORDER.index(self.slug)
        if intent.action in (Action.LEFT, Action.PREV):
            self.slug = ORDER[(k - 1) % len(ORDER)]
        elif intent.action in (Action.RIGHT, Action.NEXT):
            self.slug = ORDER[(k + 1) % len(ORDER)]
        elif intent.action in (Action.BACK, Action.CONFIRM, Action.PAUSE, Action.HELP,
                               Action.SELECT):
            self.ctx.stack.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Title and the sections of the current game's help."""
        surface.fill(theme.FELT_DARK)
        text = self.ctx.text
        w, _ = theme.SCREEN_SIZE
        text.blit(surface, TITLES[self.slug], theme.TEXT_TITLE, (w // 2, 50), theme.HIGHLIGHT,
                  True, "midtop")
        y = 180
        for heading, body in HELP[self.slug]:
            text.blit(surface, heading, theme.TEXT_BODY, (160, y), theme.HIGHLIGHT, True)
            y += 44
            for line in text.wrap(body, theme.TEXT_MIN, w - 320):
                text.blit(surface, line, theme.TEXT_MIN, (160, y))
                y += 36
            y += 16
