"""Lifts with weight: a piece eases up to its height (fast off the mark, settling gently),
from wherever it is drawn when its height changes, timed by the animation speed."""
from __future__ import annotations

import pytest

from game.engine.lift import SECONDS, Lifts

STEP = 1 / 60


def run(lifts: Lifts, wanted: dict, seconds: float, scale: float = 1.0) -> None:
    for _ in range(round(seconds / STEP)):
        lifts.update(STEP, wanted, scale)


def test_a_piece_rises_with_ease_out_then_rests_at_its_height() -> None:
    lifts = Lifts()
    lifts.update(STEP, {"a": 20.0}, 1.0)
    first = lifts.height("a")
    assert 0 < first < 20 and lifts.moving, "not at once"
    run(lifts, {"a": 20.0}, SECONDS / 3)
    assert 20 / 3 + 2 < lifts.height("a") < 20, "ease-out: more than a third up after a third"
    run(lifts, {"a": 20.0}, SECONDS)
    assert lifts.height("a") == 20 and not lifts.moving


def test_a_new_height_eases_on_from_where_the_piece_is_drawn() -> None:
    lifts = Lifts()
    run(lifts, {"a": 30.0}, SECONDS / 2)
    midway = lifts.height("a")
    lifts.update(STEP, {"a": 0.0}, 1.0)  # focus moved away mid-rise
    # One frame on from there (ease-out moves most at first), not from the top or the felt.
    assert midway * 0.6 < lifts.height("a") < midway and lifts.goal("a") == 0
    run(lifts, {"a": 0.0}, SECONDS)
    assert lifts.height("a") == 0


@pytest.mark.parametrize(("scale", "done_after"), [(0.6, 0.6), (1.0, 1.0), (1.5, 1.5)])
def test_the_animation_speed_times_a_lift(scale: float, done_after: float) -> None:
    lifts = Lifts()
    run(lifts, {"a": 10.0}, SECONDS * done_after - 2 * STEP, scale)
    assert lifts.moving, "still rising just before its time"
    run(lifts, {"a": 10.0}, 3 * STEP, scale)
    assert not lifts.moving and lifts.height("a") == 10


def test_instant_animations_lift_at_once_and_forgotten_pieces_rest() -> None:
    lifts = Lifts()
    lifts.update(STEP, {"a": 12.0, "b": 0.0}, 0.0)
    assert lifts.height("a") == 12 and not lifts.moving
    lifts.update(STEP, {"b": 0.0}, 0.0)
    assert lifts.keys() == ["b"] and lifts.height("a") == 0
