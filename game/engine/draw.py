"""Small drawing helpers every scene uses: panels, buttons, the focus ring, seat symbols, felt."""
from __future__ import annotations

import functools
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import drawn, shapes, theme

if TYPE_CHECKING:
    from game.engine.layout import TableLayout
    from game.engine.text import TextCache

RectLike = pygame.Rect | tuple[int, int, int, int]
Colour = tuple[int, int, int] | tuple[int, int, int, int]

PANEL = (12, 40, 28, 215)
PANEL_SOLID = (12, 40, 28, 255)
PANEL_BORDER = (120, 170, 140)
BUTTON = (34, 88, 64)
BUTTON_FOCUS = (56, 120, 88)  # theme.TEXT on it meets WCAG AA (4.5:1)
BUTTON_DISABLED = (46, 58, 52)
LABEL_DISABLED = (150, 160, 152)  # a disabled button's label
RADIUS = 14


def panel(
    surface: pygame.Surface,
    rect: RectLike,
    colour: Colour = PANEL,
    radius: int = RADIUS,
    shadow: bool = True,
    border: Colour | None = PANEL_BORDER,
    border_width: int = 2,
    name: str = "panel",
    clear: bool = False,
) -> pygame.Rect:
    """A rounded (optionally translucent) panel with a soft drop shadow (a white, thicker
    border in high contrast); noted as `name` for the screen check (game/engine/drawn.py),
    `clear` when nothing else may touch it (advice)."""
    rect = pygame.Rect(rect)
    drawn.note_panel(surface, rect, name, clear=clear)
    if theme.LOOK.high_contrast and border is not None:
        border, border_width = theme.CONTRAST_EDGE, border_width + 1
    translucent = len(colour) == 4 and colour[3] < 255
    if (shadow or translucent) and not surface.get_flags() & pygame.SRCALPHA:
        # Shadow, body and border composed once into one premultiplied layer: one blend
        # per frame instead of two full-size alpha blits and a border drawn every frame.
        layer = _panel_layer(rect.size, tuple(colour), radius, shadow,
                             None if border is None else tuple(border), border_width)
        surface.blit(layer, rect.topleft, special_flags=pygame.BLEND_PREMULTIPLIED)
        return rect
    if shadow:
        _alpha_rect(surface, rect.move(6, 8), theme.SHADOW, radius)
    if translucent:
        _alpha_rect(surface, rect, colour, radius)
    else:
        pygame.draw.rect(surface, colour[:3], rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border[:3], rect, width=border_width, border_radius=radius)
    return rect


def _bytes(surface: pygame.Surface) -> int:
    """The memory a surface's pixels take."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """Surfaces by key, made on first use; past `max_bytes` the least recently used go.

    Bounded by memory rather than count: a few large surfaces (screen-sized layers,
    big card faces) would otherwise hold tens of megabytes, and an unbounded cache
    grows all match long as sizes change. Dropping one at a time (not clearing all)
    means no frame has to redraw every piece at once.
    """

    def __init__(self, max_bytes: int, measure: Callable[[Any], int] | None = None) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        # What an item costs: a surface's pixels, or `measure` for items holding one.
        self._measure = measure or _bytes
        self._items: OrderedDict[Hashable, Any] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """The item for `key`, made by `make()` the first time (or after it was dropped)."""
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
            return surface
        surface = make()
        self._items[key] = surface
        self.bytes += self._measure(surface)
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _old_key, old = self._items.popitem(last=False)
            self.bytes -= self._measure(old)
        return surface

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def clear(self) -> None:
        """Forget every surface."""
        self._items.clear()
        self.bytes = 0


#: Left clear round a stamp's shape (set as its colour key): no drawing of a stamp uses it.
STAMP_CLEAR = (255, 0, 255)
# Stamps with their notes, by what they show: names, looks and sizes come and go over an
# evening, so the least recently used go past a bound (a plate is ~0.2 MB).
_STAMPS = SurfaceCache(16 * 1024 * 1024, measure=lambda made: _bytes(made[0]))


def stamp(surface: pygame.Surface, key: Hashable, rect: RectLike,
          paint: Callable[[pygame.Surface], None]) -> None:
    """What `paint` draws over `rect` (given an image of its size, top left at 0, 0): opaque
    shapes, text on them, whatever is left clear showing what is under it. Drawn once per
    `key` (exactly what it shows) and kept: later frames cost one blit, the picture the
    same. What the drawing noted for the screen check is noted again where it lands."""
    rect = pygame.Rect(rect)

    def make() -> tuple[pygame.Surface, drawn.Sheet]:
        image = pygame.Surface(rect.size)
        image.fill(STAMP_CLEAR)
        with drawn.noting(image) as notes:
            paint(image)
        image.set_colorkey(STAMP_CLEAR, pygame.RLEACCEL)
        return image, notes

    image, notes = _STAMPS.get(key, make)
    surface.blit(image, rect)
    drawn.replay(surface, notes, rect.topleft)


# Translucent layers by size, colour and radius.
_ALPHA_CACHE = SurfaceCache(48 * 1024 * 1024)


def _panel_layer(size: tuple[int, int], colour: Colour, radius: int, shadow: bool,
                 border: Colour | None, border_width: int) -> pygame.Surface:
    """A panel's shadow, body and border as one premultiplied-alpha layer (cached)."""
    key = ("panel", size, colour, radius, shadow, border, border_width)
    return _ALPHA_CACHE.get(key, lambda: _make_panel(size, colour, radius, shadow, border,
                                                     border_width))


