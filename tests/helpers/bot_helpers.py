"""Shared helpers for the bot tests: which games exist, bots on small budgets, random states."""
from __future__ import annotations

import random

from game.ai import make_bot
from game.registry import SLUGS, get_game
from game.rules.base import Match

GAMES = list(SLUGS)

# Player counts the bench figures use; the tests mostly use the smaller one for speed.
PLAYERS = {"pass": (2, 4), "take-or-pass": (3, 5), "dominoes": (2, 4)}


def bot(level: str, seed: int, iterations: int = 12):
    """A bot; the searching ones (hard, expert) on a small, deterministic iteration budget."""
    if level in ("hard", "expert"):
        return make_bot(level, seed, think_time=None, iterations=iterations)
    return make_bot(level, seed)


# A variant of each game with every option away from its default.
VARIANTS = {
    "pass": {"win": "points", "lack_of_pass": True, "wildcard_pass": True},
    "take-or-pass": {"games": 2, "open_chips": True},
    "dominoes": {"teams": True, "target": 40},
}
VARIANT_PLAYERS = {"pass": 3, "take-or-pass": 4, "dominoes": 4}


def random_state(
    slug: str, players: int, seed: int, steps: int, options: dict | None = None
) -> Match:
    """A match after up to `steps` uniformly random legal moves (stops before the end)."""
    match = get_game(slug).new_match(players, seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        moves = match.legal_moves()
        move = rng.choice(moves)
        trial = match.clone()
        trial.apply_then_deal(move)
        if trial.is_over:
            break
        match = trial
    return match

