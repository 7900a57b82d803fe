"""The plain table: the view as readable text and the legal moves as buttons.

Used when a game's own table is missing or fails to import, so every game is
playable (and testable) as soon as its rules exist. It draws only from the
last view it was given and lists moves only when the frame offers them (on the
viewer's own turn), so it can never show a hidden hand.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import theme
from game.engine.intents import Action, Intent
from scenes.table_api import Control, GameTable, SeatInfo

if TYPE_CHECKING:
    from game.rules.base import Move

COLUMNS, ROWS = 6, 4
BUTTON_W, BUTTON_H, GAP = 240, 60, 12
MOVES_TOP = 560
VIEW_RECT = pygame.Rect(380, 210, 1160, 330)


def view_lines(view: Any) -> list[str]:
    """The fields of a view as `name: value` lines (dataclass, NamedTuple or object)."""
    if view is None:
        return []
    if dataclasses.is_dataclass(view):
        items = [(f.name, getattr(view, f.name)) for f in dataclasses.fields(view)]
    elif hasattr(view, "_asdict"):
        items = list(view._asdict().items())
    elif isinstance(view, dict):
        items = list(view.items())
    else:
        items = [(k, v) for k, v in vars(view).items() if not k.startswith("_")]
    return [f"{name.replace('_', ' ')}: {_short(value)}" for name, value in items]


def _short(value: Any) -> str:
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    if value is None:
        return "-"
    return str(value)


class FallbackTable(GameTable):
    """A readable table for any game: view as text, legal moves as buttons."""

    def __init__(self, ctx: Any, layout: Any, seats: list[SeatInfo], options: dict) -> None:
        self.ctx = ctx
        self.layout = layout
        self.seats = seats
        self.options = options
        self.view: Any = None
        self.viewer: int | None = None
        self.moves: list[Move] = []
        self.focus = 0
        self.page = 0
        self.refusal = ""
        self.last_events: list = []

    # -- what the frame tells us -------------------------------------------------------------

    def show(self, view: Any, viewer: int | None) -> None:
        """Draw from `view` from now on."""
        self.view, self.viewer = view, viewer

    def animate(self, events: list, view: Any) -> None:
        """No animation here: remember the events for the caption and take the new view."""
        self.last_events = list(events)
        self.view = view

    def offer(self, moves: list[Move]) -> None:
        """The moves the viewer may make now (empty when it is not their turn)."""
        if moves != self.moves:
            self.moves = list(moves)
            self.focus = min(self.focus, max(len(self.moves) - 1, 0))
            self.page = self.focus // (COLUMNS * ROWS)
            self.refusal = ""

    def update(self, dt: float) -> None:
        """Nothing moves on the plain table."""

    def refuse(self, message: str) -> None:
        """Keep the refusal next to the moves."""
        self.refusal = message

    # -- input -------------------------------------------------------------------------------

    def controls(self) -> list[Control]:
        """One button per legal move on the current page."""
        per_page = COLUMNS * ROWS
        start = self.page * per_page
        out = []
        for k, move in enumerate(self.moves[start : start + per_page]):
            col, row = k % COLUMNS, k // COLUMNS
            x = VIEW_RECT.x + col * (BUTTON_W + GAP)
            y = MOVES_TOP + row * (BUTTON_H + GAP)
            out.append(Control(str(start + k), (x, y, BUTTON_W, BUTTON_H), str(move)))
        return out

    def handle(self, intent: Intent, legal: list[Move]) -> Move | None:
        """Arrows/shoulders move the focus, confirm or a click plays the focused move."""
        if legal != self.moves:
            self.offer(legal)
        if not self.moves:
            return None
        steps = {Action.LEFT: -1, Action.RIGHT: 1, Action.UP: -COLUMNS, Action.DOWN: COLUMNS,
                 Action.PREV: -COLUMNS * ROWS, Action.NEXT: COLUMNS * ROWS}
        if intent.action in steps:
            self._move_focus(steps[intent.action])
            return None
        if intent.action is Action.CONFIRM:
            return self.moves[self.focus]
        if intent.action in (Action.POINT, Action.SELECT) and intent.pos is not None:
            for control in self.controls():
                if pygame.Rect(control.rect).collidepoint(intent.pos):
                    self.focus = int(control.key)
                    return self.moves[self.focus] if intent.action is Action.SELECT else None
        return None

    def _move_focus(self, step: int) -> None:
        self.focus = max(0, min(len(self.moves) - 1, self.focus + step))
        self.page = self.focus // (COLUMNS * ROWS)

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The view's fields, then the move buttons with a focus ring."""
        text = self.ctx.text
        panel = VIEW_RECT.inflate(24, 24)
        pygame.draw.rect(surface, theme.FELT_DARK, panel, border_radius=14)
        whose = "public view" if self.viewer is None else f"{self.seats[self.viewer].name}'s view"
        y = VIEW_RECT.y
        text.blit(surface, f"Plain table · {whose}", theme.TEXT_MIN, (VIEW_RECT.x, y),
                  theme.HIGHLIGHT, True)
        # Two columns of `name: value` lines, so a whole view fits above the moves.
        top, column_w = y + 40, (VIEW_RECT.w - 20) // 2
        x, y = VIEW_RECT.x, top
        for line in view_lines(self.view):
            for part in text.wrap(line, theme.TEXT_MIN, column_w):
                if y > VIEW_RECT.bottom - 34:
                    if x > VIEW_RECT.x:
                        break
                    x, y = VIEW_RECT.x + column_w + 20, top
                text.blit(surface, part, theme.TEXT_MIN, (x, y))
                y += 34
        for control in self.controls():
            rect = pygame.Rect(control.rect)
            focused = int(control.key) == self.focus
            pygame.draw.rect(surface, theme.PAPER, rect, border_radius=10)
            if focused:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 5, 14)
            size = text.fit(control.label, theme.TEXT_BODY, rect.w - 16, True)
            text.blit(surface, control.label, size, rect.center, theme.INK, True, "center")
        pages = (len(self.moves) + COLUMNS * ROWS - 1) // (COLUMNS * ROWS)
        if pages > 1:
            note = f"page {self.page + 1} of {pages} (Q / E or shoulders to turn)"
            text.blit(surface, note, theme.TEXT_MIN, (VIEW_RECT.x, MOVES_TOP - 40), theme.TEXT_DIM)
