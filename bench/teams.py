"""Team dominoes figures: how a team of two bot levels does against a team of two others.

Prints one JSON object. Not a test: the figures depend on the budget. Examples:

    python bench/teams.py --teams hard+hard:normal+normal,hard+normal:normal+normal \
        --iterations 350 --matches 40 --jobs 2
    python bench/teams.py --teams hard+hard:normal+normal --think-time 0.25

A team is `first+second` (the levels of its two partners); the challenging team sits at
seats 0+2 in even matches and 1+3 in odd ones, and each team's partners swap seats
in turn, so neither team keeps a seat or leader advantage.
For each pairing: matches won (share of matches, with Wilson's 95% interval), rounds won
and the share of all points scored that went to the challenging team. An iteration budget
(the default: 2,680, what hard's 0.25 s buys in team dominoes on the machine of
docs/benchmarks.md, bench/search_speed.py) gives the same figures on any machine;
`--think-time` plays at a wall-clock budget instead.

With `--log FILE` every finished match is added to a match log (bench/match_log.py) and
a stopped run, given the same command, plays only the matches the log does not hold;
`--peek` gives the figures of those it holds so far, playing none. Its matches are
stamped with the code they were played by: dominoes' rules, the bots' shared code and
this file (it plays them by a loop of its own). Give it a file of its own: a strength
run's log would do, but each kind of run counts the other's lines as stale.

    python bench/teams.py --teams hard+hard:normal+normal --matches 200 --jobs 2 \
        --seed 5000 --log out/teams.jsonl
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from bench.bots import open_or_stop, results_as_played, wilson  # noqa: E402
from bench.match_log import ROOT, MatchLog, code_fingerprint, game_package  # noqa: E402
from bench.match_play import SEARCHING, level_budget, seat_bots  # noqa: E402
from game.ai import SeatPort, make_bot  # noqa: E402
from game.registry import get_game  # noqa: E402
from game.rules.dominoes.events import RoundScored  # noqa: E402

HARD_ITERATIONS = 2680
"""Hard's default budget here: the iterations its 0.25 s buys in team dominoes
(docs/benchmarks.md)."""
SLUG = "dominoes"
RESULT = ("won", "rounds", "rounds_lost", "points", "points_lost")
"""What a team match reports, for the challenging side: a match log line's fields."""
LOOP = Path(__file__).resolve().relative_to(ROOT).as_posix()
"""This file, which plays the team matches: a team log's fingerprint covers it."""


def seating(challenger: tuple[str, str], opponent: tuple[str, str], index: int) -> list[str]:
    """The four seats' levels for match `index` (challengers at 0+2 or 1+3, each team's
    partners swapped in turn)."""
    first, second = challenger if index // 2 % 2 == 0 else challenger[::-1]
    o_first, o_second = opponent if index // 4 % 2 == 0 else opponent[::-1]
    at = index % 2  # the challengers' first seat: 0 (seats 0+2) or 1 (seats 1+3)
    levels = [""] * 4
    levels[at], levels[at + 2], levels[1 - at], levels[3 - at] = first, second, o_first, o_second
    return levels


def play_one(job: tuple) -> dict:
    """Play one team match; return the challengers' match win, rounds won and points."""
    _, levels, side, seed, budget, target = job
    options = {"teams": True} if target is None else {"teams": True, "target": target}
    match = get_game(SLUG).new_match(4, seed, options)
    bots = [make_bot(level, bot_seed, **bot_options)
            for level, bot_seed, bot_options in seat_bots(levels, seed, budget)]
    rounds = [0, 0]
    while not match.is_over:
        seat = match.to_move
        for event in match.apply_then_deal(bots[seat].choose(SeatPort(match.clone(), seat))):
            if isinstance(event, RoundScored) and event.winner is not None:
                rounds[event.winner] += 1
    return {"won": side in (w % 2 for w in match.winners), "rounds": rounds[side],
            "rounds_lost": rounds[1 - side], "points": match.totals[side],
            "points_lost": match.totals[1 - side]}


def match_key(job: tuple) -> str:
    """What makes a team job the same match in a log: its deal, each seat's bot as built,
    the challengers' side and the target."""
    _, levels, side, seed, budget, target = job
    return json.dumps(["teams", seed, seat_bots(levels, seed, budget), side, target],
                      sort_keys=True)


def read_result(record: dict) -> dict:
    """A team match's result from its log line (a field missing or of the wrong type
    raises)."""
    if not isinstance(record["won"], bool):
        raise TypeError("won is true or false")
    return {"won": record["won"]} | {name: int(record[name]) for name in RESULT[1:]}


