"""The bomb's glow and burst drawn ahead, one picture per frame of the effect, so a frame of
a bomb is four blits instead of drawing two table-sized translucent images and blending
both over the table (about 1 ms a frame at 1920x1080 as the burst grows).

Picture `i` of `FRAMES` is the glow (token_art.glow) with the burst's rays
(token_art.burst) over it at progress `i / (FRAMES - 1)`: one a frame at 60 Hz over the
bomb at normal speed; the effect's progress picks the nearest, so the animation-speed
setting applies as before. The glow and the rays are symmetric across both axes: a picture
keeps its bottom-right quarter only (about 14 MB for all), premultiplied so the glow and the
rays were blended once, exactly as the two blits would; drawing mirrors it into the other
three. `bake` draws the pictures in the frames' slack (the PASS table's after_present) so
none is drawn during a match; a picture not yet baked is drawn when first shown.
"""
from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from scenes.pass_game.token_art import burst, glow

FRAMES = 55  #: pictures over the effect: one a frame at 60 Hz over the bomb's 0.9 s
GLOW = (255, 150, 40)
RAYS = (255, 230, 120)
BIGGEST = 700  #: the glow's width at the end of the effect (it starts at 40% of that)

_quarters: dict[int, pygame.Surface] = {}


def size_at(t: float) -> int:
    """The glow's width at progress `t`."""
    return int(BIGGEST * (0.4 + 0.6 * t))


def picture(t: float) -> pygame.Surface:
    """The glow and the burst at progress `t`, whole and blended normally (what the
    quarters are cut from, and what they must look like)."""
    size = size_at(t)
    image = glow(size, GLOW, 1.0 - t).premul_alpha()
    image.blit(burst(size, RAYS, t).premul_alpha(), (0, 0),
               special_flags=pygame.BLEND_PREMULTIPLIED)
    return image


def quarter(index: int) -> pygame.Surface:
    """Picture `index`'s bottom-right quarter (from its centre), premultiplied."""
    if index not in _quarters:
        t = index / (FRAMES - 1)
        whole = picture(t)
        half = whole.get_width() // 2
        _quarters[index] = whole.subsurface((half, half, whole.get_width() - half,
                                             whole.get_height() - half)).copy()
    return _quarters[index]


def baked() -> bool:
    """Every picture is drawn."""
    return len(_quarters) == FRAMES


def bake(budget: float, clock: Callable[[], float] = time.perf_counter) -> int:
    """Draw the pictures not drawn yet until `budget` seconds have gone by (at least one, if
    any is missing); how many were drawn."""
    end = clock() + budget
    made = 0
    for index in range(FRAMES):
        if index in _quarters:
            continue
        quarter(index)
        made += 1
        if clock() >= end:
            break
    return made


def draw_burst(surface: pygame.Surface, at: tuple[int, int], t: float) -> None:
    """The bomb's glow and rays centred on `at` at progress `t` (0..1)."""
    index = round(min(1.0, max(0.0, t)) * (FRAMES - 1))
    part = quarter(index)
    w, h = part.get_size()
    x, y = at
    flags = pygame.BLEND_PREMULTIPLIED
    surface.blit(part, (x, y), special_flags=flags)
    surface.blit(pygame.transform.flip(part, True, False), (x - w, y), special_flags=flags)
    surface.blit(pygame.transform.flip(part, False, True), (x, y - h), special_flags=flags)
    surface.blit(pygame.transform.flip(part, True, True), (x - w, y - h), special_flags=flags)
