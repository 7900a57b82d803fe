"""Pieces (game/engine/shapes.py) written as SVG: the phone page's art.

Each game's art module (game/art/<package>.py, found through the game's descriptor) lists
the pieces a phone draws; `sheet` writes them once as one SVG of <symbol>s, which the page
loads with the game and draws each card, tile, chip or token from by name (<use>). The
shapes are the ones the table paints with pygame, so the hand shows the TV's art at any
size and pixel density, in a few kilobytes.

Text is measured with the widths of the table's font (DejaVu Sans Bold) and written in it
where the phone has it, a bold sans-serif otherwise; a value too wide for its room is
stepped down and narrowed as the table's fit_text does.
"""
from __future__ import annotations

import importlib
import json
import math
from functools import lru_cache
from html import escape

from game.art.icon import icon_shapes
from game.engine.shapes import Arc, Circle, Colour, Ellipse, Line, Piece, Polygon, Rect, Shape, Text
from game.registry import descriptor

FONT = "DejaVu Sans, Verdana, Roboto, Arial, sans-serif"
ASCENT, LINE = 0.928, 1.164  # of the font size: DejaVu Sans's ascent and line height
# Advance widths (of the font size) of DejaVu Sans Bold's glyphs a piece writes.
WIDTHS = {**dict.fromkeys("0123456789", 0.696), "A": 0.774, "J": 0.372, "Q": 0.850,
          "K": 0.775, "S": 0.720, "T": 0.682, "R": 0.770, "\u2009": 0.2}
MIN_FIT = 28  # fit_text steps a value down to this size before narrowing it
NARROWEST = 0.72  # and narrows it to this share of its width at most


def measure(text: str, size: int) -> tuple[int, int]:
    """The (width, height) `text` takes bold at `size` px in the table's font."""
    return round(sum(WIDTHS.get(c, 0.7) for c in text) * size), round(LINE * size)


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def _at(name: str, value: float) -> str:
    """An attribute whose default is 0, left out when it is 0."""
    return f' {name}="{_n(value)}"' if value else ""


def _paint(colour: Colour, stroke: int | None = 0) -> str:
    hex_ = "#{:02x}{:02x}{:02x}".format(*colour[:3])
    alpha = f' {"stroke" if stroke else "fill"}-opacity="{_n(colour[3] / 255)}"' \
        if len(colour) == 4 else ""
    if stroke:
        return f'fill="none" stroke="{hex_}" stroke-width="{stroke}"{alpha}'
    if stroke is None:  # a line: it has no inside to fill
        return f'stroke="{hex_}"{alpha}'
    return f'fill="{hex_}"{alpha}'


def _rect(shape: Rect) -> str:
    inset = shape.width / 2  # pygame strokes inside the outline; SVG on it
    return (f'<rect{_at("x", shape.x + inset)}{_at("y", shape.y + inset)} '
            f'width="{_n(shape.w - 2 * inset)}" height="{_n(shape.h - 2 * inset)}"'
            + (f' rx="{_n(max(0.0, shape.radius - inset))}"' if shape.radius else "")
            + f' {_paint(shape.colour, shape.width)}/>')


def _arc(shape: Arc) -> str:
    rx, ry = (shape.w - shape.width) / 2, (shape.h - shape.width) / 2
    cx, cy = shape.x + shape.w / 2, shape.y + shape.h / 2

    def at(angle: float) -> str:  # pygame's angles turn counter-clockwise on the screen
        return f"{_n(cx + rx * math.cos(angle))} {_n(cy - ry * math.sin(angle))}"
    large = int(shape.stop - shape.start > math.pi)
    return (f'<path d="M{at(shape.start)}A{_n(rx)} {_n(ry)} 0 {large} 0 {at(shape.stop)}" '
            f'{_paint(shape.colour, shape.width)}/>')


