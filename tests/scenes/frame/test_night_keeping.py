"""A game night's finished match is kept off the frame: the frame counts it in the
standings and hands the rest to the night's writer thread, which files it in the history
and then keeps the night as counted."""
from __future__ import annotations

import threading

import pytest

from game.engine import theme
from game.store import night_file
from game.store.history import History
from game.store.night import new_night
from game.store.night_file import list_nights
from scenes.app import night_flow
from scenes.app.night_flow import NightKeeper, night_writer
from scenes.frame.keeping import MatchNotes


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def played_night():
    """A night of one Take or Pass game, its match played to the end (not yet kept)."""
    seats = [{"name": n, "colour": list(theme.SEAT_COLOURS[k]), "symbol": theme.SEAT_SYMBOLS[k],
              "bot": "random"} for k, n in enumerate(("Ann", "Ben", "Cy"))]
    night = new_night([{"game": "take-or-pass", "options": {"games": 1}}], seats, 1)
    _save, match = night.start_match()
    while not match.is_over:
        match.apply_then_deal(match.legal_moves()[0])
    return night, match


def spied(monkeypatch) -> list[tuple[str, str]]:
    """Record on which thread the history is opened and the night's file written."""
    calls: list[tuple[str, str]] = []
    history, write = night_flow.History, night_flow.atomic_write

    def opened(*args, **kwargs):
        calls.append(("history", threading.current_thread().name))
        return history(*args, **kwargs)

    def written(*args, **kwargs):
        calls.append(("write", threading.current_thread().name))
        return write(*args, **kwargs)

    monkeypatch.setattr(night_flow, "History", opened)
    monkeypatch.setattr(night_flow, "atomic_write", written)
    return calls


def test_the_finished_match_is_filed_on_the_writer_thread_not_the_frame(monkeypatch, tmp_path):
    night, match = played_night()
    calls = spied(monkeypatch)
    synced: list[str] = []
    monkeypatch.setattr(night_file, "atomic_write", lambda *a: synced.append("night_file"))
    keeper = NightKeeper(night)
    key = night.current.id
    notes = MatchNotes("take-or-pass", night.seats, None, undo=False, hints=0)
    assert keeper.finished(match, notes) is None
    frame = threading.current_thread().name
    assert [c for c in calls if c[1] == frame] == [] and synced == []
    assert [p.key for p in night.played] == [key], "counted in the standings at once"
    assert keeper.writer.flush() and keeper.writer.take_error() is None
    assert [c[0] for c in calls] == ["history", "write"], "the history first, then the night"
    assert all(thread != frame for _, thread in calls)
    history = History(tmp_path)
    (filed,) = history.matches()
    history.close()
    assert filed["night"] == night.id
    (kept,), problems = list_nights(tmp_path)
    assert problems == [] and kept.current is None and [p.key for p in kept.played] == [key]


def test_a_history_that_refuses_leaves_the_finished_match_in_the_nights_file(monkeypatch,
                                                                               tmp_path):
    night, match = played_night()

    def refused(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(night_flow, "History", refused)
    keeper = NightKeeper(night)
    key = night.current.id
    keeper.finished(match, MatchNotes("take-or-pass", night.seats, None, False, 0))
    keeper.flush()
    (line,) = keeper.take_notes()
    assert line.startswith("The match could not go into the history (")
    (kept,), _ = list_nights(tmp_path)
    assert kept.current is not None and kept.current.id == key, "kept to be filed on resume"
    assert kept.current.record["moves"] == match.record()["moves"]


def test_a_nights_tables_share_one_writer():
    night, _match = played_night()
    assert NightKeeper(night).writer is NightKeeper(night).writer is night_writer(night)
