"""The input boundary: keys, mouse and synthetic controller events (with hot-plug) to intents."""
from __future__ import annotations

import pygame
import pytest

from game.engine.input import REPEAT_DELAY, REPEAT_RATE, InputBoundary
from game.engine.intents import KEYBOARD, MOUSE, SYSTEM, Action, Device, Intent

pygame.display.init()


class FakePads:
    """Opens pads by device index with made-up instance ids (no SDL device needed)."""

    def __init__(self) -> None:
        self.opened: list[int] = []

    def __call__(self, index: int) -> tuple[int, str, object]:
        if index == 99:
            raise pygame.error("Invalid game controller index")
        self.opened.append(index)
        return (100 + index, f"Test pad {index}", None)


def ev(kind: int, **attrs: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def actions(intents: list[Intent]) -> list[Action]:
    return [i.action for i in intents]


@pytest.fixture
def boundary() -> InputBoundary:
    return InputBoundary(opener=FakePads())


@pytest.mark.parametrize(
    ("k", "action"),
    [
        (pygame.K_UP, Action.UP), (pygame.K_w, Action.UP), (pygame.K_s, Action.DOWN),
        (pygame.K_a, Action.LEFT), (pygame.K_RIGHT, Action.RIGHT),
        (pygame.K_RETURN, Action.CONFIRM), (pygame.K_SPACE, Action.CONFIRM),
        (pygame.K_ESCAPE, Action.PAUSE), (pygame.K_BACKSPACE, Action.BACK),
        (pygame.K_x, Action.ALT), (pygame.K_TAB, Action.EXTRA), (pygame.K_q, Action.PREV),
        (pygame.K_e, Action.NEXT), (pygame.K_F1, Action.HELP), (pygame.K_F11, Action.FULLSCREEN),
    ],
)
def test_keys(boundary: InputBoundary, k: int, action: Action) -> None:
    assert boundary.translate(key(k)) == [Intent(action, KEYBOARD)]


def test_alt_enter_toggles_full_screen_instead_of_confirming(boundary: InputBoundary) -> None:
    assert actions(boundary.translate(key(pygame.K_RETURN, pygame.KMOD_LALT))) == [
        Action.FULLSCREEN
    ]


def test_unmapped_keys_mean_nothing(boundary: InputBoundary) -> None:
    assert boundary.translate(key(pygame.K_z)) == []


def test_mouse_motion_click_and_wheel(boundary: InputBoundary) -> None:
    assert boundary.translate(ev(pygame.MOUSEMOTION, pos=(100, 200), rel=(0, 0), buttons=(0,) * 3)
                              ) == [Intent(Action.POINT, MOUSE, (100, 200))]
    assert boundary.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)) == [
        Intent(Action.SELECT, MOUSE, (5, 6))
    ]
    assert actions(boundary.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3))) == [
        Action.BACK
    ]
    assert actions(boundary.translate(ev(pygame.MOUSEWHEEL, x=0, y=1))) == [Action.SCROLL_UP]
    assert actions(boundary.translate(ev(pygame.MOUSEWHEEL, x=0, y=-2))) == [Action.SCROLL_DOWN]


def test_mouse_positions_map_to_logical_coordinates_and_off_the_picture_is_at_nothing() -> None:
    half = InputBoundary(to_logical=lambda p: (p[0] * 2, p[1] * 2))
    assert half.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(480, 270), button=1))[0].pos == (960, 540)
    # The bars beside a letterboxed picture: SDL reports points off the logical screen.
    assert half.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5000, -3), button=1)) == []
    assert half.translate(ev(pygame.MOUSEMOTION, pos=(-1, 10), rel=(0, 0), buttons=(0,) * 3)
                          ) == []
    assert half.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(959, 539), button=1))[0].pos == (
        1918, 1078)
    # A right click backs out wherever it is, bars included.
    assert actions(half.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5000, -3), button=3))) == [
        Action.BACK]


def test_window_events(boundary: InputBoundary) -> None:
    assert boundary.translate(ev(pygame.QUIT)) == [Intent(Action.QUIT, SYSTEM)]
    assert boundary.translate(ev(pygame.WINDOWFOCUSLOST)) == [Intent(Action.FOCUS_LOST, SYSTEM)]


def test_focus_lost_then_regained_in_one_batch_is_not_reported(boundary: InputBoundary) -> None:
    pygame.event.clear()
    pygame.event.post(ev(pygame.WINDOWFOCUSLOST))
    pygame.event.post(ev(pygame.WINDOWFOCUSGAINED))
    assert Action.FOCUS_LOST not in actions(boundary.poll())
    pygame.event.post(ev(pygame.WINDOWFOCUSLOST))
    assert actions(boundary.poll()) == [Action.FOCUS_LOST]


