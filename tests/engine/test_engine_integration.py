"""The whole chain on the dummy driver: posted pygame events -> input boundary -> loop -> scenes."""
from __future__ import annotations

import pygame

from game.engine import app
from game.engine.audio import Audio
from game.engine.display import Display
from game.engine.settings import Settings
from scenes.menu import MenuScene
from scenes.options import OptionsScene


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


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
