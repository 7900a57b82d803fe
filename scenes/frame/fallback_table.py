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
from scenes.frame.game_table import Control, GameTable, SeatInfo

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.engine.text import TextCache
    from game.rules.base import Move

# Two wide columns: PASS moves ("play 3>33 K>3^ J>Q^") need the width; the grid ends
# above the turn banner (scenes/seat_plates.BANNER_Y) and the log strip.
VIEW_RECT = pygame.Rect(380, 205, 1160, 340)
COLUMNS, ROWS = 2, 3
GAP = 10
BUTTON_W, BUTTON_H = (VIEW_RECT.w - (COLUMNS - 1) * GAP) // COLUMNS, 56
MOVES_TOP = 566
VIEW_LINE, VIEW_COLUMNS = 33, 3  # nine rows in three columns: a 5-player PASS view fits


def view_lines(view: Any) -> list[str]:
    """The fields of a view as `name: value` lines (dataclass, NamedTuple or object); fields
    with no value (None: e.g. a deal's result while it is played) are left out."""
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
    return [f"{name.replace('_', ' ')}: {_short(value)}" for name, value in items
            if value is not None]


def _short(value: Any) -> str:
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    if value is None:
        return "-"
    return str(value)


def fitted_label(text: TextCache, label: str, width: int) -> tuple[str, int]:
    """A move's label and size to fit `width`: shrunk to the smallest readable size, then
    cut with an ellipsis (the full move is in the log once played)."""
    size = text.fit(label, theme.TEXT_BODY, width, True)
    if text.size(label, size, True)[0] <= width:
        return label, size
    while label and text.size(label + "…", size, True)[0] > width:
        label = label[:-1]
    return label.rstrip() + "…", size


class FallbackTable(GameTable):
    """A readable table for any game: view as text, legal moves as buttons."""

    def __init__(
        self, ctx: AppContext, layout: TableLayout, seats: list[SeatInfo], options: dict
    ) -> None:
        self.ctx = ctx
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
        # Columns of `name: value` lines, so a whole view fits above the moves. Each
        # field goes whole into the first column with room: a hand split across columns
        # misreads, and a long field must not push the short ones off the panel.
        top, column_w = y + 40, (VIEW_RECT.w - 20 * (VIEW_COLUMNS - 1)) // VIEW_COLUMNS
        rows = (VIEW_RECT.bottom - top) // VIEW_LINE
        used = [0] * VIEW_COLUMNS
        for line in view_lines(self.view):
            parts = text.wrap(line, theme.TEXT_MIN, column_w)[:rows]
            column = next((c for c in range(VIEW_COLUMNS) if used[c] + len(parts) <= rows), None)
            if column is None:
                continue
            x = VIEW_RECT.x + column * (column_w + 20)
            for part in parts:
                text.blit(surface, part, theme.TEXT_MIN, (x, top + used[column] * VIEW_LINE))
                used[column] += 1
        for control in self.controls():
            rect = pygame.Rect(control.rect)
            focused = int(control.key) == self.focus
            pygame.draw.rect(surface, theme.PAPER, rect, border_radius=10)
            if focused:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 5, 14)
            label, size = fitted_label(text, control.label, rect.w - 16)
            text.blit(surface, label, size, rect.center, theme.INK, True, "center")
        pages = (len(self.moves) + COLUMNS * ROWS - 1) // (COLUMNS * ROWS)
        if pages > 1:
            note = f"page {self.page + 1} of {pages} ([prev] [next])"
            text.blit(surface, note, theme.TEXT_MIN, (VIEW_RECT.right, VIEW_RECT.y),
                      theme.TEXT_DIM, anchor="topright")
