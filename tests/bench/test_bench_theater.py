"""bench/theater.py finds the longest random-play record and times the theater on it."""
from __future__ import annotations

import pytest
from bench_helpers import load_bench

from game.registry import get_game
from game.rules.record import replay


@pytest.mark.parametrize("slug, players, options", [("take-or-pass", 3, {}), ("dominoes", 2, {})])
def test_the_longest_record_is_a_whole_match_that_replays(slug, players, options):
    theater = load_bench("theater")
    record = theater.longest_record(slug, players, options, matches=3)
    lengths = [len(theater.longest_record(slug, players, options, matches=1)["moves"])]
    assert len(record["moves"]) >= max(lengths)
    assert record["game"] == get_game(slug).slug
    match, error = replay(record)
    assert error is None
    assert match.is_over  # every deal played out, not just the first
