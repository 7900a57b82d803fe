"""Game night: a playlist for the same seats, standings by placement points, kept on disk
after every move and stored in the history as one night with its matches."""
from __future__ import annotations

import json
import sqlite3

import pytest

from game.ai import SeatPort, make_bot
from game.store.files import HISTORY
from game.store.history import History
from game.store.night import (
    BadNight,
    Night,
    Played,
    file_night,
    finish_match,
    new_night,
    night_row,
    settle,
)
from game.store.night_file import list_nights, night_later, read_night, remove_night, write_night
from game.store.sqlite_file import HistoryError

SEATS = [{"name": n, "colour": [0, 0, 0], "symbol": "circle", "bot": "random"}
         for n in ("Ann", "Ben", "Cy", "Di")]
GAMES = [{"game": "take-or-pass"}, {"game": "dominoes", "options": {"teams": True}},
         {"game": "pass"}]


def play_out(night: Night, match, seed: int = 0) -> None:
    while not match.is_over:
        seat = match.to_move
        match.apply_then_deal(make_bot("random", seed + len(match.moves)).choose(
            SeatPort(match, seat)))


def test_a_night_checks_its_playlist():
    with pytest.raises(BadNight, match="1 to 6"):
        new_night([], SEATS, 1)
    with pytest.raises(BadNight, match="2 to 4"):
        new_night([{"game": "dominoes"}], SEATS + SEATS[:1], 1)
    with pytest.raises(BadNight, match="Unknown game"):
        new_night([{"game": "chess"}], SEATS, 1)
    night = new_night(GAMES, SEATS, 1)
    assert night.games[1]["options"]["teams"] is True and night.games[0]["options"]["games"] == 1


def test_standings_add_placement_points_and_break_ties_by_first_places():
    night = new_night(GAMES, SEATS, 1)
    night.add("a", "take-or-pass", [5, 30, 10, 60], [0])  # points 3, 1, 2, 0
    night.add("b", "dominoes", [20, 61, 20, 61], [1, 3])  # partners: 0, 2, 0, 2
    night.add("b", "dominoes", [20, 61, 20, 61], [1, 3])  # counted once
    lines = night.standings()
    assert [(s.name, s.points, s.firsts, s.place) for s in lines] == [
        ("Ann", 3, 1, 0), ("Ben", 3, 1, 0), ("Di", 2, 1, 2), ("Cy", 2, 0, 3)]


def test_a_night_handed_over_is_a_copy_the_frame_goes_on_without(tmp_path):
    night = new_night(GAMES, SEATS, 9)
    save, match = night.start_match()
    match.apply_then_deal(match.legal_moves()[0])
    made = night_later(night, match, tmp_path)  # handed to the writer thread
    save.undo, save.ended = True, 1.0  # meanwhile the frame goes on
    night.add("earlier", "pass", [0, 1, 2, 3], [0])
    written = json.loads(made())  # on the writer thread
    assert written["played"] == [] and written["current"]["undo"] is False
    assert len(written["current"]["record"]["moves"]) == 1 and "ended" not in written["current"]
    assert save.record["moves"] == [], "the writer never changes the frame's save"


def test_a_night_kept_before_unfiled_matches_reads_with_none(tmp_path):
    night = new_night(GAMES, SEATS, 9)
    path = write_night(night, None, tmp_path)
    data = json.loads(path.read_bytes())
    del data["unfiled"]
    path.write_text(json.dumps(data))
    assert read_night(path).unfiled == []
    path.write_text(json.dumps({**data, "unfiled": [{"id": "x"}]}))
    with pytest.raises(BadNight, match="not yet in the history"):
        read_night(path)


def test_a_night_is_kept_after_a_move_and_reads_back_the_same(tmp_path):
    night = new_night(GAMES, SEATS, 9)
    save, match = night.start_match()
    for _ in range(5):
        match.apply_then_deal(match.legal_moves()[0])
    write_night(night, match, tmp_path)
    back = read_night(night.path)
    assert back.to_json() == night.to_json()
    assert back.resume_match().record() == match.record()
    (listed,), notes = list_nights(tmp_path)
    assert listed.id == night.id and notes == []


def test_a_bad_night_file_is_moved_aside_with_a_reason(tmp_path):
    night = new_night(GAMES, SEATS, 9)
    write_night(night, None, tmp_path)
    data = json.loads(night.path.read_text())
    data["played"] = [{"key": "x", "game": "pass", "scores": [1], "winners": [0]}]
    night.path.write_text(json.dumps(data))
    nights, (note,) = list_nights(tmp_path)
    assert nights == [] and "do not fit its seats" in note and "kept as" in note
    assert len(list((tmp_path / "nights").iterdir())) == 1  # the file, renamed aside


def test_a_whole_night_goes_into_the_history_as_one_night_with_its_matches(tmp_path):
    history = History(tmp_path)
    night = new_night(GAMES, SEATS, 3)
    while not night.over:
        save, match = night.start_match()
        play_out(night, match)
        played = finish_match(night, history, save, match)
        assert isinstance(played, Played) and night.current is None
        write_night(night, None, tmp_path)
    file_night(history, night_row(night))
    file_night(history, night_row(night))
    remove_night(night)
    rows = history.conn.execute("SELECT key, standings FROM nights").fetchall()
    assert len(rows) == 1 and rows[0][0] == night.id
    assert [s["points"] for s in json.loads(rows[0][1])] == [s.points for s in night.standings()]
    assert [m["night"] for m in history.matches()] == [night.id] * 3
    assert list_nights(tmp_path) == ([], [])


def test_a_night_row_is_refused_by_a_history_that_cannot_be_used_now(tmp_path):
    History(tmp_path).close()
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the history
    try:
        history = History(tmp_path, timeout=0.05)
        assert history.problem is not None  # an empty stand-in answers reads
        with pytest.raises(HistoryError, match="in use by another program"):
            file_night(history, night_row(new_night(GAMES, SEATS, 3)))
        history.close()
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_resuming_counts_a_match_whose_last_move_was_kept_but_not_its_result(tmp_path):
    history = History(tmp_path)
    night = new_night(GAMES, SEATS, 4)
    save, match = night.start_match()
    play_out(night, match)
    write_night(night, match, tmp_path)  # killed here: the match is over, not yet counted
    back = read_night(night.path)
    assert settle(back, history).match is None
    assert back.index == 1 and back.current is None
    assert history.filed([save.id]) == {save.id}
