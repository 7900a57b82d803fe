"""Sound start-up benchmark: how long the effects take to be ready on a first start (nothing
cached: every effect is rendered) and on every later start (read from the disk cache), how
long the frame thread is held up by opening the audio, and which thread does the rendering.

Prints JSON. Per start: `open_ms`, the time `Audio()` holds its caller (the frame thread) and
`open_cpu_ms` its CPU time there; `ready_ms`, until the effects are playable (on the
"sound-bank" thread); `rendered_on`, the threads that rendered effects (never the frame
thread); and `frame_ms_*`, a stand-in frame (a few ms of drawing, repeated) measured on the
frame thread while the effects load, against `frame_ms_idle` with nothing loading: the
render is pure Python, so it shares the interpreter with the frames while it runs.
Goal: under 100 ms at start, or cached on disk. Wall times are on whatever load
the machine has.

    python bench/sounds.py
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench import logbook  # noqa: E402

GOAL_MS = 100.0


def stand_in_frame(surface) -> float:  # noqa: ANN001 - a pygame Surface
    """Draw something like a table's frame (fills and blits); its wall time in ms."""
    import pygame

    started = time.perf_counter()
    surface.fill((20, 60, 40))
    for i in range(60):
        pygame.draw.rect(surface, (240, 230, 210), (20 + i * 30, 700, 120, 170), border_radius=10)
    return (time.perf_counter() - started) * 1000


def frames_while(surface, busy) -> dict:  # noqa: ANN001 - Surface, a () -> bool
    """Stand-in frames while `busy()`: their count, p50, p99 and max (ms)."""
    times = []
    while busy() or len(times) < 5:
        times.append(stand_in_frame(surface))
    times.sort()
    return {"frames": len(times), "p50": round(times[len(times) // 2], 2),
            "p99": round(times[int(len(times) * 0.99)], 2), "max": round(times[-1], 2)}


def one_start(directory: Path, surface) -> dict:  # noqa: ANN001 - a pygame Surface
    """Open the audio on this (the frame) thread with `directory` as its cache; the figures."""
    from game.engine import sound_cache
    from game.engine.audio import Audio

    threads: set[str] = set()
    render = sound_cache.render_bank

    def noted() -> sound_cache.Bank:
        threads.add(threading.current_thread().name)
        return render()

    sound_cache.render_bank = noted
    try:
        cpu, wall = time.process_time(), time.perf_counter()
        audio = Audio(cache=directory)
        open_ms = (time.perf_counter() - wall) * 1000
        open_cpu = (time.process_time() - cpu) * 1000
        loading = audio._loading
        frames = frames_while(surface, lambda: loading is not None and loading.is_alive())
        audio.wait()
    finally:
        sound_cache.render_bank = render
    return {
        "open_ms": round(open_ms, 1), "open_cpu_ms": round(open_cpu, 1),
        "ready_ms": round(audio.ready_in * 1000, 1) if audio.ready_in else None,
        "from_cache": audio.from_cache, "rendered_on": sorted(threads),
        "frame_ms_while_loading": frames,
    }


def main() -> int:
    """Measure and print the figures."""
    import pygame

    from game.engine import sound_cache

    pygame.init()
    surface = pygame.Surface((1920, 1080))
    frames_while(surface, lambda: False)  # warm: the first frames cost more
    until = time.perf_counter() + 1.0
    idle = frames_while(surface, lambda: time.perf_counter() < until)  # a second of frames
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        first = one_start(directory, surface)  # nothing cached: renders, then saves
        pygame.mixer.quit()
        cached = one_start(directory, surface)
        made = sound_cache.load(sound_cache.cache_path(directory))
    assert made is not None
    seconds = sum(len(p) for takes in made.values() for p in takes) / 2 / 22050
    figures = {
        "effects": len(made), "takes": sum(len(t) for t in made.values()),
        "audio_seconds": round(seconds, 2),
        "first_start": first, "cached_start": cached, "frame_ms_idle": idle,
        "frame_thread": threading.main_thread().name, "goal_ms": GOAL_MS,
        "cached_start_within_goal": cached["ready_ms"] is not None
        and cached["ready_ms"] < GOAL_MS and cached["from_cache"],
    }
    print(json.dumps(figures, indent=2))
    logbook.record("sounds", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
