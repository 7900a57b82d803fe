"""A real match loop for the kill test (tests/store/test_kill.py): the app's context, loop and
table with bots only, autosaving into $PASSTIME_CONFIG_DIR. Once each autosave is on disk it
prints the number of moves saved, so the test knows what must be there when it kills it.

Usage: python kill_child.py SLUG PLAYERS SEED
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.engine import app  # noqa: E402

app.use_dummy_video()

from game.engine.audio import Audio  # noqa: E402
from game.engine.display import Display  # noqa: E402
from game.engine.settings import Settings  # noqa: E402
from scenes.app import flow  # noqa: E402
from scenes.screens.menu import MenuScene  # noqa: E402


def main(slug: str, players: int, seed: int) -> None:
    """Play one all-bot match through the real loop, saying after each autosave."""
    display = Display(fullscreen=False, vsync=False)
    surface = display.open()
    settings = Settings(fullscreen=False, animation_speed="instant", bot_speed="instant")
    ctx = app.build_context(settings, display, Audio(enabled=False), home=MenuScene)
    scene = flow.start_match(ctx, flow.demo_setup(slug, players, "easy", seed))
    keeper = scene.keeper
    assert keeper is not None  # the app keeps files: it autosaves
    # Word of each save once it is on disk (said on the writer thread).
    keeper.writer.on_written = lambda moves: print(moves, flush=True)
    # At 60 frames a second, as the app runs: unthrottled, cheap frames finish the match
    # before the test's kill lands, and a finished match's save is filed and removed.
    app.make_loop(ctx, surface, throttle=True, keep_stats=False).run(max_frames=20000)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
