"""Headless rules for the games, all on one protocol (see base.py).

Each game is a package here (game/rules/<package>/) whose rules module holds
`GAME`; game/registry.py lists them (`get_game(slug)`).
Nothing under this package imports pygame.
"""
from __future__ import annotations

from game.rules.base import (
    BadOptions,
    BadRecord,
    BadSeat,
    Game,
    IllegalMove,
    Match,
    Move,
    Option,
    RulesError,
)

__all__ = [
    "BadOptions",
    "BadRecord",
    "BadSeat",
    "Game",
    "IllegalMove",
    "Match",
    "Move",
    "Option",
    "RulesError",
]
