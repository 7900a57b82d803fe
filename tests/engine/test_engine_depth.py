"""Soft shadows: a resting piece darkens the felt just below it; a lifted one further away
and more faintly."""
from __future__ import annotations

import pygame

from game.engine import depth

FELT = (30, 100, 60)


def shadow_at(lift: float) -> pygame.Surface:
    surface = pygame.Surface((400, 400))
    surface.fill(FELT)
    depth.shadow_under(surface, (100, 100, 100, 140), 10, lift)
    return surface


def darkness(surface: pygame.Surface, pos: tuple[int, int]) -> int:
    return sum(FELT) - sum(surface.get_at(pos)[:3])


def test_a_resting_shadow_is_soft_and_just_below_the_piece() -> None:
    rest = shadow_at(0)
    assert darkness(rest, (150, 244)) > 40, "dark just under the bottom edge"
    assert 0 < darkness(rest, (150, 252)) < darkness(rest, (150, 244)), "a soft edge"
    assert darkness(rest, (50, 50)) == 0, "nothing far from the piece"


def test_a_lifted_piece_casts_its_shadow_further_and_fainter() -> None:
    rest, lifted = shadow_at(0), shadow_at(30)
    assert darkness(lifted, (150, 262)) > darkness(rest, (150, 262))
    assert darkness(lifted, (150, 200)) < darkness(rest, (150, 200))
