"""The `demo` command: all seats bots, the real app and loop, screenshots and frame statistics.

It wires the engine to the scenes (like launch.py beside it): part of the composition root.

Headless (no display, or no --windowed) it uses SDL's dummy video driver and a
simulated clock: each frame advances game time by speed/60 s, as fast as the machine
allows, while the frame statistics still measure real milliseconds of update and draw.
Bots answer in wall-clock time, so the cheaper the frames the less play a simulated run
holds: `--paced` keeps 60 frames a second on the wall clock headless too, the pace a
player sees (bench/frames.py measures that way).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.cli import emit, fail
from game.engine.intents import Action
from game.engine.loop import STEP, Accumulator, GameLoop
from game.rules import RulesError
from game.safe_write import write_free
from game.userdata import BadInput, check_writable

SHOT_EVERY = 5.0  # seconds of game time between periodic screenshots
SUMMARY_LINGER = 3.0  # seconds of game time to keep running once the summary shows
MAX_GAME_SECONDS = 1800.0  # --seconds beyond this is a typo, not a plan
# A demo with no limit stops here whatever happens. Counted on the wall clock: on the
# simulated clock game time runs as fast as the frames, while bots answer in wall time, so
# a cap in game time would stop a match whose bots answered slowly (a loaded machine)
# before its end.
MAX_WALL_SECONDS = 1800.0
MAX_FRAMES = int(MAX_GAME_SECONDS * 60)  # --frames beyond this is a typo, not a plan


class DemoError(Exception):
    """Bad demo arguments; the message says which and why."""


@dataclass
class Demo:
    """One demo run's settings, validated."""

    slug: str
    players: int
    bots: str
    seed: int
    options: dict
    speed: float
    frames: int | None
    seconds: float | None
    screenshots: Path | None
    stats: Path | None
    windowed: bool
    #: 60 frames a second on the wall clock even headless (`--paced`).
    paced: bool = False
    history: bool = False  #: store the finished match in the history (`--history`)
    #: Large text, high contrast, effects and ambience playing (`--everything-on`).
    everything_on: bool = False

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> Demo:
        """Check the command line; raise DemoError with a clear message."""
        from game.ai import make_bot
        from game.cli import parse_options
        from game.registry import get_game

        seed = getattr(args, "seed", 1)
        bots = getattr(args, "bots", "normal")
        try:
            game = get_game(args.game)
            game.check_players(args.players)
            options = parse_options(getattr(args, "options", None))
            # Every check the match makes (option types, teams for 4 only, the seed), now.
            game.new_match(args.players, seed, options)
            make_bot(bots)
        except (RulesError, ValueError) as exc:
            raise DemoError(str(exc)) from None
        speed = getattr(args, "speed", None)
        speed = 1.0 if speed is None else float(speed)
        if not (0 < speed <= 100 and math.isfinite(speed)):
            raise DemoError(f"--speed must be above 0 and at most 100, not {speed}.")
        frames, seconds = getattr(args, "frames", None), getattr(args, "seconds", None)
        if frames is not None and not 1 <= frames <= MAX_FRAMES:
            raise DemoError(f"--frames must be from 1 to {MAX_FRAMES}, not {frames}.")
        if seconds is not None and not 0 < seconds <= MAX_GAME_SECONDS:  # refuses inf, nan
            raise DemoError(f"--seconds must be above 0 and at most {MAX_GAME_SECONDS:g}, "
                            f"not {seconds}.")
        shots = getattr(args, "screenshots", None)
        stats = getattr(args, "stats", None)
        try:  # now, not after the whole run
            if shots:
                check_writable(Path(shots), directory=True, make=True)
            if stats:
                if os.path.lexists(stats):
                    raise BadInput(f"--stats: {stats} exists; it is never written over.")
                check_writable(Path(stats), make=True)
        except BadInput as exc:
            raise DemoError(str(exc)) from None
        return cls(
            slug=args.game, players=args.players, bots=bots,
            seed=seed, options=options, speed=speed,
            frames=frames, seconds=seconds, screenshots=Path(shots) if shots else None,
            stats=Path(stats) if stats else None, windowed=bool(getattr(args, "windowed", False)),
            paced=bool(getattr(args, "paced", False)),
            history=bool(getattr(args, "history", False)),
            everything_on=bool(getattr(args, "everything_on", False)),
        )

    def run(self) -> int:
        """Run the demo; 0 on success, 1 if the match could not start."""
        from game.engine import app
        from game.engine.display import display_available

        real_window = self.windowed and display_available()
        if not real_window:
            app.use_dummy_video()
        import pygame

        from game.engine.audio import Audio
        from game.engine.display import Display
        from game.engine.settings import Settings

        started = time.perf_counter()
        display = Display(fullscreen=False, vsync=real_window)
        surface = display.open()
        settings = Settings(fullscreen=False)
        if self.everything_on:
            settings.large_text = settings.high_contrast = True
            settings.ambience = 0.3
        from scenes.app.flow import start_demo
        from scenes.screens.menu import MenuScene

        # With everything on the mixer opens even headless (the dummy driver plays silence).
        audio = Audio(enabled=real_window or self.everything_on, ambience=settings.ambience)
        ctx = app.build_context(settings, display, audio, persist=False, home=MenuScene)
        ctx.bot_process = True
        ctx.background()  # bots' process, spawned at start-up, not mid-match
        ctx.demo = self
        # Start-up work, counted in the time to the first frame.
        ctx.warm_tables([(self.slug, self.players)])
        try:
            start_demo(ctx, self.slug, self.players, self.bots, self.seed, self.options)
        except (ImportError, ValueError, RulesError) as exc:
            print(f"demo: cannot start the match: {exc}", file=sys.stderr)
            pygame.quit()
            return 1 if isinstance(exc, ImportError) else 2
        runner = _Runner(self, display)
        app.freeze_heap()
        paced = real_window or self.paced
        loop = app.make_loop(ctx, surface, throttle=paced)
        system = loop.system
        # Only bots play: clicking away from the window must not pause the show.
        loop.system = lambda i: i.action is Action.FOCUS_LOST or bool(system and system(i))
        loop.acc = Accumulator(
            max_frame=max(0.25, 2 * STEP * self.speed), max_steps=max(5, math.ceil(self.speed) + 1)
        )
        if not paced:
            # Simulated time: every frame is one 60th of a second of play, times the speed.
            loop.clock = lambda: loop.frames * STEP * self.speed
        else:
            loop.clock = lambda: time.perf_counter() * self.speed
        try:
            stats = loop.run(max_frames=self.frames, after_frame=runner.after_frame)
        finally:
            ctx.stop_background()
            pygame.quit()
        report = stats.summary()
        report.update(
            game=self.slug, players=self.players, bots=self.bots, seed=self.seed,
            speed=self.speed, game_seconds=round(loop.game_time, 3),
            wall_seconds=round(time.perf_counter() - started, 3),
            first_frame_unix=runner.first_frame_unix,
            peak_rss_mb=round(_peak_rss_mb(), 1),
            scenes=runner.scene_names, screenshots=runner.shots,
        )
        if self.stats is not None:
            try:  # a file that appeared at --stats meanwhile is kept: the next free name
                written = write_free(self.stats, json.dumps(report, indent=2).encode())
            except OSError as exc:
                return fail(f"cannot write {self.stats}: {exc.strerror or exc}.")
            if written != self.stats:
                print(f"demo: {self.stats} appeared meanwhile; the statistics are in {written}.",
                      file=sys.stderr)
        frame = report["frame"]
        return emit(
            f"demo {self.slug} x{self.players}: {report['frames']} frames, "
            f"{report['game_seconds']} s of play; frame p50 {frame['p50_ms']} ms, "
            f"p99 {frame['p99_ms']} ms, max {frame['max_ms']} ms, "
            f"{report['frames_over_16_7ms']} over 16.7 ms; scenes: {' > '.join(runner.scene_names)}"
        )


