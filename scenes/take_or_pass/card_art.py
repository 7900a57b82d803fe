"""Playing cards for Take or Pass, drawn in code and cached.

The 33 cards stand for the ladder values 3..35 (docs/rules.md T1): clubs 3-K are
3..13, diamonds A-K are 14..26, hearts A-9 are 27..35. The ladder value is
what the game counts, so it sits large in the top-left corner (the part that
stays visible when cards overlap); the ordinary rank and suit sit under it so
the card still reads as the playing card a player would hold.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import pygame

from game.engine import theme
from game.engine.draw import SurfaceCache
from game.engine.theme import CARD_YELLOW, INK, PAPER

CLUBS, DIAMONDS, HEARTS = "clubs", "diamonds", "hearts"
RED = (196, 32, 48)
BACK_RED = (150, 36, 44)
BACK_LINE = (214, 170, 120)
MARK = CARD_YELLOW
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
FACE_GLYPHS = "0123456789" + "".join(RANK_NAMES.values())  # all a face writes
LOWEST, HIGHEST = 3, 35


class TextRenderer(Protocol):
    """What the art needs from the engine's text module (`ctx.text`)."""

    def render(
        self, text: str, size: int, colour: tuple[int, int, int], bold: bool = False
    ) -> pygame.Surface:
        """A surface holding `text` at `size` px."""


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


def draw_suit(surface: pygame.Surface, suit: str, center: tuple[int, int], size: int) -> None:
    """Draw a suit symbol `size` px tall centred on `center` (shapes, not font glyphs)."""
    cx, cy = center
    colour = suit_colour(suit)
    half = size // 2
    if suit == DIAMONDS:
        w = int(size * 0.38)
        pygame.draw.polygon(
            surface, colour, [(cx, cy - half), (cx + w, cy), (cx, cy + half), (cx - w, cy)]
        )
    elif suit == HEARTS:
        r = max(2, int(size * 0.26))
        top = cy - half + r
        pygame.draw.circle(surface, colour, (cx - r + 1, top), r)
        pygame.draw.circle(surface, colour, (cx + r - 1, top), r)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - 2 * r + 1, top + r // 3), (cx + 2 * r - 1, top + r // 3), (cx, cy + half)],
        )
    else:
        r = max(2, int(size * 0.21))
        pygame.draw.circle(surface, colour, (cx, cy - half + r), r)
        pygame.draw.circle(surface, colour, (cx - int(r * 1.1), cy - half + int(r * 2.6)), r)
        pygame.draw.circle(surface, colour, (cx + int(r * 1.1), cy - half + int(r * 2.6)), r)
        stem = max(2, r // 2)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - stem // 2, cy - r), (cx + stem // 2, cy - r), (cx + stem, cy + half),
             (cx - stem, cy + half)],
        )


Colour = tuple[int, int, int]


def _blank(w: int, h: int, fill: Colour, border: Colour) -> pygame.Surface:
    """A rounded card outline on a transparent surface."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    width = theme.edge_width(max(2, w // 60))
    pygame.draw.rect(surf, theme.PIECE_EDGE if theme.LOOK.high_contrast and border != PAPER
                     else border, (0, 0, w, h), width=width, border_radius=radius)
    return surf


CACHE_BYTES = 12 * 1024 * 1024  # every face on screen at once takes under 5 MB


class CardArt:
    """Builds and caches card faces, backs and markers at any size."""

    def __init__(self, text: TextRenderer) -> None:
        self.text = text
        # Bounded: faces come in new sizes all match long as hands grow and shrink
        # (unbounded, a 4-player match held 26 MB of faces after two minutes).
        self._cache = SurfaceCache(CACHE_BYTES)

    def value_size(self, h: int) -> int:
        """The font size of the ladder value on a card `h` px tall (never under 28)."""
        return max(28, int(h * 0.3))

    def index_size(self, h: int) -> int:
        """The font size of the rank under the value on a card `h` px tall."""
        return max(16, int(h * 0.14))

    def text_sizes(self, heights: Iterable[int]) -> set[tuple[int, bool]]:
        """The (size, bold) the faces of cards of these heights write their value and rank at."""
        return {(size, True) for h in heights for size in (self.value_size(h), self.index_size(h))}

    def face(self, value: int, w: int, h: int, marked: bool = False) -> pygame.Surface:
        """The face of ladder card `value`; `marked` rings it as a run's counting card."""
        return self._cache.get(("face", value, w, h, marked, theme.LOOK.high_contrast),
                               lambda: self._face(value, w, h, marked))

    def _face(self, value: int, w: int, h: int, marked: bool) -> pygame.Surface:
        suit, _rank = suit_and_rank(value)
        colour = suit_colour(suit)
        surf = _blank(w, h, PAPER, MARK if marked else (60, 60, 64))
        if marked:
            # A thick gold frame: the card that counts reads at a glance even overlapped.
            pygame.draw.rect(
                surf, MARK, (0, 0, w, h), width=max(5, w // 14), border_radius=max(4, w // 12)
            )
        pad = max(5, w // 14)
        number = self.text.render(str(value), self.value_size(h), colour, True)
        surf.blit(number, (pad, pad - number.get_height() // 10))
        below = pad + int(number.get_height() * 0.9)
        index_size = self.index_size(h)
        index = self.text.render(rank_label(value), index_size, colour, True)
        if below + index.get_height() < h * 0.62:
            surf.blit(index, (pad + 2, below))
            mid = below + index.get_height() // 2
            pip_at = (pad + 4 + index.get_width() + index_size // 2, mid)
            draw_suit(surf, suit, pip_at, int(index_size * 0.8))
        # A big pip low on the right names the suit from across the room.
        pip = int(min(w * 0.5, h * 0.36))
        draw_suit(surf, suit, (w - pad - pip // 2 - 2, h - pad - pip // 2 - 2), pip)
        return surf

    def back(self, w: int, h: int) -> pygame.Surface:
        """The common card back (a lattice, so a face-down card never looks like a face)."""
        return self._cache.get(("back", w, h, theme.LOOK.high_contrast),
                               lambda: self._back(w, h))

    def _back(self, w: int, h: int) -> pygame.Surface:
        """Draw the back (see `back`)."""
        surf = _blank(w, h, BACK_RED, PAPER)
        inset = max(6, w // 10)
        inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
        pygame.draw.rect(surf, BACK_LINE, inner, width=2, border_radius=max(3, w // 16))
        step = max(8, w // 7)
        clip = surf.get_clip()
        surf.set_clip(inner.inflate(-4, -4))
        for x in range(inner.left - inner.height, inner.right, step):
            pygame.draw.line(surf, BACK_LINE, (x, inner.top), (x + inner.height, inner.bottom))
            pygame.draw.line(
                surf, BACK_LINE, (x + inner.height, inner.top), (x, inner.bottom)
            )
        surf.set_clip(clip)
        return surf

    def flip_frame(
        self, value: int | None, w: int, h: int, progress: float
    ) -> pygame.Surface:
        """One frame of a card flip: the back narrows to an edge, then the face widens.

        `progress` runs 0..1; `value` None shows only the back.
        """
        progress = min(1.0, max(0.0, progress))
        showing_face = value is not None and progress >= 0.5
        source = self.face(value, w, h) if showing_face and value is not None else self.back(w, h)
        scale = abs(1.0 - 2.0 * progress) if value is not None else 1.0
        width = max(2, int(w * scale))
        return pygame.transform.smoothscale(source, (width, h))
