"""PASS tokens and scoring tokens drawn in code, cached as pygame Surfaces (the shapes of
game/art/pass_game.py, which the phones draw too).

A PASS token has two faces (the rulebook's 'Upgrade side and Augmented side'):
Upgrade is yellow with an up arrow, Augment is blue with a plus. Scoring
tokens are a gold crown or a point token showing 4, 2 or 1.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.art.pass_game import AUGMENT, UPGRADE, crown_shapes, point_shapes, token_shapes
from game.engine.painter import paint
from scenes.pass_game.card_art import fitted


@lru_cache(maxsize=32)
def token_face(face: str, d: int) -> pygame.Surface:
    """A PASS token of diameter `d` showing its UPGRADE or AUGMENT face."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    paint(surf, token_shapes(face, d))
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
    paint(surf, crown_shapes(d))
    return surf


@lru_cache(maxsize=16)
def point_token(points: int, d: int) -> pygame.Surface:
    """A point scoring token (4, 2 or 1) of diameter `d`."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    paint(surf, point_shapes(points, d), fitted)
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
