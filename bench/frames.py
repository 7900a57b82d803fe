"""Frame-time benchmark: all-bot demos of each game, headless at 1920x1080, bots thinking.

Prints, per game, player count and bot level: frames, p50/p99/max ms of update, draw, the
whole frame and the main thread's CPU time in it, frames over 16.7 ms (and those that
were not a scene's first), the work done after each picture was shown, time from process
start to the first drawn frame, peak memory, and the slowest frames (wall time) and the
costliest (the main thread's CPU time) with what each did (steps, drawing, garbage
collections, text rendered, a change of scene); then one table of all runs, which is
what the logbook keeps. Targets: frame p99 <= 4 ms, no
frame over 16.7 ms after a scene's first, first frame < 1.5 s, peak memory < 200 MB.
Each demo runs at 60 frames a second on the wall clock (`demo --paced`), the pace a
player sees, so the bots' moves (answered in wall time) land as often as in play;
--simulated runs frames as fast as they go instead. Wall-clock frame times need a quiet
machine: the load average is printed and logged, and the CPU times beside them say what
the frames cost whatever else runs.

    python bench/frames.py [--seconds 120] [--speed 4] [--games pass,dominoes]
                           [--players 4 | --players all] [--bots normal,hard]
                           [--everything-on] [--simulated]

The game runs as installed: its modules byte-compiled once up front (into a
temporary cache, never into the source tree), so a scene change that imports a
module does not time Python compiling its source. --source-imports turns that off.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench import logbook  # noqa: E402

GAMES = ("pass", "take-or-pass", "dominoes")
SLOW_MS = 1000.0 / 60.0


def bot_levels() -> tuple[str, ...]:
    """The demo's default bot level, plus the hard bot when game/ai has one."""
    sys.path.insert(0, str(ROOT))
    try:
        from game.ai import BOT_LEVELS
    finally:
        sys.path.pop(0)
    return ("normal", "hard") if "hard" in BOT_LEVELS else ("normal",)


def compiled_cache(where: Path) -> dict[str, str]:
    """Byte-compile the game into `where` once; the environment that makes runs use it."""
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(where))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", "game", "scenes", "main.py"],
                   cwd=ROOT, env=env, check=True, capture_output=True)
    # The prefix holds every module's bytecode, the libraries' too (an installed library has
    # its own, which the prefix hides): import them once here, or the first demo compiles
    # them and its first frame comes about a second late, as no installed game's would.
    subprocess.run([sys.executable, "-c", "import game.engine.app, scenes.app.flow, "
                    "scenes.pass_game.table, scenes.take_or_pass.table, scenes.dominoes.table, "
                    "game.net.server"], cwd=ROOT, env=dict(env, SDL_VIDEODRIVER="dummy"),
                   check=True, capture_output=True)
    return {"PYTHONPYCACHEPREFIX": str(where)}


def run_demo(game: str, players: int, seconds: float, speed: float, seed: int, bots: str,
             extra_env: dict[str, str], everything_on: bool = False, paced: bool = True) -> dict:
    """Run one demo in a fresh process; its stats plus the start-to-first-frame time."""
    with tempfile.TemporaryDirectory() as tmp:
        stats = Path(tmp) / "stats.json"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PASSTIME_CONFIG_DIR=tmp, PYGAME_HIDE_SUPPORT_PROMPT="1", **extra_env)
        if extra_env:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        cmd = [sys.executable, str(ROOT / "main.py"), "demo", "--game", game,
               "--players", str(players), "--seconds", str(seconds), "--speed", str(speed),
               "--seed", str(seed), "--bots", bots, "--stats", str(stats)]
        if paced:
            cmd.append("--paced")
        if everything_on:
            cmd.append("--everything-on")
        started = time.time()
        done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            return {"error": (done.stderr or done.stdout).strip().splitlines()[-1:]}
        report = json.loads(stats.read_text(encoding="utf-8"))
    first = report.get("first_frame_unix")
    report["first_frame_s"] = round(first - started, 3) if first else None
    return report


def meets(r: dict) -> bool:
    """True when a run meets every frame target."""
    return (r["frame"]["p99_ms"] <= 4 and r["later_frames_over_16_7ms"] == 0
            and (r["first_frame_s"] or 99) < 1.5 and r["peak_rss_mb"] < 200)


def player_counts(slug: str, asked: str) -> list[int]:
    """The player counts to run `slug` at: `asked` ("4", "2,3" or "all", every count the
    game takes)."""
    sys.path.insert(0, str(ROOT))
    from game.registry import get_game

    game = get_game(slug)
    if asked == "all":
        return list(range(game.min_players, game.max_players + 1))
    return [n for n in map(int, asked.split(",")) if game.min_players <= n <= game.max_players]


def did_line(did: dict) -> str:
    """What a slow frame did, in a few words."""
    parts = [f"{did.get('steps', 0)} steps", "drawn" if did.get("drawn") else "not drawn",
             f"cpu {did.get('cpu_ms', 0):.1f} ms"]
    parts += [f"{key} {value}" for key, value in did.items()
              if key not in ("steps", "drawn", "cpu_ms", "update_ms", "draw_ms", "after_ms")]
    return ", ".join(parts)


