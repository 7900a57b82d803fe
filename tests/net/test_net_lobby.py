"""The table's one code (game/net/lobby.py): phones pick a free phone seat before the match."""
from __future__ import annotations

import json

import pytest
from aiohttp import WSMsgType
from phone_helpers import FakePhone, faces_for, hub_phone, next_message, until, until_queued

from game.net import server
from game.net.hub import PhoneHub
from game.net.lobby import NOT_A_PHONE_SEAT, NOT_A_PICK, NOT_FREE, read_pick
from game.net.payload import to_json
from game.registry import get_game


@pytest.fixture(autouse=True)
def quick_denial(monkeypatch):
    monkeypatch.setattr(server, "DENIED_DELAY", 0)


def lobby_hub(players: int = 4, phones: tuple[int, ...] = (0, 2)) -> PhoneHub:
    hub = PhoneHub(faces_for(players, list(phones)))
    hub.open_lobby("PASS")
    return hub


async def in_lobby(client, hub):
    ws = await client.ws_connect("/ws")
    await ws.send_str(hub.lobby.key)
    return ws, await next_message(ws, "lobby")


@pytest.mark.asyncio
async def test_the_lobby_shows_the_free_phone_seats_and_its_socket_holds_the_picked_seat(
        aiohttp_client):
    hub = lobby_hub()
    client = await aiohttp_client(server.make_app(hub))
    ws, lobby = await in_lobby(client, hub)
    assert lobby["free"] == [0, 2] and lobby["names"] == hub.names and lobby["title"] == "PASS"
    await ws.send_str("seat 2")
    seated = await next_message(ws, "seated")
    assert seated == {"type": "seated", "seat": 2, "token": hub.token(2)}
    assert hub.connected(2)  # the same socket holds the seat: no second connection
    hub.wait("PASS")
    waiting = await next_message(ws, "waiting")
    assert waiting["seat"] == 2 and waiting["names"] == hub.names
    other, lobby = await in_lobby(client, hub)
    assert lobby["free"] == [0]
    # The match starts: the lobby closes, and the socket that picked keeps its seat and plays.
    hub.close_lobby("The match has started.")
    assert (await next_message(other))["type"] == "released"
    match = get_game("pass").new_match(4, 1)
    hub.publish(match)
    state = await next_message(ws)
    assert state["type"] == "state" and state["seat"] == 2
    assert state["view"] == json.loads(json.dumps(to_json(match.view(2))))
    await ws.send_str("pass")
    await until_queued(hub)
    assert hub.take_moves() == [(2, "pass")]


@pytest.mark.asyncio
async def test_a_phone_seated_from_the_lobby_comes_back_to_its_seat_with_the_token(
        aiohttp_client):
    hub = lobby_hub()
    client = await aiohttp_client(server.make_app(hub))
    ws, _ = await in_lobby(client, hub)
    await ws.send_str("seat 0")
    token = (await next_message(ws, "seated"))["token"]
    hub.wait("PASS")
    await next_message(ws, "waiting")
    await ws.close()  # the phone dropped
    await until(lambda: not hub.connected(0), "the dropped socket let its seat go")
    assert not hub.connected(0) and hub.lobby.free_seats() == [2]  # picked: kept for it
    back = await client.ws_connect("/ws")
    await back.send_str(token)
    assert (await next_message(back))["type"] == "waiting" and hub.connected(0)
    again, _ = await in_lobby(client, hub)  # a reload that reconnects takes the seat over
    await again.send_str("seat 0")
    assert "not free" in (await next_message(again, "error"))["message"]
    newer = await client.ws_connect("/ws")
    await newer.send_str(token)
    assert (await next_message(newer))["type"] == "waiting"
    assert (await next_message(back))["type"] == "replaced"


@pytest.mark.asyncio
async def test_a_seat_cannot_be_picked_twice_nor_one_off_phones_and_junk_is_told_what_to_send(
        aiohttp_client):
    hub = lobby_hub()
    client = await aiohttp_client(server.make_app(hub))
    first, _ = await in_lobby(client, hub)
    second, _ = await in_lobby(client, hub)
    await first.send_str("seat 0")
    assert (await next_message(first, "seated"))["seat"] == 0
    update = await next_message(second, "lobby")  # the other phone sees seat 0 go
    assert update["free"] == [2]
    for pick, why in (("seat 0", NOT_FREE), ("seat 1", NOT_A_PHONE_SEAT),
                      ("seat 9", NOT_A_PHONE_SEAT), ("take", NOT_A_PICK),
                      ("seat -1", NOT_A_PICK), ("seat 2x", NOT_A_PICK)):
        await second.send_str(pick)
        assert (await next_message(second, "error"))["message"] == why, pick
        assert (await next_message(second))["free"] == [2], "the seats are shown again"
    assert hub.lobby.picked(0) and not hub.lobby.picked(2)


@pytest.mark.asyncio
async def test_a_wrong_lobby_code_is_denied_and_a_seat_token_does_not_open_the_lobby(
        aiohttp_client):
    hub = lobby_hub()
    client = await aiohttp_client(server.make_app(hub))
    ws = await client.ws_connect("/ws")
    key = hub.lobby.key
    await ws.send_str(key[:-1] + ("y" if key.endswith("z") else "z"))  # one letter off
    assert (await next_message(ws))["type"] == "denied"
    ws = await client.ws_connect("/ws")
    await ws.send_str(hub.token(0))  # a seat's token opens the seat, never the lobby
    hub.wait("PASS")
    assert (await next_message(ws))["type"] == "waiting"


