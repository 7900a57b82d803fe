"""Take or Pass cards and chips as shapes (docs/rules.md T1, T2, T6).

The 33 cards stand for the ladder values 3..35: clubs 3-K are 3..13, diamonds A-K are
14..26, hearts A-9 are 27..35. The ladder value is what the game counts, so it sits large
in the top-left corner (the part that stays visible when cards overlap); the ordinary rank
and suit sit under it so the card still reads as the playing card a player would hold, and
a big pip low on the right names the suit from across the room.

A pile of known size grows with its count (stacks of five, side by side), so the pot
visibly swells with each pass. A pile of unknown size (another player's hidden chips, T6)
is one fixed heap whatever the count, so the picture itself can never leak the number. A
chip is `d` px across.
"""
from __future__ import annotations

import math

from game.engine.shapes import (
    Arc,
    Circle,
    Colour,
    Ellipse,
    Measure,
    Piece,
    Polygon,
    Rect,
    Shape,
    Text,
)
from game.engine.theme import CARD_YELLOW, INK, PAPER

CLUBS, DIAMONDS, HEARTS = "clubs", "diamonds", "hearts"
RED = (196, 32, 48)
BACK_RED = (150, 36, 44)
BACK_LINE = (214, 170, 120)
FRAME = (60, 60, 64)  # a face's edge
MARK = CARD_YELLOW  # the frame round a run's counting card
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
FACE_GLYPHS = "0123456789" + "".join(RANK_NAMES.values())  # all a face writes
LOWEST, HIGHEST = 3, 35


def suit_and_rank(value: int) -> tuple[str, int]:
    """The suit and ordinary rank (1 = ace .. 13 = king) of ladder value `value`."""
    if not LOWEST <= value <= HIGHEST:
        raise ValueError(f"Take or Pass cards run from 3 to 35, not {value!r}.")
    if value <= 13:
        return CLUBS, value
    if value <= 26:
        return DIAMONDS, value - 13
    return HEARTS, value - 26


def rank_label(value: int) -> str:
    """The rank as printed on the card: "A", "2".."10", "J", "Q", "K"."""
    rank = suit_and_rank(value)[1]
    return RANK_NAMES.get(rank, str(rank))


def suit_colour(suit: str) -> tuple[int, int, int]:
    """Red for diamonds and hearts, ink for clubs (the suit shape is the second cue)."""
    return INK if suit == CLUBS else RED