def print_run(label: str, r: dict) -> None:
    """One run's block: the timings, the slow-frame count and the slowest frames."""
    print(f"{label:22s} frames {r['frames']:6d}  scenes {' > '.join(r['scenes'])}")
    for name, key in (("update", "update"), ("draw", "draw"), ("frame", "frame"),
                      ("cpu", "frame_cpu")):
        part = r[key]
        print(f"  {name:7s} p50 {part['p50_ms']:7.3f} ms  p99 {part['p99_ms']:7.3f} ms  "
              f"max {part['max_ms']:7.3f} ms")
    print(f"  frames over 16.7 ms: {r['frames_over_16_7ms']} "
          f"({r['later_frames_over_16_7ms']} after a scene's first)   first frame after "
          f"{r['first_frame_s']} s   peak memory {r['peak_rss_mb']} MB")
    after = r["after_present"]
    print(f"  after-present work (in the frame's slack): p99 {after['p99_ms']:.3f} ms  max "
          f"{after['max_ms']:.3f} ms")
    # On a loaded machine the slowest frames are mostly ones that waited for the CPU; the
    # costliest are the ones whose own work was largest, whatever else ran.
    for title, key in (("slowest frames (wall)", "slowest"),
                       ("costliest frames (main thread's CPU)", "costliest")):
        print(f"  {title}:")
        for n, ms, scene, did in r.get(key, [])[:5]:
            print(f"    #{n} {ms:.1f} ms ({scene}; update {did.get('update_ms', 0):.1f}, "
                  f"draw {did.get('draw_ms', 0):.1f}): {did_line(did)}")


def doc_row(label: str, bots: str, r: dict) -> dict:
    """One run as the benchmark doc shows it: wall and CPU p99 and max per game and count."""
    game, _, players = label.rpartition(" x")
    row = {"game": game, "players": int(players), "bots": bots}
    if "error" in r:
        return row | {"error": " ".join(r["error"])}
    return row | {
        "p99 ms": r["frame"]["p99_ms"], "max ms": r["frame"]["max_ms"],
        "over 16.7 ms after a scene's first": r["later_frames_over_16_7ms"],
        "cpu p99 ms": r["frame_cpu"]["p99_ms"], "cpu max ms": r["frame_cpu"]["max_ms"],
        "after-present max ms": r["after_present"]["max_ms"],
        "first frame s": r["first_frame_s"], "peak MB": r["peak_rss_mb"]}


def main() -> int:
    """Run the scenarios, print one block per run and a table of them all."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120.0, help="seconds of play per game")
    parser.add_argument("--speed", type=float, default=4.0, help="game-time multiplier")
    parser.add_argument("--players", default="4",
                        help="player counts, comma separated, or 'all' (every count a game takes)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--bots", default=",".join(bot_levels()),
                        help="bot levels to run each game with, comma separated")
    parser.add_argument("--simulated", action="store_true",
                        help="simulated time: frames as fast as they go (bots, answering in "
                             "wall time, then play less the cheaper the frames)")
    parser.add_argument("--everything-on", action="store_true",
                        help="large text, high contrast, sound effects and ambience on")
    parser.add_argument("--source-imports", action="store_true",
                        help="do not byte-compile first (imports compile source as they go)")
    args = parser.parse_args()
    print(f"demo, {args.players} players, {args.seconds} s of play at speed {args.speed}, "
          "1920x1080 dummy driver")
    print("(cpu: the main thread's own CPU time per frame; frame minus cpu is time spent "
          "waiting for the CPU or the GIL)")
    load = os.getloadavg()[0]
    print(f"load average before: {load:.2f} on {os.cpu_count()} CPUs")
    rows: list[tuple[str, str, dict]] = []
    with tempfile.TemporaryDirectory() as cache:
        extra = {} if args.source_imports else compiled_cache(Path(cache))
        for bots in args.bots.split(","):
            for game in args.games.split(","):
                for players in player_counts(game, args.players):
                    r = run_demo(game, players, args.seconds, args.speed, args.seed, bots,
                                 extra, args.everything_on, not args.simulated)
                    label = f"{game} x{players}"
                    if "error" in r:
                        print(f"{label} ({bots}) FAILED: {r['error']}")
                    else:
                        print_run(f"{label} ({bots})", r)
                    rows.append((label, bots, r))
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")
    print(f"{'game':16s} {'bots':7s} {'p99 ms':>7s} {'max ms':>7s} {'>16.7':>6s} {'later':>5s} "
          f"{'cpu p99':>8s} {'cpu max':>8s} {'1st frame':>9s} {'peak MB':>8s}  targets")
    all_ok = True
    for game, bots, r in rows:
        if "error" in r:
            print(f"{game:16s} {bots:7s} failed")
            all_ok = False
            continue
        ok = meets(r)
        all_ok &= ok
        print(f"{game:16s} {bots:7s} {r['frame']['p99_ms']:7.2f} {r['frame']['max_ms']:7.1f} "
              f"{r['frames_over_16_7ms']:6d} {r['later_frames_over_16_7ms']:5d} "
              f"{r['frame_cpu']['p99_ms']:8.2f} {r['frame_cpu']['max_ms']:8.2f} "
              f"{r['first_frame_s']:8.2f}s {r['peak_rss_mb']:8.1f}  {'met' if ok else 'NOT met'}")
    try:
        import resource  # POSIX only: imported here so the bench still runs on Windows
    except ImportError:
        print("largest child peak memory: not measured (no getrusage on this platform)")
    else:
        children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"largest child peak memory (getrusage): {children:.1f} MB")
    print("frame targets met" if all_ok else "frame targets NOT met (see above)")
    runs = [doc_row(label, bots, r) for label, bots, r in rows]
    logbook.record("frames", {"runs": runs, "targets_met": all_ok, "load_average": round(load, 2),
                              "load_average_after": round(os.getloadavg()[0], 2)},
                   kind=("frames everything-on" if args.everything_on else "frames")
                   + (" simulated" if args.simulated else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
