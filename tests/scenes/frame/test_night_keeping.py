"""A game night's finished match is kept off the frame: the frame counts it in the
standings and keeps it in the night until the history has it; the night's writer thread
writes the night, then files the match (again at the next deal, the podium or on resuming,
if the history refused it)."""
from __future__ import annotations

import threading

import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.store import night_file, writer
from game.store.history import History
from game.store.night import new_night, settle
from game.store.night_file import list_nights
from scenes.app import night_flow
from scenes.app.night_flow import NightKeeper, NightRun, deal_next
from scenes.frame.keeping import MatchNotes
from scenes.screens.menu import MenuScene


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def played_night(games: int = 1):
    """A night of Take or Pass `games`, its first match played to the end (not yet kept)."""
    seats = [{"name": n, "colour": list(theme.SEAT_COLOURS[k]), "symbol": theme.SEAT_SYMBOLS[k],
              "bot": "random"} for k, n in enumerate(("Ann", "Ben", "Cy"))]
    night = new_night([{"game": "take-or-pass", "options": {"games": 1}}] * games, seats, 1)
    _save, match = night.start_match()
    while not match.is_over:
        match.apply_then_deal(match.legal_moves()[0])
    return night, match


def run_of(night) -> NightRun:
    """The night on screen, in an app that keeps it on disk."""
    return NightRun(make_test_context(home=MenuScene, persist=True), night)


def spied(monkeypatch) -> list[tuple[str, str]]:
    """Record on which thread the history is opened and the night's file written."""
    calls: list[tuple[str, str]] = []
    history, write = night_flow.History, writer.atomic_write

    def opened(*args, **kwargs):
        calls.append(("history", threading.current_thread().name))
        return history(*args, **kwargs)

    def written(*args, **kwargs):
        calls.append(("write", threading.current_thread().name))
        return write(*args, **kwargs)

    monkeypatch.setattr(night_flow, "History", opened)
    monkeypatch.setattr(writer, "atomic_write", written)
    return calls


def test_the_finished_match_is_filed_on_the_writer_thread_not_the_frame(monkeypatch, tmp_path):
    night, match = played_night()
    calls = spied(monkeypatch)
    synced: list[str] = []
    monkeypatch.setattr(night_file, "atomic_write", lambda *a: synced.append("night_file"))
    keeper = NightKeeper(run_of(night))
    key = night.current.id
    notes = MatchNotes("take-or-pass", night.seats, None, undo=False, hints=0)
    assert keeper.finished(match, notes) is None
    frame = threading.current_thread().name
    assert [c for c in calls if c[1] == frame] == [] and synced == []
    assert [p.key for p in night.played] == [key], "counted in the standings at once"
    assert keeper.writer.flush() and keeper.writer.take_error() is None
    assert [c[0] for c in calls] == ["write", "history"], "the night holds it, then filed"
    assert all(thread != frame for _, thread in calls)
    history = History(tmp_path)
    (filed,) = history.matches()
    history.close()
    assert filed["night"] == night.id
    assert [u.id for u in night.unfiled] == [key], "the frame drops it, when it next looks"
    assert keeper.take_notes() == [] and night.unfiled == [], "dropped once filed"
    (kept,), problems = list_nights(tmp_path)
    assert problems == [] and kept.current is None and [p.key for p in kept.played] == [key]


def refused(*_args, **_kwargs):
    raise OSError(28, "No space left on device")


def test_a_history_that_refuses_leaves_the_finished_match_in_the_nights_file(monkeypatch,
                                                                               tmp_path):
    night, match = played_night()
    monkeypatch.setattr(night_flow, "History", refused)
    keeper = NightKeeper(run_of(night))
    key = night.current.id
    keeper.finished(match, MatchNotes("take-or-pass", night.seats, None, False, 0))
    keeper.flush()
    (line,) = keeper.take_notes()
    assert line.startswith("The match could not go into the history (")
    (kept,), _ = list_nights(tmp_path)
    assert kept.current is None and [p.key for p in kept.played] == [key]
    (unfiled,) = kept.unfiled
    assert unfiled.id == key and unfiled.record["moves"] == match.record()["moves"]
    assert unfiled.winners == match.winners and unfiled.ended is not None


def test_a_match_the_history_refused_is_filed_after_the_next_deal_on_resuming(monkeypatch,
                                                                             tmp_path):
    night, match = played_night(games=2)
    monkeypatch.setattr(night_flow, "History", refused)  # locked, or the disk full
    run = run_of(night)
    keeper = NightKeeper(run)
    key = night.current.id
    keeper.finished(match, MatchNotes("take-or-pass", night.seats, None, False, 0))
    assert deal_next(run) is None  # the player pressed Next: still refused
    assert keeper.writer.flush()
    monkeypatch.undo()  # the history can be had again; the app was closed meanwhile
    (kept,), _ = list_nights(tmp_path)
    assert [u.id for u in kept.unfiled] == [key] and kept.current.id != key
    history = History(tmp_path)
    try:
        assert settle(kept, history).match is not None, "the second match goes on"
        assert [m["key"] for m in history.matches()] == [key]
    finally:
        history.close()
    assert kept.unfiled == []


def test_a_nights_tables_share_one_writer():
    night, _match = played_night()
    run = run_of(night)
    assert NightKeeper(run).writer is NightKeeper(run).writer is run.writer


class Watched(list):
    """A night's `unfiled` that notes the thread of every change made to it."""

    def __init__(self, items, changes: list[str]) -> None:
        super().__init__(items)
        self.changes = changes

    def _noted(name):  # noqa: N805 (wraps a list method)
        def changed(self, *args):
            self.changes.append(threading.current_thread().name)
            return getattr(list, name)(self, *args)
        return changed

    for _name in ("append", "extend", "insert", "remove", "pop", "clear", "__setitem__",
                  "__delitem__", "__iadd__", "sort", "reverse"):
        locals()[_name] = _noted(_name)


def test_filing_hands_back_what_it_filed_and_only_the_frame_changes_the_night(tmp_path):
    night, match = played_night(games=2)
    changes: list[str] = []
    night.unfiled = Watched(night.unfiled, changes)
    run = run_of(night)
    keeper = NightKeeper(run)
    key = night.current.id
    held, go = threading.Event(), threading.Event()
    run.writer.after(lambda: (held.set(), go.wait(30)))  # the filing waits its turn
    keeper.finished(match, MatchNotes("take-or-pass", night.seats, None, False, 0))
    assert held.wait(10)
    frame = threading.current_thread().name
    copied = night.to_json_later()  # the frame copies the night while filing is on its way
    go.set()
    assert keeper.writer.flush()
    assert [u["id"] for u in copied()["unfiled"]] == [key]
    assert [u.id for u in night.unfiled] == [key], "the writer thread left the night alone"
    assert deal_next(run) is None  # the frame looks at the night: the match is dropped
    assert night.unfiled == [] and changes and set(changes) == {frame}
    assert keeper.writer.flush()
    (kept,), _ = list_nights(tmp_path)
    assert kept.unfiled == [] and kept.index == 1, "the next write has it filed"
