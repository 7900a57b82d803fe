"""Keeping matches, measured: autosave time per move and history size per 1,000 matches.

1. Autosave: plays --matches 5-player PASS matches (random bots, rules only) and autosaves
   after every move exactly as the table does (scenes/frame/keeping.py): in the frame, what
   the save is made of is copied (game/store/saves.py save_later) and handed to the writer
   thread (game/store/writer.py), which brings the save up to date, serializes it and writes
   it atomically (temp file, fsync, rename). It times the frame's part of each move and,
   apart, each save made and written on the thread.
   Goal: the frame's part under 2 ms (median and p99).
2. History: stores 1,000 finished matches of each game (a pool of real bot matches, each
   stored under its own key) in a fresh SQLite history and prints the file size per 1,000
   matches and the time to store one.

The files go to a temporary folder under --dir (default: this repository's folder, on the
same kind of disk as a home folder; /tmp is often in memory, where fsync costs nothing).

    python bench/saves.py [--matches 5] [--dir PATH] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import logbook  # noqa: E402

GOAL_MS = 2.0
POOL = 20  # distinct matches per game behind the 1,000 stored


def random_match(slug: str, players: int, seed: int):
    """One match played to the end by random legal moves, and every state on the way."""
    from game.registry import get_game

    match = get_game(slug).new_match(players, seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply_then_deal(rng.choice(match.legal_moves()))
        yield match


def autosave_times(folder: Path, matches: int) -> tuple[list[float], list[float]]:
    """Seconds per autosave in the frame, and per write on the writer thread, over whole
    5-player PASS matches (a move every 1/60 s, as fast bots would play)."""
    from game.store.saves import Save, new_id, save_later
    from game.store.writer import SaveWriter

    seats = [{"name": f"Player {i + 1}", "colour": [230, 159, 0], "symbol": "circle",
              "bot": None if i == 0 else "normal"} for i in range(5)]
    times = []
    writer = SaveWriter()
    for seed in range(matches):
        save = Save(new_id("pass"), {}, seats)
        for match in random_match("pass", 5, seed):
            started = time.perf_counter()
            data = save_later(save, match, folder)
            writer.put(save.path, data)
            times.append(time.perf_counter() - started)
            time.sleep(1 / 60)  # the rest of the frame
    writer.flush()
    return times, writer.seconds


def history_figures(folder: Path) -> dict[str, dict[str, float]]:
    """Per game: KB of history per 1,000 matches and ms to store one."""
    from game.registry import GAMES
    from game.store.history import Finished, History

    out = {}
    for game in GAMES:
        players = max(game.players) if game.rules.max_players <= 5 else 4
        pool = []
        for seed in range(POOL):
            *_, match = random_match(game.slug, players, seed)
            pool.append(match)
        place = folder / game.slug
        history = History(place)
        seats = [{"name": f"Player {i + 1}", "colour": [0, 114, 178], "bot": "normal"}
                 for i in range(players)]
        times = []
        for n in range(1000):
            match = pool[n % POOL]
            entry = Finished(f"{game.slug}-{n}", match.record(), seats, list(match.scores),
                             list(match.winners), 0.0, float(n), n % 7 == 0,
                             dict(match.options))
            started = time.perf_counter()
            history.add(entry)
            times.append(time.perf_counter() - started)
        history.close()
        size = (place / "history.sqlite3").stat().st_size
        out[game.slug] = {"players": players, "kb_per_1000": round(size / 1024),
                          "store_ms_median": round(statistics.median(times) * 1000, 2)}
    return out


def spread(seconds: list[float]) -> dict[str, float]:
    """Median, p99 and max in milliseconds."""
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"median_ms": round(statistics.median(ordered) * 1000, 3),
            "p99_ms": round(p99 * 1000, 3), "max_ms": round(ordered[-1] * 1000, 3)}


def main() -> int:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=5, help="PASS matches to autosave")
    parser.add_argument("--dir", type=Path, default=ROOT, help="where the temporary folder goes")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    if not 1 <= args.matches <= 1000:
        print("saves.py: --matches must be from 1 to 1000.", file=sys.stderr)
        return 2
    load = os.getloadavg()[0]  # the machine is shared: what ran beside the figures
    with tempfile.TemporaryDirectory(dir=args.dir, prefix=".bench-saves-") as tmp:
        frame, disk = autosave_times(Path(tmp), args.matches)
        history = history_figures(Path(tmp))
    figures = {
        "autosave": {"game": "pass", "players": 5, "moves": len(frame), **spread(frame),
                     "goal_ms": GOAL_MS},
        "write_on_thread": {"writes": len(disk), **spread(disk)},
        "history": history,
        "load_average": round(load, 2),
        "load_average_after": round(os.getloadavg()[0], 2),
    }
    logbook.record("saves", figures)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    a, w = figures["autosave"], figures["write_on_thread"]
    print(f"load average {figures['load_average']} before, {figures['load_average_after']} "
          f"after, on {os.cpu_count()} CPUs")
    print(f"autosave in the frame, 5-player PASS, {a['moves']} moves: median {a['median_ms']} "
          f"ms, p99 {a['p99_ms']} ms, max {a['max_ms']} ms (goal under {GOAL_MS} ms)")
    print(f"  made and written on the writer thread ({w['writes']} writes): median "
          f"{w['median_ms']} ms, p99 {w['p99_ms']} ms, max {w['max_ms']} ms")
    for slug, h in history.items():
        print(f"history, {slug} ({h['players']} players): {h['kb_per_1000']} KB per 1,000 "
              f"matches, {h['store_ms_median']} ms to store one (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
