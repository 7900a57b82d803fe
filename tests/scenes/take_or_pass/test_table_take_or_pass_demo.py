"""A whole 7-player Take or Pass demo on this table, in the real frame, to the summary."""
from __future__ import annotations

from demo_helpers import run_demo_to_summary

from game.engine.context import make_test_context
from scenes.app import flow
from scenes.take_or_pass.breakdown import TakeOrPassBreakdown
from scenes.take_or_pass.table import TakeOrPassTable


def test_seven_player_demo_runs_to_the_summary() -> None:
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "take-or-pass", 7, "random", 4, {"games": 2})
    assert isinstance(scene.table, TakeOrPassTable)
    scorings = run_demo_to_summary(ctx, scene, TakeOrPassBreakdown, 20000, 40)
    assert scene.match.is_over and scene.match.number == 2
    # Each game's breakdown shows that game's cards: all 24 taken, from the finished game.
    assert [sum(map(len, s.breakdown.cards)) for s in scorings] == [24, 24]
