"""`main.py hint RECORD.json`: the hint for the seat to move, as JSON, with no display."""
from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from game.ai import SeatPort
from game.ai.hint import hint_for
from game.cli import emit, fail
from game.rules.base import BadOptions, BadRecord
from game.rules.record import parse_record, replay
from game.userdata import BadInput, read_limited

MAX_THINK = 60.0  # seconds: a longer search is a typo, and would look like a hang


def add_parser(sub: argparse._SubParsersAction, whole: Callable[[str], int],
               seed: Callable[[str], int]) -> None:
    """The `hint` subcommand's arguments (`whole` and `seed`: main.py's argparse types)."""
    hint = sub.add_parser("hint", help="print the hint for the player to move as JSON",
                          formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    hint.add_argument("record", metavar="RECORD.json", help="a match record (see examples/)")
    hint.add_argument("--seat", type=whole, help="the seat asking (must be the one to move)")
    hint.add_argument("--think", type=float, default=1.5, help="seconds to search")
    hint.add_argument("--iterations", type=whole,
                      help="search this many deals instead of a time (same answer every run)")
    hint.add_argument("--seed", type=seed, default=0, help="seed of the search")


def run_hint(args: argparse.Namespace) -> int:
    """Replay the record and print the hint for the seat to move; exit 2 with one line if
    the record is bad, the match is over or --seat is not the seat to move."""
    path = Path(args.record)
    if not 0 < args.think <= MAX_THINK:
        return fail(f"--think must be more than 0 and at most {MAX_THINK:g} seconds.")
    if args.iterations is not None and not 1 <= args.iterations <= 1_000_000:
        return fail("--iterations must be from 1 to 1000000.")
    try:
        match, error = replay(parse_record(read_limited(path)))
    except BadInput as exc:
        return fail(str(exc))
    except (BadRecord, BadOptions) as exc:
        return fail(f"{path}: {exc}")
    if error is not None:
        return fail(f"{path}: move {error['move']} is illegal: {error['message']}")
    seat = match.to_move
    if seat is None:
        return fail(f"{path}: the match is over; no one is to move.")
    if args.seat is not None and args.seat != seat:
        return fail(f"It is seat {seat}'s move, not seat {args.seat}'s: only they get a hint.")
    think = None if args.iterations is not None else args.think
    hint = hint_for(SeatPort(match, seat), args.seed, think_time=think,
                    iterations=args.iterations)
    return emit(json.dumps(hint.to_json(), indent=2))
