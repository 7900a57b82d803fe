"""The winner's celebration: confetti and a glow for under two seconds, skipped by a press,
never with reduced motion; the summary animates only while it plays."""
from __future__ import annotations

import random

import pygame
import pytest
from test_flow_driver import make_setup

from game.engine import theme
from game.engine.celebration import Celebration
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from scenes.frame import flow
from scenes.frame.match_setup import SHARED
from scenes.frame.summary import SummaryScene

WINNER = (230, 159, 0)


def count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    """Pixels of exactly `colour`."""
    return sum(1 for x in range(0, surface.get_width(), 2)
               for y in range(0, surface.get_height(), 2) if surface.get_at((x, y))[:3] == colour)


@pytest.mark.parametrize("speed", [0.5, 1.0, 1.5])
def test_confetti_flies_for_under_two_seconds_then_is_gone(speed: float) -> None:
    party = Celebration.start((400, 300), pygame.Rect(300, 250, 200, 60), [WINNER], speed, False)
    assert party is not None and party.seconds < 2.0
    surface = pygame.Surface((800, 600))
    party.update(0.2)
    party.draw(surface)
    assert count(surface, WINNER) > 20, "confetti in the winner's colour"
    party.update(2.0)
    surface.fill((0, 0, 0))
    party.draw(surface)
    assert party.done and count(surface, WINNER) == 0


def test_no_celebration_with_reduced_motion_or_instant_animations() -> None:
    rect = pygame.Rect(0, 0, 10, 10)
    assert Celebration.start((0, 0), rect, [WINNER], 1.0, reduced_motion=True) is None
    assert Celebration.start((0, 0), rect, [WINNER], 0.0, reduced_motion=False) is None


def finished_summary(**settings: object) -> tuple:
    """A Take or Pass match played to its end by random moves, on its summary screen."""
    ctx = make_test_context(**settings)
    scene = flow.start_match(ctx, make_setup("take-or-pass", dict.fromkeys(range(3), SHARED), 3,
                                             seed=2, options={"games": 1}))
    rng = random.Random(2)
    while not scene.match.is_over:
        scene.try_move(rng.choice(scene.match.legal_moves()))
    scene.to_summary()
    while not isinstance(ctx.stack.top, SummaryScene):
        ctx.stack.pop()
    return ctx, ctx.stack.top


def test_the_summary_celebrates_then_rests_and_a_press_only_skips() -> None:
    ctx, summary = finished_summary(animation_speed="normal")
    summary.enter()
    assert summary.animating
    ctx.stack.update(0.3)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    summary.draw(surface, 1.0)
    summary.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert not summary.animating and ctx.stack.top is summary, "the press skipped, no more"
    _ctx, calm = finished_summary(animation_speed="normal", reduced_motion=True)
    calm.enter()
    assert not calm.animating
