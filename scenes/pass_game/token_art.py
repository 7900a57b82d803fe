"""PASS tokens and scoring tokens drawn in code, cached as pygame Surfaces.

A PASS token has two faces (the rulebook's 'Upgrade side and Augmented side'):
Upgrade is yellow with an up arrow, Augment is blue with a plus. Scoring
tokens are a gold crown or a point token showing 4, 2 or 1.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine.theme import CARD_YELLOW, INK, PAPER
from scenes.pass_game.card_art import fit_text

UPGRADE = "upgrade"
AUGMENT = "augment"
AUGMENT_BLUE = (70, 130, 210)
GOLD = (236, 190, 60)
GOLD_DARK = (160, 110, 20)
POINT_COLOURS = {4: (200, 70, 60), 2: (70, 150, 90), 1: (90, 110, 170)}


def _disc(surf: pygame.Surface, d: int, fill: tuple[int, int, int]) -> None:
    """A token's round body with a darker rim."""
    c = d // 2
    pygame.draw.circle(surf, INK, (c, c), c)
    pygame.draw.circle(surf, fill, (c, c), c - max(2, d // 20))
    pygame.draw.circle(surf, PAPER, (c, c), c - max(5, d // 8), max(1, d // 30))


@lru_cache(maxsize=32)
def token_face(face: str, d: int) -> pygame.Surface:
    """A PASS token of diameter `d` showing its UPGRADE or AUGMENT face."""
    if face not in (UPGRADE, AUGMENT):
        raise ValueError(f"A PASS token face is {UPGRADE!r} or {AUGMENT!r}, not {face!r}")
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d // 2
    if face == UPGRADE:
        _disc(surf, d, CARD_YELLOW)
        s = d // 3
        pygame.draw.polygon(surf, INK, [(c, c - s), (c + s, c), (c - s, c)])
        pygame.draw.rect(surf, INK, (c - s // 3, c - 1, 2 * (s // 3) + 1, s))
    else:
        _disc(surf, d, AUGMENT_BLUE)
        s, t = d // 3, max(3, d // 8)
        pygame.draw.rect(surf, PAPER, (c - s, c - t // 2, 2 * s, t))
        pygame.draw.rect(surf, PAPER, (c - t // 2, c - s, t, 2 * s))
    return surf


def token_flip(face_from: str, t: float, d: int) -> pygame.Surface:
    """The token turning over at progress `t` (0..1) from `face_from` to the other face."""
    t = min(1.0, max(0.0, t))
    other = AUGMENT if face_from == UPGRADE else UPGRADE
    face = token_face(face_from if t < 0.5 else other, d)
    return pygame.transform.smoothscale(face, (max(2, int(d * abs(1 - 2 * t))), d))


@lru_cache(maxsize=16)
def crown(d: int) -> pygame.Surface:
    """A gold crown scoring token of diameter `d`."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    _disc(surf, d, GOLD)
    w, h = int(d * 0.56), int(d * 0.36)
    x0, y0 = (d - w) // 2, (d - h) // 2 + d // 20
    pts = [
        (x0, y0 + h), (x0, y0), (x0 + w * 0.25, y0 + h * 0.45), (x0 + w * 0.5, y0 - h * 0.1),
        (x0 + w * 0.75, y0 + h * 0.45), (x0 + w, y0), (x0 + w, y0 + h),
    ]
    pygame.draw.polygon(surf, GOLD_DARK, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, d // 30))
    for px, py in ((x0, y0), (x0 + w * 0.5, y0 - h * 0.1), (x0 + w, y0)):
        pygame.draw.circle(surf, PAPER, (int(px), int(py)), max(2, d // 22))
    return surf


@lru_cache(maxsize=16)
def point_token(points: int, d: int) -> pygame.Surface:
    """A point scoring token (4, 2 or 1) of diameter `d`."""
    if points not in POINT_COLOURS:
        raise ValueError(f"Point tokens are 4, 2 or 1, not {points!r}")
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    _disc(surf, d, POINT_COLOURS[points])
    text = fit_text(str(points), max(28, int(d * 0.55)), PAPER, d)
    surf.blit(text, text.get_rect(center=(d // 2, d // 2)))
    return surf


def glow(d: int, colour: tuple[int, int, int], strength: float) -> pygame.Surface:
    """A soft round glow (bombs, awards): concentric translucent circles."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    steps = 8
    for i in range(steps):
        r = int(d / 2 * (1 - i / steps))
        a = int(max(0.0, min(1.0, strength)) * 200 * (i + 1) / steps / 2)
        pygame.draw.circle(surf, (*colour, a), (d // 2, d // 2), r)
    return surf


def burst(d: int, colour: tuple[int, int, int], t: float, rays: int = 12) -> pygame.Surface:
    """Rays flying outward at progress `t` (the bomb effect)."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d / 2
    a = int(255 * (1 - t))
    for i in range(rays):
        ang = 2 * math.pi * i / rays
        r0, r1 = c * (0.2 + 0.6 * t), c * (0.45 + 0.55 * t)
        p0 = (c + r0 * math.cos(ang), c + r0 * math.sin(ang))
        p1 = (c + r1 * math.cos(ang), c + r1 * math.sin(ang))
        pygame.draw.line(surf, (*colour, a), p0, p1, max(3, d // 40))
    return surf
