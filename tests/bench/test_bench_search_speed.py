"""bench/search_speed.py measures the search of the level it is given (expert's PASS
search plays out by other heuristics than hard's, at another speed)."""
from __future__ import annotations

import json

import pytest
from bench_helpers import load_bench

import game.ai.ismcts as ismcts


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_speed_run_searches_with_the_level_it_is_given(level, capsys, monkeypatch):
    searched = []
    real = ismcts.HardBot.search

    def search(bot, port):
        searched.append(bot.level)
        return real(bot, port)

    monkeypatch.setattr(ismcts.HardBot, "search", search)
    speed = load_bench("search_speed")
    assert speed.main(["--games", "pass", "--positions", "2", "--iterations", "5",
                       "--level", level]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["settings"]["level"] == level
    assert [row["players"] for row in report["speed"]] == [2, 4]
    assert all(row["iterations_per_second"] > 0 for row in report["speed"])
    assert searched and set(searched) == {level}


def test_an_unknown_level_is_refused_with_the_choices(capsys):
    with pytest.raises(SystemExit):
        load_bench("search_speed").main(["--level", "normal"])
    assert "invalid choice: 'normal'" in capsys.readouterr().err
