"""The game in a window on a test desktop (tools/desktop.py): start it, compare what it
shows with a screen drawn headless, resize it as a window manager would.

Used by tests/engine/test_window_desktop.py and bench/window_fit.py.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.engine.context import make_test_context
from game.engine.theme import SCREEN_SIZE
from tools.desktop import Box, Desktop, stop

ROOT = Path(__file__).resolve().parents[1]
SAME = 8.0  # mean difference per colour channel (of 255) below which two pictures match


class Games:
    """Desktops and `main.py --windowed` runs on them, all stopped by their ids at the end;
    every run keeps its settings in `config`."""

    def __init__(self, config: Path) -> None:
        self.config = config
        self.desktops: list[Desktop] = []
        self.running: list[subprocess.Popen] = []

    def desktop(self, size: tuple[int, int]) -> Desktop:
        """A new desktop of `size`."""
        self.desktops.append(Desktop(size))
        return self.desktops[-1]

    def start(self, desktop: Desktop, menu: pygame.Surface) -> str:
        """Start the game in a window; its window id once it shows `menu` (the menu drawn
        headless)."""
        desktop.run("xdotool", "mousemove", "0", "0")  # not over the window: no hover
        env = {**desktop.env, "PASSTIME_CONFIG_DIR": str(self.config),
               "SDL_AUDIODRIVER": "dummy"}
        self.running.append(subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"), "--windowed"], env=env, cwd=ROOT,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

        def drawn() -> str | None:
            # Found afresh each time: SDL may replace its first window (no vsync there).
            window = desktop.window("Passtime")
            return window if window and matches(desktop, window, menu) else None

        return desktop.wait_for(drawn, "the window to open and show the menu")

    def stop(self) -> None:
        """Close the games started (SDL turns SIGTERM into a quit, as the window's close
        button would)."""
        while self.running:
            process = self.running.pop()
            if not stop(process, 30):
                raise RuntimeError("the game did not quit on SIGTERM within 30 s")

    def close(self) -> None:
        """Stop every game and desktop."""
        try:
            self.stop()
        finally:
            for desktop in self.desktops:
                desktop.close()


def reference(scene_type: type, home: type | None = None) -> pygame.Surface:
    """The screen `scene_type(ctx)` draws at 1920x1080, drawn here headless."""
    ctx = make_test_context(home=home or scene_type, animation_speed="normal",
                            bot_speed="normal")
    ctx.stack.push(scene_type(ctx))
    surface = pygame.Surface(SCREEN_SIZE)
    ctx.stack.draw(surface, 0.0)
    return surface


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean difference per colour channel of two pictures, both reduced to 480x270."""
    small = [pygame.transform.smoothscale(s.convert(24) if s.get_bitsize() != 24 else s,
                                          (480, 270)) for s in (a, b)]
    one, two = (pygame.image.tobytes(s, "RGB") for s in small)
    return sum(abs(p - q) for p, q in zip(one, two, strict=True)) / len(one)


def picture_box(box: Box) -> Box:
    """Where a letterboxed 16:9 picture sits in a window at `box`."""
    x, y, w, h = box
    scale = min(w / SCREEN_SIZE[0], h / SCREEN_SIZE[1])
    pw, ph = round(SCREEN_SIZE[0] * scale), round(SCREEN_SIZE[1] * scale)
    return (x + (w - pw) // 2, y + (h - ph) // 2, pw, ph)


def shown(desktop: Desktop, window: str, expected: pygame.Surface) -> float | None:
    """How far the window's picture (bars aside) is from `expected` scaled (see
    `difference`); None while the window is gone or not wholly on the screen."""
    try:
        picture = desktop.grab(picture_box(desktop.geometry(window)))
    except RuntimeError:
        return None
    return difference(picture, expected)


def matches(desktop: Desktop, window: str, expected: pygame.Surface) -> bool:
    """True when the window's picture (bars aside) is `expected`, scaled."""
    off = shown(desktop, window, expected)
    return off is not None and off < SAME


def resize(desktop: Desktop, window: str, size: tuple[int, int]) -> None:
    """Ask the window manager to resize the window, as a player dragging its edge would."""
    desktop.run("xdotool", "windowsize", window, str(size[0]), str(size[1]))
    desktop.wait_for(lambda: desktop.geometry(window)[2:] == size, f"a resize to {size}")
