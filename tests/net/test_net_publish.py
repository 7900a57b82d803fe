"""What a publish sends: each seat's own view and the shared table, built once per publish,
and nothing sent again that a phone already has."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest
from phone_helpers import faces_for, hub_phone

from game.net.hub import PhoneHub
from game.net.payload import LOG_LENGTH, seat_faces
from game.registry import get_game


def plain(value):  # noqa: ANN001, ANN201 - the reference: field by field, no caching
    if dataclasses.is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def expected(match, seat, faces, connected):  # noqa: ANN001, ANN201
    start = max(0, len(match.moves) - LOG_LENGTH)
    return {"type": "state", "game": match.game.slug, "title": match.game.name, "seat": seat,
            **seat_faces(faces), "connected": connected, "options": dict(match.options),
            "moves": len(match.moves), "hints": False,  # a hub answers no hints unless told
            "log": [{"seat": s, "move": str(m)} for s, m in
                    zip(match.movers[start:], match.moves[start:], strict=True)],
            "view": json.loads(json.dumps(plain(match.view(seat))))}


@pytest.mark.parametrize(("slug", "players"), [("take-or-pass", 4), ("pass", 4),
                                               ("dominoes", 4)])
def test_every_message_is_that_seats_own_view_through_a_whole_deal(slug, players):
    """Every move of a random deal (to its scoring, between deals): each phone's message is
    exactly its seat's view (named tuples and dataclasses as objects) and the shared table."""
    phones = [0, 1, 3]
    faces = faces_for(players, phones)
    match = get_game(slug).new_match(players, 5)
    hub = PhoneHub(faces)
    inboxes = {seat: hub_phone(hub, seat) for seat in phones}
    hub.detach(3, hub.sender(3))  # an away phone: "connected" says so
    connected = [True, True, None, False]
    rng = random.Random(2)
    while True:
        hub.publish(match)
        for seat, inbox in inboxes.items():
            if seat != 3:
                assert inbox[-1] == expected(match, seat, faces, connected)
        if match.between_deals or match.is_over:
            break
        match.apply(rng.choice(match.legal_moves()))
    assert match.view(0).result is not None, "the scoring event went out too"
    assert json.loads(hub.latest()[3]) == expected(match, 3, faces, connected)


def test_a_phone_is_not_sent_a_table_it_already_has():
    match = get_game("take-or-pass").new_match(3, 1)
    hub = PhoneHub(faces_for(3, [0, 1]))
    hub.publish(match)
    first = hub_phone(hub, 0)
    assert [m["moves"] for m in first] == [0], "a phone joining gets the latest table"
    second = hub_phone(hub, 1)
    hub.publish(match)  # seat 1 joined: both are told; nothing else changed
    hub.publish(match)
    assert len(first) == 2 and len(second) == 2
    assert first[-1]["connected"] == second[-1]["connected"] == [True, True, None]
    match.apply(match.legal_moves()[0])
    hub.publish(match)
    assert [m["moves"] for m in first[-1:] + second[-1:]] == [1, 1]
    assert len(first) == 3 and len(second) == 3
    again = hub_phone(hub, 0)  # a reload: the latest, even though it was not sent again
    assert again == [first[-1]]