@pytest.mark.asyncio
async def test_a_table_without_a_lobby_denies_every_code(aiohttp_client):
    hub = PhoneHub(faces_for(3, [0]))
    client = await aiohttp_client(server.make_app(hub))
    ws = await client.ws_connect("/ws")
    await ws.send_str("a" * 10)
    assert (await next_message(ws))["type"] == "denied"


def test_read_pick_accepts_only_seat_and_a_number():
    assert read_pick("seat 3") == 3
    assert [read_pick(t) for t in ("seat", "seat ", "seat x", "Seat 1", "seat 1 2", "",
                                    "seat ²", "seat ١")] == [None] * 8


def test_reseating_gives_new_phone_seats_tokens_and_tells_a_phone_whose_seat_left():
    hub = lobby_hub(4, (0, 2))
    phone = hub_phone(hub, 2)
    token0 = hub.token(0)
    looking = FakePhone()
    hub.lobby.join(looking)
    hub.reseat(faces_for(4, [0, 3]))  # seat 2 became a bot, seat 3 a phone
    assert hub.phone_seats == [0, 3] and hub.token(0) == token0
    assert phone[-2]["type"] == "released" and "no longer played on a phone" in \
        phone[-2]["message"] and phone[-1] is None
    assert hub.seat_for(token0) == 0
    assert looking[-1]["free"] == [0, 3]
    hub.reseat(faces_for(2, [0]))  # fewer players: seat 3 is gone
    assert hub.phone_seats == [0] and looking[-1]["free"] == [0]


def test_freeing_a_picked_seat_offers_it_again_with_a_new_token():
    hub = lobby_hub(3, (1,))
    token = hub.lobby.pick(1)
    assert token == hub.token(1) and hub.lobby.free_seats() == []
    hub.kick(1, "freed")
    assert hub.lobby.free_seats() == [1] and hub.token(1) != token
    assert hub.seat_for(token) is None


def test_waiting_is_what_a_reconnecting_phone_gets_until_the_match_publishes():
    hub = lobby_hub(3, (0,))
    hub.wait("Take or Pass")
    assert hub_phone(hub, 0)[-1]["type"] == "waiting"
    match = get_game("take-or-pass").new_match(3, 1)
    hub.publish(match)
    assert hub_phone(hub, 0)[-1]["type"] == "state"


@pytest.mark.asyncio
async def test_once_the_match_starts_the_lobby_code_is_refused_and_its_phones_told(
        aiohttp_client):
    hub = lobby_hub()
    client = await aiohttp_client(server.make_app(hub))
    looking, _ = await in_lobby(client, hub)
    key = hub.lobby.key
    hub.close_lobby("The match has started.")
    assert (await next_message(looking)) == {"type": "released",
                                             "message": "The match has started."}
    late = await client.ws_connect("/ws")
    await late.send_str(key)
    assert (await next_message(late))["type"] == "denied"


@pytest.mark.asyncio
async def test_a_lobby_socket_is_rate_limited_and_its_frames_size_limited(aiohttp_client):
    hub = lobby_hub()
    client = await aiohttp_client(server.make_app(hub))
    ws, _ = await in_lobby(client, hub)
    for _ in range(server.BURST + 5):
        await ws.send_str("seat 9")
    errors = [(await next_message(ws, "error"))["message"] for _ in range(server.BURST + 5)]
    assert errors[0] == NOT_A_PHONE_SEAT
    assert sum("Too many" in e for e in errors) >= 3  # the burst spent, the rest refused
    await ws.send_str("x" * (server.MAX_FRAME + 1))
    closing = await ws.receive()
    while closing.type == WSMsgType.TEXT:
        closing = await ws.receive()
    assert closing.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)


def test_a_token_revoked_before_its_socket_attaches_gets_no_seat():
    hub = lobby_hub(3, (0,))
    old = hub.token(0)
    hub.kick(0, "freed")
    assert hub.attach(old, FakePhone()) is None and not hub.connected(0)
    assert hub.lobby.pick(0) == hub.token(0)  # still free: nothing attached


def test_the_lobby_never_hands_out_a_seat_a_phone_holds():
    hub = lobby_hub(3, (0, 1))
    hub_phone(hub, 1)  # joined with its own code, never picked here
    assert hub.lobby.free_seats() == [0] and hub.lobby.pick(1) is None


def test_the_socket_that_picks_a_seat_leaves_the_lobby_as_it_picks():
    hub = lobby_hub(3, (0, 1))
    picking, looking = FakePhone(), FakePhone()
    hub.lobby.join(picking)
    hub.lobby.join(looking)
    assert hub.lobby.pick(0, picking) == hub.token(0)
    hub.close_lobby("The match has started.")  # before its socket got to attach
    assert [m["type"] for m in picking] == ["lobby"]  # only the seats it saw: not let go
    assert looking[-2]["type"] == "released" and looking[-1] is None
