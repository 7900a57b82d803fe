"""With no .tmx to load, every game's own table draws and plays on the computed layout, at
every player count; and the scenes read the layout only through `TableLayout.rect`."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest
from test_flow_driver import DT, human_turn, make_setup, press

from game.engine.context import make_test_context
from game.engine.intents import Action
from game.engine.layout import LayoutError
from game.engine.theme import SCREEN_SIZE
from game.registry import GAMES
from scenes.app import flow
from scenes.registry import scenes_for

SCENES = Path(__file__).resolve().parents[3] / "scenes"
MOVES = 12  # enough for every table's first plays, draws and passes


@pytest.mark.parametrize(("slug", "players"),
                         [(g.slug, n) for g in GAMES for n in g.players])
def test_each_table_plays_on_the_computed_layout(monkeypatch, slug: str, players: int) -> None:
    ctx = make_test_context()

    def no_map(*args: object) -> None:
        raise LayoutError("levels/ is empty in this test")

    monkeypatch.setattr(ctx, "layout", no_map)
    scene = flow.start_match(ctx, make_setup(slug, {0: "shared"}, players, seed=players))
    game = scene.game
    own = scenes_for(game.slug).table_class()
    assert type(scene.table) is own, "the game's own table, not the plain one"
    assert scene.layout.felt == [], "the computed layout, not a map"
    surface, rng = pygame.Surface(SCREEN_SIZE), random.Random(players)
    for _ in range(5000):
        if len(scene.match.moves) >= MOVES or scene.match.is_over:
            break
        top = ctx.stack.top
        if top is not scene:  # a scoring scene: a deal ended within the first moves
            press(ctx, Action.CONFIRM)
            ctx.stack.update(DT)
            continue
        if scene.match.to_move == 0 and scene.privacy.viewer == 0:
            human_turn(ctx, scene, rng)
        elif scene.bots.thinking:
            scene.bots.wait(5)
        ctx.stack.update(DT)
        ctx.stack.draw(surface, 1.0)
    assert len(scene.match.moves) >= MOVES or scene.match.is_over


def test_scenes_read_the_layout_only_through_rect() -> None:
    readers = re.compile(r"layout\.(anchors|get\(|seats)|layout\[|getattr\(layout")
    found = [f"{path.relative_to(SCENES)}:{n}"
             for path in SCENES.rglob("*.py")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if readers.search(line)]
    assert found == []
