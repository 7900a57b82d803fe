"""Every kept painted part of a table (plates, banner, buttons, each game's seats, hand,
controls, trick, boneyard and scores) is painted again when what it shows changes: at
every move of a match, at a human's every key and click, and when large text or high
contrast is switched, the table drawn with its kept parts is the very picture drawn with
none kept."""
from __future__ import annotations

import random

import pygame
import pytest
from test_flow_driver import click_a_control, make_setup, press

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.intents import Action
from game.engine.parts import forget_all, set_keeping
from scenes.frame import flow
from scenes.frame.match_setup import SHARED
from scenes.frame.table import TableScene


def picture(scene: TableScene, fresh: bool = False, keeping: bool = True) -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    if fresh:
        forget_all()
    set_keeping(keeping)
    try:
        scene.draw(surface, 1.0)
    finally:
        set_keeping(True)
    return surface


def differing(a: pygame.Surface, b: pygame.Surface, tolerance: int = 0
              ) -> tuple[int, pygame.Rect | None]:
    """How many pixels differ by more than `tolerance` in some channel, and where."""
    diff, back = a.copy(), b.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_SUB)
    back.blit(a, (0, 0), special_flags=pygame.BLEND_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_ADD)  # |a - b| per channel
    far = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (tolerance + 1,) * 3 + (255,))
    far.invert()
    rects = far.get_bounding_rects() if far.count() else []
    return far.count(), pygame.Rect(rects[0]).unionall(rects) if rects else None


def assert_kept_parts_are_current(scene: TableScene, when: str) -> None:
    scene.hint.join(10)  # a click may have asked for a hint: let it arrive before comparing
    kept = picture(scene)
    stale, where = differing(kept, picture(scene, fresh=True))
    assert not stale, f"a kept part is stale {when} in {where}"
    # Painted straight onto the table, a part looks the same but where translucent edges
    # overlap (a tile's corner on a shadow): a few levels, a few pixels. A part cut short
    # differs in a whole strip.
    cut, where = differing(kept, picture(scene, keeping=False), 16)
    assert cut <= 16, f"a part differs from its painting {when}: {cut} pixels in {where}"


def human_acts(ctx, scene: TableScene, rng: random.Random) -> None:  # noqa: ANN001
    """Keys and clicks on the human's turn (each checked), then a random legal move."""
    for action in (Action.RIGHT, Action.UP):
        press(ctx, action)
        assert_kept_parts_are_current(scene, f"after {action.name}")
    for _ in range(2):
        if scene.match.to_move != 0:
            return
        click_a_control(ctx, scene, rng)
        assert_kept_parts_are_current(scene, "after a click")
    if scene.match.to_move == 0:
        assert scene.try_move(rng.choice(scene.match.legal_moves()))


@pytest.mark.parametrize(("slug", "players"), [("pass", 4), ("take-or-pass", 5),
                                               ("dominoes", 3)])
def test_kept_parts_follow_every_move_and_the_look(slug: str, players: int) -> None:
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup(slug, {0: SHARED}, players, seed=7))
    rng = random.Random(7)
    try:
        picture(scene, fresh=True)
        for step in range(10):
            moves = len(scene.match.moves)
            while len(scene.match.moves) == moves and ctx.stack.top is scene:
                if scene.match.to_move == 0:
                    human_acts(ctx, scene, rng)
                scene.bots.join(5)
                ctx.stack.update(1 / 60)
            if ctx.stack.top is not scene:
                break  # the scores: the deal is over
            assert_kept_parts_are_current(scene, f"after move {step + 1}")
        for large, contrast in ((True, False), (True, True), (False, True), (False, False)):
            ctx.settings.large_text, ctx.settings.high_contrast = large, contrast
            ctx.apply_look()
            assert_kept_parts_are_current(scene, f"with large text {large}, contrast {contrast}")
    finally:
        ctx.settings.large_text = ctx.settings.high_contrast = False
        ctx.apply_look()
        scene.exit()
