"""Glyphs drawn for a line of text: key caps, round pad buttons, pills, the d-pad, a mouse.

`height` is the line height of the text a glyph sits in, so it grows with large text
like the words around it; the text layer keeps what is drawn, with the fonts it owns
(`Fonts`: a bold font at a pixel size, unclamped, as labels on a glyph are small). Labels are
dark on a light key cap, and light or coloured on a dark pad button, at contrasts above
WCAG AA (4.5:1) in both cases.
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine.prompts import Glyph

CAP_FILL, CAP_EDGE, CAP_LIP, CAP_INK = (238, 233, 220), (70, 66, 58), (176, 170, 156), (24, 24, 28)
PAD_FILL, PAD_EDGE, PAD_INK = (34, 36, 40), (150, 150, 150), (240, 240, 240)

Fonts = Callable[[int], pygame.font.Font]


def draw(glyph: Glyph, height: int, fonts: Fonts) -> pygame.Surface:
    """`glyph` drawn `height` pixels tall, its label in `fonts`."""
    if glyph.shape in ("dpad", "mouse"):
        return (_dpad if glyph.shape == "dpad" else _mouse)(glyph, height)
    return {"key": _key, "arrows": _key, "face": _face, "pill": _pill}[glyph.shape](
        glyph, height, fonts)


def _key(glyph: Glyph, height: int, fonts: Fonts) -> pygame.Surface:
    """A key cap: light, rounded, a darker lip below, the key's name in dark letters."""
    label = fonts(round(height * 0.62)).render(glyph.label, True, CAP_INK)
    w = max(height, label.get_width() + height // 2)
    surface = pygame.Surface((w, height), pygame.SRCALPHA)
    radius = max(3, height // 6)
    pygame.draw.rect(surface, CAP_LIP, (0, 0, w, height), border_radius=radius)
    pygame.draw.rect(surface, CAP_FILL, (0, 0, w, height - max(2, height // 10)),
                     border_radius=radius)
    pygame.draw.rect(surface, CAP_EDGE, (0, 0, w, height), max(1, height // 18),
                     border_radius=radius)
    surface.blit(label, label.get_rect(center=(w // 2, (height - height // 10) // 2)))
    return surface


def _face(glyph: Glyph, height: int, fonts: Fonts) -> pygame.Surface:
    """A round pad button: dark, its letter or symbol in the button's colour."""
    surface = pygame.Surface((height, height), pygame.SRCALPHA)
    centre, radius = (height // 2, height // 2), height // 2 - 1
    colour = glyph.colour or PAD_INK
    pygame.draw.circle(surface, PAD_FILL, centre, radius)
    pygame.draw.circle(surface, glyph.colour or PAD_EDGE, centre, radius, max(2, height // 14))
    if glyph.label in ("cross", "circle", "square", "triangle"):
        _symbol(surface, glyph.label, centre, round(radius * 0.5), colour, max(2, height // 10))
    else:
        label = fonts(round(height * 0.6)).render(glyph.label, True, colour)
        surface.blit(label, label.get_rect(center=centre))
    return surface


def _symbol(surface: pygame.Surface, name: str, centre: tuple[int, int], r: int,
            colour: tuple[int, int, int], width: int) -> None:
    """PlayStation's face symbols, drawn as lines."""
    x, y = centre
    if name == "cross":
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), width + 1)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width + 1)
    elif name == "circle":
        pygame.draw.circle(surface, colour, centre, r, width)
    elif name == "square":
        pygame.draw.rect(surface, colour, (x - r + 1, y - r + 1, 2 * r - 2, 2 * r - 2), width)
    else:
        points = [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a)) + r * 0.15)
                  for a in (-90, 30, 150)]
        pygame.draw.polygon(surface, colour, points, width)


def _pill(glyph: Glyph, height: int, fonts: Fonts) -> pygame.Surface:
    """A rounded dark pill with a light label: shoulders, stick presses, menu buttons."""
    label = fonts(round(height * 0.5)).render(glyph.label, True, PAD_INK)
    w = max(height, label.get_width() + height // 2)
    surface = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, PAD_FILL, (0, 0, w, height), border_radius=height // 2)
    pygame.draw.rect(surface, PAD_EDGE, (0, 0, w, height), max(2, height // 14),
                     border_radius=height // 2)
    surface.blit(label, label.get_rect(center=(w // 2, height // 2)))
    return surface


def _dpad(glyph: Glyph, height: int) -> pygame.Surface:
    """A d-pad: a dark cross, the arms the token names lit."""
    surface = pygame.Surface((height, height), pygame.SRCALPHA)
    arm = max(4, height // 3)
    c = height // 2
    lit = {"move": "udlr", "leftright": "lr", "updown": "ud", "left": "l", "right": "r",
           "up": "u", "down": "d"}[glyph.label]
    for rect in ((c - arm // 2, 0, arm, height), (0, c - arm // 2, height, arm)):
        pygame.draw.rect(surface, PAD_EDGE, rect, border_radius=arm // 4)
    for rect in ((c - arm // 2 + 2, 2, arm - 4, height - 4), (2, c - arm // 2 + 2, height - 4,
                                                                arm - 4)):
        pygame.draw.rect(surface, PAD_FILL, rect, border_radius=arm // 4)
    tips = {"u": (c, arm // 2), "d": (c, height - arm // 2), "l": (arm // 2, c),
            "r": (height - arm // 2, c)}
    for side, (x, y) in tips.items():
        pygame.draw.circle(surface, PAD_INK if side in lit else PAD_EDGE, (x, y),
                           max(2, arm // 4))
    return surface


def _mouse(glyph: Glyph, height: int) -> pygame.Surface:
    """A mouse seen from above, its left or right button filled."""
    w = round(height * 0.72)
    surface = pygame.Surface((w, height), pygame.SRCALPHA)
    body = pygame.Rect(1, 1, w - 2, height - 2)
    pygame.draw.ellipse(surface, CAP_FILL, body)
    half = body.w // 2
    button = pygame.Rect(body.x if glyph.label == "left" else body.x + half, body.y, half,
                         body.h * 2 // 5)
    clip = surface.get_clip()
    surface.set_clip(button)
    pygame.draw.ellipse(surface, CAP_INK, body)
    surface.set_clip(clip)
    pygame.draw.ellipse(surface, CAP_EDGE, body, max(2, height // 14))
    pygame.draw.line(surface, CAP_EDGE, (body.centerx, body.y), (body.centerx, button.bottom),
                     max(1, height // 18))
    pygame.draw.line(surface, CAP_EDGE, (body.x, button.bottom), (body.right, button.bottom),
                     max(1, height // 18))
    return surface
