"""bench/ladder.py: every listed level rated in each game asked for, the run logged with
its ladder and the checks of its order."""
from __future__ import annotations

import json

from bench_helpers import load_bench


def test_a_short_run_rates_every_level_and_logs_its_ladder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PASSTIME_BENCH_LOGS", str(tmp_path))
    ladder = load_bench("ladder")
    assert ladder.main(["--matches", "4", "--games", "take-or-pass", "--iterations", "5"]) == 0
    (line,) = (tmp_path / "ladder.jsonl").read_text().splitlines()
    logged = json.loads(line)
    run = logged["figures"]
    assert logged["kind"] == "ladder take-or-pass"
    assert logged["command"] == ("python bench/ladder.py --matches 4 --games take-or-pass "
                                 "--iterations 5")
    rungs = run["ladder"]
    assert sorted(r["name"] for r in rungs) == ["easy", "hard", "normal", "random"]
    assert [r["mu"] for r in rungs] == sorted((r["mu"] for r in rungs), reverse=True)
    assert run["ordered"] == ([r["name"] for r in rungs] == ["hard", "normal", "easy", "random"])
    assert sum(run["wins"].values()) >= 4 and run["hard_iterations"] == 5
    printed = capsys.readouterr().out
    assert "Take or Pass: 4 matches" in printed and f"1. {rungs[0]['name']}" in printed
