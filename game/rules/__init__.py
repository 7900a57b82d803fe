"""Headless rules for the three games, all on one protocol (see base.py).

`get_game(slug)` returns the game for "pass", "take-or-pass" or "dominoes".
Nothing under this package imports pygame.
"""
from __future__ import annotations

import importlib

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

# slug -> module that defines GAME; imported on first use so one game's
# module never slows down or breaks another's.
_MODULES = {
    "pass": "game.rules.pass_game.match",
    "take-or-pass": "game.rules.take_or_pass.rules",
    "dominoes": "game.rules.dominoes.rules",
}
SLUGS = tuple(_MODULES)


def get_game(slug: str) -> Game:
    """The game called `slug`; an unknown slug raises BadOptions listing the known ones."""
    if not isinstance(slug, str) or slug not in _MODULES:  # a record may hold any JSON here
        raise BadOptions(f"Unknown game {slug!r}; the games are: {', '.join(SLUGS)}.")
    return importlib.import_module(_MODULES[slug]).GAME


__all__ = [
    "SLUGS",
    "BadOptions",
    "BadRecord",
    "BadSeat",
    "Game",
    "IllegalMove",
    "Match",
    "Move",
    "Option",
    "RulesError",
    "get_game",
]
