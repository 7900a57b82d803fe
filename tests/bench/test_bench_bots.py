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


def _counting_play_one(bots, monkeypatch) -> list:
    """Make the bench count the matches it really plays (the rest come from a log)."""
    played: list = []
    real = bots.play_one

    def play_one(job):
        played.append(job)
        return real(job)

    monkeypatch.setattr(bots, "play_one", play_one)
    return played


def test_a_stopped_run_resumes_from_its_log_with_the_figures_of_one_whole_run(
        tmp_path, monkeypatch, capsys):
    bots = load_bench("bots")
    whole = bots.strength("take-or-pass", 3, "normal", "random", 7, 11, {}, None, {})
    played = _counting_play_one(bots, monkeypatch)
    path = tmp_path / "strength.jsonl"
    # "Stopped" after 4 matches: the log holds them.
    bots.strength("take-or-pass", 3, "normal", "random", 4, 11, {}, None, {},
                  bots.MatchLog(path))
    assert len(path.read_text().splitlines()) == 4
    played.clear()
    times: dict = {}
    resumed = bots.strength("take-or-pass", 3, "normal", "random", 7, 11, {}, None, times,
                            bots.MatchLog(path))
    assert (whole.pop("from_log"), resumed.pop("from_log")) == (0, 4)
    assert resumed == whole
    assert len(played) == 3  # only the matches the log did not hold
    assert len(path.read_text().splitlines()) == 7
    assert set(times) == {"take-or-pass/normal", "take-or-pass/random"}
    capsys.readouterr()


def test_a_log_keeps_but_does_not_use_matches_played_by_other_code(tmp_path, monkeypatch):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {},
                  bots.MatchLog(path, fingerprint=lambda slug: "old"))
    before = path.read_text()
    played = _counting_play_one(bots, monkeypatch)
    log = bots.MatchLog(path, fingerprint=lambda slug: "new")
    assert (len(log.results), log.stale) == (0, 3)
    bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {}, log)
    assert len(played) == 3
    text = path.read_text()
    assert text.startswith(before) and len(text.splitlines()) == 6


def test_a_line_cut_short_is_reported_and_skipped_and_the_file_is_not_rewritten(
        tmp_path, monkeypatch, capsys):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {},
                  bots.MatchLog(path))
    lines = path.read_text().splitlines()
    unknown = lines[1].replace('"take-or-pass', '"tiddlywinks')  # no such game
    cut = "\n".join([lines[0], unknown, lines[1]]) + "\n" + lines[2][:40]  # killed mid-write
    path.write_text(cut)
    capsys.readouterr()
    log = bots.MatchLog(path)
    err = capsys.readouterr().err
    assert "line 2 is not a match record, skipped" in err
    assert "line 4 is not a match record, skipped" in err
    assert len(log.results) == 2
    played = _counting_play_one(bots, monkeypatch)
    bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {}, log)
    assert len(played) == 1
    text = path.read_text()
    assert text.startswith(cut + "\n")  # the cut line kept, the new record on its own line
    assert len(bots.MatchLog(path).results) == 3


def test_a_log_that_cannot_be_written_stops_the_run_before_any_match(tmp_path, capsys):
    bots = load_bench("bots")
    with pytest.raises(SystemExit) as stop:
        bots.main(["--games", "take-or-pass", "--pairs", "normal-random", "--matches", "3",
                   "--log", str(tmp_path)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"cannot use {tmp_path} as the match log" in err
    assert "matches," not in err  # no match was played


def test_a_games_fingerprint_changes_with_its_own_and_the_shared_code_only(tmp_path):
    match_log = load_bench("match_log")
    files = {"game/ai/search.py": "a", "game/rules/base.py": "b", "game/registry.py": "c",
             "game/rules/cards/rules.py": "d", "game/rules/tiles/rules.py": "e",
             "game/engine/draw.py": "f"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)

    def prints() -> tuple[str, str]:
        return (match_log.code_fingerprint("cards", tmp_path),
                match_log.code_fingerprint("tiles", tmp_path))

    first = prints()
    assert first[0] != first[1]
    (tmp_path / "game/rules/tiles/rules.py").write_text("e2")
    (tmp_path / "game/engine/draw.py").write_text("f2")  # not what bots play by
    second = prints()
    assert second[0] == first[0] and second[1] != first[1]
    for shared in ("game/ai/search.py", "game/rules/base.py", "game/registry.py"):
        (tmp_path / shared).write_text("changed")
        third = prints()
        assert third[0] != second[0] and third[1] != second[1]
        second = third
    assert match_log.game_package("pass") == "pass_game"
