"""Real-browser phone tests: the system Chromium driven by Playwright (never a downloaded
browser), a served match on loopback, and phones that record every message they get.
Without a Chromium the tests are skipped with the reason, or fail when `CI` is set."""
from __future__ import annotations

import json
import os
import shutil
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from phone_helpers import faces_for

from game.ai import make_bot
from game.net.address import LOOPBACK, join_url
from game.net.hub import PhoneHub
from game.net.payload import to_json
from game.net.serve import play_served
from game.net.server import PhoneServer
from game.registry import get_game
from game.rules.base import Match, Move

CHROMIUM_VARIABLE = "PASSTIME_CHROMIUM"
"""Names a Chromium or Chrome executable where none is on the PATH (macOS, Windows)."""
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--no-first-run"]
PHONE_SCREEN = {"width": 390, "height": 844}  # a phone held upright, in CSS pixels


def find_chromium() -> str | None:
    """The system Chromium to drive: $PASSTIME_CHROMIUM if set, else the first of
    CHROMIUM_NAMES on the PATH; None when there is none (Playwright never downloads one)."""
    named = os.environ.get(CHROMIUM_VARIABLE)
    if named:
        return named if Path(named).is_file() else None
    return next(filter(None, map(shutil.which, CHROMIUM_NAMES)), None)


def chromium_or_stop() -> str:
    """The Chromium to drive; without one, the test is skipped with the reason, or fails
    when `CI` is set (CI installs it: a browser test must never be skipped there)."""
    found = find_chromium()
    if found is not None:
        return found
    where = (f"${CHROMIUM_VARIABLE} ({os.environ[CHROMIUM_VARIABLE]}) is not a file"
             if os.environ.get(CHROMIUM_VARIABLE)
             else f"none of {', '.join(CHROMIUM_NAMES)} is on the PATH")
    if os.environ.get("CI"):
        pytest.fail(f"CI is set and no Chromium was found ({where}): install Debian's "
                    "chromium, as .ci/run does", pytrace=False)
    pytest.skip(f"no Chromium for the phone tests in a real browser ({where}; set "
                f"{CHROMIUM_VARIABLE} to a Chromium or Chrome executable)")


class Phone:
    """One phone holding one seat: its own browser context (a touch screen, a phone's size)
    and page; keeps every message its socket received.

    One context per phone, as real phones are separate devices, and because two pages of one
    context share one headless window: only the page opened last gets animation frames, and
    Playwright's tap waits for frames (the element must stay put for two, then the touch is
    delivered with the next), so every tap on the other page took one to three seconds."""

    def __init__(self, browser, seat: int, url: str) -> None:  # browser: a launched Browser
        self.seat = seat
        self.messages: list[dict] = []
        self.sockets: list = []  # every WebSocket the page opened, in order
        self.page = browser.new_context(viewport=PHONE_SCREEN, has_touch=True).new_page()
        self.page.on("websocket", self._watch)
        self.page.goto(url)

    def _watch(self, socket) -> None:
        self.sockets.append(socket)
        socket.on("framereceived", lambda payload: self.messages.append(json.loads(payload)))

    def wait_turn(self, moves: int) -> None:
        """Wait until the page shows this seat's turn at the table after `moves` moves."""
        self.page.locator(f'body[data-moves="{moves}"] #turn.mine').wait_for(timeout=10_000)

    def tap(self, *selectors: str) -> None:
        """Tap each element in turn: a real touch (touchstart, touchend, then the click the
        page listens for), after Playwright checked it is visible, enabled and not moving."""
        for selector in selectors:
            self.page.locator(selector).tap(timeout=5_000)

    def states(self) -> list[dict]:
        """Every state message so far."""
        return [m for m in self.messages if m["type"] == "state"]


class ServedTable:
    """A match served on loopback: phones on `phones`, random bots elsewhere."""

    def __init__(self, slug: str, players: int, phones: list[int], options: dict | None = None,
                 deals: list[dict] | None = None, seed: int = 7) -> None:
        self.match = get_game(slug).new_match(players, seed, options, deals)
        self.start = self.match.clone()
        self.hub = PhoneHub(faces_for(players, phones))
        self.server = PhoneServer(self.hub, LOOPBACK, 0)
        bots = {s: make_bot("random", s) for s in range(players) if s not in phones}
        self.owner = threading.Thread(target=play_served, args=(self.match, self.hub, bots),
                                      daemon=True)

    def url(self, seat: int) -> str:
        """The join URL of a phone seat."""
        return join_url(LOOPBACK, self.server.port, self.hub.token(seat))

    def finished(self) -> Match:
        """The match once its owner thread has played it to the end."""
        self.owner.join(timeout=10)
        assert not self.owner.is_alive() and self.match.is_over
        return self.match


@contextmanager
def served(slug: str, players: int, phones: list[int], **kw) -> Iterator[ServedTable]:
    """Serve a match for the length of a `with` block."""
    table = ServedTable(slug, players, phones, **kw)
    table.server.start()
    table.owner.start()
    try:
        yield table
    finally:
        table.server.stop()


def assert_only_own_views(start: Match, moves: list[Move], phone: Phone) -> None:
    """Every state a phone got is exactly its own seat's view at that point of the match
    that began as `start` and went on with `moves`."""
    states = phone.states()
    assert states
    replayed = start.clone()
    for state in states:
        assert state["seat"] == phone.seat
        while len(replayed.moves) < state["moves"]:
            replayed.apply_then_deal(moves[len(replayed.moves)])
        assert state["view"] == to_json(replayed.view(phone.seat))


def until(page, done, what: str, tv=None, timeout: float = 20.0) -> None:
    """Let the browser work until `done()`, running a TV frame between looks when `tv` (the
    app context) is given: update, then the after-present work that sends the phones the
    table. An AssertionError naming `what` after `timeout` seconds of the clock, not a count
    of frames: a busy machine is slower, never wrong."""
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not after {timeout:g} s")
        if tv is not None:
            tv.stack.update(1 / 60)
            tv.stack.after_present()
        page.wait_for_timeout(5)
