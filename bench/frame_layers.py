"""Where a frame's time goes: the main thread's CPU time per drawing layer, per game.

Runs the demo (all bots, headless 1920x1080, simulated clock, like bench/frames.py) in
this process, one fresh process per game, and times each layer of the table with
time.thread_time (CPU time of the main thread, so a loaded machine or a bot thread
holding the GIL inflates it far less than wall time). Prints p50/p99 ms per layer and of
the whole frame; `--profile N` adds cProfile's N costliest functions (CPU time, all
frames), `--slow MS` the same for the frames slower than MS only.

    python bench/frame_layers.py [--games pass,dominoes] [--players 4] [--seconds 60]
                                 [--everything-on] [--profile 30] [--slow 6]
"""
from __future__ import annotations

import argparse
import cProfile
import functools
import importlib
import json
import os
import pstats
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("pass", "take-or-pass", "dominoes")
# (label, module, attribute path): each is timed wherever it is called from.
LAYERS = (
    ("table scene", "scenes.frame.table", "TableScene.draw"),
    ("  game table", None, "draw"),  # the game's own Table class (from the registry)
    ("  name plates", "scenes.frame.seat_plates", "draw_plates"),
    ("  banner", "scenes.frame.seat_plates", "draw_banner"),
    ("  log", "scenes.frame.seat_plates", "draw_log"),
    ("scoring overlay", "scenes.frame.scoring", "ScoringScene.draw"),
    ("update (all steps)", "game.engine.scene", "SceneStack.update"),
)


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def wrap(owner: Any, name: str, label: str, spent: dict[str, float]) -> None:
    """Replace owner.name by a version adding its CPU time to spent[label]."""
    inner = getattr(owner, name)

    @functools.wraps(inner)
    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.thread_time()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[label] += time.thread_time() - start
    setattr(owner, name, timed)


def run_one(args: argparse.Namespace) -> dict:
    """Play one demo here with the layers timed; per-frame ms of each layer, and profiles."""
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                      PASSTIME_CONFIG_DIR=tempfile.mkdtemp(), PYGAME_HIDE_SUPPORT_PROMPT="1")
    sys.path.insert(0, str(ROOT))
    from game.engine.loop import GameLoop
    from scenes.app.demo import Demo
    from scenes.registry import scenes_for

    spent: dict[str, float] = defaultdict(float)
    for label, module, path in LAYERS:
        if module is None:
            owner = scenes_for(args.one).table_class()
        else:
            owner = importlib.import_module(module)
            for part in path.split(".")[:-1]:
                owner = getattr(owner, part)
        wrap(owner, path.split(".")[-1], label, spent)
    frames: dict[str, list[float]] = defaultdict(list)
    everything = cProfile.Profile(time.thread_time) if args.profile else None
    slow = pstats.Stats() if args.slow else None
    frame = GameLoop.frame

    def timed_frame(loop: GameLoop) -> int:
        spent.clear()
        profile = cProfile.Profile(time.thread_time) if args.slow else everything
        start = time.thread_time()
        if profile:
            profile.enable()
        try:
            return frame(loop)
        finally:
            if profile:
                profile.disable()
            ms = (time.thread_time() - start) * 1000
            frames["frame (cpu)"].append(ms)
            for label, _module, _path in LAYERS:
                frames[label].append(spent.get(label, 0.0) * 1000)
            if args.slow and ms > args.slow:
                slow.add(profile)
                if everything:
                    everything.enable()
                    everything.disable()
    GameLoop.frame = timed_frame
    demo = Demo.from_args(argparse.Namespace(
        game=args.one, players=args.players, seconds=args.seconds, speed=args.speed, seed=1,
        bots=args.bots, everything_on=args.everything_on))
    with open(os.devnull, "w") as quiet:
        sys.stdout, real = quiet, sys.stdout
        try:
            demo.run()
        finally:
            sys.stdout = real
    report: dict = {"layers": {k: [round(percentile(v, 50), 3), round(percentile(v, 99), 3)]
                               for k, v in frames.items()}, "frames": len(frames["frame (cpu)"])}
    for name, stats in (("profile", everything), ("slow profile", slow)):
        if stats is not None and (not isinstance(stats, pstats.Stats) or stats.stats):
            out = tempfile.NamedTemporaryFile("w+", suffix=".txt", delete=False)
            if isinstance(stats, pstats.Stats):
                stats.stream = out
            else:
                stats = pstats.Stats(stats, stream=out)
            stats.sort_stats("cumulative").print_stats(args.profile or 30)
            out.close()
            report[name] = Path(out.name).read_text()
            os.unlink(out.name)
    return report


def main() -> int:
    """Run each game in a fresh process and print its layers (and profiles when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--speed", type=float, default=4.0)
    parser.add_argument("--bots", default="normal")
    parser.add_argument("--everything-on", action="store_true",
                        help="large text, high contrast, sound effects and ambience on")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="print the N costliest functions (cProfile, CPU time)")
    parser.add_argument("--slow", type=float, default=0.0, metavar="MS",
                        help="profile only the frames whose CPU time is above MS")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # the child process: one game
    args = parser.parse_args()
    if args.one:
        print(json.dumps(run_one(args)))
        return 0
    print(f"demo, {args.players} players, {args.seconds:g} s of play at speed {args.speed:g}, "
          f"{args.bots} bots, 1920x1080 dummy driver"
          + (", everything on" if args.everything_on else ""))
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; "
          "ms of main-thread CPU per frame (a layer's p99 is its own worst frames)")
    layers = {}
    for game in args.games.split(","):
        done = subprocess.run([sys.executable, __file__, *sys.argv[1:], "--one", game],
                              capture_output=True, text=True, cwd=ROOT)
        if done.returncode != 0:
            print(f"{game}: FAILED {(done.stderr or done.stdout).strip().splitlines()[-1:]}")
            continue
        report = json.loads(done.stdout.strip().splitlines()[-1])
        layers[game] = {"frames": report["frames"], "layers_ms_p50_p99": report["layers"]}
        print(f"\n{game} ({report['frames']} frames)        p50 ms   p99 ms")
        for label, (p50, p99) in report["layers"].items():
            print(f"  {label:22s} {p50:7.2f}  {p99:7.2f}")
        for name in ("profile", "slow profile"):
            if name in report:
                print(f"  -- {name} --")
                print(report[name])
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")
    sys.path.insert(0, str(ROOT))
    from bench import logbook

    logbook.record("frame_layers", layers,
                   kind="frame_layers everything-on" if args.everything_on else "frame_layers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
