"""A whole 4-player teams demo of The Passing Game in the real frame, to the summary."""
from __future__ import annotations

import pytest
from demo_helpers import run_demo_to_summary

from game.engine.context import make_test_context
from scenes.app import flow
from scenes.dominoes.breakdown import DominoesBreakdown
from scenes.dominoes.table import DominoesTable
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene


@pytest.mark.slow
def test_four_player_teams_demo_runs_to_the_summary() -> None:
    """Bots play to the target; every round ends in this table's breakdown."""
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "dominoes", 4, "random", 5, {"teams": True})
    assert isinstance(scene.table, DominoesTable)
    scorings = run_demo_to_summary(ctx, scene, DominoesBreakdown, 40000, 50)
    match = scene.match
    assert match.is_over and max(match.scores) >= 61
    assert match.scores[0] == match.scores[2] and match.scores[1] == match.scores[3]
    assert len(scorings) == match.number  # one breakdown per round
    # The table's train is the last round's as the rules left it.
    assert scene.table.train == list(match.view(None).train)


def test_a_human_plays_rounds_with_the_keyboard_in_the_real_frame() -> None:
    """Seat 0 plays with keys only (pick + place, or X to pass) through two rounds."""
    from game.engine.intents import KEYBOARD, Action, Intent
    from scenes.frame.match_setup import MatchSetup, default_seat

    ctx = make_test_context()
    seats = [default_seat(0)] + [default_seat(i, "random") for i in (1, 2)]
    seats[0].device = "shared"
    scene = flow.start_match(ctx, MatchSetup("dominoes", seats, {}, 8))
    table = scene.table
    assert isinstance(table, DominoesTable)
    placed = 0
    for _ in range(20000):
        top = ctx.stack.top
        if isinstance(top, SummaryScene) or scene.match.number > 2:
            break
        if isinstance(top, ScoringScene):
            top.handle(Intent(Action.CONFIRM, KEYBOARD))
        elif scene.match.to_move == 0 and scene.privacy.viewer == 0:
            before = len(scene.match.moves)
            if table.placeable():
                top.handle(Intent(Action.CONFIRM, KEYBOARD))  # pick the focused tile...
                if len(scene.match.moves) == before:
                    top.handle(Intent(Action.CONFIRM, KEYBOARD))  # ...and place it
                placed += 1
            else:
                top.handle(Intent(Action.ALT, KEYBOARD))
            assert len(scene.match.moves) == before + 1, "every turn took exactly one move"
            assert scene.match.movers[-1] == 0
        scene.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert scene.match.number > 2 and placed >= 3
