"""Moving pieces at the dominoes table: tiles in flight, speech bubbles, deferred steps.

A `Flight` carries one tile (face up or down) from a spot to another, turning
and growing on the way; the table draws flights over everything else. `Later`
builds its animation only when the sequence reaches it, so a step can use the
train as it is at that moment (after the steps before it).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine import depth, theme
from game.engine.draw import SurfaceCache
from game.engine.tween import Anim, Animated, Tween, ease_in_out_cubic, ease_out_cubic, lerp
from scenes.dominoes.tile_art import tile_back, tile_face

FLIGHT_SECONDS = 0.45
BUBBLE_SECONDS = 1.2
# Turned pictures of tiles and shadows in flight; the least recently used go first.
_TURNED = SurfaceCache(2 * 1024 * 1024)


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a tile is: centre, angle (see scenes/dominoes/train_layout.py) and length in pixels."""

    cx: float
    cy: float
    angle: int
    length: int


def turn_between(start: int, end: int) -> float:
    """The clockwise turn (degrees, -180 < turn <= 180) from angle `start` to `end`."""
    turn = (end - start) % 360
    return turn - 360 if turn > 180 else float(turn)


@dataclass
class Flight:
    """One tile moving from `start` to `end`; `numbers` None flies face down."""

    numbers: tuple[int, int] | None
    start: Spot
    end: Spot
    t: Animated = field(default_factory=lambda: Animated(0.0))
    landed: bool = False

    def tween(self, duration: float = FLIGHT_SECONDS, on_land: Callable[[], None] | None = None
              ) -> Anim:
        """The animation that flies it; `on_land` runs when it arrives."""
        return _Land(Tween(self.t, None, 1.0, duration, ease_in_out_cubic), self, on_land)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the tile where it is now: position, turn and size eased together."""
        if self.landed:
            return
        t = float(self.t.at(alpha))  # type: ignore[arg-type]
        end = self.end
        if self.numbers is None:
            base = tile_back(end.length, end.angle)
        else:
            base = tile_face(self.numbers[0], self.numbers[1], end.length, end.angle)
        turn = turn_between(self.start.angle, end.angle) * (1.0 - t)
        scale = lerp(self.start.length / max(end.length, 1), 1.0, t)
        # A little arc, so tiles seem lifted off the table while they travel.
        arc = math.sin(math.pi * t) * 30
        # The shadow is the tile's own (cached for its size), turned and scaled with it: the
        # turned tile's bounding box would cast a square shadow.
        flat, (dx, dy) = depth.shadow_image(base.get_size(), 8, arc)
        image, shadow = base, flat
        if abs(turn) > 0.5 or abs(scale - 1.0) > 0.01:
            # Tiles waiting to be dealt all lie at the start, turned and scaled alike: each
            # such picture is made once (keyed on exactly what it shows), not once per tile.
            key = (self.numbers, end.length, end.angle, theme.LOOK.high_contrast, turn, scale)
            image = _TURNED.get(("tile", *key), lambda: _turn_tile(base, turn, scale,
                                                                    self.numbers is not None))
            shadow = _TURNED.get(("shadow", base.get_size(), arc, turn, scale),
                                 lambda: _turned(flat, turn, scale))
        cx = lerp(self.start.cx, end.cx, t)
        cy = lerp(self.start.cy, end.cy, t) - arc
        rect = image.get_rect(center=(round(cx), round(cy)))  # type: ignore[arg-type]
        # The shadow stays on the felt below the lifted tile.
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + dx, rect.centery + dy)))
        surface.blit(image, rect)


def _turn_tile(base: pygame.Surface, turn: float, scale: float, face: bool) -> pygame.Surface:
    """A tile turned and scaled. pygame turns counter-clockwise; undoing a clockwise turn is
    a positive angle. Only a face needs smoothing (its pips); a back turns the fast way (a
    deal flies up to 28 at once; rotozoom costs ~0.45 ms each)."""
    return pygame.transform.rotozoom(base, turn, float(scale)) if face \
        else _turned(base, turn, scale)


def _turned(image: pygame.Surface, turn: float, scale: float) -> pygame.Surface:
    """`image` turned by `turn` degrees and scaled, without smoothing (about 4x cheaper)."""
    turned = pygame.transform.rotate(image, turn)
    return turned if abs(scale - 1.0) <= 0.01 else pygame.transform.scale_by(turned, scale)


class _Land(Anim):
    """Run a flight's tween, then mark it landed and call `on_land`."""

    def __init__(self, tween: Tween, flight: Flight, on_land: Callable[[], None] | None) -> None:
        self.tween = tween
        self.flight = flight
        self.on_land = on_land
        self.done = False

    def advance(self, dt: float) -> float:
        """Advance the tween; land once it is over."""
        if self.done:
            return dt
        left = self.tween.advance(dt)
        if self.tween.done:
            self.done = True
            self.flight.landed = True
            if self.on_land is not None:
                self.on_land()
            return left
        return 0.0


@dataclass
class Bubble:
    """A word ("Pass", "Draws") shown by a seat for a moment, fading out."""

    text: str
    centre: tuple[int, int]
    colour: tuple[int, int, int]
    life: Animated = field(default_factory=lambda: Animated(1.0))

    def tween(self, duration: float = BUBBLE_SECONDS) -> Anim:
        """The fade: full, then gone."""
        return Tween(self.life, None, 0.0, duration, ease_out_cubic)


class Later(Anim):
    """An animation built only when it first runs (by `factory`), then advanced as usual."""

    def __init__(self, factory: Callable[[], Anim]) -> None:
        self.factory = factory
        self.inner: Anim | None = None
        self.done = False

    def advance(self, dt: float) -> float:
        """Build the inner animation on first use, then pass time through."""
        if self.done:
            return dt
        if self.inner is None:
            self.inner = self.factory()
        left = self.inner.advance(dt)
        self.done = self.inner.done
        return left if self.done else 0.0
