"""Phones in a real browser (the system Chromium): whole matches played by taps only."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from browser_helpers import (
    Phone,
    assert_only_own_views,
    served,
    until,
)

from game.engine.context import make_test_context
from game.net import server
from game.net.address import LOOPBACK
from game.net.gate import FOREIGN, FOREIGN_REASON
from game.registry import get_game
from game.rules.record import parse_record, replay, start_match
from scenes.frame.phone_seats import HOST_VARIABLE
from scenes.screens.setup import SetupScene

pytestmark = pytest.mark.slow  # whole matches in a real browser

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def quick_thumbs(monkeypatch):
    """A test taps faster than any thumb; the rate limit has its own protocol test."""
    monkeypatch.setattr(server, "RATE", 1000.0)
    monkeypatch.setattr(server, "BURST", 1000)
    monkeypatch.setattr(server, "DENIED_DELAY", 0)


def play_script(phones: list[Phone], script: list[tuple[int, tuple[str, ...]]],
                start: int = 0) -> None:
    """Play a list of (seat, taps) from move `start`: each seat waits for its turn, then taps."""
    for moves, (seat, taps) in enumerate(script, start=start):
        phones[seat].wait_turn(moves)
        phones[seat].tap(*taps)


def test_two_phones_play_a_take_or_pass_match_served_by_main_py_serve(browser, tmp_path):
    record = tmp_path / "served.json"
    serve = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "serve", "--game", "take-or-pass", "--players",
         "3", "--seats", "phone,phone,bot:random", "--options", '{"games": 1}', "--host",
         "127.0.0.1", "--port", "0", "--bot-delay", "0", "--record", str(record)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        serve.stdout.readline()
        urls = [serve.stdout.readline().split(": ", 1)[1].strip() for _ in range(2)]
        phones = [Phone(browser, seat, url) for seat, url in enumerate(urls)]
        acted = -1
        while serve.poll() is None:  # serve exits when the match is over
            latest = max((p.states()[-1] for p in phones if p.states()),
                         key=lambda s: s["moves"], default=None)
            view = latest["view"] if latest else None
            if view and not view["over"] and view["to_move"] in (0, 1) \
                    and latest["moves"] != acted:
                phone = phones[view["to_move"]]
                phone.wait_turn(latest["moves"])
                own = phone.states()[-1]["view"]
                phone.tap("#take" if own["pot"] >= 2 or own["chips"][phone.seat] == 0
                          else "#pass")
                acted = latest["moves"]
            phones[0].page.wait_for_timeout(5)
        assert serve.wait(timeout=20) == 0, serve.stderr.read()
    finally:
        if serve.poll() is None:
            serve.kill()
    match, error = replay(parse_record(record.read_text()))
    assert error is None and match.is_over and {0, 1} <= set(match.movers)
    for phone in phones:
        assert phone.states()[-1]["view"]["over"]
        assert "Match over" in phone.page.locator("#turn").inner_text()
        assert_only_own_views(start_match(parse_record(record.read_text())), match.moves, phone)
        assert all(s["view"]["chips"][1 - phone.seat] is None for s in phone.states())


PASS_HANDS = ["START 3>4 4>5 5>6 6>7 8>7 8>9 7>8 9>8 9>T 9>99 T>J T>9",
              "2>3 3>2 4>3 5>4 6>5 7>6 7>9 7>77 J>Q J>T Q>K Q>J K>A",
              "START 3>4 4>5 5>6 6>7 8>7 8>9 8>A 9>8 9>T 9>99 T>J T>9"]


def cards(*labels: str) -> tuple[str, ...]:
    return tuple(f'.hand [data-card="{label}"]' for label in labels)


def test_a_pass_match_plays_through_with_augment_and_flip(browser):
    first, other, later = ([*h.split()] for h in PASS_HANDS)
    deals = [{"hands": [first, other]}, {"hands": [later, other]}, {"hands": [later, other]}]
    straight = cards("START", "3>4", "4>5", "5>6", "6>7")
    full_house = cards("9>8", "9>T", "9>99", "T>J", "T>9")
    script = [
        (0, (*straight, "#play")),
        (1, (*cards("2>3", "3>2", "4>3", "5>4", "6>5"), "#augment-plus", "#play")),
        (0, ("#pass",)),
        (1, (*cards("7>6", "7>9", "7>77"), "#play")),
        (0, (*cards("8>7", "8>9", "7>8", "7>8"), "#play")),  # a second tap flips 7>8 to 8
        (1, ("#pass",)),
        (0, (*full_house, "#play")),
    ]
    for _deal in (2, 3):
        script += [(0, (*straight, "#play")), (1, ("#pass",)),
                   (0, (*cards("8>7", "8>9", "8>A"), "#play")), (1, ("#pass",)),
                   (0, (*full_house, "#play"))]
    with served("pass", 2, [0, 1], deals=deals) as table:
        phones = [Phone(browser, seat, table.url(seat)) for seat in (0, 1)]
        phones[0].wait_turn(0)
        hand = phones[0].page.locator(".hand")
        # drawn cards, named in words: T reads as 10
        assert hand.locator('[data-card="START"]').get_attribute("aria-label") == "START, 2"
        assert hand.locator('[data-card="T>J"]').get_attribute("aria-label") \
            == "10, upgraded side J"
        play_script(phones, script[:2])
        phones[0].wait_turn(2)
        assert "augmented once" in phones[0].page.locator("#table").inner_text()
        play_script(phones, script[2:], start=2)
        match = table.finished()
        written = [str(m) for m in match.moves]
        assert written[1] == "play 2>3 3>2 4>3 5>4 6>5 augment 1"
        assert written[4] == "play 7>8^ 8>7 8>9"
        assert match.winners == [0] and match.scores[0] == 3
        for phone in phones:
            assert_only_own_views(table.start, table.match.moves, phone)


DOMINO_DEAL = {"hands": [["6-6", "6-5", "5-4", "4-3", "3-2", "2-1", "6-1"],
                         ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"]],
               "boneyard": "1-1 1-3 1-4 1-5 2-2 2-4 2-5 2-6 3-3 3-5 3-6 4-4 4-6 5-5".split(),
               "leader": 0}


def tile(name: str) -> str:
    return f'.hand [data-tile="{name}"]'


def test_a_dominoes_match_with_draw_and_a_chosen_end(browser):
    script = [(0, (tile("6-6"), "#play")), (1, ("#draw",)), (0, (tile("6-5"), "#left"))]
    for name in ("5-4", "4-3", "3-2", "2-1"):
        script += [(1, ("#pass",)), (0, (tile(name), "#left"))]
    script += [(1, ("#pass",)), (0, (tile("6-1"), "#right"))]
    with served("dominoes", 2, [0, 1], options={"target": 10}, deals=[DOMINO_DEAL]) as table:
        phones = [Phone(browser, seat, table.url(seat)) for seat in (0, 1)]
        seen = []
        for moves, (seat, taps) in enumerate(script):
            phones[seat].wait_turn(moves)
            shown = phones[seat].page.locator(".hand [data-tile]")
            seen.append((seat, moves, sorted(shown.evaluate_all(
                "nodes => nodes.map(n => n.dataset.tile)"))))
            phones[seat].tap(*taps)
        match = table.finished()
        assert [str(m) for m in match.moves][:3] == ["play 6-6", "draw", "play 6-5 left"]
        assert match.winners == [0]
        for phone in phones:
            assert_only_own_views(table.start, table.match.moves, phone)
        replayed = get_game("dominoes").new_match(2, 7, {"target": 10}, [DOMINO_DEAL])
        for seat, moves, tiles in seen:  # the page shows its own tiles and no other seat's
            while len(replayed.moves) < moves:
                replayed.apply_then_deal(match.moves[len(replayed.moves)])
            assert tiles == sorted(replayed.view(seat).hand)
            assert not set(tiles) & set(replayed.view(1 - seat).hand)


SCREENS = [{"width": 390, "height": 844}, {"width": 360, "height": 640},
           {"width": 844, "height": 390}]  # two phones upright, one on its side


def bottom(box: dict) -> float:
    return box["y"] + box["height"]


@pytest.mark.parametrize("slug, deal", [
    ("pass", {"hands": [h.split() for h in PASS_HANDS[:2]]}),  # 13 cards each
    ("dominoes", DOMINO_DEAL)])  # 7 tiles each
def test_the_sticky_buttons_never_cover_the_last_card_of_a_full_hand(browser, slug, deal):
    with served(slug, 2, [0, 1], deals=[deal]) as table:
        phone = Phone(browser, 0, table.url(0))
        phone.wait_turn(0)
        page = phone.page
        last, controls = page.locator(".hand .card").last, page.locator("#controls")
        assert page.locator(".hand .card").count() == len(deal["hands"][0])
        for screen in SCREENS:
            page.set_viewport_size(screen)
            page.evaluate("() => new Promise(requestAnimationFrame)")  # laid out at the size
            # nothing empty takes room (an empty message line took ~30 px), and the hand
            # sits right above its buttons, under the thumb
            for empty in ("#hint", "#message"):
                assert page.locator(empty).bounding_box() is None, (screen, empty)
            gap = controls.bounding_box()["y"] - bottom(page.locator(".hand").bounding_box())
            assert 0 <= gap <= 16, (screen, gap)
            assert page.evaluate("document.documentElement.scrollWidth") <= screen["width"]
            # shown as a browser shows a focused card: at the screen's bottom edge...
            last.evaluate("card => card.scrollIntoView({block: 'end'})")
            assert bottom(last.bounding_box()) <= controls.bounding_box()["y"], screen
            # ...and with the page scrolled to its end
            page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
            assert bottom(last.bounding_box()) <= controls.bounding_box()["y"], screen
            assert bottom(controls.bounding_box()) <= screen["height"]


def test_a_reload_mid_match_resumes_the_seat_and_a_second_phone_takes_it_over(browser):
    with served("take-or-pass", 3, [0], options={"games": 1}) as table:
        phone = Phone(browser, 0, table.url(0))
        phone.page.locator("#turn.mine").wait_for(timeout=10_000)
        moves = int(phone.page.locator("body").get_attribute("data-moves"))
        phone.tap("#take")
        phone.page.locator(f'body:not([data-moves="{moves}"])').wait_for(timeout=5_000)
        phone.page.locator("#turn.mine").wait_for(timeout=10_000)
        before = phone.page.locator("#hand").inner_text()
        phone.page.reload()
        phone.page.locator("#turn.mine").wait_for(timeout=10_000)
        assert phone.page.locator("#hand").inner_text() == before
        second = Phone(browser, 0, table.url(0))
        second.page.locator("#turn.mine").wait_for(timeout=10_000)
        phone.page.get_by_text("taken over").wait_for(timeout=5_000)
        assert phone.page.locator("#actions button").count() == 0
        second.tap("#take")
        second.page.locator(f'body:not([data-moves="{moves + 1}"])').wait_for(timeout=5_000)


def test_a_wrong_token_is_refused_and_shows_no_hand(browser):
    with served("pass", 2, [0, 1]) as table:
        intruder = Phone(browser, 0, table.url(0)[:-1] + "#nottherightone")
        intruder.page.get_by_text("does not open a seat").wait_for(timeout=5_000)
        assert intruder.page.locator(".hand .card").count() == 0
        assert [m["type"] for m in intruder.messages] == ["denied"]
        assert not table.hub.connected(0)


def test_phones_pick_seats_from_the_setup_code_and_play_on_when_the_host_starts(
        browser, monkeypatch):
    monkeypatch.setenv(HOST_VARIABLE, LOOPBACK)
    ctx = make_test_context()
    setup = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(setup)
    setup.model.set_players(3)
    setup.model.seats[1].bot = None  # seats 0 and 1 human with no device: phones; 2 a bot
    setup.activate("phones")
    url = setup.phones.lobby_url
    try:
        first, second = Phone(browser, 0, url), Phone(browser, 1, url)
        for phone in (first, second):  # gone if the page reloads
            phone.page.evaluate("window.loadedOnce = true")
        first.page.locator('.pick[data-seat="1"]').wait_for(timeout=5_000)
        first.tap('.pick[data-seat="1"]')
        first.page.get_by_text("You have your seat").wait_for(timeout=5_000)
        assert setup.phones.connected(1)
        second.page.locator('.pick[data-seat="1"][disabled]').wait_for(timeout=5_000)
        second.tap('.pick[data-seat="0"]')
        second.page.get_by_text("You have your seat").wait_for(timeout=5_000)
        assert "#" + setup.phones.hub.token(1) in first.page.url  # for a reload to come back
        assert [len(p.sockets) for p in (first, second)] == [1, 1]  # seated on the lobby's
        # A dropped socket reconnects to the seat, with the seat's token: not the lobby's.
        first.page.evaluate("socket.close()")
        until(first.page, lambda: [m["type"] for m in first.messages].count("waiting") == 2,
              "the seat's table after reconnecting")
        assert len(first.sockets) == 2 and setup.phones.connected(1)
        assert [m["type"] for m in first.messages].count("waiting") == 2
        first.page.get_by_text("You have your seat").wait_for(timeout=5_000)
        ctx.stack.pop()  # the codes screen
        setup.activate("start")
        table = ctx.stack.top
        phones = {0: second, 1: first}
        until(first.page, lambda: table.match.to_move in phones, "the bot's turns, on the TV",
              ctx)
        phone = phones[table.match.to_move]
        played = len(table.match.moves)  # the bot's, when it sat first
        phone.page.locator(f'body[data-moves="{played}"] #turn.mine').wait_for(timeout=10_000)
        phone.tap("#take")
        until(phone.page, lambda: len(table.match.moves) > played, "the phone's move", ctx)
        assert [str(m) for m in table.match.moves][played:] == ["take"]
        for phone in (first, second):  # seats kept: every state the seat's own view
            assert {m["seat"] for m in phone.states()} == {phone_seat(phones, phone)}
            assert phone.page.evaluate("window.loadedOnce"), "the page reloaded"
    finally:
        while ctx.stack.scenes:
            ctx.stack.pop()
    first.page.get_by_text("The table closed").wait_for(timeout=5_000)


def phone_seat(phones: dict, phone: Phone) -> int:
    return next(seat for seat, held in phones.items() if held is phone)


def test_a_page_the_server_refuses_says_why_and_stops_trying(browser):
    # The server's side (a socket from another page or address closed with FOREIGN and its
    # reason) is tested in test_net_gate.py; here the page gets that close and shows it.
    with served("pass", 2, [0, 1]) as table:
        page = browser.new_context().new_page()
        opened = []

        def refuse(socket) -> None:
            opened.append(socket.url)
            socket.close(code=FOREIGN, reason=FOREIGN_REASON)

        page.route_web_socket("**/ws", refuse)
        page.goto(table.url(0))
        page.get_by_text(FOREIGN_REASON).wait_for(timeout=5_000)
        assert page.locator("body").get_attribute("data-link") == "ended"
        page.wait_for_timeout(1_500)  # a dropped socket would be tried again after 0.5 s
        assert len(opened) == 1, "refused once, never tried again"
