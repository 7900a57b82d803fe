"""What the app knows about one game: a `GameDescriptor` (game/registry.py lists them all).

A descriptor is headless (no pygame, no scene): the rules and the bots' heuristics are
found by convention from its `package` name and imported only when first asked for, so
`replay` and `sim` load only what they use.

- `game.rules.<package>.rules` holds `GAME` (a rules `Game`);
- `game.rules.<package>.heuristics` holds `HEURISTICS` (optional);
- `game.rules.<package>.learn` holds `moments` and `LESSON` for newcomers (optional).

The game's scenes (its table, sounds and help picture) are found from the same `package`
on the scenes side, which knows this layer and not the other way round.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.base import Game


@dataclass(frozen=True)
class HelpPage:
    """The how-to-play page: titled paragraphs, a caption under the picture, the controls
    (with tokens: game/engine/prompts.py, drawn as the player's own keys or buttons)."""

    sections: tuple[tuple[str, str], ...]
    caption: str
    controls: str


@dataclass(frozen=True)
class GameDescriptor:
    """One game of the collection: its names, words, layout areas, help, and where its code is.

    The name and the player range come from the rules (`Game.name`, `min_players`,
    `max_players`): they are written once, there.
    """

    slug: str  #: the game's id in records, settings and levels/<slug>.tmx
    package: str  #: Python name of game/rules/<package>/ (and of its scenes' package)
    pitch: str  #: one line for the menu
    round_name: str  #: what one deal is called on screen: "Deal", "Game", "Round"
    private_part: str  #: what the privacy curtain hides: "your hand"
    #: The table areas its layouts have beyond the common ones (and any common one it moves),
    #: placed as game/engine/layout_plan.py places the rest: levels/<slug>.tmx is written
    #: from them, and a table whose map cannot load is laid out from them.
    anchors: Mapping[str, tuple[int, int, int, int]] = field(hash=False)
    help: HelpPage
    #: What the match score counts, in a column heading ("crowns", "total"), for options.
    score_name: Callable[[dict], str]
    #: How the match is won, in words, for these options and the finished match's public view.
    goal: Callable[[dict, Any], str]
    #: True when the lower match score is the better one (stats' "best score").
    low_score_wins: bool = False
    #: One line telling a rules event in the terminal match ("" to stay quiet), or None to
    #: print the moves instead.
    narrate: Callable[[object], str] | None = None

    @cached_property
    def rules(self) -> Game:
        """The rules `Game`."""
        return importlib.import_module(f"game.rules.{self.package}.rules").GAME

    @property
    def name(self) -> str:
        """The game's name on screen."""
        return self.rules.name

    @property
    def players(self) -> range:
        """The player counts the game takes."""
        return range(self.rules.min_players, self.rules.max_players + 1)

    def players_text(self) -> str:
        """"2 to 5 players"."""
        return f"{self.rules.min_players} to {self.rules.max_players} players"

    def has_hidden_information(self, options: dict) -> bool:
        """Does a seat's view show something others may not see (so hot-seat needs a curtain)?"""
        return self.rules.has_hidden_information(options)

    @cached_property
    def heuristics_module(self) -> ModuleType | None:
        """game.rules.<package>.heuristics, or None if the game has none."""
        return self._optional_module("heuristics")

    @cached_property
    def learn_module(self) -> ModuleType | None:
        """game.rules.<package>.learn (first-time rule lines `moments`, the guided deal
        `LESSON`), or None if the game has none."""
        return self._optional_module("learn")

    def _optional_module(self, module: str) -> ModuleType | None:
        name = f"game.rules.{self.package}.{module}"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            return None
