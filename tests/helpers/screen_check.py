"""What the screen check finds wrong in one drawn screen (a game/engine/drawn.py sheet).

- text off the screen, or a text box whose text did not fit even at the smallest size;
- text spilling over the edge of a panel drawn under it, or covered by a panel drawn after
  it on the same layer;
- two panels of one layer overlapping unless one holds the other (a button in its panel), or
  one is meant to lie over the other (`over`); advice panels (`clear`) touch nothing;
- two texts of one layer whose ink overlaps or touches (words that run together);
- in high contrast, text under WCAG AA (4.5:1) against the mean colour behind its ink.

Layers are the scenes of the stack: an overlay covers the scene under it on purpose.
"""
from __future__ import annotations

import itertools

import pygame

from game.engine import contrast, theme
from game.engine.drawn import DrawnPanel, DrawnText, Sheet

SCREEN = pygame.Rect((0, 0), theme.SCREEN_SIZE)
#: Ink closer than this to other ink (vertically stacked lines) runs together.
INK_GAP = 1


def _holds(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    """`inner` lies inside `outer` (a pixel of antialiasing over the edge allowed)."""
    return outer.inflate(2, 2).contains(inner)


def _short(words: str) -> str:
    return repr(words if len(words) <= 40 else words[:37] + "...")


def text_problems(sheet: Sheet, high_contrast: bool) -> list[str]:
    """Texts off screen, run together, or (high contrast) too faint."""
    out = [f"text {_short(t.words)} off the screen at {t.ink}" for t in sheet.texts
           if not SCREEN.contains(t.ink)]
    out += [f"a box of {_short(b.words)} at {b.rect} cannot hold its text" for b in sheet.boxes
            if not b.fits]
    for a, b in itertools.combinations(sheet.texts, 2):
        if a.layer == b.layer and a.ink.inflate(INK_GAP, INK_GAP).colliderect(b.ink):
            out.append(f"texts {_short(a.words)} {a.ink} and {_short(b.words)} {b.ink} touch")
    if high_contrast:
        for t in sheet.texts:
            ratio = contrast.ratio(t.colour, t.behind)
            if ratio < contrast.AA:
                out.append(f"text {_short(t.words)} {t.colour} on {t.behind} is {ratio:.2f}:1")
    return out


def _spills(t: DrawnText, p: DrawnPanel) -> str | None:
    """Why `t` and `p` clash, or None."""
    if t.layer != p.layer or not p.rect.colliderect(t.ink):
        return None
    if p.order > t.order:
        return f"{p.name} {p.rect} covers text {_short(t.words)} {t.ink}"
    if not _holds(p.rect, t.ink) and not p.over:
        return f"text {_short(t.words)} {t.ink} spills over the edge of {p.name} {p.rect}"
    return None


def panel_problems(sheet: Sheet) -> list[str]:
    """Panels that overlap where no layout means them to, and text they cover or spill."""
    out = [why for t in sheet.texts for p in sheet.panels if (why := _spills(t, p))]
    for a, b in itertools.combinations(sheet.panels, 2):
        if a.layer != b.layer or not a.rect.colliderect(b.rect):
            continue
        if a.clear or b.clear:
            out.append(f"{a.name} {a.rect} and {b.name} {b.rect} overlap (advice hides nothing)")
        elif not (a.over or b.over or _holds(a.rect, b.rect) or _holds(b.rect, a.rect)):
            out.append(f"{a.name} {a.rect} and {b.name} {b.rect} overlap")
    return out


def problems(sheet: Sheet, high_contrast: bool) -> list[str]:
    """Everything wrong with one drawn screen."""
    return text_problems(sheet, high_contrast) + panel_problems(sheet)
