"""The table's phase machine (scenes/frame/phases.py): every transition the table lists goes
where it says, entering it (or not, for STAY) as it says; every other pair is refused and
changes nothing; and a real table walks its phases as a match goes on."""
from __future__ import annotations

import random

import pytest
from test_flow_driver import DT, device_for, make_setup, press

from game.engine.context import make_test_context
from game.engine.intents import Action
from game.rules.base import IllegalMove
from scenes.app import flow
from scenes.frame.curtain import CurtainScene
from scenes.frame.phases import (
    NEXT,
    STAY,
    TRANSITIONS,
    IllegalTransition,
    Phase,
    PhaseMachine,
    Trigger,
)
from scenes.frame.scoring import ScoringScene


class Recorder:
    """A machine whose position is `position`, recording every phase it enters."""

    def __init__(self, start: Phase, position: Phase) -> None:
        self.position = start
        self.entered: list[Phase] = []
        self.machine = PhaseMachine(lambda: self.position, self.entered.append)
        self.position = position


@pytest.mark.parametrize(("phase", "trigger"), sorted(TRANSITIONS, key=str))
def test_each_listed_transition_goes_where_the_table_says(phase, trigger):
    # The position differs from every fixed target, so NEXT is told apart from them.
    for position in (Phase.HUMAN_TURN, Phase.MATCH_OVER):
        rec = Recorder(phase, position)
        assert rec.machine.phase is phase and rec.entered == [], "the start enters nothing"
        target = TRANSITIONS[phase, trigger]
        assert rec.machine.allows(trigger)
        after = rec.machine.fire(trigger)
        if target == STAY:
            assert after is phase and rec.entered == []
        elif target == NEXT:
            assert after is position and rec.entered == [position]
        else:
            assert after is target and rec.entered == [target]
        assert rec.machine.phase is after


UNLISTED = [(phase, trigger) for phase in Phase for trigger in Trigger
            if (phase, trigger) not in TRANSITIONS]


@pytest.mark.parametrize(("phase", "trigger"), UNLISTED)
def test_every_other_pair_is_refused_and_changes_nothing(phase, trigger):
    rec = Recorder(phase, Phase.HUMAN_TURN)
    assert not rec.machine.allows(trigger)
    with pytest.raises(IllegalTransition, match=f"{trigger.name} cannot happen in {phase.name}"):
        rec.machine.fire(trigger)
    assert rec.machine.phase is phase and rec.entered == []


def test_start_enters_the_phase_the_machine_stands_in():
    rec = Recorder(Phase.BOT_TURN, Phase.HUMAN_TURN)
    rec.machine.start()  # the table is on screen
    assert rec.machine.phase is Phase.BOT_TURN and rec.entered == [Phase.BOT_TURN]


def test_no_move_is_taken_in_the_handover():
    """Only the curtain's seat lifting it leads on: HANDOVER takes no MOVED."""
    assert not Recorder(Phase.HANDOVER, Phase.HUMAN_TURN).machine.allows(Trigger.MOVED)


def test_next_enters_again_even_the_same_phase():
    rec = Recorder(Phase.BOT_TURN, Phase.BOT_TURN)  # a bot moves, another bot is to move
    assert rec.machine.fire(Trigger.MOVED) is Phase.BOT_TURN
    assert rec.entered == [Phase.BOT_TURN], "its wait starts again"


def test_the_table_names_every_phase_and_trigger_and_ends_only_at_match_over():
    sources = {phase for phase, _ in TRANSITIONS}
    targets = {t for t in TRANSITIONS.values() if isinstance(t, Phase)}
    assert {trigger for _, trigger in TRANSITIONS} == set(Trigger)
    assert sources == set(Phase)
    assert targets == {Phase.CURTAIN, Phase.HUMAN_TURN, Phase.DEALING}
    leaving = {phase for (phase, _), t in TRANSITIONS.items() if t != STAY}
    assert set(Phase) - leaving == {Phase.MATCH_OVER}, "only the match's end is final"
    # The curtain is only ever raised from the handover, and only lifted by its seat.
    assert [key for key, t in TRANSITIONS.items() if t is Phase.CURTAIN] == \
        [(Phase.HANDOVER, Trigger.TICK)]
    assert [key for key, t in TRANSITIONS.items() if t is Phase.HUMAN_TURN] == \
        [(Phase.CURTAIN, Trigger.CONFIRMED)]


# -- a real table ---------------------------------------------------------------------------


def test_an_all_bot_match_walks_bot_turns_deal_ends_and_dealing_to_match_over():
    ctx = make_test_context()
    scene = flow.start_match(ctx, flow.demo_setup("take-or-pass", 3, "random", 2,
                                                  {"games": 2}))
    seen = [scene.phase]
    for _ in range(20_000):
        top = ctx.stack.top
        if isinstance(top, ScoringScene):
            assert scene.phase in (Phase.DEAL_END, Phase.MATCH_OVER)
            if scene.phase is Phase.MATCH_OVER:
                break
            press(ctx, Action.CONFIRM)  # skips the breakdown, or closes the scores
        else:
            if scene.bots.thinking:
                scene.bots.wait(5)
            ctx.stack.update(DT)
        if scene.phase is not seen[-1]:
            seen.append(scene.phase)
    assert seen == [Phase.BOT_TURN, Phase.DEAL_END, Phase.DEALING, Phase.BOT_TURN,
                    Phase.MATCH_OVER]


