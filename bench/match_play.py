"""How a strength run plays one match between bots: each seat's bot as built from its level
and budget, and the loop that plays them (`play_one`).

Kept apart from the rest of `bench/bots.py` (pairings, intervals, the command line) because
the match log's fingerprint covers it (`bench/match_log.py`): a change to how a match is
played makes the logged matches stale, as a change to the bots' own code does.
"""
from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING

from game.ai import SeatPort, make_bot
from game.ai.ismcts import DEFAULT_THINK_TIME, EXPERT_THINK_TIME
from game.registry import get_game

if TYPE_CHECKING:  # only named: loading the log is no part of playing a match
    from bench.match_log import Result

SEARCHING = {"hard": 1.0, "expert": EXPERT_THINK_TIME / DEFAULT_THINK_TIME}
"""The levels that search, with their budget as a multiple of hard's (expert keeps its
ratio to hard when the bench scales the budget down)."""


def level_budget(level: str, budget: dict) -> dict:
    """The search options for `level` from hard's `budget` (think_time and iterations);
    `hard@0.25` and `hard#600` name their own think time or iterations."""
    try:
        if "@" in level:
            return {"think_time": float(level.split("@")[1]), "iterations": None}
        if "#" in level:
            return {"think_time": None, "iterations": int(level.split("#")[1])}
    except ValueError:
        raise ValueError(f"{level!r}: a budget is @SECONDS or #ITERATIONS, e.g. hard@0.25"
                         ) from None
    scale = SEARCHING[level]
    return {key: None if value is None else (value * scale if key == "think_time"
                                              else round(value * scale))
            for key, value in budget.items()}


def base_level(level: str) -> str:
    """The bot level of a pair member, without its own budget (`hard#600` -> hard)."""
    return level.split("@")[0].split("#")[0]


def seat_bots(levels: list[str], seed: int, budget: dict) -> list[tuple[str, int, dict]]:
    """Each seat's bot as a match of `seed` builds it: (level, bot seed, options)."""
    return [(base_level(level), seed * 10 + s,
             level_budget(level, budget) if base_level(level) in SEARCHING else {})
            for s, level in enumerate(levels)]


def match_key(job: tuple) -> str:
    """What makes a `play_one` job the same match: game, players, seed, each seat's bot
    as built and the game's options."""
    slug, players, levels, seed, budget, options = job
    return json.dumps([slug, players, seed, seat_bots(levels, seed, budget), options],
                      sort_keys=True)


def play_one(job: tuple) -> Result:
    """Play one match; return the winners and each level's decision times."""
    slug, players, levels, seed, budget, options = job
    match = get_game(slug).new_match(players, seed, options)
    bots = [make_bot(level, bot_seed, **bot_options)
            for level, bot_seed, bot_options in seat_bots(levels, seed, budget)]
    times: dict[str, list[float]] = {}
    while not match.is_over:
        seat = match.to_move
        port = SeatPort(match.clone(), seat)
        started = time.perf_counter()
        move = bots[seat].choose(port)
        times.setdefault(levels[seat], []).append(time.perf_counter() - started)
        match.apply_then_deal(move)
    return match.winners, times
