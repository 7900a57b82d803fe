"""A whole 5-player PASS demo on this table, in the real frame, to the summary."""
from __future__ import annotations

from demo_helpers import run_demo_to_summary

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.rules.pass_game.rules import GAME
from scenes.app import flow
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.pass_game.breakdown import PassBreakdown
from scenes.pass_game.table import PassTable


def test_five_player_demo_runs_to_the_summary() -> None:
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "pass", 5, "random", 3, {})
    assert isinstance(scene.table, PassTable)
    scorings = run_demo_to_summary(ctx, scene, PassBreakdown, 40000, 50)
    assert scene.match.is_over
    assert max(scene.match.scores) == 3  # three crowns win
    assert len(scorings) == scene.match.number  # one breakdown per deal


def test_a_human_plays_through_the_real_frame_with_pad_intents() -> None:
    """Pad intents on the human's turns become exactly the notation's moves in the match."""
    ctx = make_test_context()
    setup = MatchSetup("pass", [default_seat(0), default_seat(1, "random"),
                                     default_seat(2, "random")], {}, 4)
    scene = flow.start_match(ctx, setup)
    match = scene.match
    leads = passes = 0
    for _ in range(20000):
        if (leads >= 3 and passes >= 3) or match.is_over:
            break
        if ctx.stack.top is not scene:  # the scoring scene between deals: confirm past it
            ctx.stack.handle(Intent(Action.CONFIRM, KEYBOARD))
        elif match.to_move == 0:
            before = len(match.moves)
            if match.view(0).last is None:  # leading: the lowest card alone is always a set
                lowest = scene.table.fan.cards[0].label
                for action in (Action.CONFIRM, Action.UP, Action.CONFIRM):
                    scene.handle(Intent(action, KEYBOARD))
                said = scene.chrome.message
                assert match.moves[before:] == [GAME.parse_move(f"play {lowest}")], said
                leads += 1
            else:
                scene.handle(Intent(Action.ALT, KEYBOARD))
                assert match.moves[before:] == [GAME.parse_move("pass")], scene.chrome.message
                passes += 1
        scene.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert leads >= 2 and passes >= 2  # each turn starts afresh: focus back on the hand
