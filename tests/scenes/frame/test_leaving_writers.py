"""Leaving a match or a night never waits on the disk in the frame: the writer is handed its
last jobs and ends on its own once they are done, so nothing is lost and no thread or exit
hook piles up over an evening of rematches."""
from __future__ import annotations

import functools
import sqlite3
import threading

import pytest
from night_tables import to_summary

from game.engine.context import make_test_context
from game.engine.reading import LOADING
from game.store import writer
from game.store.files import HISTORY
from game.store.history import History
from game.store.writer import SaveWriter
from scenes.app import flow, night_flow
from scenes.app.night_flow import start_night
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.frame.table import TableScene
from scenes.screens.menu import MenuScene

MENU = "Menu"


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def setup(seed: int = 5) -> MatchSetup:
    seats = [default_seat(i, "random") for i in range(3)]
    return MatchSetup("take-or-pass", seats, {"games": 1}, seed)


def autosave_threads() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name == "autosave"}


def all_ended(threads: set[threading.Thread], timeout: float = 20.0) -> bool:
    for thread in threads:
        thread.join(timeout)
    return not any(t.is_alive() for t in threads)


class Hooks:
    """Stands in for `atexit` in the writer module: the exit hooks registered and not yet
    unregistered (CPython's own count keeps unregistered slots)."""

    def __init__(self) -> None:
        self.live: list = []
        self.added: list = []

    def register(self, fn) -> None:
        self.live.append(fn)
        self.added.append(fn)

    def unregister(self, fn) -> None:
        self.live = [f for f in self.live if f != fn]


def frame_flushes(monkeypatch) -> list[str]:
    """Every wait on a writer made on the frame's thread."""
    frame, waits = threading.current_thread(), []
    real = SaveWriter.flush

    def spied(self, *args, **kwargs):
        if threading.current_thread() is frame:
            waits.append("flush")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SaveWriter, "flush", spied)
    return waits


def test_rematches_and_the_menu_let_each_matchs_writer_end(monkeypatch):
    hooks = Hooks()
    monkeypatch.setattr(writer, "atexit", hooks)
    before = autosave_threads()
    ctx = make_test_context(home=MenuScene, persist=True)
    flow.start_match(ctx, setup())
    seen: set[threading.Thread] = set()
    for press in ("Rematch", "Rematch", "Rematch", MENU):
        summary = to_summary(ctx)
        seen |= autosave_threads() - before  # this match's writer, still up
        summary.press(press)
    assert isinstance(ctx.stack.top, MenuScene)
    assert len(seen) == 4, "one writer thread per match"
    assert all_ended(seen), "every match left lets its writer thread end"
    assert len(hooks.added) == 4 and hooks.live == [], "and its exit hook goes with it"
    history = History()
    try:
        assert len(history.matches()) == 4, "each match was filed before its writer ended"
    finally:
        history.close()


def test_leaving_a_night_while_the_history_is_locked_returns_at_once(monkeypatch, tmp_path):
    # Filing waits on the lock for as long as the test holds it (not the usual 5 s).
    monkeypatch.setattr(night_flow, "History", functools.partial(History, timeout=60))
    ctx = make_test_context(home=MenuScene, persist=True)
    before = autosave_threads()
    assert start_night(ctx, setup(), [{"game": "take-or-pass"}] * 2) is None
    key = ctx.stack.top.keeper.night.current.id
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the history
    try:
        summary = to_summary(ctx)  # the match ends: it files on its writer, behind the lock
        waits = frame_flushes(monkeypatch)
        summary.press(MENU)
        assert isinstance(ctx.stack.top, MenuScene)
        assert waits == [], "the frame did not wait for the writer"
        running = autosave_threads() - before
        assert running and all(t.is_alive() for t in running), "filing waits on the lock"
    finally:
        other.execute("COMMIT")
        other.close()
    assert all_ended(running), "the writer ends once the lock is gone and the match filed"
    history = History(tmp_path)
    try:
        (filed,) = history.matches()
    finally:
        history.close()
    assert filed["key"] == key


def hold_next_write(monkeypatch) -> tuple[threading.Event, threading.Event, list[str]]:
    """From now on the writer's next write waits, `held` once it does, until `go`; the
    threads that call into a write are listed."""
    held, go, callers = threading.Event(), threading.Event(), []
    write = writer.atomic_write

    def slow(path, data):
        callers.append(threading.current_thread().name)
        if not held.is_set():
            held.set()
            go.wait(30)
        write(path, data)

    monkeypatch.setattr(writer, "atomic_write", slow)
    return held, go, callers


def test_continue_resumes_a_match_left_mid_write_at_its_last_move(monkeypatch):
    ctx = make_test_context(home=MenuScene, persist=True)
    table = flow.start_match(ctx, setup())
    while len(table.match.moves) < 3:
        if table.bots.thinking:
            table.bots.wait(5)
        ctx.stack.update(1 / 60)
    table.keeper.flush()
    held, go, callers = hold_next_write(monkeypatch)
    moves = len(table.match.moves)
    while len(table.match.moves) == moves:  # one more move: its write is held
        if table.bots.thinking:
            table.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert held.wait(10)
    record = table.match.record()
    table.open_pause()
    ctx.stack.top.quit_to_menu()  # as Menu in pause: the writer is let go, the frame goes on
    menu = ctx.stack.top
    assert isinstance(menu, MenuScene)
    menu.reading.wait()  # the saves are listed off the frame
    assert menu.saves
    assert len(menu.saves[0].record["moves"]) < len(record["moves"]), "listed mid-write"
    waits = frame_flushes(monkeypatch)
    menu.activate("continue")
    ctx.stack.update(1 / 60)
    assert ctx.stack.top is menu and menu.reading.waiting, "Continue waits for the write"
    for key in ("play:take-or-pass", "night", "unfinished", "options", "continue"):
        menu.activate(key)  # the table comes on top once read: nothing else starts
        assert ctx.stack.top is menu and menu.message == LOADING, key
    go.set()
    assert menu.reading.ready()
    ctx.stack.update(1 / 60)
    resumed = ctx.stack.top
    assert isinstance(resumed, TableScene) and resumed.match.record() == record
    assert waits == [] and threading.current_thread().name not in callers, \
        "the frame never waited on the writer nor called into its write"
