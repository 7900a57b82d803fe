"""bench/bots.py tells how far a strength run got as it goes: a line per whole deal on
stderr, so a long run stopped early still reports its count, and stdout stays JSON."""
from __future__ import annotations

import pytest
from bench_helpers import load_bench


def test_a_strength_run_reports_each_whole_deal_on_stderr(capsys):
    bots = load_bench("bots")
    times: dict = {}
    row = bots.strength("take-or-pass", 3, "normal", "random", 7, 11, {}, None, times)
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    # Deals of 3 matches each (the challenger in every seat), and the last, partial one.
    assert [line.split(": ")[1].split(" matches")[0] for line in lines] == ["3/7", "6/7", "7/7"]
    assert all(line.startswith("take-or-pass 3p normal-random: ") for line in lines)
    assert float(lines[-1].rsplit(" ", 1)[1]) == pytest.approx(row["wins"], abs=0.01)
    assert row["matches"] == 7
    assert 0 <= row["wins"] <= 7


def test_a_pairing_with_its_own_budgets_is_held_to_its_levels_target(capsys):
    bots = load_bench("bots")
    row = bots.strength("take-or-pass", 3, "hard#2", "normal", 3, 11, {}, None, {})
    assert (row["target"], row["met"]) == (1.3, row["ratio"] >= 1.3)
    capsys.readouterr()


def test_wilsons_interval_stays_open_at_a_clean_sweep_and_is_what_few_deals_get():
    bots = load_bench("bots")
    low, high = bots.wilson(0.5, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)  # the textbook figures
    low, high = bots.wilson(1.0, 12)  # 12 of 12 won: still not certain
    assert high == 1.0 and 0.75 < low < 0.76
    # Under MIN_DEALS deals the spread between deals is not trusted: Wilson's instead.
    shares = [1.0, 0.5, 0.0, 1.0]
    assert bots.interval(shares, 8) == bots.wilson(sum(shares) / 4, 8)
