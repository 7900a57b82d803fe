"""Passtime: three passing games for one couch.

Subcommands: play (the default), resume, demo, history, ratings, replay, sim, watch, hint,
serve.
`python main.py CMD --help` describes each.
"""
from __future__ import annotations

import argparse
import sys

MAX_DIGITS = 100  # as game/userdata.py: a longer number is refused before int() reads it
# Commands that read no settings, saves or history: no need to move old files first.
KEEPS_NO_FILES = ("replay", "sim", "hint")


def whole(text: str) -> int:
    """An argparse type: a whole number of at most MAX_DIGITS digits."""
    digits = text.strip().lstrip("+-")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > MAX_DIGITS:
        shown = text if len(text) <= 20 else text[:17] + "..."
        raise argparse.ArgumentTypeError(
            f"expected a whole number of at most {MAX_DIGITS} digits, not {shown!r}")
    return int(text)


def seed(text: str) -> int:
    """An argparse type: a seed, a whole number from 0 up (as the rules take it)."""
    number = whole(text)
    if number < 0:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 up, not {number}")
    return number


class Parser(argparse.ArgumentParser):
    """argparse with its refusals on one line (no usage block), exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Print one line naming the problem and exit 2."""
        # An argument may hold control characters (a record separator splits lines too).
        message = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The command-line interface: one subcommand per way to run Passtime."""
    from game.version import version

    parser = Parser(
        prog="passtime", description="Three passing games for one couch: PASS, Take or Pass, "
        "The Passing Game. With no subcommand, plays (full screen; --windowed for a window).",
    )
    parser.add_argument("--windowed", action="store_true", help="play in a window")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    sub = parser.add_subparsers(dest="command")
    defaults = {"formatter_class": argparse.ArgumentDefaultsHelpFormatter}

    play = sub.add_parser("play", help="play the game (the default)", **defaults)
    # SUPPRESS: `passtime --windowed play` keeps the flag given before the subcommand.
    play.add_argument("--windowed", action="store_true", default=argparse.SUPPRESS,
                      help="start in a window, not full screen")

    demo = sub.add_parser("demo", help="watch bots play a whole match in the real app",
                          **defaults)
    demo.add_argument("--game", default="take-or-pass", help="pass, take-or-pass or dominoes")
    demo.add_argument("--players", type=whole, default=4, help="number of seats, all bots")
    length = demo.add_mutually_exclusive_group()
    length.add_argument("--frames", type=whole, help="stop after this many frames")
    length.add_argument("--seconds", type=float, help="stop after this many seconds of game time")
    demo.add_argument("--speed", type=float, default=1.0, help="game-time multiplier (e.g. 4)")
    demo.add_argument("--seed", type=seed, default=1, help="seed for the deal and the bots")
    demo.add_argument("--bots", default="normal", help="bot level for every seat")
    demo.add_argument("--options", default=None, help="game options as JSON")
    demo.add_argument("--screenshots", metavar="DIR", help="save PNGs here")
    demo.add_argument("--stats", metavar="FILE",
                      help="write frame statistics JSON here (never over a file)")
    demo.add_argument(
        "--windowed", action="store_true", help="show a window when there is a display"
    )
    demo.add_argument("--paced", action="store_true",
                      help="60 frames a second on the wall clock, also headless")
    demo.add_argument("--history", action="store_true",
                      help="store the finished match in the history")
    demo.add_argument("--everything-on", action="store_true",
                      help="large text, high contrast, sound effects and ambience (benchmarks)")

    resume = sub.add_parser("resume", help="carry on with an unfinished match", **defaults)
    resume.add_argument("file", nargs="?", metavar="FILE",
                        help="a save file (default: the newest unfinished match)")
    resume.add_argument("--windowed", action="store_true", default=argparse.SUPPRESS,
                        help="start in a window, not full screen")

    history = sub.add_parser("history", help="list finished matches (no display needed)",
                             **defaults)
    history.add_argument("--json", action="store_true", help="print one JSON array")
    history.add_argument("--game", help="only this game's matches")
    history.add_argument("--limit", type=whole, help="at most this many, newest first")
    history.add_argument("--export", nargs=2, metavar=("ID", "FILE"),
                         help="write match ID's record to FILE (never over a file)")

    rated = sub.add_parser("ratings", help="the ratings of profiles and bot levels (no display "
                           "needed)", **defaults)
    rated.add_argument("--json", action="store_true", help="print one JSON array")
    rated.add_argument("--game", help="only this game's ratings (all: the overall ones)")
    rated.add_argument("--recompute", action="store_true",
                       help="rebuild the kept ratings from the whole history first")
    rated.add_argument("--leave-out-assisted", action="store_true",
                       help="rate afresh without the matches where undo or a hint was used "
                       "(the kept ratings follow the option in the game)")

    replay = sub.add_parser("replay", help="replay a match record and print its summary JSON",
                            **defaults)
    replay.add_argument("record", metavar="RECORD.json",
                        help="a match record: see docs/rules.md and examples/")

    sim = sub.add_parser("sim", help="play bot matches headless and print figures", **defaults)
    sim.add_argument("--game", required=True, help="pass, take-or-pass or dominoes")
    sim.add_argument("--players", type=whole, required=True, help="number of seats")
    sim.add_argument(
        "--bots", default="random",
        help="bot per seat, comma separated (random, easy, normal, hard, expert); one name "
        "fills every seat; hard thinks up to 0.25 s a move, expert up to 2 s",
    )
    sim.add_argument("--matches", type=whole, default=10, help="how many matches")
    sim.add_argument("--seed", type=seed, default=0, help="seed of the first match")
    sim.add_argument("--jobs", type=whole, default=1,
                     help="processes to play in (same figures as one process, but the time)")
    sim.add_argument("--options", default=None, help="game options as JSON")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--iterations", type=whole,
                     help="hard and expert search this many iterations a move instead of "
                     "thinking for a time (the same moves on any machine)")
    sim.add_argument("--rotate", action="store_true",
                     help="move the bots one seat on every match (wins are per bot as listed)")
    sim.add_argument("--history", action="store_true",
                     help="store the matches in the history (bots named by level), to rate "
                     "the levels")

    serve = sub.add_parser("serve", help="host a match for phones, with no display", **defaults)
    serve.add_argument("--game", required=True, help="pass, take-or-pass or dominoes")
    serve.add_argument("--players", type=whole, required=True, help="number of seats")
    serve.add_argument("--seats", help="per seat: phone, bot or bot:LEVEL, comma separated "
                       "(default: every seat on a phone)")
    serve.add_argument("--names", help="the seats' names, comma separated "
                       "(default: Player 1, Bot 2, ...)")
    serve.add_argument("--port", type=whole, default=8765, help="port to listen on (0: any)")
    serve.add_argument("--host", help="this machine's local-network or loopback address "
                       "(default: its local-network address)")
    serve.add_argument("--seed", type=seed, default=1, help="seed for the deal and the bots")
    serve.add_argument("--options", default=None, help="game options as JSON")
    serve.add_argument("--deals", metavar="RECORD.json", help="use this record's deals")
    serve.add_argument("--record", help="where to save the match record (never over a file; "
                       "default: served-match.json, or the first free served-match-N.json)")
    serve.add_argument("--bot-delay", type=float, default=0.8,
                       help="seconds before each bot move, so phones can follow")

    watch = sub.add_parser("watch", help="watch a match record played back on its table",
                           **defaults)
    watch.add_argument("record", metavar="RECORD.json", help="a match record (see examples/)")
    watch.add_argument("--perspective", default="all",
                       help="'all' (every hand open) or a seat number: exactly what it saw")
    watch.add_argument("--speed", type=float, default=1.0, help="playback speed, 0.5 to 8")
    watch.add_argument("--frames", type=whole, help="stop after this many frames")
    watch.add_argument("--screenshots", metavar="DIR", help="save PNGs here")
    watch.add_argument("--windowed", action="store_true",
                       help="show a window when there is a display")

    from game.hint_cli import add_parser as add_hint

    add_hint(sub, whole, seed)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the subcommand named in `argv` (default: play); Ctrl+C ends it with no traceback."""
    for stream in (sys.stdout, sys.stderr):
        # A terminal that cannot show a suit symbol gets '?' instead of a UnicodeEncodeError.
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    try:
        return run(build_parser().parse_args(argv))
    except KeyboardInterrupt:
        print("passtime: interrupted.", file=sys.stderr)
        return 130


