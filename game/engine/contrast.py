"""Contrast as WCAG 2 measures it, and text made legible against what is behind it.

In high contrast every text the text cache draws is checked against the mean colour behind
it and, below `AA` (4.5:1), moved toward white or black, whichever is further from the
background, keeping its hue as long as it can: seat colours stay recognisable and
dim text gets brighter only as much as it must. Normal contrast draws colours as asked.
The background is read to a shade (`SHADE`), so text drawn over felt whose mean moves by a
shade or two keeps one colour, and one rendered image in the text cache.
"""
from __future__ import annotations

from functools import lru_cache

Colour = tuple[int, ...]
AA = 4.5  # WCAG AA for normal-size text
#: What high contrast aims at: a margin over AA, so antialiased edges and felt noise stay
#: above it.
TARGET = 5.0
SHADE = 8  #: the step each channel of a background is read to (`legible_over`)


def _channel(c: int) -> float:
    """One sRGB channel (0-255) as linear light."""
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(colour: Colour) -> float:
    """WCAG relative luminance of an sRGB colour."""
    r, g, b = colour[:3]
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def ratio(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def over(top: Colour, bottom: Colour) -> tuple[int, int, int]:
    """`top` (with alpha, if it has one) composed over the opaque `bottom`."""
    a = top[3] / 255 if len(top) == 4 else 1.0
    return tuple(round(t * a + b * (1 - a)) for t, b in zip(top[:3], bottom[:3], strict=True))


@lru_cache(maxsize=4096)
def legible(colour: Colour, behind: Colour, target: float = TARGET) -> Colour:
    """`colour`, mixed toward white or black (away from `behind`) just enough to reach
    `target` against `behind`; unchanged when it already does."""
    if ratio(colour, behind) >= target:
        return colour
    towards = (255, 255, 255) if luminance(behind) < 0.18 else (0, 0, 0)
    rgb = colour[:3]
    for step in range(1, 21):
        k = step / 20
        mixed = tuple(round(c + (t - c) * k) for c, t in zip(rgb, towards, strict=True))
        if ratio(mixed, behind) >= target:
            return (*mixed, *colour[3:])
    return (*towards, *colour[3:])


def shaded(behind: Colour) -> tuple[int, int, int]:
    """`behind` read to the middle of its `SHADE`: nearby colours read the same."""
    return tuple(min(255, c // SHADE * SHADE + SHADE // 2) for c in behind[:3])


def legible_over(colour: Colour, behind: Colour) -> Colour:
    """`colour` made legible (`legible`) over the shade `behind` is in: the same colour for
    backgrounds a shade apart. Where that falls short of AA against `behind` itself (a
    background at the edge of its shade), made legible against `behind` exactly."""
    near = legible(colour, shaded(behind))
    return near if ratio(near, behind) >= AA else legible(colour, tuple(behind[:3]))
