"""bench/teams.py: the team dominoes figures rotate seats and partners, credit the
challenging side with its own result, give an interval around the share, and keep a log
that a stopped run resumes from."""
from __future__ import annotations

import json
import re

import pytest
from bench_helpers import count_plays, load_bench

BUDGET = {"think_time": None, "iterations": 3}  # a match replays exactly
PAIR = (("hard", "normal"), ("normal", "normal"))


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
    as_side_0 = teams.play_one(("dominoes", levels, 0, 7, budget, 21))
    as_side_1 = teams.play_one(("dominoes", levels, 1, 7, budget, 21))  # the other side
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


@pytest.mark.slow
def test_a_stopped_team_run_resumes_from_its_log_with_the_figures_of_one_whole_run(
        tmp_path, monkeypatch, capsys):
    teams = load_bench("teams")
    whole = teams.pairing(*PAIR, 6, 3, BUDGET, 11, None)
    played = count_plays(teams, monkeypatch)
    path = tmp_path / "teams.jsonl"
    with teams.open_log(path) as log:  # "stopped" after 4 matches
        teams.pairing(*PAIR, 4, 3, BUDGET, 11, None, log)
    assert len(path.read_text().splitlines()) == 4
    played.clear()
    with teams.open_log(path) as log:
        assert len(log.results) == 4
        resumed = teams.pairing(*PAIR, 6, 3, BUDGET, 11, None, log)
    assert [job[3] for job in played] == [7, 8]  # only the two deals the log lacked
    assert resumed == whole | {"from_log": 4}
    assert "6/6 matches" in capsys.readouterr().err


def test_a_team_logs_fingerprint_also_covers_the_loop_that_plays_its_matches(tmp_path):
    match_log = load_bench("match_log")
    for name in ("game/rules/tiles/rules.py", "bench/match_play.py", "bench/teams.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("a")

    def prints() -> tuple[str, str]:
        return (match_log.code_fingerprint("tiles", tmp_path),
                match_log.code_fingerprint("tiles", tmp_path, also=("bench/teams.py",)))

    strength, team = prints()
    assert strength != team
    (tmp_path / "bench/teams.py").write_text("changed")
    assert prints()[0] == strength and prints()[1] != team
    assert load_bench("teams").LOOP == "bench/teams.py"


@pytest.mark.slow
def test_strength_and_team_matches_in_one_file_are_each_stale_to_the_other(tmp_path):
    bots, teams = load_bench("bots"), load_bench("teams")
    path = tmp_path / "mixed.jsonl"
    with bots.MatchLog(path, ["dominoes"]) as log:
        bots.strength("dominoes", 2, "normal", "random", 2, 11, {}, None, {}, log)
    with teams.open_log(path) as log:
        assert (len(log.results), log.stale) == (0, 2)
        teams.pairing(("normal", "normal"), ("easy", "easy"), 3, 3, BUDGET, 11, None, log)
    with bots.MatchLog(path, ["dominoes"]) as log:
        assert (len(log.results), log.stale) == (2, 3)
    with teams.open_log(path) as log:
        assert (len(log.results), log.stale) == (3, 2)


@pytest.mark.parametrize("damage", [
    (r'"won":(true|false)', '"won":"yes"'),
    (r'"won":(true|false)', '"won":1'),
    (r',"points_lost":\d+', ""),
], ids=["won-text", "won-number", "points-lost-missing"])
def test_a_team_line_with_a_malformed_result_is_refused_and_left_as_it_was(
        tmp_path, capsys, damage):
    teams = load_bench("teams")
    path = tmp_path / "teams.jsonl"
    with teams.open_log(path) as log:
        teams.pairing(("normal", "normal"), ("easy", "easy"), 2, 3, BUDGET, 11, None, log)
    content = re.sub(damage[0], damage[1], path.read_text(), count=1)
    path.write_text(content)
    capsys.readouterr()
    with pytest.raises(SystemExit) as stop:
        teams.main(["--teams", "normal+normal:easy+easy", "--matches", "2", "--target", "11",
                    "--seed", "3", "--log", str(path)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"{path} is not a match log (line 1" in err and "left as it was" in err
    assert "matches," not in err  # no match was played
    assert path.read_text() == content


def test_a_peek_plays_nothing_and_needs_a_log(tmp_path, monkeypatch, capsys):
    teams = load_bench("teams")
    with pytest.raises(SystemExit):
        teams.main(["--peek"])
    assert "--peek reads a log" in capsys.readouterr().err
    path = tmp_path / "teams.jsonl"
    path.touch()
    played = count_plays(teams, monkeypatch)
    assert teams.main(["--teams", "normal+normal:easy+easy", "--log", str(path),
                       "--peek"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["pairings"]
    assert (row["matches"], row["share"], row["share_95"]) == (0, None, None)
    assert played == [] and path.read_text() == ""
