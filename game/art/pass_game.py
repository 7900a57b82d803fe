"""PASS cards and tokens as shapes (docs/rules.md P1, P5, P8).

A PASS card has a white half with its basic value and a yellow half, behind an arrow, with
its upgraded value. Shown on its basic side the white half is on top and large; shown
upgraded the card is turned so the yellow half is on top and large. Doubles (`22`) are
written as two values, `T` as `10`, START as a white card with a star and no yellow half,
and `A>AA` with a ring round its `AA` because it must be played alone (P6). Each value
sits at the card's left, in the part a fanned hand leaves visible.

A PASS token has two faces (the rulebook's 'Upgrade side and Augmented side'): Upgrade is
yellow with an up arrow, Augment is blue with a plus. Scoring tokens are a gold crown or a
point token showing 4, 2 or 1. Each is `d` px across.
"""
from __future__ import annotations

from game.engine.shapes import (
    Circle,
    Line,
    Measure,
    Piece,
    Polygon,
    Rect,
    Shape,
    Text,
    star_points,
)
from game.engine.theme import CARD_YELLOW, INK, PAPER
from game.rules.pass_game.deck import ACE_PAIR, BASE_DECK, FIFTH_PLAYER_CARDS, START, VALUES

FIFTH_PLAYER = frozenset(FIFTH_PLAYER_CARDS)
BACK_RED = (150, 40, 46)
BACK_DARK = (96, 22, 30)
GREY_STRIP = (214, 210, 200)
START_RED = (170, 40, 40)  # the word START and the ring round A>AA's pair
STAR_RED = (200, 60, 50)
FOLD = (120, 110, 90)  # the line between the two halves
FIFTH_DOT = (90, 90, 110)
BIG_SHARE = 0.58  # of the card's height, the half on top
BIG_TEXT = 0.30  # the top value's size, of the card's height
SMALL_TEXT = 0.19  # the bottom value's
TEXT_SHARE = 0.7  # of the card's width, what a value may take (a fan shows about 2/3)


def value_text(char: str) -> str:
    """How one value reads on screen: `T` shows as `10`."""
    return "10" if char == "T" else char


def faces(label: str) -> tuple[str, str]:
    """(basic face text, upgraded face text) of a card label; START's upgraded face is ''."""
    if label == START:
        return "2", ""
    if ">" not in label:
        raise ValueError(f"Not a PASS card label: {label!r}")
    basic, up = label.split(">", 1)
    if basic not in VALUES or not up or any(c not in VALUES for c in up):
        raise ValueError(f"Not a PASS card label: {label!r}")
    # A double reads as the rulebook writes it (`22`); `TT` needs a gap to read as two tens.
    sep = "\u2009" if up[0] == "T" else ""
    return value_text(basic), sep.join(value_text(c) for c in up)


