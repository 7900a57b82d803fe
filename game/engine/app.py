"""Building and running the app: the context, the loop over the real display, `run_app`.

The engine knows no game and no scene: whoever starts the app (scenes/app/launch.py)
says which scene comes first and which tables to prepare.
"""
from __future__ import annotations

import gc
import json
import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from game.engine.audio import Audio
from game.engine.context import AppContext
from game.engine.display import Display
from game.engine.input import InputBoundary
from game.engine.intents import Action, Intent
from game.engine.loop import GameLoop
from game.engine.scene import Scene, SceneStack
from game.engine.settings import Settings
from game.engine.text import TextCache

if TYPE_CHECKING:
    import pygame

FRAME_RATE = 60


def build_context(settings: Settings, display: Display | None, audio: Audio,
                  persist: bool = True,
                  home: Callable[[AppContext], Scene] | None = None) -> AppContext:
    """The context every scene gets: stack, settings, text cache, audio, input, display,
    and `home`, which makes the first screen."""
    # Bots think on worker threads; a short GIL slice keeps the frame loop from waiting
    # up to the default 5 ms whenever a bot is busy.
    sys.setswitchinterval(0.001)
    return AppContext(
        stack=SceneStack(), settings=settings, text=TextCache(), audio=audio,
        input=InputBoundary(), display=display, persist=persist, home=home,
    )


def system_handler(ctx: AppContext) -> Callable[[Intent], bool]:
    """App-level intents: full-screen toggles never reach scenes; the rest do."""

    def handle(intent: Intent) -> bool:
        """True if the app took the intent (scenes never see it)."""
        if intent.action not in (Action.PAD_ADDED, Action.PAD_REMOVED, Action.POINT):
            ctx.follow_device(intent.device)
        if intent.action is Action.FULLSCREEN and ctx.display is not None:
            ctx.settings.fullscreen = ctx.display.toggle_fullscreen()
            ctx.note_window()
            if ctx.persist:
                ctx.settings.save()
            return True
        return False

    return handle


def make_loop(ctx: AppContext, surface: pygame.Surface, throttle: bool,
              keep_stats: bool = True) -> GameLoop:
    """A loop over the real display, polling the input boundary, capped at 60 fps."""
    import pygame

    clock = pygame.time.Clock()
    assert ctx.input is not None  # built by build_context
    return GameLoop(
        ctx, surface, poll=ctx.input.poll,
        present=ctx.display.present if ctx.display else (lambda: None),
        throttle=(lambda: clock.tick(FRAME_RATE)) if throttle else None,
        system=system_handler(ctx), keep_stats=keep_stats, woken=ctx.input.take_repaint,
        waiting=ctx.input.waiting,
    )


def run_app(home: Callable[[AppContext], Scene], windowed: bool,
            tables: Iterable[tuple[str, int]] = (),
            start: Callable[[AppContext], None] | None = None,
            notes: Iterable[str] = ()) -> int:
    """Open the display full screen (or windowed) on the scene `home` makes, and run until
    the player quits. `tables` are (slug, players) layouts whose felt is drawn at start-up;
    `start`, if given, puts a first scene above home (e.g. a resumed match); `notes` are
    lines for the player that the first screen shows."""
    import pygame

    settings = Settings.load()
    display = Display(fullscreen=settings.fullscreen and not windowed, screen=settings.screen,
                      window=tuple(settings.window) if settings.window else None)
    surface = display.open()
    audio = Audio(settings.volume, ambience=settings.ambience)
    ctx = build_context(settings, display, audio, home=home)
    ctx.bot_process = True
    ctx.background()  # bots' process, spawned now rather than when the first bot thinks
    assert ctx.input is not None  # built by build_context
    ctx.input.start_pads()
    ctx.warm_tables(tables)  # the felts now, not in the frame that first shows a table
    ctx.messages.extend(notes)
    ctx.stack.push(home(ctx))
    if start is not None:
        start(ctx)
    freeze_heap()
    try:
        loaded = json.dumps(settings.to_json(), sort_keys=True)
        make_loop(ctx, surface, throttle=True, keep_stats=False).run()
        ctx.note_window()  # where the player left the window is where it opens next time
        if ctx.persist and json.dumps(settings.to_json(), sort_keys=True) != loaded:
            settings.save()
    finally:
        ctx.stop_background()
        pygame.quit()
    return 0


def freeze_heap() -> None:
    """Once start-up is done, collect its garbage and set everything still alive (modules,
    fonts, art, layouts: kept for the whole run) out of the collector's sight.

    A full collection walks every object it tracks: with start-up's ~50,000 that was a
    30 ms pause in the middle of a match (bench/frames.py); frozen, they are never walked
    again, and the full collections that still come walk only what the run made since.
    """
    gc.collect()
    gc.freeze()


def use_dummy_video() -> None:
    """Run SDL without a window (servers, CI, benchmarks)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
