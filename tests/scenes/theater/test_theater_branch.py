"""Play on from here: a match branched from any point of a record starts exactly where the
record was (with the hidden parts kept, or re-dealt where nobody has seen them), with the
seats as the setup screen had them, and the autosave and history link back to the record."""
from __future__ import annotations

import random

import pytest
from theater_records import bot_record

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.registry import SLUGS
from game.rules.record import replay
from game.store.history import History
from game.store.saves import list_saves
from scenes.frame.keeping import MatchKeeper
from scenes.frame.table import TableScene
from scenes.theater.branch import PlayOnOverlay, branch_scene, seats_as_in_setup
from scenes.theater.model import Theater
from scenes.theater.scene import TheaterScene


@pytest.mark.parametrize("slug", SLUGS)
def test_branching_at_a_random_point_of_30_records_starts_from_the_records_view(slug):
    rng = random.Random(slug)
    for seed in range(30):
        record = bot_record(slug, 100 + seed)
        theater = Theater(record)
        theater.seek(rng.randrange(theater.length))  # never the end: the match is over there
        ctx = make_test_context()
        redeal = 7 + seed if seed % 3 == 0 else None  # every third re-deals the unseen
        scene = branch_scene(ctx, theater, "record.json", redeal)
        ctx.stack.push(scene)
        match = scene.match
        for seat in [None, *range(match.players)]:
            assert match.view(seat) == theater.match.view(seat), (seed, seat)
        assert scene.table.view == match.view(scene.privacy.viewer)  # the first view the table got
        assert scene.origin == {"source": "record.json", "move": theater.position}
        # The new match's own record replays to the branch point.
        branched = match.record()
        assert branched["moves"] == record["moves"][: theater.position]
        assert replay(branched)[0].view_all() == match.view_all()
        if redeal is None:
            assert match.view_all() == theater.match.view_all()
        # Playing on changes the branch, never the theater.
        match.apply(match.legal_moves()[0])
        assert theater.match.moves != match.moves


def test_seats_are_as_the_setup_screen_remembers_them_else_one_human():
    ctx = make_test_context()
    seats = seats_as_in_setup(ctx, "dominoes", 3)
    assert [s.bot for s in seats] == [None, "normal", "normal"]
    ctx.settings.last_setup = {"dominoes": {"seats": [
        {"name": "Ann", "bot": "easy"}, {"name": "Bo", "bot": None}]}}
    seats = seats_as_in_setup(ctx, "dominoes", 3)
    assert [(s.name, s.bot) for s in seats[:2]] == [("Ann", "easy"), ("Bo", None)]
    assert seats[2].bot == "normal"


def theater_at(ctx, record: dict, position: int) -> TheaterScene:
    scene = TheaterScene(ctx, record, playing=False, source="history:abc")
    ctx.stack.push(scene)
    scene.seek(position)
    return scene


def test_play_on_asks_keep_or_redeal_and_refuses_at_the_end():
    ctx = make_test_context()
    record = bot_record("take-or-pass", 9)
    theater = theater_at(ctx, record, len(record["moves"]))
    ctx.stack.handle(Intent(Action.ALT, KEYBOARD))
    assert ctx.stack.top is theater and "nothing to play on" in theater.message
    theater.seek(10)
    ctx.stack.handle(Intent(Action.ALT, KEYBOARD))
    dialog = ctx.stack.top
    assert isinstance(dialog, PlayOnOverlay)
    assert [b.key for b in dialog.focus.controls] == ["cancel", "keep", "redeal"]
    dialog.activate("cancel")
    assert ctx.stack.top is theater
    ctx.stack.handle(Intent(Action.ALT, KEYBOARD))
    ctx.stack.top.activate("redeal")
    top = ctx.stack.top
    assert isinstance(top, TableScene) and len(top.match.moves) == 10
    assert top.match.view(0) == theater.theater.match.view(0)
    assert top.match.record()["deals"]  # re-dealt: the deals so far are written out


def test_a_match_played_on_is_autosaved_and_filed_with_its_origin(tmp_path):
    ctx = make_test_context()
    record = bot_record("dominoes", 4)
    theater = theater_at(ctx, record, 5)
    scene = branch_scene(ctx, theater.theater, theater.source)
    scene.keeper = MatchKeeper(tmp_path)
    assert scene.keeper.moved(scene.match, scene.notes()) is None
    scene.keeper.flush()  # autosaves are written off the frame
    saves, _notes = list_saves(tmp_path)
    assert [s.origin for s in saves] == [{"source": "history:abc", "move": 5}]
    while not scene.match.is_over:
        scene.match.apply_then_deal(scene.match.legal_moves()[0])
    scene.keeper.moved(scene.match, scene.notes())
    scene.keeper.flush()  # the history is written off the frame too
    history = History(tmp_path)
    try:
        assert [m["origin"] for m in history.matches()] == [{"source": "history:abc", "move": 5}]
    finally:
        history.close()
