"""Screens that read the history do it off the frame (game/engine/reading.py): stats, the
ratings page and the profile picker say they are loading until it is read, and Start with
a fair-match seat rates the history on the reading thread before the table comes."""
from __future__ import annotations

import functools
import sqlite3
import threading

import pygame
import pytest
from rated_people import ann_with_matches

from game.engine import theme
from game.engine.context import AppContext, make_test_context
from game.engine.intents import Action, Device, Intent
from game.engine.reading import LOADING
from game.store.files import HISTORY
from game.store.history import History
from game.store.profiles import all_profiles
from scenes.frame.match_setup import SHARED
from scenes.frame.table import TableScene
from scenes.screens import profile_picker, ratings_screen, setup_people
from scenes.screens.profile_picker import ProfilePickerOverlay
from scenes.screens.ratings_screen import RatingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.setup_model import FAIR

ORANGE = theme.SEAT_COLOURS[0]


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    pygame.init()


@pytest.fixture
def opened(monkeypatch) -> list[str]:
    """The threads the history is opened on by the screens."""
    threads: list[str] = []

    def spied(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return History(*args, **kwargs)

    for module in (ratings_screen, profile_picker, setup_people):
        monkeypatch.setattr(module, "History", spied)
    return threads


def settle(ctx, reading) -> None:
    """Let `reading` come in, then step the stack one frame: the scene's update takes it."""
    assert reading is not None and reading.ready(), "the reading came in"
    ctx.stack.update(1 / 60)
    assert not reading.waiting, "the frame's update took what was read"


def test_the_ratings_page_reads_off_the_frame_and_says_it_is_loading(opened):
    ann = ann_with_matches(3)
    ctx = make_test_context()
    scene = RatingsScene(ctx, ann)
    ctx.stack.push(scene)
    assert threading.current_thread().name not in opened
    assert scene.animating, "frames keep coming while it reads"
    label = next(b.label for b in scene.focus.controls if b.key == "who")
    assert not scene.reading.waiting or LOADING in label
    settle(ctx, scene.reading)
    assert opened and threading.current_thread().name not in opened
    assert scene.profile is not None and scene.profile.id == ann
    assert len(scene.series[ann, "take-or-pass"]) == 3
    assert next(b.label for b in scene.focus.controls if b.key == "who") == "Player: Ann"


def test_the_profile_picker_reads_off_the_frame(opened):
    ann = ann_with_matches(3)
    ctx = make_test_context()
    picker = ProfilePickerOverlay(ctx, 0, (ORANGE, "star"), set(), lambda p: None)
    ctx.stack.push(picker)
    assert threading.current_thread().name not in opened
    settle(ctx, picker.reading)
    assert [p.id for p in picker.profiles] == [ann] and opened
    assert picker.focus.focused_key == f"pick:{ann}", "the cursor starts on the first profile"


def ann_and_a_fair_bot(pad: int | None = None) -> tuple[AppContext, SetupScene]:
    """Setup with Ann (a profile with rated matches, on pad `pad` if given) at seat 0 and a
    fair-match bot at seat 1."""
    ann = ann_with_matches(3)
    ctx = make_test_context()
    scene = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(scene)
    model = scene.model
    if pad is not None:
        model.join(0, pad)
    model.seats[0].bot, model.seats[0].profile, model.seats[0].name = None, ann, "Ann"
    while model.seats[1].bot != FAIR:
        model.cycle_kind(1)
    return ctx, scene


def test_start_with_a_fair_seat_rates_off_the_frame_then_deals(opened):
    ctx, scene = ann_and_a_fair_bot()
    scene.activate("start")
    assert threading.current_thread().name not in opened
    settle(ctx, scene.starting)
    assert isinstance(ctx.stack.top, TableScene)
    assert opened and threading.current_thread().name not in opened
    assert ctx.stack.top.setup.seats[1].name.endswith("(fair)")


def test_a_pad_unplugged_while_starting_is_said_and_its_seat_is_shared_at_the_table(opened):
    ctx, scene = ann_and_a_fair_bot(pad=7)
    model = scene.model
    scene.activate("start")
    reading = scene.starting
    assert reading is not None, "a fair seat reads the history first"
    scene.handle(Intent(Action.PAD_REMOVED, Device("pad", 7)))
    assert model.seats[0].device == SHARED and "unplugged" in scene.message
    settle(ctx, reading)
    table = ctx.stack.top
    assert isinstance(table, TableScene), "the start went on"
    assert table.setup.seats[0].device == SHARED and table.setup.seats[0].name == "Ann"


def test_the_stats_screen_reads_off_the_frame_for_its_page_an_export_and_a_match_to_watch(
        monkeypatch):
    from text_spy import spy_text

    from scenes.screens import stats
    from scenes.theater.scene import TheaterScene

    ann_with_matches(2)
    threads: list[str] = []
    real = stats.History

    def spied(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(stats, "History", spied)
    ctx = make_test_context()
    scene = stats.StatsScene(ctx)
    ctx.stack.push(scene)
    assert threading.current_thread().name not in threads
    settle(ctx, scene.reading)
    assert threads and threading.current_thread().name not in threads
    assert "Ann" in [p.name for p in scene.players] and len(scene.matches) == 2
    scene.activate("matches")
    first = scene.matches[0]["id"]
    for key, done in ((f"export:{first}", lambda: scene.message.startswith("Saved as ")),
                      (f"watch:{first}", lambda: isinstance(ctx.stack.top, TheaterScene))):
        threads.clear()
        scene.activate(key)
        assert threading.current_thread().name not in threads and scene.reading.waiting
        assert scene.animating and not done(), "frames keep coming while it reads"
        seen = spy_text(ctx)
        scene.draw(pygame.Surface(theme.SCREEN_SIZE), 0.0)
        assert LOADING in [words for words, _rect in seen], "the page says it is loading"
        settle(ctx, scene.reading)
        assert threads and threading.current_thread().name not in threads
        assert done(), key


def test_a_history_that_cannot_be_read_is_said_and_the_screens_go_on(monkeypatch):
    def locked(*_args):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(ratings_screen, "read_ratings", locked)
    monkeypatch.setattr(profile_picker, "read_profiles", locked)
    ann = ann_with_matches(1)
    ctx = make_test_context()
    scene = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(scene)
    monkeypatch.setattr("scenes.screens.setup_start.read_for_start", locked)
    scene.model.seats[0].bot, scene.model.seats[0].profile = None, ann
    scene.activate("start")
    settle(ctx, scene.starting)
    assert ctx.stack.top is scene and "cannot be read now (database is locked)" in scene.message
    for screen in (RatingsScene(ctx), ProfilePickerOverlay(ctx, 0, (ORANGE, "star"), set(),
                                                          lambda p: None)):
        ctx.stack.push(screen)
        settle(ctx, screen.reading)
        assert "cannot be read now" in screen.message
        ctx.stack.pop()


def test_making_and_renaming_a_profile_happen_off_the_frame(opened):
    ctx = make_test_context()
    picked = []
    picker = ProfilePickerOverlay(ctx, 0, (ORANGE, "star"), set(), picked.append)
    ctx.stack.push(picker)
    settle(ctx, picker.reading)
    frame = threading.current_thread().name
    picker._made("Zoe")
    assert picked == [] and ctx.stack.top is picker, "the frame goes on while it is kept"
    settle(ctx, picker.reading)
    (zoe,) = picked
    assert zoe.name == "Zoe" and ctx.stack.top is None
    picker = ProfilePickerOverlay(ctx, 0, (ORANGE, "star"), set(), picked.append)
    ctx.stack.push(picker)
    settle(ctx, picker.reading)
    picker._renamed(zoe, "Zed")
    settle(ctx, picker.reading)  # renamed, then the list read again
    settle(ctx, picker.reading)
    assert [p.name for p in picker.profiles] == ["Zed"] and "Zoe is now Zed" in picker.message
    assert opened and frame not in opened


def test_no_profile_is_made_while_another_program_holds_the_history(monkeypatch, tmp_path):
    History().close()
    monkeypatch.setattr(profile_picker, "History", functools.partial(History, timeout=0.1))
    ctx = make_test_context()
    picked = []
    picker = ProfilePickerOverlay(ctx, 0, (ORANGE, "star"), set(), picked.append)
    ctx.stack.push(picker)
    settle(ctx, picker.reading)
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        picker._made("Zoe")
        settle(ctx, picker.reading)
    finally:
        other.execute("COMMIT")
        other.close()
    assert picked == [] and ctx.stack.top is picker
    assert "in use by another program" in picker.message and "\n" not in picker.message
    history = History()
    try:
        assert all_profiles(history) == [], "nothing half kept"
    finally:
        history.close()
