"""A tile turning in flight casts its own shadow, turned with it (not its bounding box's);
tiles waiting to be dealt share one turned picture; bubbles of one word share a pill."""
from __future__ import annotations

import pygame
from dominoes_table_helpers import make

from scenes.dominoes import flight as flight_module
from scenes.dominoes import paint
from scenes.dominoes.flight import Bubble, Flight, Spot

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


def test_tiles_waiting_at_the_start_share_one_turned_picture_equal_to_a_fresh_one():
    start, end = Spot(150, 550, 0, 56), Spot(330, 150, 90, 64)
    flight_module._TURNED.clear()
    fresh = pygame.Surface((500, 700))
    Flight(None, start, end).draw(fresh, 0.0)
    assert len(flight_module._TURNED) == 2, "the back and its shadow, turned and scaled"
    shared = pygame.Surface((500, 700))
    for _ in range(3):
        Flight(None, start, end).draw(shared, 0.0)
    assert len(flight_module._TURNED) == 2, "made once for every waiting tile"
    once = pygame.Surface((500, 700))
    Flight(None, start, end).draw(once, 0.0)
    assert pygame.image.tobytes(once, "RGB") == pygame.image.tobytes(fresh, "RGB")
    moving = Flight(None, start, end)
    moving.t.value = moving.t.prev = 0.5
    moving.draw(once, 1.0)
    assert len(flight_module._TURNED) == 4, "a tile on its way is turned its own way"


def test_bubbles_of_one_word_share_a_pill_yet_each_fades_on_its_own():
    _, _, table = make(2)
    colour = (230, 159, 0)
    full, fading = Bubble("Pass", (300, 300), colour), Bubble("Pass", (300, 500), colour)
    fading.life.value = fading.life.prev = 0.25  # half see-through
    surface = pygame.Surface((600, 700))
    surface.fill(FELT)
    size = len(paint._PILLS)
    paint.draw_bubble(table, surface, fading, 1.0)
    paint.draw_bubble(table, surface, full, 1.0)
    assert len(paint._PILLS) <= size + 1, "one pill for both"
    edge = (300 - 40, 300)  # on the pill, left of the word
    assert surface.get_at(edge)[:3] == colour, "the full one drawn after it, opaque"
    blend = surface.get_at((edge[0], 500))[:3]
    assert blend != colour and blend != FELT, "the fading one drawn half through"