def run(args: argparse.Namespace) -> int:
    """Run the parsed subcommand."""
    command = args.command or "play"
    if command not in KEEPS_NO_FILES:
        from game.store.moving import migrate_old_folder

        for line in migrate_old_folder():  # the files' first start in their new homes
            print(f"passtime: {line}", file=sys.stderr)
    if command in ("replay", "sim"):
        from game import cli

        return cli.run_replay(args) if command == "replay" else cli.run_sim(args)
    if command == "watch":
        from scenes.app.watch import run_watch

        return run_watch(args)
    if command == "hint":
        from game.hint_cli import run_hint

        return run_hint(args)
    if command in ("history", "ratings"):
        from game.store.commands import run_history, run_ratings

        return run_history(args) if command == "history" else run_ratings(args)
    if command == "serve":
        from game.net.serve import run_serve

        return run_serve(args)
    from scenes.app import launch

    if command == "demo":
        return launch.run_demo(args)
    if command == "resume":
        return launch.run_resume(args.file, getattr(args, "windowed", False))
    return launch.run_play(getattr(args, "windowed", False))


if __name__ == "__main__":
    import multiprocessing

    # In the standalone build the bots' worker processes start as this program: this runs
    # them (a no-op anywhere else).
    multiprocessing.freeze_support()
    sys.exit(main())
