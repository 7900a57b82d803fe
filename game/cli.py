"""The headless subcommands: `replay` (a record to its summary) and `sim` (bot matches)."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.ai import THINK_TIMES, SeatPort, make_bot
from game.registry import get_game
from game.rules.base import BadOptions, BadRecord, RulesError
from game.rules.record import parse_record, replay_summary
from game.userdata import BadInput, parse_json, read_limited

MAX_MATCHES = 100_000  # a larger --matches is a typo, not a plan: it would run for days
MAX_ITERATIONS = 10_000_000  # a search a move: more is days of play, a typo
MAX_JOBS = 256  # processes, not threads: more than a big machine's cores is a typo


def fail(message: str) -> int:
    """Print one clear line on stderr and return the error exit code."""
    try:
        print(f"passtime: {message}", file=sys.stderr, flush=True)
    except OSError:
        pass  # stderr is gone too: the exit code still says it failed
    return 2


def emit(text: str) -> int:
    """Print `text` on stdout and return 0, or 2 with one line if it cannot be written
    (a closed pipe such as `| head`, a full disk)."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except OSError as exc:
        # Point stdout at /dev/null so the exit-time flush cannot fail a second time.
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
        reason = "the reader closed the pipe" if isinstance(exc, BrokenPipeError) else exc.strerror
        return fail(f"cannot write the output: {reason}.")
    return 0


def run_replay(args: argparse.Namespace) -> int:
    """Print the replay summary of a record; exit 2 at an illegal move or a bad record."""
    path = Path(args.record)
    try:
        record = parse_record(read_limited(path))
        summary = replay_summary(record)  # a bad game, option or deal is a malformed record
    except BadInput as exc:
        return fail(str(exc))
    except (BadRecord, BadOptions) as exc:
        return fail(f"{path}: {exc}")
    status = emit(json.dumps(summary, indent=2))
    return status or (2 if summary["error"] else 0)


def parse_options(text: str | None) -> dict:
    """The --options JSON object; a bad one raises BadOptions."""
    if not text:
        return {}
    try:
        options = parse_json(text)
    except BadInput as exc:
        raise BadOptions(f"--options: {exc}") from None
    if not isinstance(options, dict):
        raise BadOptions("--options must be a JSON object, e.g. '{\"open_chips\": true}'.")
    return options


def seat_bots(spec: str, players: int) -> list[str]:
    """One bot level per seat from 'a,b,c'; a single name fills every seat."""
    names = [name.strip() for name in spec.split(",") if name.strip()]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise BadOptions(f"--bots names {len(names)} bots for {players} seats.")
    return names


def budget(level: str, iterations: int | None) -> dict:
    """A searching level's budget: `iterations` a move if given (the same moves on any
    machine), else its think time."""
    if iterations and level in THINK_TIMES:
        return {"iterations": iterations, "think_time": None}
    return {}


def seated_bots(bots: list[str], index: int, rotate: bool) -> list[int]:
    """Which of the listed bots sits at each seat in match `index` (moved one seat on per
    match when rotating)."""
    players = len(bots)
    return [(seat + index) % players if rotate else seat for seat in range(players)]


def play_matches(job: tuple) -> tuple[list[int], list[int], int, list[dict]]:
    """Play the matches numbered `indices` of a sim run: wins and score totals per listed
    bot, moves, and (to keep) each finished match.

    Every match is fixed by its own index (deal seed and bot seeds), so any split
    of the indices over processes gives the same sums as one process."""
    slug, players, bots, seed, options, indices, rotate, keep, iterations = job
    game = get_game(slug)
    wins = [0] * players
    totals = [0] * players
    moves = 0
    kept: list[dict] = []
    for index in indices:
        started = time.time()
        match = game.new_match(players, seed + index, options)
        listed = seated_bots(bots, index, rotate)
        seated = [make_bot(bots[k], seed * 1000 + index * 10 + s, **budget(bots[k], iterations))
                  for s, k in enumerate(listed)]
        ports = [SeatPort(match, s) for s in range(players)]  # one window per seat, reused
        while not match.is_over:
            seat = match.to_move
            match.apply_then_deal(seated[seat].choose(ports[seat]))
            moves += 1
        for seat in match.winners:
            wins[listed[seat]] += 1  # partners and shared winners each count the win
        for seat, score in enumerate(match.scores):
            totals[listed[seat]] += score
        if keep:
            kept.append({"index": index, "record": match.record(), "scores": list(match.scores),
                         "winners": list(match.winners), "bots": [bots[k] for k in listed],
                         "started": started, "ended": time.time()})
    return wins, totals, moves, kept


