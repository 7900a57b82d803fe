"""Frame-time benchmark: a 4-player demo of each game, headless at 1920x1080, bots thinking.

Prints, per game: frames, p50/p99/max ms of update, draw and the whole frame,
frames over 16.7 ms, time from process start to the first drawn frame, and
peak memory. Targets (issue 5): p99 frame < 8 ms, no frame > 16.7 ms,
first frame < 1.5 s, peak memory < 200 MB.

    python bench/frames.py [--seconds 60] [--speed 1] [--games pass,dominoes]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("pass", "take-or-pass", "dominoes")


def run_demo(game: str, players: int, seconds: float, speed: float, seed: int) -> dict:
    """Run one demo in a fresh process; its stats plus the start-to-first-frame time."""
    with tempfile.TemporaryDirectory() as tmp:
        stats = Path(tmp) / "stats.json"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PASSTIME_CONFIG_DIR=tmp, PYGAME_HIDE_SUPPORT_PROMPT="1")
        cmd = [sys.executable, str(ROOT / "main.py"), "demo", "--game", game,
               "--players", str(players), "--seconds", str(seconds), "--speed", str(speed),
               "--seed", str(seed), "--stats", str(stats)]
        started = time.time()
        done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            return {"error": (done.stderr or done.stdout).strip().splitlines()[-1:]}
        report = json.loads(stats.read_text(encoding="utf-8"))
    first = report.get("first_frame_unix")
    report["first_frame_s"] = round(first - started, 3) if first else None
    return report


def main() -> int:
    """Run the scenarios and print one block per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="seconds of play per game")
    parser.add_argument("--speed", type=float, default=1.0, help="game-time multiplier")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    print(f"demo, {args.players} players, {args.seconds} s of play at speed {args.speed}, "
          "1920x1080 dummy driver")
    print("(cpu: the main thread's own CPU time per frame; frame minus cpu is time spent "
          "waiting for the CPU or the GIL)")
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    worst_ok = True
    for game in args.games.split(","):
        r = run_demo(game, args.players, args.seconds, args.speed, args.seed)
        if "error" in r:
            print(f"{game:13s} FAILED: {r['error']}")
            worst_ok = False
            continue
        u, d, f, c = r["update"], r["draw"], r["frame"], r["frame_cpu"]
        print(f"{game:13s} frames {r['frames']:6d}  scenes {' > '.join(r['scenes'])}")
        for name, part in (("update", u), ("draw", d), ("frame", f), ("cpu", c)):
            print(f"  {name:7s} p50 {part['p50_ms']:7.3f} ms  p99 {part['p99_ms']:7.3f} ms  "
                  f"max {part['max_ms']:7.3f} ms")
        print(f"  frames over 16.7 ms: {r['frames_over_16_7ms']}   first frame after "
              f"{r['first_frame_s']} s   peak memory {r['peak_rss_mb']} MB")
        slow = ", ".join(f"#{n} {ms:.1f} ms ({scene})" for n, ms, scene in r["slowest"][:4])
        print(f"  slowest frames: {slow}")
        worst_ok &= f["p99_ms"] < 8 and r["frames_over_16_7ms"] == 0
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"largest child peak memory (getrusage): {children:.1f} MB")
    print("frame targets met" if worst_ok else "frame targets NOT met (see above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
