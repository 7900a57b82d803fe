"""Rendered-text cache: DejaVu Sans at couch-readable sizes.

Rendering text is the slowest common thing a scene does, so every
(text, size, colour, bold) surface is kept in a bounded LRU cache.
Player-facing text is never smaller than theme.TEXT_MIN: smaller sizes are
clamped up, so nobody has to squint from the sofa. With the large-text option every
size is `LARGE` times bigger; callers keep asking for the usual sizes, and measuring
(`size`, `fit`, `wrap`) uses the same scale, so layouts that measure adapt.

A text may name controls with tokens (`[confirm]`, `[back]`...: game/engine/prompts.py);
they are drawn as glyphs of `family`, the device family prompts currently follow, and
measured as drawn, so wrapping and fitting account for them.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

import pygame

from game.engine import contrast, drawn, glyph_art, theme
from game.engine.prompts import Family, Glyph, Token, has_tokens, parse
from game.engine.resources import folder

FONT_DIR = folder("assets") / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

Colour = tuple[int, int, int] | tuple[int, int, int, int]
LARGE = 1.25  # the large-text option's scale
MEASURED = 4096  # measurements kept (then forgotten all at once: they are cheap to redo)
#: What `warm` writes once at each size: the letters, digits and marks most text on a table uses.
GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 .,:;'!?()-/+·…"
#: The fonts, as (size, bold) keys, that a table's first frames write with: seat plates,
#: turn banner, log, hint button, the games' seat rows (often fitted one step under body
#: size) and the scores overlay. Warmed at start-up (AppContext.warm_tables) and when a
#: table is built.
TABLE_FONTS = (
    (theme.TEXT_MIN, False), (theme.TEXT_MIN, True), (theme.TEXT_BODY - 2, True),
    (theme.TEXT_BODY, False), (theme.TEXT_BODY, True), (theme.TEXT_LARGE, True),
    (theme.TEXT_TITLE, True),
)


class TextCache:
    """Fonts by (size, bold) and rendered surfaces by (text, size, colour, bold)."""

    def __init__(self, max_entries: int = 1024, min_size: int = theme.TEXT_MIN,
                 max_bytes: int = 24 * 1024 * 1024) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.max_entries = max_entries
        # Also bounded by memory: a thousand long log lines would hold ~100 MB.
        self.max_bytes = max_bytes
        self.bytes = 0
        self.min_size = min_size
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        # Glyphs (key caps, pad buttons) by line height, and the small fonts of their labels.
        self._glyphs: dict[tuple[Glyph, int], pygame.Surface] = {}
        self._label_fonts: dict[int, pygame.font.Font] = {}
        self._surfaces: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        # Measurements, kept: tables measure the same few strings every frame to lay out.
        self._sizes: dict[tuple, tuple[int, int]] = {}
        self._fits: dict[tuple, int] = {}
        self.hits = 0
        self.misses = 0
        self.scale = 1.0
        #: Whose controls tokens show: the family of the device that last acted (or the
        #: seat's own pad at the table).
        self.family = Family.KEYBOARD

    def set_large(self, large: bool) -> None:
        """Turn large text on or off (every size times LARGE); forgets rendered text."""
        scale = LARGE if large else 1.0
        if scale != self.scale:
            self.scale = scale
            self._surfaces.clear()
            self._sizes.clear()
            self._fits.clear()
            self.bytes = 0

    def clamp(self, size: int) -> int:
        """The pixel size actually used: scaled, and never below the readable minimum."""
        return max(int(round(size * self.scale)), self.min_size)

    def unscaled(self, size: int) -> float:
        """The size to ask for so text comes out `size` px whatever the text option: for words
        sized by what they sit on (a card's value, a glyph on a fixed-height button)."""
        return size / self.scale

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The DejaVu font at `size` (clamped), loaded once."""
        key = (self.clamp(size), bold)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(BOLD if bold else REGULAR), key[0])
            self._fonts[key] = font
        return font

    def warm(self, fonts: Iterable[tuple[int, bool]], glyphs: str = GLYPHS) -> None:
        """Open the font at each (size, bold) of `fonts` not open yet and write `glyphs` in it
        once, keeping nothing drawn: the first frame to write at a size would otherwise open the
        font file (~0.15 ms) and build the image of each letter it uses (~0.5 ms a short line;
        all of GLYPHS costs ~2.5 ms a size, so only start-up writes them all)."""
        for size, bold in fonts:
            if (self.clamp(size), bold) in self._fonts:
                continue
            font = self.font(size, bold)
            if glyphs:
                font.render(glyphs, True, theme.TEXT)

    def opened(self) -> set[tuple[int, bool]]:
        """The (size, bold) fonts loaded so far, by the size actually used (`clamp`)."""
        return set(self._fonts)

    def render(
        self, text: str, size: int, colour: Colour = theme.TEXT, bold: bool = False
    ) -> pygame.Surface:
        """A surface with `text` drawn antialiased; cached, so do not draw on it."""
        tokens = has_tokens(text)
        key = (text, self.clamp(size), tuple(colour), bold) + ((self.family,) if tokens else ())
        surface = self._surfaces.get(key)
        if surface is not None:
            self.hits += 1
            self._surfaces.move_to_end(key)
            return surface
        self.misses += 1
        if tokens:
            surface = self._render_prompt(text, size, colour, bold)
        else:
            surface = self.font(size, bold).render(text, True, colour)
        self._surfaces[key] = surface
        self.bytes += surface.get_pitch() * surface.get_height()
        while len(self._surfaces) > 1 and (len(self._surfaces) > self.max_entries
                                           or self.bytes > self.max_bytes):
            _key, old = self._surfaces.popitem(last=False)
            self.bytes -= old.get_pitch() * old.get_height()
        return surface

    def _pieces(self, text: str, size: int, bold: bool) -> list[str | pygame.Surface]:
        """`text` as plain runs and drawn glyphs (see game/engine/glyph_art.py)."""
        height = self.font(size, bold).get_height()
        return [self._glyph(part.glyph(self.family), height)
                if isinstance(part, Token) else part for part in parse(text)]

    def _glyph(self, shown: Glyph, height: int) -> pygame.Surface:
        """`shown` drawn `height` pixels tall, drawn once."""
        surface = self._glyphs.get((shown, height))
        if surface is None:
            surface = self._glyphs[(shown, height)] = glyph_art.draw(shown, height,
                                                                     self._label_font)
        return surface

    def _label_font(self, pixels: int) -> pygame.font.Font:
        """The bold font at `pixels` (a glyph's label: small, so not clamped), loaded once."""
        pixels = max(pixels, 8)
        font = self._label_fonts.get(pixels)
        if font is None:
            font = self._label_fonts[pixels] = pygame.font.Font(str(BOLD), pixels)
        return font

    def _render_prompt(self, text: str, size: int, colour: Colour,
                       bold: bool) -> pygame.Surface:
        """A line whose tokens are drawn as glyphs, each a small gap from its words (none
        inside brackets: "(A, or click)" reads as one aside)."""
        font = self.font(size, bold)
        gap = max(2, self.clamp(size) // 8)
        pieces = self._pieces(text, size, bold)
        parts = [font.render(p, True, colour) if isinstance(p, str) else p for p in pieces]
        spans = []  # (left gap, part, right gap)
        for n, (piece, part) in enumerate(zip(pieces, parts, strict=True)):
            if isinstance(piece, str):
                spans.append((0, part, 0))
                continue
            before = pieces[n - 1] if n else ""
            after = pieces[n + 1] if n + 1 < len(pieces) else ""
            spans.append((0 if isinstance(before, str) and before.endswith("(") else gap, part,
                          0 if isinstance(after, str) and after.startswith(")") else gap))
        height = max([font.get_height()] + [p.get_height() for p in parts])
        width = sum(left + part.get_width() + right for left, part, right in spans)
        surface = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        x = 0
        for left, part, right in spans:
            surface.blit(part, (x + left, (height - part.get_height()) // 2))
            x += left + part.get_width() + right
        return surface

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """Width and height `text` would take, without rendering it."""
        tokens = has_tokens(text)
        key = (text, self.clamp(size), bold) + ((self.family,) if tokens else ())
        measured = self._sizes.get(key)
        if measured is None:
            if len(self._sizes) >= MEASURED:
                self._sizes.clear()
            if tokens:
                measured = self._render_prompt(text, size, theme.TEXT, bold).get_size()
            else:
                measured = self.font(size, bold).size(text)
            self._sizes[key] = measured
        return measured

    def fit(self, text: str, size: int, max_width: int, bold: bool = False) -> int:
        """The largest size <= `size` at which `text` fits `max_width`, never drawn smaller
        than the minimum (large text may give up its extra quarter where room is short)."""
        key = (text, size, max_width, bold) + ((self.family,) if has_tokens(text) else ())
        fitted = self._fits.get(key)
        if fitted is not None:
            return fitted
        floor = int(self.min_size / self.scale)
        size = max(int(size), floor)
        while size > floor and self.size(text, size, bold)[0] > max_width:
            size -= 2
        if len(self._fits) >= MEASURED:
            self._fits.clear()
        self._fits[key] = fitted = max(size, floor)
        return fitted

    def wrap(self, text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
        """Split `text` into lines no wider than `max_width` (paragraphs kept on newlines)."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if line and self.size(trial, size, bold)[0] > max_width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        pos: tuple[int, int],
        colour: Colour = theme.TEXT,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """Draw `text` with its `anchor` (a pygame.Rect attribute name) at `pos` (in high
        contrast, in a colour that stands out from what is behind it: game/engine/contrast.py)."""
        if theme.LOOK.high_contrast:
            colour = self._legible(surface, text, size, bold, pos, anchor, colour)
        image = self.render(text, size, colour, bold)
        rect = image.get_rect(**{anchor: pos})
        drawn.note_text(surface, text, image, rect, colour)
        surface.blit(image, rect)
        return rect

    def _legible(self, surface: pygame.Surface, text: str, size: int, bold: bool,
                 pos: tuple[int, int], anchor: str, colour: Colour) -> Colour:
        """`colour`, moved as far as it must be from the mean colour where `text` goes."""
        if surface.get_flags() & pygame.SRCALPHA:
            return colour  # a layer drawn over something unknown yet
        rect = pygame.Rect((0, 0), self.size(text, size, bold))
        setattr(rect, anchor, pos)
        # A band through the middle of the line: a sixth of the pixels, the same mean.
        band = pygame.Rect(rect.x, rect.centery - rect.h // 6, rect.w, max(2, rect.h // 3))
        seen = band.clip(surface.get_rect())
        if not seen.w or not seen.h:
            return colour
        behind = tuple(pygame.transform.average_color(surface, seen)[:3])
        return contrast.legible_over(tuple(colour), behind)

    def __len__(self) -> int:
        return len(self._surfaces)
