"""Large text and high contrast reach every screen: menus, setup, help, pause and each game's
table mid-deal draw every text on screen and inside the controls' rows, 25% larger.

The logical screen is 1920x1080 whatever the window (SDL letterboxes it: 1280x720 is the
same picture at two thirds), so checking the logical layout checks both."""
from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pygame
import pytest
from test_flow_driver import make_setup
from text_spy import spy_text

from game.engine import theme
from game.engine.context import AppContext, make_test_context
from game.engine.scene import Scene
from game.registry import SLUGS
from scenes.app import flow
from scenes.frame.match_setup import SHARED
from scenes.screens.help import HelpScene
from scenes.screens.menu import MenuScene
from scenes.screens.options import OptionsScene
from scenes.screens.pause import PauseOverlay
from scenes.screens.setup import SetupScene

SCREEN = pygame.Rect((0, 0), theme.SCREEN_SIZE)


def table_mid_deal(slug: str) -> Callable[[AppContext], Scene]:
    """A match with one human and bots, a few moves in."""
    def make(ctx: AppContext) -> Scene:
        scene = flow.start_match(ctx, make_setup(slug, {0: SHARED}, 4 if slug != "take-or-pass"
                                                 else 5, seed=3))
        rng = random.Random(3)
        for _ in range(6):
            if scene.match.is_over or ctx.stack.top is not scene:
                break
            scene.try_move(rng.choice(scene.match.legal_moves()))
        while ctx.stack.top is not scene:
            ctx.stack.pop()
        return scene
    return make


SCREENS: dict[str, Callable[[AppContext], Scene]] = {
    "menu": MenuScene,
    "options": OptionsScene,
    **{f"setup {slug}": partial(SetupScene, slug=slug) for slug in SLUGS},
    **{f"help {slug}": partial(HelpScene, slug=slug) for slug in SLUGS},
    **{f"table {slug}": table_mid_deal(slug) for slug in SLUGS},
}


def draw_screen(name: str, large: bool, contrast: bool) -> tuple[AppContext, list]:
    """Draw screen `name` (and the pause over the tables) with the options; the text drawn."""
    ctx = make_test_context(home=MenuScene, large_text=large, high_contrast=contrast)
    scene = SCREENS[name](ctx)
    if ctx.stack.top is not scene:
        ctx.stack.push(scene)
    if name.startswith("table"):
        ctx.stack.push(PauseOverlay(ctx, name.split()[1]))
        ctx.stack.pop()
    seen = spy_text(ctx)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    ctx.stack.update(0.5)
    ctx.stack.draw(surface, 1.0)
    theme.LOOK.high_contrast = False  # the module-wide look goes back for other tests
    return ctx, seen


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_large_text_and_high_contrast_keep_every_text_on_screen(name: str) -> None:
    _ctx, seen = draw_screen(name, True, True)
    assert seen, "the screen drew text"
    off = [(words, rect) for words, rect in seen if words.strip() and not SCREEN.contains(rect)]
    assert not off, f"text off screen: {off[:3]}"


@pytest.mark.parametrize("name", ["menu", "options", "table pass"])
def test_large_text_is_a_quarter_larger(name: str) -> None:
    _, normal = draw_screen(name, False, False)
    _, large = draw_screen(name, True, False)
    before = {words: r.h for words, r in normal if r.h}
    ratios = sorted(r.h / before[words] for words, r in large if words in before)
    assert len(ratios) >= 5
    # most texts grow by a quarter; a text short of room gives it back (fitting steps by
    # 2 sizes, so it may land a step below its normal size, never below the minimum)
    assert ratios[len(ratios) // 2] >= 1.2 and ratios[0] >= 0.9


def test_options_rows_hold_their_words_in_large_text() -> None:
    ctx, seen = draw_screen("options", True, True)
    rows = [pygame.Rect(c.rect) for c in ctx.stack.top.focus.controls]
    for words, rect in seen:
        holders = [row for row in rows if row.colliderect(rect)]
        assert all(row.contains(rect) for row in holders), words
