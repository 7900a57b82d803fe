"""Every game of the collection, in menu order: the one place a game is registered.

To add a game (docs/architecture.md, "Adding a game", lists every step): write its rules
package game/rules/<package>/ (`GAME` in its rules.py, its `GameDescriptor` in about.py),
import the descriptor here and add it to GAMES below. Its scenes package scenes/<package>/
(`Table`, `sound_for`, `help_picture`; scenes/registry.py), its Tiled layout
levels/<slug>.tmx and its phone art and page follow; until they exist it is played on the
plain table, silently, laid out from its descriptor.
"""
from __future__ import annotations

from game.descriptor import GameDescriptor
from game.rules.base import BadOptions, Game
from game.rules.dominoes.about import DOMINOES
from game.rules.pass_game.about import PASS
from game.rules.take_or_pass.about import TAKE_OR_PASS

GAMES: tuple[GameDescriptor, ...] = (PASS, TAKE_OR_PASS, DOMINOES)
SLUGS: tuple[str, ...] = tuple(d.slug for d in GAMES)
_BY_SLUG = {d.slug: d for d in GAMES}


def descriptor(slug: object) -> GameDescriptor:
    """The game called `slug`; an unknown one raises BadOptions listing the known ones."""
    if not isinstance(slug, str) or slug not in _BY_SLUG:  # a record may hold any JSON here
        raise BadOptions(f"Unknown game {slug!r}; the games are: {', '.join(SLUGS)}.")
    return _BY_SLUG[slug]


def get_game(slug: object) -> Game:
    """The rules of the game called `slug`; an unknown one raises BadOptions."""
    return descriptor(slug).rules
