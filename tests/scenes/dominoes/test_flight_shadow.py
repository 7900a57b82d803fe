"""A tile turning in flight casts its own shadow, turned with it (not its bounding box's)."""
from __future__ import annotations

import pygame

from scenes.dominoes.flight import Flight, Spot

FELT = (20, 90, 60)


def shaded_pixels(turning: bool) -> int:
    surface = pygame.Surface((400, 300))
    surface.fill(FELT)
    start = Spot(80, 200, 45 if turning else 0, 120)
    flight = Flight((6, 3), start, Spot(300, 120, 0, 120))
    flight.t.value = 0.5
    flight.draw(surface, 1.0)
    dark = 0
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, _ = surface.get_at((x, y))
            dark += g < FELT[1] - 20 and r < 40  # felt darkened by the shadow, not the tile
    return dark


def test_a_turning_tile_shades_no_more_felt_than_a_straight_one():
    straight, turning = shaded_pixels(False), shaded_pixels(True)
    assert straight > 0
    # Its bounding box at 22 degrees is ~1.6x the tile: that shadow would shade far more.
    assert turning < 1.25 * straight