def _make_panel(size: tuple[int, int], colour: Colour, radius: int, shadow: bool,
                border: Colour | None, border_width: int) -> pygame.Surface:
    """Draw a panel's layer (see _panel_layer)."""
    w, h = size
    layer = pygame.Surface((w + 6, h + 8) if shadow else (w, h), pygame.SRCALPHA)
    if shadow:  # black at any alpha is already premultiplied
        pygame.draw.rect(layer, theme.SHADOW, (6, 8, w, h), border_radius=radius)
    a = colour[3] if len(colour) == 4 else 255
    premultiplied = (*(c * a // 255 for c in colour[:3]), a)
    if shadow and a < 255:  # the shadow shows through the body: blend it "over"
        body = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(body, premultiplied, (0, 0, w, h), border_radius=radius)
        layer.blit(body, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    else:
        pygame.draw.rect(layer, premultiplied, (0, 0, w, h), border_radius=radius)
    if border is not None:
        pygame.draw.rect(layer, border[:3], (0, 0, w, h), width=border_width,
                         border_radius=radius)
    return layer


def _alpha_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int) -> None:
    """A translucent rounded rectangle (pygame.draw ignores alpha on opaque targets).

    The translucent layer is cached by size, colour and radius: building a new
    SRCALPHA surface per panel per frame cost milliseconds a frame.
    """
    def make() -> pygame.Surface:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        return layer

    surface.blit(_ALPHA_CACHE.get((rect.size, tuple(colour), radius), make), rect)


def shade(surface: pygame.Surface, rect: RectLike, colour: Colour, radius: int = 0) -> None:
    """A translucent (rounded) rectangle from a cache: no new alpha surface per frame."""
    _alpha_rect(surface, pygame.Rect(rect), colour, radius)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind an overlay), in place.

    A multiply by (255 - alpha) looks the same as black at `alpha` on top, and needs
    no full-screen alpha layer (8 MB to allocate and blend).
    """
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


def focus_ring(
    surface: pygame.Surface, rect: RectLike, colour: Colour = theme.HIGHLIGHT, width: int = 5,
    radius: int = RADIUS + 4, gap: int = 6,
) -> None:
    """The visible cursor for pads and keys: a bright ring just outside `rect`."""
    ring = pygame.Rect(rect).inflate(2 * gap, 2 * gap)
    pygame.draw.rect(surface, colour[:3], ring, width=width, border_radius=radius)


def button(
    surface: pygame.Surface,
    text: TextCache,
    rect: RectLike,
    label: str,
    focused: bool = False,
    enabled: bool = True,
    size: int = theme.TEXT_BODY,
    hint: str = "",
) -> pygame.Rect:
    """A labelled button; focused buttons are lighter and ringed, disabled ones greyed."""
    rect = pygame.Rect(rect)
    colour = button_face(surface, rect, focused, enabled)
    # A centred label keeps clear of the key hint at the right end (and as much at the left);
    # one too long for that is centred in what the hint leaves rather than run under it.
    cap = text.size(hint, theme.TEXT_MIN)[0] + 14 if hint else 0
    room = rect.w - 24 - 2 * cap
    label_size = text.fit(label, size, room, bold=True)
    centre = rect.center
    if text.size(label, label_size, True)[0] > room:
        room = rect.w - 24 - cap
        label_size = text.fit(label, size, room, bold=True)
        centre = (rect.x + 12 + room // 2, rect.centery)
    text.blit(surface, label, label_size, centre, colour, bold=True, anchor="center")
    if hint:
        text.blit(surface, hint, theme.TEXT_MIN, (rect.right - 14, rect.centery), theme.TEXT_DIM,
                  anchor="midright")
    if focused:
        focus_ring(surface, rect)
    return rect


def button_face(surface: pygame.Surface, rect: RectLike, focused: bool = False,
                enabled: bool = True) -> Colour:
    """A button without its label (for one that lays out its own words): its fill and
    border for its state; the colour its words take."""
    fill = BUTTON_DISABLED if not enabled else BUTTON_FOCUS if focused else BUTTON
    border = theme.HIGHLIGHT if focused and enabled else PANEL_BORDER
    panel(surface, rect, fill, border=border, border_width=3 if focused else 2, name="button")
    return theme.TEXT if enabled else LABEL_DISABLED


# Cached: the table draws every seat's symbol every frame.
symbol_outline = functools.lru_cache(maxsize=256)(shapes.symbol_outline)


def draw_seat_symbol(
    surface: pygame.Surface,
    symbol: str,
    centre: tuple[float, float],
    size: float,
    colour: Colour,
    outline: Colour | None = theme.INK,
    shift: tuple[int, int] = (0, 0),
) -> pygame.Rect:
    """Draw a seat's symbol (theme.SEAT_SYMBOLS) `size` px across, outlined for contrast;
    `shift` px up and left of `centre` (onto an image shown that far right and down) with the
    pixels it would have at `centre`: its points are placed there first, since the pixels
    along an edge follow the fractions of its points."""
    cx, cy = centre
    sx, sy = shift
    pts = [(cx + x - sx, cy + y - sy) for x, y in symbol_outline(symbol, size)]
    rect = pygame.draw.polygon(surface, colour[:3], pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline[:3], pts, width=max(2, int(size // 14)))
    return rect


_FELT_CACHE: dict[tuple, pygame.Surface] = {}


def felt_surface(layout: TableLayout) -> pygame.Surface:
    """The layout's felt tile layer drawn once into a 1920x1080 surface (cached per game)."""
    key = (layout.slug, len(layout.felt), theme.LOOK.high_contrast)
    cached = _FELT_CACHE.get(key)
    if cached is not None:
        return cached
    size = (layout.width, layout.height)
    shown = pygame.display.get_surface()
    # Built straight in the display's pixel format: converting a finished 1920x1080
    # surface afterwards cost another full-screen copy and allocation.
    surface = pygame.Surface(size, 0, shown) if shown is not None else pygame.Surface(size)
    surface.fill(theme.FELT)
    ts = layout.tileset
    if ts is not None and Path(ts.image).exists():
        # The sheet stays as loaded: a convert()ed copy blitted ~7x slower here (measured).
        sheet = pygame.image.load(ts.image)
        surface.blits([(sheet, (t.x, t.y), ts.source_rect(t.index)) for t in layout.felt],
                      doreturn=False)
    surface.blit(_vignette(size), (0, 0), special_flags=pygame.BLEND_MULT)
    _darken_for_contrast(surface)
    _FELT_CACHE[key] = surface
    return surface


def _darken_for_contrast(surface: pygame.Surface) -> None:
    """High contrast: a darker felt, so pieces and text stand further out from it."""
    if theme.LOOK.high_contrast:
        surface.fill(theme.CONTRAST_FELT, special_flags=pygame.BLEND_MULT)


def warm_felts(layouts: list[TableLayout]) -> None:
    """Build these layouts' felts now (at start-up), not in the first frame that shows them."""
    for layout in layouts:
        felt_surface(layout)
    _vignette.cache_clear()  # 8 MB only needed while felts are made; remade if ever needed


@functools.lru_cache(maxsize=2)
def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """The rim darkening for a felt of `size`: the same for every game, so made once."""
    return vignette(size)


def vignette(size: tuple[int, int], edge: float = 0.72) -> pygame.Surface:
    """A smooth darkening toward the rim (for BLEND_MULT): white in the middle, `edge` grey."""
    small_w, small_h = 64, 36
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = abs(x + 0.5 - small_w / 2) / (small_w / 2)
            dy = abs(y + 0.5 - small_h / 2) / (small_h / 2)
            d = min(1.0, (dx**4 + dy**4) ** 0.25)  # a rounded rectangle, like a table top
            v = int(255 * (1 - (1 - edge) * d**3))
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, size)


def plain_felt(size: tuple[int, int] = theme.SCREEN_SIZE) -> pygame.Surface:
    """Felt for screens without a table (menus): the felt tiles of levels/felt.png mixed at
    random, as the tables' maps mix them. Cached: menus draw it every frame."""
    key = ("plain", size[0] * 10000 + size[1], theme.LOOK.high_contrast)
    cached = _FELT_CACHE.get(key)
    if cached is not None:
        return cached
    from game.engine.layout import LEVELS_DIR

    surface = pygame.Surface(size)
    surface.fill(theme.FELT)
    tiles = LEVELS_DIR / "felt.png"
    if tiles.exists():
        sheet = pygame.image.load(tiles)
        tile = sheet.get_height()  # one row of square variants
        variants = max(1, sheet.get_width() // tile)
        rng = random.Random(0)  # the same felt every time
        surface.blits([(sheet, (x, y), (rng.randrange(variants) * tile, 0, tile, tile))
                       for y in range(0, size[1], tile) for x in range(0, size[0], tile)],
                      doreturn=False)
    surface.blit(_vignette(size), (0, 0), special_flags=pygame.BLEND_MULT)
    _darken_for_contrast(surface)
    _FELT_CACHE[key] = surface
    return surface
