"""Hot-seat privacy: with two humans, the curtain comes at each change of human and the
game table is never handed a private view (or the legal moves) before that human confirms."""
from __future__ import annotations

import random

import pygame
import pytest
from test_flow_driver import device_for, make_setup, play_through, press

from game.engine.context import make_test_context
from game.engine.intents import Action
from scenes.app import flow
from scenes.frame import tables
from scenes.frame.curtain import CurtainScene
from scenes.frame.fallback_table import FallbackTable
from scenes.frame.table import TableScene
from scenes.registry import scenes_for


class Spy:
    """Mixed into a table: records every view and move list the frame hands it."""

    scene: TableScene  # set when the table scene enters

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.calls: list[dict] = []
        self.shown = None  # the last view handed over (by show or animate)
        self.offered: list = []

    def _record(self, kind: str, view, moves=None) -> None:
        # Private to the spy, so that no name of the table it is mixed into is shadowed.
        match = self.scene.match
        public = match.view(None)
        owner = next((s for s in range(match.players) if view == match.view(s)), None)
        self.calls.append({
            "kind": kind,
            "public": view == public,
            # The seat whose private view this is (None when it is the public view).
            "private_of": owner if view != public else None,
            "to_move": match.to_move,
            "unlocked": self.scene.privacy.unlocked,
            "moves": moves,
        })

    def show(self, view, viewer) -> None:
        self._record("show", view)
        self.shown = view
        super().show(view, viewer)

    def animate(self, events, view) -> None:
        self._record("animate", view)
        self.shown = view
        super().animate(events, view)

    def offer(self, moves) -> None:
        self._record("offer", self.shown, list(moves))
        self.offered = list(moves)
        super().offer(moves)


@pytest.fixture(params=["plain", "game"])
def spy(monkeypatch, request):
    """Every table made is spied on: the plain table, or the game's own table."""
    made: list[Spy] = []

    def make(ctx, game, layout, seats, options):
        base = scenes_for(game.slug).table_class() if request.param == "game" else FallbackTable
        table = type(f"Spy{base.__name__}", (Spy, base), {})(ctx, layout, seats, options)
        made.append(table)
        return table

    original_enter = TableScene.enter

    def enter(scene: TableScene) -> None:
        scene.table.scene = scene  # so the spy can compare with the live match from the start
        original_enter(scene)

    monkeypatch.setattr(tables, "make_table", make)
    monkeypatch.setattr(TableScene, "enter", enter)
    return made


def run_two_humans(slug: str, players: int, options: dict, seed: int, spy):
    """Seats 0 and 2 human (keyboard / pad 4), the rest bots; returns scene, curtains, turns."""
    ctx = make_test_context()
    setup = make_setup(slug, {0: "mouse-keyboard", 2: 4}, players, seed, options)
    scene = flow.start_match(ctx, setup)
    seen: list[CurtainScene] = []
    human_turns: list[int] = []

    def on_frame(top) -> None:
        if isinstance(top, CurtainScene):
            if not seen or seen[-1] is not top:
                seen.append(top)
            # Nothing private behind the curtain: the table holds the public view only.
            assert spy[0].shown == scene.match.view(None)
            assert spy[0].offered == []
        if isinstance(top, TableScene) and top.match.to_move in (0, 2):
            seat = top.match.to_move
            if top.privacy.viewer == seat and (not human_turns or human_turns[-1] != seat):
                human_turns.append(seat)

    play_through(ctx, random.Random(seed), on_frame=on_frame)
    return scene, [c.seat for c in seen], human_turns


@pytest.mark.parametrize(
    ("slug", "players", "options"),
    [("pass", 3, {}), ("dominoes", 3, {"target": 20}), ("take-or-pass", 3, {"games": 1})],
)
def test_curtain_at_each_change_of_human_and_no_leak(spy, slug, players, options):
    scene, curtains, human_turns = run_two_humans(slug, players, options, 3, spy)
    assert len(human_turns) >= 2, "both humans played"
    # One curtain per change of human, in order, and for the human about to play.
    assert curtains == human_turns
    assert any(c["private_of"] is not None for c in spy[0].calls), "hands were shown"
    for call in spy[0].calls:
        owner = call["private_of"]
        if owner is not None:
            # A private view only for the human to move, after they lifted their curtain.
            assert owner == call["to_move"] == call["unlocked"], call
        if call["moves"]:
            assert owner == call["to_move"], "legal moves offered with nobody's hand shown"


def test_open_chips_needs_no_curtain(spy):
    _, curtains, human_turns = run_two_humans("take-or-pass", 3, {"open_chips": True}, 4, spy)
    assert curtains == []
    assert len(human_turns) >= 2


def test_one_human_always_sees_their_hand_and_never_a_curtain(spy):
    ctx = make_test_context()
    flow.start_match(ctx, make_setup("pass", {1: "shared"}, 3, 8))

    def no_curtain(top) -> None:
        assert not isinstance(top, CurtainScene), "no curtain with a single human"

    play_through(ctx, random.Random(8), on_frame=no_curtain)
    owners = {c["private_of"] for c in spy[0].calls if c["kind"] in ("show", "animate")}
    assert owners == {1}, "the only human's hand shows all the time, bots' turns included"


def test_curtain_ignores_the_other_players_device(spy):
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("pass", {0: "mouse-keyboard", 1: 4}, 2, 1))
    for _ in range(5):
        ctx.stack.update(1 / 60)
    top = ctx.stack.top
    assert isinstance(top, CurtainScene)
    other = 1 - top.seat
    press(ctx, Action.CONFIRM, device_for(scene.bindings[other]))
    assert ctx.stack.top is top, "only the player whose turn it is lifts the curtain"
    press(ctx, Action.CONFIRM, device_for(scene.bindings[top.seat]))
    assert ctx.stack.top is scene
    assert spy[0].shown == scene.match.view(top.seat)


def test_the_table_is_not_drawn_at_all_behind_the_curtain(monkeypatch):
    monkeypatch.setattr(tables, "game_table_class", lambda game: None)
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("pass", {0: "mouse-keyboard", 1: 4}, 2, 1))
    ctx.stack.update(1 / 60)
    assert isinstance(ctx.stack.top, CurtainScene)
    drawn = []
    monkeypatch.setattr(scene.table, "draw", lambda surface, alpha: drawn.append(1))
    ctx.stack.draw(pygame.Surface((1920, 1080)), 0.0)
    assert drawn == []
