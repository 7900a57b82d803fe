"""The setup screen: usable by pad, keyboard or mouse alone; joining, swapping and releasing
devices; every option of every game; bot levels from game.ai; the last choices remembered."""
from __future__ import annotations

import pytest

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Device, Intent
from game.registry import SLUGS, get_game
from scenes.frame.match_setup import MOUSE_KEYBOARD, SHARED
from scenes.frame.table import TableScene
from scenes.screens import setup_model
from scenes.screens.setup import SetupScene
from scenes.screens.setup_model import SetupModel

PAD = Device("pad", 3)


def open_setup(slug: str = "take-or-pass"):
    ctx = make_test_context()
    scene = SetupScene(ctx, slug)
    ctx.stack.push(scene)
    return ctx, scene


def centre(scene: SetupScene, key: str) -> tuple[int, int]:
    x, y, w, h = next(b for b in scene.focus.controls if b.key == key).rect
    return (x + w // 2, y + h // 2)


def navigate_to(ctx, scene: SetupScene, key: str, device: Device) -> None:
    """Reach `key` with directions only (as a pad or keyboard player would)."""
    for action in (Action.DOWN, Action.RIGHT, Action.UP, Action.LEFT) * 3:
        for _ in range(12):
            if scene.focus.focused_key == key:
                return
            ctx.stack.handle(Intent(action, device))
    assert scene.focus.focused_key == key, f"{key} is unreachable by directions"


@pytest.mark.parametrize("device", [KEYBOARD, PAD])
def test_a_match_starts_with_directions_and_confirm_alone(device):
    ctx, scene = open_setup("pass")
    navigate_to(ctx, scene, "device:0", device)
    ctx.stack.handle(Intent(Action.CONFIRM, device))  # join seat 0 with this device
    navigate_to(ctx, scene, "start", device)
    ctx.stack.handle(Intent(Action.CONFIRM, device))
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    expected = 3 if device.kind == "pad" else MOUSE_KEYBOARD
    assert table.setup.seats[0].bot is None and table.bindings[0] == expected
    assert table.setup.slug == "pass" and table.match.players == scene.model.players


def test_a_match_starts_with_the_mouse_alone():
    ctx, scene = open_setup("dominoes")
    ctx.stack.handle(Intent(Action.SELECT, MOUSE, centre(scene, "players")))
    assert scene.model.players == 4
    ctx.stack.handle(Intent(Action.SELECT, MOUSE, centre(scene, "kind:2")))
    while scene.model.seats[2].bot is not None:  # bot levels, then human
        ctx.stack.handle(Intent(Action.SELECT, MOUSE, centre(scene, "kind:2")))
    ctx.stack.handle(Intent(Action.SELECT, MOUSE, centre(scene, "device:2")))
    assert scene.model.seats[2].device == MOUSE_KEYBOARD and scene.model.seats[2].bot is None
    ctx.stack.handle(Intent(Action.SELECT, MOUSE, centre(scene, "opt:teams")))
    assert scene.model.options["teams"] is True
    ctx.stack.handle(Intent(Action.SELECT, MOUSE, centre(scene, "start")))
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    assert table.match.options["teams"] is True
    assert [s.team for s in table.seats] == [0, 1, 0, 1]


def test_join_swap_and_release():
    model = SetupModel("take-or-pass")
    model.set_players(4)
    model.join(1, 3)
    model.join(2, MOUSE_KEYBOARD)
    assert [s.device for s in model.seats[:4]] == [SHARED, 3, MOUSE_KEYBOARD, SHARED]
    model.join(2, 3)  # pad 3 moves to seat 2: the keyboard swaps to seat 1
    assert [s.device for s in model.seats[:4]] == [SHARED, MOUSE_KEYBOARD, 3, SHARED]
    model.join(2, 3)  # pressing again releases the seat
    assert model.seats[2].device == SHARED and model.seats[2].bot is None
    model.join(3, 5)  # a pad joining a bot seat makes it human
    assert model.seats[3].bot is None and model.seats[3].device == 5
    model.release_pad(5)
    assert model.seats[3].device == SHARED


def test_an_unplugged_pad_releases_its_seat_on_the_setup_screen():
    ctx, scene = open_setup()
    scene.model.join(0, 3)
    ctx.stack.handle(Intent(Action.PAD_REMOVED, PAD))
    assert scene.model.seats[0].device == SHARED
    assert "unplugged" in scene.message


@pytest.mark.parametrize("slug", SLUGS)
def test_every_option_has_a_button_and_starts_at_its_screen_default(slug):
    ctx, scene = open_setup(slug)
    game = get_game(slug)
    keys = {b.key for b in scene.focus.controls}
    for option in game.options:
        assert f"opt:{option.key}" in keys
        expected = option.screen_default if option.screen_default is not None else option.default
        assert scene.model.options[option.key] == expected


def test_options_toggle_cycle_and_stay_in_range():
    model = SetupModel("pass")
    model.change_option("win")
    assert model.options["win"] == "points"
    model.change_option("lack_of_pass")
    assert model.options["lack_of_pass"] is True
    model = SetupModel("take-or-pass")
    assert model.options["games"] == 3
    for _ in range(40):
        model.change_option("games", 1)
    assert model.options["games"] == 20
    model = SetupModel("dominoes")
    model.set_players(4)
    model.change_option("target", 1)
    assert model.options["target"] == 71, "from the automatic 61 for 4 players, in tens"
    model.set_players(3)
    model.options["teams"] = True
    assert "teams" not in model.match_setup(1).options, "teams only with 4 players"


def test_player_count_cycles_within_the_range():
    ctx, scene = open_setup("take-or-pass")
    seen = set()
    for _ in range(10):
        scene.activate("players")
        seen.add(scene.model.players)
    assert seen == set(range(3, 8))
    rows = {b.key for b in scene.focus.controls if b.key.startswith("name:")}
    assert rows == {f"name:{i}" for i in range(scene.model.players)}


def test_bot_levels_come_from_game_ai(monkeypatch):
    monkeypatch.setattr(setup_model, "PLAYER_LEVELS", ("easy", "wizard"))
    model = SetupModel("pass")
    kinds = []
    for _ in range(4):
        model.cycle_kind(0)
        kinds.append(model.seats[0].bot)
    assert kinds == ["easy", "wizard", setup_model.FAIR, None]


def test_players_are_never_offered_the_random_test_bot():
    model = SetupModel("pass")
    kinds = set()
    for _ in range(6):
        model.cycle_kind(1)
        kinds.add(model.seats[1].bot)
    assert "random" not in kinds and "hard" in kinds
    seats = [dict(name="Bot 2", bot="random")]
    restored = SetupModel("pass", {"seats": [{}, *seats]})
    assert restored.seats[1].bot == "normal", "a remembered random bot comes back as normal"


def test_names_and_colours_stay_distinct():
    model = SetupModel("take-or-pass")
    model.set_players(7)
    for seat in range(7):
        model.cycle_colour(seat)
        model.cycle_name(seat)
    assert len({s.colour for s in model.seats}) == 7
    assert len({s.symbol for s in model.seats}) == 7
    assert len({s.name for s in model.seats[:7]}) == 7


def test_last_choices_are_remembered():
    ctx, scene = open_setup("pass")
    scene.model.set_players(4)
    scene.model.cycle_name(0)
    scene.model.change_option("win")
    scene.activate("start")
    assert isinstance(ctx.stack.top, TableScene)
    memory = ctx.settings.last_setup
    assert memory["game"] == "pass" and memory["pass"]["players"] == 4
    again = SetupScene(ctx, "pass")
    assert again.model.players == 4
    assert again.model.seats[0].name == scene.model.seats[0].name
    assert again.model.options["win"] == "points"


def test_bad_remembered_choices_are_ignored():
    ctx = make_test_context()
    ctx.settings.last_setup = {"pass": {"players": 99, "seats": [{"colour": "red", "bot": 5}],
                                        "options": {"win": "never", "bogus": 1}}}
    scene = SetupScene(ctx, "pass")
    assert scene.model.players == 3
    assert scene.model.options["win"] == "crowns"
    assert scene.model.seats[0].colour == (230, 159, 0)


def test_quick_join_takes_the_next_free_seat():
    ctx, scene = open_setup("take-or-pass")  # seat 0 human (shared), seats 1-3 bots
    ctx.stack.handle(Intent(Action.EXTRA, PAD))
    assert scene.model.seats[0].device == 3
    ctx.stack.handle(Intent(Action.EXTRA, KEYBOARD))
    assert scene.model.seats[1].bot is None and scene.model.seats[1].device == MOUSE_KEYBOARD
    ctx.stack.handle(Intent(Action.EXTRA, PAD))
    assert "Already" in scene.message
    assert [s.device for s in scene.model.seats[:4]] == [3, MOUSE_KEYBOARD, SHARED, SHARED]


def test_help_opens_for_the_game_being_set_up():
    from scenes.screens.help import HelpScene

    ctx, scene = open_setup("dominoes")
    ctx.stack.handle(Intent(Action.HELP, KEYBOARD))
    assert isinstance(ctx.stack.top, HelpScene) and ctx.stack.top.slug == "dominoes"
