"""Every screen a player can see, built headless, for the screen check and for screenshots.

`SCREENS` maps a name to a builder that puts that screen on a fresh context's stack: the
menu and its screens, setup per game and player count, each table mid-deal at every player
count, scoring, the summary, pause, every help page, every lesson step, the hint, the
theater, stats and ratings, the phone codes, game night's interlude and podium, and the
dialogs. `render` draws the stack noting what each scene drew (game/engine/drawn.py).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame

from game.engine import drawn, theme
from game.engine.context import AppContext, make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.registry import GAMES, SLUGS, descriptor

Build = Callable[[AppContext], None]
ROOT = Path(__file__).resolve().parents[2]
LOOKS = {"normal": (False, False), "large": (True, False), "contrast": (False, True),
         "large-contrast": (True, True)}


def _settle(ctx: AppContext, frames: int = 3) -> None:
    """A few frames of updates (a table's first deal lands, a scene lays itself out)."""
    for _ in range(frames):
        ctx.stack.update(1 / 60)


def _setup(slug: str, players: int) -> object:
    """A match setup: a shared human at seat 0, random bots elsewhere."""
    from scenes.frame.match_setup import SHARED, MatchSetup, default_seat

    seats = [default_seat(i, None if i == 0 else "random") for i in range(players)]
    seats[0].device = SHARED
    return MatchSetup(slug, seats, {}, players + 3)


def _table(ctx: AppContext, slug: str, players: int, moves: int = 8) -> object:
    """A table mid-deal with the human to move, something already played."""
    from scenes.app import flow

    scene = flow.start_match(ctx, _setup(slug, players))
    rng = random.Random(players)
    for _ in range(400):
        while ctx.stack.top is not scene:
            ctx.stack.pop()
        trick = getattr(scene.match.view(0), "trick", None)
        if len(scene.match.moves) >= moves and scene.match.to_move == 0 \
                and (trick is None or trick):
            break
        scene.try_move(rng.choice(scene.match.legal_moves()))
    _settle(ctx, 120)
    return scene


def table(slug: str, players: int) -> Build:
    """A table mid-deal."""
    return lambda ctx: _table(ctx, slug, players) and None


def paused(slug: str) -> Build:
    """The pause menu over a table."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.pause import PauseOverlay

        _table(ctx, slug, GAMES[SLUGS.index(slug)].players[0])
        ctx.stack.push(PauseOverlay(ctx, slug))
    return build


def hint(slug: str, players: int) -> Build:
    """A table with the hint showing for the human to move."""
    def build(ctx: AppContext) -> None:
        scene = _table(ctx, slug, players)
        scene.hint.think_time = 0.05
        ctx.stack.handle(Intent(Action.HINT, KEYBOARD))
        scene.hint.wait(20)
        _settle(ctx)
    return build


def rule_tip(slug: str) -> Build:
    """A table with a first-time rule line showing."""
    def build(ctx: AppContext) -> None:
        scene = _table(ctx, slug, max(GAMES[SLUGS.index(slug)].players))
        learn = descriptor(slug).learn_module
        line = max(getattr(learn, "TIPS", {}).values(), key=len, default="")
        scene.tips.line = line or "A bomb: four of a kind beats any set but a higher bomb."
        scene.tips.time = 5.0
        scene.chrome.message_time = 0.0
        _settle(ctx, 1)  # the table makes room for it
    return build


def scoring(slug: str) -> Build:
    """The scores after a deal (one human, so it waits)."""
    def build(ctx: AppContext) -> None:
        from scenes.app import flow
        from scenes.frame.scoring import ScoringScene

        scene = flow.start_match(ctx, _setup(slug, 3))
        rng = random.Random(1)
        while not isinstance(ctx.stack.top, ScoringScene):
            legal = scene.match.legal_moves() if ctx.stack.top is scene else []
            if ctx.stack.top is not scene:
                ctx.stack.pop()
            elif legal:
                scene.try_move(rng.choice(legal))
            else:
                ctx.stack.update(1 / 60)  # the deal's end animates, then the scores
        ctx.stack.top.handle(Intent(Action.CONFIRM, KEYBOARD))  # show all
        _settle(ctx, 10)
    return build


def summary(slug: str) -> Build:
    """The match summary after a whole match of random moves (each deal's scores confirmed
    as a player would, which deals the next deal)."""
    def build(ctx: AppContext) -> None:
        from scenes.app import flow
        from scenes.frame.summary import SummaryScene

        scene = flow.start_match(ctx, _setup(slug, 4 if slug != "pass" else 3))
        rng = random.Random(2)
        for _ in range(20_000):
            top = ctx.stack.top
            if isinstance(top, SummaryScene):
                top.handle(Intent(Action.CONFIRM, KEYBOARD))  # past the celebration
                return
            legal = scene.match.legal_moves() if top is scene else []
            if top is not scene:
                top.handle(Intent(Action.CONFIRM, KEYBOARD))  # scores: show all, then on
            if legal:
                scene.try_move(rng.choice(legal))
            ctx.stack.update(1 / 60)
        raise AssertionError(f"no summary after 20000 steps of {slug}")
    return build


def help_page(slug: str, page: int) -> Build:
    """Page `page` (scrolled a column's height at a time) of a game's rules."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.help import BODY, HelpScene

        scene = HelpScene(ctx, slug)
        ctx.stack.push(scene)
        scene.scroll = min(page * BODY.h, scene.max_scroll())
    return build


def lesson_step(slug: str, step: int) -> Build:
    """The guided deal at learner's step `step` (an index into the lesson's steps)."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.lesson import start_lesson
        from scenes.screens.menu import MenuScene

        ctx.stack.push(MenuScene(ctx))
        ctx.settings.lessons[slug] = step
        start_lesson(ctx, slug)
        _settle(ctx, 60)
    return build


def lesson_end(slug: str) -> Build:
    """The guided deal played to its end from its last step: "Lesson done", and nothing on
    the table looking like a turn to take."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.lesson import lesson_of, start_lesson
        from scenes.screens.menu import MenuScene

        lesson = lesson_of(slug)
        assert lesson is not None
        ctx.stack.push(MenuScene(ctx))
        ctx.settings.lessons[slug] = max(k for k, step in enumerate(lesson.steps) if step.say)
        scene = start_lesson(ctx, slug)
        for _ in range(5000):
            if scene.guide.finished(scene.match):
                _settle(ctx, 120)  # the last move lands
                return
            if scene.match.to_move == lesson.learner and ctx.stack.top is scene:
                scene.try_move(scene.guide.expected(scene.match))
            ctx.stack.update(1 / 60)
        raise AssertionError(f"the {slug} lesson never finished")
    return build


def lesson_steps() -> dict[str, Build]:
    """Every step of every guided deal where the learner acts, and each lesson's end."""
    from scenes.screens.lesson import lesson_of

    out: dict[str, Build] = {}
    for slug in SLUGS:
        lesson = lesson_of(slug)
        if lesson is None:
            continue
        steps = [k for k, step in enumerate(lesson.steps) if step.say]
        for n, k in enumerate(steps, start=1):
            out[f"lesson {slug} step {n:02d}"] = lesson_step(slug, k)
        out[f"lesson {slug} end"] = lesson_end(slug)
    return out


def theater(slug: str) -> Build:
    """The replay theater on an example record, a few moves in."""
    def build(ctx: AppContext) -> None:
        import json

        from scenes.theater.scene import TheaterScene

        path = next(p for p in sorted((ROOT / "examples").glob("*.json"))
                    if json.loads(p.read_text())["game"] == slug)
        scene = TheaterScene(ctx, json.loads(path.read_text()), playing=False)
        ctx.stack.push(scene)
        for _ in range(6):
            scene.handle(Intent(Action.RIGHT, KEYBOARD))
            _settle(ctx, 90)
    return build


def setup_screen(slug: str, players: int) -> Build:
    """A game's setup for `players`."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.setup import SetupScene

        scene = SetupScene(ctx, slug)
        ctx.stack.push(scene)
        scene.model.set_players(players)
        scene.focus.set_controls(scene.buttons())
    return build


def dialog(make: Callable[[AppContext], object]) -> Build:
    """A dialog over the menu."""
    def build(ctx: AppContext) -> None:
        from scenes.screens.menu import MenuScene

        ctx.stack.push(MenuScene(ctx))
        ctx.stack.push(make(ctx))
    return build


def screen(module: str, cls: str, *args: object) -> Build:
    """A screen pushed by name."""
    def build(ctx: AppContext) -> None:
        import importlib

        ctx.stack.push(getattr(importlib.import_module(module), cls)(ctx, *args))
    return build


def _offer(ctx: AppContext) -> object:
    from scenes.screens.lesson_offer import LessonOffer

    return LessonOffer(ctx, "take-or-pass", "Take or Pass")


def _quit_dialog(ctx: AppContext) -> object:
    from game.engine.screen import ConfirmOverlay

    return ConfirmOverlay(ctx, "Leave this match?", [
        "The match is kept: continue it from the menu."], "Leave", lambda: None)


def catalogue() -> dict[str, Build]:
    """Every screen by name (see the module docstring)."""
    import screen_catalogue_people

    screens: dict[str, Build] = {
        "menu": screen("scenes.screens.menu", "MenuScene"),
        "options": screen("scenes.screens.options", "OptionsScene"),
        "first time dialog": dialog(_offer),
        "leave dialog": dialog(_quit_dialog),
        "record picker": screen("scenes.theater.picker", "RecordPicker"),
    }
    for game in GAMES:
        for n in game.players:
            screens[f"setup {game.slug} x{n}"] = setup_screen(game.slug, n)
            screens[f"table {game.slug} x{n}"] = table(game.slug, n)
        top = max(game.players)
        screens[f"hint {game.slug} x{top}"] = hint(game.slug, top)
        screens[f"rule tip {game.slug}"] = rule_tip(game.slug)
        screens[f"pause {game.slug}"] = paused(game.slug)
        screens[f"scoring {game.slug}"] = scoring(game.slug)
        screens[f"summary {game.slug}"] = summary(game.slug)
        screens[f"theater {game.slug}"] = theater(game.slug)
        for page in range(3):
            screens[f"help {game.slug} page {page + 1}"] = help_page(game.slug, page)
    screens.update(lesson_steps())
    screens.update(screen_catalogue_people.screens())
    return screens


def build(name: str, look: str, screens: dict[str, Build]) -> AppContext:
    """A fresh context with `look`'s settings and screen `name` on its stack."""
    large, contrast = LOOKS[look]
    ctx = make_test_context(large_text=large, high_contrast=contrast)
    screens[name](ctx)
    return ctx


def render(ctx: AppContext) -> tuple[pygame.Surface, drawn.Sheet]:
    """Draw the stack as the loop would, each scene its own layer; what was drawn where."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    sheet = drawn.listen(surface)
    try:
        visible = ctx.stack.visible()
        for n, scene in enumerate(visible):
            drawn.layer(f"{n}:{type(scene).__name__}")
            if n == len(visible) - 1 and scene.keeps_backdrop and n:
                scene.draw_backdrop(surface)
            scene.draw(surface, 1.0)
    finally:
        drawn.stop()
    return surface, sheet


def close(ctx: AppContext) -> None:
    """Stop what a screen started (a phone server)."""
    for scene in ctx.stack.scenes:
        phones = getattr(scene, "phones", None)
        if phones is not None and hasattr(phones, "stop"):
            phones.stop()
