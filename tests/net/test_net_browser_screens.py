"""Every phone screen in a real browser (the system Chromium): the hand drawn as art with
each piece named, the manifest, what reaches the live regions, and axe-core with no serious
or critical violation on joining, waiting, each game's turn and wait, a hint and the match's
end. One browser and one page for all of it.

With PASSTIME_SHOTS=<folder> set, each screen is also written there as a screenshot at four
phone sizes (phone_screens.SIZES), to be looked at."""
from __future__ import annotations

import os
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from browser_helpers import PHONE_SCREEN
from phone_helpers import faces_for
from phone_screens import GAMES, phone_page, shoot, staged

from game.ai import SeatPort, make_bot
from game.art.take_or_pass import PHONE_CHIP, pile_layers
from game.net.address import LOOPBACK, join_url
from game.net.hub import PhoneHub
from game.net.server import PhoneServer

SHOTS = os.environ.get("PASSTIME_SHOTS")
AXE = Axe()


@pytest.fixture(scope="module")
def page(chromium):
    """One phone's page, reused screen after screen."""
    phone = phone_page(chromium)
    yield phone
    phone.context.close()


def look(page, name: str) -> None:
    """Check a screen with axe (no serious or critical violation); shoot it when asked."""
    page.locator("body[data-link]").wait_for()
    found = AXE.run(page).response["violations"]
    bad = [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:4]}"
           for v in found if v["impact"] in ("serious", "critical")]
    assert not bad, f"{name}: {bad}"
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        shoot(page, SHOTS, name)


def open_seat(page, url: str, mine: bool) -> None:
    page.goto(url)
    page.locator("#turn.mine" if mine else "body[data-screen=wait]").wait_for(timeout=10_000)
    page.locator("#art symbol").first.wait_for(state="attached", timeout=10_000)


def drawn(page, selector: str) -> list[tuple[str, str]]:
    """(accessible name, what its picture draws) of each element `selector` finds: the
    picture must be an svg whose every <use> names a symbol of the game's sheet."""
    found = page.locator(selector).evaluate_all("""nodes => nodes.map((node) => {
      const art = node.matches("svg") ? node : node.querySelector("svg.art");
      const uses = art ? [...art.querySelectorAll("use")] : [];
      const ok = uses.length && uses.every((use) =>
        document.getElementById(use.getAttribute("href").slice(1)) !== null);
      const named = node.closest("[aria-label]");
      return [named ? named.getAttribute("aria-label") : "", ok ? art.tagName : ""];
    })""")
    return [tuple(pair) for pair in found]


def pass_name(label: str) -> str:
    if label == "START":
        return "START, 2"
    basic, up = label.split(">")
    ten = {"T": "10"}
    return f"{ten.get(basic, basic)}, upgraded side {' '.join(ten.get(c, c) for c in up)}"


def check_hand(page, slug: str, view) -> None:
    """Every piece of the hand is drawn art with its name."""
    if slug == "pass":
        assert drawn(page, ".hand [data-card]") == [(pass_name(c), "svg") for c in view.hand]
    elif slug == "dominoes":
        found = drawn(page, ".hand [data-tile]")
        assert [art for _name, art in found] == ["svg"] * len(view.hand)
        assert [name.split(",")[0] for name, _art in found] == [f"domino {t}" for t in view.hand]
    else:
        found = drawn(page, ".hand [data-card]")
        assert [art for _name, art in found] == ["svg"] * len(view.cards[0])
        assert all(re.fullmatch(r"(Run \d+ to \d+|Card \d+), counts \d+", name)
                   for name, _art in found), found
        name, art = drawn(page, ".offer svg.art")[0]
        assert art == "svg" and name.startswith(f"Card {view.card}, ")


