"""bench/teams.py: the team dominoes figures rotate seats and partners, credit the
challenging side with its own result, and give an interval around the share."""
from __future__ import annotations

import json

import pytest
from bench_helpers import load_bench


def test_seating_rotates_both_teams_over_every_seat():
    teams = load_bench("teams")
    seen = {level: set() for level in "ABCD"}
    for index in range(8):
        levels = teams.seating(("A", "B"), ("C", "D"), index)
        assert sorted(levels) == ["A", "B", "C", "D"]
        challengers = {levels.index("A"), levels.index("B")}
        assert challengers == {index % 2, index % 2 + 2}  # partners sit opposite
        for seat, level in enumerate(levels):
            seen[level].add(seat)
    assert all(seats == {0, 1, 2, 3} for seats in seen.values())


def test_a_match_is_credited_to_the_side_asked_about():
    teams = load_bench("teams")
    budget = {"think_time": None, "iterations": 5}
    levels = ["hard", "normal", "normal", "hard"]
    as_side_0 = teams.play_one((levels, 0, 7, budget, 21))
    as_side_1 = teams.play_one((levels, 1, 7, budget, 21))  # the same match, other side
    assert as_side_0["won"] != as_side_1["won"]
    assert as_side_0["points"] == as_side_1["points_lost"]
    assert as_side_0["points_lost"] == as_side_1["points"]
    assert as_side_0["rounds"] == as_side_1["rounds_lost"]
    winner = as_side_0 if as_side_0["won"] else as_side_1
    assert winner["points"] >= 21  # a match ends when a side reaches its target


def test_a_pairing_reports_its_share_inside_its_interval(capsys):
    teams = load_bench("teams")
    assert teams.main(["--teams", "normal+normal:easy+easy", "--matches", "12",
                       "--target", "11", "--seed", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    (row,) = report["pairings"]
    assert (row["team"], row["against"], row["matches"]) == ("normal+normal", "easy+easy", 12)
    low, high = row["share_95"]
    assert 0.0 <= low <= row["share"] <= high <= 1.0
    assert row["share"] == round(row["won"] / 12, 3)
    assert report["settings"]["iterations"] == teams.HARD_ITERATIONS


def test_a_malformed_pairing_is_refused(capsys):
    with pytest.raises(SystemExit):
        load_bench("teams").main(["--teams", "hard:normal+normal"])
    assert "a pairing is level+level:level+level" in capsys.readouterr().err
