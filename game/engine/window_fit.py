"""Where the window goes: the largest 16:9 picture that fits a display's usable area.

Pure geometry (no pygame), so every desktop size can be tested without a screen.
A box is (x, y, width, height) in desktop pixels; a frame is the window manager's
decoration around the window's picture, (top, left, bottom, right).
"""
from __future__ import annotations

from collections.abc import Sequence

Box = tuple[int, int, int, int]
Frame = tuple[int, int, int, int]

ASPECT = (16, 9)
#: The smallest window the player may shrink to (a quarter of 1920x1080), half the
#: smallest common desktop.
MIN_SIZE = (480, 270)
#: Room for a title bar and edges when the window manager does not report its frame.
GUESSED_FRAME: Frame = (40, 8, 8, 8)


def largest_fit(width: int, height: int) -> tuple[int, int]:
    """The largest exact 16:9 size within width x height (never below MIN_SIZE)."""
    unit = max(min(width // ASPECT[0], height // ASPECT[1]), MIN_SIZE[0] // ASPECT[0])
    return unit * ASPECT[0], unit * ASPECT[1]


def fit(usable: Box, frame: Frame) -> Box:
    """The window's picture (x, y, w, h): as large as fits `usable` with its `frame` around
    it, centred there."""
    ux, uy, uw, uh = usable
    top, left, bottom, right = frame
    room_w, room_h = uw - left - right, uh - top - bottom
    w, h = largest_fit(room_w, room_h)
    return (ux + left + (room_w - w) // 2, uy + top + (room_h - h) // 2, w, h)


def framed(window: Box, frame: Frame) -> Box:
    """The box a window covers with its frame."""
    x, y, w, h = window
    top, left, bottom, right = frame
    return (x - left, y - top, w + left + right, h + top + bottom)


def inside(inner: Box, outer: Box) -> bool:
    """True when `inner` lies wholly within `outer`."""
    ix, iy, iw, ih = inner
    ox, oy, ow, oh = outer
    return ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh


def place(remembered: Box | None, usable: Sequence[Box], screen: int, frame: Frame) -> Box:
    """Where to open the window: where the player left it if that still lies, frame and all,
    inside one display's usable area (a display unplugged or resized since would leave it
    off screen); otherwise fitted to display `screen` (the first, if there is no such one)."""
    if remembered is not None and remembered[2] >= MIN_SIZE[0] and remembered[3] >= MIN_SIZE[1]:
        if any(inside(framed(remembered, frame), area) for area in usable):
            return remembered
    area = usable[screen] if 0 <= screen < len(usable) else usable[0]
    return fit(area, frame)

