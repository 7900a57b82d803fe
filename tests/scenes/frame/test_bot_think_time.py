"""Bot thinking time: the player's choice in options reaches the bots that play and the
hints, setup names it, and a bad value falls back to the level's default."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_flow_driver import make_setup

from game.ai import THINK_TIMES, level_description, level_label, table_bot, think_time
from game.ai.hint import HINT_MAX_TIME, HINT_THINK_TIME, hint_think_time
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.engine.settings import THINK_CHOICES, Settings
from scenes.app import flow
from scenes.screens.options import OptionsScene
from scenes.screens.setup import SetupScene


def test_a_chosen_time_replaces_the_default_and_a_bad_one_does_not() -> None:
    assert think_time("hard") == THINK_TIMES["hard"]
    assert think_time("expert", {"expert": 5.0}) == 5.0
    for bad in (0, -1, "2", True, None, float("nan"), 1e9):
        assert think_time("hard", {"hard": bad}) == THINK_TIMES["hard"], bad
    assert think_time("normal", {"normal": 2.0}) is None  # normal does not search
    assert table_bot("hard", 3, {"hard": 0.5}).think_time == 0.5
    assert table_bot("hard", 3, {"hard": "slow"}).think_time == THINK_TIMES["hard"]
    assert table_bot("normal", 3, {"hard": 0.5}).level == "normal"


def test_setup_names_the_level_with_its_time() -> None:
    assert level_label("hard", {"hard": 0.25}) == "Hard (0.25 s)"
    assert level_label("expert", {"hard": 0.25}) == f"Expert ({THINK_TIMES['expert']:g} s)"
    assert level_description("hard", {"hard": 2.0}).startswith("Hard — ")
    assert level_description("hard", {"hard": 2.0}).endswith("up to 2 s a move")
    assert "s a move" not in level_description("normal")


def test_hints_follow_the_hard_time_within_a_limit() -> None:
    assert hint_think_time() == HINT_THINK_TIME
    assert hint_think_time({"hard": THINK_TIMES["hard"] / 2}) == HINT_THINK_TIME / 2
    assert hint_think_time({"hard": 5.0}) <= HINT_MAX_TIME


def test_settings_keep_good_times_and_drop_bad_ones(tmp_path: Path) -> None:
    data = {"think_times": {"hard": 0.5, "expert": 4, "normal": 1.0}}
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    s = Settings.load(tmp_path)
    assert s.think_times == {"hard": 0.5}  # 4 s is not a choice, normal does not think
    assert len(s.messages) == 2 and "think_times" in s.messages[0]
    (tmp_path / "settings.json").write_text(json.dumps({"think_times": [2]}), encoding="utf-8")
    assert Settings.load(tmp_path).think_times == {}
    s = Settings(think_times={"expert": 2.0})
    s.save(tmp_path)
    assert Settings.load(tmp_path).think_times == {"expert": 2.0}


def test_options_step_through_the_choices_and_save() -> None:
    ctx = make_test_context()
    options = OptionsScene(ctx)
    ctx.stack.push(options)
    options.focus.focus("think:hard")
    start = THINK_CHOICES.index(THINK_TIMES["hard"])
    options.handle(Intent(Action.RIGHT, KEYBOARD))
    assert ctx.settings.think_times["hard"] == THINK_CHOICES[start + 1]
    assert options.value_text("think:hard") == f"{THINK_CHOICES[start + 1]:g} s a move"
    for _ in range(start + 2):
        options.handle(Intent(Action.LEFT, KEYBOARD))
    assert ctx.settings.think_times["hard"] == THINK_CHOICES[-1]  # wraps round
    assert "expert" not in ctx.settings.think_times


@pytest.mark.parametrize("chosen", [{"hard": 0.25}, {"hard": "fast"}])
def test_the_table_bot_thinks_for_the_chosen_time(chosen) -> None:
    ctx = make_test_context()
    ctx.settings.think_times = chosen
    setup = make_setup("dominoes", {0: "mouse-keyboard"}, 2, 4)
    setup.seats[1].bot = "hard"
    scene = flow.start_match(ctx, setup)
    expected = think_time("hard", chosen)
    assert scene.bots.bot(1).think_time == expected
    assert scene.hint.think_time == hint_think_time(chosen)
    # Changed from the pause menu mid-match: the bot's next move thinks for the new time.
    ctx.settings.think_times = {"hard": 3.0}
    assert scene.bots.bot(1).think_time == 3.0
    assert scene.bots.bot(1).seed == scene.bots.bots[1].seed


def test_setup_shows_the_chosen_time_on_the_seat_and_in_the_description() -> None:
    ctx = make_test_context()
    ctx.settings.think_times = {"hard": 2.0}
    setup = SetupScene(ctx, "dominoes")
    ctx.stack.push(setup)
    setup.model.seats[1].bot = "hard"
    labels = {button.key: button.label for button in setup.buttons()}
    assert labels["kind:1"] == "Hard (2 s)"
