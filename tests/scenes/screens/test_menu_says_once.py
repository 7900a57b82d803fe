"""What listing the unfinished matches has to say (the history locked by another program,
a finished match kept in its save) is said once, not again each time the menu comes back."""
from __future__ import annotations

import sqlite3

import pytest
from kept_saves import SEATS

from game.engine.context import make_test_context
from game.registry import get_game
from game.store.files import HISTORY
from game.store.history import History
from game.store.saves import Save, write_save
from scenes.screens.menu import MenuScene


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def listed(menu: MenuScene) -> str:
    """What the menu says once its listing is in (its message cleared before)."""
    menu.message, menu.message_time = "", 0.0
    assert menu.reading.ready()
    menu.ctx.stack.update(1 / 60)
    return menu.message


def test_a_locked_history_is_said_once_not_each_time_the_menu_comes_back(tmp_path):
    write_save(Save("kept-1", {}, SEATS), get_game("take-or-pass").new_match(3, 1))
    History().close()
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the history all along
    try:
        ctx = make_test_context(home=MenuScene, persist=True)
        menu = MenuScene(ctx)
        ctx.stack.push(menu)
        assert "in use by another program" in listed(menu)
        menu.resume()  # back from a screen above
        assert listed(menu) == "", "said again when the menu came back"
        ctx.go_home()  # back from a match: a fresh menu
        assert listed(ctx.stack.top) == "", "said again by the next menu"
    finally:
        other.execute("COMMIT")
        other.close()
