"""A small club (a card corner's) reads as a club: its lobes fill most of it, not a short
head on a long stem, which read as an arrow next to K."""
from __future__ import annotations

import pytest

from game.art.take_or_pass import CLUBS, suit_shapes
from game.engine.shapes import Circle


@pytest.mark.parametrize("size", [*range(12, 32), 60, 120])
def test_a_clubs_stem_shows_less_than_a_third_below_its_lobes(size):
    shapes = suit_shapes(CLUBS, (100, 100), size)
    lobes = [s for s in shapes if isinstance(s, Circle)]
    assert len(lobes) == 3 and min(lobe.r for lobe in lobes) >= 3
    lobes_bottom = max(lobe.cy + lobe.r for lobe in lobes)
    symbol_bottom = 100 + size // 2
    assert symbol_bottom - lobes_bottom <= size / 3, "a long stem under small lobes"

