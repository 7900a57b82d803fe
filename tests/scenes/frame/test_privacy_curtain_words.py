"""The curtain names what it hides in each game's words."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.registry import descriptor
from scenes.frame.curtain import CurtainScene


@pytest.mark.parametrize(("slug", "words"), [("take-or-pass", "your chips"),
                                             ("dominoes", "your tiles"), ("pass", "your hand")])
def test_the_curtain_says_what_it_hides(slug, words):
    curtain = CurtainScene.__new__(CurtainScene)
    curtain.table = SimpleNamespace(game=descriptor(slug))
    assert curtain.hidden() == words
