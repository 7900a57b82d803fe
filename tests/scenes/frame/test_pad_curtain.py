"""Pads at a table of two humans with hidden hands: a pad unplugged while its seat's curtain
is up is said on the curtain at once; a free pad's one press takes the seat back and shows
the hand; a hint (or a pass) asked from the other seat's pad says whose turn it is."""
from __future__ import annotations

import pygame
from test_flow_driver import make_setup, press
from text_spy import spy_text

from game.engine.context import make_test_context
from game.engine.intents import Action, Device
from game.engine.theme import SCREEN_SIZE
from scenes.app import flow
from scenes.frame.curtain import CurtainScene
from scenes.frame.match_setup import SHARED

SEAT0, SEAT1, FREE = Device("pad", 7), Device("pad", 8), Device("pad", 9)


def curtain_for(ctx, scene, seat: int) -> CurtainScene:  # noqa: ANN001
    """Step frames (the other human plays with their pad) until `seat`'s curtain is up."""
    for _ in range(2000):
        top = ctx.stack.top
        if isinstance(top, CurtainScene):
            if top.seat == seat:
                return top
            press(ctx, Action.CONFIRM, Device("pad", scene.bindings[top.seat]))
        elif top is scene and scene.privacy.viewer == scene.match.to_move != seat:
            scene.try_move(scene.match.legal_moves()[0])
        ctx.stack.update(1 / 60)
    raise AssertionError(f"seat {seat}'s curtain never came")


def drawn(ctx) -> str:  # noqa: ANN001
    seen = spy_text(ctx)
    ctx.stack.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    return " ".join(text for text, _ in seen)


def test_a_pad_unplugged_behind_its_curtain_is_said_there_and_one_press_takes_it_back():
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("dominoes", {0: 7, 1: 8}, 2, 3))
    curtain = curtain_for(ctx, scene, 1)
    assert "unplugged" not in drawn(ctx)
    press(ctx, Action.PAD_REMOVED, SEAT1)
    assert ctx.stack.top is curtain and scene.bindings[1] == SHARED
    said = drawn(ctx)
    assert "Player 2's pad was unplugged." in said, "said at once, on the curtain"
    assert "[confirm@xbox] on a free pad takes the seat back" in said
    press(ctx, Action.CONFIRM, FREE)
    assert ctx.stack.top is scene, "one press lifts the curtain..."
    assert scene.bindings[1] == FREE.id and scene.privacy.viewer == 1, "...and takes the seat back"
    moves = len(scene.match.moves)
    press(ctx, Action.ALT, SEAT0)
    assert len(scene.match.moves) == moves
    assert scene.chrome.message == "It is Player 2's turn (pad 9)."


def test_a_hint_asked_from_the_other_seats_pad_says_whose_turn_it_is():
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("dominoes", {0: 7, 1: 8}, 2, 3))
    curtain_for(ctx, scene, 0)
    press(ctx, Action.CONFIRM, SEAT0)
    assert ctx.stack.top is scene and scene.privacy.viewer == 0
    press(ctx, Action.HINT, SEAT1)
    assert scene.chrome.message == "It is Player 1's turn (pad 7)."
    assert scene.hint.key is None, "no search for the wrong pad"
    scene.hint.think_time = 0.05
    press(ctx, Action.HINT, SEAT0)
    assert scene.hint.key == (len(scene.match.moves), 0), "the seat's own pad gets its hint"
    scene.hint.wait(10)
