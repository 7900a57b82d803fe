"""PASS, 2-5 players: the game, its options and GAME (docs/rules.md section 1).

A match's state and moves are in match.py, moves and notation in moves.py (all in
game/rules/pass_game/).
"""
from __future__ import annotations

from game.rules.base import Game, Move, Option
from game.rules.pass_game.deal import check_deal
from game.rules.pass_game.match import PassMatch
from game.rules.pass_game.moves import parse_move


class PassGame(Game):
    """PASS, the climbing card game with PASS tokens (docs/rules.md section 1)."""

    slug = "pass"
    name = "PASS"
    min_players = 2
    max_players = 5
    options = (
        Option("win", "choice", "crowns", "Win by",
               "3 crowns, or 10 points (4/2/1 a deal).", choices=("crowns", "points")),
        Option("lack_of_pass", "bool", False, "Lack of PASS",
               "A token upgrades one card, not the whole set."),
        Option("wildcard_pass", "bool", False, "Wildcard PASS",
               "Once a play, 3 tokens make one wild card."),
    )

    def new_match(self, players: int, seed: int, options: dict | None = None,
                  deals: list[dict] | None = None) -> PassMatch:
        """Start a match; explicit `deals` ({"hands": [...]}) are checked up front."""
        players = self.check_players(players)
        self.check_seed(seed)
        resolved = self.resolve_options(options, players)
        hands = [check_deal(d, i, players) for i, d in enumerate(deals or [])]
        return PassMatch(self, players, seed, resolved, list(deals or []), hands)

    def parse_move(self, text: str) -> Move:
        """Read `pass` or `play CARD... [augment N] [wild V]`."""
        return parse_move(text)


GAME = PassGame()
