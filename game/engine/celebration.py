"""A short celebration for a winner: a pulsing glow round their plate and score, and at the
end of a match confetti bursting from both ends of the headline.

Every piece's path is a formula of time (launch, gravity, flutter), so an update only
advances the clock: nothing to step per piece, and drawing is one small rect each.
It lasts under two seconds (by the animation speed), a press skips it, and with reduced
motion (or instant animations) it never starts: `start` returns None then.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

SECONDS = 1.8  # the whole celebration, at normal animation speed
LONGEST = 1.95  # never two seconds, whatever the animation speed
PIECES = 120
GRAVITY = 900.0  # px/s²
GLOW = (255, 214, 102)
FLUTTER = 14  # px a piece sways either side of its path
SIZES = (12, 22)  # a piece's smallest and largest side: seen from the sofa
# Confetti leaves from this far outside the headline's ends and only ever flies outward, so
# no piece (sway and size included) crosses the words it celebrates.
MUZZLE = FLUTTER + SIZES[1] + 4


def length(anim_scale: float, reduced_motion: bool) -> float | None:
    """How long a celebration plays at this animation speed, or None when it must not play."""
    if reduced_motion or anim_scale <= 0:
        return None
    return min(SECONDS * anim_scale, LONGEST)


class Glow:
    """A ring pulsing round each rectangle (a winner's plate, their score), fading out."""

    def __init__(self, rects: list[pygame.Rect], seconds: float = SECONDS,
                 radii: list[int] | None = None) -> None:
        self.rects = [pygame.Rect(r) for r in rects]
        self.radii = radii or [14] * len(self.rects)  #: each ring's corner radius
        self.seconds = seconds
        self.t = 0.0

    @classmethod
    def start(cls, rects: list[pygame.Rect], anim_scale: float,
              reduced_motion: bool) -> Glow | None:
        """A glow timed by the animation speed, or None with reduced motion or instant
        animations."""
        seconds = length(anim_scale, reduced_motion)
        return None if seconds is None or not rects else cls(rects, seconds)

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
        """The rings, thick and bright at first, gone at the end."""
        if self.done:
            return
        k = self.t / self.seconds
        fade = 1.0 - k * k
        pulse = 0.5 + 0.5 * math.sin(self.t * 9.0 * SECONDS / self.seconds)
        width = 3 + int(5 * pulse * fade)
        if width <= 3:
            return
        for rect, radius in zip(self.rects, self.radii, strict=True):
            # Astride the edge: half out, half in, so rows close together keep their words.
            pygame.draw.rect(surface, GLOW, rect.inflate(width, width), width,
                             border_radius=radius + width // 2)


@dataclass(frozen=True, slots=True)
class Piece:
    """One scrap of confetti: which end it leaves from, launch velocity, colour, size, phase."""

    side: int  #: -1 from the headline's left end (flying left), 1 from its right end
    vx: float
    vy: float
    colour: tuple[int, int, int]
    size: int
    phase: float


class Celebration(Glow):
    """The match's winners: confetti in their colours from both ends of `headline`, and a
    glow round the headline and each of `rects` (their rows and scores)."""

    def __init__(self, headline: pygame.Rect, rects: list[pygame.Rect],
                 colours: list[tuple[int, int, int]], seconds: float = SECONDS,
                 seed: int = 0) -> None:
        super().__init__([pygame.Rect(headline), *rects], seconds,
                         [headline.h // 2] + [14] * len(rects))
        self.headline = pygame.Rect(headline)
        rng = random.Random(seed)
        palette = colours or [GLOW]
        # Mostly sideways and a little up, so the pieces rain across the screen rather than
        # leave over its top edge.
        self.pieces = [Piece(side, side * rng.uniform(80, 560), rng.uniform(-560, -80),
                             rng.choice(palette + [GLOW]), rng.randint(*SIZES),
                             rng.uniform(0, math.tau))
                       for side in (-1, 1) for _ in range(PIECES // 2)]

    @classmethod
    def start(cls, headline: pygame.Rect, rects: list[pygame.Rect],  # type: ignore[override]
              colours: list[tuple[int, int, int]], anim_scale: float, reduced_motion: bool,
              seed: int = 0) -> Celebration | None:
        """A celebration timed by the animation speed, or None with reduced motion or
        instant animations."""
        seconds = length(anim_scale, reduced_motion)
        return None if seconds is None else cls(headline, rects, colours, seconds, seed)

    def piece_rects(self, height: int) -> list[tuple[Piece, pygame.Rect]]:
        """Where each piece still above the bottom edge `height` is now."""
        # Pieces fly at a pace that fits the celebration's length (faster when it is short).
        time = self.t * SECONDS / self.seconds
        y0 = self.headline.centery
        out = []
        for p in self.pieces:
            y = y0 + p.vy * time + 0.5 * GRAVITY * time * time
            if y > height:
                continue
            # Each end's muzzle: the piece's rect, sway included, stays outside the headline.
            ox = self.headline.left - MUZZLE if p.side < 0 else self.headline.right + MUZZLE
            x = ox + p.vx * time + FLUTTER * math.sin(p.phase + time * 8) - p.size / 2
            flutter = abs(math.cos(p.phase + time * 11))  # turning: seen edge-on, then flat
            out.append((p, pygame.Rect(int(x), int(y), p.size, max(2, int(p.size * flutter)))))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The glow round the winners, then the confetti; nothing once done."""
        if self.done:
            return
        super().draw(surface)
        for piece, rect in self.piece_rects(surface.get_height()):
            pygame.draw.rect(surface, piece.colour, rect)
