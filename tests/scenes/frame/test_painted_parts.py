"""Every kept painted part of a table (plates, banner, buttons, each game's seats, the
dominoes boneyard and scores) is painted again when what it shows changes: at every move
of a match, and when large text or high contrast is switched, the table drawn with its
kept parts is the very picture drawn with none kept."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.parts import forget_all
from scenes.frame import flow
from scenes.frame.table import TableScene


def picture(scene: TableScene, fresh: bool) -> bytes:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    if fresh:
        forget_all()
    scene.draw(surface, 1.0)
    return pygame.image.tobytes(surface, "RGB")


def assert_kept_parts_are_current(scene: TableScene, when: str) -> None:
    kept = picture(scene, fresh=False)
    assert kept == picture(scene, fresh=True), f"a kept part is stale {when}"


@pytest.mark.parametrize(("slug", "players"), [("pass", 4), ("take-or-pass", 5),
                                               ("dominoes", 3)])
def test_kept_parts_follow_every_move_and_the_look(slug: str, players: int) -> None:
    ctx = make_test_context()
    scene = flow.start_demo(ctx, slug, players, "random", 7)
    try:
        picture(scene, fresh=True)
        for step in range(24):
            moves = len(scene.match.moves)
            while len(scene.match.moves) == moves and isinstance(ctx.stack.top, TableScene):
                scene.bots.join(5)
                ctx.stack.update(1 / 60)
            if not isinstance(ctx.stack.top, TableScene):
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
