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
from scenes.frame.seat_plates import BANNER_Y

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout

TIP_SECONDS = 7.0
# In the turn banner's place while it shows, where the eye already goes (the plate's TURN tag
# still says whose turn it is); above the banner it covered the player's status band in PASS
# and the pot in Take or Pass, just when they had to decide. A long line takes two lines
# over the log strip rather than running under the panels beside it (PASS's supply count).
TIP_Y = BANNER_Y
TIP_FILL = (20, 70, 90)
PAD_X, PAD_Y, GAP = 20, 7, 12  # inside the pill; and kept from the panels beside it
# The middle of the table, where nothing of a seat or a panel may be covered.
SHARED_ANCHORS = ("log", "trick", "train", "card", "pile", "hand")


def tip_span(layout: TableLayout, top: int, bottom: int) -> tuple[int, int]:
    """The x range the line may use between `top` and `bottom`: the log strip's width, less
    any panel (a supply, a score board, a seat) that reaches into that height."""
    left, _y, width, _h = layout.rect("log")
    right = left + width
    for name in layout.names():
        x, y, w, h = layout.rect(name)
        if name in SHARED_ANCHORS or y >= bottom or y + h <= top:
            continue
        if x + w <= theme.SCREEN_SIZE[0] // 2:
            left = max(left, x + w + GAP)
        elif x >= theme.SCREEN_SIZE[0] // 2:
            right = min(right, x - GAP)
    return left, right


class RuleTips:
    """Shows each game's first-time rule lines, once per player profile (the settings)."""

    def __init__(self, ctx: AppContext, game: GameDescriptor, humans: bool) -> None:
        self.ctx = ctx
        learn = game.learn_module
        self.moments = getattr(learn, "moments", None) if humans else None
        self.line = ""
        self.time = 0.0
        self.rect: pygame.Rect | None = None  # where the line was last drawn

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

    def draw(self, surface: pygame.Surface, layout: TableLayout) -> None:
        """The line in a pill where the banner goes: one line centred there, or two, the
        second over the log strip, kept clear of the panels at the sides."""
        if not self.active:
            return
        text = self.ctx.text
        _x, log_y, _w, log_h = layout.rect("log")
        left, right = tip_span(layout, TIP_Y - 30, log_y + log_h)
        width = right - left - 2 * PAD_X
        size = theme.TEXT_BODY
        lines = text.wrap(self.line, size, width, True)
        if len(lines) > 2:
            size = theme.TEXT_MIN
            lines = text.wrap(self.line, size, width, True)
        images = [text.render(line, size, theme.WHITE, True) for line in lines]
        height = sum(image.get_height() for image in images)
        box = pygame.Rect(0, 0, max(image.get_width() for image in images) + 2 * PAD_X,
                          height + 2 * PAD_Y)
        if len(images) == 1:
            box.center = ((left + right) // 2, TIP_Y)
        else:
            box.midbottom = ((left + right) // 2, log_y + log_h - 2)
        pygame.draw.rect(surface, TIP_FILL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, width=4, border_radius=18)
        y = box.y + PAD_Y
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()
        self.rect = box
