"""Keeping the match at the table: autosave after every move, resume, undo against bots,
and the history entry at the end."""
from __future__ import annotations

import random

from test_flow_driver import human_turn, make_setup, play_through, press
from test_flow_match import until_human_turn

from game.engine.context import make_test_context
from game.engine.intents import MOUSE, Action
from game.store.history import History
from game.store.saves import list_saves, read_save
from game.version import stamped
from scenes.app import flow
from scenes.frame.curtain import CurtainScene
from scenes.frame.keeping import UNDO_OFF, MatchKeeper
from scenes.frame.seat_plates import UNDO_BUTTON
from scenes.frame.table import TableScene


def kept_match(tmp_path, humans: dict, seed: int = 5, slug: str = "take-or-pass"):
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup(slug, humans, 3, seed))
    scene.keeper = MatchKeeper(tmp_path)
    return ctx, scene


def test_every_move_is_saved_and_resume_gives_the_same_table(tmp_path):
    ctx, scene = kept_match(tmp_path, {0: "shared"})
    rng = random.Random(1)
    for _ in range(3):
        until_human_turn(ctx, scene, 0)
        human_turn(ctx, scene, rng)
    scene.keeper.flush()
    (save,), notes = list_saves(tmp_path)
    assert notes == [] and save.record == stamped(scene.match.record())
    assert [s["name"] for s in save.seats] == [s.name for s in scene.setup.seats]
    ctx2 = make_test_context()
    resumed = flow.resume_scene(ctx2, read_save(save.path))
    ctx2.stack.push(resumed)
    ctx2.stack.update(1 / 60)
    assert resumed.match.view(0) == scene.match.view(0)
    assert resumed.match.record() == scene.match.record()
    assert [s.bot for s in resumed.setup.seats] == [s.bot for s in scene.setup.seats]
    assert resumed.events == scene.events and resumed.deal_scores == scene.deal_scores
    assert len(scene.chrome.log) == 4, "its recent moves"
    assert list(resumed.chrome.log) == list(scene.chrome.log)


def test_undo_restores_the_state_before_the_humans_last_decision(tmp_path):
    ctx, scene = kept_match(tmp_path, {0: "shared"})
    rng = random.Random(2)
    until_human_turn(ctx, scene, 0)
    press(ctx, Action.UNDO)
    assert scene.chrome.message.startswith("Nothing to undo") and not scene.with_undo
    for _ in range(30):  # until a decision of the human's is followed by the bots' moves
        before_view, before_record = scene.match.view(0), scene.match.record()
        human_turn(ctx, scene, rng)
        until_human_turn(ctx, scene, 0)
        if len(scene.match.moves) > len(before_record["moves"]) + 1:
            break
    assert len(before_record["moves"]) > 0
    press(ctx, Action.UNDO)
    assert scene.match.view(0) == before_view and scene.match.record() == before_record
    assert scene.match.to_move == 0 and scene.privacy.viewer == 0 and scene.with_undo
    scene.keeper.flush()
    assert read_save(list_saves(tmp_path)[0][0].path).undo
    press(ctx, Action.SELECT, MOUSE, (UNDO_BUTTON[0] + 20, UNDO_BUTTON[1] + 20))  # the mouse
    assert len(scene.match.moves) < len(before_record["moves"])
    summary = play_through(ctx, rng)
    assert summary.match.is_over
    scene.keeper.flush()  # the history is written off the frame
    (entry,) = History(tmp_path).matches()
    assert entry["undo"] and entry["winners"] == summary.match.winners
    assert list_saves(tmp_path) == ([], []), "a finished match leaves no autosave"


def test_undo_is_off_with_two_humans(tmp_path):
    ctx, scene = kept_match(tmp_path, {0: "shared", 1: "shared"}, seed=9)
    rng = random.Random(3)
    until_human_turn(ctx, scene, 0)
    human_turn(ctx, scene, rng)
    until_human_turn(ctx, scene, 1)
    record = scene.match.record()
    press(ctx, Action.UNDO)
    press(ctx, Action.SELECT, MOUSE, (UNDO_BUTTON[0] + 20, UNDO_BUTTON[1] + 20))
    assert scene.match.record() == record and scene.chrome.message == UNDO_OFF
    assert not scene.with_undo


