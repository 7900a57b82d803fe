"""Shared driver for the whole-demo tests: run a bot demo in the real frame to its summary."""
from __future__ import annotations

import pygame

from game.engine import theme
from game.engine.context import AppContext
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene
from scenes.frame.table import TableScene


def run_demo_to_summary(ctx: AppContext, scene: TableScene, breakdown: type,
                        frames: int, draw_every: int) -> list[ScoringScene]:
    """Step the stack to the summary; every scoring shows `breakdown`; returns the scorings.

    The stack draws every `draw_every` frames and on every scoring frame, so every layer
    (the breakdown included) is drawn at least once.
    """
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scorings: list[ScoringScene] = []
    for frame in range(frames):
        top = ctx.stack.top
        if isinstance(top, SummaryScene):
            break
        if isinstance(top, ScoringScene):
            assert isinstance(top.breakdown, breakdown)
            if top not in scorings:
                scorings.append(top)
        scene.bots.wait(5)
        ctx.stack.update(1 / 60)
        if frame % draw_every == 0 or isinstance(top, ScoringScene):
            ctx.stack.draw(surface, 1.0)
    assert isinstance(ctx.stack.top, SummaryScene), f"no summary after {frames} frames"
    return scorings
