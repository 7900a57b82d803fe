"""A game night through the real tables: each match's summary leads on (Next) to the
interlude, the next game is dealt at the same seats, the podium ends it; kept on disk
after every move, it can be left for the menu and resumed where it was."""
from __future__ import annotations

import sqlite3
from functools import partial

import pytest
from night_tables import to_summary

from game.engine.context import make_test_context
from game.engine.intents import Action, Device, Intent
from game.store.files import HISTORY
from game.store.history import History
from game.store.night_file import list_nights
from scenes.app import night_flow
from scenes.app.night_flow import NEXT, resume_night, start_night
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.frame.table import TableScene
from scenes.screens.menu import MenuScene
from scenes.screens.night_screens import InterludeScene, PodiumScene

PAD = Device("pad", 0)
GAMES = [{"game": "take-or-pass"}, {"game": "dominoes"}]


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))


def setup() -> MatchSetup:
    seats = [default_seat(i, "random") for i in range(3)]
    return MatchSetup("take-or-pass", seats, {"games": 1}, 5)


def test_a_night_chains_its_games_to_the_podium():
    ctx = make_test_context(home=MenuScene)
    assert start_night(ctx, setup(), GAMES) is None
    first = ctx.stack.top
    assert isinstance(first, TableScene) and first.match.game.slug == "take-or-pass"
    summary = to_summary(ctx)
    assert summary.labels == (NEXT, "Menu")
    summary.press(NEXT)
    interlude = ctx.stack.top
    assert isinstance(interlude, InterludeScene) and interlude.night.index == 1
    interlude.handle(Intent(Action.CONFIRM, PAD))
    second = ctx.stack.top
    assert isinstance(second, TableScene) and second.match.game.slug == "dominoes"
    assert [s.name for s in second.setup.seats] == [s.name for s in first.setup.seats]
    to_summary(ctx).press(NEXT)
    podium = ctx.stack.top
    assert isinstance(podium, PodiumScene) and podium.night.over
    assert sum(s.points for s in podium.night.standings()) > 0
    podium.handle(Intent(Action.CONFIRM, PAD))
    assert isinstance(ctx.stack.top, MenuScene)


def test_a_kept_night_is_left_for_the_menu_and_resumed_where_it_was(tmp_path):
    ctx = make_test_context(home=MenuScene, persist=True)
    assert start_night(ctx, setup(), GAMES) is None
    table = ctx.stack.top
    while len(table.match.moves) < 6:  # a few moves of the first game, kept as they are made
        if table.bots.thinking:
            table.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert not table.match.is_over
    table.keeper.flush()
    (kept,), notes = list_nights(tmp_path)
    assert notes == [] and kept.current is not None
    assert kept.current.record["moves"] == table.match.record()["moves"]
    ctx.go_home()
    failed: list[str] = []
    resume_night(ctx, kept, failed.append).wait()
    resumed = ctx.stack.top
    assert failed == []
    assert isinstance(resumed, TableScene)
    assert resumed.match.record() == table.match.record()
    to_summary(ctx).press("Menu")  # the first game over: the night waits in its file
    resumed.keeper.flush()  # filed and kept on the night's writer thread
    (kept,), _ = list_nights(tmp_path)
    assert kept.index == 1 and kept.current is None
    history = History(tmp_path)
    (filed,) = history.matches()
    history.close()
    assert filed["night"] == kept.id
    resume_night(ctx, kept, failed.append).wait()
    assert failed == [] and isinstance(ctx.stack.top, InterludeScene)


def night_rows(directory) -> int:
    history = History(directory)
    try:
        return history.conn.execute("SELECT count(*) FROM nights").fetchone()[0]
    finally:
        history.close()


def test_a_night_over_while_the_history_is_locked_keeps_its_file_until_it_goes_in(
        tmp_path, monkeypatch):
    monkeypatch.setattr(night_flow, "History", partial(History, timeout=0.05))
    ctx = make_test_context(home=MenuScene, persist=True)
    assert start_night(ctx, setup(), GAMES[:1]) is None
    run = ctx.stack.top.keeper.run
    summary = to_summary(ctx)
    assert run.writer.flush() and run.poll().unfiled == [], "the match filed meanwhile"
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # a backup tool, or a second Passtime, holds it
    summary.press(NEXT)
    podium = ctx.stack.top
    assert isinstance(podium, PodiumScene) and run.writer.flush()
    podium.update(1 / 60)
    assert podium.notes.line.endswith("The night is kept until the history can take it.")
    other.execute("COMMIT")
    other.close()
    assert night_rows(tmp_path) == 0
    (kept,), _ = list_nights(tmp_path)
    assert kept.id == run.night.id and kept.over
    podium.handle(Intent(Action.CONFIRM, PAD))
    failed: list[str] = []
    resume_night(ctx, kept, failed.append).wait()
    again = ctx.stack.top
    assert failed == [] and isinstance(again, PodiumScene)
    assert again.done.__self__.writer.flush()  # the resumed night's run files it again
    again.update(1 / 60)
    assert again.notes.line == ""
    assert night_rows(tmp_path) == 1 and list_nights(tmp_path)[0] == []
