"""The how-to-play picture for Take or Pass, drawn with the table's own art."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.take_or_pass.card_art import CardArt
from scenes.take_or_pass.chip_art import ChipArt

if TYPE_CHECKING:
    from game.engine.context import AppContext


def help_picture(ctx: AppContext, size: tuple[int, int]) -> pygame.Surface:
    """A run 13-14-15 (counting 13), a lone 20 and three chips."""
    art, chips = CardArt(ctx.text), ChipArt()
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for k, value in enumerate((13, 14, 15)):
        surface.blit(art.face(value, 120, 170, marked=value == 13), (20 + k * 70, 60))
    surface.blit(art.face(20, 120, 170, marked=True), (320, 60))
    surface.blit(chips.pile(3, 72), (470, 110))
    return surface
