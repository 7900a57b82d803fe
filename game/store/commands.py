"""`python main.py history` (list the stored matches or export one record) and
`python main.py ratings` (the ratings of profiles and bot levels); no display."""
from __future__ import annotations

import argparse
import json
import os
import time
from itertools import groupby
from pathlib import Path

from game.cli import emit, fail
from game.engine.settings import Settings
from game.registry import SLUGS, descriptor
from game.safe_write import write_new
from game.store import ratings
from game.store.history import History
from game.store.rating_views import Entry, entries
from game.userdata import MAX_DIGITS, BadInput, brief, check_writable

MAX_LIMIT = 1_000_000  # matches listed at most; a larger --limit is a typo


def line(match: dict) -> str:
    """One stored match: id, end time, game, seats, winners, scores, moves, undo."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(match["ended"]))
    names = [s["name"] + (f" ({s['bot']})" if s["bot"] else "") for s in match["seats"]]
    won = ", ".join(match["seats"][w]["name"] for w in match["winners"]) or "nobody"
    undo = ", with undo" if match["undo"] else ""
    return (f"{match['id']:>5}  {when}  {match['game']}: {', '.join(names)}; won by {won}; "
            f"scores {match['scores']}; {match['moves']} moves{undo}")


def match_number(text: str) -> int | None:
    """The match id written as `text` in ASCII digits (a superscript digit passes
    str.isdigit() but is no id), or None. A number past any stored id is kept: it names
    no match, which History.record says."""
    if not (text.isascii() and text.isdigit()) or len(text) > MAX_DIGITS:
        return None
    return int(text)


def export(history: History, match_id: str, file: str) -> int:
    """Write one stored match's record to `file`, which must not exist yet."""
    number = match_number(match_id)
    if number is None:
        shown = brief(match_id)
        return fail(f"history --export: the match id must be a whole number, not {shown}.")
    record = history.record(number)
    if history.problem is not None:  # locked meanwhile: not "no such match"
        return fail(str(history.problem))
    if record is None:
        return fail(f"history --export: there is no match {brief(number)} "
                    "(see main.py history).")
    path = Path(file)
    if os.path.lexists(path):
        return fail(f"history --export: {path} exists; it is never written over.")
    try:
        check_writable(path)
        write_new(path, (json.dumps(record, indent=2) + "\n").encode())
    except FileExistsError:
        return fail(f"history --export: {path} appeared meanwhile; it is never written over.")
    except (BadInput, OSError) as exc:
        return fail(f"history --export: {exc}")
    return emit(f"Match {number}'s record is in {path}.")


def opened() -> History | None:
    """The history, with its notes said on stderr (a file set aside: the command goes on
    with the new, empty one); None, said in one line, if it cannot be opened or used now
    (another program holds it locked, or it is not a history this version can read)."""
    try:
        history = History()
    except Exception as exc:  # a folder that cannot be made or a broken disk
        fail(f"the history cannot be opened: {exc}")
        return None
    if history.problem is not None:  # locked, or not a history it can read: left as it is
        fail(str(history.problem))
        history.close()
        return None
    for note in history.messages:
        fail(note)
    return history


def run_history(args: argparse.Namespace) -> int:
    """List stored matches, newest first (text or --json), or export one (--export ID FILE)."""
    if args.game is not None and args.game not in SLUGS:
        return fail(f"--game must be one of {', '.join(SLUGS)}, not {args.game!r}.")
    if args.limit is not None and not 1 <= args.limit <= MAX_LIMIT:  # SQLite takes 64 bits
        return fail(f"--limit must be from 1 to {MAX_LIMIT}, not {args.limit}.")
    history = opened()
    if history is None:
        return 2
    try:
        if args.export:
            return export(history, *args.export)
        matches = history.matches(args.game, args.limit)
    finally:
        history.close()
    if history.problem is not None:  # locked, or not a history it can read: left as it is
        return fail(str(history.problem))
    if args.json:
        return emit(json.dumps(matches, indent=2))
    if not matches:
        return emit("No finished matches yet.")
    return emit("\n".join(line(m) for m in matches))


def ladder_lines(found: list[Entry]) -> list[str]:
    """The ratings as text: a heading per game, then one line per name, best first."""
    lines: list[str] = []
    for game, group in groupby(found, key=lambda e: e.rating.game):
        title = "Overall" if game == ratings.OVERALL else descriptor(game).name
        lines += ([""] if lines else []) + [title]
        for rank, entry in enumerate(group, 1):
            low, high = entry.rating.interval
            who = entry.name + (" (bot)" if entry.kind == "bot" else "")
            lines.append(f"  {rank:>3}. {who:<22} {entry.rating.shown:>5}  [{low} to {high}]  "
                         f"{entry.rating.matches} matches")
    return lines


def run_ratings(args: argparse.Namespace) -> int:
    """Print every profile's and bot level's rating (one game's with --game), best first."""
    games = (*SLUGS, ratings.OVERALL)
    if args.game is not None and args.game not in games:
        return fail(f"--game must be one of {', '.join(games)}, not {args.game!r}.")
    settings = Settings.load()
    for note in settings.messages:
        fail(note)
    history = opened()
    if history is None:
        return 2
    try:
        if args.leave_out_assisted:
            ladder = ratings.compute(history, assisted=False)
        else:
            if args.recompute:
                ratings.forget(history)
            ratings.update(history, settings.rate_assisted)
            ladder = ratings.stored(history)
        found = entries(history, ladder, args.game)
    finally:
        history.close()
    if args.json:
        return emit(json.dumps([e.to_json() for e in found], indent=2))
    if not found:
        return emit("No rated matches yet.")
    return emit("\n".join(ladder_lines(found)))