def test_hot_seat_hands_over_raises_the_curtain_and_its_seat_lifts_it():
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("pass", {0: "mouse-keyboard", 1: 4}, 2, 1))
    seat = scene.match.to_move
    assert scene.phase is Phase.HANDOVER and scene.privacy.viewer is None
    ctx.stack.update(DT)
    curtain = ctx.stack.top
    assert isinstance(curtain, CurtainScene) and scene.phase is Phase.CURTAIN
    assert curtain.seat == seat and scene.privacy.viewer is None
    press(ctx, Action.CONFIRM, device_for(scene.bindings[1 - seat]))
    assert scene.phase is Phase.CURTAIN, "only the seat to move lifts its curtain"
    press(ctx, Action.CONFIRM, device_for(scene.bindings[seat]))
    assert ctx.stack.top is scene and scene.phase is Phase.HUMAN_TURN
    assert scene.privacy.viewer == seat and scene.privacy.unlocked == seat
    assert scene.try_move(random.Random(1).choice(scene.match.legal_moves()))
    assert scene.phase is Phase.HANDOVER, "the other human's hand waits for their curtain"


def hot_seat_in_handover():
    """Two people at the TV in PASS, the first one's hand waiting for its curtain."""
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("pass", {0: "mouse-keyboard", 1: 4}, 2, 1))
    assert scene.phase is Phase.HANDOVER
    return ctx, scene


def test_a_move_in_the_handover_is_refused_and_changes_nothing():
    ctx, scene = hot_seat_in_handover()
    moves, offered = list(scene.match.moves), list(scene.table.legal)
    legal = scene.match.legal_moves()[0]
    with pytest.raises(IllegalMove, match="lifts the curtain first"):
        scene.apply_phone_move(legal)
    assert not scene.try_move(legal)
    assert scene.match.moves == moves and scene.phase is Phase.HANDOVER
    assert scene.privacy.viewer is None and scene.table.legal == offered == []


def test_in_the_handover_input_plays_nothing_and_asks_no_hint():
    ctx, scene = hot_seat_in_handover()
    seat = scene.match.to_move
    device = device_for(scene.bindings[seat])
    for action in (Action.RIGHT, Action.CONFIRM, Action.ALT, Action.EXTRA):
        press(ctx, action, device)
    assert scene.match.moves == [] and scene.phase is Phase.HANDOVER
    press(ctx, Action.HINT, device)
    assert scene.hint.key is None and scene.hint.asked == 0
    assert scene.chrome.message == "Hints are for the player whose turn it is."


def test_the_phase_decides_the_view_the_banner_and_the_hint_button():
    ctx, scene = hot_seat_in_handover()
    seat = scene.match.to_move
    assert scene.banner()[0].startswith(scene.seats[seat].name) and not scene.animating
    ctx.stack.update(DT)  # up goes the curtain
    press(ctx, Action.CONFIRM, device_for(scene.bindings[seat]))
    assert scene.phase is Phase.HUMAN_TURN and scene.privacy.viewer == seat
    assert scene.table.legal == scene.match.legal_moves(), "its moves are offered now"
    assert scene.table.view == scene.match.view(seat)


def test_no_move_lands_while_the_curtain_is_up():
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("pass", {0: "mouse-keyboard", 1: 4}, 2, 1))
    ctx.stack.update(DT)
    assert scene.phase is Phase.CURTAIN
    moves = list(scene.match.moves)
    with pytest.raises(IllegalMove, match="lifts the curtain first"):
        scene.apply_phone_move(scene.match.legal_moves()[0])
    assert scene.match.moves == moves and scene.phase is Phase.CURTAIN
    assert not scene.try_move(scene.match.legal_moves()[0])
    assert scene.match.moves == moves and "curtain" in scene.chrome.message


def test_a_single_human_never_sees_a_curtain_and_undo_rewinds_to_their_turn():
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("pass", {0: "shared"}, 3, 8))
    rng = random.Random(8)
    for _ in range(3000):
        assert scene.phase is not Phase.HANDOVER and scene.phase is not Phase.CURTAIN
        if scene.phase is Phase.HUMAN_TURN and scene.match.moves:
            break
        if scene.bots.thinking:
            scene.bots.wait(5)
        if scene.phase is Phase.HUMAN_TURN:
            assert scene.try_move(rng.choice(scene.match.legal_moves()))
        ctx.stack.update(DT)
    assert scene.phase is Phase.HUMAN_TURN
    scene.try_move(rng.choice(scene.match.legal_moves()))
    assert scene.phase is not Phase.HUMAN_TURN or scene.match.to_move == 0
    scene.undo()
    assert scene.phase is Phase.HUMAN_TURN and scene.match.to_move == 0
