"""A finished match whose last save the disk refuses still goes into the history (filing
works from the copy in memory), and its summary says the save failed; a game night's too."""
from __future__ import annotations

import errno

import pytest
from night_tables import to_summary

from game.engine.context import make_test_context
from game.store import writer
from game.store.history import History
from scenes.app import flow
from scenes.app.night_flow import start_night
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.screens.menu import MenuScene

SAID = "The last save failed (No space left on device)."


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def refuse(monkeypatch, marker: bytes) -> None:
    """The disk refuses every write whose bytes hold `marker` (the finished match's)."""
    write = writer.atomic_write

    def full(path, data):
        if marker in data:
            raise OSError(errno.ENOSPC, "No space left on device")
        write(path, data)

    monkeypatch.setattr(writer, "atomic_write", full)


def setup() -> MatchSetup:
    return MatchSetup("take-or-pass", [default_seat(i, "random") for i in range(3)],
                      {"games": 1}, 5)


def filed(directory) -> list[dict]:
    history = History(directory)
    try:
        return history.matches()
    finally:
        history.close()


def test_a_match_whose_last_save_is_refused_is_filed_and_the_summary_says_so(
        monkeypatch, tmp_path):
    refuse(monkeypatch, b'"ended"')
    ctx = make_test_context(home=MenuScene, persist=True)
    scene = flow.start_match(ctx, setup())
    summary = to_summary(ctx)
    assert scene.keeper.writer.flush()
    ctx.stack.update(1 / 60)
    assert summary.notes.line == SAID
    assert len(filed(tmp_path)) == 1


def test_a_nights_match_whose_last_save_is_refused_is_filed_and_the_summary_says_so(
        monkeypatch, tmp_path):
    refuse(monkeypatch, b'"unfiled":[{')
    ctx = make_test_context(home=MenuScene, persist=True)
    assert start_night(ctx, setup(), [{"game": "take-or-pass"}] * 2) is None
    run = ctx.stack.top.keeper.run
    summary = to_summary(ctx)
    assert run.writer.flush()
    ctx.stack.update(1 / 60)
    assert summary.notes.line == SAID
    assert [m["night"] for m in filed(tmp_path)] == [run.night.id]
