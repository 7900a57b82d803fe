"""A short celebration for a winner: confetti bursting from a spot and a pulsing glow.

Every piece's path is a formula of time (launch, gravity, flutter), so an update only
advances the clock: nothing to step per piece, and drawing is one small rect each.
It lasts under two seconds, a press skips it, and with reduced motion (or instant
animations) it never starts: `Celebration.start` returns None then.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

SECONDS = 1.8  # the whole celebration, at normal animation speed
PIECES = 90
GRAVITY = 900.0  # px/s²
GLOW = (255, 214, 102)


@dataclass(frozen=True, slots=True)
class Piece:
    """One scrap of confetti: launch velocity, colour, size and flutter phase."""

    vx: float
    vy: float
    colour: tuple[int, int, int]
    size: int
    phase: float


class Celebration:
    """Confetti from `origin` in the winners' colours and a glow round `rect`."""

    def __init__(self, origin: tuple[int, int], rect: pygame.Rect,
                 colours: list[tuple[int, int, int]], seconds: float = SECONDS,
                 seed: int = 0) -> None:
        rng = random.Random(seed)
        self.origin = origin
        self.rect = pygame.Rect(rect)
        self.seconds = seconds
        self.t = 0.0
        palette = colours or [GLOW]
        self.pieces = [Piece(rng.uniform(-620, 620), rng.uniform(-900, -380),
                             rng.choice(palette + [GLOW]), rng.randint(8, 14),
                             rng.uniform(0, math.tau)) for _ in range(PIECES)]

    @classmethod
    def start(cls, origin: tuple[int, int], rect: pygame.Rect,
              colours: list[tuple[int, int, int]], anim_scale: float, reduced_motion: bool,
              seed: int = 0) -> Celebration | None:
        """A celebration timed by the animation speed, or None with reduced motion or
        instant animations."""
        if reduced_motion or anim_scale <= 0:
            return None
        return cls(origin, rect, colours, min(SECONDS * anim_scale, 1.95), seed)

    @property
    def done(self) -> bool:
        """True once it has played out (or was skipped)."""
        return self.t >= self.seconds

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""
        self.t = min(self.seconds, self.t + dt)

    def skip(self) -> None:
        """End it now (a player pressed something)."""
        self.t = self.seconds

    def draw(self, surface: pygame.Surface) -> None:
        """The glow round the winner, then the confetti; nothing once done."""
        if self.done:
            return
        k = self.t / self.seconds
        fade = 1.0 - k * k  # full at first, gone at the end
        pulse = 0.5 + 0.5 * math.sin(self.t * 9.0)
        width = 3 + int(5 * pulse * fade)
        if width > 3:
            pygame.draw.rect(surface, GLOW, self.rect.inflate(12 + width * 2, 12 + width * 2),
                             width, border_radius=16)
        # Pieces fly at a pace that fits the celebration's length (faster when it is short).
        time = self.t * SECONDS / self.seconds
        ox, oy = self.origin
        h = surface.get_height()
        for p in self.pieces:
            y = oy + p.vy * time + 0.5 * GRAVITY * time * time
            if y > h:
                continue
            x = ox + p.vx * time + 14 * math.sin(p.phase + time * 8)
            flutter = abs(math.cos(p.phase + time * 11))  # turning: seen edge-on, then flat
            pygame.draw.rect(surface, p.colour,
                             (int(x), int(y), p.size, max(2, int(p.size * flutter))))
