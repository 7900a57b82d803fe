"""Dominoes tiles as shapes: ivory faces with a divider, a brass pin and pips 0-6, and the
face-down back. A face is drawn flat, its first number on the left."""
from __future__ import annotations

from game.engine.shapes import Circle, Line, Measure, Piece, Polygon, Rect, Shape

IVORY = (246, 240, 222)
IVORY_EDGE = (196, 184, 156)  # the tile's thickness, seen below and to the right
OUTLINE = (92, 80, 62)
DIVIDER = (120, 106, 86)
PIN = (196, 156, 72)  # the brass spinner pin in the middle of the divider
PIP = (26, 24, 28)
BACK = (112, 36, 46)
BACK_EDGE = (70, 20, 28)
BACK_LINE = (196, 140, 110)

# Where pips sit in a square half, on a 3x3 grid of (column, row) in -1..1. Every pattern
# looks the same turned half round, so a tile turned over reads as its numbers swapped.
PIP_SPOTS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def thickness(length: int) -> int:
    """How much of a tile `length` long shows its edge below the face."""
    return max(2, length // 36)


def corner(w: int, h: int) -> int:
    """The corner radius of a tile w x h."""
    return max(2, min(w, h) // 7)


def check_numbers(a: int, b: int) -> None:
    """ValueError unless a-b is a tile of a double-six set."""
    if not (0 <= a <= 6 and 0 <= b <= 6):
        raise ValueError(f"A double-six tile has numbers 0 to 6, not {a}-{b}.")


def face_shapes(a: int, b: int, w: int, h: int) -> list[Shape]:
    """A face w x h lying flat: ivory, outline, divider with its pin, `a` left, `b` right."""
    check_numbers(a, b)
    radius = max(2, h // 7)
    mid = w // 2
    inset = h // 8
    return [Rect(0, 0, w, h, IVORY, radius=radius),
            Rect(0, 0, w, h, OUTLINE, width=max(2, h // 40), radius=radius),
            Line((mid, inset), (mid, h - inset), DIVIDER, max(2, h // 28)),
            Circle(mid, h // 2, max(2, h // 22), PIN),
            *pip_shapes(a, 0, mid, h), *pip_shapes(b, mid, mid, h)]


def pip_shapes(value: int, left: float, width: float, height: float) -> list[Shape]:
    """The pips of `value` in the half `width` x `height` whose left edge is at `left`."""
    cx, cy = left + width / 2, height / 2
    step = min(width, height) * 0.27
    radius = max(2.0, min(width, height) * 0.085)
    return [Circle(cx + col * step, cy + row * step, radius, PIP)
            for col, row in PIP_SPOTS[value]]


def back_shapes(w: int, h: int) -> list[Shape]:
    """A face-down tile lying flat: dark lacquer with an inset line and a diamond."""
    radius = max(2, h // 7)
    inset = h // 6
    cx, cy, r = w / 2, h / 2, h * 0.18
    return [Rect(0, 0, w, h, BACK, radius=radius),
            Rect(0, 0, w, h, BACK_EDGE, width=max(2, h // 40), radius=radius),
            Rect(inset, inset, w - 2 * inset, h - 2 * inset, BACK_LINE, width=max(2, h // 30),
                 radius=max(2, h // 12)),
            Polygon(((cx - r * 1.6, cy), (cx, cy - r), (cx + r * 1.6, cy), (cx, cy + r)),
                    BACK_LINE)]


PHONE_LENGTH = 360  # a tile's length on the phones (drawn three times the table's, as there)


def body_shapes(w: int, h: int, length: int) -> list[Shape]:
    """The tile's thickness, showing below a face w x (h - thickness)."""
    thick = thickness(length)
    return [Rect(0, thick, w, h - thick, IVORY_EDGE, radius=corner(w, h))]


def pieces(measure: Measure) -> list[Piece]:
    """Every piece a phone draws in dominoes: each tile's face as drawn for a tile lying flat
    (`tile-6-2`, 6 on the left; the other way round is the same face turned half round) and
    for one standing upright (`tile-6-2-up`, drawn flat and turned, as the table turns it:
    the thickness then shows below its length), and the body under each."""
    long, short = PHONE_LENGTH, PHONE_LENGTH // 2
    thick = thickness(PHONE_LENGTH)
    faces = [piece for a in range(7) for b in range(a + 1) for piece in (
        Piece(f"tile-{a}-{b}", long, short - thick, face_shapes(a, b, long, short - thick)),
        Piece(f"tile-{a}-{b}-up", long - thick, short, face_shapes(a, b, long - thick, short)))]
    return [*faces, Piece("tile-body", long, short, body_shapes(long, short, PHONE_LENGTH)),
            Piece("tile-body-up", short, long, body_shapes(short, long, PHONE_LENGTH))]
