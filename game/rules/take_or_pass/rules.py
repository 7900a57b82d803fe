"""Take or Pass (No Thanks! on a standard deck), 3-7 players: the game, its options, its
explicit deals and GAME (docs/rules.md section 2). A match's state and moves are in
match.py; the cards in cards.py, moves and notation in moves.py, events in events.py and
the view in views.py (all in game/rules/take_or_pass/).
"""
from __future__ import annotations

from typing import Any

from game.rules.base import BadRecord, Game, Move, Option
from game.rules.take_or_pass.cards import HIGH, LOW, PILE
from game.rules.take_or_pass.match import TakeOrPassMatch
from game.rules.take_or_pass.moves import parse_move
from game.userdata import brief


def check_deal(deal: Any, players: int) -> dict:
    """Validate one explicit deal: 24 distinct cards 3..35 in draw order and a first seat."""
    if not isinstance(deal, dict) or set(deal) != {"deck", "first"}:
        raise BadRecord("A Take or Pass deal must have exactly 'deck' and 'first'.")
    deck, first = deal["deck"], deal["first"]
    if not isinstance(deck, list) or len(deck) != PILE:
        raise BadRecord(f"A Take or Pass deck must list {PILE} cards in draw order.")
    for card in deck:
        if not isinstance(card, int) or isinstance(card, bool) or not LOW <= card <= HIGH:
            raise BadRecord(f"Unknown card {brief(card)}: Take or Pass cards are {LOW} to {HIGH}.")
    if len(set(deck)) != PILE:
        raise BadRecord("A Take or Pass deck lists a card twice.")
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
        raise BadRecord(f"'first' must be a seat from 0 to {players - 1}, not {brief(first)}.")
    return {"deck": list(deck), "first": first}


class TakeOrPassGame(Game):
    """Take or Pass: metadata, options and the match factory."""

    slug = "take-or-pass"
    name = "Take or Pass"
    min_players = 3
    max_players = 7
    options = (
        Option("games", "int", 1, "Games per match", "Scores add up over the games.",
               minimum=1, maximum=20, screen_default=3),
        Option("open_chips", "bool", False, "Open chips",
               "Everybody's chip count is shown."),
    )

    def has_hidden_information(self, options: dict) -> bool:
        """Only the chip counts are secret (T6), and not with open chips."""
        return not options.get("open_chips", False)

    def new_match(self, players: int, seed: int, options: dict | None = None,
                  deals: list[dict] | None = None) -> TakeOrPassMatch:
        """Start a match; explicit `deals` are used in order, then the seeded RNG deals."""
        self.check_players(players)
        resolved = self.resolve_options(options)
        self.check_seed(seed)
        if deals is not None and not isinstance(deals, list):
            raise BadRecord("'deals' must be a list of deal objects.")
        checked = [check_deal(d, players) for d in (deals or [])]
        return TakeOrPassMatch(self, players, seed, resolved, checked)

    def parse_move(self, text: str) -> Move:
        """Read 'take' or 'pass' (any case); anything else raises IllegalMove."""
        return parse_move(text)


GAME = TakeOrPassGame()
