"""A guide at the table: a script the match follows step by step (the guided deal,
scenes/screens/lesson.py). The table asks it whether a person's move is the script's, lets
it speak over the table and in the turn banner, and, once the script is done, leaves for
the menu on the next confirm. A table without a guide plays as the rules allow.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.rules.base import Match, Move
    from scenes.frame.game_table import GameTable
    from scenes.frame.table_chrome import Banner


class Guide(Protocol):
    """What the table asks of its guide."""

    def finished(self, match: Match) -> bool:
        """True once every step of the script was played."""
        ...

    def refusal(self, match: Match, move: Move) -> str | None:
        """Why a person's `move` is not the script's now, in the script's words (None: it
        is the step's move)."""
        ...

    def banner(self, match: Match) -> Banner | None:
        """The turn banner in its place, or None for the table's own."""
        ...

    def speaks(self, match: Match) -> bool:
        """True while the guide's words are over the table (the table makes room for them)."""
        ...

    def points_to(self, match: Match) -> Move | None:
        """The move whose controls the guide's words ring now (None while they ring none)."""
        ...

    def draw(self, surface: pygame.Surface, match: Match, table: GameTable) -> None:
        """What the guide says over the table (the step's words, rings round its controls)."""
        ...
