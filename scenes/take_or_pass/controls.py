"""What the acting human's intents do at the Take or Pass table.

Pads and keys: LEFT/RIGHT toggle between Take and Pass, UP/DOWN jump to Take (above) or
Pass (below), CONFIRM presses the focused one and ALT (X) passes. The mouse: pointing at a
button focuses it, clicking Take, Pass or the face-up card (which takes) chooses. A person
never waits for an animation: any intent finishes the ones playing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine.intents import Action, Intent
from game.rules.take_or_pass.moves import PASS, TAKE

if TYPE_CHECKING:
    from game.engine.tween import Timeline
    from game.rules.base import Move
    from scenes.frame.game_table import Control

NO_CHIPS = "No chips left: you must take"
FOCUSABLE = ("take", "pass")


class Controlled(Protocol):
    """What the controls read and change of the table: its focus and its buttons."""

    timeline: Timeline
    focus: int

    def controls(self) -> list[Control]: ...

    def can_pass(self) -> bool: ...

    def say(self, message: str) -> None: ...


def handle_intent(table: Controlled, intent: Intent, legal: list[Move]) -> Move | None:
    """The move `intent` makes (None if it only moves the focus or makes no move)."""
    if table.timeline.busy:
        table.timeline.skip()  # a person never waits for an animation
    action = intent.action
    if action in (Action.LEFT, Action.RIGHT):
        table.focus = 1 - table.focus
        return None
    if action in (Action.UP, Action.DOWN):
        table.focus = 0 if action == Action.UP else 1  # take sits above pass
        return None
    if action == Action.CONFIRM:
        return choose(table, FOCUSABLE[table.focus], legal)
    if action == Action.ALT:
        return choose(table, "pass", legal)
    if action in (Action.SELECT, Action.POINT) and intent.pos is not None:
        key = hit(table, intent.pos)
        if key is None:
            return None
        if key in FOCUSABLE:
            table.focus = FOCUSABLE.index(key)
        if action == Action.SELECT:
            return choose(table, "take" if key == "card" else key, legal)
    return None


def hit(table: Controlled, pos: tuple[int, int]) -> str | None:
    """The key of the control under `pos`, or None."""
    for control in table.controls():
        if pygame.Rect(control.rect).collidepoint(pos):
            return control.key
    return None


def choose(table: Controlled, key: str, legal: list[Move]) -> Move | None:
    """The move the control `key` makes, if legal; passing with no chips says why not."""
    if key == "pass":
        if PASS in legal and table.can_pass():
            return PASS
        table.say(NO_CHIPS)
        return None
    return TAKE if TAKE in legal else None
