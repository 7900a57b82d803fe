"""The Take or Pass table draws its pieces through a backdrop (scenes/take_or_pass/still.py):
the picture equals drawing every piece afresh, frame after frame through a match, and a piece
is drawn again exactly when what it shows changes."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine import draw, theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.rules.take_or_pass.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.take_or_pass import still
from scenes.take_or_pass.parts import take_effect
from scenes.take_or_pass.table import TakeOrPassTable


def make(players: int, large: bool = False, contrast: bool = False, human: bool = True):
    """A table and its match; seat 0 human (or every seat a bot), animations at normal
    speed."""
    ctx = make_test_context(animation_speed="normal", large_text=large, high_contrast=contrast)
    match = GAME.new_match(players, 7, {})
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                      None if i == 0 and human else "normal") for i in range(players)]
    layout = ctx.layout("take-or-pass", players)
    table = TakeOrPassTable(ctx, layout, seats, match.options)
    table.show(match.view(0 if human else None), 0 if human else None)
    return ctx, match, table, layout


def both(table: TakeOrPassTable, layout) -> tuple[bytes, bytes]:  # noqa: ANN001
    """The frame through the backdrop, and every piece drawn afresh on the felt."""
    felt = draw.felt_surface(layout)
    shown = felt.copy()
    shown.blit(table.backdrop(felt), (0, 0))
    table.draw(shown, 1.0)
    fresh = felt.copy()
    still.draw_table(table, fresh, 1.0)
    return pygame.image.tobytes(shown, "RGB"), pygame.image.tobytes(fresh, "RGB")


@pytest.mark.parametrize(("players", "large", "contrast"),
                         [(3, False, False), (5, True, True), (7, False, True)])
def test_the_picture_equals_every_piece_drawn_afresh_through_a_match(players, large,
                                                                     contrast) -> None:
    ctx, match, table, layout = make(players, large, contrast)
    rng = random.Random(players)
    compared = 0
    try:
        while not match.is_over and compared < 60:
            viewer = 0 if match.to_move == 0 else None
            step = match.apply(rng.choice(match.legal_moves()))
            table.animate(step, match.view(viewer))
            if match.to_move == 0:
                table.show(match.view(0), 0)
            for frame in range(rng.choice((2, 3, 12))):  # mid-flight, and settled
                if frame == 1 and match.to_move == 0:  # the focus moves between frames
                    table.handle(Intent(Action.RIGHT, KEYBOARD), match.legal_moves())
                table.update(1 / 60)
                shown, fresh = both(table, layout)
                assert shown == fresh, f"after {len(match.moves)} moves"
                compared += 1
    finally:
        theme.LOOK.high_contrast = False
    assert compared >= 60


def test_a_piece_is_drawn_again_only_when_what_it_shows_changes() -> None:
    ctx, match, table, layout = make(5, human=False)
    felt = draw.felt_surface(layout)
    table.backdrop(felt)
    parts = len(still.still_parts(table))
    assert table.kept.drawn_parts == parts
    for _ in range(5):
        table.update(1 / 60)
        table.backdrop(felt)
    assert table.kept.drawn_parts == parts  # nothing changed: nothing drawn
    seat = match.to_move
    step = match.apply(next(m for m in match.legal_moves() if str(m) == "take"))
    table.animate(step, match.view(None))
    for _ in range(600):
        table.update(1 / 60)
    assert table.board.cards[seat]  # the taken card has landed
    before = table.kept.drawn_parts
    table.backdrop(felt)
    assert table.kept.drawn_parts > before
    redrawn = table.kept.drawn_parts - before
    assert redrawn < parts  # the seats far from the change were left alone
    table.backdrop(felt)
    assert table.kept.drawn_parts == before + redrawn


@pytest.mark.parametrize("change", ["large", "contrast"])
def test_a_new_look_draws_every_piece_again(change: str) -> None:
    ctx, match, table, layout = make(4, human=False)
    table.backdrop(draw.felt_surface(layout))
    first = table.kept.drawn_parts
    try:
        if change == "large":
            ctx.text.set_large(True)
        else:
            theme.LOOK.high_contrast = True
        table.backdrop(draw.felt_surface(layout))
    finally:
        theme.LOOK.high_contrast = False
    assert table.kept.drawn_parts == 2 * first


def test_a_table_shown_nothing_yet_shows_the_felt_itself() -> None:
    ctx = make_test_context()
    layout = ctx.layout("take-or-pass", 3)
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i], "normal")
             for i in range(3)]
    table = TakeOrPassTable(ctx, layout, seats, {})
    felt = draw.felt_surface(layout)
    assert table.backdrop(felt) is felt


def test_what_taking_would_do_is_worked_out_once_per_view() -> None:
    ctx, match, table, layout = make(4)
    first = table.effect()
    assert first is not None and table.effect() is first  # asked every frame, made once
    match.apply(match.legal_moves()[-1])
    table.show(match.view(None), None)
    seat, view = match.to_move, match.view(None)
    again = table.effect()
    assert again is not first
    assert again == take_effect(view.cards[seat], view.card, view.pot, view.chips[seat],
                                "their")
