"""Test helper: seeded bot-match records for the replay theater's tests."""
from __future__ import annotations

from game.ai import SeatPort, make_bot
from game.registry import get_game

# Small matches so the sweeps stay fast: the fewest players, short options.
SMALL = {"pass": (2, {"win": "points"}), "take-or-pass": (3, {}), "dominoes": (2, {"target": 20})}


def bot_record(slug: str, seed: int, players: int | None = None,
               options: dict | None = None) -> dict:
    """The record of a whole match played by random bots from `seed`."""
    small_players, small_options = SMALL[slug]
    players = players or small_players
    options = small_options if options is None else options
    match = get_game(slug).new_match(players, seed, options)
    bots = [make_bot("random", seed * 10 + s) for s in range(players)]
    while not match.is_over:
        seat = match.to_move
        match.apply_then_deal(bots[seat].choose(SeatPort(match, seat)))
    return match.record()