def open_log(path: Path, peek: bool = False) -> MatchLog:
    """The match log of team matches at `path`, stamped with the code they are played by
    (this file's loop as well as the bots')."""
    return MatchLog(path, [SLUG], peek=peek,
                    fingerprint=lambda slug: code_fingerprint(game_package(slug), also=(LOOP,)),
                    fields=lambda result: {name: result[name] for name in RESULT},
                    read=read_result)


def pairing(challenger: tuple[str, str], opponent: tuple[str, str], matches: int, seed: int,
            budget: dict, target: int | None, pool: ProcessPoolExecutor | None,
            log: MatchLog | None = None) -> dict:
    """The challenging team's figures over `matches` matches, seats rotated. With a `log`,
    matches it holds are not played again and every finished one is added to it."""
    name = f"{'+'.join(challenger)}:{'+'.join(opponent)}"
    jobs = [(SLUG, seating(challenger, opponent, i), i % 2, seed + i, budget, target)
            for i in range(matches)]
    results = []
    reused = 0
    for done, (_, result, logged) in enumerate(
            results_as_played(jobs, pool, log, play=play_one, key=match_key), 1):
        results.append(result)
        reused += logged
        if done % 10 == 0 or done == matches:  # a long run tells how far it got
            print(f"{name}: {done}/{matches} matches, won {sum(r['won'] for r in results)}",
                  file=sys.stderr, flush=True)
    total = {field: sum(r[field] for r in results) for field in RESULT}
    row = {"team": "+".join(challenger), "against": "+".join(opponent),
           "matches": len(results), "won": total["won"], "share": None, "share_95": None,
           "round_share": None, "point_share": None, "from_log": reused}
    if results:  # a peek at a log may find none yet
        played = len(results)
        # Every match deals its own tiles (seed + i): the matches are independent.
        low, high = wilson(total["won"] / played, played)
        rounds = total["rounds"] + total["rounds_lost"]
        points = total["points"] + total["points_lost"]
        row.update(share=round(total["won"] / played, 3),
                   share_95=[round(low, 3), round(high, 3)],
                   round_share=round(total["rounds"] / max(1, rounds), 3),
                   point_share=round(total["points"] / max(1, points), 3))
    return row


def main(argv: list[str] | None = None) -> int:
    """Run the pairings named on the command line and print them as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", default="hard+hard:normal+normal,hard+normal:normal+normal",
                        help="pairings team:team, comma separated (a team is level+level)")
    parser.add_argument("--matches", type=int, default=20, help="matches per pairing")
    parser.add_argument("--think-time", type=float, default=None, help="hard's seconds a move")
    parser.add_argument("--iterations", type=int, default=HARD_ITERATIONS,
                        help="hard's search iterations a move (used unless --think-time)")
    parser.add_argument("--target", type=int, default=None, help="points that win (default 61)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--log", type=Path, default=None,
                        help="JSON-lines file of finished team matches: those it holds (played "
                             "by the same code) are not played again, new ones are added")
    parser.add_argument("--peek", action="store_true",
                        help="with --log: the figures of the matches it holds so far, playing "
                             "none")
    args = parser.parse_args(argv)
    if args.peek and args.log is None:
        parser.error("--peek reads a log: give it with --log FILE")
    budget = ({"think_time": args.think_time, "iterations": None} if args.think_time
              else {"think_time": None, "iterations": args.iterations})
    pairs = []
    for text in args.teams.split(","):
        sides = [tuple(side.split("+")) for side in text.split(":")]
        if len(sides) != 2 or any(len(side) != 2 for side in sides):
            parser.error(f"a pairing is level+level:level+level, not {text!r}")
        try:
            for level in {level for side in sides for level in side}:
                make_bot(level, **(level_budget(level, budget) if level in SEARCHING else {}))
        except ValueError as exc:
            parser.error(str(exc))
        pairs.append(sides)
    log = open_or_stop(parser, args.log,
                       lambda: open_log(args.log, args.peek)) if args.log else None
    started = time.perf_counter()
    rows = []
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 and not args.peek else None
    stopped = True
    try:
        for challenger, opponent in pairs:
            row = pairing(challenger, opponent, args.matches, args.seed, budget, args.target,
                          pool, log)
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
        stopped = False
    finally:
        if pool:  # stopped (Ctrl-C, an error): drop the matches not begun, wait for none
            pool.shutdown(wait=not stopped, cancel_futures=stopped)
        if log:
            log.close()
    figures = {"settings": {key: getattr(args, key) for key in
                            ("matches", "think_time", "target", "seed", "jobs", "peek")}
               | {"iterations": budget["iterations"],
                  "log": None if log is None else str(args.log)},
               "pairings": rows, "seconds": round(time.perf_counter() - started, 1)}
    print(json.dumps(figures, indent=1))
    if not args.peek:  # a peek measures nothing new
        logbook.record("teams", figures, argv, kind=f"teams {args.teams}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