def _text(shape: Text) -> str:
    size = shape.size
    width = measure(shape.text, size)[0]
    while shape.max_w and width > shape.max_w and size > MIN_FIT:
        size = max(MIN_FIT, size - 2)
        width = measure(shape.text, size)[0]
    squeeze = ""
    if shape.max_w and width > shape.max_w:
        width = max(round(width * NARROWEST), shape.max_w)
        squeeze = f' textLength="{width}" lengthAdjust="spacingAndGlyphs"'
    height = LINE * size
    x = shape.x - width / 2 if shape.anchor == "center" else shape.x
    top = shape.y if shape.anchor == "top" else shape.y - height / 2
    ring = "" if shape.ring is None else _rect(
        Rect(x - 4, top - 2, width + 8, height + 4, shape.ring, 3, 8))
    return (f'{ring}<text x="{_n(x)}" y="{_n(top + ASCENT * size)}" font-size="{size}"'
            f'{squeeze} {_paint(shape.colour)}>{escape(shape.text)}</text>')


def shape_svg(shape: Shape) -> str:
    """One shape as an SVG element, drawn as pygame draws it."""
    if isinstance(shape, Rect):
        return _rect(shape)
    if isinstance(shape, Circle):
        r = shape.r - shape.width / 2
        return (f'<circle cx="{_n(shape.cx)}" cy="{_n(shape.cy)}" r="{_n(r)}" '
                f'{_paint(shape.colour, shape.width)}/>')
    if isinstance(shape, Ellipse):
        rx, ry = (shape.w - shape.width) / 2, (shape.h - shape.width) / 2
        return (f'<ellipse cx="{_n(shape.x + shape.w / 2)}" cy="{_n(shape.y + shape.h / 2)}" '
                f'rx="{_n(rx)}" ry="{_n(ry)}" {_paint(shape.colour, shape.width)}/>')
    if isinstance(shape, Polygon):
        points = " ".join(f"{_n(x)},{_n(y)}" for x, y in shape.points)
        return f'<polygon points="{points}" {_paint(shape.colour, shape.width)}/>'
    if isinstance(shape, Line):
        (x1, y1), (x2, y2) = shape.start, shape.end
        return (f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" '
                f'stroke-width="{shape.width}" {_paint(shape.colour, None)}/>')
    if isinstance(shape, Arc):
        return _arc(shape)
    return _text(shape)


def _clip(piece: Piece) -> str:
    return f"clip-{piece.w}-{piece.h}-{piece.corner}"


def piece_svg(piece: Piece) -> str:
    """A piece as a <symbol> named by its id, its corners rounded (by the clip path
    clips_svg writes) when it has a corner."""
    body = "".join(shape_svg(shape) for shape in piece.shapes)
    if piece.corner:
        body = f'<g clip-path="url(#{_clip(piece)})">{body}</g>'
    # The font on the symbol itself: what a <use> draws inherits from the <use>, not the sheet.
    font = f' font-family="{FONT}" font-weight="bold"' if any(
        isinstance(shape, Text) for shape in piece.shapes) else ""
    return (f'<symbol id="{escape(piece.id)}" viewBox="0 0 {piece.w} {piece.h}"{font}>'
            f'{body}</symbol>')


def clips_svg(pieces: list[Piece]) -> str:
    """The clip paths that round the pieces' corners, one per size and radius."""
    return "".join(f'<clipPath id="{_clip(p)}"><rect width="{p.w}" height="{p.h}" '
                   f'rx="{p.corner}"/></clipPath>'
                   for p in {_clip(p): p for p in pieces if p.corner}.values())


@lru_cache(maxsize=8)
def sheet(slug: str) -> str:
    """Every piece a phone draws in the game `slug`, as one SVG of symbols (written once);
    how chips pile up (the art's pile_rule), where the game has piles, rides on its root as
    data-pile."""
    art = importlib.import_module(f"game.art.{descriptor(slug).package}")
    rule = getattr(art, "pile_rule", None)
    facts = f" data-pile='{json.dumps(rule())}'" if rule else ""
    pieces = art.pieces(measure)
    symbols = clips_svg(pieces) + "".join(piece_svg(piece) for piece in pieces)
    return f'<svg xmlns="http://www.w3.org/2000/svg"{facts}>{symbols}</svg>\n'


@lru_cache(maxsize=1)
def icon() -> str:
    """Passtime's icon (game/art/icon.py) as an SVG document, for the page and its manifest."""
    size = 64
    body = "".join(shape_svg(shape) for shape in icon_shapes(size))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}">'
            f'{body}</svg>\n')
