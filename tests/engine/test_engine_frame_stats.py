"""What the slowest frames did: their steps, drawing, garbage collections, text rendered
and scene changes are kept beside their times (what bench/frames.py prints)."""
from __future__ import annotations

import gc

from game.engine.context import make_test_context
from game.engine.frame_stats import FrameStats
from game.engine.loop import STEP, GameLoop
from game.engine.scene import Scene


class Busy(Scene):
    """Collects garbage, renders new text or pushes a scene on the frame it is told to."""

    def __init__(self, ctx) -> None:  # noqa: ANN001
        self.ctx = ctx
        self.updates = 0
        self.plan: dict[int, str] = {}

    def update(self, dt: float) -> None:
        self.updates += 1
        job = self.plan.get(self.updates)
        if job == "gc":
            gc.collect()
        elif job == "text":
            for n in range(5):
                self.ctx.text.render(f"a line never drawn before {n}", 30)
        elif job == "push":
            self.ctx.stack.push(Scene())


def test_the_slowest_frames_keep_what_they_did() -> None:
    ctx = make_test_context()
    scene = Busy(ctx)
    scene.plan = {3: "gc", 6: "text", 9: "push"}
    ctx.stack.push(scene)
    ticks = iter(range(10_000))
    loop = GameLoop(ctx, surface=object(), clock=lambda: next(ticks) * STEP)
    loop.stats = FrameStats(keep=20)
    for _ in range(12):
        loop.frame()
    did = {frame: note for frame, _ms, _scene, note in loop.stats.slowest}
    assert "gc_ms" in did[3] and did[3]["gc"].endswith("(generation 2)")
    assert did[6]["text_rendered"] == 5 and "gc_ms" not in did[6]
    assert did[9]["scene"] == "Busy > Scene"
    assert all(note["steps"] == 1 and "cpu_ms" in note for f, note in did.items() if f > 0)
    summary = loop.stats.summary()
    assert len(summary["slowest"]) == 12 and all(len(row) == 4 for row in summary["slowest"])


def test_only_the_slowest_are_kept() -> None:
    stats = FrameStats(keep=3)
    for frame, ms in enumerate([5.0, 1.0, 9.0, 2.0, 7.0]):
        stats.note_slow(frame, ms, "Table", {"steps": 1})
    assert [row[0] for row in stats.slowest] == [2, 4, 0]
    assert not stats.is_slowest(4.0) and stats.is_slowest(6.0)


def test_a_slow_first_frame_of_a_scene_is_counted_apart() -> None:
    stats = FrameStats()
    stats.record(0.001, 0.018, 0.020, 1, first=True)  # builds what the new scene shows
    stats.record(0.001, 0.002, 0.004, 1)
    stats.record(0.001, 0.017, 0.019, 1)  # a hitch in a scene already shown
    summary = stats.summary()
    assert summary["frames_over_16_7ms"] == 2 and summary["later_frames_over_16_7ms"] == 1


def test_the_costliest_frames_by_cpu_are_kept_apart_from_the_slowest() -> None:
    stats = FrameStats(keep=2)
    # (frame, wall ms, cpu ms): frames 0 and 2 waited for a core, 1 and 3 worked
    for frame, ms, cpu in [(0, 30.0, 1.0), (1, 5.0, 4.5), (2, 25.0, 0.5), (3, 6.0, 5.5),
                           (4, 2.0, 1.5)]:
        if stats.is_slowest(ms, cpu):
            stats.note_slow(frame, ms, "Table", {"steps": 1}, cpu)
    assert [row[0] for row in stats.slowest] == [0, 2]
    assert [(row[0], row[1]) for row in stats.costliest] == [(3, 5.5), (1, 4.5)]
    assert [row[0] for row in stats.summary()["costliest"]] == [3, 1]
