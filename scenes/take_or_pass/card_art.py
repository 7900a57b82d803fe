"""Playing cards for Take or Pass, drawn in code and cached: the faces game/art/take_or_pass.py
describes (the phones draw the same), and the common back."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import pygame

from game.art.take_or_pass import BACK_LINE, BACK_RED, edge_width, face_shapes, index_size
from game.art.take_or_pass import value_size as ladder_value_size
from game.engine import theme
from game.engine.draw import SurfaceCache
from game.engine.painter import paint
from game.engine.shapes import Text
from game.engine.theme import PAPER


class TextRenderer(Protocol):
    """What the art needs from the engine's text module (`ctx.text`)."""

    def render(
        self, text: str, size: int, colour: tuple[int, int, int], bold: bool = False
    ) -> pygame.Surface:
        """A surface holding `text` at `size` px."""

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """Width and height `text` would take at `size` px."""

    def unscaled(self, size: int) -> float:
        """The size to ask for so text comes out `size` px whatever the text option."""


Colour = tuple[int, int, int]


def _blank(w: int, h: int, fill: Colour, border: Colour) -> pygame.Surface:
    """A rounded card outline on a transparent surface."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    width = theme.edge_width(edge_width(w))
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
        return ladder_value_size(h)

    def index_size(self, h: int) -> int:
        """The font size of the rank under the value on a card `h` px tall."""
        return index_size(h)

    def text_sizes(self, heights: Iterable[int]) -> set[tuple[float, bool]]:
        """The (size, bold) the faces of cards of these heights write their value and rank at."""
        return {(self._asked(size), True) for h in heights
                for size in (self.value_size(h), self.index_size(h))}

    def face(self, value: int, w: int, h: int, marked: bool = False) -> pygame.Surface:
        """The face of ladder card `value`; `marked` rings it as a run's counting card."""
        return self._cache.get(("face", value, w, h, marked, theme.LOOK.high_contrast),
                               lambda: self._face(value, w, h, marked))

    def _face(self, value: int, w: int, h: int, marked: bool) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        contrast = theme.PIECE_EDGE if theme.LOOK.high_contrast else None
        paint(surf, face_shapes(value, w, h, marked, self._measure,
                                theme.edge_width(edge_width(w)), contrast), self._words)
        return surf

    def _words(self, text: Text) -> pygame.Surface:
        return self.text.render(text.text, self._asked(text.size), text.colour, True)

    def _measure(self, text: str, size: int) -> tuple[int, int]:
        return self.text.size(text, self._asked(size), True)

    def _asked(self, size: int) -> float:
        """What to ask the text cache for so a face's words come out `size` px whatever the
        text option: a face's words grow with the card (never under 28 px), and large text
        would widen a value past the strip an overlapped card shows (12 and 13 read "1213")."""
        return self.text.unscaled(size)

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
        self, value: int | None, w: int, h: int, progress: float,
        drawn_at: tuple[int, int] | None = None,
    ) -> pygame.Surface:
        """One frame of a card flip: the back narrows to an edge, then the face widens.

        `progress` runs 0..1; `value` None shows only the back. A card that grows as it
        turns passes through a new size every frame: `drawn_at` names the one size its back
        and face are drawn at (once, cached), each frame scaled from them, so no frame of
        the flip draws a card.
        """
        progress = min(1.0, max(0.0, progress))
        showing_face = value is not None and progress >= 0.5
        art_w, art_h = drawn_at or (w, h)
        source = (self.face(value, art_w, art_h) if showing_face and value is not None
                  else self.back(art_w, art_h))
        scale = abs(1.0 - 2.0 * progress) if value is not None else 1.0
        width = max(2, int(w * scale))
        return pygame.transform.smoothscale(source, (width, h))
