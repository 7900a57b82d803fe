"""What the acting human's intents do at the dominoes table.

Pads and keys: LEFT/RIGHT walk the hand and the buttons, UP/DOWN hop between
the hand and the buttons, CONFIRM picks the focused tile (its possible ends
light up), then LEFT/RIGHT aim it at an end and CONFIRM places it; BACK lets
go of it; ALT passes; EXTRA draws; PREV/NEXT jump between tiles that fit. Mice point and
click: a tile, then an end (or anywhere near one) places it.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine.intents import Action, Intent
from game.rules.dominoes.moves import PASS
from scenes.dominoes.hand import fitting_ends, move_for

if TYPE_CHECKING:
    from game.rules.base import Move
    from game.rules.dominoes.views import DominoesView
    from scenes.dominoes.geometry import Geometry
    from scenes.dominoes.hand import HandChoice
    from scenes.frame.game_table import Control

BUTTONS = ("draw", "pass")


class Controlled(Protocol):
    """What the controls read and change of the dominoes table: the last view, where things
    go, the hand's choice and the focus, and the table's buttons and moves."""

    view: DominoesView | None
    geo: Geometry
    choice: HandChoice
    focus: str | None
    last_tile_focus: str | None

    def placeable(self) -> list[str]: ...

    def draw_reason(self) -> str: ...

    def controls(self) -> list[Control]: ...

    def geo_end_rect(self, side: str) -> tuple[int, int, int, int]: ...

    def move_for_choice(self, legal: list[Move]) -> Move | None: ...

    def choose(self, key: str, legal: list[Move]) -> Move | None: ...


def focus_order(table: Controlled) -> list[str]:
    """Keys the cursor walks with LEFT/RIGHT: the hand, then Draw and Pass."""
    hand = table.view.hand if table.view is not None and table.view.hand else ()
    return [f"tile:{name}" for name in hand] + list(BUTTONS)


def default_focus(table: Controlled) -> str:
    """Where the cursor starts: the first tile that fits, else Draw, else Pass."""
    fitting = table.placeable()
    if fitting:
        return f"tile:{fitting[0]}"
    return "draw" if not table.draw_reason() else "pass"


def handle_intent(table: Controlled, intent: Intent, legal: list[Move]) -> Move | None:
    """One intent of the acting human: a move to try, or None (focus or pick changed)."""
    order = focus_order(table)
    if table.focus not in order:
        table.focus = default_focus(table)
    action = intent.action
    if action in (Action.SELECT, Action.POINT) and intent.pos is not None:
        return _mouse(table, intent, legal)
    if action == Action.ALT:
        table.choice.clear()
        return PASS
    if action == Action.EXTRA:
        return table.choose("draw", legal)  # a closed boneyard: the rules say why
    if table.choice.tile is not None:
        return _aiming(table, action, legal)
    if action in (Action.LEFT, Action.RIGHT):
        step = -1 if action == Action.LEFT else 1
        table.focus = order[(order.index(table.focus) + step) % len(order)]
    elif action in (Action.UP, Action.DOWN):
        table.focus = _vertical(table, action, order)
    elif action in (Action.PREV, Action.NEXT):
        _jump(table, 1 if action == Action.NEXT else -1)
    elif action == Action.CONFIRM and table.focus is not None:
        return activate(table, table.focus, legal)
    return None


def _aiming(table: Controlled, action: Action, legal: list[Move]) -> Move | None:
    """A tile is picked: the d-pad aims it, CONFIRM places it, BACK lets go."""
    view = table.view
    ends = view.ends if view is not None else None
    if action in (Action.LEFT, Action.RIGHT):
        table.choice.choose("left" if action == Action.LEFT else "right", ends)
    elif action == Action.CONFIRM:
        return table.move_for_choice(legal)
    elif action in (Action.BACK, Action.UP, Action.DOWN):
        table.choice.clear()
    elif action in (Action.PREV, Action.NEXT):
        _jump(table, 1 if action == Action.NEXT else -1)
        name = (table.focus or "").removeprefix("tile:")
        if name in table.placeable():
            table.choice.select(name, ends)
    return None


def _vertical(table: Controlled, action: Action, order: list[str]) -> str:
    """UP/DOWN: from the hand to the buttons, between the buttons, and back."""
    focus = table.focus or order[0]
    if focus == "draw":
        return "pass" if action == Action.DOWN else _back_to_hand(table, order)
    if focus == "pass":
        return "draw" if action == Action.UP else _back_to_hand(table, order)
    table.last_tile_focus = focus
    return "draw"


def _back_to_hand(table: Controlled, order: list[str]) -> str:
    """The tile the cursor left the hand from (or the first that fits)."""
    last = table.last_tile_focus
    if last is not None and last in order:
        return last
    tiles = [k for k in order if k.startswith("tile:")]
    fitting = [f"tile:{t}" for t in table.placeable()]
    return fitting[0] if fitting else (tiles[0] if tiles else "draw")


def _jump(table: Controlled, step: int) -> None:
    """Move the cursor to the next (or previous) tile that fits."""
    fitting = [f"tile:{t}" for t in table.placeable()]
    if not fitting:
        return
    if table.focus in fitting:
        table.focus = fitting[(fitting.index(table.focus) + step) % len(fitting)]
    else:
        table.focus = fitting[0 if step > 0 else -1]


def activate(table: Controlled, key: str, legal: list[Move]) -> Move | None:
    """CONFIRM or a click on a control: pick a tile, or draw, or pass."""
    view = table.view
    if view is None:
        return None
    if key.startswith("tile:"):
        name = key.removeprefix("tile:")
        fits = fitting_ends(name, view.ends)
        if not fits or view.ends is None:
            # A round's first tile needs no end; a tile that fits nowhere goes to the
            # rules, whose refusal says why.
            table.choice.clear()
            return move_for(name, "", view.ends, legal)
        table.focus = key
        table.choice.select(name, view.ends)
        return None
    if key.startswith("end:"):
        table.choice.choose(key.removeprefix("end:"), view.ends)
        return table.move_for_choice(legal)
    return table.choose(key, legal)


def hit(table: Controlled, pos: tuple[int, int]) -> str | None:
    """The key of the control under `pos` (ends first: they lie over the train)."""
    controls = table.controls()
    controls.sort(key=lambda c: not c.key.startswith("end:"))
    for control in controls:
        if pygame.Rect(control.rect).collidepoint(pos):
            return control.key
    return None


def nearest_end(table: Controlled, pos: tuple[int, int]) -> str | None:
    """The end the picked tile fits that lies nearest `pos`, if `pos` is on the train area."""
    view = table.view
    if view is None or table.choice.tile is None or view.ends is None:
        return None
    if not pygame.Rect(table.geo.train).collidepoint(pos):
        return None
    best, best_d = None, math.inf
    for side in fitting_ends(table.choice.tile, view.ends):
        x, y, w, h = table.geo_end_rect(side)
        d = math.dist(pos, (x + w / 2, y + h / 2))
        if d < best_d:
            best, best_d = side, d
    return best


def _mouse(table: Controlled, intent: Intent, legal: list[Move]) -> Move | None:
    """Hover moves the cursor (and aims a picked tile); a click acts."""
    pos = intent.pos or (0, 0)
    key = hit(table, pos)
    view = table.view
    ends = view.ends if view is not None else None
    if intent.action == Action.POINT:
        if key is not None and key.startswith("end:"):
            table.choice.choose(key.removeprefix("end:"), ends)
        elif key is not None and key != "boneyard":
            table.focus = key
        elif key is None:
            # Over the felt near an end, a picked tile already shows where a click puts it.
            side = nearest_end(table, pos)
            if side is not None:
                table.choice.choose(side, ends)
        return None
    if key is None:
        side = nearest_end(table, pos)
        if side is not None:
            return activate(table, f"end:{side}", legal)
        table.choice.clear()
        return None
    if key.startswith("tile:") and key.removeprefix("tile:") == table.choice.tile:
        fits = fitting_ends(table.choice.tile, ends)
        # Clicking the picked tile again places it when there is only one place to go.
        return table.move_for_choice(legal) if len(fits) == 1 else None
    return activate(table, key, legal)
