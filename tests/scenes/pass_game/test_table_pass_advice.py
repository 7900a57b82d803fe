"""Advice makes room at the PASS table: while a hint or a guided deal's step shows, the panel
goes above the current set, the set to beat is said under it, and the screen check sees the
trick, the set to beat and the fan (game/engine/drawn.py), so a panel over them fails it."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
import screen_catalogue
from screen_check import panel_problems

from game.engine.context import make_test_context
from game.engine.drawn import Sheet
from game.engine.intents import KEYBOARD, Action, Intent


def _render(ctx) -> Sheet:  # noqa: ANN001 - an AppContext
    return screen_catalogue.render(ctx)[1]


def _panel(sheet: Sheet, name: str) -> pygame.Rect:
    return next(p.rect for p in sheet.panels if p.name == name)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_hint_hides_nothing_of_the_trick_the_fan_or_the_set_to_beat(players: int,
                                                                        large: bool) -> None:
    ctx = make_test_context(large_text=large)
    screen_catalogue.hint("pass", players)(ctx)
    table = ctx.stack.top.table
    assert table.trick.compact, "the table made room for the hint"
    sheet = _render(ctx)
    advice = _panel(sheet, "advice")
    to_beat = [t for t in sheet.texts if t.words.startswith(("To beat", "New trick"))]
    assert len(to_beat) == 1, "the set to beat is said once, where the check sees it"
    for seen in [to_beat[0].ink, _panel(sheet, "trick"), _panel(sheet, "hand"),
                 _panel(sheet, "set label")]:
        assert not advice.colliderect(seen), f"the advice {advice} covers {seen}"
    assert not panel_problems(sheet)


def test_the_room_goes_back_when_the_hint_is_hidden() -> None:
    ctx = make_test_context()
    screen_catalogue.hint("pass", 4)(ctx)
    scene = ctx.stack.top
    scene.tips.time = 0.0  # no first-time rule line keeps the room either
    scene.handle(Intent(Action.HINT, KEYBOARD))  # hide it
    ctx.stack.update(1 / 60)
    assert not scene.table.trick.compact
    sheet = _render(ctx)
    band = scene.table.trick.hint_band()
    to_beat = [t for t in sheet.texts if t.words.startswith(("To beat", "New trick"))]
    assert [band.contains(t.ink) for t in to_beat] == [True], "back in the hint band"
    assert not [p for p in sheet.panels if p.name == "advice"]


@pytest.mark.parametrize("large", [False, True])
def test_the_room_holds_the_widest_set_and_its_tokens(large: bool) -> None:
    """Five cards with four tokens beside them still start below the tallest advice."""
    ctx = make_test_context(large_text=large)
    screen_catalogue.hint("pass", 5)(ctx)
    table = ctx.stack.top.table
    play = SimpleNamespace(cards=["3>2"] * 5, augment=2, upgrade=2, wild=None, seat=1)
    earlier = SimpleNamespace(cards=["4>3"] * 5, augment=0, upgrade=0, wild=None, seat=2)
    pieces = table.trick.pieces_rect([earlier, play])
    x, y, w = table.hint_area()
    assert not pygame.Rect(x, y, w, table.hint_height()).colliderect(pieces)
    table.make_room(False)
    assert table.trick.pieces_rect([earlier, play]).top < pieces.top, "earlier sets return"
