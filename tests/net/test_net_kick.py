"""The host frees a phone seat (kick) or gives it to a bot: the old token is refused from then
on, a kicked seat's new token opens it, and nothing the old socket sends is played."""
from __future__ import annotations

import asyncio

import pytest
from phone_helpers import hub_for, hub_phone, next_message

from game.net import server
from game.net.serve import handle_phones

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def quick_denial(monkeypatch):
    monkeypatch.setattr(server, "DENIED_DELAY", 0)


async def hello(client, token):
    """A socket that showed `token`, and the first message it got."""
    ws = await client.ws_connect("/ws")
    await ws.send_str(token)
    return ws, await next_message(ws)


async def test_a_kicked_token_is_refused_and_the_seats_new_token_opens_it(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0, 1])
    client = await aiohttp_client(server.make_app(hub))
    old = hub.token(0)
    ws, state = await hello(client, old)
    assert state["type"] == "state"
    hub.kick(0, "The host freed your seat for another phone.")
    told = await next_message(ws)
    assert told == {"type": "released", "message": "The host freed your seat for another phone."}
    assert not hub.connected(0) and hub.token(0) != old and 0 in hub.phone_seats
    _stale, answer = await hello(client, old)
    assert answer["type"] == "denied"
    _new, state = await hello(client, hub.token(0))
    assert state["type"] == "state" and state["seat"] == 0 and hub.connected(0)


async def test_a_seat_given_to_a_bot_refuses_its_old_token(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0, 1])
    client = await aiohttp_client(server.make_app(hub))
    old = hub.token(0)
    ws, _ = await hello(client, old)
    hub.release(0, "The host gave your seat to a bot.")
    assert (await next_message(ws))["type"] == "released"
    _stale, answer = await hello(client, old)
    assert answer["type"] == "denied"
    assert hub.phone_seats == [1] and hub.faces[0].kind == "bot"


async def test_a_move_from_a_socket_that_lost_its_seat_is_never_played(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0, 1, 2])
    seat = match.to_move
    kicked = hub_phone(hub, seat)
    hub.kick(seat, "Freed.")
    assert kicked[-2]["type"] == "released" and kicked[-1] is None
    hub.submit(seat, "take", kicked)  # sent before its socket closed
    replaced = hub_phone(hub, seat)
    hub_phone(hub, seat)  # a reload takes the seat over
    hub.submit(seat, "take", replaced)
    await asyncio.sleep(0)
    handle_phones(match, hub)
    assert match.moves == []


async def test_every_message_carries_the_seats_names_colours_and_symbols(aiohttp_client):
    match, hub = hub_for("pass", 3, [1])
    client = await aiohttp_client(server.make_app(hub))
    _ws, state = await hello(client, hub.token(1))
    assert state["names"] == ["Seat 1", "Seat 2", "Seat 3"]
    assert state["colours"] == ["#e69f00", "#56b4e9", "#009e73"]
    assert state["symbols"] == ["circle", "square", "triangle"]
    assert state["kinds"] == ["bot", "phone", "bot"]
