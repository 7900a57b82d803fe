"""The plan every table layout follows, as data: where the seats and the common areas go.

Bottom band: seat 0, the hand, the controls; the log just above the hand; the score
panel on the right; the other seats along the top (with five or more others, one on
each side as well); each game's own areas (its descriptor's `anchors`) in the middle.
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
SEAT_LEFT: Rect = (MARGIN, 300, SEAT_W, SEAT_H)
SEAT_RIGHT: Rect = (SCREEN_W - MARGIN - SEAT_W, 300, SEAT_W, SEAT_H)
#: The areas every game's layout has; a game's `anchors` may move one (dominoes' score).
COMMON_AREAS: dict[str, Rect] = {
    "hand": (380, 866, 1140, 194),
    "controls": (1540, 866, 360, 194),
    "log": (380, 808, 1140, 48),
    "score": (SCREEN_W - MARGIN - SEAT_W, 500, SEAT_W, 296),
}
SIDE_SEATS_FROM = 5  # other seats: up to 4 sit along the top, more also take the sides


def top_row(count: int) -> list[Rect]:
    """`count` seats spread evenly along the top edge, left to right."""
    slot = (SCREEN_W - 2 * MARGIN) / count
    return [
        (round(MARGIN + slot * i + (slot - SEAT_W) / 2), MARGIN, SEAT_W, SEAT_H)
        for i in range(count)
    ]


def seat_plan(players: int) -> list[tuple[Rect, str]]:
    """Seat rectangles and facings, seat 0 bottom-left then clockwise (left, top, right)."""
    others = players - 1
    out = [(SEAT_BOTTOM, "up")]
    if others < SIDE_SEATS_FROM:
        out += [(r, "down") for r in top_row(others)]
    else:
        out.append((SEAT_LEFT, "right"))
        out += [(r, "down") for r in top_row(others - 2)]
        out.append((SEAT_RIGHT, "left"))
    return out


def area_plan(own: Mapping[str, Rect]) -> dict[str, Rect]:
    """The common areas, then the game's own (which may move a common one)."""
    return {**COMMON_AREAS, **own}
