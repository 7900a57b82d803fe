"""Reading a guided deal's progress off its table scene (scenes/screens/lesson.py): the
lesson is a table scene with a `GuidedDeal` guide, one step per move made."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules.base import Move
    from scenes.frame.table import TableScene


def step_of(scene: TableScene) -> int:
    """The lesson's step to play now (one per move made)."""
    return len(scene.match.moves)


def finished(scene: TableScene) -> bool:
    """Whether every step of the lesson was played."""
    return scene.guide.finished(scene.match)


def expected(scene: TableScene) -> Move:
    """The move the lesson's step plays now."""
    return scene.guide.expected(scene.match)
