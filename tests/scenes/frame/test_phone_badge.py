"""The phone badge is drawn once per state and blitted after: same Surface while what it
shows stays, another when it changes, and the same pixels as drawing it afresh."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from scenes.frame import phone_art
from scenes.frame.seat_plates import PLATE_H

FELT = (20, 90, 60)


def screen() -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill(FELT)
    return surface


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_the_same_state_gives_the_same_surface_and_a_new_state_another() -> None:
    phone_art.phone_badge.cache_clear()
    connected = phone_art.phone_badge(True)
    assert phone_art.phone_badge(True) is connected
    away = phone_art.phone_badge(False)
    assert away is not connected
    assert phone_art.phone_badge(False) is away
    assert pixels(away) != pixels(connected)


def test_drawing_a_badge_draws_its_surface_kept_not_a_new_one(monkeypatch) -> None:
    phone_art.phone_badge(True)
    calls: list[bool] = []
    original = phone_art.draw_badge
    monkeypatch.setattr(phone_art, "draw_badge",
                        lambda *args: (calls.append(args[2]), original(*args)))
    surface = screen()
    for _ in range(3):
        phone_art.draw_phone_badge(surface, pygame.Rect(100, 100, 300, PLATE_H), True)
    assert calls == []  # drawn once before, never again


@pytest.mark.parametrize("connected", [True, False])
@pytest.mark.parametrize("edge", [False, True])
def test_the_kept_badge_shows_the_pixels_of_one_drawn_afresh(connected: bool, edge: bool) -> None:
    width = theme.SCREEN_SIZE[0]
    plate = pygame.Rect(width - 300 if edge else 200, 400, 300, PLATE_H)
    cached = screen()
    phone_art.draw_phone_badge(cached, plate, connected)
    fresh = screen()
    body = pygame.Rect(0, 0, *phone_art.BADGE_BODY)
    if edge:  # no room right of the plate: the badge sits left of it
        body.midright = (plate.x - 12, plate.y + PLATE_H // 2)
    else:
        body.midleft = (plate.right + 12, plate.y + PLATE_H // 2)
    phone_art.draw_badge(fresh, body, connected)
    assert pixels(fresh) != pixels(screen())  # the badge drew something
    assert pixels(cached) == pixels(fresh)
