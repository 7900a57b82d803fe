"""Bot figures: strength (win share against the level below) and speed per decision.

Prints one JSON object. Not a test: the numbers depend on the machine and on
the think time. Examples:

    python bench/bots.py --matches 200 --jobs 8                  # the full figures
    python bench/bots.py --matches 20 --think-time 0.1 --games take-or-pass
    python bench/bots.py --pairs normal-easy --matches 200       # no hard bot: fast
    python bench/bots.py --pairs hard-easy --iterations 30 --matches 6 --fewest --seed 1000
    python bench/bots.py --pairs hard#600-hard#2400 --matches 40 --jobs 2   # own budgets
    python bench/bots.py --pairs expert-hard --log strength.jsonl  # stop any time; rerun resumes
    python bench/bots.py --pairs expert-hard --log strength.jsonl --peek  # its figures so far

Strength: for each game and player count (2 and 4; 3 and 5 for Take or Pass),
one *challenger* seat plays against opponents of another level in every
other seat, rotated round the table match by match over the same deal (each
seed is played once with the challenger in every seat, so the cards' luck
cancels); its win share (shared wins split) is compared with the fair share
1/players, with an approximate 95% interval (`ratio_95`) from the spread
between deals (Wilson's interval of the matches when there are under 10 deals). Targets: normal at
least 1.5x fair against easy, hard at least 1.3x fair against normal and
1.5x against easy, expert at least 1.2x against hard. Expert's budget is hard's
times EXPERT_THINK_TIME / DEFAULT_THINK_TIME (8), for think times and iterations.
With `--log`, `from_log` counts the matches of a row taken from the log (played in an
earlier sitting by the same code) rather than played in this run.
The last example is the quick check that a hard bot on a
small, machine-independent budget (`--iterations`, instead of a think time)
clearly beats easy bots: same seeds, same figures on any machine.
A searching level may carry its own budget, overriding the shared one: `hard@0.25`
(seconds) or `hard#600` (iterations), e.g. today's hard against hard as it was,
each at the iterations its budget bought on the same machine (`bench/search_speed.py`).
Speed: median, p99 and max milliseconds per decision for each level and game;
the searching bots on a think time should stay within it + 10%.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from bench.match_log import MatchLog, NotAMatchLog  # noqa: E402
from bench.match_play import SEARCHING, base_level, level_budget, match_key, play_one  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.ai.ismcts import DEFAULT_THINK_TIME  # noqa: E402
from game.registry import SLUGS, get_game  # noqa: E402
from game.rules.base import RulesError  # noqa: E402

PLAYERS = {"pass": (2, 4), "take-or-pass": (3, 5), "dominoes": (2, 4)}
TARGETS = {("normal", "easy"): 1.5, ("hard", "normal"): 1.3, ("hard", "easy"): 1.5,
           ("expert", "hard"): 1.2}
"""Win share the challenger should reach against its opponents, as a multiple of fair."""
MIN_DEALS = 10
"""Deals needed before their spread sizes the interval of a win share."""


def results_as_played(jobs: list[tuple], pool: ProcessPoolExecutor | None,
                      log: MatchLog | None = None, play: Callable[[tuple], Any] | None = None,
                      key: Callable[[tuple], str] = match_key
                      ) -> Iterator[tuple[int, Any, bool]]:
    """Each job's index, result and whether it came from `log`: first those the log
    holds, then the others as their matches end (in any order with a pool), each logged
    at once; only the logged ones if the log is a peek. Stopped early (an error,
    Ctrl-C), it cancels the matches not yet begun. A job begins with its game's slug;
    `play` plays one (`play_one` unless given) and `key` names it in the log."""
    play = play or play_one  # looked up now, so a test can stand in for play_one
    todo = []
    for index, job in enumerate(jobs):
        logged = log.get(key(job)) if log else None
        if logged is None:
            todo.append(index)
        else:
            yield index, logged, True
    if log and log.peek:
        return
    futures = {pool.submit(play, jobs[index]): index for index in todo} if pool else {}
    try:
        if pool:
            played = ((futures[f], f.result()) for f in as_completed(futures))
        else:
            played = ((index, play(jobs[index])) for index in todo)
        for index, result in played:
            if log:
                log.add(jobs[index][0], key(jobs[index]), result)
            yield index, result, False
    finally:
        for future in futures:
            future.cancel()


def strength(slug: str, players: int, challenger: str, opponent: str, matches: int,
             seed: int, budget: dict, pool: ProcessPoolExecutor | None,
             times: dict[str, list[float]], log: MatchLog | None = None,
             play: Callable[[tuple], Any] | None = None,
             key: Callable[[tuple], str] = match_key) -> dict:
    """The challenger's win share over `matches` matches, its seat rotated;
    `budget` holds the hard bot's options (think_time, or iterations). With a `log`,
    matches it holds are not played again and every finished one is added to it.
    `play` plays a match and `key` names it in the log (`play_one` and `match_key`
    unless given: bench/strangers.py seats bots of its own)."""
    jobs = []
    for index in range(matches):
        levels = [opponent] * players
        levels[index % players] = challenger
        # Each deal is played `players` times, the challenger in each seat once: the
        # luck of the cards falls on both sides alike (duplicate play).
        jobs.append((slug, players, levels, seed + index // players, budget, None))
    by_deal: dict[int, list[float]] = {}
    won: dict[int, float] = {}
    reused = 0
    played = results_as_played(jobs, pool, log, play, key)
    for done, (index, (winners, match_times), logged) in enumerate(played, 1):
        job = jobs[index]
        seat = job[2].index(challenger)
        won[index] = 1 / len(winners) if seat in winners else 0.0
        by_deal.setdefault(job[3], []).append(won[index])
        reused += logged
        for level, spent in match_times.items():
            times.setdefault(f"{slug}/{level}", []).extend(spent)
        if done % players == 0 or done == matches:
            # On stderr, a line per deal's worth of matches: a long run still tells how
            # far it got (stdout keeps only the JSON).
            print(f"{slug} {players}p {challenger}-{opponent}: {done}/{matches} matches, "
                  f"{challenger} won {math.fsum(won.values()):g}", file=sys.stderr, flush=True)
    # Exactly rounded: the same whatever order the matches ended in.
    wins = math.fsum(won.values())
    target = TARGETS.get((base_level(challenger), base_level(opponent)))
    row = {"game": slug, "players": players, "challenger": challenger, "opponent": opponent,
           "matches": len(won), "wins": round(wins, 2), "share": None,
           "fair": round(1 / players, 3), "ratio": None, "ratio_95": None,
           "target": target, "met": None, "from_log": reused}
    if won:  # a peek at a log may find none yet
        share = wins / len(won)
        low, high = interval([statistics.fmean(group) for group in by_deal.values()],
                             len(won))
        row.update(share=round(share, 3), ratio=round(share * players, 2),
                   ratio_95=[round(low * players, 2), round(high * players, 2)],
                   met=None if target is None else share * players >= target)
    return row


def open_or_stop(parser: argparse.ArgumentParser, path: Path,
                 open_log: Callable[[], MatchLog]) -> MatchLog:
    """A run's match log at `path` (`open_log` opens it), its count of usable and stale
    matches on stderr; or the run stopped through `parser` with the reason, before any
    match, the file left as it was."""
    try:
        log = open_log()
    except NotAMatchLog as exc:
        parser.error(f"{exc}; it is left as it was")
    except OSError as exc:
        parser.error(f"cannot use {path} as the match log: {exc.strerror or exc}")
    print(f"{path}: {len(log.results)} matches by this code, {log.stale} by other code "
          "(not used)", file=sys.stderr, flush=True)
    return log


def interval(shares: list[float], matches: int) -> tuple[float, float]:
    """An approximate 95% interval for the mean of per-deal win shares.

    From the spread between deals (normal approximation; deals are independent, the
    seats of one deal are not) when there are at least MIN_DEALS of them; with fewer
    the spread itself is guesswork, so the wider Wilson interval of `matches` matches
    counted as independent is given instead."""
    mean = statistics.fmean(shares)
    if len(shares) >= MIN_DEALS:
        spread = 1.96 * statistics.stdev(shares) / len(shares) ** 0.5
        return max(0.0, mean - spread), min(1.0, mean + spread)
    return wilson(mean, matches)


def wilson(share: float, matches: int) -> tuple[float, float]:
    """Wilson's 95% interval for a win share over `matches` independent matches (sound
    near 0 and 1, where the normal approximation collapses to a point)."""
    z2 = 1.96 ** 2 / matches
    centre = (share + z2 / 2) / (1 + z2)
    half = 1.96 * ((share * (1 - share) + z2 / 4) / matches) ** 0.5 / (1 + z2)
    return max(0.0, centre - half), min(1.0, centre + half)


def speed(times: dict[str, list[float]], think_time: float | None) -> dict:
    """Median, p99 and max decision time per game and level (ms); the searching
    levels' against their think time when they have one."""
    out = {}
    for key, spent in sorted(times.items()):
        entry = {
            "decisions": len(spent),
            "median_ms": round(statistics.median(spent) * 1000, 2),
            "p99_ms": round(sorted(spent)[int(0.99 * (len(spent) - 1))] * 1000, 2),
            "max_ms": round(max(spent) * 1000, 1),
        }
        level = key.rsplit("/", 1)[1]
        own = level_budget(level, {"think_time": think_time, "iterations": None}) \
            if base_level(level) in SEARCHING else {}
        if own.get("think_time") is not None:
            budget = own["think_time"]
            entry["budget_ms"] = round(budget * 1000, 1)
            entry["within_budget_plus_10pct"] = max(spent) <= budget * 1.1
            entry["over_budget_plus_10pct"] = sum(1 for t in spent if t > budget * 1.1)
        out[key] = entry
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the figures named on the command line and print them as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200, help="matches per pairing")
    parser.add_argument("--games", default=",".join(SLUGS), help="comma-separated game slugs")
    parser.add_argument("--players", default=None,
                        help="comma-separated player counts (default: 2,4; 3,5 for take-or-pass)")
    parser.add_argument("--pairs", default="normal-easy,hard-normal,expert-hard",
                        help="challenger-opponent pairs, comma separated")
    parser.add_argument("--fewest", action="store_true",
                        help="only each game's smaller player count (2; 3 for take-or-pass)")
    parser.add_argument("--think-time", type=float, default=DEFAULT_THINK_TIME,
                        help="hard bot budget, seconds (expert gets its multiple of it)")
    parser.add_argument("--iterations", type=int, default=None,
                        help="hard bot budget in search iterations instead of a think time "
                             "(repeatable on any machine)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (machine is shared)")
    parser.add_argument("--log", type=Path, default=None,
                        help="JSON-lines file of finished matches: those it holds (played by "
                             "the same code) are not played again, new ones are added, so a "
                             "stopped run resumes")
    parser.add_argument("--peek", action="store_true",
                        help="with --log: the figures of the matches it holds so far, playing "
                             "none (beside a run that may be adding to it)")
    args = parser.parse_args(argv)
    if args.peek and args.log is None:
        parser.error("--peek reads a log: give it with --log FILE")
    games = [g for g in args.games.split(",") if g]
    for slug in games:
        try:
            get_game(slug)
        except RulesError as exc:  # a bad slug stops here with the list of games
            parser.error(str(exc))
    pairs = [tuple(p.split("-", 1)) for p in args.pairs.split(",") if p]
    think_time = None if args.iterations is not None else args.think_time
    budget = {"think_time": think_time, "iterations": args.iterations}
    for pair in pairs:
        if len(pair) != 2:
            parser.error(f"a pair is challenger-opponent (e.g. hard-easy), not {pair[0]!r}")
    try:  # a bad level or budget stops here with the reason, before any match
        for level in {level for pair in pairs for level in pair}:
            make_bot(base_level(level), **(level_budget(level, budget)
                                           if base_level(level) in SEARCHING else {}))
    except ValueError as exc:
        parser.error(str(exc))
    log = open_or_stop(parser, args.log,
                       lambda: MatchLog(args.log, games, peek=args.peek)) if args.log else None
    started = time.perf_counter()
    times: dict[str, list[float]] = {}
    rows = []
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 and not args.peek else None
    stopped = True
    try:
        for slug in games:
            counts = PLAYERS[slug] if args.players is None else tuple(
                int(p) for p in args.players.split(","))
            if args.fewest:
                counts = counts[:1]
            for players in counts:
                for challenger, opponent in pairs:
                    row = strength(slug, players, challenger, opponent, args.matches,
                                   args.seed, budget, pool, times, log)
                    rows.append(row)
                    print(json.dumps(row), file=sys.stderr, flush=True)
        stopped = False
    finally:
        if pool:  # stopped (Ctrl-C, an error): drop the matches not begun, wait for none
            pool.shutdown(wait=not stopped, cancel_futures=stopped)
        if log:
            log.close()
    figures = {
        "settings": {"matches": args.matches, "games": games, "pairs": args.pairs,
                     "think_time": think_time, "iterations": args.iterations,
                     "seed": args.seed, "jobs": args.jobs,
                     "log": None if log is None else str(args.log), "peek": args.peek,
                     # Which code played the logged matches: the rows can be checked.
                     "code": None if log is None else {slug: log.code(slug) for slug in games}},
        "strength": rows,
        "speed": speed(times, think_time),
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(figures, indent=1))
    if not args.peek:  # a peek measures nothing new
        logbook.record("bots", figures, argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
