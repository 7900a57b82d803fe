"""The fixed-timestep game loop (Fiedler's "Fix Your Timestep!").

Real time accumulates; `update(dt)` runs in fixed 1/60 s steps (the frame time
is clamped and the steps per frame capped, so a stall never snowballs into a
spiral of catch-up steps); then `draw(alpha)` runs once, `alpha` being how far
we are between the last step and the next. The clock is injected, so tests
count steps for given clock readings; frame timings are recorded for `demo`.

A frame in which nothing can have changed (no input, the same scenes, none of them
`animating`) is neither drawn nor presented: the last picture stays on screen. Then the
loop rests: no frames at all, only a look for input once a frame's time (so a key press
still lands in the next frame), until input comes, a scene is `woken` (a phone sent
something), or the slow safety redraw is due. A still menu, setup or a human thinking
costs well under 1% of a core instead of running sixty frames a second.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.engine.intents import Action, Intent

if TYPE_CHECKING:
    import pygame

    from game.engine.context import AppContext

STEP = 1.0 / 60.0
MAX_FRAME = 0.25  # a longer frame (a stall, a breakpoint) counts as this long
MAX_STEPS = 5  # at most this many updates per frame; the rest of the backlog is dropped
SLOW_FRAME_MS = 1000.0 / 60.0
# Even with nothing changing, run a frame and redraw this often (seconds): a safety net for
# a change that no scene announced, at a three-hundredth of the cost of drawing
# every frame.
IDLE_REDRAW = 5.0


class Accumulator:
    """Turns elapsed real time into a number of fixed steps and an interpolation alpha."""

    def __init__(
        self, step: float = STEP, max_frame: float = MAX_FRAME, max_steps: int = MAX_STEPS
    ) -> None:
        self.step = step
        self.max_frame = max_frame
        self.max_steps = max_steps
        self.time = 0.0  # unspent time, always < step after a frame (unless capped)
        self.dropped = 0.0  # time thrown away by the clamp and the cap

    def feed(self, elapsed: float) -> int:
        """Add `elapsed` seconds; return how many steps to run now."""
        elapsed = max(0.0, elapsed)
        if elapsed > self.max_frame:
            self.dropped += elapsed - self.max_frame
            elapsed = self.max_frame
        self.time += elapsed
        steps = int(self.time / self.step + 1e-9)
        if steps > self.max_steps:
            self.dropped += (steps - self.max_steps) * self.step
            self.time -= (steps - self.max_steps) * self.step
            steps = self.max_steps
        self.time -= steps * self.step
        self.time = max(self.time, 0.0)
        return steps

    @property
    def alpha(self) -> float:
        """How far between the last step and the next, in [0, 1)."""
        return min(self.time / self.step, 0.999999)


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of `values`; 0 for an empty list."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(p / 100.0 * len(ordered) - 1e-9) - 1))
    return ordered[rank]


@dataclass
class FrameStats:
    """Milliseconds spent per frame in update, draw and the whole frame."""

    update_ms: list[float] = field(default_factory=list)
    draw_ms: list[float] = field(default_factory=list)
    frame_ms: list[float] = field(default_factory=list)
    #: CPU time the main thread spent on each frame: when it is far below frame_ms, the
    #: frame was waiting (other processes on the CPU, or a bot thread holding the GIL).
    cpu_ms: list[float] = field(default_factory=list)
    #: Work after the picture was presented (Scene.after_present), not part of frame_ms.
    after_ms: list[float] = field(default_factory=list)
    steps: int = 0
    #: The slowest frames: (frame number, ms, top scene), for finding what caused them.
    slowest: list[tuple[int, float, str]] = field(default_factory=list)

    def note_slow(self, frame: int, ms: float, scene: str, keep: int = 10) -> None:
        """Remember a frame if it is among the `keep` slowest so far."""
        if len(self.slowest) < keep or ms > self.slowest[-1][1]:
            self.slowest.append((frame, round(ms, 3), scene))
            self.slowest.sort(key=lambda item: -item[1])
            del self.slowest[keep:]

    def record(self, update_s: float, draw_s: float, frame_s: float, steps: int,
               cpu_s: float | None = None, after_s: float | None = None) -> None:
        """Add one frame's timings."""
        self.update_ms.append(update_s * 1000.0)
        self.draw_ms.append(draw_s * 1000.0)
        self.frame_ms.append(frame_s * 1000.0)
        if cpu_s is not None:
            self.cpu_ms.append(cpu_s * 1000.0)
        if after_s is not None:
            self.after_ms.append(after_s * 1000.0)
        self.steps += steps

    @property
    def frames(self) -> int:
        """How many frames were recorded."""
        return len(self.frame_ms)

    def summary(self) -> dict:
        """frames, steps, p50/p99/max of each timing and the count of frames over 16.7 ms."""
        out: dict = {"frames": self.frames, "steps": self.steps}
        for name, values in (
            ("update", self.update_ms),
            ("draw", self.draw_ms),
            ("frame", self.frame_ms),
            ("frame_cpu", self.cpu_ms),
            ("after_present", self.after_ms),
        ):
            out[name] = {
                "p50_ms": round(percentile(values, 50), 3),
                "p99_ms": round(percentile(values, 99), 3),
                "max_ms": round(max(values, default=0.0), 3),
            }
        out["frames_over_16_7ms"] = sum(1 for v in self.frame_ms if v > SLOW_FRAME_MS)
        out["slowest"] = [list(item) for item in self.slowest]
        return out


