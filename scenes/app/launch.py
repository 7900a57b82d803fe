"""Wiring the app together: the first screen of `play` (or the no-display terminal match,
game/terminal.py), `resume` and the `demo` command. With demo.py and watch.py beside it,
the composition root: the engine (game/engine) is handed the scenes it starts from here.
"""
from __future__ import annotations

import argparse
import sys

from game.registry import GAMES
from game.terminal import terminal_match

NO_DISPLAY = "No display found, so here is a short bot match in the terminal instead."


def run_play(windowed: bool) -> int:
    """`python main.py play`: the menu full screen (or windowed); a terminal match if headless."""
    from game.engine.display import display_available

    if not display_available():
        print(NO_DISPLAY, flush=True)
        return terminal_match()
    from game.engine import app
    from game.store.moving import migrate_old_folder
    from scenes.screens.menu import MenuScene

    tables = [(game.slug, players) for game in GAMES for players in game.players]
    # The lines about files moved to their new folders show on the menu too.
    return app.run_app(MenuScene, windowed, tables, notes=migrate_old_folder())


def run_resume(file: str | None, windowed: bool) -> int:
    """`python main.py resume [FILE]`: carry on with a saved match (the newest unfinished one
    by default), replayed before the window opens (the first frame does not wait for a long
    match's replay). A save that cannot be read or does not replay gives one line (a save
    of the saves folder is also kept aside, so the menu stops offering it)."""
    from pathlib import Path

    from game.engine.display import display_available
    from game.rules.base import RulesError
    from game.store.saves import BadSave, put_aside, read_save
    from game.store.unfinished import unfinished_saves
    from scenes.app.flow import rebuilt_save

    if file is not None:
        try:
            save = read_save(Path(file))
            rebuilt = rebuilt_save(save)
        except (BadSave, RulesError) as exc:
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
            rebuilt = rebuilt_save(save)
        except (BadSave, RulesError) as exc:
            assert save.path is not None  # listed from the saves folder
            print(f"passtime: {put_aside(save.path, str(exc))}", file=sys.stderr)
            return 2
    if not display_available():
        print("passtime: resume needs a display (none was found).", file=sys.stderr)
        return 2
    from game.engine import app
    from scenes.app.flow import resume_scene
    from scenes.screens.menu import MenuScene

    tables = [(save.slug, len(save.seats))]
    return app.run_app(MenuScene, windowed, tables,
                       start=lambda ctx: ctx.stack.push(resume_scene(ctx, save, rebuilt)))


def run_demo(args: argparse.Namespace) -> int:
    """`python main.py demo`: bots play in the real app; screenshots and frame stats on request."""
    from scenes.app.demo import Demo, DemoError

    try:
        demo = Demo.from_args(args)
    except DemoError as exc:
        print(f"demo: {exc}", file=sys.stderr)
        return 2
    return demo.run()