def corner(w: int) -> int:
    """The corner radius of a card `w` wide."""
    return max(6, w // 10)


def arrow_shapes(x: int, y: int, s: int, colour: tuple[int, int, int]) -> list[Shape]:
    """A right-pointing arrow `s` px long with its tail at (x, y), meaning 'upgrades to'."""
    t = max(3, s // 6)
    return [Rect(x, y - t // 2, s - s // 3, t, colour),
            Polygon(((x + s // 2, y - s // 3), (x + s, y), (x + s // 2, y + s // 3)), colour)]


def half_shapes(x: int, y: int, w: int, h: int, fill: tuple[int, int, int], text: str,
                size: int, arrow: bool, ring: bool) -> list[Shape]:
    """One half of a face: its fill, the arrow when it is the yellow side, and the value at
    the left."""
    shapes: list[Shape] = [Rect(x, y, w, h, fill)]
    pad = max(6, w // 14)
    cy = y + h // 2
    left = x + pad
    if arrow:
        s = max(14, size // 2)
        shapes += arrow_shapes(left, cy, s, INK)
        left += s + pad // 2
    max_w = int(w * TEXT_SHARE) - (left - x)
    shapes.append(Text(left, cy, text, size, INK, max_w, ring=START_RED if ring else None))
    return shapes


def face_shapes(label: str, upgraded: bool, w: int, h: int, measure: Measure) -> list[Shape]:
    """A face w x h, basic side (white half on top) or upgraded (yellow half on top), square
    cornered: the caller rounds the corners (corner(w)) and draws the edge."""
    basic, up = faces(label)
    if upgraded and not up:
        raise ValueError("START has no upgraded side")
    big_h = int(h * BIG_SHARE)
    big, small = int(h * BIG_TEXT), int(h * SMALL_TEXT)
    ace = label == ACE_PAIR
    if label == START:
        two_w = measure(basic, big)[0]
        shapes = [*half_shapes(0, 0, w, big_h, PAPER, basic, big, False, False),
                  Polygon(tuple(star_points((max(6, w // 14) + two_w + h // 9, big_h // 2),
                                            h // 10, h // 10 * 0.45)), STAR_RED),
                  Rect(0, big_h, w, h - big_h, GREY_STRIP),
                  Text(6, big_h + (h - big_h) // 2, "START", max(28, small - 4), START_RED,
                       int(w * TEXT_SHARE))]
    elif upgraded:
        shapes = [*half_shapes(0, 0, w, big_h, CARD_YELLOW, up, big, True, ace),
                  *half_shapes(0, big_h, w, h - big_h, PAPER, basic, small, False, False)]
    else:
        shapes = [*half_shapes(0, 0, w, big_h, PAPER, basic, big, False, False),
                  *half_shapes(0, big_h, w, h - big_h, CARD_YELLOW, up, small, True, ace)]
    shapes.append(Line((0, big_h), (w, big_h), FOLD, 2))
    if label in FIFTH_PLAYER:
        # The 5th-player icon of the physical deck: a small dot in the top right corner.
        shapes.append(Circle(w - 12, 12, 6, FIFTH_DOT))
    return shapes


UPGRADE = "upgrade"
AUGMENT = "augment"
AUGMENT_BLUE = (70, 130, 210)
GOLD = (236, 190, 60)
GOLD_DARK = (160, 110, 20)
POINT_COLOURS = {4: (200, 70, 60), 2: (70, 150, 90), 1: (90, 110, 170)}


def disc_shapes(d: int, fill: tuple[int, int, int]) -> list[Shape]:
    """A token's round body with a darker rim and a light inner ring."""
    c = d // 2
    return [Circle(c, c, c, INK), Circle(c, c, c - max(2, d // 20), fill),
            Circle(c, c, c - max(5, d // 8), PAPER, max(1, d // 30))]


def token_shapes(face: str, d: int) -> list[Shape]:
    """A PASS token showing its UPGRADE or AUGMENT face."""
    c = d // 2
    if face == UPGRADE:
        s = d // 3
        return [*disc_shapes(d, CARD_YELLOW),
                Polygon(((c, c - s), (c + s, c), (c - s, c)), INK),
                Rect(c - s // 3, c - 1, 2 * (s // 3) + 1, s, INK)]
    if face == AUGMENT:
        s, t = d // 3, max(3, d // 8)
        return [*disc_shapes(d, AUGMENT_BLUE), Rect(c - s, c - t // 2, 2 * s, t, PAPER),
                Rect(c - t // 2, c - s, t, 2 * s, PAPER)]
    raise ValueError(f"A PASS token face is {UPGRADE!r} or {AUGMENT!r}, not {face!r}")


def crown_shapes(d: int) -> list[Shape]:
    """A gold crown scoring token."""
    w, h = int(d * 0.56), int(d * 0.36)
    x0, y0 = (d - w) // 2, (d - h) // 2 + d // 20
    points = ((x0, y0 + h), (x0, y0), (x0 + w * 0.25, y0 + h * 0.45), (x0 + w * 0.5, y0 - h * 0.1),
              (x0 + w * 0.75, y0 + h * 0.45), (x0 + w, y0), (x0 + w, y0 + h))
    jewels = [Circle(int(px), int(py), max(2, d // 22), PAPER)
              for px, py in ((x0, y0), (x0 + w * 0.5, y0 - h * 0.1), (x0 + w, y0))]
    return [*disc_shapes(d, GOLD), Polygon(points, GOLD_DARK),
            Polygon(points, INK, max(1, d // 30)), *jewels]


def point_shapes(points: int, d: int) -> list[Shape]:
    """A point scoring token (4, 2 or 1)."""
    if points not in POINT_COLOURS:
        raise ValueError(f"Point tokens are 4, 2 or 1, not {points!r}")
    return [*disc_shapes(d, POINT_COLOURS[points]),
            Text(d // 2, d // 2, str(points), max(28, int(d * 0.55)), PAPER, d, "center")]


PHONE_CARD = (116, 166)  # a card's size on the phones: the table's trick card
PHONE_TOKEN = 120  # a token's


def card_id(label: str, upgraded: bool) -> str:
    """The name a phone draws a face by: `card-7_8`, `card-7_8-up`."""
    return "card-" + label.replace(">", "_") + ("-up" if upgraded else "")


def card_shapes(label: str, upgraded: bool, w: int, h: int, measure: Measure,
                edge: int = 2) -> list[Shape]:
    """A face with its ink edge `edge` px wide (corners rounded by corner(w))."""
    return [*face_shapes(label, upgraded, w, h, measure),
            Rect(0, 0, w, h, INK, edge, corner(w))]


def pieces(measure: Measure) -> list[Piece]:
    """Every piece a phone draws in PASS: both faces of every card, the token faces, the
    crown and the point tokens."""
    w, h = PHONE_CARD
    cards = [Piece(card_id(label, up), w, h, card_shapes(label, up, w, h, measure), corner(w))
             for label in sorted(set(BASE_DECK + FIFTH_PLAYER_CARDS))
             for up in (False, True) if not (up and label == START)]
    d = PHONE_TOKEN
    tokens = [Piece(f"token-{face}", d, d, token_shapes(face, d)) for face in (UPGRADE, AUGMENT)]
    points = [Piece(f"points-{n}", d, d, point_shapes(n, d)) for n in POINT_COLOURS]
    return cards + tokens + [Piece("crown", d, d, crown_shapes(d)), *points]
