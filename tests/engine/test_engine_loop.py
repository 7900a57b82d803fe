"""The fixed-timestep loop: steps counted for given clock readings, clamping, capping, stats."""
from __future__ import annotations

import pytest

from game.engine.context import make_test_context
from game.engine.frame_stats import FrameStats, percentile
from game.engine.intents import SYSTEM, Action, Intent
from game.engine.loop import STEP, Accumulator, GameLoop
from game.engine.scene import Scene


class Counter(Scene):
    """Counts updates and remembers the alpha of each draw."""

    def __init__(self) -> None:
        self.updates = 0
        self.alphas: list[float] = []
        self.intents: list[Intent] = []

    def update(self, dt: float) -> None:
        assert dt == pytest.approx(STEP)
        self.updates += 1

    def draw(self, surface, alpha: float) -> None:  # noqa: ANN001
        self.alphas.append(alpha)

    def handle(self, intent: Intent) -> None:
        self.intents.append(intent)


def fake_clock(readings: list[float]):  # noqa: ANN201 - test helper
    it = iter(readings)
    return lambda: next(it)


def make_loop(readings: list[float], **kw) -> tuple[GameLoop, Counter]:  # noqa: ANN003
    ctx = make_test_context()
    scene = Counter()
    ctx.stack.push(scene)
    loop = GameLoop(ctx, surface=object(), clock=fake_clock(readings), **kw)
    return loop, scene


def test_steps_follow_the_clock_exactly() -> None:
    # frame 1 sets the origin; then 1/60, 2.5/60 (2 steps, half left), 0.5/60 (the half completes)
    readings = [10.0, 10.0 + STEP, 10.0 + 3.5 * STEP, 10.0 + 4 * STEP]
    loop, scene = make_loop(readings)
    steps = [loop.frame() for _ in readings]
    assert steps == [0, 1, 2, 1]
    assert scene.updates == 4
    assert scene.alphas[2] == pytest.approx(0.5)
    assert loop.game_time == pytest.approx(4 * STEP)


def test_a_long_stall_is_clamped_and_capped() -> None:
    loop, scene = make_loop([0.0, 5.0])  # five seconds frozen
    loop.frame()
    assert loop.frame() == 5  # MAX_STEPS, not 300 catch-up steps
    assert scene.updates == 5
    assert loop.acc.dropped > 4.0


def test_accumulator_never_runs_steps_for_time_that_did_not_pass() -> None:
    acc = Accumulator()
    assert acc.feed(0.0) == 0
    assert acc.feed(-1.0) == 0  # a clock going backwards runs nothing
    assert acc.feed(STEP * 0.99) == 0
    assert acc.feed(STEP * 0.02) == 1


def test_intents_reach_the_top_scene_and_quit_stops_the_loop() -> None:
    intents = [Intent(Action.CONFIRM, SYSTEM)]
    loop, scene = make_loop([0.0, STEP, 2 * STEP], poll=lambda: intents)
    loop.frame()
    assert scene.intents == intents
    intents[:] = [Intent(Action.QUIT, SYSTEM)]
    stats = loop.run()
    assert loop.ctx.quit_requested
    assert stats.frames == 2


def test_system_handler_consumes_app_intents() -> None:
    seen: list[Intent] = []
    full = Intent(Action.FULLSCREEN, SYSTEM)
    loop, scene = make_loop([0.0], poll=lambda: [full],
                            system=lambda i: seen.append(i) or True)
    loop.frame()
    assert seen == [full] and scene.intents == []


def test_a_loop_without_stats_keeps_no_timings() -> None:
    """The `play` loop keeps no per-frame timings (they would grow all session long)."""
    loop, scene = make_loop([0.0, STEP, 2 * STEP], keep_stats=False)
    for _ in range(3):
        loop.frame()
    assert scene.updates == 2 and loop.frames == 3
    assert loop.stats.frames == 0 and loop.stats.slowest == []


def test_frame_stats_summary() -> None:
    stats = FrameStats()
    for ms in range(1, 101):
        stats.record(0.001, 0.002, ms / 1000.0, 1)
    out = stats.summary()
    assert out["frames"] == 100 and out["steps"] == 100
    assert out["frame"]["p50_ms"] == pytest.approx(50.0)
    assert out["frame"]["p99_ms"] == pytest.approx(99.0)
    assert out["frame"]["max_ms"] == pytest.approx(100.0)
    assert out["frames_over_16_7ms"] == 84
    assert percentile([], 50) == 0.0


class Order(Scene):
    """Writes what the loop does with it into a shared journal."""

    def __init__(self, name: str, journal: list[str], overlay: bool = False) -> None:
        self.name, self.journal, self.overlay = name, journal, overlay

    @property
    def animating(self) -> bool:
        return False  # lets the loop keep the last picture on idle frames

    def update(self, dt: float) -> None:
        self.journal.append(f"update {self.name}")

    def draw(self, surface, alpha: float) -> None:  # noqa: ANN001
        self.journal.append(f"draw {self.name}")

    def after_present(self) -> None:
        self.journal.append(f"after {self.name}")


def test_after_present_runs_once_a_frame_after_the_present_for_every_scene() -> None:
    """The phones' send waits for the picture: it runs after present, for covered scenes too
    (a table under the scores), also on frames that kept the last picture; its time is kept
    apart from the frame's."""
    journal: list[str] = []
    ctx = make_test_context()
    ctx.stack.push(Order("table", journal))
    ctx.stack.push(Order("scores", journal, overlay=True))
    loop = GameLoop(ctx, surface=object(), clock=fake_clock([0.0, STEP, 2 * STEP]),
                    present=lambda: journal.append("present"))
    loop.frame()
    assert journal == ["draw table", "draw scores", "present", "after table", "after scores"]
    journal.clear()
    loop.frame()  # drawn: the frame after a drawn one shows its final picture
    journal.clear()
    loop.frame()  # nothing changed: the last picture stays, the after-present work runs
    assert journal == ["update scores", "after table", "after scores"]
    summary = loop.stats.summary()
    assert summary["frames"] == 3 and set(summary["after_present"]) == {
        "p50_ms", "p99_ms", "max_ms"}
    assert len(loop.stats.after_ms) == 3
