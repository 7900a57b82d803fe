"""PASS cards drawn in code, cached as pygame Surfaces: the faces game/art/pass_game.py
describes (the phones draw the same), and the back every hidden card shows."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.art.pass_game import BACK_DARK, BACK_RED, corner, face_shapes
from game.engine import theme
from game.engine.painter import paint
from game.engine.shapes import Text
from game.engine.text import FONT_DIR
from game.engine.theme import CARD_YELLOW, INK


def font(size: int, bold: bool = True) -> pygame.font.Font:
    """The bundled DejaVu font at `size` px (cached; pygame.font is initialised on demand)."""
    if not pygame.font.get_init():
        pygame.font.init()
    found = _font(size, bold)
    try:
        found.get_height()
    except pygame.error:  # the font module was quit (and started again) since: open anew
        _font.cache_clear()
        found = _font(size, bold)
    return found


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(FONT_DIR / name), size)


@lru_cache(maxsize=256)
def fit_text(text: str, size: int, colour: tuple[int, int, int], max_w: int) -> pygame.Surface:
    """Render `text` bold at `size`, stepping down to 28 px, then squeezing it (to 3/4) to fit.

    Cached (so do not draw on the result): every card face shows one of a few dozen values."""
    surf = font(fitting_size(text, size, max_w)).render(text, True, colour)
    if surf.get_width() <= max_w:
        return surf
    # Never smaller than 28 px tall (couch rule): narrow the glyphs instead.
    w = max(int(surf.get_width() * 0.72), max_w)
    return pygame.transform.smoothscale(surf, (w, surf.get_height()))


def fitting_size(text: str, size: int, max_w: int) -> int:
    """The first of `size`, `size` - 2, ... at which `text` fits `max_w`, or the first size of
    28 or under. Measured rather than rendered, and since widths grow with the size, guessed
    from one measurement and then stepped: a font opened at every size on the way cost
    ~0.2 ms each (a double such as `QQ` steps ten sizes down)."""
    sizes = [size]
    while sizes[-1] > 28:
        sizes.append(sizes[-1] - 2)
    full = font(size).size(text)[0]
    if full <= max_w or len(sizes) == 1:
        return size
    i = min(len(sizes) - 1, max(1, math.ceil((size - size * max_w / full) / 2)))
    if font(sizes[i]).size(text)[0] <= max_w:
        while i > 1 and font(sizes[i - 1]).size(text)[0] <= max_w:
            i -= 1
        return sizes[i]
    while i < len(sizes) - 1 and font(sizes[i]).size(text)[0] > max_w:
        i += 1
    return sizes[i]


def fitted(text: Text) -> pygame.Surface:
    """A piece's words (game/engine/shapes.Text) fitted as fit_text fits them."""
    return fit_text(text.text, text.size, text.colour, text.max_w)


def _measure(text: str, size: int) -> tuple[int, int]:
    return font(size).size(text)


def card_face(label: str, upgraded: bool, w: int, h: int) -> pygame.Surface:
    """A card face `w` x `h`: basic side (white half on top) or upgraded (yellow half on top)."""
    return _card_face(label, upgraded, w, h, theme.edge_width(2))


def forget_faces() -> None:
    """Forget every face drawn so far: the next ask draws it afresh."""
    _card_face.cache_clear()


def draw_face_ahead(label: str, upgraded: bool, w: int, h: int) -> int:
    """Put a face in the cache before it is shown (scenes/pass_game/face_baking.py): 1 if it
    had to be drawn, 0 if it was there already."""
    misses = _card_face.cache_info().misses
    card_face(label, upgraded, w, h)
    return _card_face.cache_info().misses - misses


@lru_cache(maxsize=512)
def _card_face(label: str, upgraded: bool, w: int, h: int, edge: int) -> pygame.Surface:
    """The face (see card_face) with an ink edge `edge` px wide."""
    radius = corner(w)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    paint(body, face_shapes(label, upgraded, w, h, _measure), fitted)
    # Round the corners by masking the body with a rounded rectangle.
    body.blit(_corner_mask(w, h, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(body, INK, (0, 0, w, h), edge, border_radius=radius)
    return body


@lru_cache(maxsize=16)
def _corner_mask(w: int, h: int, radius: int) -> pygame.Surface:
    """Opaque white inside a rounded rectangle, clear outside (the same for every face)."""
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    return mask


def card_back(w: int, h: int) -> pygame.Surface:
    """The back every hidden card shows: deep red with a diamond lattice and a PASS roundel."""
    return _card_back(w, h, theme.edge_width(2))


@lru_cache(maxsize=16)
def _card_back(w: int, h: int, edge: int) -> pygame.Surface:
    """The back (see card_back) with an ink edge `edge` px wide."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 10)
    pygame.draw.rect(surf, BACK_RED, (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 8), -max(8, w // 8))
    pygame.draw.rect(surf, BACK_DARK, inner, border_radius=max(4, radius - 3))
    step = max(10, w // 6)
    clip = surf.get_clip()
    surf.set_clip(inner)
    for i in range(-h, w + h, step):
        pygame.draw.line(surf, BACK_RED, (inner.x + i, inner.y), (inner.x + i + h, inner.y + h), 2)
        pygame.draw.line(surf, BACK_RED, (inner.x + i, inner.y), (inner.x + i - h, inner.y + h), 2)
    surf.set_clip(clip)
    r = max(10, w // 4)
    pygame.draw.circle(surf, CARD_YELLOW, inner.center, r)
    pygame.draw.circle(surf, INK, inner.center, r, 2)
    if r >= 22:
        t = fit_text("PASS", 28, INK, 2 * r - 6)
        surf.blit(t, t.get_rect(center=inner.center))
    pygame.draw.rect(surf, INK, (0, 0, w, h), edge, border_radius=radius)
    return surf


def flip_frame(label: str, upgraded_from: bool, t: float, w: int, h: int) -> pygame.Surface:
    """A frame of the flip animation at progress `t` in [0, 1]: the card narrows, turns, widens."""
    t = min(1.0, max(0.0, t))
    side = upgraded_from if t < 0.5 else not upgraded_from
    face = card_face(label, side, w, h)
    sx = abs(1.0 - 2.0 * t)
    width = max(2, int(w * sx))
    return pygame.transform.smoothscale(face, (width, h))
