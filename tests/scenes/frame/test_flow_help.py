"""Rules help: every game's page carries the decisions players ask about, pictures come from
the games' own art (or the page still works without it), and it opens from table and pause."""
from __future__ import annotations

import pygame
import pytest

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.registry import SLUGS as ORDER
from game.registry import descriptor
from scenes.app import flow
from scenes.frame import tables
from scenes.registry import GameScenes
from scenes.screens import help as help_scene
from scenes.screens.help import HelpScene, picture

# Phrases for the docs/rules.md decisions each page must explain.
MUST_SAY = {
    "take-or-pass": ["must take", "cross suits", "more chips", "24", "unknown", "3 games"],
    "pass": ["A2345", "cannot augment", "one more augment token", "A>AA", "START", "crown"],
    "dominoes": ["must place", "more than 2", "even when", "tie for lowest", "opposite", "61"],
}


def page_text(slug: str) -> str:
    return " ".join(f"{head} {body}" for head, body in descriptor(slug).help.sections)


@pytest.mark.parametrize("slug", ORDER)
def test_each_page_explains_the_rules_decisions(slug):
    text = page_text(slug)
    for phrase in MUST_SAY[slug]:
        assert phrase in text, f"{slug} help does not mention {phrase!r}"


@pytest.mark.parametrize("slug", ORDER)
def test_pictures_come_from_the_games_art(slug):
    ctx = make_test_context()
    image = picture(ctx, slug)
    assert image is not None
    assert image.get_bounding_rect().width > 200, "the picture has something drawn in it"


def test_a_missing_picture_leaves_a_working_page(monkeypatch):
    def broken(ctx, size):
        raise ImportError("no art yet")

    monkeypatch.setattr(GameScenes, "help_picture", lambda self: broken)
    ctx = make_test_context()
    scene = HelpScene(ctx, "pass")
    ctx.stack.push(scene)
    assert picture(ctx, "pass") is None
    scene.draw(pygame.Surface((1920, 1080)), 0.0)


def test_navigation_scrolls_changes_game_and_closes():
    ctx = make_test_context()
    scene = HelpScene(ctx, "pass")
    ctx.stack.push(scene)
    assert scene.max_scroll() > 0, "the PASS page is longer than the column"
    for _ in range(50):
        ctx.stack.handle(Intent(Action.DOWN, KEYBOARD))
    assert scene.scroll == scene.max_scroll()
    ctx.stack.handle(Intent(Action.RIGHT, KEYBOARD))
    assert scene.slug == ORDER[(ORDER.index("pass") + 1) % len(ORDER)] and scene.scroll == 0
    ctx.stack.handle(Intent(Action.SELECT, KEYBOARD, help_scene.tab_rect(2).center))
    assert scene.slug == ORDER[2]
    ctx.stack.handle(Intent(Action.BACK, KEYBOARD))
    assert len(ctx.stack) == 0


def test_help_opens_from_the_table_and_from_pause(monkeypatch):
    from scenes.screens.pause import PauseOverlay

    monkeypatch.setattr(tables, "game_table_class", lambda game: None)
    ctx = make_test_context()
    table = flow.start_demo(ctx, "dominoes", 2, "random", 1)
    ctx.stack.handle(Intent(Action.HELP, KEYBOARD))
    assert isinstance(ctx.stack.top, HelpScene) and ctx.stack.top.slug == "dominoes"
    ctx.stack.pop()
    ctx.stack.handle(Intent(Action.PAUSE, KEYBOARD))
    pause = ctx.stack.top
    assert isinstance(pause, PauseOverlay)
    pause.activate("rules")
    assert isinstance(ctx.stack.top, HelpScene) and ctx.stack.top.slug == "dominoes"
    assert ctx.stack.scenes[0] is table


@pytest.mark.parametrize("slug", ORDER)
def test_help_pages_show_players_no_internal_rule_ids(slug: str) -> None:
    import re

    page = descriptor(slug).help
    words = [body for _, body in page.sections] + [page.caption]
    assert not [w for w in words if re.search(r"\[?\b[PTD]\d\b", w)]
