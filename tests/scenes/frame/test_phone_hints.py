"""Hints asked from a phone at the TV's table: searched off the frame loop by the table's
HintAsker, sent to the asking seat's phone only, never shown on the TV, counted."""
from __future__ import annotations

import threading

import pygame
import test_phone_table
from test_flow_driver import press
from test_phone_table import bring_turn_to_a_phone, phone, step

from game.ai.hint import hint_at
from game.engine.context import make_test_context
from game.engine.intents import MOUSE, Action
from game.engine.theme import SCREEN_SIZE
from game.net.hints import HINTS_OFF, NOT_A_REQUEST
from scenes.frame import hint_panel
from scenes.frame.hint_panel import HINT_BUTTON
from scenes.screens.lesson import start_lesson

table = test_phone_table.table  # Take or Pass, seats 0 and 1 on phones, a bot in seat 2


def hints_in(inbox: list) -> list[dict]:
    return [m for m in inbox if m and m["type"] == "hint"]


def refusal(inbox: list) -> dict:
    return [m for m in inbox if m and m["type"] == "refused"][-1]


def held_searches(monkeypatch) -> tuple[threading.Event, list]:
    """Hold every hint search until the test sets the returned event (so it is surely still
    thinking however slow the machine); the list gets each answer as it is found."""
    release, answered = threading.Event(), []

    def held_search(*args):
        assert release.wait(20), "the test never released the search"
        answered.append(hint_at(*args))
        return answered[-1]

    monkeypatch.setattr(hint_panel, "hint_at", held_search)
    return release, answered


def ask(ctx, scene, inboxes: dict, seat: int, text: str = "hint") -> None:
    """The phone of `seat` sends `text`; one frame takes it."""
    scene.phones.hub.submit(seat, text, inboxes[seat])
    step(ctx, 1)


def test_the_phone_to_move_gets_its_hint_alone_and_the_tv_shows_nothing(table, monkeypatch):
    ctx, scene = table
    inboxes = {0: phone(scene, 0), 1: phone(scene, 1)}
    seat = bring_turn_to_a_phone(ctx, scene)
    scene.hint.think_time = 0.05
    release, _ = held_searches(monkeypatch)
    moves = len(scene.match.moves)
    assert inboxes[seat][-1]["hints"] is True, "the state tells the phone to offer hints"
    ask(ctx, scene, inboxes, seat)
    assert hints_in(inboxes[seat]) == [{"type": "hint", "moves": moves, "thinking": True}]
    assert scene.hint.thinking and scene.hint.asked == 1 and not scene.hint.shown
    panels = []
    monkeypatch.setattr(hint_panel, "draw_advice", lambda *args: panels.append(args))
    release.set()
    scene.hint.wait(20)
    step(ctx, 1)
    ctx.stack.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    assert panels == [], "the TV never shows a phone's hint"
    answer = hints_in(inboxes[seat])[-1]
    assert answer["moves"] == moves and not answer["thinking"]
    assert answer["hint"]["move"] in [str(m) for m in scene.match.legal_moves()]
    assert answer["hint"]["move"] == str(scene.hint.hint.move)
    assert answer["lines"][0] == scene.hint.hint.reasons[0]
    assert hints_in(inboxes[1 - seat]) == [], "the other phone hears nothing of it"
    assert len(scene.match.moves) == moves
    ask(ctx, scene, inboxes, seat)  # again at the same position: no new search, not counted
    assert scene.hint.asked == 1 and hints_in(inboxes[seat])[-1] == answer
    ask(ctx, scene, inboxes, seat, answer["hint"]["move"])
    assert len(scene.match.moves) == moves + 1 and scene.hint.key is None
    assert scene.hint.asked == 1, "the count the history keeps still holds the phone's hint"


def test_out_of_turn_malformed_and_switched_off_requests_are_refused(table):
    ctx, scene = table
    inboxes = {0: phone(scene, 0), 1: phone(scene, 1)}
    seat = bring_turn_to_a_phone(ctx, scene)
    moves = len(scene.match.moves)
    refusals = []
    for sender, text in ((1 - seat, "hint"), (seat, "hint me please")):
        ask(ctx, scene, inboxes, sender, text)
        refusals.append(refusal(inboxes[sender]))
    scene.hints_allowed = False
    ask(ctx, scene, inboxes, seat)
    refusals.append(refusal(inboxes[seat]))
    assert len({id(r) for r in refusals}) == 3, "each request got its own refusal"
    assert "Wait for your turn" in refusals[0]["message"]
    assert refusals[1]["message"] == NOT_A_REQUEST and refusals[2]["message"] == HINTS_OFF
    assert scene.hint.key is None and scene.hint.asked == 0
    assert len(scene.match.moves) == moves
    assert hints_in(inboxes[0]) == hints_in(inboxes[1]) == []


def test_a_hint_still_thinking_when_the_turn_moves_on_is_never_sent(table, monkeypatch):
    ctx, scene = table
    inboxes = {0: phone(scene, 0), 1: phone(scene, 1)}
    seat = bring_turn_to_a_phone(ctx, scene)
    scene.hint.think_time = 0.05
    release, answered = held_searches(monkeypatch)
    moves = len(scene.match.moves)
    ask(ctx, scene, inboxes, seat)
    search = scene.hint.thread
    ask(ctx, scene, inboxes, seat, "take")  # played while the search is surely still on
    assert len(scene.match.moves) == moves + 1 and scene.hint.key is None
    assert search.is_alive() and answered == []
    release.set()
    search.join(20)
    assert not search.is_alive() and len(answered) == 1, "the search did answer, late"
    step(ctx, 3)
    assert [h["thinking"] for h in hints_in(inboxes[seat])] == [True]
    assert scene.phones.hints.waiting is None and scene.hint.asked == 1


def test_the_guided_deal_gives_no_hint_even_from_the_button():
    ctx = make_test_context()
    scene = start_lesson(ctx, "take-or-pass", fresh=True)
    x, y, w, h = HINT_BUTTON
    press(ctx, Action.POINT, MOUSE, (x + w // 2, y + h // 2))
    press(ctx, Action.SELECT, MOUSE, (x + w // 2, y + h // 2))
    press(ctx, Action.HINT, MOUSE)
    assert scene.hint.key is None and scene.hint.asked == 0
