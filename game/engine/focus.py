"""Focus navigation for screens of controls: a cursor for pads and keys, hover and click for mice.

Directions move the cursor spatially (to the nearest control that way, wrapping
around the screen edge); PREV/NEXT step through the list order; the mouse
moves the cursor by hovering and activates by clicking. Any object with
`key`, `rect` and `enabled` works (a game table's controls, `Button` below).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.engine.intents import Action, Intent


class Focusable(Protocol):
    """What the focus helper needs from a control."""

    key: str
    rect: tuple[int, int, int, int]
    enabled: bool


@dataclass(slots=True)
class Button:
    """A simple focusable control for menus."""

    key: str
    rect: tuple[int, int, int, int]
    label: str = ""
    enabled: bool = True
    reason: str = ""


def _centre(rect: tuple[int, int, int, int]) -> tuple[float, float]:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def contains(rect: tuple[int, int, int, int], pos: tuple[int, int]) -> bool:
    """True if `pos` lies inside `rect`."""
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


VECTORS = {
    Action.UP: (0, -1),
    Action.DOWN: (0, 1),
    Action.LEFT: (-1, 0),
    Action.RIGHT: (1, 0),
}


class FocusGroup:
    """Which control has the cursor, and what an intent does to it."""

    def __init__(self, controls: Sequence[Focusable] = (), wrap: bool = True) -> None:
        self.controls: list[Focusable] = list(controls)
        self.wrap = wrap
        self.index = 0
        #: The disabled control last activated (so the scene can say why), else None.
        self.refused: Focusable | None = None
        #: True once the mouse pointed at something; scenes may hide the ring then.
        self.mouse_active = False

    def set_controls(self, controls: Sequence[Focusable]) -> None:
        """Replace the controls, keeping the cursor on the same key when it still exists."""
        key = self.focused_key
        self.controls = list(controls)
        keys = [c.key for c in self.controls]
        self.index = keys.index(key) if key in keys else min(self.index, max(len(keys) - 1, 0))

    @property
    def focused(self) -> Focusable | None:
        """The control under the cursor."""
        return self.controls[self.index] if self.controls else None

    @property
    def focused_key(self) -> str | None:
        """The key of the control under the cursor."""
        focused = self.focused
        return focused.key if focused is not None else None

    def focus(self, key: str) -> bool:
        """Put the cursor on `key`; False if there is no such control."""
        for i, control in enumerate(self.controls):
            if control.key == key:
                self.index = i
                return True
        return False

    def is_focused(self, key: str) -> bool:
        """True if `key` has the cursor."""
        return self.focused_key == key

    def at(self, pos: tuple[int, int]) -> Focusable | None:
        """The control under a mouse position."""
        for control in self.controls:
            if contains(control.rect, pos):
                return control
        return None

    def step(self, delta: int) -> None:
        """Move through the list order (PREV / NEXT), wrapping."""
        if self.controls:
            self.index = (self.index + delta) % len(self.controls)

    def move(self, action: Action) -> bool:
        """Move the cursor towards `action`'s direction; False if it could not move."""
        if len(self.controls) < 2 or action not in VECTORS:
            return False
        vx, vy = VECTORS[action]
        cx, cy = _centre(self.controls[self.index].rect)
        best, best_cost = None, float("inf")
        for i, control in enumerate(self.controls):
            if i == self.index:
                continue
            x, y = _centre(control.rect)
            along = (x - cx) * vx + (y - cy) * vy
            across = abs((x - cx) * vy) + abs((y - cy) * vx)
            if along <= 1:
                continue
            cost = along + 2 * across
            if cost < best_cost:
                best, best_cost = i, cost
        if best is None and self.wrap:
            best = self._wrap_target(vx, vy, cx, cy)
        if best is None:
            return False
        self.index = best
        return True

    def _wrap_target(self, vx: int, vy: int, cx: float, cy: float) -> int | None:
        """Past the edge: the control farthest the other way, best lined up with the cursor."""
        best, best_cost = None, float("inf")
        for i, control in enumerate(self.controls):
            if i == self.index:
                continue
            x, y = _centre(control.rect)
            along = (x - cx) * vx + (y - cy) * vy  # negative: behind us
            across = abs((x - cx) * vy) + abs((y - cy) * vx)
            cost = along + 2 * across
            if cost < best_cost:
                best, best_cost = i, cost
        return best

    def handle(self, intent: Intent) -> str | None:
        """Apply navigation; return the key of a control activated by this intent, if any."""
        self.refused = None
        action = intent.action
        if action in VECTORS:
            self.mouse_active = False
            self.move(action)
            return None
        if action in (Action.PREV, Action.NEXT):
            self.mouse_active = False
            self.step(-1 if action is Action.PREV else 1)
            return None
        if action is Action.POINT and intent.pos is not None:
            hit = self.at(intent.pos)
            if hit is not None:
                self.mouse_active = True
                self.focus(hit.key)
            return None
        if action is Action.SELECT and intent.pos is not None:
            hit = self.at(intent.pos)
            if hit is None:
                return None
            self.focus(hit.key)
            return self._activate(hit)
        if action is Action.CONFIRM and self.focused is not None:
            self.mouse_active = False
            return self._activate(self.focused)
        return None

    def _activate(self, control: Focusable) -> str | None:
        if not control.enabled:
            self.refused = control
            return None
        return control.key
