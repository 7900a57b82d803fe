"""The people screens driven as a pad drives them: the name keyboard, picking and making a
profile, the ratings page, and game night's interlude and podium."""
from __future__ import annotations

import pygame
import pytest
from rated_people import ann_with_matches

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.intents import Action, Device, Intent
from game.store.history import History
from game.store.night import new_night
from game.store.profiles import all_profiles, create
from scenes.screens.name_pad import NamePadOverlay
from scenes.screens.night_screens import InterludeScene, PodiumScene, ordinal
from scenes.screens.profile_picker import ProfilePickerOverlay
from scenes.screens.ratings_screen import RatingsScene

PAD = Device("pad", 0)
ORANGE = theme.SEAT_COLOURS[0]


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    pygame.init()


def press(scene, *actions: Action) -> None:
    for action in actions:
        scene.handle(Intent(action, PAD))


def test_the_name_pad_types_with_a_pad_and_hands_the_name_back():
    ctx = make_test_context()
    got = []
    pad = NamePadOverlay(ctx, "Your name", "", got.append)
    ctx.stack.push(pad)
    assert not next(b for b in pad.focus.controls if b.key == "done").enabled
    press(pad, Action.CONFIRM, Action.RIGHT, Action.CONFIRM)  # 'A', then 'b'
    pad.activate("space")
    pad.activate("key:C")
    assert pad.name == "Ab C"
    pad.activate("delete")
    pad.activate("key:D")
    pad.activate("done")
    assert got == ["Ab D"] and ctx.stack.top is None


def test_the_name_pad_stops_at_the_longest_name_and_says_so():
    ctx = make_test_context()
    pad = NamePadOverlay(ctx, "Your name", "x" * 16, lambda name: None)
    ctx.stack.push(pad)
    pad.activate("key:A")
    assert pad.name == "x" * 16 and "at most 16" in pad.message


def test_a_profile_is_made_on_the_pad_and_picked_for_the_seat():
    ctx = make_test_context()
    picked = []
    picker = ProfilePickerOverlay(ctx, 0, (ORANGE, "star"), set(), picked.append)
    ctx.stack.push(picker)
    picker.reading.wait()
    picker.activate("new")
    pad = ctx.stack.top
    assert isinstance(pad, NamePadOverlay)
    for key in ("key:Z", "key:O", "key:E", "done"):
        pad.activate(key)
    assert picked == [] and ctx.stack.top is picker, "kept off the frame first"
    picker.reading.wait()
    (made,) = picked
    assert (made.name, made.colour, made.symbol) == ("Zoe", ORANGE, "star")
    assert ctx.stack.top is None, "the picker closed with the new profile"
    history = History()
    assert all_profiles(history) == [made]
    history.close()


def test_a_profile_at_the_table_cannot_be_picked_twice_and_a_name_taken_is_refused():
    history = History()
    ann = create(history, "Ann", ORANGE, "circle")
    history.close()
    ctx = make_test_context()
    picked = []
    picker = ProfilePickerOverlay(ctx, 1, (ORANGE, "square"), {ann.id}, picked.append)
    ctx.stack.push(picker)
    picker.reading.wait()
    button = next(b for b in picker.focus.controls if b.key == f"pick:{ann.id}")
    assert not button.enabled and "at the table" in button.label
    picker.activate("new")
    for key in ("key:A", "key:N", "key:N", "done"):
        ctx.stack.top.activate(key)
    picker.reading.wait()
    assert picked == [] and "already a profile called Ann" in picker.message
    picker.activate("guest")
    assert picked == [None]


def test_the_ratings_page_shows_the_player_on_the_ladder_game_by_game():
    ann = ann_with_matches(4)
    ctx = make_test_context()
    scene = RatingsScene(ctx, ann)
    ctx.stack.push(scene)
    scene.reading.wait()
    assert len(scene.series[ann, "all"]) == len(scene.series[ann, "take-or-pass"]) == 4
    assert scene.names["bot:hard"] == "hard"
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scene.draw(surface, 1.0)
    scene.activate("pool")
    assert scene.pool == "pass" and scene.series[ann, "pass"] == []
    scene.draw(surface, 1.0)  # a game with no ratings draws an empty chart
    history = History()
    history.conn.execute("UPDATE matches SET undo = 1 WHERE key = 'm0'")
    history.close()
    scene.activate("helped")
    scene.reading.wait()
    assert ctx.settings.rate_assisted is False and "without" in scene.message
    assert len(scene.series[ann, "all"]) == 3, "the match with undo is left out"


def test_the_interlude_hands_on_the_choice_and_the_podium_ranks_by_points():
    seats = [{"name": n, "colour": list(theme.SEAT_COLOURS[k]), "symbol": theme.SEAT_SYMBOLS[k],
              "bot": None} for k, n in enumerate(("Ann", "Ben", "Cy"))]
    night = new_night([{"game": "take-or-pass"}, {"game": "pass"}], seats, 1)
    night.add("a", "take-or-pass", [30, 5, 12], [1])
    ctx = make_test_context()
    chosen = []
    interlude = InterludeScene(ctx, night, lambda: chosen.append("next"),
                               lambda: chosen.append("later"))
    ctx.stack.push(interlude)
    assert interlude.focus.focused_key == "next" and "PASS" in interlude.focus.controls[0].label
    press(interlude, Action.CONFIRM, Action.BACK)
    assert chosen == ["next", "later"]
    night.add("b", "pass", [0, 1, 3], [2])
    podium = PodiumScene(ctx, night, lambda: chosen.append("done"))
    ctx.stack.push(podium)
    podium.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    press(podium, Action.CONFIRM)
    assert chosen[-1] == "done"
    assert [s.name for s in night.standings()] == ["Ben", "Cy", "Ann"]
    assert [ordinal(n) for n in (0, 1, 2, 3, 10, 20)] == ["1st", "2nd", "3rd", "4th", "11th",
                                                          "21st"]
