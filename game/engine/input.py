"""The one input boundary: raw pygame events in, Intents (tagged with a Device) out.

Keyboard, mouse and SDL game controllers (Xbox, PlayStation, Switch pads all
arrive with the standard A/B/X/Y mapping) are handled here and nowhere else.
Held directions (arrow keys, d-pad, a stick past its dead zone) repeat after a
delay, so a player can sweep along a hand. Pads are keyed by SDL instance id;
plugging or unplugging one mid-game yields PAD_ADDED / PAD_REMOVED intents and
never raises.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import sdl
from game.engine.intents import (
    KEYBOARD,
    MOUSE,
    SYSTEM,
    Action,
    Device,
    Family,
    Intent,
    pad_family,
)
from game.engine.theme import SCREEN_SIZE

log = logging.getLogger(__name__)

REPEAT_DELAY = 0.40  # seconds a direction is held before it repeats
REPEAT_RATE = 0.11  # seconds between repeats
DEAD_ZONE = 0.45  # of full stick travel: below this a stick is centred
TRIGGER_ON = 0.6  # of full trigger travel
AXIS_MAX = 32767.0

KEYS: dict[int, Action] = {
    pygame.K_UP: Action.UP, pygame.K_w: Action.UP,
    pygame.K_DOWN: Action.DOWN, pygame.K_s: Action.DOWN,
    pygame.K_LEFT: Action.LEFT, pygame.K_a: Action.LEFT,
    pygame.K_RIGHT: Action.RIGHT, pygame.K_d: Action.RIGHT,
    pygame.K_RETURN: Action.CONFIRM, pygame.K_KP_ENTER: Action.CONFIRM,
    pygame.K_SPACE: Action.CONFIRM,
    pygame.K_BACKSPACE: Action.BACK,
    pygame.K_ESCAPE: Action.PAUSE,
    pygame.K_x: Action.ALT,
    pygame.K_TAB: Action.EXTRA,
    pygame.K_q: Action.PREV, pygame.K_PAGEUP: Action.PREV,
    pygame.K_e: Action.NEXT, pygame.K_PAGEDOWN: Action.NEXT,
    pygame.K_F1: Action.HELP,
    pygame.K_u: Action.UNDO,
    pygame.K_h: Action.HINT,
    pygame.K_F11: Action.FULLSCREEN,
}
PAD_BUTTONS: dict[int, Action] = {
    pygame.CONTROLLER_BUTTON_A: Action.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Action.BACK,
    pygame.CONTROLLER_BUTTON_X: Action.ALT,
    pygame.CONTROLLER_BUTTON_Y: Action.EXTRA,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Action.PREV,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Action.NEXT,
    pygame.CONTROLLER_BUTTON_START: Action.PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: Action.HELP,
    pygame.CONTROLLER_BUTTON_LEFTSTICK: Action.UNDO,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: Action.HINT,
    pygame.CONTROLLER_BUTTON_GUIDE: Action.PAUSE,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Action.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
}
DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY}
TRIGGERS = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: Action.PREV,
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: Action.NEXT,
}


@dataclass(frozen=True, slots=True)
class PadInfo:
    """A connected gamepad: its SDL instance id, name and the family of its buttons'
    glyphs (game/engine/prompts.py)."""

    instance_id: int
    name: str
    family: Family = Family.XBOX

    @property
    def device(self) -> Device:
        """The Device its intents carry."""
        return Device("pad", self.instance_id)


def open_controller(device_index: int) -> tuple[int, str, Any]:
    """Open the SDL game controller at `device_index`: (instance id, name, handle)."""
    from pygame._sdl2 import controller

    if not controller.get_init():
        controller.init()
    pad = controller.Controller(device_index)
    return pad.as_joystick().get_instance_id(), pad.name or "Gamepad", pad


# Window events after which the picture on screen may be gone or stale.
_REPAINT_EVENTS = frozenset({
    pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
    pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWFOCUSGAINED,
    pygame.VIDEOEXPOSE, pygame.VIDEORESIZE,
})


class InputBoundary:
    """Turns pygame events into intents; the only code that reads raw events.

    `to_logical` maps window pixels to the logical 1920x1080 screen (identity
    under pygame.SCALED, which already reports logical positions); `opener`
    opens a controller by device index and `typer` gives a pad's SDL controller type by
    instance id (both injected by tests).
    """

    def __init__(
        self,
        to_logical: Callable[[tuple[int, int]], tuple[int, int]] | None = None,
        opener: Callable[[int], tuple[int, str, Any]] = open_controller,
        typer: Callable[[int], int | None] = sdl.pad_type,
        repeat_delay: float = REPEAT_DELAY,
        repeat_rate: float = REPEAT_RATE,
        dead_zone: float = DEAD_ZONE,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.to_logical = to_logical or (lambda pos: pos)
        self.opener = opener
        self.typer = typer
        self.repeat_delay = repeat_delay
        self.repeat_rate = repeat_rate
        self.dead_zone = dead_zone
        self._pads: dict[int, PadInfo] = {}
        self._gone: dict[int, PadInfo] = {}  # pads unplugged, by instance id (never reused)
        self._handles: dict[int, Any] = {}
        # (device, direction) -> seconds until it repeats next
        self._held: dict[tuple[Device, Action], float] = {}
        # (instance id, axis) -> the direction that axis is holding, if any
        self._stick: dict[tuple[int, int], Action | None] = {}
        self._triggers: dict[tuple[int, int], bool] = {}
        self.last_device: Device = KEYBOARD
        self.clock = clock
        self._last_poll: float | None = None
        self._repaint = False  # a window event since the last `take_repaint()`

    # --- pads ---------------------------------------------------------------------------

    @staticmethod
    def start_pads() -> bool:
        """Start SDL's game-controller subsystem (SDL then announces pads already plugged in).

        Returns False when it cannot start; the game then runs on keyboard and mouse.
        """
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
        except (ImportError, pygame.error) as exc:
            log.warning("gamepads unavailable: %s", exc)
            return False
        return True

    def pads(self) -> list[PadInfo]:
        """Connected pads, in the order they were plugged in (for the setup screen)."""
        return list(self._pads.values())

    def pad_ids(self) -> list[int]:
        """Instance ids of the connected pads."""
        return list(self._pads)

    def family(self, device: Device) -> Family:
        """Whose glyphs `device`'s prompts wear (a pad's by its SDL type; a pad just unplugged
        keeps its family, so a message about it can show its buttons)."""
        if device.kind == "pad":
            pad = self._pads.get(device.id) or self._gone.get(device.id)  # type: ignore[arg-type]
            return pad.family if pad is not None else Family.XBOX
        return Family.MOUSE if device.kind == "mouse" else Family.KEYBOARD

    def _add_pad(self, event: pygame.event.Event) -> list[Intent]:
        index = getattr(event, "device_index", getattr(event, "which", 0))
        try:
            iid, name, handle = self.opener(index)
        except Exception as exc:  # a pad SDL cannot open must not stop the game
            log.warning("could not open gamepad %s: %s", index, exc)
            return []
        if iid in self._pads:
            return []
        self._pads[iid] = PadInfo(iid, name, pad_family(self.typer(iid)))
        self._handles[iid] = handle
        return [Intent(Action.PAD_ADDED, Device("pad", iid))]

    def _remove_pad(self, iid: int) -> list[Intent]:
        gone = self._pads.pop(iid, None)
        if gone is not None:
            self._gone[iid] = gone
        handle = self._handles.pop(iid, None)
        if handle is not None:
            try:
                handle.quit()
            except Exception:  # already gone with the device; nothing to release
                pass
        for key in [k for k in self._held if k[0].kind == "pad" and k[0].id == iid]:
            del self._held[key]
        for key in [k for k in self._stick if k[0] == iid]:
            del self._stick[key]
        return [Intent(Action.PAD_REMOVED, Device("pad", iid))]

    def _pad_device(self, event: pygame.event.Event) -> Device:
        iid = getattr(event, "instance_id", getattr(event, "which", -1))
        if iid not in self._pads:
            # A press from a pad we never saw being added (events lost): adopt it.
            self._pads[iid] = PadInfo(iid, "Gamepad")
        return Device("pad", iid)

    # --- translation --------------------------------------------------------------------

    def poll(self) -> list[Intent]:
        """Read every pending pygame event and return the intents they mean, plus repeats."""
        now = self.clock()
        dt = 0.0 if self._last_poll is None else now - self._last_poll
        self._last_poll = now
        intents = self.update(dt)
        events = pygame.event.get()
        for event in events:
            intents.extend(self.translate(event))
            if event.type in _REPAINT_EVENTS:
                self._repaint = True
        return self._net_focus(events, intents)

    def waiting(self) -> bool:
        """Is there input to read: a queued event, or a held direction that repeats?"""
        return bool(self._held) or pygame.event.peek()

    def take_repaint(self) -> bool:
        """True once after the window was shown, exposed, resized or refocused: the loop
        redraws then even if nothing in the game changed (the last frame may be gone)."""
        repaint, self._repaint = self._repaint, False
        return repaint

    @staticmethod
    def _net_focus(events: list[pygame.event.Event], intents: list[Intent]) -> list[Intent]:
        """Drop FOCUS_LOST when focus came back within the same batch (SDL recreating
        the window for SCALED mode sends lost-then-gained pairs)."""
        last_lost = last_gained = -1
        for i, event in enumerate(events):
            if event.type == pygame.WINDOWFOCUSLOST:
                last_lost = i
            elif event.type == pygame.WINDOWFOCUSGAINED:
                last_gained = i
        if last_lost < 0 or last_gained < last_lost:
            return intents
        return [i for i in intents if i.action is not Action.FOCUS_LOST]

    def translate(self, event: pygame.event.Event) -> list[Intent]:
        """The intents one pygame event means (often none)."""
        kind = event.type
        if kind == pygame.QUIT:
            return [Intent(Action.QUIT, SYSTEM)]
        if kind == pygame.WINDOWFOCUSLOST:
            self._held.clear()  # keys released while away would otherwise stick
            return [Intent(Action.FOCUS_LOST, SYSTEM)]
        if kind == pygame.KEYDOWN:
            return self._key_down(event)
        if kind == pygame.KEYUP:
            action = KEYS.get(event.key)
            if action is not None:
                self._held.pop((KEYBOARD, action), None)
            return []
        if kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return self._mouse(event)
        if kind == pygame.MOUSEWHEEL:
            self.last_device = MOUSE
            action = Action.SCROLL_UP if event.y > 0 else Action.SCROLL_DOWN
            return [Intent(action, MOUSE)] if event.y else []
        if kind == pygame.CONTROLLERDEVICEADDED:
            return self._add_pad(event)
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            return self._remove_pad(getattr(event, "instance_id", getattr(event, "which", -1)))
        if kind == pygame.CONTROLLERBUTTONDOWN:
            return self._pad_button(event, down=True)
        if kind == pygame.CONTROLLERBUTTONUP:
            return self._pad_button(event, down=False)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event)
        return []

    def _key_down(self, event: pygame.event.Event) -> list[Intent]:
        self.last_device = KEYBOARD
        alt = bool(getattr(event, "mod", 0) & pygame.KMOD_ALT)
        if alt and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Intent(Action.FULLSCREEN, KEYBOARD)]
        if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            return [Intent(Action.UNDO, KEYBOARD)]
        action = KEYS.get(event.key)
        if action is None:
            return []
        if action in DIRECTIONS:
            self._held[(KEYBOARD, action)] = self.repeat_delay
        return [Intent(action, KEYBOARD)]

    def _mouse(self, event: pygame.event.Event) -> list[Intent]:
        x, y = self.to_logical(tuple(event.pos))
        pos = (min(max(int(x), 0), SCREEN_SIZE[0] - 1), min(max(int(y), 0), SCREEN_SIZE[1] - 1))
        # On the bars beside a letterboxed picture SDL reports points off the logical screen:
        # pointing or clicking there is at nothing (clamped, it would hit the picture's edge).
        on_picture = pos == (int(x), int(y))
        self.last_device = MOUSE
        if event.type == pygame.MOUSEMOTION:
            return [Intent(Action.POINT, MOUSE, pos)] if on_picture else []
        if event.button == 1:
            return [Intent(Action.SELECT, MOUSE, pos)] if on_picture else []
        if event.button == 3:  # right click backs out, so the mouse alone can leave any screen
            return [Intent(Action.BACK, MOUSE, pos)]
        return []

    def _pad_button(self, event: pygame.event.Event, down: bool) -> list[Intent]:
        device = self._pad_device(event)
        action = PAD_BUTTONS.get(event.button)
        if action is None:
            return []
        if not down:
            self._held.pop((device, action), None)
            return []
        self.last_device = device
        if action in DIRECTIONS:
            self._held[(device, action)] = self.repeat_delay
        return [Intent(action, device)]

    def _pad_axis(self, event: pygame.event.Event) -> list[Intent]:
        device = self._pad_device(event)
        iid, axis = device.id, event.axis
        value = event.value / AXIS_MAX
        if axis in TRIGGERS:
            pressed = value >= TRIGGER_ON
            was = self._triggers.get((iid, axis), False)
            self._triggers[(iid, axis)] = pressed
            if pressed and not was:
                self.last_device = device
                return [Intent(TRIGGERS[axis], device)]
            return []
        if axis not in STICK_AXES:
            return []  # the right stick is unused
        negative, positive = (
            (Action.LEFT, Action.RIGHT) if axis == pygame.CONTROLLER_AXIS_LEFTX
            else (Action.UP, Action.DOWN)
        )
        now: Action | None = None
        if value <= -self.dead_zone:
            now = negative
        elif value >= self.dead_zone:
            now = positive
        before = self._stick.get((iid, axis))
        if now == before:
            return []
        self._stick[(iid, axis)] = now
        if before is not None:
            self._held.pop((device, before), None)
        if now is None:
            return []
        self.last_device = device
        self._held[(device, now)] = self.repeat_delay
        return [Intent(now, device)]

    def update(self, dt: float) -> list[Intent]:
        """Repeats for directions still held after `dt` more seconds: at most one each per
        call, so a stalled frame never turns a held key into a burst of moves the player
        never saw; the backlog is dropped, as the loop drops late steps."""
        out: list[Intent] = []
        for key, left in list(self._held.items()):
            left -= dt
            if left <= 0:
                out.append(Intent(key[1], key[0]))
                left += self.repeat_rate
                if left <= 0:  # more than one repeat was due: start afresh from this one
                    left = self.repeat_rate
            self._held[key] = left
        return out
