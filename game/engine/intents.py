"""Intents: what a player meant, independent of the device that said it.

The input boundary (game/engine/input.py) turns raw pygame events into these;
scenes only ever see intents, never pygame events.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Action(Enum):
    """What a player asked for."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"  # pad A, Enter / Space
    BACK = "back"  # pad B, Backspace
    ALT = "alt"  # pad X, key X: the scene's secondary action (e.g. pass)
    EXTRA = "extra"  # pad Y, key Tab: the scene's third action (e.g. flip a card)
    PREV = "prev"  # left shoulder, Q / PageUp
    NEXT = "next"  # right shoulder, E / PageDown
    PAUSE = "pause"  # pad Start, Esc
    HELP = "help"  # pad Back/Select, F1
    UNDO = "undo"  # pad: press the left stick; keys U, Ctrl+Z
    HINT = "hint"  # pad: press the right stick; key H
    POINT = "point"  # mouse moved: pos is set
    SELECT = "select"  # mouse click at pos
    SCROLL_UP = "scroll_up"
    SCROLL_DOWN = "scroll_down"
    FULLSCREEN = "fullscreen"  # F11, Alt+Enter
    FOCUS_LOST = "focus_lost"
    QUIT = "quit"  # window closed
    PAD_ADDED = "pad_added"  # a gamepad was plugged in (device says which)
    PAD_REMOVED = "pad_removed"  # a gamepad was unplugged: its seat falls back to shared input


@dataclass(frozen=True, slots=True)
class Device:
    """Where an intent came from: "mouse", "keyboard", "pad" (with its instance id) or "system"."""

    kind: str
    id: int | None = None

    def __str__(self) -> str:
        return f"pad {self.id}" if self.kind == "pad" else self.kind


MOUSE = Device("mouse")
KEYBOARD = Device("keyboard")
SYSTEM = Device("system")


@dataclass(frozen=True, slots=True)
class Intent:
    """One thing a player meant. `pos` is in logical 1920x1080 coordinates for mouse intents."""

    action: Action
    device: Device
    pos: tuple[int, int] | None = None


class Family(Enum):
    """A family of devices whose controls look alike (game/engine/prompts.py draws them)."""

    KEYBOARD = "keyboard"
    MOUSE = "mouse"
    XBOX = "xbox"
    PLAYSTATION = "playstation"
    NINTENDO = "nintendo"

    @property
    def is_pad(self) -> bool:
        """True for the gamepad families."""
        return self in (Family.XBOX, Family.PLAYSTATION, Family.NINTENDO)


# SDL_GameControllerType values (SDL 2.0.12 on) and the family whose glyphs they wear.
PLAYSTATION_TYPES = {3, 4, 7}  # PS3, PS4, PS5
NINTENDO_TYPES = {5, 11, 12, 13}  # Switch Pro, Joy-Con left, right, pair


def pad_family(sdl_type: int | None) -> Family:
    """The glyph family of a pad SDL reports as `sdl_type` (Xbox-style when unknown)."""
    if sdl_type in PLAYSTATION_TYPES:
        return Family.PLAYSTATION
    if sdl_type in NINTENDO_TYPES:
        return Family.NINTENDO
    return Family.XBOX
