"""Whole matches through each game's own table: the human seat plays only by clicking the
controls the table offers (as a mouse player would), bots fill the other seats."""
from __future__ import annotations

import random

import pytest
from test_flow_driver import make_setup, press

from game.engine.context import make_test_context
from game.engine.intents import MOUSE, Action
from scenes.app import flow
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene
from scenes.registry import scenes_for


@pytest.mark.parametrize(
    ("slug", "options"), [("take-or-pass", {}), ("pass", {}), ("dominoes", {"target": 30})]
)
def test_a_human_clicking_the_game_tables_controls_finishes_a_match(slug, options):
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup(slug, {0: "mouse-keyboard"}, 3, 3, options))
    assert type(scene.table) is scenes_for(slug).table_class(), "the game's own table is used"
    rng = random.Random(1)
    human_moves = 0
    for _ in range(20000):
        top = ctx.stack.top
        if isinstance(top, SummaryScene):
            break
        if isinstance(top, ScoringScene):
            press(ctx, Action.CONFIRM)
            continue
        if top is scene and scene.match.to_move == 0 and scene.privacy.viewer == 0:
            enabled = [c for c in scene.table.controls() if c.enabled]
            assert enabled, "on the human's turn the table offers something to click"
            x, y, w, h = rng.choice(enabled).rect
            before = len(scene.match.moves)
            press(ctx, Action.SELECT, MOUSE, (x + w // 2, y + h // 2))
            human_moves += len(scene.match.moves) - before
        elif scene.bots.thinking:
            scene.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert isinstance(ctx.stack.top, SummaryScene)
    assert human_moves > 0 and 0 in scene.match.movers
