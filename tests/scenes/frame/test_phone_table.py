"""The TV with seats on phones: no curtain, moves from the phone queue, waiting, bot takeover."""
from __future__ import annotations

import socket

import pygame
import pytest
from phone_helpers import hub_phone
from test_flow_driver import DT

from game.engine.context import make_test_context
from game.engine.scene import Scene
from game.net.payload import to_json
from scenes.app import flow
from scenes.frame.curtain import CurtainScene
from scenes.frame.match_setup import PHONE, MatchSetup, default_seat
from scenes.frame.phone_join import SHEET, PhoneJoinOverlay
from scenes.frame.phone_seats import HOST_VARIABLE, waiting_words
from scenes.screens.setup_model import SetupModel


@pytest.fixture
def table(monkeypatch):
    """Take or Pass with seats 0 and 1 on phones and a bot in seat 2, served on loopback."""
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")
    ctx = make_test_context()
    seats = [default_seat(0), default_seat(1), default_seat(2, "random")]
    seats[0].device = seats[1].device = PHONE
    scene = flow.start_match(ctx, MatchSetup("take-or-pass", seats, {"games": 1}, seed=4))
    assert isinstance(ctx.stack.top, PhoneJoinOverlay)  # the codes come first
    ctx.stack.pop()
    yield ctx, scene
    scene.exit()


def phone(scene, seat):
    """A phone holding `seat` through the hub (no socket needed on the TV side)."""
    return hub_phone(scene.phones.hub, seat)


def step(ctx, frames=3):
    """Run frames as the loop does: update, then (the picture presented) the after-present
    work, which sends the phones the table."""
    for _ in range(frames):
        ctx.stack.update(DT)
        ctx.stack.after_present()


def bring_turn_to_a_phone(ctx, scene):
    for _ in range(600):
        if scene.match.to_move in (0, 1):
            return scene.match.to_move
        step(ctx)
        scene.bots.wait()
    raise AssertionError("the bot never passed the turn on")


def test_phone_seats_get_no_curtain_and_the_tv_shows_the_public_view(table):
    ctx, scene = table
    phone(scene, 0), phone(scene, 1)
    bring_turn_to_a_phone(ctx, scene)
    step(ctx)
    assert not any(isinstance(s, CurtainScene) for s in ctx.stack.scenes)
    assert scene.privacy.viewer is None and scene.humans == []


def test_a_phone_move_is_played_and_a_wrong_one_refused(table):
    ctx, scene = table
    inboxes = {0: phone(scene, 0), 1: phone(scene, 1)}
    seat = bring_turn_to_a_phone(ctx, scene)
    other = 1 - seat
    before = len(scene.match.moves)
    scene.phones.hub.submit(other, "take", inboxes[other])
    scene.phones.hub.submit(seat, "fold", inboxes[seat])
    step(ctx, 1)
    assert len(scene.match.moves) == before
    assert any(m and m["type"] == "refused" and "turn" in m["message"] for m in inboxes[other])
    assert any(m and m["type"] == "refused" for m in inboxes[seat])
    assert not scene.woken, "nothing from the phones waits: the loop may rest"
    scene.phones.hub.submit(seat, "take", inboxes[seat])
    assert scene.woken, "a phone's move wakes a resting loop"
    step(ctx, 1)
    assert [str(m) for m in scene.match.moves[before:]] == ["take"]
    assert inboxes[seat][-1]["type"] == "state" and inboxes[seat][-1]["moves"] == before + 1


def test_the_match_waits_for_an_away_phone_and_the_host_can_give_it_to_a_bot(table):
    ctx, scene = table
    seat = bring_turn_to_a_phone(ctx, scene)
    hub = scene.phones.hub
    phone(scene, 1 - seat)
    moves = len(scene.match.moves)
    step(ctx, 30)
    assert len(scene.match.moves) == moves
    assert scene.banner()[0] == waiting_words(scene.seats[seat].name)
    phone(scene, seat)
    assert "your turn (on your phone)" in scene.banner()[0]
    token = hub.token(seat)
    hub.detach(seat, hub.sender(seat))  # the phone's Wi-Fi drops
    assert scene.phones_to_bots() == [scene.seats[seat].name]
    assert hub.seat_for(token) is None and scene.phones.holds(1 - seat)
    assert scene.bots.is_bot(seat) and not scene.phones.holds(seat)
    for _ in range(600):
        if len(scene.match.moves) > moves:
            break
        step(ctx)
        scene.bots.wait()
    assert scene.match.movers[moves] == seat


def test_the_server_stops_with_the_match(table):
    ctx, scene = table
    port = scene.phones.server.port
    scene.exit()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


def test_pause_offers_the_codes_or_a_bot_for_an_away_phone(table):
    ctx, scene = table
    phone(scene, 0)
    phone(scene, 1)
    scene.open_pause()
    labels = [b.label for b in ctx.stack.top.buttons()]
    assert "Phone codes" in labels
    ctx.stack.top.activate("codes")
    assert isinstance(ctx.stack.top, PhoneJoinOverlay)
    ctx.stack.pop()
    hub = scene.phones.hub
    hub.detach(1, hub.sender(1))
    scene.open_pause()
    assert f"Bot plays for {scene.seats[1].name}" in [b.label for b in ctx.stack.top.buttons()]
    ctx.stack.top.activate("bot")
    assert ctx.stack.top is scene and scene.bots.is_bot(1)
    assert "A bot now plays" in scene.chrome.message


