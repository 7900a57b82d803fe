"""Leaving from pause says what really happens: at a table that keeps its match, the match
is kept and listed under Unfinished (and it is); in a lesson, its place is kept (and it is);
in the replay theater, the player stops watching and nothing speaks of a match to play."""
from __future__ import annotations

import random

import pygame
from test_flow_driver import human_turn, make_setup, press
from test_flow_match import until_human_turn
from text_spy import spy_text
from theater_records import bot_record

from game.engine.context import make_test_context
from game.engine.intents import Action
from game.engine.screen import ConfirmOverlay
from game.engine.theme import SCREEN_SIZE
from game.store.saves import list_saves
from scenes.app import flow
from scenes.frame.keeping import MatchKeeper
from scenes.screens.lesson import start_lesson
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseOverlay
from scenes.theater.scene import TheaterScene


def words(ctx) -> list[str]:  # noqa: ANN001
    """Every text the top of the stack draws."""
    seen = spy_text(ctx)
    ctx.stack.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    return [text for text, _ in seen]


def quit_dialog(ctx) -> ConfirmOverlay:  # noqa: ANN001
    """Pause, then the pause overlay's leaving button: the dialog it opens."""
    press(ctx, Action.PAUSE)
    pause = ctx.stack.top
    assert isinstance(pause, PauseOverlay)
    pause.focus.focus("menu")
    press(ctx, Action.CONFIRM)
    dialog = ctx.stack.top
    assert isinstance(dialog, ConfirmOverlay)
    return dialog


def test_quitting_a_kept_match_says_it_is_kept_and_it_is(tmp_path) -> None:
    ctx = make_test_context(home=MenuScene)
    ctx.stack.push(MenuScene(ctx))
    scene = flow.start_match(ctx, make_setup("take-or-pass", {0: "shared"}, 3, 5))
    scene.keeper = MatchKeeper(tmp_path)
    until_human_turn(ctx, scene, 0)
    human_turn(ctx, scene, random.Random(1))
    dialog = quit_dialog(ctx)
    said = " ".join(words(ctx))
    assert "kept" in said and "Unfinished" in said and "cannot be resumed" not in said
    assert [b.label for b in dialog.focus.controls] == ["Keep playing", "Quit to menu"]
    dialog.focus.focus("yes")
    press(ctx, Action.CONFIRM)
    assert isinstance(ctx.stack.top, MenuScene)
    scene.keeper.flush()
    (save,), _notes = list_saves(tmp_path)
    assert save.record["moves"] == scene.match.record()["moves"], "kept as the dialog said"


def test_quitting_a_match_that_is_not_saved_does_not_promise_it() -> None:
    ctx = make_test_context(home=MenuScene)
    scene = flow.start_match(ctx, make_setup("dominoes", {0: "shared"}, 2, 5))
    assert scene.keeper is None
    quit_dialog(ctx)
    said = " ".join(words(ctx))
    assert "not saved" in said and "kept" not in said


def test_leaving_a_lesson_says_its_place_is_kept_and_it_is() -> None:
    ctx = make_test_context(home=MenuScene)
    lesson = start_lesson(ctx, "dominoes", fresh=True)
    lesson.try_move(lesson.guide.expected(lesson.match))
    while lesson.match.to_move != lesson.guide.lesson.learner:  # the scripted bots answer
        ctx.stack.update(1 / 60)
    step = len(lesson.match.moves)
    assert step > 1
    dialog = quit_dialog(ctx)
    assert "place is kept" in " ".join(words(ctx))
    assert dialog.no_label == "Keep learning"
    dialog.focus.focus("yes")
    press(ctx, Action.CONFIRM)
    assert len(start_lesson(ctx, "dominoes").match.moves) == step


def test_the_theater_offers_to_stop_watching_never_to_keep_playing() -> None:
    ctx = make_test_context(home=MenuScene)
    ctx.stack.push(TheaterScene(ctx, bot_record("pass", 4, 3), playing=False))
    press(ctx, Action.BACK)
    pause = ctx.stack.top
    assert isinstance(pause, PauseOverlay)
    assert "Stop watching" in [b.label for b in pause.focus.controls]
    press(ctx, Action.BACK)
    assert isinstance(ctx.stack.top, TheaterScene)
    dialog = quit_dialog(ctx)
    said = " ".join(words(ctx)).lower()
    assert "keep watching" in said and "playing" not in said and "match will end" not in said
    assert [b.label for b in dialog.focus.controls] == ["Keep watching", "Stop watching"]
    dialog.focus.focus("yes")
    press(ctx, Action.CONFIRM)
    assert isinstance(ctx.stack.top, MenuScene)
