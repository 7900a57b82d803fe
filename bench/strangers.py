"""Bot figures against strangers: one of our levels against a table of bench strangers.

The strangers (bench/stranger_bots.py) are plain Monte Carlo tree search bots that share
none of our heuristics or weights. Every seat thinks for the same time a move (or runs
the same iterations): a pairing `expert-ismcts` seats expert at its own think time (2 s)
and gives each stranger the same; `hard@0.5-duct` gives both 0.5 s, `hard#300-ismcts`
300 iterations each (the same figures on any machine). As in bench/bots.py, each deal is
played once with our bot in every seat, its win share (shared wins split) compared with
the fair 1/players, the 95% interval from the spread between deals, and with it the load
average while it ran and the share of a core the run had (a busy machine costs every seat
iterations alike). Prints one JSON object and logs it (bench/logbook.py). Examples:

    python bench/strangers.py --pairs hard-ismcts --games take-or-pass --players 3 \
        --matches 102 --seed 5000 --log bench/logs/stranger_matches.jsonl
    python bench/strangers.py --pairs hard#200-duct --matches 6 --games dominoes

With `--log` every finished match is added to a match log (bench/match_log.py), stamped
with the code it was played by (the game's and the bots' code, the strangers and this
file), so a stopped run, given the same command, plays only the matches the log lacks;
`--peek` gives the figures of the matches logged so far.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from bench.bots import open_or_stop, speed, strength  # noqa: E402
from bench.match_log import ROOT, MatchLog, code_fingerprint, game_package  # noqa: E402
from bench.stranger_bots import KINDS, make_stranger  # noqa: E402
from game.ai import BOT_LEVELS, THINK_TIMES, SeatPort, make_bot  # noqa: E402
from game.registry import SLUGS, get_game  # noqa: E402
from game.rules.base import RulesError  # noqa: E402

PLAYERS = {"pass": (2, 4), "take-or-pass": (3,), "dominoes": (2,)}
"""The counts measured unless `--players` says otherwise."""
TARGETS = {"expert": 1.5, "hard": 1.3}
"""Win share our level should reach against a table of strangers, as a multiple of fair."""
CODE = tuple(Path(__file__).resolve().parent.joinpath(name).relative_to(ROOT).as_posix()
             for name in ("strangers.py", "stranger_bots.py"))
"""This file (its loop plays the matches) and the strangers: a log's fingerprint covers them."""


def pairing_budget(challenger: str) -> tuple[str, dict]:
    """Our level and every seat's budget from `hard`, `hard@0.5` or `hard#300` (a level
    alone thinks for its own time, THINK_TIMES)."""
    level = challenger.split("@")[0].split("#")[0]
    try:
        if "@" in challenger:
            return level, {"think_time": float(challenger.split("@")[1]), "iterations": None}
        if "#" in challenger:
            return level, {"think_time": None, "iterations": int(challenger.split("#")[1])}
    except ValueError:
        raise ValueError(f"{challenger!r}: a budget is @SECONDS or #ITERATIONS, e.g. "
                         "hard@0.25") from None
    if level not in THINK_TIMES:
        raise ValueError(f"{challenger!r}: give a level that searches, or a budget "
                         "(@SECONDS or #ITERATIONS) for every seat")
    return level, {"think_time": THINK_TIMES[level], "iterations": None}


def seats(levels: list[str], seed: int, budget: dict) -> list[tuple[str, int, dict]]:
    """Each seat's bot as a match of `seed` builds it: (level or stranger, seed, budget);
    the levels that do not search (normal, easy) take no budget."""
    return [(level, seed * 10 + s, budget if level in KINDS or level in THINK_TIMES else {})
            for s, level in enumerate(levels)]


def play_one(job: tuple) -> tuple[list[int], dict[str, list[float]]]:
    """Play one match; return the winners and each level's decision times."""
    slug, players, levels, seed, budget, options = job
    match = get_game(slug).new_match(players, seed, options)
    bots = [make_stranger(level, bot_seed, **opts) if level in KINDS else
            make_bot(level, bot_seed, **opts) for level, bot_seed, opts in
            seats(levels, seed, budget)]
    times: dict[str, list[float]] = {}
    while not match.is_over:
        seat = match.to_move
        started = time.perf_counter()
        move = bots[seat].choose(SeatPort(match.clone(), seat))
        times.setdefault(levels[seat], []).append(time.perf_counter() - started)
        match.apply_then_deal(move)
    return match.winners, times


def match_key(job: tuple) -> str:
    """What makes a job the same match in a log: game, players, deal and seats as built."""
    slug, players, levels, seed, budget, options = job
    return json.dumps(["strangers", slug, players, seed, seats(levels, seed, budget), options],
                      sort_keys=True)


def open_log(path: Path, games: list[str], peek: bool = False) -> MatchLog:
    """The match log at `path`, stamped with the code the matches are played by."""
    return MatchLog(path, games, peek=peek,
                    fingerprint=lambda slug: code_fingerprint(game_package(slug), also=CODE))


