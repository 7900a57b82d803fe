"""Menu, options and pause: every control reachable by keys, pad and mouse; buttons do their job."""
from __future__ import annotations

import pygame
import pytest

from game.engine.context import make_test_context
from game.engine.focus import FocusGroup
from game.engine.intents import KEYBOARD, MOUSE, Action, Device, Intent
from game.engine.scene import Scene
from game.engine.screen import ButtonScreen, ConfirmOverlay, MessageOverlay
from game.engine.theme import SCREEN_SIZE
from scenes.screens.menu import MenuScene
from scenes.screens.options import OptionsScene
from scenes.screens.pause import PauseOverlay

pygame.display.init()
PAD = Device("pad", 3)
DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)


class Table(Scene):
    """Stands in for a match under the pause overlay."""

    slug = "dominoes"


def make(screen: str):  # noqa: ANN201 - returns (ctx, scene)
    ctx = make_test_context(home=MenuScene)
    if screen == "menu":
        scene: ButtonScreen = MenuScene(ctx)
    elif screen == "options":
        scene = OptionsScene(ctx)
    else:
        ctx.stack.push(Table())
        scene = PauseOverlay(ctx, Table.slug)
    ctx.stack.push(scene)
    return ctx, scene


def reachable(scene: ButtonScreen, device: Device) -> set[str]:
    """Every control the cursor can reach from the first one with directions alone."""
    start = scene.focus.focused_key
    seen, todo = {start}, [start]
    while todo:
        key = todo.pop()
        for action in DIRECTIONS:
            scene.focus.focus(key)
            scene.handle(Intent(action, device))
            if scene.focus.focused_key not in seen:
                seen.add(scene.focus.focused_key)
                todo.append(scene.focus.focused_key)
    return seen


@pytest.mark.parametrize("screen", ["menu", "options", "pause"])
@pytest.mark.parametrize("device", [KEYBOARD, PAD])
def test_every_control_is_reachable_with_keys_or_a_pad(screen: str, device: Device) -> None:
    _ctx, scene = make(screen)
    keys = {c.key for c in scene.focus.controls}
    assert len(keys) >= 4
    assert reachable(scene, device) == keys


