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

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.frame_stats import FrameStats, gc_watch
from game.engine.intents import Action, Intent

if TYPE_CHECKING:
    import pygame

    from game.engine.context import AppContext

STEP = 1.0 / 60.0
MAX_FRAME = 0.25  # a longer frame (a stall, a breakpoint) counts as this long
MAX_STEPS = 5  # at most this many updates per frame; the rest of the backlog is dropped
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
        self._shown: tuple = ()  # the visible scenes at the end of the last frame (stats)

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
        stack = self.ctx.stack
        before = self._frame_start() if self.keep_stats else None
        intents = self.poll()
        for intent in intents:
            self.dispatch(intent)
            if not self.running:
                break
        steps = self.acc.feed(elapsed)
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
        if before is not None:
            after = self.timer() - end
            shown = stack.visible()
            first, self._shown = shown != self._shown, shown
            self.stats.record(updated - start, drawn - updated, end - start, steps,
                              cpu_end - cpu_start, after, first)
            ms, cpu_ms = (end - start) * 1000.0, (cpu_end - cpu_start) * 1000.0
            gc_s, collections, oldest = gc_watch().take()
            if self.stats.is_slowest(ms, cpu_ms):
                did = {"steps": steps, "update_ms": round((updated - start) * 1000, 2),
                       "draw_ms": round((drawn - updated) * 1000, 2),
                       "cpu_ms": round(cpu_ms, 2),
                       "after_ms": round(after * 1000, 2), "drawn": drawn > updated,
                       **self._frame_did(before, gc_s, collections, oldest)}
                self.stats.note_slow(self.frames, ms, type(stack.top).__name__, did, cpu_ms)
        self.frames += 1
        return steps

    def _frame_start(self) -> tuple[str, int]:
        """What `_frame_did` compares with at the end of the frame."""
        gc_watch().take()  # only this frame's collections count
        return type(self.ctx.stack.top).__name__, getattr(self.ctx.text, "misses", 0)

    def _frame_did(self, before: tuple[str, int], gc_s: float, collections: int,
                   oldest: int) -> dict:
        """What a slow frame did besides its steps and its drawing: garbage collections,
        text it rendered, a change of scene."""
        did: dict = {}
        if collections:
            did["gc_ms"] = round(gc_s * 1000, 2)
            did["gc"] = f"{collections} (generation {oldest})"
        rendered = getattr(self.ctx.text, "misses", 0) - before[1]
        if rendered:
            did["text_rendered"] = rendered
        top = type(self.ctx.stack.top).__name__
        if top != before[0]:
            did["scene"] = f"{before[0]} > {top}"
        return did

    def _animating(self, visible: tuple) -> bool:
        # Only the top scene is updated: a covered one (a table under the pause menu) cannot
        # move, whatever it says.
        return bool(visible) and visible[-1].animating

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
        these scenes, none of them moves, and the top one was not woken from outside the
        loop (only the top scene is updated: a covered scene could not answer a wake, which
        would keep the loop running frames until it was uncovered)."""
        if not self.running or self._drawn_at is None or self._animated:
            return False
        visible = self.ctx.stack.visible()
        return (visible == self._drawn_scenes and not self._animating(visible)
                and not visible[-1].woken)

    def rest(self) -> None:
        """While nothing can change, run no frames: look for input once a frame's time (the
        throttle's), until input comes, a scene is woken or the safety redraw is due. The
        time rested is not game time: the next frame steps on as from a normal frame.

        Only frames change the scenes, so `still` is asked once: while resting, only
        input and the top scene's `woken` (what other threads say) are looked at, which keeps
        each look to a few microseconds."""
        if not self.lazy or self.throttle is None or self.waiting is None \
                or not self.still():
            return
        assert self._drawn_at is not None  # still() says a frame was drawn
        top = self.ctx.stack.visible()[-1]
        rested = 0
        while not self.waiting() and not top.woken:
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
