"""Hint requests on the phone protocol, answered as `serve` answers them: the seat to move
gets its hint on its own socket only; a request out of turn, malformed or at a table without
hints is refused and changes nothing; hints asked are counted."""
from __future__ import annotations

import json

import pytest
from phone_helpers import hub_for, hub_phone, next_message, until_queued
from test_net_protocol import joined, quick_denial  # noqa: F401

from game.net import server
from game.net.hints import HINTS_OFF, NOT_A_REQUEST, ServedHints, is_hint_request
from game.net.serve import handle_phones

pytestmark = pytest.mark.asyncio


async def served_hint(ws, match, hub, hints, text="hint"):
    """Send `text` and, once the server has queued it, let the owner thread take it, as
    serve's loop does."""
    await ws.send_str(text)
    await until_queued(hub)
    handle_phones(match, hub, hints)


def tables(hub) -> dict[int, tuple]:
    """Each phone seat's latest table: its move count and view."""
    return {seat: (state["moves"], state["view"]) for seat, text in hub.latest().items()
            if (state := json.loads(text))}


async def no_message(ws, kind: str) -> None:
    """Nothing of type `kind` arrives on `ws` (every message queued so far is read)."""
    while True:
        try:
            message = json.loads(await ws.receive_str(timeout=0.2))
        except TimeoutError:
            return
        assert message["type"] != kind, message


async def test_only_the_word_hint_is_a_hint_request():
    assert is_hint_request("hint") and is_hint_request(" HINT now")
    assert not is_hint_request("") and not is_hint_request("take")
    assert not is_hint_request("hints") and not is_hint_request("play 6-6")


async def test_the_seat_to_move_gets_its_hint_on_its_own_socket_only(aiohttp_client):
    match, hub = hub_for("dominoes", 2, [0, 1])
    hub.hints_allowed = True  # as serve's loop sets it
    hub.publish(match)
    client = await aiohttp_client(server.make_app(hub))
    mover = match.to_move
    ws, state = await joined(client, hub, mover)
    other, _ = await joined(client, hub, 1 - mover)
    assert state["hints"] is True
    hints = ServedHints(seed=5, think_time=0.05)
    await served_hint(ws, match, hub, hints)
    assert await next_message(ws) == {"type": "hint", "moves": 0, "thinking": True}
    answer = await next_message(ws, "hint")
    assert answer["moves"] == 0 and answer["thinking"] is False
    assert answer["hint"]["seat"] == mover
    assert answer["hint"]["move"] in [str(m) for m in match.legal_moves()]
    assert answer["lines"][0].startswith(answer["hint"]["move"].split()[0].capitalize())
    assert match.moves == [] and hints.asked == 1
    await served_hint(ws, match, hub, hints)  # asked again here: the same answer, no search
    assert await next_message(ws, "hint") == answer and hints.asked == 1
    await no_message(other, "hint")


async def test_out_of_turn_malformed_and_hintless_requests_are_refused(aiohttp_client):
    match, hub = hub_for("take-or-pass", 3, [0, 1, 2])
    client = await aiohttp_client(server.make_app(hub))
    mover = match.to_move
    ws, _ = await joined(client, hub, mover)
    waiting, _ = await joined(client, hub, (mover + 1) % 3)
    hints = ServedHints(seed=5, think_time=0.05)
    before = tables(hub)
    await served_hint(waiting, match, hub, hints)
    assert "Wait for your turn" in (await next_message(waiting, "refused"))["message"]
    await served_hint(ws, match, hub, hints, "hint take")
    assert (await next_message(ws, "refused"))["message"] == NOT_A_REQUEST
    await served_hint(ws, match, hub, None)  # a table that gives no hints
    assert (await next_message(ws, "refused"))["message"] == HINTS_OFF
    assert match.moves == [] and hints.asked == 0 and tables(hub) == before
    await no_message(ws, "hint")
    await no_message(waiting, "hint")


async def test_answers_go_to_the_socket_holding_the_seat_when_they_are_sent():
    """A reload (or a dropped phone coming back) that takes the seat over before the owner
    thread answers gets the hint and the refusal its old socket asked for; the old socket
    and the other seat get nothing of them."""
    match, hub = hub_for("dominoes", 2, [0, 1])
    hub.hints_allowed = True
    mover = match.to_move
    asking, other = hub_phone(hub, mover), hub_phone(hub, 1 - mover)
    hub.submit(mover, "hint", asking)
    hub.submit(mover, "play 9-9", asking)
    reloaded = hub_phone(hub, mover)
    handle_phones(match, hub, ServedHints(seed=5, think_time=0.05))
    replies = [[m for m in phone if m["type"] != "state"] for phone in (asking, reloaded, other)]
    assert [[m["type"] for m in r] for r in replies] == [[], ["hint", "hint", "refused"], []]
    thinking, answer, refused = replies[1]
    assert thinking["thinking"] and answer["hint"]["seat"] == mover
    assert "9-9" in refused["message"] and match.moves == []
