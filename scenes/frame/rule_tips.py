"""Rules at the moment they matter: the first time something happens in a player's matches
(a first bomb, augment, run, blocked round...), one line says the rule in the banner's place.

What counts as a moment, and its words, belong to each game (game/rules/<game>/learn.py,
found through the descriptor). Which moments a player has seen is kept in the settings,
so each is explained once; the options screen turns the lines off.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import theme
from scenes.frame.seat_plates import BANNER_Y, draw_pill

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext

TIP_SECONDS = 7.0
# In the turn banner's place while it shows, where the eye already goes (the plate's TURN tag
# still says whose turn it is); above the banner it covered the player's status band in PASS
# and the pot in Take or Pass, just when they had to decide.
TIP_Y = BANNER_Y
TIP_FILL = (20, 70, 90)


class RuleTips:
    """Shows each game's first-time rule lines, once per player profile (the settings)."""

    def __init__(self, ctx: AppContext, game: GameDescriptor, humans: bool) -> None:
        self.ctx = ctx
        learn = game.learn_module
        self.moments = getattr(learn, "moments", None) if humans else None
        self.line = ""
        self.time = 0.0

    @property
    def active(self) -> bool:
        """True while a line shows (the table keeps drawing to count it down)."""
        return self.time > 0

    def notice(self, events: list, view: Any) -> None:
        """Look for a first-time moment in the events of one move; show the first new one."""
        settings = self.ctx.settings
        if self.moments is None or not settings.rule_tips:
            return
        for key, line in self.moments(events, view):
            if key not in settings.seen_tips:
                settings.seen_tips.append(key)
                self.ctx.save_settings()
                self.line, self.time = line, TIP_SECONDS
                return

    def update(self, dt: float) -> None:
        """Count the line down."""
        self.time = max(0.0, self.time - dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The line in a pill where the banner goes."""
        if self.active:
            draw_pill(self.ctx, surface, self.line, theme.WHITE, TIP_FILL, TIP_Y,
                      border=theme.HIGHLIGHT)
