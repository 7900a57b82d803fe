"""Hints on a phone in a real browser (the system Chromium): asked on the seat's turn,
answered, ringed and gone with the turn; and a tap that could not be sent leaves the Hint
button usable."""
from __future__ import annotations

import re

import pytest
from browser_helpers import Phone, served, until
from test_net_browser import quick_thumbs  # noqa: F401 (taps faster than a thumb)

from game.engine.context import make_test_context
from game.net.address import LOOPBACK
from scenes.app import flow
from scenes.frame.match_setup import PHONE, MatchSetup, default_seat
from scenes.frame.phone_seats import HOST_VARIABLE

pytestmark = pytest.mark.slow  # whole matches in a real browser


def test_a_phone_asks_for_a_hint_on_its_turn_and_it_goes_when_the_turn_does(
        browser, monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, LOOPBACK)
    ctx = make_test_context()
    seats = [default_seat(0), default_seat(1, "random"), default_seat(2, "random")]
    seats[0].device = PHONE
    scene = flow.start_match(ctx, MatchSetup("take-or-pass", seats, {"games": 1}, seed=4))
    ctx.stack.pop()  # the seat's code on the TV
    scene.hint.think_time = 0.05
    try:
        phone = Phone(browser, 0, scene.phones.url(0))
        page = phone.page
        until(page, lambda: page.locator("#turn.mine").count() == 1, "the phone's turn", ctx)
        moves = len(scene.match.moves)
        phone.tap("#hint-button")
        assert page.locator("#hint-button").inner_text() == "Thinking…"
        assert page.get_by_text("Looking for a good move").is_visible()
        until(page, lambda: page.locator("#hint-text .hint-main").count() == 1, "the hint",
              ctx)
        hint = scene.hint.hint
        assert page.locator("#hint-text .hint-main").inner_text() == f"Hint: {hint.reasons[0]}"
        assert page.locator(".hinted").evaluate_all("nodes => nodes.map(n => n.id)") \
            == [str(hint.move)], "the button that makes the move is ringed"
        assert page.locator("#hint-button").inner_text() == "Hide hint"
        assert scene.hint.asked == 1 and not scene.hint.shown
        assert [m for m in phone.messages if m["type"] == "hint"][-1]["moves"] == moves
        phone.tap(f"#{hint.move}")
        until(page, lambda: page.locator(f'body:not([data-moves="{moves}"])').count() == 1,
              "the hinted move played", ctx)
        assert [str(m) for m in scene.match.moves[moves:moves + 1]] == [str(hint.move)]
        assert page.locator("#hint-text p").count() == 0 and page.locator(".hinted").count() == 0
    finally:
        while ctx.stack.scenes:
            ctx.stack.pop()


def test_a_hint_tapped_while_reconnecting_is_not_left_thinking(browser):
    with served("take-or-pass", 3, [0], options={"games": 1}) as table:
        phone = Phone(browser, 0, table.url(0))
        page = phone.page
        page.locator("#turn.mine").wait_for(timeout=10_000)
        # The socket drops (a phone waking up): Hint is tapped before the page reconnects.
        page.evaluate("""() => new Promise((done) => {
          socket.addEventListener("close", () => setTimeout(() => {
            document.getElementById("hint-button").click();
            done();
          }, 0));
          socket.close();
        })""")
        assert page.locator("#message").inner_text().startswith("Not connected")
        button = page.locator("#hint-button")
        assert button.inner_text() == "? Hint" and button.is_enabled(), \
            "nothing was sent, so nothing will answer: the button must not wait for it"
        page.locator("#link", has_text=re.compile("^connected$")).wait_for(timeout=10_000)
        phone.tap("#hint-button")
        page.locator("#hint-text .hint-main").wait_for(timeout=10_000)
        assert table.match.to_move == 0 and table.hub.connected(0)
