"""bench/settle.py reports how much of its budget a settled search spends, and that it
chose the whole budget's move every time."""
from __future__ import annotations

import json

import pytest
from bench_helpers import load_bench


@pytest.mark.slow
def test_a_settle_run_reports_the_share_spent_and_the_same_moves(capsys):
    settle = load_bench("settle")
    assert settle.main(["--rows", "take-or-pass:3:hard:300", "dominoes:2:expert:200",
                        "--every", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(r["game"], r["level"]) for r in report["settle"]] == [
        ("take-or-pass", "hard"), ("dominoes", "expert")]
    for row in report["settle"]:
        assert row["decisions"] > 3 and row["same_move"] == row["decisions"]
        assert 0 < row["budget_spent"] <= 1
    assert min(r["budget_spent"] for r in report["settle"]) < 1


def test_a_malformed_row_is_refused_with_its_form(capsys):
    with pytest.raises(SystemExit):
        load_bench("settle").main(["--rows", "dominoes:two:hard:300"])
    assert "is not game:players:level:iterations" in capsys.readouterr().err
