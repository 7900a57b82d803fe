"""A whole 7-player Take or Pass demo on this table, in the real frame, to the summary."""
from __future__ import annotations

import pygame

from game.engine import theme
from game.engine.context import make_test_context
from scenes import flow
from scenes.scoring import ScoringScene
from scenes.summary import SummaryScene
from scenes.table_take_or_pass import TakeOrPassTable
from scenes.table_take_or_pass_breakdown import TakeOrPassBreakdown


def test_seven_player_demo_runs_to_the_summary() -> None:
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "take-or-pass", 7, "random", 4, {"games": 2})
    assert isinstance(scene.table, TakeOrPassTable)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    seen_scoring = False
    for frame in range(20000):
        top = ctx.stack.top
        if isinstance(top, SummaryScene):
            break
        if isinstance(top, ScoringScene):
            assert isinstance(top.breakdown, TakeOrPassBreakdown)
            seen_scoring = True
        scene.bots.join(5)
        ctx.stack.update(1 / 60)
        if frame % 40 == 0 or isinstance(top, ScoringScene):
            ctx.stack.draw(surface, 1.0)  # every layer draws without error, breakdown included
    assert isinstance(ctx.stack.top, SummaryScene)
    assert seen_scoring
    assert scene.match.is_over and scene.match.number == 2
    assert len(scene.table.final_cards) == 2  # both games' cards kept for their breakdowns
