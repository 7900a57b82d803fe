"""A table opens its fonts when it is built: its first frame opens none (opening one and drawing
its first letters cost the first frame a few milliseconds). With large text, lines fitted to
their room still open a size or two in the first frame (fit steps between the scaled sizes)."""
from __future__ import annotations

import pygame
import pytest
from test_flow_driver import make_setup

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.text import TABLE_FONTS
from scenes.app import flow


@pytest.mark.parametrize(("slug", "players"), [
    ("pass", 3), ("pass", 5), ("take-or-pass", 3), ("take-or-pass", 7), ("dominoes", 2),
    ("dominoes", 4),
])
def test_the_first_frame_of_a_table_opens_no_font(slug: str, players: int) -> None:
    ctx = make_test_context()
    assert not ctx.text.opened()
    flow.start_match(ctx, make_setup(slug, {0: "mouse-keyboard"}, players, 3))
    built = ctx.text.opened()
    assert {(ctx.text.clamp(size), bold) for size, bold in TABLE_FONTS} <= built
    ctx.stack.draw(pygame.Surface(theme.SCREEN_SIZE), 0.0)
    assert ctx.text.opened() == built, "the first frame opened fonts the build did not"
