"""Window placement: the largest 16:9 picture in a display's usable area, frame included,
and a remembered place kept only while it is still on a display."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.window_fit import MIN_SIZE, fit, framed, inside, largest_fit, place

OPENBOX = (20, 1, 5, 1)  # top, left, bottom, right: openbox's frame under Xvfb


@pytest.mark.parametrize(("usable", "expected"), [
    ((0, 0, 1280, 720), (1232, 693)),
    ((0, 0, 1366, 768), (1312, 738)),
    ((0, 0, 1536, 864), (1488, 837)),
    ((0, 0, 1920, 1080), (1872, 1053)),
    ((0, 0, 2560, 1440), (2512, 1413)),
    ((0, 0, 1366, 728), (1248, 702)),  # a 40-pixel task bar below
])
def test_the_window_is_the_largest_16_9_that_fits_with_its_title_bar(
        usable: tuple[int, int, int, int], expected: tuple[int, int]) -> None:
    box = fit(usable, OPENBOX)
    assert box[2:] == expected
    assert inside(framed(box, OPENBOX), usable)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])  # a busy machine
@given(st.integers(0, 3000), st.integers(0, 3000), st.integers(MIN_SIZE[0] + 40, 8000),
       st.integers(MIN_SIZE[1] + 40, 5000))
def test_a_fitted_window_is_16_9_inside_and_no_step_larger_would_fit(
        x: int, y: int, w: int, h: int) -> None:
    usable = (x, y, w, h)
    box = fit(usable, OPENBOX)
    assert box[2] * 9 == box[3] * 16
    assert inside(framed(box, OPENBOX), usable)
    room_w, room_h = w - 2, h - 25
    assert box[2] + 16 > room_w or box[3] + 9 > room_h
    # Centred: the space left is shared out within a pixel.
    left, top = box[0] - 1 - x, box[1] - 20 - y
    assert abs(left - (room_w - box[2] - left)) <= 1 and abs(top - (room_h - box[3] - top)) <= 1


def test_a_tiny_area_still_gets_the_smallest_window() -> None:
    assert largest_fit(100, 100) == MIN_SIZE


def test_a_remembered_window_is_kept_while_it_is_on_a_display() -> None:
    laptop, monitor = (0, 0, 1366, 768), (1366, 0, 2560, 1440)
    left_on_monitor = (1500, 100, 1600, 900)
    assert place(left_on_monitor, [laptop, monitor], 0, OPENBOX) == left_on_monitor
    # The monitor unplugged: the window is fitted to the display asked for instead.
    assert place(left_on_monitor, [laptop], 0, OPENBOX) == fit(laptop, OPENBOX)
    # Its title bar off the top of the screen is not "on a display".
    assert place((100, 5, 800, 450), [laptop], 0, OPENBOX) == fit(laptop, OPENBOX)
    # Smaller than the smallest window: fitted afresh.
    assert place((100, 100, 200, 100), [laptop], 0, OPENBOX) == fit(laptop, OPENBOX)


def test_no_remembered_window_opens_on_the_display_asked_for() -> None:
    laptop, monitor = (0, 0, 1366, 768), (1366, 0, 2560, 1440)
    assert place(None, [laptop, monitor], 1, OPENBOX) == fit(monitor, OPENBOX)
    assert place(None, [laptop], 3, OPENBOX) == fit(laptop, OPENBOX)
