"""The acting player's hand at the dominoes table: which tiles fit, where, and as which move.

Pure logic (no pygame): the table asks which ends a tile fits, how it would lie
there, and which legal move a choice of tile and end means, so that picking a
tile and an end on screen produces exactly the move its notation names.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.base import Move
from game.rules.dominoes.moves import Play

LEFT = "left"
RIGHT = "right"
SIDES = (LEFT, RIGHT)


def numbers(name: str) -> tuple[int, int]:
    """The two numbers of a tile named "a-b"."""
    first, _, second = name.partition("-")
    return int(first), int(second)


def same_tile(name: str, move: Move) -> bool:
    """True if `move` places the tile called `name` (either way round)."""
    if not isinstance(move, Play):
        return False
    return sorted(numbers(name)) == sorted((move.a, move.b))


def fitting_ends(name: str, ends: tuple[int, int] | None) -> tuple[str, ...]:
    """The ends ("left", "right") the tile matches; () if none; ("",) for a round's first tile."""
    if ends is None:
        return ("",)
    a, b = numbers(name)
    return tuple(side for side, end in zip(SIDES, ends, strict=True) if end in (a, b))


def laid_at(name: str, side: str, ends: tuple[int, int] | None) -> tuple[int, int]:
    """How the tile would lie (left number, right number) on `side`; as named for a first tile."""
    a, b = numbers(name)
    if ends is None or side not in SIDES:
        return (max(a, b), min(a, b))
    end = ends[0] if side == LEFT else ends[1]
    far = b if a == end else a
    # On the left the touching number is on the tile's right, and vice versa.
    return (far, end) if side == LEFT else (end, far)


def move_for(name: str, side: str, ends: tuple[int, int] | None, legal: Sequence[Move]) -> Move:
    """The move that puts tile `name` on `side` (ignored for a first tile).

    Prefers the legal move itself (so the UI and the notation agree exactly);
    a choice the rules will refuse becomes the move as written, so the rules'
    own message explains why.
    """
    a, b = numbers(name)
    hi, lo = max(a, b), min(a, b)
    fits = fitting_ends(name, ends)
    for move in legal:
        if not same_tile(name, move):
            continue
        move_side = getattr(move, "side", None)
        if ends is None or move_side == side or (move_side is None and fits == (side,)):
            return move
    if ends is None or (len(fits) < 2 and side in fits):
        return Play(hi, lo)
    return Play(hi, lo, side if side in SIDES else None)


@dataclass
class HandChoice:
    """What the acting human has picked so far: a tile, then an end."""

    tile: str | None = None
    side: str = ""

    def select(self, name: str, ends: tuple[int, int] | None) -> None:
        """Pick `name`; its end starts at the left one it fits (or the only one)."""
        self.tile = name
        fits = fitting_ends(name, ends)
        self.side = fits[0] if fits else ""

    def choose(self, side: str, ends: tuple[int, int] | None) -> bool:
        """Aim the picked tile at `side`; False (nothing changes) if it does not fit there."""
        if self.tile is None or side not in fitting_ends(self.tile, ends):
            return False
        self.side = side
        return True

    def clear(self) -> None:
        """Nothing picked."""
        self.tile = None
        self.side = ""

    def move(self, ends: tuple[int, int] | None, legal: Sequence[Move]) -> Move | None:
        """The move the current pick means, or None with nothing picked."""
        if self.tile is None:
            return None
        return move_for(self.tile, self.side, ends, legal)


def hand_slots(
    count: int, area: tuple[int, int, int, int], max_length: int = 150, gap: int = 14
) -> tuple[list[tuple[int, int, int, int]], int]:
    """Rectangles for `count` upright tiles centred in `area`, and the tile length used.

    Tiles shrink (never below 60 px long) so a long hand still fits the area's width.
    """
    x, y, w, h = area
    length = min(max_length, h - 36)
    if count:
        # Each tile takes length/2 + gap; find the largest even length that fits.
        fit = int(2 * ((w - 16) / count - gap))
        length = max(60, min(length, fit))
    length -= length % 2
    short = length // 2
    total = count * short + max(count - 1, 0) * gap
    left = x + (w - total) // 2
    top = y + h - length - 12
    return [(left + i * (short + gap), top, short, length) for i in range(count)], length
