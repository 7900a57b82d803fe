"""The text styles screens draw with and what each is drawn on: the colour pairs whose contrast
docs/contrast.md lists (tools/contrast_table.py writes it from `STYLES`).

High contrast darkens the felt (and the translucent panels that show it) and draws every text
in a colour legible against what is behind it (game/engine/contrast.py); `drawn` gives the
colour a style then comes out in, so the table shows the ratio a player actually sees.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine import contrast, draw, theme

Colour = tuple[int, ...]


@dataclass(frozen=True)
class Style:
    """Text of `colour` on `behind` (None: the felt; a colour with alpha: a panel the felt
    shows through)."""

    name: str
    colour: Colour
    behind: Colour | None = None


def felt(high_contrast: bool) -> Colour:
    """The felt's colour in the middle of the table (darker in high contrast)."""
    if not high_contrast:
        return theme.FELT
    return tuple(round(c * k / 255) for c, k in zip(theme.FELT, theme.CONTRAST_FELT,
                                                    strict=True))


def background(style: Style, high_contrast: bool) -> Colour:
    """What `style`'s text is drawn on, in the look asked for."""
    if style.behind is None:
        return felt(high_contrast)
    return contrast.over(style.behind, felt(high_contrast))


def drawn(style: Style, high_contrast: bool) -> Colour:
    """The colour `style`'s text comes out in (high contrast moves it away from its
    background until it is legible)."""
    if not high_contrast:
        return style.colour
    return contrast.legible(style.colour, background(style, True))


def ratio(style: Style, high_contrast: bool) -> float:
    """The WCAG contrast ratio of `style` as drawn in the look asked for."""
    return contrast.ratio(drawn(style, high_contrast), background(style, high_contrast))


STYLES: tuple[Style, ...] = (
    Style("text on the felt", theme.TEXT),
    Style("dim text on the felt (hints, captions)", theme.TEXT_DIM),
    Style("highlight on the felt (to beat, pot, turn)", theme.HIGHLIGHT),
    Style("warning on the felt", theme.DANGER),
    Style("text on a panel", theme.TEXT, draw.PANEL),
    Style("dim text on a panel", theme.TEXT_DIM, draw.PANEL),
    Style("highlight on a panel", theme.HIGHLIGHT, draw.PANEL),
    Style("warning on a panel", theme.DANGER, draw.PANEL),
    Style("dialog text", theme.TEXT, draw.PANEL_SOLID),
    Style("dialog controls hint", theme.TEXT_DIM, draw.PANEL_SOLID),
    Style("button label", theme.TEXT, draw.BUTTON),
    Style("focused button label", theme.TEXT, draw.BUTTON_FOCUS),
    Style("disabled button label", draw.LABEL_DISABLED, draw.BUTTON_DISABLED),
    Style("ink on a card or tile", theme.INK, theme.PAPER),
    *(Style(f"seat colour {name} on a panel", colour, draw.PANEL)
      for name, colour in zip(theme.SEAT_COLOUR_NAMES, theme.SEAT_COLOURS, strict=True)),
)
