"""Dominoes art: sizes, which half shows which number at each angle, bad tiles refused."""
from __future__ import annotations

import pygame
import pytest

from game.art.dominoes import IVORY, PIP
from scenes.dominoes.tile_art import tile_back, tile_face, tile_size


def dark_pixels(
    surface: pygame.Surface, rect: tuple[int, int, int, int], colour: tuple = PIP
) -> int:
    """How many pixels in `rect` are close to `colour` (the pip colour by default)."""
    x0, y0, w, h = rect
    count = 0
    for x in range(x0, x0 + w):
        for y in range(y0, y0 + h):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and abs(r - colour[0]) + abs(g - colour[1]) + abs(b - colour[2]) < 60:
                count += 1
    return count


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_size_follows_angle(angle: int) -> None:
    """A tile is length x length/2, turned with its angle."""
    face = tile_face(3, 5, 80, angle)
    assert face.get_size() == tile_size(80, angle)
    assert face.get_size() == ((80, 40) if angle in (0, 180) else (40, 80))


@pytest.mark.parametrize(
    ("angle", "six_half", "blank_half"),
    [
        (0, (0, 0, 40, 38), (40, 0, 40, 38)),
        (90, (0, 0, 40, 40), (0, 40, 40, 38)),
        (180, (40, 0, 40, 38), (0, 0, 40, 38)),
        (270, (0, 40, 40, 38), (0, 0, 40, 40)),
    ],
)
def test_first_number_points_the_way_of_the_angle(
    angle: int, six_half: tuple, blank_half: tuple
) -> None:
    """6-0 at each angle: the six's pips are in the half the angle says, the blank has none."""
    face = tile_face(6, 0, 80, angle)
    assert dark_pixels(face, six_half) > 60
    assert dark_pixels(face, blank_half) == 0


def test_pip_counts_grow_with_the_number() -> None:
    """More pips, more ink: each number 0..6 is drawn with its own pip count."""
    inks = [dark_pixels(tile_face(n, 0, 120, 0), (0, 0, 60, 56)) for n in range(7)]
    assert inks[0] == 0
    assert inks == sorted(inks) and len(set(inks)) == 7


def test_back_shows_no_pips_and_is_cached() -> None:
    """A back shows no ivory face at all, and the same surface is reused."""
    back = tile_back(70, 90)
    assert back.get_size() == (35, 70)
    assert dark_pixels(back, (0, 0, 35, 70), IVORY) == 0
    assert dark_pixels(tile_face(0, 0, 70, 90), (0, 0, 35, 70), IVORY) > 1000
    assert tile_back(70, 270) is back


def test_bad_tile_is_refused() -> None:
    """Numbers outside 0..6 raise a clear error."""
    with pytest.raises(ValueError, match="0 to 6"):
        tile_face(7, 1, 80)
