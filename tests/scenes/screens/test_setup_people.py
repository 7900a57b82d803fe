"""Setup's people: a human seat picks a profile with the pad (its name, colour and symbol
come along, and the table's seat knows it), and 'Bot: fair match' plays the level nearest
the people's ratings and says which."""
from __future__ import annotations

import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.store import ratings
from game.store.history import Finished, History
from game.store.profiles import create, find
from scenes.screens.profile_picker import ProfilePickerOverlay
from scenes.screens.setup import SetupScene
from scenes.screens.setup_model import FAIR
from scenes.screens.setup_people import FAIR_LABEL, fair_setup


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))


def test_a_human_seat_picks_a_profile_and_the_table_seat_carries_it():
    history = History()
    ben = create(history, "Ben", theme.SEAT_COLOURS[4], "star")
    history.close()
    ctx = make_test_context()
    scene = SetupScene(ctx, "take-or-pass")
    ctx.stack.push(scene)
    scene.activate("name:0")
    picker = ctx.stack.top
    assert isinstance(picker, ProfilePickerOverlay)
    picker.reading.wait()
    picker.activate(f"pick:{ben.id}")
    assert ctx.stack.top is scene
    seat = scene.model.seats[0]
    assert (seat.name, seat.profile, seat.colour, seat.symbol) == (
        "Ben", ben.id, theme.SEAT_COLOURS[4], "star")
    assert scene.model.match_setup(1).seat_infos()[0].profile == ben.id
    assert scene.model.taken_profiles(1) == {ben.id}
    scene.model.cycle_colour(0)  # Ben sits in another colour today: remembered at Start
    fair_setup(scene.model, True)
    history = History()
    assert find(history, ben.id).colour == scene.model.seats[0].colour != theme.SEAT_COLOURS[4]
    history.close()
    scene.activate("name:0")
    ctx.stack.top.activate("guest")
    assert (scene.model.seats[0].name, scene.model.seats[0].profile) == ("Player 1", None)


def rate(levels: dict[str, int]) -> int:
    """A history where Ann placed between the levels as given (lower is better placed)."""
    history = History()
    ann = create(history, "Ann", theme.SEAT_COLOURS[0], "circle")
    order = sorted(levels, key=levels.get)
    record = {"game": "pass", "players": len(order), "seed": 1, "options": {}, "moves": []}
    for n in range(12):
        seats = [{"name": who, "colour": [0, 0, 0], "bot": None if who == "Ann" else who,
                  "profile": ann.id if who == "Ann" else None} for who in order]
        scores = [len(order) - k for k in range(len(order))]
        history.add(Finished(f"m{n}", record, seats, scores, [0], n, n + 1.0))
    ratings.update(history)
    history.close()
    return ann.id


def test_a_fair_match_plays_the_level_nearest_the_people_and_names_it():
    ann = rate({"hard": 0, "Ann": 1, "normal": 2, "easy": 3})
    ctx = make_test_context()
    scene = SetupScene(ctx, "pass")
    ctx.stack.push(scene)
    model = scene.model
    model.set_players(2)
    model.seats[0].bot, model.seats[0].profile, model.seats[0].name = None, ann, "Ann"
    while model.seats[1].bot != FAIR:
        model.cycle_kind(1)
    assert scene.rows().label("kind", 1) == FAIR_LABEL
    setup = fair_setup(model, True)
    level = setup.seats[1].bot
    assert level in ("hard", "normal")
    assert setup.seats[1].name == f"{level.capitalize()} (fair)"
    history = History()
    ladder = ratings.stored(history)
    history.close()
    mine = ladder.get(f"profile:{ann}", "pass").mu
    other = "normal" if level == "hard" else "hard"
    assert abs(ladder.get(f"bot:{level}", "pass").mu - mine) <= abs(
        ladder.get(f"bot:{other}", "pass").mu - mine)


def test_the_table_keeps_each_seat_s_profile_with_the_match():
    from scenes.frame.keeping import seat_records
    from scenes.frame.match_setup import SeatConfig

    seats = [SeatConfig("Ann", theme.SEAT_COLOURS[0], "circle", profile=3),
             SeatConfig("Bot 2", theme.SEAT_COLOURS[1], "square", "easy")]
    kept = seat_records(seats)
    assert [s["profile"] for s in kept] == [3, None]
