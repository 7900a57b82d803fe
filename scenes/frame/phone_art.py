"""What phones look like on the TV: a seat's join QR code and the phone badge on a plate."""
from __future__ import annotations

from functools import lru_cache

import pygame
import segno

from game.engine import theme
from scenes.frame.seat_plates import PLATE_H

QUIET = 2  # modules of white border a phone camera needs around the code
BADGE_BODY = (22, 36)  # the phone badge's body; its ink rim and slash reach a little past it
BADGE_MARGIN = 5  # room kept round the body in the badge drawn once (the rim takes 3)


def qr_surface(url: str, size: int) -> pygame.Surface:
    """The QR code of `url` drawn black on white, about `size` pixels square (whole modules,
    so every module has the same width and cameras read it from across the room)."""
    matrix = segno.make(url, error="m").matrix
    modules = len(matrix) + 2 * QUIET
    scale = max(1, size // modules)
    surface = pygame.Surface((modules * scale, modules * scale))
    surface.fill(theme.WHITE)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(theme.INK, ((x + QUIET) * scale, (y + QUIET) * scale, scale, scale))
    return surface


def draw_phone_badge(surface: pygame.Surface, plate: pygame.Rect, connected: bool) -> None:
    """A small phone just right of the plate (left of it at the screen's edge): solid when
    the phone is connected, an outline with a red slash when it is away (shape, not colour
    alone, tells them apart). Blits the badge drawn once for that state (`phone_badge`)."""
    body = pygame.Rect(0, 0, *BADGE_BODY)
    body.midleft = (plate.right + 12, plate.y + PLATE_H // 2)
    if body.right + 4 > surface.get_width():
        body.midright = (plate.x - 12, plate.y + PLATE_H // 2)
    surface.blit(phone_badge(connected), body.move(-BADGE_MARGIN, -BADGE_MARGIN))


@lru_cache(maxsize=2)
def phone_badge(connected: bool) -> pygame.Surface:
    """The phone badge for a connected or an away phone, drawn once: transparent around the
    phone's body, which sits BADGE_MARGIN pixels in from the top left. The table shows it
    every frame for every phone seat, and it only ever changes with `connected`."""
    w, h = BADGE_BODY
    badge = pygame.Surface((w + 2 * BADGE_MARGIN, h + 2 * BADGE_MARGIN), pygame.SRCALPHA)
    draw_badge(badge, pygame.Rect(BADGE_MARGIN, BADGE_MARGIN, w, h), connected)
    return badge


def draw_badge(surface: pygame.Surface, body: pygame.Rect, connected: bool) -> None:
    """Draw the phone badge around the phone's `body` rectangle (`phone_badge` keeps it)."""
    pygame.draw.rect(surface, theme.INK, body.inflate(6, 6), border_radius=6)
    if connected:
        pygame.draw.rect(surface, theme.TEXT, body, border_radius=5)
        pygame.draw.rect(surface, theme.INK, body.inflate(-8, -14).move(0, -2))
    else:
        pygame.draw.rect(surface, theme.TEXT_DIM, body, width=3, border_radius=5)
        pygame.draw.line(surface, theme.DANGER, body.bottomleft, body.topright, 4)
