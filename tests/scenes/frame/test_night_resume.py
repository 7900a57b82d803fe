"""Resuming a kept night from the game night screen: read, settled with the history and
rebuilt off the frame; a history locked or damaged is said on screen in one line, and a
night or history that cannot be used leaves the night's file as it was."""
from __future__ import annotations

import functools
import sqlite3
import threading
import time

import pytest
from thread_spy import spy_threads

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.reading import LOADING
from game.store import night_file
from game.store.files import HISTORY
from game.store.history import History
from game.store.night import new_night
from game.store.night_file import list_nights, write_night
from game.store.sqlite_file import HistoryError
from scenes.app import night_flow
from scenes.screens import night_playlist
from scenes.screens.menu import MenuScene
from scenes.screens.night_playlist import NightPlaylistScene
from scenes.screens.night_screens import InterludeScene


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def kept_night() -> tuple[str, bytes]:
    """A night of two games kept on disk, its first match finished and counted but not
    yet in the history; its finished match's key and the file's bytes."""
    seats = [{"name": n, "colour": list(theme.SEAT_COLOURS[k]), "symbol": theme.SEAT_SYMBOLS[k],
              "bot": "random"} for k, n in enumerate(("Ann", "Ben", "Cy"))]
    night = new_night([{"game": "take-or-pass", "options": {"games": 1}}] * 2, seats, 1)
    save, match = night.start_match()
    while not match.is_over:
        match.apply_then_deal(match.legal_moves()[0])
    finished = save.copy()
    finished.catch_up(match)
    finished.ended, finished.winners = time.time(), list(match.winners)
    night.finish(finished)
    path = write_night(night)
    return finished.id, path.read_bytes()


def resumed(ctx) -> NightPlaylistScene:
    """The game night screen, the night it lists resumed (read in full)."""
    playlist = NightPlaylistScene(ctx)
    ctx.stack.push(playlist)
    playlist.reading.wait()
    assert playlist.nights, "the kept night is offered"
    playlist.activate("resume")
    playlist.reading.wait()
    return playlist


def night_bytes() -> bytes:
    (night,), _ = list_nights()
    assert night.path is not None
    return night.path.read_bytes()


def test_a_locked_history_is_said_in_one_line_and_the_night_goes_on_untouched(monkeypatch,
                                                                              tmp_path):
    key, before = kept_night()
    monkeypatch.setattr(night_flow, "History", functools.partial(History, timeout=0.1))
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the history
    try:
        ctx = make_test_context(home=MenuScene, persist=True)
        resumed(ctx)
        interlude = ctx.stack.top
        assert isinstance(interlude, InterludeScene)
        assert interlude.notes.line.count("in use by another program") == 1, "said once"
        assert "kept in the night" in interlude.notes.line
        assert night_bytes() == before, "the night's file is as it was"
    finally:
        other.execute("COMMIT")
        other.close()
    (night,), _ = list_nights()
    assert [u.id for u in night.unfiled] == [key], "the match waits in the night"


def test_a_damaged_history_is_said_and_the_match_goes_into_a_new_one(tmp_path):
    key, _before = kept_night()
    (tmp_path / HISTORY).write_bytes(b"not a database " * 100)
    ctx = make_test_context(home=MenuScene, persist=True)
    resumed(ctx)
    interlude = ctx.stack.top
    assert isinstance(interlude, InterludeScene)
    assert "could not be used" in interlude.notes.line
    history = History(tmp_path)
    try:
        assert [m["key"] for m in history.matches()] == [key]
    finally:
        history.close()
    (night,), _ = list_nights()
    assert night.unfiled == [], "written back once the history has it"


@pytest.mark.parametrize("fault", [HistoryError("history.sqlite3 cannot be used now (x)."),
                                   sqlite3.OperationalError("disk I/O error")])
def test_a_history_that_fails_outside_filing_leaves_the_night_as_it_was(monkeypatch, fault):
    _key, before = kept_night()

    def failing(*_args, **_kwargs):
        raise fault

    monkeypatch.setattr(night_flow, "History", failing)
    ctx = make_test_context(home=MenuScene, persist=True)
    playlist = resumed(ctx)
    assert ctx.stack.top is playlist, "the game goes on, on the same screen"
    assert playlist.message.startswith("The night cannot go on (")
    assert str(fault) in playlist.message and "\n" not in playlist.message
    assert night_bytes() == before


def test_resuming_reads_settles_and_writes_off_the_frame(monkeypatch):
    kept_night()
    threads: list[tuple[str, str]] = []
    spy_threads(monkeypatch, threads, night_file, "atomic_write")
    spy_threads(monkeypatch, threads, night_flow, "History", "read_night", "write_night")
    spy_threads(monkeypatch, threads, night_playlist, "list_nights")
    ctx = make_test_context(home=MenuScene, persist=True)
    resumed(ctx)
    assert isinstance(ctx.stack.top, InterludeScene)
    frame = threading.current_thread().name
    names = {name for name, _ in threads}
    assert {"list_nights", "History", "read_night", "write_night"} <= names
    assert all(thread != frame for _, thread in threads), threads


def test_nothing_else_starts_while_the_night_is_being_resumed(monkeypatch):
    kept_night()
    go = threading.Event()
    read = night_flow.read_resumed
    monkeypatch.setattr(night_flow, "read_resumed", lambda path: go.wait(30) and read(path))
    ctx = make_test_context(home=MenuScene, persist=True)
    playlist = NightPlaylistScene(ctx)
    ctx.stack.push(playlist)
    playlist.reading.wait()
    playlist.activate("add:pass")
    playlist.activate("resume")
    playlist.activate("seats")  # would push the setup under the night about to come
    assert ctx.stack.top is playlist and playlist.message == LOADING
    go.set()
    playlist.reading.wait()
    assert isinstance(ctx.stack.top, InterludeScene)
