"""Each table's focused card or tile rises with easing when the cursor moves (and the one it
left settles), timed by the animation speed, at once with instant animations; the press
itself acts at once: a lift never delays input."""
from __future__ import annotations

import random

import pytest
from test_flow_driver import make_setup, press

from game.engine.context import make_test_context
from game.engine.intents import Action
from game.engine.lift import SECONDS
from game.registry import SLUGS
from scenes.app import flow
from scenes.frame.match_setup import SHARED
from scenes.frame.table import TableScene

STEP = 1 / 60


def at_rest_on_a_human_turn(slug: str, **settings: object) -> TableScene:
    """Seat 0 (a human) to move, every animation played out and every lift at rest."""
    ctx = make_test_context(**settings)
    scene = flow.start_match(ctx, make_setup(slug, {0: SHARED}, 3, seed=4))
    rng = random.Random(4)
    for _ in range(400):
        while ctx.stack.top is not scene:
            ctx.stack.pop()
        if scene.match.to_move == 0:
            break
        scene.try_move(rng.choice(scene.match.legal_moves()))
    for _ in range(600):
        scene.update(STEP)
        if not scene.table.animating:
            break
    assert scene.match.to_move == 0 and not scene.table.animating
    return scene


def heights(scene: TableScene) -> dict:
    lifts = scene.table.lifts
    return {key: lifts.height(key) for key in lifts.keys()}


@pytest.mark.parametrize("slug", SLUGS)
def test_moving_the_cursor_lifts_with_easing_and_never_waits(slug: str) -> None:
    scene = at_rest_on_a_human_turn(slug, animation_speed="normal")
    table = scene.table
    before = heights(scene)
    assert any(before.values()), "the focused piece is up"
    focus = (getattr(table, "fan", None) and table.fan.cursor, table.focus)
    press(scene.ctx, Action.RIGHT)
    assert (getattr(table, "fan", None) and table.fan.cursor, table.focus) != focus, \
        "the cursor moved on the press itself"
    scene.update(STEP)
    lifts = table.lifts
    moved = {k for k in lifts.keys() if lifts.goal(k) != before.get(k, 0.0)}
    assert moved, "a piece changed height"
    for key in moved:
        start, goal, now = before.get(key, 0.0), lifts.goal(key), lifts.height(key)
        assert min(start, goal) < now < max(start, goal), f"{key}: {now} jumped {start}->{goal}"
    assert table.animating and scene.animating, "drawn every frame while it eases"
    for _ in range(round(SECONDS / STEP) + 1):
        scene.update(STEP)
    assert all(lifts.height(k) == lifts.goal(k) for k in moved)
    assert not table.animating, "at rest: the loop may idle"


@pytest.mark.parametrize("slug", SLUGS)
def test_instant_animations_lift_at_once(slug: str) -> None:
    scene = at_rest_on_a_human_turn(slug, animation_speed="instant")
    press(scene.ctx, Action.RIGHT)
    scene.update(STEP)
    lifts = scene.table.lifts
    assert all(lifts.height(k) == lifts.goal(k) for k in lifts.keys())
    assert not lifts.moving


def test_hovering_a_card_lifts_it_with_easing() -> None:
    scene = at_rest_on_a_human_turn("pass", animation_speed="normal")
    table = scene.table
    rects = table.fan.rects(table.hand_rect)
    target = 0 if table.fan.cursor else 1
    press(scene.ctx, Action.POINT, pos=(rects[target].x + 6, rects[target].centery))
    assert table.fan.cursor == target, "the hovered card has the cursor at once"
    key = list(table.fan.lift_targets(True))[target]
    scene.update(STEP)
    assert 0 < table.lifts.height(key) < table.lifts.goal(key)
