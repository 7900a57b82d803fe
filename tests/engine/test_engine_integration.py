"""The whole chain on the dummy driver: posted pygame events -> input boundary -> loop -> scenes."""
from __future__ import annotations

import pygame

from game.engine import app
from game.engine import display as display_module
from game.engine.audio import Audio
from game.engine.display import Display
from game.engine.settings import Settings
from scenes.app import launch
from scenes.screens.menu import MenuScene
from scenes.screens.options import OptionsScene


def key(k: int, mod: int = 0) -> None:
    """Press and release `k`: a key left held would repeat on a slow frame (a busy machine)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=k, mod=mod, unicode="", scancode=0))


def test_keys_drive_the_menu_f11_toggles_and_closing_the_window_quits() -> None:
    display = Display(fullscreen=False, vsync=False)
    surface = display.open()
    assert surface.get_size() == (1920, 1080)
    ctx = app.build_context(Settings(fullscreen=False), display, Audio(enabled=False),
                            persist=False)
    ctx.stack.push(MenuScene(ctx))
    loop = app.make_loop(ctx, surface, throttle=False)
    menu = ctx.stack.top
    assert isinstance(menu, MenuScene)
    menu.focus.focus("quit")
    key(pygame.K_LEFT)  # Quit -> Options
    key(pygame.K_RETURN)
    loop.frame()
    assert isinstance(ctx.stack.top, OptionsScene)
    key(pygame.K_F11)
    loop.frame()
    assert display.fullscreen and ctx.settings.fullscreen
    key(pygame.K_RETURN, pygame.KMOD_ALT)
    loop.frame()
    assert not display.fullscreen
    assert isinstance(ctx.stack.top, OptionsScene)  # the toggles never reached the scene
    key(pygame.K_BACKSPACE)
    loop.frame()
    assert ctx.stack.top is menu
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    loop.frame()
    assert not loop.running
    pygame.display.quit()
    pygame.display.init()  # leave the display module as the other tests expect it


def test_run_play_opens_the_menu_and_quits_when_the_window_closes(
    tmp_path, monkeypatch  # noqa: ANN001
) -> None:
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(display_module, "display_available", lambda: True)
    opened: list[Display] = []
    real_open = Display.open

    def open_then_close(self: Display) -> pygame.Surface:
        surface = real_open(self)
        opened.append(self)
        pygame.event.post(pygame.event.Event(pygame.QUIT))  # the player closes the window
        return surface

    monkeypatch.setattr(Display, "open", open_then_close)
    # Only close the window: a full pygame.quit() would drop fonts other tests still hold.
    monkeypatch.setattr(pygame, "quit", pygame.display.quit)
    assert launch.run_play(windowed=True) == 0
    assert len(opened) == 1 and opened[0].fullscreen is False  # --windowed wins
    assert not (tmp_path / "settings.json").exists()  # nothing changed, nothing written
    pygame.display.init()
