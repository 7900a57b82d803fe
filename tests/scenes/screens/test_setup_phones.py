"""Phones join from setup: one code to pick a seat, kept when the match starts."""
from __future__ import annotations

import socket

import pygame
import pytest
from phone_helpers import hub_phone

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.loop import GameLoop
from game.net.payload import to_json
from scenes.frame.phone_join import PhoneJoinOverlay
from scenes.frame.phone_seats import HOST_VARIABLE
from scenes.frame.table import TableScene
from scenes.screens.setup import SetupScene
from scenes.screens.setup_phones import QR_CENTRE_X, QR_TOP, SHEET, SetupPhonesOverlay

DT = 1 / 60


@pytest.fixture
def setup(monkeypatch):
    """Take or Pass setup for 4 (seat 3 a bot) on loopback; every server stopped after."""
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")
    ctx = make_test_context()
    scene = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(scene)
    scene.model.set_players(4)
    for seat in (1, 2):
        scene.model.seats[seat].bot = None  # seats 0-2 human, no device joined; 3 a bot
    scene.activate("phones")
    yield ctx, scene
    for held in (scene.phones, getattr(ctx.stack.top, "phones", None)):
        if held is not None:
            held.stop()


def picked(phones, seat: int):
    """A phone that picked `seat` with the table's code and connected with its token."""
    token = phones.hub.lobby.pick(seat)
    assert token is not None and phones.hub.seat_for(token) == seat
    return hub_phone(phones.hub, seat)


def labels(scene) -> dict[str, str]:
    return {b.key: b.label for b in scene.focus.controls}


def listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_phones_on_starts_the_server_and_shows_one_code_for_the_free_seats(setup):
    ctx, scene = setup
    overlay = ctx.stack.top
    assert isinstance(overlay, SetupPhonesOverlay) and overlay.focus.focused_key == "done"
    phones = scene.phones
    assert listening(phones.server.port)
    assert overlay.url == phones.lobby_url and "#" in overlay.url
    assert phones.hub.lobby.free_seats() == [0, 1, 2]
    assert labels(scene)["device:0"] == "Phone: waiting"
    assert labels(scene)["phones"] == "Phones on: codes", "it still says phones are on"


def test_a_phone_that_picks_a_seat_keeps_it_into_the_match_without_the_codes_screen(setup):
    ctx, scene = setup
    ctx.stack.pop()  # back to setup
    phones = scene.phones
    scene.model.join(1, 4)  # a pad joins seat 1: seats 0 and 2 stay on phones
    while scene.model.players != 3:  # 5, 6, 7, then round to 3: the bot's seat goes
        scene.activate("players")
    assert phones.seats == [0, 2]
    ann = picked(phones, 0)
    eve = picked(phones, 2)
    assert ann[-1]["type"] == "waiting" and ann[-1]["seat"] == 0
    ctx.stack.update(DT)
    assert labels(scene)["device:0"] == "Phone: joined" and scene.animating
    scene.activate("start")
    table = ctx.stack.top
    assert isinstance(table, TableScene) and table.phones is phones
    assert phones.hub.lobby is None  # from now on only a seat's own code opens it
    assert listening(phones.server.port)  # not stopped when setup left for the table
    assert ann[-1]["type"] == "state" and ann[-1]["view"] == to_json(table.match.view(0))
    assert eve[-1]["seat"] == 2 and eve[-1]["view"] == to_json(table.match.view(2))
    assert not any(isinstance(s, PhoneJoinOverlay) for s in ctx.stack.scenes)


def test_a_seat_that_stops_being_on_a_phone_lets_its_phone_go(setup):
    ctx, scene = setup
    ctx.stack.pop()
    phones = scene.phones
    phone = picked(phones, 2)
    scene.activate("kind:2")  # seat 2 becomes a bot
    assert phone[-2]["type"] == "released" and phone[-1] is None
    assert 2 not in phones.seats and phones.hub.lobby.free_seats() == [0, 1]


def test_the_host_frees_a_seat_or_turns_phones_off_from_the_codes(setup):
    ctx, scene = setup
    overlay = ctx.stack.top
    phones = scene.phones
    phone = picked(phones, 1)
    overlay.update(DT)
    assert [b.key for b in overlay.focus.controls] == ["free:1", "off", "done"]
    overlay.activate("free:1")
    assert phone[-2]["type"] == "released" and "freed your seat" in phone[-2]["message"]
    assert phones.hub.lobby.free_seats() == [0, 1, 2]
    other = picked(phones, 0)
    port = phones.server.port
    overlay.activate("off")
    assert ctx.stack.top is scene and scene.phones is None and not scene.model.phones
    assert other[-2] == {"type": "released", "message": "The host turned phones off."}
    assert not listening(port)
    assert labels(scene)["phones"] == "Phones: off"
    assert labels(scene)["device:0"] != "Phone: waiting"


