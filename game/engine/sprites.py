"""Sprites in layers: images with interpolated positions and fades, drawn back to front.

A table keeps its moving pieces (a card flying to a hand, chips sliding to the
pot) as sprites whose position and opacity are `Animated` values that tweens
write; `draw(alpha)` interpolates between the last two fixed steps, so motion
is smooth at any frame rate and drawing never changes state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.tween import Animated


@dataclass(eq=False)
class Sprite:
    """An image centred on `pos`, with an opacity (0..255) and a layer (higher is in front)."""

    image: pygame.Surface
    pos: Animated = field(default_factory=lambda: Animated((0.0, 0.0)))
    opacity: Animated = field(default_factory=lambda: Animated(255.0))
    layer: int = 0
    visible: bool = True

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Blit the image where it is between the last two steps."""
        if not self.visible:
            return
        x, y = self.pos.at(alpha)  # type: ignore[misc]
        opacity = int(max(0.0, min(255.0, self.opacity.at(alpha))))  # type: ignore[arg-type]
        if opacity <= 0:
            return
        rect = self.image.get_rect(center=(round(x), round(y)))
        if opacity < 255:
            self.image.set_alpha(opacity)
            surface.blit(self.image, rect)
            self.image.set_alpha(None)
        else:
            surface.blit(self.image, rect)


class SpriteLayers:
    """The sprites of a scene, drawn by layer (and in the order added within a layer)."""

    def __init__(self) -> None:
        self._sprites: list[Sprite] = []

    def add(self, sprite: Sprite, layer: int | None = None) -> Sprite:
        """Add `sprite` (optionally moving it to `layer`); returns it."""
        if layer is not None:
            sprite.layer = layer
        self._sprites.append(sprite)
        return sprite

    def remove(self, sprite: Sprite) -> None:
        """Take `sprite` out (no error if it is not here)."""
        if sprite in self._sprites:
            self._sprites.remove(sprite)

    def clear(self) -> None:
        """Remove every sprite."""
        self._sprites.clear()

    def __len__(self) -> int:
        return len(self._sprites)

    def ordered(self) -> list[Sprite]:
        """Back to front: by layer, then by the order they were added (stable sort)."""
        return sorted(self._sprites, key=lambda s: s.layer)

    def settle(self) -> None:
        """Call at the start of each update: values no tween moved stop interpolating."""
        for sprite in self._sprites:
            sprite.pos.settle()
            sprite.opacity.settle()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw every visible sprite back to front."""
        for sprite in self.ordered():
            sprite.draw(surface, alpha)