def simulate(slug: str, players: int, bots: list[str], matches: int, seed: int,
             options: dict, jobs: int = 1, rotate: bool = False,
             keep: bool = False, iterations: int | None = None) -> dict:
    """Play `matches` bot matches (in `jobs` processes) and return the figures `sim` prints
    (with `keep`, also the finished matches under "kept", in match order)."""
    game = get_game(slug)
    game.check_players(players)
    resolved = game.resolve_options(options, players)
    jobs = max(1, min(jobs, matches))
    # Interleaved shares keep the processes' loads even when later matches run longer.
    work = [(slug, players, bots, seed, options, range(j, matches, jobs), rotate, keep,
             iterations) for j in range(jobs)]
    started = time.perf_counter()
    if jobs == 1:
        results = [play_matches(work[0])]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(play_matches, work))
    seconds = time.perf_counter() - started
    wins = [sum(r[0][s] for r in results) for s in range(players)]
    totals = [sum(r[1][s] for r in results) for s in range(players)]
    moves = sum(r[2] for r in results)
    figures = {
        "game": slug, "players": players, "bots": bots, "matches": matches, "seed": seed,
        "options": resolved, "jobs": jobs, "rotate": rotate, "iterations": iterations,
        "wins": wins,
        "average_scores": [round(t / max(matches, 1), 2) for t in totals],
        "moves": moves, "seconds": round(seconds, 3),
        "moves_per_second": round(moves / seconds) if seconds else None,
    }
    if keep:
        figures["kept"] = sorted((m for r in results for m in r[3]), key=lambda m: m["index"])
    return figures


def run_sim(args: argparse.Namespace) -> int:
    """Play bot matches headless and print wins, average scores and speed."""
    if not 1 <= args.matches <= MAX_MATCHES:
        return fail(f"--matches must be from 1 to {MAX_MATCHES}, not {args.matches}.")
    if not 1 <= args.jobs <= MAX_JOBS:
        return fail(f"--jobs must be from 1 to {MAX_JOBS}, not {args.jobs}.")
    if args.iterations is not None and not 1 <= args.iterations <= MAX_ITERATIONS:
        return fail(f"--iterations must be from 1 to {MAX_ITERATIONS}, not {args.iterations}.")
    try:
        get_game(args.game).check_players(args.players)  # before a list of that many bots
        options = parse_options(args.options)
        bots = seat_bots(args.bots, args.players)
        for level in set(bots):
            make_bot(level)
        figures = simulate(args.game, args.players, bots, args.matches, args.seed, options,
                           args.jobs, args.rotate, args.history, args.iterations)
    except (RulesError, ValueError) as exc:
        return fail(str(exc))
    if args.history:
        from game.store.sim_history import keep_sim_matches

        try:
            figures["stored"] = keep_sim_matches(figures.pop("kept"))
        except Exception as exc:  # a folder that cannot be made or a broken disk
            return fail(f"the matches could not go into the history: {exc}")
    if args.json:
        return emit(json.dumps(figures))
    lines = [f"{get_game(args.game).name}: {args.matches} matches, {args.players} players, "
             f"seed {args.seed}"]
    for seat, level in enumerate(bots):
        where = f"bot {seat + 1}" if args.rotate else f"seat {seat}"
        lines.append(f"  {where} ({level}): wins {figures['wins'][seat]:g}, "
                     f"average score {figures['average_scores'][seat]:g}")
    lines.append(f"  {figures['moves']} moves in {figures['seconds']} s "
                 f"({figures['moves_per_second']} moves per second)")
    if args.history:
        lines.append(f"  {figures['stored']} new matches in the history (see main.py ratings)")
    return emit("\n".join(lines))
