"""The setup screen's details: Left / Right step the player count, a stray right click asks
before it lets go of joined seats, bots have no device to join, and the PASS variants say
what they do in readable words (the phones-on label: test_setup_phones.py)."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.engine.screen import ConfirmOverlay
from game.registry import get_game
from scenes.frame.match_setup import MOUSE_KEYBOARD
from scenes.screens.setup import SetupScene

PASS_VARIANTS = ("lack_of_pass", "wildcard_pass")


def open_setup(slug: str = "take-or-pass"):
    ctx = make_test_context()
    scene = SetupScene(ctx, slug)
    ctx.stack.push(scene)
    return ctx, scene


def press(ctx, action: Action, device=KEYBOARD, pos=None) -> None:
    ctx.stack.handle(Intent(action, device, pos))


def keys(scene) -> set[str]:
    return {b.key for b in scene.focus.controls}


def rect_of(scene, key: str) -> pygame.Rect:
    return pygame.Rect(next(b.rect for b in scene.focus.controls if b.key == key))


def test_left_and_right_step_the_player_count_and_keep_the_focus_on_it():
    ctx, scene = open_setup("take-or-pass")
    scene.model.set_players(4)
    scene.focus.set_controls(scene.buttons())
    scene.focus.focus("players")
    press(ctx, Action.RIGHT)
    assert scene.model.players == 5 and scene.focus.focused_key == "players"
    press(ctx, Action.LEFT)
    press(ctx, Action.LEFT)
    assert scene.model.players == 3 and scene.focus.focused_key == "players"
    assert {f"name:{i}" for i in range(3)} <= keys(scene) and "name:3" not in keys(scene)


def test_the_count_stops_at_the_games_range_and_says_so():
    ctx, scene = open_setup("take-or-pass")
    game = get_game("take-or-pass")
    scene.model.set_players(game.min_players)
    scene.focus.set_controls(scene.buttons())
    scene.focus.focus("players")
    press(ctx, Action.LEFT)  # no wrap round to seven from the bottom
    assert scene.model.players == game.min_players and scene.focus.focused_key == "players"
    assert f"{game.min_players} to {game.max_players} players" in scene.message


def test_a_click_on_the_counts_left_half_counts_down_and_its_right_half_up():
    ctx, scene = open_setup("dominoes")
    scene.model.set_players(3)
    scene.focus.set_controls(scene.buttons())
    box = rect_of(scene, "players")
    press(ctx, Action.SELECT, MOUSE, (box.left + 10, box.centery))
    assert scene.model.players == 2
    press(ctx, Action.SELECT, MOUSE, (box.right - 10, box.centery))
    assert scene.model.players == 3


@pytest.fixture
def joined():
    """Take or Pass setup where the keyboard joined seat 0."""
    ctx, scene = open_setup("take-or-pass")
    scene.model.join(0, MOUSE_KEYBOARD)
    scene.focus.set_controls(scene.buttons())
    return ctx, scene


def test_a_right_click_asks_before_it_lets_go_of_joined_seats(joined):
    ctx, scene = joined
    press(ctx, Action.BACK, MOUSE, (100, 100))
    dialog = ctx.stack.top
    assert isinstance(dialog, ConfirmOverlay), "a stray right click does not leave at once"
    assert scene.model.seats[0].name in " ".join(dialog.lines)
    assert dialog.focus.focused_key == "no", "a second stray press keeps the seats"


@pytest.mark.parametrize("answer", ["escape", "no"])
def test_escape_or_no_keeps_the_setup_and_its_seats(joined, answer):
    ctx, scene = joined
    press(ctx, Action.BACK, MOUSE, (100, 100))
    if answer == "escape":
        press(ctx, Action.BACK)
    else:
        press(ctx, Action.SELECT, MOUSE, rect_of(ctx.stack.top, "no").center)
    assert ctx.stack.top is scene
    assert scene.model.seats[0].device == MOUSE_KEYBOARD and scene.model.seats[0].bot is None


def test_leave_lets_go_and_remembers_the_other_choices(joined):
    ctx, scene = joined
    scene.model.set_players(6)
    press(ctx, Action.BACK, MOUSE, (100, 100))
    ctx.stack.top.activate("yes")
    assert scene not in ctx.stack.scenes
    assert ctx.settings.last_setup["take-or-pass"]["players"] == 6


def test_with_nobody_joined_a_right_click_leaves_at_once():
    ctx, scene = open_setup("take-or-pass")
    press(ctx, Action.BACK, MOUSE, (100, 100))
    assert scene not in ctx.stack.scenes


def test_a_bot_seat_has_no_device_button_and_a_human_seat_has_one():
    ctx, scene = open_setup("dominoes")
    model = scene.model
    model.set_players(4)
    model.seats[1].bot, model.seats[2].bot = "normal", None
    scene.focus.set_controls(scene.buttons())
    assert "device:1" not in keys(scene) and "device:2" in keys(scene)
    seen = []
    blit = ctx.text.blit
    ctx.text.blit = lambda surface, words, *a, **k: seen.append(words) or blit(
        surface, words, *a, **k)
    scene.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    assert "Join here" not in seen
    scene.focus.focus("kind:1")
    while model.seats[1].bot is not None:  # the seat turns human: its device button comes
        press(ctx, Action.CONFIRM)
    assert "device:1" in keys(scene)


@pytest.mark.parametrize("large", [False, True])
def test_the_pass_variants_are_explained_in_words_a_player_can_read(large):
    ctx, scene = open_setup("pass")
    ctx.text.set_large(large)
    scene.focus.set_controls(scene.buttons())
    sizes: dict[str, int] = {}
    blit = ctx.text.blit

    def spy(surface, words, size, *args, **kwargs):
        sizes[words] = size
        return blit(surface, words, size, *args, **kwargs)

    ctx.text.blit = spy
    scene.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    options = {o.key: o for o in scene.model.game.options}
    for key in PASS_VARIANTS:
        help_words = options[key].help
        shown = [w for w in sizes if w and w in help_words]
        assert " ".join(shown) == help_words, f"{key}: the whole explanation shows"
        drawn_at = [ctx.text.clamp(sizes[w]) for w in shown]  # the pixel size written
        assert min(drawn_at) >= theme.TEXT_MIN, f"{key}: at 28 px or more"

