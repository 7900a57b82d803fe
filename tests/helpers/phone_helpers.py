"""Shared helpers for the phone server tests: a hub with a match, and reading messages."""
from __future__ import annotations

import json

from game.net.hub import PhoneHub
from game.registry import get_game
from game.rules.base import Match


def hub_for(slug: str, players: int, phones: list[int], seed: int = 3,
            options: dict | None = None, deals: list[dict] | None = None,
            ) -> tuple[Match, PhoneHub]:
    """A fresh match and a hub with `phones` on phones and bots elsewhere."""
    match = get_game(slug).new_match(players, seed, options, deals)
    names = [f"Seat {i + 1}" for i in range(players)]
    kinds = ["phone" if i in phones else "bot" for i in range(players)]
    hub = PhoneHub(phones, names, kinds)
    hub.publish(match)
    return match, hub


async def next_message(ws, kind: str | None = None) -> dict:
    """The next JSON message on a test socket (of type `kind` when given)."""
    while True:
        message = json.loads(await ws.receive_str(timeout=5))
        if kind is None or message["type"] == kind:
            return message