def test_leaving_setup_stops_the_server_and_phones_on_is_remembered(setup):
    ctx, scene = setup
    ctx.stack.pop()
    port = scene.phones.server.port
    scene.activate("back")
    assert not listening(port) and scene.phones is None
    again = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(again)  # remembered on: the server starts with the screen
    try:
        assert again.model.phones and again.phones is not None
        assert listening(again.phones.server.port)
    finally:
        ctx.stack.pop()
    assert again.phones is None


def test_a_server_that_cannot_listen_is_said_and_phones_stay_off(monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, "8.8.8.8")  # not this machine's, not local: refused
    ctx = make_test_context()
    scene = SetupScene(ctx, "pass")
    ctx.stack.push(scene)
    scene.activate("phones")
    assert scene.phones is None and not scene.model.phones
    assert ctx.stack.top is scene and "local-network" in scene.message


def test_the_codes_screen_fits_seven_seats_and_draws(monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, "127.0.0.1")
    ctx = make_test_context()
    scene = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(scene)
    scene.model.set_players(7)
    for seat in scene.model.seats:
        seat.bot = None
    scene.activate("phones")
    overlay = ctx.stack.top
    try:
        for seat in scene.phones.seats:
            picked(scene.phones, seat)
        overlay.update(DT)
        sheet = pygame.Rect(SHEET)
        rows = [overlay.seat_rect(r) for r in range(7)]
        buttons = [pygame.Rect(b.rect) for b in overlay.focus.controls]
        assert len(buttons) == 9
        assert all(sheet.contains(r) for r in rows + buttons)
        assert all(not a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1:])
        assert buttons[-1].top > rows[-1].bottom  # Phones off / Done under the last seat
        surface = pygame.Surface(theme.SCREEN_SIZE)
        ctx.stack.draw(surface, 0.0)
        qr = overlay.code.get_rect(midtop=(QR_CENTRE_X, QR_TOP))
        assert qr.colliderect(sheet) and not any(qr.colliderect(r) for r in rows)
    finally:
        scene.phones.stop()


def test_switching_the_game_keeps_the_phones_and_their_seats(setup):
    ctx, scene = setup
    ctx.stack.pop()
    phones = scene.phones
    ann = picked(phones, 0)
    scene.activate("game")
    assert scene.model.slug != "take-or-pass" and scene.phones is phones
    assert ann[-1] is not None and ann[-1]["type"] == "waiting"
    assert ann[-1]["title"] == scene.model.game.name


def test_a_phone_joining_redraws_setup_once_and_then_it_is_idle_again(setup):
    ctx, scene = setup
    ctx.stack.pop()
    surface = pygame.Surface(theme.SCREEN_SIZE)
    ctx.stack.update(DT)
    ctx.stack.draw(surface, 0.0)
    scene.message_time = 0.0
    assert not scene.animating  # nothing changes: no frame needs drawing
    picked(scene.phones, 0)
    ctx.stack.update(DT)
    assert scene.animating  # the Device button now says joined: draw it
    ctx.stack.draw(surface, 0.0)
    ctx.stack.update(DT)
    assert not scene.animating  # once drawn, idle again


def test_the_codes_screen_rests_until_a_phone_comes_then_shows_it(setup):
    ctx, scene = setup
    overlay = ctx.stack.top
    clock = [0.0]

    def tick() -> None:
        clock[0] += DT

    loop = GameLoop(ctx, surface=pygame.Surface(theme.SCREEN_SIZE), clock=lambda: clock[0],
                    throttle=tick, waiting=lambda: False)
    for _ in range(3):
        loop.cycle()
    overlay.message_time = 0.0
    for _ in range(3):
        loop.cycle()
    assert loop.rested > 0, "nothing changes on the codes screen: the loop rests"
    drawn = loop.drawn
    picked(scene.phones, 1)
    assert overlay.woken and not loop.still(), "a phone picking a seat ends the rest"
    loop.frame()
    assert loop.drawn == drawn + 1 and not overlay.woken, "and is drawn in the next frame"
    assert [b.key for b in overlay.focus.controls] == ["free:1", "off", "done"]
