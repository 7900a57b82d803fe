"""Advice makes room at the dominoes table: while a hint or a guided deal's step shows, the
train is laid out below the panel (nothing of it hidden), and gets its room back after."""
from __future__ import annotations

import pygame
import screen_catalogue

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent


def tiles(table) -> list[pygame.Rect]:  # noqa: ANN001 - a DominoesTable
    """The train's tiles as laid out now (the free slots at its ends left out)."""
    return [pygame.Rect(p.rect) for p in table.placed.placements[1:-1]]


def advice(table) -> pygame.Rect:  # noqa: ANN001
    x, y, w = table.hint_area()
    return pygame.Rect(x, y, w, table.hint_height())


def test_a_lesson_step_shows_above_the_whole_train() -> None:
    ctx = make_test_context()
    screen_catalogue.lesson_steps()["lesson dominoes step 05"](ctx)  # a train of five
    scene = ctx.stack.top
    table = scene.table
    assert scene.advice_shown() and table.geo.room_made
    laid = tiles(table)
    assert len(laid) >= 3
    assert not any(advice(table).colliderect(tile) for tile in laid)
    assert all(pygame.Rect(table.geo.train).contains(tile) for tile in laid)


def test_the_hint_takes_room_and_gives_it_back() -> None:
    ctx = make_test_context()
    screen_catalogue.hint("dominoes", 4)(ctx)
    scene = ctx.stack.top
    table = scene.table
    assert table.geo.room_made
    shown = tiles(table)
    assert not any(advice(table).colliderect(tile) for tile in shown)
    scene.tips.time = 0.0  # no first-time rule line keeps the room either
    scene.handle(Intent(Action.HINT, KEYBOARD))  # hide it
    for _ in range(3):
        ctx.stack.update(1 / 60)
    assert not table.geo.room_made and table.geo.train == table.geo.full_train
    hidden = tiles(table)
    assert len(hidden) == len(shown)
    assert hidden[0].centery < shown[0].centery, "the train moves back up into its room"
