"""The how-to-play picture for PASS, drawn with the table's own art."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.pass_game.card_art import card_face
from scenes.pass_game.token_art import token_face

if TYPE_CHECKING:
    from game.engine.context import AppContext


def help_picture(ctx: AppContext, size: tuple[int, int]) -> pygame.Surface:
    """7>8 plain and upgraded, 2>22 and A>AA upgraded, START; an upgrade and an augment token."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for k, (label, up) in enumerate((("7>8", False), ("7>8", True), ("2>22", True),
                                     ("A>AA", True), ("START", False))):
        surface.blit(card_face(label, up, 104, 150), (10 + k * 120, 60))
    surface.blit(token_face("upgrade", 80), (180, 300))
    surface.blit(token_face("augment", 80), (340, 300))
    return surface