def test_held_arrow_repeats_after_a_delay_until_released(boundary: InputBoundary) -> None:
    boundary.translate(key(pygame.K_LEFT))
    assert boundary.update(REPEAT_DELAY * 0.9) == []
    assert boundary.update(REPEAT_DELAY * 0.2) == [Intent(Action.LEFT, KEYBOARD)]
    assert boundary.update(REPEAT_RATE * 0.5) == []
    assert boundary.update(REPEAT_RATE * 0.5) == [Intent(Action.LEFT, KEYBOARD)]
    boundary.translate(ev(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    assert boundary.update(5.0) == []


def test_a_stalled_frame_gives_one_repeat_not_a_burst(boundary: InputBoundary) -> None:
    boundary.translate(key(pygame.K_RIGHT))
    # Five seconds without a poll (a stall): one step along the hand, not forty.
    assert boundary.update(5.0) == [Intent(Action.RIGHT, KEYBOARD)]
    assert boundary.update(REPEAT_RATE * 0.9) == []  # the backlog is gone
    assert boundary.update(REPEAT_RATE * 0.2) == [Intent(Action.RIGHT, KEYBOARD)]


def test_pad_hot_plug_add_press_remove(boundary: InputBoundary) -> None:
    added = boundary.translate(ev(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert added == [Intent(Action.PAD_ADDED, Device("pad", 100))]
    boundary.translate(ev(pygame.CONTROLLERDEVICEADDED, device_index=1))
    assert [p.instance_id for p in boundary.pads()] == [100, 101]
    assert boundary.pads()[1].name == "Test pad 1"
    press = boundary.translate(
        ev(pygame.CONTROLLERBUTTONDOWN, instance_id=101, button=pygame.CONTROLLER_BUTTON_A))
    assert press == [Intent(Action.CONFIRM, Device("pad", 101))]
    removed = boundary.translate(ev(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))
    assert removed == [Intent(Action.PAD_REMOVED, Device("pad", 100))]
    assert boundary.pad_ids() == [101]
    # A second removal of the same pad, or one never seen, is harmless.
    assert actions(boundary.translate(ev(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))) == [
        Action.PAD_REMOVED
    ]
    assert boundary.pad_ids() == [101]


def test_a_pad_that_cannot_be_opened_is_skipped_without_crashing(boundary: InputBoundary) -> None:
    assert boundary.translate(ev(pygame.CONTROLLERDEVICEADDED, device_index=99)) == []
    assert boundary.pads() == []


@pytest.mark.parametrize(
    ("button", "action"),
    [
        (pygame.CONTROLLER_BUTTON_A, Action.CONFIRM), (pygame.CONTROLLER_BUTTON_B, Action.BACK),
        (pygame.CONTROLLER_BUTTON_X, Action.ALT), (pygame.CONTROLLER_BUTTON_Y, Action.EXTRA),
        (pygame.CONTROLLER_BUTTON_START, Action.PAUSE),
        (pygame.CONTROLLER_BUTTON_BACK, Action.HELP),
        (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, Action.PREV),
        (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, Action.NEXT),
        (pygame.CONTROLLER_BUTTON_DPAD_UP, Action.UP),
        (pygame.CONTROLLER_BUTTON_DPAD_LEFT, Action.LEFT),
    ],
)
def test_pad_buttons(boundary: InputBoundary, button: int, action: Action) -> None:
    boundary.translate(ev(pygame.CONTROLLERDEVICEADDED, device_index=2))
    got = boundary.translate(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=102, button=button))
    assert got == [Intent(action, Device("pad", 102))]


def test_stick_dead_zone_edge_trigger_and_repeat(boundary: InputBoundary) -> None:
    boundary.translate(ev(pygame.CONTROLLERDEVICEADDED, device_index=0))
    pad = Device("pad", 100)

    def axis(a: int, value: int) -> list[Intent]:
        return boundary.translate(ev(pygame.CONTROLLERAXISMOTION, instance_id=100, axis=a,
                                     value=value))

    assert axis(pygame.CONTROLLER_AXIS_LEFTX, 8000) == []  # inside the dead zone
    assert axis(pygame.CONTROLLER_AXIS_LEFTX, 30000) == [Intent(Action.RIGHT, pad)]
    assert axis(pygame.CONTROLLER_AXIS_LEFTX, 32000) == []  # still held: no second intent
    assert boundary.update(REPEAT_DELAY + 0.001) == [Intent(Action.RIGHT, pad)]
    assert axis(pygame.CONTROLLER_AXIS_LEFTX, 0) == []  # back to centre
    assert boundary.update(5.0) == []
    assert axis(pygame.CONTROLLER_AXIS_LEFTY, -30000) == [Intent(Action.UP, pad)]
    assert axis(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32000) == [Intent(Action.NEXT, pad)]
    assert axis(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32767) == []


def test_removing_a_pad_mid_hold_stops_its_repeats(boundary: InputBoundary) -> None:
    boundary.translate(ev(pygame.CONTROLLERDEVICEADDED, device_index=0))
    boundary.translate(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=100,
                          button=pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    boundary.translate(ev(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))
    assert boundary.update(5.0) == []


def test_presses_from_an_unannounced_pad_adopt_it(boundary: InputBoundary) -> None:
    got = boundary.translate(
        ev(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_B))
    assert got == [Intent(Action.BACK, Device("pad", 7))]
    assert 7 in boundary.pad_ids()


def test_a_window_exposed_asks_for_one_repaint(boundary: InputBoundary) -> None:
    pygame.event.clear()
    boundary.poll()
    assert not boundary.take_repaint()
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    assert boundary.poll() == []  # no intent: nothing for the scenes to do
    assert boundary.take_repaint() and not boundary.take_repaint()
