"""Wiring the app together: the first screen of `play`, the `demo` command and the
no-display terminal match. The one module that knows both the engine and the scenes."""
from __future__ import annotations

import argparse
import sys
import textwrap
import time

from game.registry import GAMES, descriptor

NO_DISPLAY = "No display found, so here is a short bot match in the terminal instead."
TERMINAL_GAME = "take-or-pass"  # the no-display match: short, and its narration reads well


def run_play(windowed: bool) -> int:
    """`python main.py play`: the menu full screen (or windowed); a terminal match if headless."""
    from game.engine.display import display_available

    if not display_available():
        print(NO_DISPLAY, flush=True)
        return terminal_match()
    from game.engine import app
    from scenes.screens.menu import MenuScene

    tables = [(game.slug, players) for game in GAMES for players in game.players]
    return app.run_app(MenuScene, windowed, tables)


def run_resume(file: str | None, windowed: bool) -> int:
    """`python main.py resume [FILE]`: carry on with a saved match (the newest unfinished one
    by default). A save that cannot be read or does not replay gives one line (a save of the
    saves folder is also kept aside, so the menu stops offering it)."""
    from pathlib import Path

    from game.engine.display import display_available
    from game.store.saves import BadSave, put_aside, read_save, replay_save
    from game.store.unfinished import unfinished_saves

    if file is not None:
        try:
            save = read_save(Path(file))
            replay_save(save)
        except BadSave as exc:
            print(f"passtime: {file}: {str(exc).rstrip('.')}.", file=sys.stderr)
            return 2
        save.path = None  # autosaves go to the saves folder; the given file stays as it is
    else:
        saves, notes = unfinished_saves()
        for note in notes:
            print(f"passtime: {note}", file=sys.stderr)
        if not saves:
            print("passtime: there is no unfinished match to resume.", file=sys.stderr)
            return 2
        save = saves[0]
        try:
            replay_save(save)
        except BadSave as exc:
            assert save.path is not None  # listed from the saves folder
            print(f"passtime: {put_aside(save.path, str(exc))}", file=sys.stderr)
            return 2
    if not display_available():
        print("passtime: resume needs a display (none was found).", file=sys.stderr)
        return 2
    from game.engine import app
    from scenes.frame.flow import resume_scene
    from scenes.screens.menu import MenuScene

    tables = [(save.slug, len(save.seats))]
    return app.run_app(MenuScene, windowed, tables,
                       start=lambda ctx: ctx.stack.push(resume_scene(ctx, save)))


def run_demo(args: argparse.Namespace) -> int:
    """`python main.py demo`: bots play in the real app; screenshots and frame stats on request."""
    from game.demo import Demo, DemoError

    try:
        demo = Demo.from_args(args)
    except DemoError as exc:
        print(f"demo: {exc}", file=sys.stderr)
        return 2
    return demo.run()


def terminal_match(slug: str = TERMINAL_GAME, players: int = 4, seed: int | None = None) -> int:
    """Play one all-bot match and print its moves and result (the no-display fallback)."""
    from game.ai import BOT_LEVELS, SeatPort, make_bot

    seed = int(time.time()) % 100000 if seed is None else seed
    about = descriptor(slug)
    game = about.rules
    match = game.new_match(players, seed)
    level = "normal" if "normal" in BOT_LEVELS else BOT_LEVELS[0]
    bots = [make_bot(level, seed + i) for i in range(players)]
    print(f"{game.name}, {players} {level} bots, seed {seed}:")
    moves: list[str] = []
    while not match.is_over and len(moves) < 5000:
        seat = match.to_move
        assert seat is not None  # not over, so someone is to move
        move = bots[seat].choose(SeatPort(match, seat))
        events = match.apply_then_deal(move)
        moves.append(f"{seat}:{move}")
        for event in events:
            line = about.narrate(event) if about.narrate else ""
            if line:
                print("  " + line)
    if about.narrate is None:  # no story to tell: the moves themselves
        for line in textwrap.wrap(" ".join(moves), 100):
            print("  " + line)
    scores = ", ".join(f"seat {i} {s}" for i, s in enumerate(match.scores))
    print(f"Scores: {scores}. Winner: {', '.join(f'seat {w}' for w in match.winners) or 'none'}.")
    return 0
