"""Rules at the moment they matter: the first time something happens in a player's matches
(a first bomb, augment, run, blocked round...), one line says the rule for a few seconds.

What counts as a moment, and its words, belong to each game (game/rules/<game>/learn.py,
found through the descriptor). Which moments a player has seen is kept in the settings,
so each is explained once; the options screen turns the lines off.

The line is advice like a hint: it goes where the game's table puts advice, which makes room
for it (hint_area, make_room), so it covers neither the turn banner and the move log nor
the pieces it talks about; a hint asked meanwhile takes its place.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import theme
from scenes.frame.hint_panel import draw_advice

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext
    from scenes.frame.game_table import GameTable

TIP_SECONDS = 7.0
TIP_FILL = (20, 70, 90)  # not the hint's: a rule said unasked looks unlike advice asked for


class RuleTips:
    """Shows each game's first-time rule lines, once per player profile (the settings)."""

    def __init__(self, ctx: AppContext, game: GameDescriptor, humans: bool) -> None:
        self.ctx = ctx
        learn = game.learn_module
        self.moments = getattr(learn, "moments", None) if humans else None
        self.line = ""
        self.time = 0.0
        self.rect: pygame.Rect | None = None  # where the line was last drawn
        #: The line has been through an update: the table made room for it then (a line
        #: noticed as the deal ends waits under the scores until the table is back).
        self.shown = False

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
        """Count the line down (after the table made room for it this frame)."""
        self.time = max(0.0, self.time - dt)
        self.shown = self.active

    def draw(self, surface: pygame.Surface, table: GameTable) -> None:
        """The line in a panel only as wide as its words, where the table puts advice."""
        if not self.shown:
            return
        lines = [(self.line, theme.TEXT_BODY, theme.WHITE, True)]
        self.rect = draw_advice(self.ctx, surface, table, None, lines, fill=TIP_FILL, snug=True)
