"""Headless rules for the games, all on one protocol (see base.py).

Each game is a package here (game/rules/<package>/); game/registry.py lists them
(`get_game(slug)`). The same job has the same file name in every game:

- `rules.py`: the `Game` (options, the match factory) and `GAME`;
- `match.py`: the `Match` (state, legal moves, `apply`);
- `moves.py`: the moves and their notation (`parse_move`);
- `events.py`: what `apply` returns; `views.py`: what one seat may see;
- `about.py`: the `GameDescriptor` (menu line, words, layout areas, help page);
- `learn.py`: the first-time rule lines (`moments`) and the guided deal (`LESSON`);
- `heuristics.py`: the bots' knowledge (`HEURISTICS`), `weights.py`: how a bot values
  a move, `playout.py`: the search's playouts in one loop, `search.py`: what the
  search asks of a match beyond the protocol (where the game needs it);

beside pieces named in the game's own words (`deck.py`, `cards.py`, `tiles.py`, `sets.py`).
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
