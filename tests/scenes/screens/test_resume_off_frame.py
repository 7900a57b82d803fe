"""Resuming a saved match replays its record off the frame (menu Continue, the unfinished
list) or before the window opens (`main.py resume`); a save that does not replay is said
in one line and kept aside; a file whose writer is still at it past SCREEN_WAIT is said,
not read."""
from __future__ import annotations

import threading

import pytest
from kept_saves import SEATS, held_write
from thread_spy import spy_threads

from game.engine.context import make_test_context
from game.registry import get_game
from game.store import night_file
from game.store.history import TIMEOUT
from game.store.night import new_night
from game.store.night_file import write_night
from game.store.saves import Save, list_saves, write_save
from game.store.unfinished import LIST_TIMEOUT
from game.store.writer import SaveWriter
from scenes.app import flow, night_flow
from scenes.frame.table import TableScene
from scenes.screens import unfinished
from scenes.screens.menu import MenuScene
from scenes.screens.unfinished import UnfinishedScene


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def kept(moves: int = 400) -> Save:
    """A long match of `moves` moves saved in the saves folder."""
    match = get_game("take-or-pass").new_match(3, 7, {"games": 3})
    for _ in range(moves):
        match.apply_then_deal(match.legal_moves()[-1])
    save = Save("kept-1", {}, SEATS)
    write_save(save, match)
    return save


def test_continue_replays_the_save_off_the_frame(monkeypatch):
    save = kept()
    calls: list[tuple[str, str]] = []
    spy_threads(monkeypatch, calls, flow, "rebuild")
    ctx = make_test_context(home=MenuScene, persist=True)
    menu = MenuScene(ctx)
    ctx.stack.push(menu)
    menu.reading.wait()
    menu.activate("continue")
    assert menu.reading.ready()
    ctx.stack.update(1 / 60)
    table = ctx.stack.top
    assert isinstance(table, TableScene) and len(table.match.moves) == 400
    assert table.keeper is not None and table.keeper.save.path == save.path
    frame = threading.current_thread().name
    assert calls and all(thread != frame for _, thread in calls), calls


def test_the_unfinished_list_replays_off_the_frame_and_says_a_bad_save_in_one_line(
        monkeypatch, tmp_path):
    save = kept()
    assert save.path is not None
    calls: list[tuple[str, str]] = []
    spy_threads(monkeypatch, calls, flow, "rebuild")
    spy_threads(monkeypatch, calls, unfinished, "put_aside")
    save.path.write_text(save.path.read_text().replace('"moves":["', '"moves":["nonsense","'))
    ctx = make_test_context(home=MenuScene, persist=True)
    listed = UnfinishedScene(ctx, list_saves()[0])
    ctx.stack.push(listed)
    listed.activate("save:0")
    assert listed.reading.ready()
    ctx.stack.update(1 / 60)
    assert ctx.stack.top is listed and listed.saves == []
    assert "move 0 does not replay" in listed.message and "\n" not in listed.message
    assert [p.name.split(".")[1][:8] for p in (tmp_path / "saves").iterdir()] == ["unusable"]
    frame = threading.current_thread().name
    assert {name for name, _ in calls} == {"rebuild", "put_aside"}
    assert all(thread != frame for _, thread in calls), calls


def test_main_resume_replays_before_the_window_and_not_again(monkeypatch):
    from game.engine import app, display
    from scenes.app import launch

    kept()
    replays: list[str] = []
    spy_threads(monkeypatch, replays, flow, "rebuild")
    opened = {}

    def run_app(home, windowed, tables, start=None):
        before = len(replays)
        opened["ctx"] = make_test_context(persist=True)
        start(opened["ctx"])
        opened["replayed"] = len(replays) - before
        return 0

    monkeypatch.setattr(display, "display_available", lambda: True)
    monkeypatch.setattr(app, "run_app", run_app)
    assert launch.run_resume(None, True) == 0
    assert len(replays) == 1 and opened["replayed"] == 0, "replayed once, before the app"
    top = opened["ctx"].stack.top
    assert isinstance(top, TableScene) and len(top.match.moves) == 400


def held_writer(monkeypatch, path) -> threading.Event:
    """A closed writer whose write of `path` is held until the returned event is set."""
    held, go = held_write(monkeypatch, path.read_bytes())
    kept_writer = SaveWriter()
    kept_writer.put(path, path.read_bytes())
    assert held.wait(10)
    kept_writer.close()
    return go


def test_a_save_still_being_written_past_the_wait_is_said_not_read(monkeypatch):
    save = kept()
    assert save.path is not None
    go = held_writer(monkeypatch, save.path)
    monkeypatch.setattr(unfinished, "SCREEN_WAIT", 0.05)
    reads: list[tuple[str, str]] = []
    spy_threads(monkeypatch, reads, unfinished, "read_save")
    try:
        ctx = make_test_context(home=MenuScene, persist=True)
        listed = UnfinishedScene(ctx, [save])
        ctx.stack.push(listed)
        listed.activate("save:0")
        assert listed.reading.ready()
        ctx.stack.update(1 / 60)
        assert ctx.stack.top is listed and listed.message == unfinished.STILL_SAVING
        assert reads == [], "a file still being written is not read"
    finally:
        go.set()


def test_a_night_still_being_written_past_the_wait_is_said_not_read(monkeypatch):
    seats = [dict(s) for s in SEATS]
    night = new_night([{"game": "take-or-pass", "options": {"games": 1}}] * 2, seats, 1)
    night.start_match()
    path = write_night(night)
    go = held_writer(monkeypatch, path)
    monkeypatch.setattr(night_flow, "SCREEN_WAIT", 0.05)
    reads: list[tuple[str, str]] = []
    spy_threads(monkeypatch, reads, night_flow, "read_night")
    try:
        resumed = night_flow.read_resumed(path)
        assert resumed.night is None and resumed.line == night_flow.STILL_SAVING
        assert reads == [], "a file still being written is not read"
    finally:
        go.set()
    assert night_file.read_night(path).id == night.id


def test_resuming_a_night_waits_on_a_locked_history_only_as_long_as_a_listing(monkeypatch):
    seats = [dict(s) for s in SEATS]
    night = new_night([{"game": "take-or-pass", "options": {"games": 1}}] * 2, seats, 1)
    night.start_match()
    path = write_night(night)
    waits: list[float] = []
    real = night_flow.History

    def spied(*args, **kwargs):
        history = real(*args, **kwargs)
        waits.append(history.timeout)
        return history

    monkeypatch.setattr(night_flow, "History", spied)
    assert night_flow.read_resumed(path).night is not None
    assert waits == [LIST_TIMEOUT] and LIST_TIMEOUT < TIMEOUT, "not the history's whole wait"
