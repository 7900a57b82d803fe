"""The Passing Game (draw dominoes), 2-4 players: the game, its options and GAME.

docs/rules.md section 3 (D1-D7). A match's state and moves are in match.py;
tiles in tiles.py, moves and notation in moves.py, events in events.py, views in
views.py (all in game/rules/dominoes/).
"""
from __future__ import annotations

from game.rules.base import BadOptions, BadRecord, Game, Move, Option
from game.rules.dominoes.match import DominoesMatch
from game.rules.dominoes.moves import parse_move


class DominoesGame(Game):
    """The Passing Game: draw dominoes for 2-4 players, teams optional with 4."""

    slug = "dominoes"
    name = "The Passing Game"
    min_players = 2
    max_players = 4
    options = (
        Option(
            "teams", "bool", False, "Teams",
            help="4 players: partners sit opposite and score together.",
        ),
        Option(
            "target", "int", None, "Target", minimum=1, maximum=1000,
            help="Points that win the match: auto is 101, or 61 for 4.",
        ),
    )

    def resolve_options(self, options: dict | None, players: int | None = None) -> dict:
        """Fill defaults and validate; `target` None means by player count (D7).

        Teams need exactly 4 players. With `players` given, target is a number.
        """
        if options is not None and not isinstance(options, dict):
            raise BadOptions(f"Options must be a JSON object, not {options!r}.")
        given = dict(options or {})
        if given.get("target", 0) is None:
            del given["target"]  # explicit null: the default by player count
        resolved = super().resolve_options(given, players)
        if players is not None:
            if resolved["teams"] and players != 4:
                raise BadOptions(
                    f"Option 'teams' needs exactly 4 players (partners sit opposite), "
                    f"not {players}."
                )
            if resolved["target"] is None:
                resolved["target"] = 61 if players == 4 else 101
        return resolved

    def new_match(
        self,
        players: int,
        seed: int,
        options: dict | None = None,
        deals: list[dict] | None = None,
    ) -> DominoesMatch:
        """Start a match. Explicit `deals` are checked up front (BadRecord) and used first."""
        players = self.check_players(players)
        self.check_seed(seed)
        resolved = self.resolve_options(options, players)
        if deals is not None and not isinstance(deals, list):
            raise BadRecord("'deals' must be a list of deal objects.")
        return DominoesMatch(self, players, seed, resolved, list(deals or []))

    def parse_move(self, text: str) -> Move:
        """Read `play A-B [left|right]`, `draw` or `pass`; unreadable text raises IllegalMove."""
        return parse_move(text)


GAME = DominoesGame()