@pytest.mark.parametrize("screen", ["menu", "options", "pause"])
def test_every_control_is_reachable_with_the_mouse(screen: str) -> None:
    _ctx, scene = make(screen)
    for control in scene.focus.controls:
        x, y, w, h = control.rect
        scene.handle(Intent(Action.POINT, MOUSE, (x + w // 2, y + h // 2)))
        assert scene.focus.focused_key == control.key


@pytest.mark.parametrize("screen", ["menu", "options", "pause"])
def test_controls_are_on_screen_and_apart(screen: str) -> None:
    _ctx, scene = make(screen)
    rects = [pygame.Rect(c.rect) for c in scene.focus.controls]
    screen_rect = pygame.Rect((0, 0), SCREEN_SIZE)
    assert all(screen_rect.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_menu_options_button_opens_options_and_quit_requests_quit() -> None:
    ctx, menu = make("menu")
    menu.focus.focus("options")
    menu.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert isinstance(ctx.stack.top, OptionsScene)
    ctx.stack.top.handle(Intent(Action.BACK, PAD))
    assert ctx.stack.top is menu
    x, y, w, h = next(c.rect for c in menu.focus.controls if c.key == "quit")
    menu.handle(Intent(Action.SELECT, MOUSE, (x + 5, y + 5)))
    assert ctx.quit_requested


def test_menu_back_moves_to_quit_without_quitting() -> None:
    ctx, menu = make("menu")
    menu.handle(Intent(Action.BACK, KEYBOARD))
    assert menu.focus.focused_key == "quit" and not ctx.quit_requested


@pytest.mark.parametrize("slug", ["pass", "take-or-pass", "dominoes"])
def test_menu_play_and_help_push_a_screen_or_a_not_ready_dialog(slug: str) -> None:
    for kind in ("play", "help"):
        ctx, menu = make("menu")
        ctx.settings.lessons[slug] = 0  # offered already: see tests/scenes/frame/test_lesson.py
        menu.focus.focus(f"{kind}:{slug}")
        menu.handle(Intent(Action.CONFIRM, KEYBOARD))
        top = ctx.stack.top
        assert top is not menu and len(ctx.stack) == 2
        if isinstance(top, MessageOverlay):
            top.handle(Intent(Action.CONFIRM, KEYBOARD))
            assert ctx.stack.top is menu


def test_options_change_with_left_right_confirm_and_clicks() -> None:
    ctx, options = make("options")
    s = ctx.settings
    options.focus.focus("volume")
    before = s.volume
    options.handle(Intent(Action.RIGHT, KEYBOARD))
    assert s.volume == pytest.approx(min(1.0, before + 0.1))
    options.handle(Intent(Action.LEFT, PAD))
    options.handle(Intent(Action.LEFT, PAD))
    assert s.volume == pytest.approx(before - 0.1)
    assert ctx.audio.volume == pytest.approx(s.volume)  # applied at once
    options.focus.focus("animation_speed")
    options.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert s.animation_speed == "slow"  # instant wraps round to slow
    x, y, w, h = next(c.rect for c in options.focus.controls if c.key == "bot_speed")
    options.handle(Intent(Action.SELECT, MOUSE, (x + 10, y + h // 2)))  # the left arrow
    assert s.bot_speed == "fast"
    options.handle(Intent(Action.SELECT, MOUSE, (x + w - 10, y + h // 2)))  # the right arrow
    assert s.bot_speed == "instant"
    options.focus.focus("fullscreen")
    options.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert s.fullscreen is True


def test_options_save_to_the_config_dir_when_persisting(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    ctx, options = make("options")
    ctx.persist = True
    options.focus.focus("bot_speed")
    options.handle(Intent(Action.RIGHT, KEYBOARD))
    assert '"bot_speed": "slow"' in (tmp_path / "settings.json").read_text(encoding="utf-8")


def test_pause_resume_rules_and_quit_to_menu() -> None:
    ctx, pause = make("pause")
    assert pause.slug == "dominoes"  # found from the scene below
    pause.handle(Intent(Action.PAUSE, PAD))
    assert isinstance(ctx.stack.top, Table)
    ctx, pause = make("pause")
    pause.focus.focus("rules")
    pause.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert ctx.stack.top is not pause and len(ctx.stack) == 3
    ctx, pause = make("pause")
    pause.focus.focus("menu")
    pause.handle(Intent(Action.CONFIRM, PAD))
    dialog = ctx.stack.top
    assert isinstance(dialog, ConfirmOverlay) and dialog.focus.focused_key == "no"
    dialog.handle(Intent(Action.BACK, PAD))  # no: back on the pause screen
    assert ctx.stack.top is pause
    pause.handle(Intent(Action.CONFIRM, PAD))
    ctx.stack.top.handle(Intent(Action.RIGHT, PAD))
    ctx.stack.top.handle(Intent(Action.CONFIRM, PAD))
    assert len(ctx.stack) == 1 and isinstance(ctx.stack.top, MenuScene)


@pytest.mark.parametrize("screen", ["menu", "options", "pause"])
def test_screens_draw_at_full_size(screen: str) -> None:
    ctx, _scene = make(screen)
    surface = pygame.Surface(SCREEN_SIZE)
    surface.fill((255, 0, 255))
    ctx.stack.draw(surface, 0.0)
    assert surface.get_at((5, 5))[:3] != (255, 0, 255)  # felt (or the dimmed table) everywhere
    ctx.stack.update(1 / 60)


def test_focus_group_disabled_control_is_refused_with_its_reason() -> None:
    from game.engine.focus import Button

    group = FocusGroup([Button("a", (0, 0, 10, 10)), Button("b", (20, 0, 10, 10), enabled=False,
                                                             reason="Not your turn.")])
    group.handle(Intent(Action.RIGHT, KEYBOARD))
    assert group.handle(Intent(Action.CONFIRM, KEYBOARD)) is None
    assert group.refused is not None and group.refused.reason == "Not your turn."
    group.handle(Intent(Action.NEXT, KEYBOARD))
    assert group.focused_key == "a"
    group.set_controls([Button("b", (0, 0, 5, 5)), Button("a", (9, 9, 5, 5))])
    assert group.focused_key == "a"  # the cursor stays on the same key


def test_screens_say_when_a_gamepad_comes_and_goes() -> None:
    from game.engine.input import InputBoundary

    ctx, menu = make("menu")
    ctx.input = InputBoundary(opener=lambda index: (40 + index, "Couch Pad", None))
    for intent in ctx.input.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED,
                                                         device_index=2)):
        menu.handle(intent)
    assert "connected" in menu.message and "Couch Pad" in menu.message
    surface = pygame.Surface(SCREEN_SIZE)
    menu.draw(surface, 0.0)  # lists the pad; must not fail
    for intent in ctx.input.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED,
                                                         instance_id=42)):
        menu.handle(intent)
    assert "removed" in menu.message
    assert ctx.stack.top is menu and not ctx.quit_requested


class TwoDisplays:
    """Stands in for the Display on a desktop with two displays."""

    real = True

    def __init__(self) -> None:
        self.fullscreen, self.screen, self.window = False, 0, None
        self.moved_to: list[int] = []

    def screens(self) -> int:
        return 2

    def set_fullscreen(self, on: bool) -> None:
        self.fullscreen = on

    def set_screen(self, index: int) -> None:
        if index != self.screen:
            self.moved_to.append(index)
        self.screen = index

    def remember(self) -> None:
        """Nothing to read: no real window."""


def test_options_offer_window_or_full_screen_and_which_display_when_there_are_two() -> None:
    ctx, options = make("options")
    assert "screen" not in {c.key for c in options.focus.controls}, "one display: no choice"
    assert options.value_text("fullscreen") == "Window"
    display = TwoDisplays()
    ctx = make_test_context(home=MenuScene, display=display)
    options = OptionsScene(ctx)
    ctx.stack.push(options)
    keys = [c.key for c in options.focus.controls]
    assert keys[:2] == ["fullscreen", "screen"] and keys[-1] == "back"
    rects = [c.rect for c in options.focus.controls]
    assert all(a[1] + a[3] <= b[1] for a, b in zip(rects, rects[1:], strict=False)), "no overlap"
    assert rects[-1][1] + rects[-1][3] <= 1010, "Back stays above the footer"
    options.focus.focus("screen")
    assert options.value_text("screen") == "1 of 2"
    options.handle(Intent(Action.RIGHT, KEYBOARD))
    assert ctx.settings.screen == 1 and display.moved_to == [1]
    assert options.value_text("screen") == "2 of 2"
    options.handle(Intent(Action.RIGHT, KEYBOARD))
    assert ctx.settings.screen == 0 and display.moved_to == [1, 0]
    options.focus.focus("fullscreen")
    options.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert display.fullscreen and options.value_text("fullscreen") == "Full screen"
