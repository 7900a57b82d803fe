"""A layout kept above a strip (the replay theater's control bar): every anchor ends by it,
and what did not reach it is unchanged."""
from __future__ import annotations

import pygame
import pytest

from game.engine.layout import above, load_layout
from game.registry import GAMES


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_every_anchor_ends_above_the_strip(game) -> None:  # noqa: ANN001 - a GameInfo
    layout = load_layout(game.slug, max(game.players), game.anchors)
    kept = above(layout, 1034)
    for name in layout.names():
        before, after = pygame.Rect(layout.rect(name)), pygame.Rect(kept.rect(name))
        assert after.bottom <= 1034, name
        assert after.topleft == before.topleft and after.w == before.w, name
        if before.bottom <= 1034:
            assert after == before, name
    assert [s.rect[1] + s.rect[3] for s in kept.seats] == \
        [min(1034, s.rect[1] + s.rect[3]) for s in layout.seats]
    assert any(pygame.Rect(layout.rect(n)).bottom > 1034 for n in layout.names()), \
        "the tables do reach the foot of the screen"


def test_the_theater_table_leaves_the_bar_to_the_controls() -> None:
    import json
    from pathlib import Path

    from game.engine.context import make_test_context
    from scenes.theater import chrome
    from scenes.theater.scene import TheaterScene

    root = Path(__file__).resolve().parents[2]
    path = next(p for p in sorted((root / "examples").glob("*.json"))
                if json.loads(p.read_text())["game"] == "take-or-pass")
    scene = TheaterScene(make_test_context(), json.loads(path.read_text()), playing=False)
    for name in scene.layout.names():
        assert pygame.Rect(scene.layout.rect(name)).bottom < chrome.BAR.y, name
