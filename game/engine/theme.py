"""Colours, seat symbols and text sizes shared by every scene.

Seat colours come from the Okabe-Ito colour-blind-safe palette, and each seat
also has a symbol, so colour is never the only cue.
"""
from __future__ import annotations

# Okabe-Ito, in seat order (black is left out: it vanishes on dark felt).
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (204, 121, 167),  # reddish purple
)
SEAT_COLOUR_NAMES = ("orange", "sky blue", "green", "yellow", "blue", "vermillion", "purple")
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon")

FELT = (22, 92, 58)
FELT_DARK = (14, 64, 40)
INK = (24, 24, 28)
PAPER = (250, 247, 238)
CARD_YELLOW = (246, 205, 70)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)
TEXT = (245, 240, 226)
TEXT_DIM = (196, 208, 196)
HIGHLIGHT = (255, 214, 102)
DANGER = (240, 110, 90)

# Logical screen and the smallest text a player must read from the couch.
SCREEN_SIZE = (1920, 1080)
TEXT_MIN = 28
TEXT_BODY = 32
TEXT_LARGE = 44
TEXT_TITLE = 72


class Look:
    """What the high-contrast option changes in drawing (set from the settings by the app
    context; art caches key on `high_contrast`, so pieces are redrawn when it changes)."""

    high_contrast: bool = False


LOOK = Look()
CONTRAST_FELT = (150, 150, 150)  # felt is multiplied by this in high contrast: darker
CONTRAST_EDGE = (255, 255, 255)  # panel borders in high contrast
PIECE_EDGE = (0, 0, 0)  # cards and tiles get a thick edge of this in high contrast


def edge_width(normal: int) -> int:
    """A card's or panel's edge width: thicker in high contrast."""
    return normal + 2 if LOOK.high_contrast else normal
