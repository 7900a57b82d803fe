"""The how-to-play picture for The Passing Game, drawn with the table's own art."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.dominoes.tile_art import tile_back, tile_face

if TYPE_CHECKING:
    from game.engine.context import AppContext


def help_picture(ctx: AppContext, size: tuple[int, int]) -> pygame.Surface:
    """A train 6-4, 4-4, 4-1 and three face-down tiles of the boneyard."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    x = 40
    for a, b in ((6, 4), (4, 4), (4, 1)):
        face = tile_face(a, b, 170)
        surface.blit(face, (x, 100))
        x += face.get_width() + 6
    for k in range(3):
        surface.blit(tile_back(120), (190 + k * 80, 240))
    return surface
