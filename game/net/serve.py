"""`main.py serve`: a match with no display, its human seats played on phones."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from game.ai import SeatPort, make_bot
from game.ai.bot import Bot
from game.cli import fail, parse_options
from game.engine.theme import SEAT_COLOURS, SEAT_SYMBOLS
from game.net.address import check_bind_host, host_port, join_url, local_address
from game.net.hints import HINTS_OFF, ServedHints, is_hint_request
from game.net.hub import PhoneHub, read_phone_move
from game.net.payload import SeatFace
from game.net.server import PhoneServer
from game.registry import get_game
from game.rules.base import BadRecord, IllegalMove, Match, RulesError
from game.rules.record import parse_record
from game.safe_write import write_free
from game.userdata import check_writable, read_limited
from game.version import stamped

MAX_NAME = 20  # characters; the setup screen's names are shorter still
FLUSH_SECONDS = 0.5  # after the last move, time for phones to receive the final table
MAX_BOT_DELAY = 10.0  # seconds; a longer pause would look like a hang
#: Where the record goes with no --record; a run finding it taken uses served-match-1.json...
DEFAULT_RECORD = "served-match.json"


def parse_seats(spec: str | None, players: int) -> list[str]:
    """'phone,bot:normal,...' to one entry per seat: "phone" or a bot level.
    No spec puts every seat on a phone; a bad one raises ValueError."""
    names = [w.strip() for w in (spec or ",".join(["phone"] * players)).split(",")]
    if len(names) != players:
        raise ValueError(f"--seats names {len(names)} seats for {players} players.")
    seats = []
    for name in names:
        if name == "phone":
            seats.append("phone")
        elif name == "bot" or name.startswith("bot:"):
            level = name.partition(":")[2] or "normal"
            make_bot(level)  # an unknown level raises ValueError naming the levels
            seats.append(level)
        else:
            raise ValueError(f"Unknown seat {name!r}; a seat is 'phone', 'bot' or 'bot:LEVEL'.")
    if "phone" not in seats:
        raise ValueError("--seats needs at least one 'phone' seat (sim plays bots alone).")
    return seats


def seat_faces(seats: list[str], names: str | None) -> list[SeatFace]:
    """Each seat's name (from --names, else "Player N" / "Bot N" as a fresh setup has them),
    its colour and symbol (the setup screen's, in seat order) and its kind; a bad --names
    raises ValueError."""
    given = [n.strip() for n in names.split(",")] if names is not None else None
    if given is not None:
        if len(given) != len(seats):
            raise ValueError(f"--names names {len(given)} seats for {len(seats)} players.")
        if not all(given) or len(set(given)) != len(given):
            raise ValueError("--names needs a different, non-empty name for every seat.")
        if max(map(len, given)) > MAX_NAME:
            raise ValueError(f"--names: a name is at most {MAX_NAME} characters.")
    faces = []
    for i, kind in enumerate(seats):
        phone = kind == "phone"
        name = given[i] if given else f"{'Player' if phone else 'Bot'} {i + 1}"
        k = i % len(SEAT_COLOURS)
        faces.append(SeatFace(name, SEAT_COLOURS[k], SEAT_SYMBOLS[k], "phone" if phone else "bot"))
    return faces


def read_deals(path: str | None) -> list[dict] | None:
    """The explicit deals of a record file (docs/rules.md section 4), or None."""
    if path is None:
        return None
    try:
        return parse_record(read_limited(Path(path))).get("deals") or None
    except BadRecord as exc:
        raise BadRecord(f"{path}: {exc}") from None


def handle_phones(match: Match, hub: PhoneHub, hints: ServedHints | None = None) -> None:
    """Play or refuse every move phones sent, answer their hint requests (refused without
    `hints`), then show all phones the table."""
    for phone, text in hub.take_moves():
        try:
            if is_hint_request(text):
                if hints is None:
                    raise IllegalMove(HINTS_OFF)
                hints.answer(match, hub, phone, text)
                continue
            # no scoring screen here: a move that ends a deal deals on at once, as records do
            match.apply_then_deal(read_phone_move(match, phone, text, hub.names))
        except IllegalMove as exc:  # the match is unchanged; the phone is told why
            hub.refuse(phone, str(exc))
    hub.publish(match)  # a move, a refusal or a phone coming or going: all see it


def play_served(match: Match, hub: PhoneHub, bots: dict[int, Bot],
                bot_delay: float = 0.0) -> None:
    """Run the match to its end: bots move on this thread, phones' moves arrive via `hub`
    (and their hint requests, answered on this thread too)."""
    hints = ServedHints(match.seed)
    hub.hints_allowed = True
    hub.publish(match)
    while not match.is_over:
        seat = match.to_move
        if seat in bots:
            time.sleep(bot_delay)  # lets the people on phones follow the bots' moves
            match.apply_then_deal(bots[seat].choose(SeatPort(match, seat)))
            hub.publish(match)
            continue
        if hub.changed.wait(timeout=1.0):  # nothing new: the phones keep the table they have
            hub.changed.clear()
            handle_phones(match, hub, hints)


def save_record(match: Match, path: Path) -> Path:
    """Write the match record JSON (docs/rules.md section 4), with the version writing it,
    as a new file at `path`, or at the first free NAME-n.json beside it if a file appeared
    there meanwhile; returns where."""
    return write_free(path, (json.dumps(stamped(match.record()), indent=2) + "\n").encode())


def run_serve(args: argparse.Namespace) -> int:
    """Serve a match to phones until it ends; print join URLs; save the record."""
    record_path = Path(DEFAULT_RECORD if args.record is None else args.record)
    if args.record is not None and os.path.lexists(record_path):
        return fail(f"{record_path} already exists; choose another --record file.")
    if not 0 <= args.port <= 65535:
        return fail(f"--port must be from 0 to 65535, not {args.port}.")
    if not 0 <= args.bot_delay <= MAX_BOT_DELAY:  # also refuses nan
        return fail(f"--bot-delay must be from 0 to {MAX_BOT_DELAY:g} seconds, "
                    f"not {args.bot_delay}.")
    try:
        check_writable(record_path)  # now, not after a whole match
        game = get_game(args.game)
        game.check_players(args.players)
        seats = parse_seats(args.seats, args.players)
        faces = seat_faces(seats, args.names)
        host = check_bind_host(args.host) if args.host else local_address()
        match = game.new_match(args.players, args.seed, parse_options(args.options),
                               read_deals(args.deals))
    except (RulesError, ValueError) as exc:  # BadInput is a ValueError
        return fail(str(exc))
    hub = PhoneHub(faces)
    bots = {i: make_bot(kind, args.seed * 100 + i) for i, kind in enumerate(seats)
            if kind != "phone"}
    server = PhoneServer(hub, host, args.port)
    try:
        port = server.start()
    except OSError as exc:
        return fail(f"cannot listen on {host_port(host, args.port)}: {exc.strerror or exc}")
    print(f"{game.name}, {args.players} players. Open on each phone:", flush=True)
    for seat in hub.phone_seats:
        print(f"  {faces[seat].name}: {join_url(host, port, hub.token(seat))}", flush=True)
    try:
        play_served(match, hub, bots, args.bot_delay)
        time.sleep(FLUSH_SECONDS)
    except KeyboardInterrupt:
        print("Stopped before the end.", file=sys.stderr)
    finally:
        server.stop()
    try:
        saved = save_record(match, record_path)
    except OSError as exc:
        return fail(f"cannot save the record to {record_path}: {exc.strerror or exc}.")
    print(f"Record saved to {saved}.", flush=True)
    return 0 if match.is_over else 130
