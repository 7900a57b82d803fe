"""Windows on real desktops: `main.py --windowed` under Xvfb + openbox at the common sizes.

For each desktop size it starts the game in a window and records where the window
opened (inside the screen? how much of it does the 16:9 picture use?), how long the
menu took to appear, and how far what the window shows is from the menu drawn
headless and scaled (mean difference per colour channel, of 255: under 8 is the same
picture) in the window as opened, resized to half its size (taller than 16:9, so
letterboxed) and in full screen (F11). A screenshot of the whole desktop is saved at each
of the three steps, to check by eye. Prints one JSON object and logs it
(bench/logbook.py).

Needs Debian's xvfb, openbox, x11-utils and xdotool.

    python bench/window_fit.py [--sizes 1366x768,1920x1080] [--shots out/window_fit]
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from bench import logbook  # noqa: E402
from game.engine.window_fit import framed, inside  # noqa: E402
from scenes.screens.menu import MenuScene  # noqa: E402
from tools.desktop import Desktop, missing_tools  # noqa: E402
from tools.game_window import Games, reference, resize, shown  # noqa: E402

SIZES = "1280x720,1366x768,1536x864,1920x1080,2560x1440"


def one_desktop(games: Games, size: tuple[int, int], shots: Path) -> dict:
    """Open, halve and go full screen on one desktop; the figures of each step."""
    menu = reference(MenuScene)
    desktop = games.desktop(size)
    started = time.perf_counter()
    window = games.start(desktop, menu)
    figures: dict = {"menu_after_s": round(time.perf_counter() - started, 2)}
    name = f"{size[0]}x{size[1]}"
    box, frame = desktop.geometry(window), desktop.frame(window)
    figures["opened"] = step(desktop, window, menu, shots / f"{name}-window.png")
    figures["opened"].update(
        frame=frame, inside_screen=inside(framed(box, frame), (0, 0, *size)),
        screen_used=round(box[2] * box[3] / (size[0] * size[1]), 3))
    resize(desktop, window, (box[2] // 2, box[3] // 2 + 60))
    time.sleep(0.5)  # the frame after the resize
    figures["half"] = step(desktop, window, menu, shots / f"{name}-half.png")
    desktop.run("xdotool", "key", "--window", window, "F11")
    Desktop.wait_for(lambda: desktop.geometry(window) == (0, 0, *size), "full screen")
    time.sleep(0.5)
    figures["full"] = step(desktop, window, menu, shots / f"{name}-full.png")
    return figures


def step(desktop: Desktop, window: str, menu: pygame.Surface, shot: Path) -> dict:
    """Where the window is, how far its picture is from the menu, and a screenshot."""
    desktop.screenshot(shot)
    off = shown(desktop, window, menu)
    return {"window": desktop.geometry(window), "difference": None if off is None
            else round(off, 2), "screenshot": shot.name}


def main() -> int:
    """Run every size asked for; print and log the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=SIZES, help="desktop sizes, comma separated")
    parser.add_argument("--shots", default=str(ROOT / "out" / "window_fit"),
                        help="where to save the screenshots")
    args = parser.parse_args()
    missing = missing_tools()
    if missing:
        print(f"window_fit: needs {', '.join(missing)} (Debian: xvfb openbox x11-utils "
              "xdotool)", file=sys.stderr)
        return 2
    pygame.display.init()
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")]
    results = {}
    with tempfile.TemporaryDirectory(prefix="passtime-window-") as config:
        for size in sizes:
            name = f"{size[0]}x{size[1]}"
            games = Games(Path(config) / name)  # settings of its own: no remembered window
            try:
                results[name] = one_desktop(games, size, Path(args.shots))
            finally:
                games.close()
    print(json.dumps(results, indent=2))
    logbook.record("window_fit", results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
