"""`main.py --windowed` on real desktops (Xvfb + openbox) of the common sizes: the window
opens inside the screen at the largest 16:9 size, shows the whole menu, keeps the whole
picture when resized, clicks land where they point, full screen covers the screen, and the
window reopens where it was left.

The window's geometry is read with xwininfo and its pixels from the X server; what it
shows is compared with the same screen drawn here headless and scaled. Without the X
tools the test is skipped on a developer's machine and fails in CI (.ci/run installs them).
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.engine.context import make_test_context
from game.engine.theme import SCREEN_SIZE
from game.engine.window_fit import framed, inside
from scenes.screens.menu import MenuScene
from scenes.screens.options import OptionsScene
from tools.desktop import missing_tools
from tools.game_window import Games, matches, picture_box, reference, resize

SIZES = [(1280, 720), (1366, 768), (1536, 864), (1920, 1080), (2560, 1440)]
pygame.display.init()


@pytest.fixture
def games(tmp_path: Path) -> Iterator[Games]:
    """Desktops and games a test starts, stopped afterwards; skipped (failed in CI) when
    the X tools are missing."""
    missing = missing_tools()
    if missing:
        message = f"no {', '.join(missing)} here (Debian: xvfb openbox x11-utils xdotool)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    runs = Games(tmp_path / "config")
    yield runs
    runs.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_window_fits_the_desktop_and_always_shows_the_whole_picture(
        size: tuple[int, int], games: Games) -> None:
    desktop = games.desktop(size)
    window = games.start(desktop, reference(MenuScene))
    box = desktop.geometry(window)
    frame = desktop.frame(window)
    assert inside(framed(box, frame), (0, 0, *size)), (box, frame, size)
    assert box[2] * 9 == box[3] * 16, "the picture is 16:9, no bars"
    # The largest that fits: one more 16:9 step would not fit beside the frame.
    framed_w, framed_h = framed(box, frame)[2:]
    assert framed_w + 16 > size[0] or framed_h + 9 > size[1], (box, frame, size)

    half = (box[2] // 2, box[3] // 2 + 60)  # taller than 16:9: bars above and below
    resize(desktop, window, half)
    desktop.wait_for(lambda: matches(desktop, window, reference(MenuScene)),
                     "the whole menu, scaled, in the smaller window")
    x, y, w, h = desktop.geometry(window)
    px, py, pw, ph = picture_box((x, y, w, h))
    assert py > y and pw == w, "the picture is letterboxed, not cropped"
    bar = desktop.grab((x, y, w, py - y))
    assert max(bar.get_at((i, 0))[:3] for i in range(0, w, 7)) == (0, 0, 0), "bars are black"

    desktop.run("xdotool", "key", "--window", window, "F11")
    desktop.wait_for(lambda: desktop.geometry(window) == (0, 0, *size), "full screen")
    desktop.wait_for(lambda: matches(desktop, window, reference(MenuScene)),
                     "the whole menu on the whole screen")


def test_clicks_land_where_they_point_in_a_letterboxed_window(games: Games) -> None:
    desktop = games.desktop((1366, 768))
    window = games.start(desktop, reference(MenuScene))
    resize(desktop, window, (700, 500))
    options = next(b for b in MenuScene(make_test_context()).buttons() if b.key == "options")
    bx, by, bw, bh = options.rect
    px, py, pw, ph = picture_box(desktop.geometry(window))
    scale = pw / SCREEN_SIZE[0]
    target = (px + round((bx + bw / 2) * scale), py + round((by + bh / 2) * scale))
    desktop.run("xdotool", "mousemove", str(target[0]), str(target[1]), "click", "1")
    desktop.wait_for(lambda: matches(desktop, window, reference(OptionsScene, home=MenuScene)),
                     "the Options screen the click asked for")


def test_the_window_reopens_where_it_was_left(games: Games) -> None:
    desktop = games.desktop((1536, 864))
    window = games.start(desktop, reference(MenuScene))
    resize(desktop, window, (800, 450))
    before = desktop.geometry(window)[:2]
    desktop.run("xdotool", "windowmove", window, "300", "200")
    desktop.wait_for(lambda: desktop.geometry(window)[:2] != before, "the move")
    left_at = desktop.geometry(window)
    games.stop()
    saved = json.loads((games.config / "settings.json").read_text(encoding="utf-8"))
    assert saved["window"] == list(left_at)
    window = games.start(desktop, reference(MenuScene))
    assert desktop.geometry(window) == left_at
