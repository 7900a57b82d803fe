"""Pieces that rise with weight: a focused, hovered or picked card or tile eases up to its
height (and back down) over a moment instead of jumping there.

Only the picture eases: the table's state and its hit areas change at once, so a lift
never delays input. Timed by the animation speed (shorter with reduced motion); with
instant animations a piece is at its height at once.
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping

from game.engine.tween import ease_out_cubic

SECONDS = 0.14  # a whole rise or fall at normal speed: quick, but seen


class Lifts:
    """Each piece's drawn height (px above where it rests), easing toward the height the
    table wants it at; pieces are named by any hashable key."""

    def __init__(self) -> None:
        #: key -> (height when the ease began, height wanted, progress 0..1)
        self._rises: dict[Hashable, tuple[float, float, float]] = {}

    def update(self, dt: float, wanted: Mapping[Hashable, float], scale: float) -> None:
        """Advance `dt` seconds toward the `wanted` heights (every piece on show, resting ones
        at 0; a piece no longer named is forgotten). `scale` is the animation speed's."""
        rises = {}
        for key, goal in wanted.items():
            start, was, progress = self._rises.get(key, (0.0, 0.0, 1.0))
            if goal != was:  # a new height: ease on from where the piece is drawn now
                start, progress = _eased(start, was, progress), 0.0
            progress = 1.0 if scale <= 0 else min(1.0, progress + dt / (SECONDS * scale))
            rises[key] = (start, goal, progress)
        self._rises = rises

    def height(self, key: Hashable) -> float:
        """How high `key` is drawn now (0 for a piece not seen by `update` yet)."""
        rise = self._rises.get(key)
        return 0.0 if rise is None else _eased(*rise)

    def goal(self, key: Hashable) -> float:
        """The height `key` is easing toward (0 for a piece not seen yet)."""
        rise = self._rises.get(key)
        return 0.0 if rise is None else rise[1]

    def keys(self) -> list[Hashable]:
        """The pieces being lifted or kept at rest."""
        return list(self._rises)

    @property
    def moving(self) -> bool:
        """True while some piece is still rising or settling (the table keeps drawing)."""
        return any(progress < 1.0 for _s, _g, progress in self._rises.values())


def _eased(start: float, goal: float, progress: float) -> float:
    """The height part-way: fast off the mark, settling gently (ease-out)."""
    return start + (goal - start) * ease_out_cubic(progress)
