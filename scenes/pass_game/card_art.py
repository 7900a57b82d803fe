"""PASS cards drawn in code, cached as pygame Surfaces.

A PASS card has a white half with its basic value and a yellow half, behind an
arrow, with its upgraded value (docs/rules.md P1). Shown on its basic side the white
half is on top and large; shown upgraded the card is turned so the yellow half
is on top and large. Doubles (`22`) are drawn as two values, `T` as `10`,
START as a white card with a star and no yellow half, and `A>AA` with a ring
round its `AA` because it must be played alone (P6).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine import theme
from game.engine.text import FONT_DIR
from game.engine.theme import CARD_YELLOW, INK, PAPER

VALUES = "23456789TJQKA"
START = "START"
ACE_PAIR = "A>AA"
FIFTH_PLAYER = frozenset(
    ("2>4", "3>5", "4>6", "5>7", "6>8", "7>9", "8>T", "9>J", "T>Q", "J>K", "Q>A", "K>2", "A>3")
)
BACK_RED = (150, 40, 46)
BACK_DARK = (96, 22, 30)
GREY_STRIP = (214, 210, 200)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = True) -> pygame.font.Font:
    """The bundled DejaVu font at `size` px (cached; pygame.font is initialised on demand)."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(FONT_DIR / name), size)


def value_text(char: str) -> str:
    """How one value reads on screen: `T` shows as `10`."""
    return "10" if char == "T" else char


def faces(label: str) -> tuple[str, str]:
    """(basic face text, upgraded face text) of a card label; START's upgraded face is ''."""
    if label == START:
        return "2", ""
    if ">" not in label:
        raise ValueError(f"Not a PASS card label: {label!r}")
    basic, up = label.split(">", 1)
    if basic not in VALUES or not up or any(c not in VALUES for c in up):
        raise ValueError(f"Not a PASS card label: {label!r}")
    # A double reads as the rulebook writes it (`22`); `TT` needs a gap to read as two tens.
    sep = "\u2009" if up[0] == "T" else ""
    return value_text(basic), sep.join(value_text(c) for c in up)


@lru_cache(maxsize=256)
def fit_text(text: str, size: int, colour: tuple[int, int, int], max_w: int) -> pygame.Surface:
    """Render `text` bold at `size`, stepping down to 28 px, then squeezing it (to 3/4) to fit.

    Cached (so do not draw on the result): every card face shows one of a few dozen values."""
    surf = font(_fitting_size(text, size, max_w)).render(text, True, colour)
    if surf.get_width() <= max_w:
        return surf
    # Never smaller than 28 px tall (couch rule): narrow the glyphs instead.
    w = max(int(surf.get_width() * 0.72), max_w)
    return pygame.transform.smoothscale(surf, (w, surf.get_height()))


def _fitting_size(text: str, size: int, max_w: int) -> int:
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


def _arrow(surface: pygame.Surface, x: int, y: int, s: int, colour: tuple[int, int, int]) -> None:
    """A right-pointing arrow `s` px long with its tail at (x, y), meaning 'upgrades to'."""
    t = max(3, s // 6)
    pygame.draw.rect(surface, colour, (x, y - t // 2, s - s // 3, t))
    head = [(x + s // 2, y - s // 3), (x + s, y), (x + s // 2, y + s // 3)]
    pygame.draw.polygon(surface, colour, head)


def _star(surface: pygame.Surface, cx: int, cy: int, r: int, colour: tuple[int, int, int]) -> None:
    """A five-pointed star (START's mark)."""
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    pygame.draw.polygon(surface, colour, pts)


def _half(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple[int, int, int],
    text: str,
    size: int,
    arrow: bool,
    ring: bool,
) -> None:
    """One half of a face: fill, optional arrow, and the value at the left (what a fan shows)."""
    pygame.draw.rect(surface, fill, rect)
    pad = max(6, rect.w // 14)
    x = rect.x + pad
    if arrow:
        s = max(14, size // 2)
        _arrow(surface, x, rect.centery, s, INK)
        x += s + pad // 2
    # Keep the value inside the part of the card a fan leaves visible (about 2/3).
    max_w = int(rect.w * 0.7) - (x - rect.x)
    surf = fit_text(text, size, INK, max_w)
    ty = rect.centery - surf.get_height() // 2
    if ring:
        box = pygame.Rect(x - 4, ty - 2, surf.get_width() + 8, surf.get_height() + 4)
        pygame.draw.rect(surface, (170, 40, 40), box, 3, border_radius=8)
    surface.blit(surf, (x, ty))


def card_face(label: str, upgraded: bool, w: int, h: int) -> pygame.Surface:
    """A card face `w` x `h`: basic side (white half on top) or upgraded (yellow half on top)."""
    return _card_face(label, upgraded, w, h, theme.edge_width(2))


def draw_face_ahead(label: str, upgraded: bool, w: int, h: int) -> int:
    """Put a face in the cache before it is shown (scenes/pass_game/face_baking.py): 1 if it
    had to be drawn, 0 if it was there already."""
    misses = _card_face.cache_info().misses
    card_face(label, upgraded, w, h)
    return _card_face.cache_info().misses - misses


@lru_cache(maxsize=512)
def _card_face(label: str, upgraded: bool, w: int, h: int, edge: int) -> pygame.Surface:
    """The face (see card_face) with an ink edge `edge` px wide."""
    basic, up = faces(label)
    if upgraded and not up:
        raise ValueError("START has no upgraded side")
    radius = max(6, w // 10)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    big_h = int(h * 0.58)
    top = pygame.Rect(0, 0, w, big_h)
    bottom = pygame.Rect(0, big_h, w, h - big_h)
    big, small = int(h * 0.30), int(h * 0.19)
    if label == START:
        _half(body, top, PAPER, basic, big, False, False)
        two_w = font(big).size(basic)[0]
        _star(body, max(6, w // 14) + two_w + h // 9, top.centery, h // 10, (200, 60, 50))
        pygame.draw.rect(body, GREY_STRIP, bottom)
        st = fit_text("START", max(28, small - 4), (170, 40, 40), int(w * 0.7))
        body.blit(st, (bottom.x + 6, bottom.centery - st.get_height() // 2))
    elif upgraded:
        _half(body, top, CARD_YELLOW, up, big, True, label == ACE_PAIR)
        _half(body, bottom, PAPER, basic, small, False, False)
    else:
        _half(body, top, PAPER, basic, big, False, False)
        _half(body, bottom, CARD_YELLOW, up, small, True, label == ACE_PAIR)
    pygame.draw.line(body, (120, 110, 90), (0, big_h), (w, big_h), 2)
    if label in FIFTH_PLAYER:
        # The 5th-player icon of the physical deck: a small pentagon-like dot.
        pygame.draw.circle(body, (90, 90, 110), (w - 12, 12), 6)
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
