"""bench/top_screen.py screens expert against hard by wins and score margin, paired."""
from __future__ import annotations

import json

import pytest
from bench_helpers import load_bench


def test_a_screen_reports_wins_margins_and_the_paired_difference(tmp_path, capsys):
    screen = load_bench("top_screen")
    saved = tmp_path / "first.json"
    args = ["--players", "3", "--iterations", "8", "--deals", "2", "--seed", "7"]
    assert screen.main([*args, "--save", str(saved)]) == 0
    first = json.loads(capsys.readouterr().out)
    results = json.loads(saved.read_text())
    assert first["matches"] == 6 == len(results)
    assert [r[0] for r in results] == [7, 7, 7, 8, 8, 8]
    # Each deal's wins are shared out among its three matches' winners.
    assert 0 <= first["ratio"][0] <= 3
    assert screen.main([*args, "--against", str(saved)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["paired"] == {"ratio": [0.0, 0.0], "margin": [0.0, 0.0]}, "same bots, same play"


def test_a_screen_against_strangers_pairs_expert_with_and_without_its_model(tmp_path, capsys):
    """The same deals against strangers, expert with its opponent model and without: the
    two play differently (the model changes its playouts), each on its own budget alone."""
    screen = load_bench("top_screen")
    saved = tmp_path / "without.json"
    args = ["--players", "3", "--iterations", "30", "--deals", "3", "--seed", "5",
            "--opponent", "ismcts"]
    assert screen.main([*args, "--without-model", "--save", str(saved)]) == 0
    capsys.readouterr()
    assert screen.main([*args, "--against", str(saved)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["settings"]["opponent"] == "ismcts" and report["matches"] == 9
    assert report["paired"]["margin"] != [0.0, 0.0], "the model changes expert's play"
    assert screen.SHARP_HEURISTICS.learns  # the version played last is the one kept


def test_a_saved_run_of_other_deals_is_refused(tmp_path, capsys):
    screen = load_bench("top_screen")
    other = tmp_path / "other.json"
    other.write_text(json.dumps([[1, 0.0, 1.0]] * 3))
    with pytest.raises(SystemExit):
        screen.main(["--players", "3", "--iterations", "5", "--deals", "1", "--seed", "7",
                     "--against", str(other)])
    assert "holds other deals" in capsys.readouterr().err