class GameLoop:
    """Polls intents, steps the scene stack at a fixed rate and draws once per frame.

    `clock` gives game time in seconds (real time normally; the demo's clock
    runs faster); `timer` measures the work for the frame statistics.
    `system` may consume app-level intents (full screen, quit) before scenes see them.
    `woken` says whether the window needs repainting (it was exposed or resized); with
    `lazy` off every frame is drawn. `waiting` says whether input is there to read: with
    it (and `throttle`) the loop rests while nothing can change (see the module
    docstring). With `keep_stats` off (the `play` command) no frame timings are kept: they
    are only read by `demo`, and in play they would grow by ~28 MB an hour.
    """

    def __init__(
        self,
        ctx: AppContext,
        surface: pygame.Surface | None,
        poll: Callable[[], list[Intent]] = list,
        present: Callable[[], None] = lambda: None,
        clock: Callable[[], float] = time.perf_counter,
        timer: Callable[[], float] = time.perf_counter,
        throttle: Callable[[], None] | None = None,
        system: Callable[[Intent], bool] | None = None,
        accumulator: Accumulator | None = None,
        keep_stats: bool = True,
        woken: Callable[[], bool] | None = None,
        lazy: bool = True,
        waiting: Callable[[], bool] | None = None,
    ) -> None:
        self.ctx = ctx
        self.surface = surface
        self.poll = poll
        self.present = present
        self.clock = clock
        self.timer = timer
        self.throttle = throttle
        self.system = system
        self.acc = accumulator or Accumulator()
        self.stats = FrameStats()
        self.keep_stats = keep_stats
        self.woken = woken
        self.lazy = lazy
        #: Is there input to read (a queued event, a held key)? With `throttle`, it lets the
        #: loop rest between frames while nothing can change (`rest`).
        self.waiting = waiting
        self.rested = 0  # frame slots the loop rested through instead of running a frame
        self.frames = 0
        self.drawn = 0  # frames actually drawn (the rest kept the last picture)
        self.game_time = 0.0  # seconds of fixed steps run so far
        self._last: float | None = None
        self._drawn_at: float | None = None  # clock reading at the last draw
        self._drawn_scenes: tuple = ()  # the visible scenes at the last draw
        self._animated = True  # some visible scene was animating at the last draw

    @property
    def running(self) -> bool:
        """False once a scene asked to quit or the stack is empty."""
        return not self.ctx.quit_requested and len(self.ctx.stack) > 0

    def dispatch(self, intent: Intent) -> None:
        """Send one intent to the app (full screen, quit) or else the top scene."""
        if self.system is not None and self.system(intent):
            return
        if intent.action is Action.QUIT:
            self.ctx.request_quit()
            return
        self.ctx.stack.handle(intent)

    def frame(self) -> int:
        """Run one frame: intents, fixed steps, one draw and present, then the scenes'
        after-present work (timed apart: the picture does not wait for it); returns the steps
        run."""
        now = self.clock()
        elapsed = 0.0 if self._last is None else now - self._last
        self._last = now
        start = self.timer()
        cpu_start = time.thread_time()
        intents = self.poll()
        for intent in intents:
            self.dispatch(intent)
            if not self.running:
                break
        steps = self.acc.feed(elapsed)
        stack = self.ctx.stack
        for _ in range(steps):
            if not self.running:
                break
            stack.update(self.acc.step)
            self.game_time += self.acc.step
        updated = self.timer()
        if self.running and self._must_draw(bool(intents), now):
            if self.surface is not None:
                stack.draw(self.surface, self.acc.alpha)
            drawn = self.timer()
            self.present()
            self.drawn += 1
        else:
            drawn = updated
        end = self.timer()
        cpu_end = time.thread_time()
        stack.after_present()  # in the frame's slack: the picture is already shown
        if self.keep_stats:
            self.stats.record(updated - start, drawn - updated, end - start, steps,
                              cpu_end - cpu_start, self.timer() - end)
            self.stats.note_slow(self.frames, (end - start) * 1000.0, type(stack.top).__name__)
        self.frames += 1
        return steps

    def _animating(self, visible: tuple) -> bool:
        # A covered scene that is not updated (a table under the pause menu) cannot move.
        return any(scene.animating for scene in visible
                   if scene is visible[-1] or scene.update_when_covered)

    def _must_draw(self, had_input: bool, now: float) -> bool:
        """Whether this frame can differ from the last one drawn (see the module docstring)."""
        visible = self.ctx.stack.visible()
        animating = self._animating(visible)
        woken = self.woken is not None and self.woken()
        due = (
            not self.lazy
            or had_input
            or woken
            or animating
            or self._animated  # the frame after an animation ends shows its final picture
            or visible != self._drawn_scenes
            or self._drawn_at is None
            or now - self._drawn_at >= IDLE_REDRAW
        )
        if due:
            self._drawn_at, self._drawn_scenes, self._animated = now, visible, animating
        return due

    def still(self) -> bool:
        """Nothing can change the picture until input comes: the last frame drawn showed
        these scenes, none of them moves, and none was woken from outside the loop."""
        if not self.running or self._drawn_at is None or self._animated:
            return False
        visible = self.ctx.stack.visible()
        return (visible == self._drawn_scenes and not self._animating(visible)
                and not any(scene.woken for scene in self.ctx.stack.scenes))

    def rest(self) -> None:
        """While nothing can change, run no frames: look for input once a frame's time (the
        throttle's), until input comes, a scene is woken or the safety redraw is due. The
        time rested is not game time: the next frame steps on as from a normal frame."""
        if not self.lazy or self.throttle is None or self.waiting is None:
            return
        rested = 0
        while self.still() and not self.waiting():
            assert self._drawn_at is not None  # still() says a frame was drawn
            if self.clock() - self._drawn_at >= IDLE_REDRAW:
                break
            self.throttle()
            rested += 1
        if rested:
            self.rested += rested
            self._last = self.clock() - self.acc.step

    def cycle(self) -> None:
        """One turn of `run` without its checks: a frame, the throttle, and a rest while
        nothing can change (what bench/idle.py measures)."""
        self.frame()
        if self.throttle is not None:
            self.throttle()
        self.rest()

    def run(
        self,
        max_frames: int | None = None,
        after_frame: Callable[[GameLoop], bool] | None = None,
    ) -> FrameStats:
        """Run frames until quit, `max_frames`, or `after_frame` returns False; between
        frames, rest while nothing can change."""
        while self.running and (max_frames is None or self.frames < max_frames):
            self.frame()
            if after_frame is not None and not after_frame(self):
                break
            if self.throttle is not None:
                self.throttle()
            self.rest()
        return self.stats
