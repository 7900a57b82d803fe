"""The phone server's protocol, through aiohttp's test client: tokens, views, moves, limits."""
from __future__ import annotations

import pytest
from aiohttp import WSMsgType
from phone_helpers import hub_for, next_message, until, until_queued

from game.net import server
from game.net.serve import handle_phones

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def quick_denial(monkeypatch):
    """Wrong tokens are answered at once in tests (the real delay slows guessing)."""
    monkeypatch.setattr(server, "DENIED_DELAY", 0)


async def joined(client, hub, seat):
    """A socket holding `seat`, after its first state message."""
    ws = await client.ws_connect("/ws")
    await ws.send_str(hub.token(seat))
    return ws, await next_message(ws, "state")


async def test_page_and_its_files_are_served_and_nothing_else(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0])
    client = await aiohttp_client(server.make_app(hub))
    page = await client.get("/")
    assert page.status == 200 and "phone.js" in await page.text()
    assert page.headers["Cache-Control"] == "no-store"
    assert (await client.get("/phone.js")).status == 200
    assert (await client.get("/hint.js")).status == 200 and "hint.js" in await page.text()
    assert (await client.get("/phone.css")).status == 200
    assert (await client.get("/start")).status == 404
    assert (await client.post("/", data="x")).status == 405


async def test_wrong_missing_and_binary_tokens_are_refused(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0, 1])
    client = await aiohttp_client(server.make_app(hub))
    for hello in ("not-a-token", "", hub.token(0) + "x"):
        ws = await client.ws_connect("/ws")
        await ws.send_str(hello)
        assert (await next_message(ws))["type"] == "denied"
        assert (await ws.receive()).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
    ws = await client.ws_connect("/ws")
    await ws.send_bytes(hub.token(0).encode())
    assert (await next_message(ws))["type"] == "denied"
    assert not hub.connected(0)


async def test_a_phone_gets_only_its_own_seats_view(aiohttp_client):
    match, hub = hub_for("pass", 3, [0, 2])
    client = await aiohttp_client(server.make_app(hub))
    ws, state = await joined(client, hub, 2)
    assert state["seat"] == 2
    assert state["view"]["hand"] == list(match.view(2).hand)
    assert state["view"]["hand"] != list(match.view(0).hand)
    assert hub.connected(2) and not hub.connected(0)


async def test_tables_go_out_uncompressed_even_when_the_phone_asks(aiohttp_client):
    """Browsers ask for permessage-deflate; the server declines (it costs its thread)."""
    match, hub = hub_for("take-or-pass", 3, [0])
    client = await aiohttp_client(server.make_app(hub))
    ws = await client.ws_connect("/ws", compress=15)
    assert ws.compress == 0
    await ws.send_str(hub.token(0))
    assert (await next_message(ws, "state"))["seat"] == 0


async def test_take_or_pass_hides_other_seats_chips(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [1])
    client = await aiohttp_client(server.make_app(hub))
    _ws, state = await joined(client, hub, 1)
    assert state["view"]["chips"] == [None, 11, None]


async def test_a_legal_move_is_played_and_an_illegal_one_refused_with_the_rules_sentence(
        aiohttp_client):
    match, hub = hub_for("dominoes", 2, [0, 1])
    client = await aiohttp_client(server.make_app(hub))
    mover = match.to_move
    ws, _ = await joined(client, hub, mover)
    other, _ = await joined(client, hub, 1 - mover)
    await other.send_str("pass")  # not its turn
    await ws.send_str("play 9-9")  # not a tile
    await ws.send_str("drop everything")  # not notation
    await until_queued(hub, 3)
    handle_phones(match, hub)
    assert "turn" in (await next_message(other, "refused"))["message"]
    assert "9-9" in (await next_message(ws, "refused"))["message"]
    assert (await next_message(ws, "refused"))["message"]
    assert match.moves == []
    tile = str(match.legal_moves()[0])
    await ws.send_str(tile)
    await until_queued(hub)
    handle_phones(match, hub)
    state = await next_message(ws, "state")
    while state["moves"] == 0:
        state = await next_message(ws, "state")
    assert [str(m) for m in match.moves] == [tile]
    assert state["log"] == [{"seat": mover, "move": tile}]


async def test_a_second_phone_with_the_token_takes_the_seat_over(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0])
    client = await aiohttp_client(server.make_app(hub))
    first, state = await joined(client, hub, 0)
    second, again = await joined(client, hub, 0)
    assert again["view"] == state["view"]
    assert (await next_message(first))["type"] == "replaced"
    assert (await first.receive()).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
    assert hub.connected(0)


async def test_closing_the_socket_mid_turn_and_coming_back_loses_nothing(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0, 1, 2])
    client = await aiohttp_client(server.make_app(hub))
    seat = match.to_move
    ws, state = await joined(client, hub, seat)
    await ws.close()
    await until(lambda: not hub.connected(seat), "the closed socket let its seat go")
    handle_phones(match, hub)
    ws, back = await joined(client, hub, seat)
    assert back["view"] == state["view"] and back["view"]["to_move"] == seat
    await ws.send_str("take")
    await until_queued(hub)
    handle_phones(match, hub)
    assert [str(m) for m in match.moves] == ["take"]


async def test_flooding_is_answered_with_an_error_and_queues_no_more(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0])
    client = await aiohttp_client(server.make_app(hub))
    ws, _ = await joined(client, hub, 0)
    for _ in range(server.BURST + 10):
        await ws.send_str("pass")
    assert "Too many" in (await next_message(ws, "error"))["message"]
    assert len(hub.take_moves()) <= server.BURST + 1


async def test_overlong_moves_are_refused_and_oversized_frames_close_the_socket(
        aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0])
    client = await aiohttp_client(server.make_app(hub))
    ws, _ = await joined(client, hub, 0)
    await ws.send_str("play " * 50)
    assert "too long" in (await next_message(ws, "error"))["message"]
    await ws.send_str("x" * (server.MAX_FRAME + 1))
    closing = await ws.receive()
    while closing.type == WSMsgType.TEXT:
        closing = await ws.receive()
    assert closing.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
    assert hub.take_moves() == []
