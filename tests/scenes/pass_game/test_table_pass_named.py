"""The PASS fan sets apart the cards advice names: while a hint or a lesson's step rings
cards, those rise and stand apart, each ring is round one whole card, and a click picks the
card under the pointer."""
from __future__ import annotations

import itertools
from dataclasses import replace

import pygame
import pytest
import screen_catalogue

from game.engine.context import AppContext, make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from scenes.pass_game.hand import MIN_STRIP, NAMED_LIFT, HandCard, HandFan

RING_OUT = 17  # draw.focus_ring round a hinted card: gap 10 and width 7 beyond the card


def _lesson_at_the_bomb() -> AppContext:
    ctx = make_test_context()
    screen_catalogue.lesson_steps()["lesson pass step 10"](ctx)  # pick your four 3s
    return ctx


def _hint_at(players: int) -> AppContext:
    """The hint showing, made to name the legal play of the most cards (the search's own
    choice depends on how fast the machine is; at three players, three cards)."""
    ctx = make_test_context()
    screen_catalogue.hint("pass", players)(ctx)
    scene = ctx.stack.top
    plays = [m for m in scene.match.legal_moves() if str(m) != "pass"]
    widest = max(plays, key=lambda m: (len(m.cards), str(m)))
    scene.hint.hint = replace(scene.hint.hint, move=widest)
    ctx.stack.update(1 / 60)
    return ctx


def _named_cards(ctx: AppContext) -> tuple[object, list[int]]:
    scene = ctx.stack.top
    move = scene.advised_move()
    assert move is not None, "the advice names a move"
    rings = [int(k[5:]) for k in scene.table.hint_targets(move) if k.startswith("card-")]
    return scene, rings


def _apart(table, rings: list[int]) -> None:  # noqa: ANN001 - a PassTable
    """Each ringed card is whole (no later card over it), rings round no two cards at once."""
    rects = table.fan.rects(table.hand_rect)
    for i in rings:
        if i + 1 < len(rects):
            assert not rects[i].colliderect(rects[i + 1]), f"card {i} is partly hidden"
    for i, j in itertools.combinations(rings, 2):
        a, b = (rects[k].inflate(2 * RING_OUT, 2 * RING_OUT) for k in (i, j))
        assert not a.colliderect(b), f"the rings of cards {i} and {j} touch"


@pytest.mark.parametrize("build", ["lesson", "hint 3"])
def test_the_cards_advice_names_rise_and_stand_apart(build: str) -> None:
    ctx = _lesson_at_the_bomb() if build == "lesson" else _hint_at(int(build[-1]))
    scene, rings = _named_cards(ctx)
    assert len(rings) >= 2
    table = scene.table
    assert table.fan.named == frozenset(rings)
    _apart(table, rings)
    rects = table.fan.rects(table.hand_rect)
    others = [r.top for k, r in enumerate(rects) if k not in rings and k != table.fan.cursor]
    assert all(rects[i].top <= min(others) - NAMED_LIFT + 10 for i in rings), "they rise"


@pytest.mark.parametrize("build", ["lesson", "hint 3"])
@pytest.mark.parametrize("where", ["center", "midright", "bottomright"])
def test_clicks_anywhere_on_the_ringed_cards_select_exactly_those(build: str,
                                                                  where: str) -> None:
    """Inside its ring, the whole card is the card clicked (its right part too, which the
    next card covered in an even fan)."""
    ctx = _lesson_at_the_bomb() if build == "lesson" else _hint_at(3)
    scene, rings = _named_cards(ctx)
    table = scene.table
    move = scene.advised_move()
    for i in rings:
        ctx.stack.update(1 / 60)
        rect = table.fan.rects(table.hand_rect)[i].inflate(-8, -8)
        scene.handle(Intent(Action.SELECT, MOUSE, getattr(rect, where)))
    selected = [k for k, card in enumerate(table.fan.cards) if card.selected]
    assert selected == sorted(rings)
    if build == "lesson":  # the bomb's four 3s, the step's move
        assert len(rings) == 4 and table.judge()[0] == move


def test_a_click_on_any_card_picks_that_card() -> None:
    """Beside the named cards too: the strip of each card left showing picks that card."""
    ctx = _hint_at(3)
    scene, rings = _named_cards(ctx)
    table = scene.table
    rects = table.fan.rects(table.hand_rect)
    for i, rect in enumerate(rects):
        visible = pygame.Rect(rect.x, rect.y, 8, rect.h)  # the left edge: no later card on it
        scene.handle(Intent(Action.POINT, MOUSE, visible.center))
        assert table.fan.cursor == i, f"pointing at card {i} of {len(rects)} (rings {rings})"


def test_the_cards_settle_back_when_the_hint_goes() -> None:
    ctx = _hint_at(3)
    scene, rings = _named_cards(ctx)
    assert rings
    scene.handle(Intent(Action.HINT, KEYBOARD))  # hide it
    ctx.stack.update(1 / 60)
    assert scene.table.fan.named == frozenset()


@pytest.mark.parametrize("named", [(0, 1, 2, 3, 4), (0, 3, 6, 9, 12), (2, 4, 6, 8, 10),
                                   (8, 9, 10, 11, 12), (12,)])
def test_a_full_hand_sets_apart_any_five(named: tuple[int, ...]) -> None:
    """Thirteen cards (the most a PASS hand holds), any five named: each whole, rings apart,
    and every other card still shows a strip its value reads on."""
    table = _hint_at(3).stack.top.table
    fan = HandFan()
    fan.cards = [HandCard(f"{v}>{v}") for v in "2345678899TJQ"[:13]]
    fan.named = frozenset(named)
    table.fan = fan
    _apart(table, list(named))
    rects = fan.rects(table.hand_rect)
    assert table.hand_rect.left <= rects[0].left and rects[-1].right <= table.hand_rect.right
    for a, b in itertools.pairwise(rects):
        assert b.x - a.x >= MIN_STRIP
