"""Where each tile of a dominoes train lies on the table (pure geometry, no pygame).

The train grows from its first tile (the origin, at the centre of the train
area) in both directions. The right arm runs right along the centre row, turns
down at the edge through a short column of upright tiles, runs back left along
the next row, turns down again, and so on; the left arm does the same rotated
half a turn (left, then up). Doubles lie across the line. If the train does not
fit at the preferred tile size, every tile shrinks a step until it does, so a
full 28-tile train always fits.

Angles say which way the tile's first number (as laid, left to right in the
train) points to its second: 0 = first half on the left, 90 = first half on
top, 180 = first half on the right, 270 = first half at the bottom.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# Smallest tile length tried; below this the pips stop being readable anyway.
MIN_LENGTH = 24
# Each shrink step multiplies the tile length by this.
SHRINK = 0.95


@dataclass(frozen=True, slots=True)
class Placement:
    """One tile's spot: centre, angle (0/90/180/270) and footprint size in pixels."""

    cx: float
    cy: float
    angle: int
    w: float
    h: float

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """The footprint as (left, top, width, height)."""
        return (self.cx - self.w / 2, self.cy - self.h / 2, self.w, self.h)


@dataclass(frozen=True, slots=True)
class TrainLayout:
    """Placements for every tile, left to right, and the tile length used."""

    placements: tuple[Placement, ...]
    length: int
    fits: bool


def _place(cx: float, cy: float, angle: int, length: float) -> Placement:
    """A tile of `length` centred at (cx, cy) with `angle`."""
    short = length / 2
    if angle in (0, 180):
        return Placement(cx, cy, angle, length, short)
    return Placement(cx, cy, angle, short, length)


def _arm(
    doubles: Sequence[bool],
    start_x: float,
    y: float,
    bounds: tuple[float, float],
    length: float,
    gap: float,
) -> list[Placement]:
    """Lay one arm going right from `start_x` on row `y`, snaking downwards.

    Coordinates are in the arm's own frame; the caller rotates the left arm.
    `doubles` says, tile by tile moving away from the origin, which are doubles.
    """
    xmin, xmax = bounds
    short = length / 2
    # Room kept free at a row's end for the column (a double in it lies across, L wide).
    reserve = 1.5 * short + gap
    # Two upright tiles between rows: doubles of neighbouring rows never touch.
    min_pitch = 3 * short + gap
    out: list[Placement] = []
    direction = 1
    cursor = start_x  # the x where the next tile's near edge goes
    column_x: float | None = None  # set while the arm runs down a column
    column_y = 0.0  # the y where the next column tile's top edge goes
    row_y = y
    for is_double in doubles:
        if column_x is None:
            extent = short if is_double else length
            far = cursor + direction * (gap + extent)
            if xmin + reserve <= far <= xmax - reserve:
                centre = cursor + direction * (gap + extent / 2)
                angle = 90 if is_double else (0 if direction > 0 else 180)
                out.append(_place(centre, row_y, angle, length))
                cursor = far
                continue
            # Turn: the column sits just past the row's last tile.
            column_x = cursor + direction * (gap + short / 2)
            if is_double:
                # A double at the corner stands across the row, centred on its line.
                out.append(_place(column_x, row_y, 90, length))
                column_y = row_y + short + gap
            else:
                # The upright tile's top half lies beside the row's last tile.
                out.append(_place(column_x, row_y - short / 2 + short, 90, length))
                column_y = row_y - short / 2 + length + gap
            continue
        if is_double:
            out.append(_place(column_x, column_y + short / 2, 0, length))
            column_y += short + gap
            continue
        out.append(_place(column_x, column_y + short, 90, length))
        bottom_half = column_y + 1.5 * short
        column_y += length + gap
        if bottom_half >= row_y + min_pitch:
            # Back along the next row, attached to this tile's bottom half.
            row_y = bottom_half
            direction = -direction
            cursor = column_x + direction * (short / 2)
            column_x = None
    return out


def layout_train(
    doubles: Sequence[bool],
    area: tuple[float, float, float, float],
    origin: int | None = None,
    preferred: int = 96,
) -> TrainLayout:
    """Place a train (`doubles[i]` True for a double, left to right) inside `area`.

    `origin` is the index of the round's first tile (default: the middle one);
    it sits at the centre. The tile length starts at `preferred` pixels and
    shrinks until every tile lies inside `area` (x, y, w, h).
    """
    n = len(doubles)
    if n == 0:
        return TrainLayout((), preferred, True)
    if origin is None or not 0 <= origin < n:
        origin = n // 2
    x, y, w, h = area
    length = float(min(preferred, w / 4, h / 2))
    best: TrainLayout | None = None
    while True:
        rounded = max(int(length) // 2 * 2, 2)  # even, so half tiles are whole pixels
        placements = _layout_at(doubles, origin, (x, y, w, h), rounded)
        fits = all(_inside(p, area) for p in placements)
        best = TrainLayout(tuple(placements), rounded, fits)
        if fits or rounded <= MIN_LENGTH:
            return best
        length = min(length * SHRINK, rounded - 2)


def _layout_at(
    doubles: Sequence[bool], origin: int, area: tuple[float, float, float, float], length: int
) -> list[Placement]:
    """All placements at one tile length, in train order."""
    x, y, w, h = area
    cx, cy = x + w / 2, y + h / 2
    gap = max(1.0, round(length * 0.04))
    first = _place(cx, cy, 90 if doubles[origin] else 0, length)
    half = first.w / 2
    right = _arm(doubles[origin + 1 :], cx + half, cy, (x, x + w), length, gap)
    # The left arm is the same snake turned half a turn about the centre.
    left_local = _arm(list(reversed(doubles[:origin])), cx + half, cy, (x, x + w), length, gap)
    left = [Placement(2 * cx - p.cx, 2 * cy - p.cy, p.angle, p.w, p.h) for p in left_local]
    return list(reversed(left)) + [first] + right


def _inside(p: Placement, area: tuple[float, float, float, float]) -> bool:
    """True when the placement's footprint lies within `area`."""
    x, y, w, h = area
    left, top, pw, ph = p.rect
    eps = 1e-6
    inside_x = left >= x - eps and left + pw <= x + w + eps
    return inside_x and top >= y - eps and top + ph <= y + h + eps
