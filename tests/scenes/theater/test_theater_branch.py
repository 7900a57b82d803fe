"""Play on from here: a match branched from any point of a record starts exactly where the
record was, with the seats as the setup screen had them, and keeps where it came from."""
from __future__ import annotations

import random

import pytest
from theater_records import bot_record

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.registry import SLUGS
from game.rules.record import replay
from scenes.frame.table import TableScene
from scenes.theater.branch import Origin, branch_scene, seats_as_in_setup
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
        scene = branch_scene(ctx, theater)
        ctx.stack.push(scene)
        match = scene.match
        for seat in [None, *range(match.players)]:
            assert match.view(seat) == theater.match.view(seat), (seed, seat)
        assert scene.table.view == match.view(scene.viewer)  # the first view the table got
        assert scene.origin == Origin(record, theater.position)
        # The new match's own record replays to the branch point.
        branched = match.record()
        assert branched["moves"] == record["moves"][: theater.position]
        assert replay(branched)[0].summary() == theater.match.summary()
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


def test_play_on_replaces_the_theater_with_a_match_and_refuses_at_the_end():
    ctx = make_test_context()
    record = bot_record("take-or-pass", 9)
    theater = TheaterScene(ctx, record, playing=False)
    ctx.stack.push(theater)
    theater.seek(theater.theater.length)
    ctx.stack.handle(Intent(Action.ALT, KEYBOARD))
    assert ctx.stack.top is theater and "nothing to play on" in theater.message
    theater.seek(10)
    ctx.stack.handle(Intent(Action.ALT, KEYBOARD))
    top = ctx.stack.top
    assert isinstance(top, TableScene) and len(top.match.moves) == 10
