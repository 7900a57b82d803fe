"""Each game's scenes, found from its descriptor (game/registry.py): the table class, the
effect each rules event plays and the how-to-play picture, keyed by the game's slug.

The rules side knows no scene; this is where a game's descriptor meets its scenes, by the
convention that scenes/<package>/ shows game/rules/<package>/:

- `scenes.<package>.table` holds `Table` (a `GameTable`, scenes/frame/game_table.py);
- `scenes.<package>.sounds` holds `sound_for(event)`, the effect a rules event plays;
- `scenes.<package>.help_picture` holds `help_picture(ctx, size)`.

Each is imported only when first asked for, so one game's scenes never slow down another's.
A game may have none of them yet: it is then played on the plain table
(scenes/frame/fallback_table.py), silently, with no picture on its help page.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING

from game.registry import descriptor

if TYPE_CHECKING:
    import pygame

    from game.engine.context import AppContext
    from scenes.frame.game_table import GameTable


@dataclass(frozen=True)
class GameScenes:
    """Where one game's scenes are: scenes/<package>/."""

    package: str  #: Python name of scenes/<package>/ (and game/rules/<package>/)

    def table_class(self) -> type[GameTable]:
        """The game's `GameTable` class (imports its scenes: pygame)."""
        return importlib.import_module(f"scenes.{self.package}.table").Table

    @cached_property
    def sounds(self) -> ModuleType | None:
        """scenes.<package>.sounds (which effect each rules event plays), or None while the
        game has none: its moves are silent."""
        name = f"scenes.{self.package}.sounds"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name not in (name, f"scenes.{self.package}"):
                raise  # the module is there but something it imports is not: a bug
            return None

    def event_sound(self, event: object) -> str | None:
        """The named effect (game/engine/sound_bank.py) rules `event` plays, or None."""
        sounds = self.sounds
        return sounds.sound_for(event) if sounds is not None else None

    def help_picture(self) -> Callable[[AppContext, tuple[int, int]], pygame.Surface]:
        """The function drawing the how-to-play picture (imports its art: pygame)."""
        return importlib.import_module(f"scenes.{self.package}.help_picture").help_picture


_BY_SLUG: dict[str, GameScenes] = {}


def scenes_for(slug: str) -> GameScenes:
    """The scenes of the game called `slug`; an unknown one raises BadOptions (as
    game.registry.descriptor does)."""
    found = _BY_SLUG.get(slug)
    if found is None:
        found = _BY_SLUG[slug] = GameScenes(descriptor(slug).package)
    return found
