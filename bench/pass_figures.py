"""PASS speed figures: random-play moves/s and matches/s for 2-5 players, and
legal-move enumeration for a leader holding 13 cards and 5 tokens.

`figures()` returns a dict (bench/rules.py collects it); run as a script to
print it as JSON: `python bench/pass_figures.py`.
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.registry import get_game  # noqa: E402
from game.rules.pass_game.match import PassMatch  # noqa: E402

TARGET_MOVES_PER_SECOND_4P = 5000
TARGET_LEADER_MS = 5.0


def random_play(players: int, seconds: float, options: dict | None = None) -> dict:
    """Play random matches (uniform over legal_moves, as the random bot does) for
    about `seconds`; return moves/s and matches/s."""
    game = get_game("pass")
    moves = matches = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = game.new_match(players, seed, options)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply_then_deal(rng.choice(match.legal_moves()))
            moves += 1
        matches += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {"moves_per_second": round(moves / elapsed), "matches_per_second":
            round(matches / elapsed, 2), "moves_per_match": round(moves / matches, 1)}


def leader_enumeration(options: dict | None = None, deals: int = 40, repeats: int = 5) -> dict:
    """Median legal_moves() time and distinct plays for a leader with 13 cards, 5 tokens."""
    game = get_game("pass")
    times: list[float] = []
    counts: list[int] = []
    for seed in range(deals):
        match: PassMatch = game.new_match(4, seed, options)  # type: ignore[assignment]
        seat = match.to_move
        assert seat is not None
        match.tokens[seat] = 5  # bench setup: the leader holds 5 tokens
        for _ in range(repeats):
            match._legal = None  # measure the enumeration, not the cache
            t0 = time.perf_counter()
            legal = match.legal_moves()
            times.append(time.perf_counter() - t0)
        counts.append(len(legal))
    return {"median_ms": round(statistics.median(times) * 1000, 3),
            "max_ms": round(max(times) * 1000, 3),
            "median_plays": statistics.median(counts), "max_plays": max(counts)}


def figures(seconds: float = 1.5) -> dict:
    """All PASS figures, with the targets they are measured against."""
    out: dict = {"random_play": {}, "targets": {
        "moves_per_second_4p": TARGET_MOVES_PER_SECOND_4P, "leader_median_ms": TARGET_LEADER_MS}}
    for players in (2, 3, 4, 5):
        out["random_play"][f"{players}p"] = random_play(players, seconds)
    out["random_play"]["4p_all_variants"] = random_play(
        4, seconds, {"lack_of_pass": True, "wildcard_pass": True, "win": "points"})
    out["leader_13_cards_5_tokens"] = leader_enumeration()
    out["leader_13_cards_5_tokens_wildcard"] = leader_enumeration({"wildcard_pass": True})
    return out


if __name__ == "__main__":
    from bench import logbook

    found = figures()
    print(json.dumps(found, indent=2))
    logbook.record("pass_figures", found)
