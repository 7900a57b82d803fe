"""The hint at the table: asked with H, the right stick or the ? button, only by the player
to move, searched off the frame loop, its move ringed on the table, counted for the history."""
from __future__ import annotations

import pygame
import pytest
from test_flow_driver import make_setup, press
from test_flow_match import until_human_turn

from game.engine.context import make_test_context
from game.engine.input import KEYS, PAD_BUTTONS
from game.engine.intents import KEYBOARD, MOUSE, Action, Device
from game.engine.theme import SCREEN_SIZE
from scenes.app import flow
from scenes.frame.hint_panel import HINT_BUTTON

PLAYERS = {"pass": 3, "take-or-pass": 3, "dominoes": 2}


def start(slug: str, device="mouse-keyboard"):  # noqa: ANN201
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup(slug, {0: device}, PLAYERS[slug], 7))
    scene.hint.think_time = 0.1
    until_human_turn(ctx, scene, 0)
    return ctx, scene


def test_the_keys_and_the_pad_have_a_hint_button():
    assert KEYS[pygame.K_h] is Action.HINT
    assert PAD_BUTTONS[pygame.CONTROLLER_BUTTON_RIGHTSTICK] is Action.HINT


@pytest.mark.parametrize("slug", sorted(PLAYERS))
def test_a_hint_rings_a_legal_move_on_the_table_and_is_counted(slug):
    ctx, scene = start(slug)
    press(ctx, Action.HINT, KEYBOARD)
    assert scene.hint.thinking and scene.animating, "the table keeps drawing while it thinks"
    scene.hint.wait(10)
    hint = scene.hint.hint
    assert hint is not None and hint.move in scene.match.legal_moves()
    keys = {c.key for c in scene.table.controls()}
    targets = scene.table.hint_targets(hint.move)
    assert targets and set(targets) & keys, "the hinted move is pointed at on the table"
    ctx.stack.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    assert scene.hint.asked == 1
    press(ctx, Action.HINT, KEYBOARD)
    assert not scene.hint.shown, "asking again hides it"
    assert scene.try_move(hint.move)
    assert scene.hint.key is None, "a move forgets the hint"


def test_the_mouse_asks_with_the_button_and_another_device_cannot():
    ctx, scene = start("take-or-pass", device=7)
    x, y, w, h = HINT_BUTTON
    press(ctx, Action.POINT, MOUSE, (x + w // 2, y + h // 2))
    press(ctx, Action.SELECT, MOUSE, (x + w // 2, y + h // 2))
    assert scene.hint.key is None, "the mouse does not play for a pad's seat"
    press(ctx, Action.HINT, Device("pad", 7))
    assert scene.hint.key == (len(scene.match.moves), 0)


def test_a_hint_goes_into_the_finished_match_in_the_history(tmp_path):
    from game.store.history import Finished, History

    history = History(tmp_path)
    record = {"game": "pass", "players": 2, "moves": []}
    history.add(Finished("k", record, [{"name": "A", "colour": [1, 2, 3], "bot": None}] * 2,
                         [1, 0], [0], 1.0, 2.0, hints=3))
    assert history.matches()[0]["hints"] == 3
    history.close()
