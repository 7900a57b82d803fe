"""Sound start-up benchmark: how long the effects take to be ready, fresh and from the cache.

Prints JSON: the time to render every effect and the ambience (a first start, no cache),
the time to read them back from the disk cache (every later start), and the time the
mixer's background thread took to make them playable (with the dummy audio driver).
Goal (issue 20): under 100 ms at start, or cached on disk; the loading happens on a
background thread either way, so no frame waits for it.

    python bench/sounds.py
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GOAL_MS = 100.0


def main() -> int:
    """Measure and print the figures."""
    from game.engine import sound_cache
    from game.engine.audio import Audio

    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        started = time.perf_counter()
        made = sound_cache.render_bank()
        render_ms = (time.perf_counter() - started) * 1000
        sound_cache.save(made, sound_cache.cache_path(directory))
        started = time.perf_counter()
        loaded = sound_cache.load(sound_cache.cache_path(directory))
        cache_ms = (time.perf_counter() - started) * 1000
        assert loaded == made
        audio = Audio(cache=directory)
        ready = audio.wait()
    seconds = sum(len(p) for takes in made.values() for p in takes) / 2 / 22050
    print(json.dumps({
        "effects": len(made), "takes": sum(len(t) for t in made.values()),
        "audio_seconds": round(seconds, 2),
        "render_ms": round(render_ms, 1), "cache_read_ms": round(cache_ms, 1),
        "mixer_ready_ms": round(audio.ready_in * 1000, 1) if ready and audio.ready_in else None,
        "goal_ms": GOAL_MS, "cached_start_within_goal": cache_ms < GOAL_MS,
    }, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