class LoadWatch:
    """The 1-minute load average, sampled every `every` seconds while a run goes on, and
    the share of a core this process had (the matches' own, with --jobs 1): at equal think
    time a busy machine costs both sides iterations alike."""

    def __init__(self, every: float = 15.0) -> None:
        self.samples = [os.getloadavg()[0]]
        self._began = (time.perf_counter(), time.process_time())
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, args=(every,), daemon=True)
        self._thread.start()

    def _watch(self, every: float) -> None:
        while not self._stop.wait(every):
            self.samples.append(os.getloadavg()[0])

    def stop(self) -> dict:
        """Stop sampling; the load's least, mean and most."""
        self._stop.set()
        self._thread.join()
        self.samples.append(os.getloadavg()[0])
        wall, cpu = (now - then for now, then in zip(
            (time.perf_counter(), time.process_time()), self._began, strict=True))
        return {"min": round(min(self.samples), 2), "max": round(max(self.samples), 2),
                "mean": round(sum(self.samples) / len(self.samples), 2),
                "cpu_share": round(cpu / max(wall, 1e-9), 2)}


def main(argv: list[str] | None = None) -> int:
    """Run the pairings named on the command line and print them as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", default="hard-ismcts,expert-ismcts",
                        help="level-stranger pairs, comma separated (level@SECONDS or "
                             "level#ITERATIONS sets every seat's budget)")
    parser.add_argument("--games", default=",".join(SLUGS), help="comma-separated game slugs")
    parser.add_argument("--players", default=None, help="comma-separated player counts")
    parser.add_argument("--matches", type=int, default=102, help="matches per pairing")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--log", type=Path, default=None,
                        help="JSON-lines match log: a stopped run resumes from it")
    parser.add_argument("--peek", action="store_true",
                        help="with --log: the figures of the matches it holds, playing none")
    args = parser.parse_args(argv)
    if args.peek and args.log is None:
        parser.error("--peek reads a log: give it with --log FILE")
    games = [g for g in args.games.split(",") if g]
    pairs = []
    try:
        for slug in games:
            get_game(slug)
        for text in (p for p in args.pairs.split(",") if p):
            challenger, _, stranger = text.partition("-")
            level, budget = pairing_budget(challenger)
            if level not in BOT_LEVELS and level not in KINDS:
                raise ValueError(f"Unknown level {level!r}; levels are: "
                                 f"{', '.join(BOT_LEVELS + tuple(KINDS))}")
            make_stranger(stranger, **budget)
            pairs.append((level, stranger, budget))
    except (RulesError, ValueError) as exc:  # before any match, with the reason
        parser.error(str(exc))
    log = open_or_stop(parser, args.log,
                       lambda: open_log(args.log, games, args.peek)) if args.log else None
    started = time.perf_counter()
    times: dict[str, list[float]] = {}
    rows = []
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 and not args.peek else None
    stopped = True
    try:
        for slug in games:
            counts = PLAYERS[slug] if args.players is None else tuple(
                int(p) for p in args.players.split(","))
            for players in counts:
                for level, stranger, budget in pairs:
                    watch = LoadWatch()
                    row = strength(slug, players, level, stranger, args.matches, args.seed,
                                   budget, pool, times, log, play=play_one, key=match_key)
                    load = watch.stop()
                    target = TARGETS.get(level)
                    row.update(think_time=budget["think_time"], iterations=budget["iterations"],
                               target=target, met=None if target is None or row["ratio"] is None
                               else row["ratio"] >= target, load=load)
                    rows.append(row)
                    print(json.dumps(row), file=sys.stderr, flush=True)
        stopped = False
    finally:
        if pool:  # stopped (Ctrl-C, an error): drop the matches not begun, wait for none
            pool.shutdown(wait=not stopped, cancel_futures=stopped)
        if log:
            log.close()
    figures = {"settings": {"pairs": args.pairs, "games": games, "matches": args.matches,
                            "seed": args.seed, "jobs": args.jobs, "nice": os.nice(0),
                            "peek": args.peek, "log": None if log is None else str(args.log),
                            # Which code played the logged matches: the rows can be checked.
                            "code": None if log is None else
                            {slug: log.code(slug) for slug in games}},
               "strength": rows, "speed": speed(times, None),
               "seconds": round(time.perf_counter() - started, 1)}
    print(json.dumps(figures, indent=1))
    if not args.peek:  # a peek measures nothing new
        logbook.record("strangers", figures, argv, kind=run_kind(rows))
    return 0


def run_kind(rows: list[dict]) -> str:
    """What a run measured, in words: its pairings (runs of one kind are comparable)."""
    return "; ".join(
        f"{row['challenger']} against {row['opponent']} strangers, {row['game']} "
        f"{row['players']} players, " + (f"{row['think_time']:g} s a move" if row["think_time"]
                                          else f"{row['iterations']} iterations a move")
        for row in rows)


if __name__ == "__main__":
    sys.exit(main())
