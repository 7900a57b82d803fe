"""The PASS table drawn over its still layer is, frame after frame of real matches, the
picture (and the screen check's notes) of every piece drawn afresh; each still piece draws
only inside its region; pieces that do not change are not drawn again."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine import draw, drawn, theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from scenes.app import flow
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.pass_game import paint
from scenes.pass_game.table import PassTable

STEP = 1 / 15  # a demo at 4x: four updates a frame


@pytest.fixture(autouse=True)
def normal_look():
    theme.LOOK.high_contrast = False
    yield
    theme.LOOK.high_contrast = False


def frames(ctx, scene, count: int, human: bool = False):
    """Step the match a frame at a time, yielding the table after each frame's updates. A
    human at seat 0 presses a key a frame: picks a card, flips it and passes, or leads the
    lowest card."""
    table, match = scene.table, scene.match
    pressed, moves = 0, -1
    for _ in range(count):
        if match.is_over:
            return
        if ctx.stack.top is not scene:  # the scoring between deals
            ctx.stack.handle(Intent(Action.CONFIRM, KEYBOARD))
        elif human and table.acting and not table.busy:
            if len(match.moves) != moves:
                pressed, moves, table.fan.cursor = 0, len(match.moves), 0
            script = [Action.RIGHT, Action.CONFIRM, Action.EXTRA, Action.LEFT, Action.ALT]
            if match.view(0).last is None:
                script = [Action.CONFIRM, Action.UP, Action.CONFIRM]
            scene.handle(Intent(script[min(pressed, len(script) - 1)], KEYBOARD))
            pressed += 1
        scene.bots.wait(5)
        for _ in range(4):
            ctx.stack.update(STEP / 4)
        yield table


def both(table: PassTable, felt: pygame.Surface) -> tuple[pygame.Surface, pygame.Surface,
                                                            drawn.Sheet, drawn.Sheet]:
    """The frame as the scene draws it (the layer, then the rest) and every piece drawn
    afresh on the still backdrop, each with what the screen check noted."""
    layered = pygame.Surface(theme.SCREEN_SIZE)
    noted = drawn.listen(layered)
    try:
        layered.blit(table.backdrop(felt), (0, 0))
        table.draw(layered, 1.0)
    finally:
        drawn.stop()
    fresh = table.still(felt).copy()
    fresh_noted = drawn.listen(fresh)
    try:
        paint.draw_table(table, fresh)
    finally:
        drawn.stop()
    return layered, fresh, noted, fresh_noted


def notes(sheet: drawn.Sheet) -> list[tuple]:
    out = [(t.order, t.words, tuple(t.rect), t.colour, t.behind) for t in sheet.texts]
    out += [(p.order, p.name, tuple(p.rect)) for p in sheet.panels]
    return [n[1:] for n in sorted(out)]


@pytest.mark.parametrize(("players", "look", "human"), [
    (5, "normal", False), (2, "large", True), (3, "everything", False), (4, "everything", True)])
def test_every_frame_over_the_layer_is_the_fresh_picture(players, look, human):
    ctx = make_test_context(large_text=look != "normal", high_contrast=look == "everything",
                            animation_speed="normal")
    ctx.apply_look()
    if human:
        seats = [default_seat(0)] + [default_seat(i, "normal") for i in range(1, players)]
        scene = flow.start_match(ctx, MatchSetup("pass", seats, {}, 11))
    else:
        scene = flow.start_demo(ctx, "pass", players, "normal", players, {})
    felt = draw.felt_surface(ctx.layout("pass", players))
    kinds: set[str] = set()
    redrawn: set[str] = set()
    quiet = 0  # frames that drew no piece into the layer
    for n, table in enumerate(frames(ctx, scene, 100, human)):
        kinds |= {type(fx).__name__ for fx in table.motion.effects}
        layered, fresh, noted, fresh_noted = both(table, felt)
        redrawn |= {name.split()[0] for name in table.layer.drawn}
        quiet += not table.layer.drawn
        assert pygame.image.tobytes(layered, "RGB") == pygame.image.tobytes(fresh, "RGB"), n
        assert notes(noted) == notes(fresh_noted), n
    assert {"Arrive", "TokenFlight", "Stamp"} <= kinds, "the frames saw pieces move"
    assert {"seat", "supply", "set", "label"} <= redrawn and quiet > 20


@pytest.mark.parametrize(("players", "human", "pieces"), [
    (5, False, {"seat", "supply", "hint", "earlier", "set", "label", "hidden"}),
    (3, True, {"seat", "supply", "set", "label", "fan"})])
def test_each_still_piece_draws_only_inside_its_region(players, human, pieces):
    ctx = make_test_context(large_text=True, animation_speed="normal")
    ctx.apply_look()
    if human:
        seats = [default_seat(0)] + [default_seat(i, "normal") for i in range(1, players)]
        scene = flow.start_match(ctx, MatchSetup("pass", seats, {}, 4))
    else:
        scene = flow.start_demo(ctx, "pass", players, "normal", 4, {})
    scratch = pygame.Surface(theme.SCREEN_SIZE, pygame.SRCALPHA)
    checked: set[str] = set()
    for n, table in enumerate(frames(ctx, scene, 100, human)):
        if n % 10:
            continue
        for part in paint.parts(table):
            if part.key is None:
                break
            scratch.fill((0, 0, 0, 0))
            part.paint(scratch)
            ink = scratch.get_bounding_rect()
            if ink.w and ink.h:
                checked.add(part.name.split()[0])
                assert part.region().contains(ink), (n, part.name, ink, part.region())
    assert pieces <= checked


def test_a_frame_with_nothing_changed_draws_no_piece_again():
    ctx = make_test_context(animation_speed="normal")
    scene = flow.start_demo(ctx, "pass", 4, "normal", 2, {})
    felt = draw.felt_surface(ctx.layout("pass", 4))
    table = next(t for t in frames(ctx, scene, 400) if t.view.trick and not t.motion.effects)
    screen = pygame.Surface(theme.SCREEN_SIZE)
    screen.blit(table.backdrop(felt), (0, 0))
    table.draw(screen, 1.0)
    for _ in range(3):
        screen.blit(table.backdrop(felt), (0, 0))
        table.draw(screen, 1.0)
        assert table.layer.drawn == []
    table.show(replace(table.view, supply=table.view.supply - 1), table.viewer)
    screen.blit(table.backdrop(felt), (0, 0))
    assert table.layer.drawn == ["supply"]
