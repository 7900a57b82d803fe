"""Start-up figures for the three ways Passtime runs: from the checkout, from a wheel
installed in a fresh venv, and the standalone build (dist/passtime from `make dist`).

For each: the time from starting `demo` to its first frame (a 4-player Take or Pass table,
the bots' worker process started), the demo process's peak memory (the worker's not
counted), and the time of `passtime --version` (a command's start); with each, the CPU
seconds the whole run took (demo stopping after that frame), which a busy machine
stretches far less than the wall-clock times. Every run is from an unrelated folder with
empty settings; one run of each first warms the disk cache, then the median of --runs is
shown and logged (bench/logs/startup.jsonl).

    python bench/startup.py [--runs 5] [--no-wheel] [--no-standalone]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench import logbook  # noqa: E402

STANDALONE = ROOT / "dist" / "passtime" / ("passtime.exe" if sys.platform == "win32"
                                           else "passtime")
DEMO = ("demo", "--game", "take-or-pass", "--players", "4", "--frames", "1")


def installed_wheel(work: Path) -> list[str]:
    """Build the wheel, install it (and its dependencies) into a fresh venv; its command."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--quiet", "--wheel-dir", str(work / "dist"), str(ROOT)],
                   check=True, capture_output=True, cwd=work)
    (wheel,) = (work / "dist").glob("passtime-*.whl")
    subprocess.run([sys.executable, "-m", "venv", str(work / "venv")], check=True)
    bin_dir = work / "venv" / ("Scripts" if sys.platform == "win32" else "bin")
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
                   check=True, capture_output=True)
    return [str(bin_dir / "passtime")]


def children_cpu() -> float:
    """CPU seconds of the finished child processes so far (0 where `resource` is missing)."""
    try:
        import resource  # POSIX only
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def one_start(command: list[str], home: Path) -> tuple[float, float, float]:
    """(seconds to the first frame, peak memory MB, CPU seconds) of one demo started now."""
    stats = home / "stats.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PASSTIME_CONFIG_DIR=str(home / "config"),
               PASSTIME_CACHE_DIR=str(home / "cache"))
    cpu = children_cpu()
    started = time.time()
    subprocess.run([*command, *DEMO, "--stats", str(stats)], cwd=home, env=env, check=True,
                   capture_output=True)
    report = json.loads(stats.read_text(encoding="utf-8"))
    return report["first_frame_unix"] - started, report["peak_rss_mb"], children_cpu() - cpu


def version_time(command: list[str], home: Path) -> tuple[float, float]:
    """(seconds, CPU seconds) of `passtime --version`."""
    cpu = children_cpu()
    started = time.perf_counter()
    subprocess.run([*command, "--version"], cwd=home, check=True, capture_output=True)
    return time.perf_counter() - started, children_cpu() - cpu


def measure(command: list[str], runs: int, home: Path) -> dict:
    """The medians (and each run) of one way of running."""
    one_start(command, home)  # warms the disk cache and the sound cache
    starts = [one_start(command, home) for _ in range(runs)]
    versions = [version_time(command, home) for _ in range(runs)]
    firsts = [round(s[0], 3) for s in starts]
    return {"first_frame_s": round(statistics.median(firsts), 3), "first_frame_runs": firsts,
            "peak_rss_mb": round(statistics.median(s[1] for s in starts), 1),
            "demo_cpu_s": round(statistics.median(s[2] for s in starts), 3),
            "version_s": round(statistics.median(v[0] for v in versions), 3),
            "version_cpu_s": round(statistics.median(v[1] for v in versions), 3)}


def main() -> int:
    """Measure, print and log the start-up figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="measured runs of each way")
    parser.add_argument("--no-wheel", action="store_true", help="skip the installed wheel")
    parser.add_argument("--no-standalone", action="store_true", help="skip the standalone build")
    args = parser.parse_args()
    figures: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="passtime-startup-") as tmp:
        work = Path(tmp)
        ways = {"checkout": [sys.executable, str(ROOT / "main.py")]}
        if not args.no_wheel:
            ways["wheel"] = installed_wheel(work)
        if not args.no_standalone:
            if STANDALONE.is_file():
                ways["standalone"] = [str(STANDALONE)]
            else:
                print(f"no standalone build at {STANDALONE} (make dist): skipped")
        for way, command in ways.items():
            home = work / f"home-{way}"
            home.mkdir()
            figures[way] = measure(command, args.runs, home)
            f = figures[way]
            print(f"{way:11s} first frame {f['first_frame_s']:6.3f} s (demo CPU "
                  f"{f['demo_cpu_s']:5.3f} s)  peak memory {f['peak_rss_mb']:6.1f} MB  "
                  f"--version {f['version_s']:6.3f} s (CPU {f['version_cpu_s']:5.3f} s)",
                  flush=True)
    if STANDALONE.is_file() and "standalone" in figures:
        size = sum(p.stat().st_size for p in STANDALONE.parent.rglob("*")
                   if p.is_file() and not p.is_symlink())  # a library's links name it again
        figures["standalone"]["size_mb"] = round(size / 1e6, 1)
        print(f"standalone build: {figures['standalone']['size_mb']} MB in {STANDALONE.parent}")
    logbook.record("startup", figures, about="medians of --runs runs after one warm-up run, "
                   "each from an unrelated folder; demo's first frame of a 4-player Take or "
                   "Pass table, peak memory of the demo process; CPU seconds of whole runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
