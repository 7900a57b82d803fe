"""Frame timings for `demo` and the benches, and what the slowest frames did.

Each frame's update, draw, whole-frame and main-thread CPU milliseconds are kept; the
slowest few also keep a note of what the frame did (its steps, whether it drew, the
garbage collector's pauses in it, text it had to render, a change of scene), so a spike
can be traced to its cause (bench/frames.py prints them).
"""
from __future__ import annotations

import gc
import math
import time
from dataclasses import dataclass, field
from typing import Any

SLOW_FRAME_MS = 1000.0 / 60.0


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of `values`; 0 for an empty list."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(p / 100.0 * len(ordered) - 1e-9) - 1))
    return ordered[rank]


class GcWatch:
    """Adds up the garbage collector's pauses (gc.callbacks) until `take` is called."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.collections = 0
        self.oldest = -1  # the highest generation collected
        self._started = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        self.seconds += time.perf_counter() - self._started
        self.collections += 1
        self.oldest = max(self.oldest, info.get("generation", 0))

    def take(self) -> tuple[float, int, int]:
        """(seconds, collections, oldest generation) since the last call, then zero."""
        taken = (self.seconds, self.collections, self.oldest)
        self.seconds, self.collections, self.oldest = 0.0, 0, -1
        return taken


_WATCH: GcWatch | None = None


def gc_watch() -> GcWatch:
    """The process's one GcWatch (installed on first use)."""
    global _WATCH
    if _WATCH is None:
        _WATCH = GcWatch()
    return _WATCH


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
    #: Frames over 16.7 ms that were not a scene's first (which may build what it shows).
    slow_later: int = 0
    #: The slowest frames: (frame number, ms, top scene, what the frame did), for finding
    #: what caused them.
    slowest: list[tuple[int, float, str, dict]] = field(default_factory=list)
    #: The frames whose main thread used the most CPU time, in the same form (ms of CPU):
    #: on a loaded machine the slowest are mostly frames that waited for a core; these are
    #: the ones whose own work was largest.
    costliest: list[tuple[int, float, str, dict]] = field(default_factory=list)
    keep: int = 10  # how many of the slowest (and of the costliest) frames are kept

    def is_slowest(self, ms: float, cpu_ms: float | None = None) -> bool:
        """Would a frame of `ms` (and `cpu_ms` of CPU) be among the slowest or costliest?"""
        return _among(self.slowest, ms, self.keep) or (
            cpu_ms is not None and _among(self.costliest, cpu_ms, self.keep))

    def note_slow(self, frame: int, ms: float, scene: str, did: dict | None = None,
                  cpu_ms: float | None = None) -> None:
        """Remember a frame, and what it did, if it is among the slowest or the costliest."""
        _keep(self.slowest, (frame, round(ms, 3), scene, did or {}), self.keep)
        if cpu_ms is not None:
            _keep(self.costliest, (frame, round(cpu_ms, 3), scene, did or {}), self.keep)

    def record(self, update_s: float, draw_s: float, frame_s: float, steps: int,
               cpu_s: float | None = None, after_s: float | None = None,
               first: bool = False) -> None:
        """Add one frame's timings (`first`: it showed a scene for the first time)."""
        if frame_s * 1000.0 > SLOW_FRAME_MS and not first:
            self.slow_later += 1
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
        """frames, steps, p50/p99/max of each timing, the count of frames over 16.7 ms and
        the slowest frames with what they did."""
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
        out["later_frames_over_16_7ms"] = self.slow_later
        out["slowest"] = [list(item) for item in self.slowest]
        out["costliest"] = [list(item) for item in self.costliest]
        return out


def _among(kept: list[tuple[int, float, str, dict]], ms: float, keep: int) -> bool:
    return len(kept) < keep or ms > kept[-1][1]


def _keep(kept: list[tuple[int, float, str, dict]], item: tuple[int, float, str, dict],
          keep: int) -> None:
    """Add `item` to `kept` (largest first) if it is among the `keep` largest."""
    if _among(kept, item[1], keep):
        kept.append(item)
        kept.sort(key=lambda entry: -entry[1])
        del kept[keep:]
