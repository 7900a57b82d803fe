"""Shared helpers for the phone server tests: a hub with a match, and reading messages."""
from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

from game.engine import theme
from game.net.hub import PhoneHub
from game.net.payload import SeatFace
from game.registry import get_game
from game.rules.base import Match


def faces_for(players: int, phones: list[int]) -> list[SeatFace]:
    """Seats named "Seat N" in the theme's colours, on phones at `phones`, bots elsewhere."""
    return [SeatFace(f"Seat {i + 1}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                     "phone" if i in phones else "bot") for i in range(players)]


def hub_for(slug: str, players: int, phones: list[int], seed: int = 3,
            options: dict | None = None, deals: list[dict] | None = None,
            ) -> tuple[Match, PhoneHub]:
    """A fresh match and a hub with `phones` on phones and bots elsewhere."""
    match = get_game(slug).new_match(players, seed, options, deals)
    hub = PhoneHub(faces_for(players, phones))
    hub.publish(match)
    return match, hub


class FakePhone(list):
    """A phone's socket as the hub sees it (a sender): keeps every message it received,
    parsed, and None once it was closed."""

    def __call__(self, text: str | None) -> None:
        self.append(text and json.loads(text))


def hub_phone(hub: PhoneHub, seat: int) -> FakePhone:
    """A phone holding `seat` through the hub, no socket needed."""
    phone = FakePhone()
    hub.attach(hub.token(seat), phone)
    return phone


async def next_message(ws, kind: str | None = None) -> dict:
    """The next JSON message on a test socket (of type `kind` when given)."""
    while True:
        message = json.loads(await ws.receive_str(timeout=5))
        if kind is None or message["type"] == kind:
            return message


async def until(done: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
    """Let the server's loop run until `done()` is true; an AssertionError naming `what`
    after `timeout` seconds (generous: a busy machine is slow, never wrong)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not done():
        if loop.time() > deadline:
            raise AssertionError(f"{what}: not after {timeout:g} s")
        await asyncio.sleep(0.005)


async def until_queued(hub: PhoneHub, frames: int = 1) -> None:
    """Wait until `frames` frames sockets sent wait in the hub's inbox for the owner thread
    (the server queues them on its own time; a fixed sleep would race it)."""
    await until(lambda: hub.queued() >= frames, f"{frames} frame(s) queued")