def test_phones_on_puts_every_seat_no_device_joined_on_a_phone():
    model = SetupModel("dominoes")
    model.set_players(3)
    model.cycle_kind(2)  # a bot
    model.join(1, 7)  # pad 7
    model.phones = True
    devices = [s.device for s in model.match_setup(seed=1).seats]
    assert devices[0] == PHONE and devices[1] == 7 and devices[2] != PHONE
    assert SetupModel("dominoes", model.remembered()).phones is True
    model.phones = False
    assert PHONE not in [s.device for s in model.match_setup(seed=1).seats]


def test_the_host_frees_a_joined_phone_seat_from_the_codes_and_a_new_code_opens_it(table):
    ctx, scene = table
    hub = scene.phones.hub
    kicked = phone(scene, 1)
    old = hub.token(1)
    scene.open_pause()
    ctx.stack.top.activate("codes")
    codes = ctx.stack.top
    assert [b.key for b in codes.buttons()] == ["free:1", "play"]
    codes.activate("free:1")
    assert kicked[-2]["type"] == "released" and "new code" in kicked[-2]["message"]
    assert hub.seat_for(old) is None and hub.seat_for(hub.token(1)) == 1
    assert not scene.phones.connected(1) and scene.phones.holds(1)
    assert [b.key for b in codes.focus.controls] == ["play"] and "sent away" in codes.message
    phone(scene, 1)
    codes.update(DT)
    assert [b.key for b in codes.focus.controls] == ["free:1", "play"]


@pytest.mark.parametrize("phones", [1, 3, 5, 6, 7])
def test_the_codes_and_buttons_never_overlap_and_stay_on_the_sheet(monkeypatch, phones):
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")
    ctx = make_test_context()
    seats = [default_seat(i) for i in range(7)]
    for seat in seats[:phones]:
        seat.device = PHONE
    for seat in seats[phones:]:
        seat.bot = "random"
    scene = flow.start_match(ctx, MatchSetup("take-or-pass", seats, {"games": 1}, seed=4))
    try:
        codes = ctx.stack.top
        for seat in scene.phones.seats:
            phone(scene, seat)
        cards = [r.inflate(16, 16) for r in codes.card_rects()]
        buttons = [pygame.Rect(b.rect) for b in codes.buttons()]
        sheet = pygame.Rect(SHEET)
        assert len(buttons) == phones + 1
        for rect in cards + buttons:
            assert sheet.contains(rect)
        play = buttons[-1]
        assert play.collidelist(cards) == -1
        assert all(a.colliderect(b) is False for i, a in enumerate(cards) for b in cards[i + 1:])
        assert cards[0].top > 180  # below the address line
    finally:
        scene.exit()


def finish(scene) -> None:
    """Play the table's match to its end (first legal moves) and show the summary."""
    match = scene.match
    while not match.is_over:
        match.apply_then_deal(match.legal_moves()[0])
    scene.to_summary()


def test_a_rematch_keeps_every_phone_in_its_seat(table):
    ctx, scene = table
    phones = scene.phones
    ann, ben = phone(scene, 0), phone(scene, 1)
    finish(scene)
    summary = ctx.stack.top
    assert summary.phones is phones and ann[-1] is not None  # still seated at the summary
    phones.hub.submit(0, "take", phones.hub.sender(0))  # a tap at the summary
    summary.press("Rematch")
    again = ctx.stack.top
    assert phones.hub.take_moves() == []  # not played in the rematch
    try:
        assert again is not scene and again.phones is phones  # no codes: both are seated
        for seat, held in enumerate((ann, ben)):
            assert phones.connected(seat) and held[-1]["type"] == "state"
            assert held[-1]["moves"] == 0 and held[-1]["view"]["over"] is False
    finally:
        again.exit()


def test_leaving_the_summary_for_the_menu_sends_the_phones_away(table):
    ctx, scene = table
    ann = phone(scene, 0)
    port = scene.phones.server.port
    finish(scene)
    ctx.home = lambda ctx: Scene()  # the menu
    ctx.stack.top.press("Menu")
    assert ann[-2]["type"] == "released" and "table closed" in ann[-2]["message"]
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0


def test_phones_get_the_table_once_after_the_frame_that_shows_it(table):
    """A phone's move is played in the frame's update; the new table goes to every phone
    after that frame is presented, once, and a frame with no change sends nothing."""
    ctx, scene = table
    inboxes = {0: phone(scene, 0), 1: phone(scene, 1)}
    seat = bring_turn_to_a_phone(ctx, scene)
    moves = len(scene.match.moves)
    counts = {s: len(inbox) for s, inbox in inboxes.items()}
    scene.phones.hub.submit(seat, "pass" if scene.match.view(seat).chips[seat] else "take",
                            inboxes[seat])
    ctx.stack.update(DT)
    assert len(scene.match.moves) == moves + 1
    assert {s: len(inbox) for s, inbox in inboxes.items()} == counts, "not before the present"
    ctx.stack.after_present()
    ctx.stack.after_present()
    for s, inbox in inboxes.items():
        assert len(inbox) == counts[s] + 1
        assert inbox[-1]["type"] == "state" and inbox[-1]["seat"] == s
        assert inbox[-1]["moves"] == moves + 1 and inbox[-1]["view"] == to_json(
            scene.match.view(s))


def test_a_phone_coming_back_is_shown_to_the_others_after_the_present(table):
    ctx, scene = table
    first = phone(scene, 0)
    phone(scene, 1)
    hub = scene.phones.hub
    step(ctx, 1)
    hub.detach(1, hub.sender(1))
    step(ctx, 1)
    assert first[-1]["connected"][:2] == [True, False]
    count = len(first)
    again = phone(scene, 1)
    assert again[-1]["type"] == "state", "a phone coming back gets the table at once"
    ctx.stack.update(DT)
    assert len(first) == count
    ctx.stack.after_present()
    assert first[-1]["connected"][:2] == [True, True]
