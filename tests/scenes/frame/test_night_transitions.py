"""A game night's own writes (dealing the next game, filing the night that is over) go
through the night's writer thread: the frame that leaves the interlude or shows the
podium writes nothing and opens no history."""
from __future__ import annotations

import threading
import time

import pytest
from night_tables import to_summary
from thread_spy import spy_threads

from game.engine.context import make_test_context
from game.engine.intents import Action, Device, Intent
from game.store import night_file, writer
from game.store.history import History
from game.store.night_file import list_nights
from scenes.app import night_flow
from scenes.app.night_flow import NEXT, start_night
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.screens.menu import MenuScene
from scenes.screens.night_screens import InterludeScene, PodiumScene

PAD = Device("pad", 0)


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))


def test_the_interlude_and_the_podium_leave_the_writing_to_the_writer(monkeypatch, tmp_path):
    calls: list[tuple[str, str]] = []
    spy_threads(monkeypatch, calls, writer, "atomic_write")
    spy_threads(monkeypatch, calls, night_file, "atomic_write")
    spy_threads(monkeypatch, calls, night_flow, "History")
    ctx = make_test_context(home=MenuScene, persist=True)
    seats = [default_seat(i, "random") for i in range(3)]
    setup = MatchSetup("take-or-pass", seats, {"games": 1}, 5)
    assert start_night(ctx, setup, [{"game": "take-or-pass"}, {"game": "take-or-pass"}]) is None
    to_summary(ctx).press(NEXT)
    assert isinstance(ctx.stack.top, InterludeScene)
    ctx.stack.top.handle(Intent(Action.CONFIRM, PAD))  # deals the second game
    to_summary(ctx).press(NEXT)
    assert isinstance(ctx.stack.top, PodiumScene)
    frame = threading.current_thread().name
    assert calls and all(thread != frame for _, thread in calls), calls
    for _ in range(1000):  # the podium's filing lands on the writer thread
        history = History(tmp_path)
        nights = history.conn.execute("SELECT count(*) FROM nights").fetchone()[0]
        matches = len(history.matches())
        history.close()
        if nights == 1 and list_nights(tmp_path)[0] == []:
            break
        time.sleep(0.01)
    assert nights == 1 and matches == 2 and list_nights(tmp_path)[0] == []


def autosave_threads() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name == "autosave"}


def ended(threads: set[threading.Thread]) -> bool:
    for thread in threads:
        thread.join(5)
    return not any(t.is_alive() for t in threads)


def night_started(ctx) -> None:
    seats = [default_seat(i, "random") for i in range(3)]
    setup = MatchSetup("take-or-pass", seats, {"games": 1}, 5)
    assert start_night(ctx, setup, [{"game": "take-or-pass"}, {"game": "take-or-pass"}]) is None


def test_a_night_left_for_the_menu_from_the_interlude_ends_its_writer_thread():
    before = autosave_threads()
    ctx = make_test_context(home=MenuScene, persist=True)
    night_started(ctx)
    to_summary(ctx).press(NEXT)
    interlude = ctx.stack.top
    assert isinstance(interlude, InterludeScene)
    running = autosave_threads() - before
    assert running, "the night's writer runs while the night is played"
    interlude.activate("later")
    assert isinstance(ctx.stack.top, MenuScene)
    assert ended(running)
    (kept,), _ = list_nights()
    assert kept.index == 1, "the night is all on disk"


def test_a_night_left_for_the_menu_from_pause_ends_its_writer_thread():
    before = autosave_threads()
    ctx = make_test_context(home=MenuScene, persist=True)
    night_started(ctx)
    running = autosave_threads() - before
    assert running
    ctx.stack.top.open_pause()
    ctx.stack.top.quit_to_menu()
    assert isinstance(ctx.stack.top, MenuScene)
    assert ended(running)
