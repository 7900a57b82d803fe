"""The plan every table layout follows, as data: where the seats and the common areas go.

Bottom band: seat 0, the hand, the controls; the log just above the hand; the score
panel on the right; the other seats along the top (a sixth other on the right side);
each game's own areas (its descriptor's `anchors`) in the middle.
tools/make_levels.py writes levels/<slug>.tmx from this plan, and the engine builds a
layout straight from it when a map cannot be loaded (layout.computed_layout), so the
two never disagree (tests/test_levels.py compares them).
"""
from __future__ import annotations

from collections.abc import Mapping

from game.engine.theme import SCREEN_SIZE

Rect = tuple[int, int, int, int]

SEAT_W, SEAT_H = 340, 170
MARGIN = 20
SCREEN_W, SCREEN_H = SCREEN_SIZE

SEAT_BOTTOM: Rect = (MARGIN, 866, SEAT_W, 194)
SEAT_RIGHT: Rect = (SCREEN_W - MARGIN - SEAT_W, 300, SEAT_W, SEAT_H)
#: The areas every game's layout has; a game's `anchors` may move one (dominoes' score).
COMMON_AREAS: dict[str, Rect] = {
    "hand": (380, 866, 1140, 194),
    "controls": (1540, 866, 360, 194),
    "log": (380, 808, 1140, 48),
    "score": (SCREEN_W - MARGIN - SEAT_W, 500, SEAT_W, 296),
}
# Other seats: up to five sit along the top, a sixth on the right side. The left side stays
# free at every count: the hint and the guided deals' steps go there, clear of every seat.
TOP_SEATS = 5
TOP_ROW_END = 1840  # a row of five reaches this far: short of the pause, undo and hint buttons


def top_row(count: int) -> list[Rect]:
    """`count` seats spread evenly along the top edge, left to right (up to four over the
    whole width; five fill it up to the buttons at the top right)."""
    end = SCREEN_W - MARGIN if count < TOP_SEATS else TOP_ROW_END
    slot = (end - MARGIN) / count
    return [
        (round(MARGIN + slot * i + (slot - SEAT_W) / 2), MARGIN, SEAT_W, SEAT_H)
        for i in range(count)
    ]


def seat_plan(players: int) -> list[tuple[Rect, str]]:
    """Seat rectangles and facings, seat 0 bottom-left then clockwise (top, right)."""
    others = players - 1
    top = min(others, TOP_SEATS)
    out = [(SEAT_BOTTOM, "up")]
    out += [(r, "down") for r in top_row(top)]
    out += [(SEAT_RIGHT, "left")] * (others - top)
    return out


def area_plan(own: Mapping[str, Rect]) -> dict[str, Rect]:
    """The common areas, then the game's own (which may move a common one)."""
    return {**COMMON_AREAS, **own}
