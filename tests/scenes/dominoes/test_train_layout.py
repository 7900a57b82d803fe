"""The train snakes inside its area: every tile inside, none overlapping, any length 1..30."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.dominoes.train_layout import MIN_LENGTH, Placement, layout_train

# Train areas like the layouts give (1080p tables), plus a cramped one.
AREAS = [(360, 250, 1200, 480), (300, 230, 1320, 560), (500, 300, 900, 380), (0, 0, 640, 300)]


def overlaps(a: Placement, b: Placement) -> bool:
    """True when two footprints overlap (touching edges do not count)."""
    ax, ay, aw, ah = a.rect
    bx, by, bw, bh = b.rect
    eps = 1e-6
    return ax < bx + bw - eps and bx < ax + aw - eps and ay < by + bh - eps and by < ay + ah - eps


def check(doubles: list[bool], origin: int, area: tuple) -> None:
    """Assert the layout fits `area` and no two tiles overlap."""
    result = layout_train(doubles, area, origin)
    assert result.fits, (len(doubles), origin, area, result.length)
    assert len(result.placements) == len(doubles)
    x, y, w, h = area
    for p in result.placements:
        left, top, pw, ph = p.rect
        assert x - 1e-6 <= left and left + pw <= x + w + 1e-6
        assert y - 1e-6 <= top and top + ph <= y + h + 1e-6
    ps = result.placements
    for i in range(len(ps)):
        for j in range(i + 1, len(ps)):
            assert not overlaps(ps[i], ps[j]), (i, j, ps[i], ps[j])


@pytest.mark.slow
def test_every_length_and_origin_fits() -> None:
    """Lengths 1..30 (28 tiles + two ghost slots), every origin, with and without doubles."""
    for area in AREAS:
        for n in range(1, 31):
            for origin in range(n):
                check([False] * n, origin, area)
                check([i % 4 == 0 for i in range(n)], origin, area)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_generated_trains_fit(data: st.DataObject) -> None:
    """Random trains (7 doubles at most, as in a double-six set, plus ghosts) fit every area."""
    n = data.draw(st.integers(1, 30))
    doubles = [False] * n
    for i in data.draw(st.lists(st.integers(0, n - 1), max_size=7, unique=True)):
        doubles[i] = True
    origin = data.draw(st.integers(0, n - 1))
    area = data.draw(st.sampled_from(AREAS))
    check(doubles, origin, area)


def test_short_train_keeps_preferred_size_and_is_centred() -> None:
    """A short train uses the preferred size, and its origin sits at the area's centre."""
    area = (360, 250, 1200, 480)
    result = layout_train([False, True, False], area, origin=1, preferred=90)
    assert result.length == 90
    mid = result.placements[1]
    assert (mid.cx, mid.cy) == (960, 490)
    assert mid.angle in (90, 270)  # a double lies across the line
    assert result.placements[0].cx < mid.cx < result.placements[2].cx


def test_growth_on_one_end_keeps_other_tiles_still() -> None:
    """Adding a tile on the left shifts no tile already laid (while the size holds)."""
    area = (360, 250, 1200, 480)
    before = layout_train([False] * 5, area, origin=2, preferred=80)
    after = layout_train([False] * 6, area, origin=3, preferred=80)
    assert before.length == after.length
    assert after.placements[1:] == before.placements


def test_long_arm_snakes_back() -> None:
    """A long right arm turns down and comes back leftwards on a lower row."""
    area = (360, 250, 1200, 480)
    result = layout_train([False] * 20, area, origin=0)
    ps = result.placements
    assert any(p.angle == 90 for p in ps[1:])  # an upright corner tile
    assert any(p.angle == 180 and p.cy > ps[0].cy for p in ps)  # running back, below
    # The left arm turns the other way: up, then back to the right above (read
    # left to right, its tiles there have their first number on the right).
    mirrored = layout_train([False] * 20, area, origin=19).placements
    assert mirrored[18].angle == 0 and mirrored[18].cx < mirrored[19].cx
    assert any(p.angle == 180 and p.cy < mirrored[19].cy for p in mirrored[:19])


def test_tiles_chain_with_small_gaps() -> None:
    """Neighbouring tiles touch up to the gap: a train reads as one line of tiles."""
    rng = random.Random(4)
    for _ in range(50):
        n = rng.randint(2, 28)
        doubles = [rng.random() < 0.2 for _ in range(n)]
        result = layout_train(doubles, AREAS[0], rng.randrange(n))
        for a, b in zip(result.placements, result.placements[1:], strict=False):
            ax, ay, aw, ah = a.rect
            bx, by, bw, bh = b.rect
            dx = max(bx - (ax + aw), ax - (bx + bw), 0)
            dy = max(by - (ay + ah), ay - (by + bh), 0)
            assert dx + dy <= result.length * 0.1, (a, b)


def test_tiny_area_returns_smallest_size_not_fitting() -> None:
    """An area far too small says so instead of looping forever."""
    result = layout_train([False] * 28, (0, 0, 100, 60), 0)
    assert not result.fits
    assert result.length <= MIN_LENGTH


def test_the_real_train_areas_hold_a_full_train_with_both_free_ends() -> None:
    """For each player count's layout: 28 tiles + 2 ghost slots, any origin, with doubles."""
    from game.engine.layout import load_layout
    from scenes.dominoes.geometry import Geometry

    rng = random.Random(28)
    for players in (2, 3, 4):
        area = Geometry(load_layout("dominoes", players), players).train
        for origin in range(30):
            doubles = [False] * 30
            for i in rng.sample(range(1, 29), 7):  # the seven doubles, anywhere on the train
                doubles[i] = True
            check(doubles, origin, area)
            assert layout_train(doubles, area, origin).length >= 60  # pips stay readable