def suit_shapes(suit: str, center: tuple[int, int], size: int) -> list[Shape]:
    """A suit symbol `size` px tall centred on `center` (shapes, not font glyphs)."""
    cx, cy = center
    colour = suit_colour(suit)
    half = size // 2
    if suit == DIAMONDS:
        w = int(size * 0.38)
        return [Polygon(((cx, cy - half), (cx + w, cy), (cx, cy + half), (cx - w, cy)), colour)]
    if suit == HEARTS:
        r = max(2, int(size * 0.26))
        top = cy - half + r
        return [Circle(cx - r + 1, top, r, colour), Circle(cx + r - 1, top, r, colour),
                Polygon(((cx - 2 * r + 1, top + r // 3), (cx + 2 * r - 1, top + r // 3),
                         (cx, cy + half)), colour)]
    # A small club (a card corner's) gets fuller lobes: with thin ones and the long stem it
    # read as an arrow.
    r = max(3, round(size * (0.26 if size < 32 else 0.21)))
    stem = max(2, r // 2)
    low = cy - half + int(r * 2.6)
    return [Circle(cx, cy - half + r, r, colour), Circle(cx - int(r * 1.1), low, r, colour),
            Circle(cx + int(r * 1.1), low, r, colour),
            Polygon(((cx - stem // 2, cy - r), (cx + stem // 2, cy - r), (cx + stem, cy + half),
                     (cx - stem, cy + half)), colour)]


def radius(w: int) -> int:
    """The corner radius of a card `w` wide."""
    return max(4, w // 12)


def value_size(h: int) -> int:
    """The font size of the ladder value on a card `h` px tall (never under 28)."""
    return max(28, int(h * 0.3))


def index_size(h: int) -> int:
    """The font size of the rank under the value on a card `h` px tall."""
    return max(16, int(h * 0.14))


def edge_width(w: int) -> int:
    """How wide a card's edge is drawn."""
    return max(2, w // 60)


def face_shapes(value: int, w: int, h: int, marked: bool, measure: Measure,
                edge: int | None = None, edge_colour: Colour | None = None) -> list[Shape]:
    """The face of ladder card `value`, its edge `edge` px wide (edge_width) in `edge_colour`
    (by default its frame's); `marked` frames it in gold as a run's counting card (a thick
    frame: it reads at a glance even overlapped)."""
    suit, _rank = suit_and_rank(value)
    colour = suit_colour(suit)
    frame = edge_colour or (MARK if marked else FRAME)
    shapes: list[Shape] = [Rect(0, 0, w, h, PAPER, radius=radius(w)),
                           Rect(0, 0, w, h, frame, edge or edge_width(w), radius(w))]
    if marked:
        shapes.append(Rect(0, 0, w, h, MARK, max(5, w // 14), radius(w)))
    pad = max(5, w // 14)
    number_h = measure(str(value), value_size(h))[1]
    shapes.append(Text(pad, pad - number_h // 10, str(value), value_size(h), colour, 0, "top"))
    below = pad + int(number_h * 0.9)
    small = index_size(h)
    index_w, index_h = measure(rank_label(value), small)
    if below + index_h < h * 0.62:
        shapes.append(Text(pad + 2, below, rank_label(value), small, colour, 0, "top"))
        pip_at = (pad + 4 + index_w + small // 2, below + index_h // 2)
        shapes += suit_shapes(suit, pip_at, small)
    pip = int(min(w * 0.5, h * 0.36))
    return shapes + suit_shapes(suit, (w - pad - pip // 2 - 2, h - pad - pip // 2 - 2), pip)


CHIP = (46, 88, 168)
CHIP_EDGE = (22, 40, 86)
CHIP_STRIPE = (236, 236, 240)
EMPTY_RING = (255, 255, 255, 70)  # where an empty pile would stand
STACK = 5  # chips per stack: five is what an eye counts without counting
MAX_STACKS = 6  # a bigger pot stacks higher rather than wider

Layers = tuple[int, int, list[tuple[int, int]]]
"""A pile: its width, height and where each chip's edge-on layer goes, bottom first."""


def disc_shapes(d: int) -> list[Shape]:
    """One chip seen from above: a disc with six edge stripes and an inner ring."""
    r = d // 2
    inset = max(2, d // 14)
    stripes: list[Shape] = [
        Arc(inset // 2, inset // 2, d - inset, d - inset, math.radians(k * 60 + 15),
            math.radians(k * 60 + 37), CHIP_STRIPE, max(2, d // 9)) for k in range(6)]
    return [Circle(r, r, r, CHIP_EDGE), Circle(r, r, r - max(1, d // 24), CHIP), *stripes,
            Circle(r, r, int(r * 0.58), CHIP_STRIPE, max(1, d // 22))]


def edge_height(d: int) -> int:
    """The height of one chip seen from the side."""
    return max(6, int(d * 0.42))


def edge_shapes(d: int) -> list[Shape]:
    """One chip seen from the side, a layer of a stack: a flat ellipse with a striped rim."""
    h = edge_height(d)
    rim = max(3, h // 3)
    top = h - rim
    return [Ellipse(0, rim, d, h - rim, CHIP_EDGE), Rect(0, (h - rim) // 2, d, rim, CHIP_EDGE),
            *(Rect(int(d * (0.12 + 0.22 * k)), (h - rim) // 2 + 1, max(2, d // 12), rim,
                   CHIP_STRIPE) for k in range(4)),
            Ellipse(0, 0, d, h - rim, CHIP),
            Ellipse(d // 5, top // 5, d * 3 // 5, top * 3 // 5, CHIP_STRIPE, 1)]


def empty_shapes(d: int) -> list[Shape]:
    """Where an empty pile would stand: a faint ring."""
    return [Ellipse(0, 0, d, edge_height(d), EMPTY_RING, 2)]


def per_stack(count: int) -> int:
    """Chips per stack: five, or more once six stacks of five are not enough."""
    return max(STACK, -(-count // MAX_STACKS))


def _step(d: int) -> int:
    return max(3, int(d * 0.18))


def pile_layers(count: int, d: int) -> Layers:
    """`count` chips in stacks of five, left to right."""
    per = per_stack(count)
    stacks = max(1, -(-count // per))
    layer = edge_height(d)
    h = layer + (min(count, per) - 1) * _step(d) if count else layer
    w = stacks * (d + d // 8) - d // 8
    spots = []
    for i in range(max(0, count)):
        col, row = divmod(i, per)
        spots.append((col * (d + d // 8), h - layer - row * _step(d)))
    return w, h, spots


def unknown_layers(d: int) -> Layers:
    """A heap of unknown size (two stacks of uneven height): "some chips", not a number."""
    layer = edge_height(d)
    h = layer + 2 * _step(d)
    spots = [(x, h - layer - row * _step(d)) for x, rows in ((0, 3), (int(d * 0.7), 2))
             for row in range(rows)]
    return int(d * 1.7), h, spots


PHONE_CARD = (150, 210)  # a card's size on the phones
PHONE_CHIP = 60  # a chip's


def mark_shapes(w: int, h: int) -> list[Shape]:
    """The gold frame a run's counting card wears over its face (face_shapes, marked)."""
    return [Rect(0, 0, w, h, MARK, edge_width(w), radius(w)),
            Rect(0, 0, w, h, MARK, max(5, w // 14), radius(w))]


def pieces(measure: Measure) -> list[Piece]:
    """Every piece a phone draws in Take or Pass: each card's face (`card-17`), the gold frame
    of a run's counting card, a chip from above and edge-on, and an empty pile's ring."""
    w, h = PHONE_CARD
    d = PHONE_CHIP
    return [*(Piece(f"card-{v}", w, h, face_shapes(v, w, h, False, measure))
              for v in range(LOWEST, HIGHEST + 1)),
            Piece("card-mark", w, h, mark_shapes(w, h)),
            Piece("chip", d, d, disc_shapes(d)),
            Piece("chip-edge", d, edge_height(d), edge_shapes(d)),
            Piece("chip-empty", d, edge_height(d), empty_shapes(d))]


def pile_rule() -> dict[str, int]:
    """How a phone stacks `chip-edge` layers into a pile, as pile_layers does: a chip's
    width, a layer's height, the rise per chip, the gap between stacks, chips per stack and
    the most stacks."""
    d = PHONE_CHIP
    return {"d": d, "layer": edge_height(d), "step": _step(d), "gap": d // 8,
            "stack": STACK, "stacks": MAX_STACKS}
