"""A whole 5-player PASS demo on this table, in the real frame, to the summary."""
from __future__ import annotations

import pygame

from game.engine import theme
from game.engine.context import make_test_context
from scenes import flow
from scenes.scoring import ScoringScene
from scenes.summary import SummaryScene
from scenes.table_pass import PassTable
from scenes.table_pass_breakdown import PassBreakdown


def test_five_player_demo_runs_to_the_summary() -> None:
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "pass", 5, "random", 3, {})
    assert isinstance(scene.table, PassTable)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scorings: list[ScoringScene] = []
    for frame in range(40000):
        top = ctx.stack.top
        if isinstance(top, SummaryScene):
            break
        if isinstance(top, ScoringScene):
            assert isinstance(top.breakdown, PassBreakdown)
            if top not in scorings:
                scorings.append(top)
        scene.bots.join(5)
        ctx.stack.update(1 / 60)
        if frame % 50 == 0 or isinstance(top, ScoringScene):
            ctx.stack.draw(surface, 1.0)  # every layer draws, the breakdown included
    assert isinstance(ctx.stack.top, SummaryScene)
    assert scene.match.is_over
    assert max(scene.match.scores) == 3  # three crowns win
    assert len(scorings) == scene.match.number  # one breakdown per deal
