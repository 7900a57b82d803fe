"""The title menu lists the unfinished matches off the frame: it shows its buttons at once,
and Continue comes once they are read, even while another program holds the history."""
from __future__ import annotations

import sqlite3
import threading

import pytest
from kept_saves import SEATS

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.registry import get_game
from game.store import unfinished
from game.store.files import HISTORY
from game.store.history import History
from game.store.saves import Save, write_save
from scenes.screens.menu import MenuScene


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def keys(menu: MenuScene) -> list[str]:
    return [b.key for b in menu.focus.controls]


def test_the_menu_lists_the_unfinished_matches_off_the_frame(tmp_path, monkeypatch):
    opened: list[threading.Thread] = []

    def spied(*args, **kwargs):
        opened.append(threading.current_thread())
        return History(*args, **kwargs)

    monkeypatch.setattr(unfinished, "History", spied)
    match = get_game("take-or-pass").new_match(3, 1)
    write_save(Save("kept-1", {}, SEATS), match)
    History().close()
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the history: listing waits
    try:
        ctx = make_test_context(home=MenuScene, persist=True)
        menu = MenuScene(ctx)
        ctx.stack.push(menu)
        assert "play:take-or-pass" in keys(menu) and "continue" not in keys(menu), \
            "the menu shows at once, before the list is in"
        assert menu.animating, "frames keep coming while it reads"
        assert menu.reading.ready()
        ctx.stack.update(1 / 60)
        assert [s.id for s in menu.saves] == ["kept-1"]
        assert menu.focus.focused_key == "continue", "the cursor goes to Continue"
        write_save(Save("kept-2", {}, SEATS), match)  # left while the menu was covered
        menu.resume()
        assert menu.reading.ready()
        ctx.stack.update(1 / 60)
        labels = {b.key: b.label for b in menu.focus.controls}
        assert labels["unfinished"] == "Unfinished (2)"
    finally:
        other.execute("COMMIT")
        other.close()
    assert len(opened) == 2, "the history was opened for each listing"
    assert threading.current_thread() not in opened, "never on the frame's thread"


def test_a_player_who_moved_the_cursor_keeps_it_when_the_list_comes():
    write_save(Save("kept-1", {}, SEATS), get_game("take-or-pass").new_match(3, 1))
    ctx = make_test_context(home=MenuScene, persist=True)
    menu = MenuScene(ctx)
    ctx.stack.push(menu)
    menu.handle(Intent(Action.RIGHT, KEYBOARD))  # before the list is in
    moved = menu.focus.focused_key
    assert moved != "continue"
    menu.reading.wait()
    assert "continue" in keys(menu) and menu.focus.focused_key == moved
