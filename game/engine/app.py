"""Building and running the app: `play` (the menu), the no-display fallback, and `demo`."""
from __future__ import annotations

import argparse
import os
import sys
import textwrap
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.audio import Audio
from game.engine.context import AppContext
from game.engine.display import Display, display_available
from game.engine.input import InputBoundary
from game.engine.intents import Action, Intent
from game.engine.loop import GameLoop
from game.engine.scene import SceneStack
from game.engine.settings import Settings
from game.engine.text import TextCache

if TYPE_CHECKING:
    import pygame

NO_DISPLAY = "No display found, so here is a short bot match in the terminal instead."
FRAME_RATE = 60


def build_context(settings: Settings, display: Display | None, audio: Audio,
                  persist: bool = True) -> AppContext:
    """The context every scene gets: stack, settings, text cache, audio, input, display."""
    # Bots think on worker threads; a short GIL slice keeps the frame loop from waiting
    # up to the default 5 ms whenever a bot is busy.
    sys.setswitchinterval(0.001)
    return AppContext(
        stack=SceneStack(), settings=settings, text=TextCache(), audio=audio,
        input=InputBoundary(), display=display, persist=persist,
    )


def system_handler(ctx: AppContext) -> Callable[[Intent], bool]:
    """App-level intents: full-screen toggles never reach scenes; the rest do."""

    def handle(intent: Intent) -> bool:
        """True if the app took the intent (scenes never see it)."""
        if intent.action is Action.FULLSCREEN and ctx.display is not None:
            ctx.settings.fullscreen = ctx.display.toggle_fullscreen()
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
        system=system_handler(ctx), keep_stats=keep_stats,
    )


def run_play(windowed: bool) -> int:
    """`python main.py play`: the menu full screen (or windowed); a terminal match if headless."""
    if not display_available():
        print(NO_DISPLAY, flush=True)
        return terminal_match()
    import pygame

    from scenes.screens.menu import MenuScene

    settings = Settings.load()
    display = Display(fullscreen=settings.fullscreen and not windowed)
    surface = display.open()
    audio = Audio(settings.volume)
    ctx = build_context(settings, display, audio)
    ctx.bot_process = True
    ctx.background()  # bots' process, spawned now rather than when the first bot thinks
    assert ctx.input is not None  # built by build_context
    ctx.input.start_pads()
    ctx.warm_tables()  # every game's felt now, not in the frame that first shows its table
    ctx.stack.push(MenuScene(ctx))
    try:
        make_loop(ctx, surface, throttle=True, keep_stats=False).run()
    finally:
        ctx.stop_background()
        pygame.quit()
    return 0


def terminal_match(slug: str = "take-or-pass", players: int = 4, seed: int | None = None) -> int:
    """Play one all-bot match and print its moves and result (the no-display fallback)."""
    from game.ai import BOT_LEVELS, SeatPort, make_bot
    from game.rules import get_game

    seed = int(time.time()) % 100000 if seed is None else seed
    game = get_game(slug)
    match = game.new_match(players, seed)
    level = "normal" if "normal" in BOT_LEVELS else BOT_LEVELS[0]
    bots = [make_bot(level, seed + i) for i in range(players)]
    print(f"{game.name}, {players} {level} bots, seed {seed}:")
    moves: list[str] = []
    while not match.is_over and len(moves) < 5000:
        seat = match.to_move
        assert seat is not None  # not over, so someone is to move
        move = bots[seat].choose(SeatPort(match, seat))
        events = match.apply(move)
        moves.append(f"{seat}:{move}")
        for event in events:
            line = narrate(event)
            if line:
                print("  " + line)
    if slug != "take-or-pass":
        for line in textwrap.wrap(" ".join(moves), 100):
            print("  " + line)
    scores = ", ".join(f"seat {i} {s}" for i, s in enumerate(match.scores))
    print(f"Scores: {scores}. Winner: {', '.join(f'seat {w}' for w in match.winners) or 'none'}.")
    return 0


def narrate(event: object) -> str:
    """One line for a Take or Pass card taken or a game scored; '' for anything else."""
    from game.rules.take_or_pass.rules import CardTaken, GameScored, card_name

    if isinstance(event, CardTaken):
        chips = f"{event.chips} chip{'s' if event.chips != 1 else ''}" if event.chips else "none"
        return f"seat {event.seat} takes {card_name(event.card)} ({event.card}), chips won: {chips}"
    if isinstance(event, GameScored):
        scores = ", ".join(f"seat {i} {s}" for i, s in enumerate(event.scores))
        return f"game {event.number} scored: {scores}"
    return ""


def run_demo(args: argparse.Namespace) -> int:
    """`python main.py demo`: bots play in the real app; screenshots and frame stats on request."""
    from game.engine.demo import Demo, DemoError

    try:
        demo = Demo.from_args(args)
    except DemoError as exc:
        print(f"demo: {exc}", file=sys.stderr)
        return 2
    return demo.run()


def use_dummy_video() -> None:
    """Run SDL without a window (servers, CI, benchmarks)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
