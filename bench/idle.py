"""Idle-cost benchmark: CPU used while nothing moves, per screen, with the dummy video driver.

For each screen (the menu, setup, and a human's turn at each game's table, bots in the
other seats) it waits until the screen is still, then runs the real loop at 60 fps for
--seconds of wall time and prints the share of one core the process used, and how many
frames were drawn per second. Each screen is measured twice: as the game runs (frames
that cannot differ are skipped) and with every frame drawn (`always`), the old way.
Goal: under 3% of a core while idle.

    python bench/idle.py [--seconds 5] [--screens menu,setup,pass]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench import logbook  # noqa: E402

GOAL = 1.0  # percent of one core
MODES = ("rest", "lazy", "always")
TABLE_GAMES = ("pass", "take-or-pass", "dominoes")


def build(mode: str) -> tuple:
    """The app as `play` builds it, on the dummy driver, its loop run as `mode` says:
    (context, loop)."""
    from game.engine import app
    from game.engine.audio import Audio
    from game.engine.display import Display
    from game.engine.settings import Settings

    display = Display(fullscreen=False, vsync=False)
    surface = display.open()
    ctx = app.build_context(Settings(fullscreen=False), display, Audio(enabled=False),
                            persist=False)
    loop = app.make_loop(ctx, surface, throttle=True, keep_stats=False)
    loop.lazy = mode != "always"
    if mode != "rest":
        loop.waiting = None  # every frame slot runs a frame
    return ctx, loop


def open_screen(ctx, name: str) -> Callable[[], bool]:
    """Push the screen `name`; return a test that it is still (ready to measure)."""
    from scenes.screens.menu import MenuScene

    ctx.stack.push(MenuScene(ctx))
    if name == "menu":
        return lambda: True
    if name == "setup":
        from scenes.screens.setup import SetupScene

        ctx.stack.push(SetupScene(ctx, "take-or-pass"))
        return lambda: True
    from scenes.app.flow import start_match
    from scenes.frame.match_setup import MatchSetup, default_seat

    seats = [default_seat(0)] + [default_seat(i, "easy") for i in range(1, 4)]
    scene = start_match(ctx, MatchSetup(name, seats, {}, seed=3))
    return lambda: ctx.stack.top is scene and scene.match.to_move == 0 and not scene.animating


def measure(name: str, seconds: float, mode: str) -> dict:
    """CPU share, frames run and drawn per second of `seconds` idle on screen `name`."""
    import pygame

    ctx, loop = build(mode)
    still = open_screen(ctx, name)
    deadline = time.perf_counter() + 60
    while not still() or ctx.stack.top.animating:  # let the opening animations finish
        loop.cycle()
        if time.perf_counter() > deadline:
            raise SystemExit(f"{name}: the screen never settled")
    for _ in range(60):  # a second of settling (the frame after an animation is drawn)
        loop.frame()
        loop.throttle()
    drawn, frames = loop.drawn, loop.frames
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        loop.cycle()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    ctx.stop_background()
    pygame.quit()
    return {"screen": name, "mode": mode, "cpu_percent": round(100 * cpu / wall, 2),
            "frames_per_second": round((loop.frames - frames) / wall, 1),
            "drawn_per_second": round((loop.drawn - drawn) / wall, 1)}


def main() -> int:
    """Measure every screen asked for and print one JSON line each, then a summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="idle time per screen")
    parser.add_argument("--screens", default=",".join(("menu", "setup", *TABLE_GAMES)),
                        help="menu, setup and/or game slugs (a human's turn at that table)")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    results = []
    for name in [s.strip() for s in args.screens.split(",") if s.strip()]:
        for mode in MODES:
            result = measure(name, args.seconds, mode)
            results.append(result)
            print(json.dumps(result), flush=True)
    logbook.record("idle", {"goal_percent": GOAL, "load_average": round(load, 2),
                            "screens": results})
    print(f"\nidle CPU, % of one core (goal <= {GOAL}; load average {load:.2f} at the start):")
    for result in results:
        if result["mode"] == "rest":
            cpu = {r["mode"]: r["cpu_percent"] for r in results
                   if r["screen"] == result["screen"]}
            verdict = "ok" if result["cpu_percent"] <= GOAL else "OVER"
            print(f"  {result['screen']:<14} {result['cpu_percent']:6.2f}  (a frame every "
                  f"60th: {cpu['lazy']:.2f}; every frame drawn: {cpu['always']:.2f})  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
