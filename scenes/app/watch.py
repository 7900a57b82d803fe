"""The `watch` command: a match record played back in the replay theater.

With a display and --windowed it opens a window; otherwise it runs headless on
SDL's dummy driver with a simulated clock (as `demo` does: each frame is 1/60 s
of time), saving screenshots on request. It stops after --frames, or once the
record has played to its end (or to the move where it stops) and lingered a moment.
A record that stops early is not a failure: the theater plays up to the bad move
and the last line says which move and why.
"""
from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path

from game.engine.loop import STEP, GameLoop

SHOT_EVERY = 5.0  # seconds of simulated time between screenshots
END_LINGER = 2.0  # seconds to keep the last position on screen before stopping
MAX_SECONDS = 3600.0  # a watch with no --frames stops here whatever happens
MAX_FRAMES = int(MAX_SECONDS * 60)  # and --frames is at most as long


class WatchError(Exception):
    """Bad watch arguments or an unusable record; the message says which and why."""


@dataclass
class Watch:
    """One watch run's settings, checked."""

    record: dict
    path: Path
    perspective: int | str
    speed: float
    frames: int | None
    screenshots: Path | None
    windowed: bool

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> Watch:
        """Read and check the record and the options; WatchError says what is wrong."""
        from game.rules.base import RulesError
        from game.rules.record import parse_record, start_match
        from game.userdata import BadInput, check_writable, read_limited
        from scenes.theater.model import EVERYTHING

        path = Path(args.record)
        try:
            record = parse_record(read_limited(path))
            players = start_match(record).players
        except BadInput as exc:
            raise WatchError(str(exc)) from None
        except RulesError as exc:
            raise WatchError(f"{path}: {exc}") from None
        perspective: int | str = EVERYTHING
        given = getattr(args, "perspective", None)
        given = EVERYTHING if given is None else str(given)  # an empty one is refused
        if given != EVERYTHING:
            if not (given.isascii() and given.isdigit()) or int(given) >= players:
                raise WatchError(f"--perspective must be 'all' or a seat from 0 to {players - 1}, "
                                 f"not {given[:20]!r}.")
            perspective = int(given)
        speed = getattr(args, "speed", None)
        speed = 1.0 if speed is None else float(speed)  # 0 is a speed to refuse, not "unset"
        if not (0.5 <= speed <= 8 and math.isfinite(speed)):
            raise WatchError(f"--speed must be from 0.5 to 8, not {speed}.")
        frames = getattr(args, "frames", None)
        if frames is not None and not 1 <= frames <= MAX_FRAMES:
            raise WatchError(f"--frames must be from 1 to {MAX_FRAMES}, not {frames}.")
        shots = getattr(args, "screenshots", None)
        if shots:
            try:
                check_writable(Path(shots), directory=True, make=True)  # now, not mid-run
            except BadInput as exc:
                raise WatchError(str(exc)) from None
        return cls(record, path, perspective, speed, frames, Path(shots) if shots else None,
                   bool(getattr(args, "windowed", False)))

    def run(self) -> int:
        """Play the record back; 0 when it ran (even if the record stops early)."""
        from game.engine import app
        from game.engine.display import display_available

        real_window = self.windowed and display_available()
        if not real_window:
            app.use_dummy_video()
        import pygame

        from game.engine.audio import Audio
        from game.engine.display import Display
        from game.engine.settings import Settings
        from scenes.screens.menu import MenuScene
        from scenes.theater.scene import TheaterScene

        display = Display(fullscreen=False, vsync=real_window)
        surface = display.open()
        ctx = app.build_context(Settings(fullscreen=False), display,
                                Audio(enabled=real_window), persist=False, home=MenuScene)
        scene = TheaterScene(ctx, self.record, self.perspective, self.speed,
                             source=str(self.path))
        ctx.stack.push(scene)
        loop = app.make_loop(ctx, surface, throttle=real_window)
        if not real_window:
            loop.clock = lambda: loop.frames * STEP
        runner = _Runner(self, display, scene)
        try:
            loop.run(max_frames=self.frames, after_frame=runner.after_frame)
        finally:
            pygame.quit()
        theater = scene.theater
        line = (f"watch {self.path.name}: {theater.position}/{theater.length} moves shown in "
                f"{loop.frames} frames, {runner.shots} screenshots")
        if theater.error is not None:
            error = theater.error
            line += (f"; the record stops at move {error['move']} (counting from 0): "
                     f"{error['message']}")
        from game.cli import emit

        return emit(line)  # a closed pipe or a full disk: one line, exit 2


class _Runner:
    """After each frame: screenshots, and stopping once the end has been on screen."""

    def __init__(self, watch: Watch, display: object, scene: object) -> None:
        self.watch = watch
        self.display = display
        self.scene = scene
        self.next_shot = 0.0
        self.shots = 0
        self.end_since: float | None = None

    def after_frame(self, loop: GameLoop) -> bool:
        """Return False to stop."""
        scene = self.scene
        if loop.game_time >= self.next_shot:
            self.shot(loop)
            self.next_shot += SHOT_EVERY
        if loop.ctx.stack.top is not scene:
            return False  # left the theater (menu, or a match played on from it)
        if self.watch.frames is None:
            at_end = scene.theater.at_end and not scene.table.busy  # type: ignore[attr-defined]
            if at_end:
                self.end_since = self.end_since if self.end_since is not None else loop.game_time
                if loop.game_time - self.end_since >= END_LINGER:
                    self.shot(loop)
                    return False
            if loop.game_time >= MAX_SECONDS:
                return False
        return True

    def shot(self, loop: GameLoop) -> None:
        """Save the frame just drawn (when --screenshots was given)."""
        if self.watch.screenshots is None:
            return
        name = f"{self.shots:03d}-{loop.frames:06d}.png"
        self.display.screenshot(self.watch.screenshots / name)  # type: ignore[attr-defined]
        self.shots += 1


def run_watch(args: argparse.Namespace) -> int:
    """`python main.py watch RECORD.json`: exit 2 with one line for bad input."""
    try:
        watch = Watch.from_args(args)
    except WatchError as exc:
        print(f"watch: {exc}", file=sys.stderr)
        return 2
    return watch.run()
