"""The curtain names what it hides in each game's words."""
from __future__ import annotations

import pytest
from test_flow_driver import make_setup

from game.engine.context import make_test_context
from game.registry import descriptor
from scenes.app import flow


@pytest.mark.parametrize(("slug", "words"), [("take-or-pass", "your chips"),
                                             ("dominoes", "your tiles"), ("pass", "your hand")])
def test_the_curtain_says_what_it_hides(slug, words):
    players = descriptor(slug).players.start
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup(slug, {0: "mouse-keyboard", 1: 4}, players, 1))
    assert scene.curtain(0).hidden() == words