def _peak_rss_mb() -> float:
    """Peak resident memory of this process (ru_maxrss is KiB on Linux, bytes on macOS);
    0 where there is no `resource` module (Windows)."""
    try:
        import resource  # POSIX only: imported here so `demo` runs on Windows
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


class _Runner:
    """Watches the stack after each frame: screenshots, stop conditions, scene names."""

    def __init__(self, demo: Demo, display: Any) -> None:
        self.demo = demo
        self.display = display
        self.last_top: object | None = None
        self.next_shot = SHOT_EVERY
        self.summary_since: float | None = None
        self.first_frame_unix: float | None = None
        self.started = time.perf_counter()
        self.scene_names: list[str] = []
        self.shots = 0

    def shot(self, loop: GameLoop, why: str) -> None:
        """Save the frame just drawn as NNN-FRAME-WHY.png (when --screenshots was given)."""
        if self.demo.screenshots is None:
            return
        name = f"{self.shots:03d}-{loop.frames:06d}-{why}.png"
        self.display.screenshot(self.demo.screenshots / name)
        self.shots += 1

    def after_frame(self, loop: GameLoop) -> bool:
        """Return False to stop the demo."""
        if self.first_frame_unix is None:
            self.first_frame_unix = time.time()
        top = loop.ctx.stack.top
        if top is not None and top is not self.last_top:
            self.last_top = top
            name = type(top).__name__
            self.scene_names.append(name)
            self.shot(loop, name)
        elif loop.game_time >= self.next_shot:
            self.shot(loop, "time")
        while loop.game_time >= self.next_shot:
            self.next_shot += SHOT_EVERY
        if self.demo.seconds is not None and loop.game_time >= self.demo.seconds:
            return False
        if self.demo.frames is None and self.demo.seconds is None:
            if type(top).__name__ == "SummaryScene":
                self.summary_since = self.summary_since or loop.game_time
                if loop.game_time - self.summary_since >= SUMMARY_LINGER:
                    return False
            if time.perf_counter() - self.started >= MAX_WALL_SECONDS:
                return False
        return True