@pytest.mark.parametrize("slug", list(GAMES))
def test_each_games_turn_hint_wait_and_end_are_drawn_named_and_axe_clean(page, slug):
    with staged(slug) as table:
        open_seat(page, table.url(0), mine=True)
        table.publish()  # the phones joined: the seats now show them connected
        check_hand(page, slug, table.match.view(0))
        look(page, f"{slug}-turn")
        page.locator("#hint-button").tap()
        table.hint(0)
        page.locator("#hint-text .hint-main").wait_for(timeout=10_000)
        ringed = page.locator(".hinted").evaluate_all("nodes => nodes.map((n) => n.tagName)")
        assert ringed and set(ringed) <= {"BUTTON", "SELECT"}, ringed  # what makes the move
        look(page, f"{slug}-hint")
        open_seat(page, table.url(1), mine=False)
        assert page.locator("#actions button:enabled").count() == 0
        look(page, f"{slug}-wait")
    with staged(slug, to_end=True) as table:
        page.goto(table.url(0))
        page.get_by_text("Match over").wait_for(timeout=10_000)
        look(page, f"{slug}-over")


def test_joining_and_waiting_screens_are_axe_clean(page):
    hub = PhoneHub(faces_for(3, [0, 1]))
    server = PhoneServer(hub, LOOPBACK, 0)
    server.start()
    try:
        lobby = hub.open_lobby("PASS")
        hub.wait("PASS")
        page.goto(join_url(LOOPBACK, server.port, lobby.key))
        page.locator('.pick[data-seat="1"]').wait_for(timeout=5_000)
        look(page, "joining")
        page.locator('.pick[data-seat="1"]').tap()
        page.get_by_text("You have your seat").wait_for(timeout=5_000)
        look(page, "waiting")
    finally:
        server.stop()


def test_the_manifest_and_its_icons_are_linked_and_served(page):
    with staged("dominoes") as table:
        open_seat(page, table.url(0), mine=True)
        href = page.locator('link[rel="manifest"]').get_attribute("href")
        manifest = page.request.get(page.url.split("#")[0] + href)
        assert manifest.ok and manifest.headers["content-type"].startswith(
            "application/manifest+json")
        icons = manifest.json()["icons"]
        assert manifest.json()["display"] == "standalone"
        for icon in icons:
            answer = page.request.get(page.url.split("#")[0] + icon["src"])
            assert answer.ok and answer.headers["content-type"].startswith(icon["type"])
            if icon["type"] == "image/png":  # a PNG says its size at bytes 16-24
                body = answer.body()
                side = int(icon["sizes"].split("x")[0])
                assert body[:8] == b"\x89PNG\r\n\x1a\n"
                assert (int.from_bytes(body[16:20], "big"), int.from_bytes(body[20:24], "big")) \
                    == (side, side)


def test_turns_refusals_and_the_link_reach_the_live_regions(page):
    with staged("pass") as table:
        open_seat(page, table.url(1), mine=False)
        live = page.locator('#turn[role="status"]')
        assert "to play" in live.inner_text()
        bots = {s: make_bot("random", 9) for s in range(3)}
        while table.match.to_move != 1:  # the table moves on to this seat's turn
            seat = table.match.to_move
            table.match.apply_then_deal(bots[seat].choose(SeatPort(table.match, seat)))
        table.publish()
        page.locator('#turn[role="status"]', has_text=re.compile("^Your turn$")).wait_for()
        table.hub.refuse(1, "You cannot beat a pair with a single card.")
        page.locator('[role="alert"]', has_text="cannot beat a pair").wait_for()
        page.evaluate("socket.close()")  # the phone drops: its seat is kept
        page.locator('#net[role="status"]', has_text="Reconnecting").wait_for()
        page.locator("#link", has_text=re.compile("^connected$")).wait_for(timeout=10_000)
        assert page.locator("#net").inner_text() == ""
        other = phone_page(page.context.browser)
        try:
            other.goto(table.url(1))  # another phone takes the seat over
            page.locator('#turn[role="status"]', has_text="taken over").wait_for()
            assert page.locator("#link").inner_text() == "left the table"
            assert page.locator(".hand [data-card], #actions button").count() == 0
            look(page, "seat-lost")
        finally:
            other.context.close()
    page.set_viewport_size(PHONE_SCREEN)


def test_a_pile_of_chips_is_stacked_as_the_table_stacks_it(page):
    with staged("take-or-pass") as table:
        open_seat(page, table.url(0), mine=True)
        shown = page.evaluate("[...Array(41).keys()].map((n) => pileLayers(n))")
    assert shown == [[w, h, [list(spot) for spot in spots]]
                     for w, h, spots in (pile_layers(n, PHONE_CHIP) for n in range(41))]
