"""Sprite layers: back-to-front order, interpolated positions, fades driven by tweens."""
from __future__ import annotations

import pygame

from game.engine.sprites import Sprite, SpriteLayers
from game.engine.tween import Animated, Timeline, Tween


def square(colour: tuple[int, int, int]) -> pygame.Surface:
    image = pygame.Surface((10, 10))
    image.fill(colour)
    return image


def test_layers_draw_back_to_front() -> None:
    layers = SpriteLayers()
    red = layers.add(Sprite(square((255, 0, 0)), Animated((50.0, 50.0))), layer=2)
    layers.add(Sprite(square((0, 0, 255)), Animated((50.0, 50.0))), layer=1)
    surface = pygame.Surface((100, 100))
    layers.draw(surface, 0.0)
    assert surface.get_at((50, 50))[:3] == (255, 0, 0)  # layer 2 is in front
    red.layer = 0
    layers.draw(surface, 0.0)
    assert surface.get_at((50, 50))[:3] == (0, 0, 255)
    layers.remove(red)
    layers.remove(red)  # twice is harmless
    assert len(layers) == 1


def test_positions_interpolate_between_steps_and_fades_hide() -> None:
    layers = SpriteLayers()
    sprite = layers.add(Sprite(square((0, 255, 0)), Animated((10.0, 50.0))))
    line = Timeline(1.0)
    line.add(Tween(sprite.pos, None, (90.0, 50.0), 1.0, ease="linear"))
    layers.settle()
    line.update(0.5)  # pos: 10 -> 50 this step
    surface = pygame.Surface((100, 100))
    layers.draw(surface, 0.5)  # halfway between the steps: x = 30
    assert surface.get_at((30, 50))[:3] == (0, 255, 0)
    assert surface.get_at((50, 50))[:3] == (0, 0, 0)
    sprite.opacity.set(0.0)
    sprite.opacity.settle()
    surface.fill((0, 0, 0))
    layers.draw(surface, 0.0)
    assert surface.get_at((50, 50))[:3] == (0, 0, 0)