def test_a_resumed_hot_seat_match_shows_the_curtain_first(tmp_path):
    ctx, scene = kept_match(tmp_path, {0: "shared", 1: "shared"}, seed=9, slug="pass")
    until_human_turn(ctx, scene, 0)
    assert scene.try_move(random.Random(4).choice(scene.match.legal_moves()))
    scene.keeper.flush()
    (save,), _ = list_saves(tmp_path)
    ctx2 = make_test_context()
    resumed = flow.resume_scene(ctx2, save)
    ctx2.stack.push(resumed)
    for _ in range(600):
        if ctx2.stack.top is not resumed:
            break
        if resumed.bots.thinking:
            resumed.bots.wait(5)
        ctx2.stack.update(1 / 60)
    assert isinstance(ctx2.stack.top, CurtainScene)
    assert resumed.privacy.viewer is None, "nothing private shows behind the curtain"


def test_the_menu_offers_continue_and_keeps_a_broken_save_aside(tmp_path, monkeypatch):
    from scenes.screens.menu import MenuScene

    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    ctx, scene = kept_match(None, {0: "shared"})
    until_human_turn(ctx, scene, 0)
    human_turn(ctx, scene, random.Random(5))
    scene.keeper.flush()
    ctx2 = make_test_context(persist=True)
    menu = MenuScene(ctx2)
    ctx2.stack.push(menu)
    menu.reading.wait()  # the saves are listed off the frame
    labels = {b.key: b.label for b in menu.buttons()}
    assert labels["continue"] == "Continue" and labels["unfinished"] == "Unfinished (1)"
    assert menu.focus.focused_key == "continue", "the cursor starts on Continue"
    menu.activate("continue")
    assert menu.reading.ready()  # the save is read again off the frame
    ctx2.stack.update(1 / 60)
    assert isinstance(ctx2.stack.top, TableScene)
    assert ctx2.stack.top.match.record() == scene.match.record()
    # The same save, spoilt: a move that does not replay.
    path = menu.saves[0].path
    path.write_text(path.read_text().replace('"moves":["', '"moves":["nonsense","'))
    ctx3 = make_test_context(persist=True)
    menu = MenuScene(ctx3)
    ctx3.stack.push(menu)
    menu.reading.wait()
    assert menu.focus.focused_key == "continue"
    menu.activate("continue")
    assert menu.reading.ready()
    ctx3.stack.update(1 / 60)
    assert ctx3.stack.top is menu and "could not be used" in menu.message
    assert "continue" not in {b.key for b in menu.buttons()}
    assert [p.name.split(".")[1][:8] for p in (tmp_path / "saves").iterdir()] == ["unusable"]


def test_main_resume_opens_the_saved_match_above_the_menu(tmp_path, monkeypatch):
    from game.engine import app, display
    from scenes.app import launch

    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    ctx, scene = kept_match(None, {0: "shared"})
    until_human_turn(ctx, scene, 0)
    human_turn(ctx, scene, random.Random(6))
    scene.keeper.flush()
    opened = {}

    def fake_run_app(home, windowed, tables, start=None):
        opened["ctx"] = make_test_context(persist=True)
        start(opened["ctx"])
        return 0

    monkeypatch.setattr(display, "display_available", lambda: True)
    monkeypatch.setattr(app, "run_app", fake_run_app)
    assert launch.run_resume(None, True) == 0
    top = opened["ctx"].stack.top
    assert isinstance(top, TableScene) and top.match.record() == scene.match.record()
    assert top.keeper is not None and top.keeper.save.path == list_saves()[0][0].path


def test_the_unfinished_list_reads_the_chosen_save_off_the_frame(tmp_path):
    from scenes.screens.unfinished import UnfinishedScene

    ctx, scene = kept_match(tmp_path, {0: "shared"})
    until_human_turn(ctx, scene, 0)
    human_turn(ctx, scene, random.Random(7))
    scene.keeper.flush()
    (save,), _ = list_saves(tmp_path)
    ctx2 = make_test_context()
    listed = UnfinishedScene(ctx2, [save, save.copy()])
    ctx2.stack.push(listed)
    listed.activate("save:0")
    assert listed.reading.ready()
    ctx2.stack.update(1 / 60)
    assert isinstance(ctx2.stack.top, TableScene)
    assert ctx2.stack.top.match.record() == scene.match.record()
    ctx2.stack.pop()
    save.path.unlink()  # gone since it was listed
    listed.activate("save:1")
    assert listed.reading.ready()
    ctx2.stack.update(1 / 60)
    assert ctx2.stack.top is listed and "no longer kept" in listed.message
    assert len(listed.saves) == 1 and listed.total == 1, "it left the list"
