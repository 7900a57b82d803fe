"""The history database: stores finished matches, migrates old files, survives bad ones."""
from __future__ import annotations

import os
import sqlite3
import threading

import pytest

from game.store.history import STEPS, VERSION, Finished, History
from game.store.sqlite_file import HistoryError
from game.store.stats import player_stats
from game.version import version


def finished(key: str, winners: list[int], scores: list[int], undo: bool = False,
             bot: str = "easy") -> Finished:
    record = {"game": "take-or-pass", "players": 2, "seed": 1, "options": {}, "moves": ["take"]}
    seats = [{"name": "Ann", "colour": [1, 2, 3], "bot": None},
             {"name": "Bot 2", "colour": [4, 5, 6], "bot": bot}]
    return Finished(key, record, seats, scores, winners, 10.0, 20.0 + len(key), undo)


def test_matches_are_stored_once_and_listed_newest_first(tmp_path):
    history = History(tmp_path)
    first = history.add(finished("a", [0], [5, 9]))
    history.add(finished("bb", [1], [7, 3], undo=True))
    assert history.add(finished("a", [0], [5, 9])) == first  # the same match is kept once
    listed = history.matches()
    assert [m["key"] for m in listed] == ["bb", "a"]
    assert listed[0]["winners"] == [1] and listed[0]["scores"] == [7, 3] and listed[0]["undo"]
    assert listed[0]["seats"][1] == {"name": "Bot 2", "bot": "easy", "profile": None}
    assert history.record(first)["moves"] == ["take"]
    assert history.record(999) is None
    assert history.messages == []


def test_stats_count_wins_streaks_and_shares_per_bot_level(tmp_path):
    history = History(tmp_path)
    for key, winner, score in [("a", 0, 5), ("bb", 0, 3), ("ccc", 1, 9), ("dddd", 0, 4)]:
        history.add(finished(key, [winner], [score, 6], bot="hard" if key == "a" else "easy"))
    ann = next(s for s in player_stats(history, lambda g: True) if s.name == "Ann")
    assert (ann.played, ann.won, ann.streak, ann.best) == (4, 3, 2, 3)
    assert ann.average == pytest.approx(21 / 4)
    assert ann.share("hard") == 1.0 and ann.share("easy") == pytest.approx(2 / 3)
    assert ann.share("normal") is None


def old_file(folder, version: int) -> None:
    """A history file at schema `version` holding one match, keyed 'old'."""
    conn = sqlite3.connect(folder / "history.sqlite3")
    for step in range(version):
        conn.executescript(STEPS[step])
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute("INSERT INTO matches (key, game, players, options, started, ended, moves, "
                 "scores, winners, record) VALUES ('old', 'dominoes', 2, '{}', 1, 2, 0, "
                 "'[1, 2]', '[1]', '{}')")
    conn.commit()
    conn.close()


def test_a_version_1_file_is_migrated_and_keeps_its_matches(tmp_path):
    old_file(tmp_path, 1)
    history = History(tmp_path)
    assert history.conn.execute("PRAGMA user_version").fetchone()[0] == VERSION
    assert [(m["key"], m["undo"]) for m in history.matches()] == [("old", False)]
    assert history.messages == []


@pytest.mark.parametrize("kind", ["corrupt", "truncated", "unreadable"])
def test_a_damaged_database_is_kept_aside_and_a_new_one_started(tmp_path, kind):
    path = tmp_path / "history.sqlite3"
    good = History(tmp_path)
    good.add(finished("a", [0], [1, 2]))
    good.close()
    data = path.read_bytes()
    if kind == "corrupt":
        path.write_bytes(data[:100] + b"\xde\xad" * 2000 + data[4100:])
    elif kind == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif kind == "unreadable":  # a link to itself: no user, root included, can open it
        path.unlink()
        path.symlink_to(path.name)
    before = path.read_bytes() if kind != "unreadable" else None
    history = History(tmp_path)
    assert len(history.messages) == 1 and "\n" not in history.messages[0]
    assert "history.sqlite3 could not be used" in history.messages[0]
    assert "new history was started" in history.messages[0]
    assert history.matches() == [] and history.problem is None
    history.add(finished("b", [1], [3, 4]))  # the new one works
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("history.unusable-")]
    assert len(kept) == 1
    if before is not None:
        assert kept[0].read_bytes() == before
    assert os.path.lexists(path)


@pytest.mark.parametrize(("kind", "words"), [
    ("newer version", f"it is history version {VERSION + 5}; this game knows up to"),
    ("other tables", "it has no table 'seats'"),
    ("a missing column", "its table 'matches' has no column 'hints'"),
    ("locked", "in use by another program (still locked after 0.2 s)"),
])
def test_a_sound_database_it_cannot_use_now_is_left_as_it_is(tmp_path, kind, words):
    path = tmp_path / "history.sqlite3"
    good = History(tmp_path)
    good.add(finished("a", [0], [1, 2]))
    good.close()
    blocker = None
    conn = sqlite3.connect(path, isolation_level=None)
    if kind == "newer version":
        conn.execute(f"PRAGMA user_version = {VERSION + 5}")
    elif kind == "a missing column":
        conn.execute("ALTER TABLE matches DROP COLUMN hints")
    elif kind == "other tables":
        conn.execute("DROP TABLE seats")
    else:
        blocker = conn
        blocker.execute("BEGIN EXCLUSIVE")
    if blocker is None:
        conn.close()
    before = path.read_bytes()
    history = History(tmp_path, timeout=0.2)
    assert len(history.messages) == 1 and words in history.messages[0], history.messages
    assert "\n" not in history.messages[0] and str(history.problem) == history.messages[0]
    assert history.matches() == [] and history.record(1) is None and history.filed(["a"]) == set()
    with pytest.raises(HistoryError):
        history.add(finished("b", [1], [3, 4]))
    history.close()
    if blocker is not None:
        blocker.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"], "nothing aside"
    if kind == "locked":  # once the lock is gone, the same file reads as before
        assert [m["key"] for m in History(tmp_path).matches()] == ["a"]


def test_a_lock_held_for_3_s_loses_no_match_and_moves_nothing(tmp_path):
    path = tmp_path / "history.sqlite3"
    History(tmp_path).close()
    blocker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    blocker.execute("BEGIN EXCLUSIVE")  # as a backup tool or a second writer would
    let_go = threading.Timer(3.0, blocker.rollback)
    let_go.start()
    history = History(tmp_path)  # the default wait outlasts the lock
    history.add(finished("a", [0], [1, 2]))
    let_go.join()
    blocker.close()
    assert [m["key"] for m in History(tmp_path).matches()] == ["a"]
    assert history.messages == [] and history.problem is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


def test_an_empty_file_is_an_empty_history_not_damage(tmp_path):
    (tmp_path / "history.sqlite3").write_bytes(b"")  # as every new file is for a moment
    history = History(tmp_path)
    history.add(finished("a", [0], [1, 2]))
    assert history.messages == [] and [m["key"] for m in history.matches()] == ["a"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


def test_each_row_keeps_the_version_that_filed_it_and_older_rows_have_none(tmp_path):
    old_file(tmp_path, 4)  # from before versions were kept
    history = History(tmp_path)
    new = history.add(finished("new", [0], [5, 9]))
    by_key = {m["key"]: m for m in history.matches()}
    assert by_key["old"]["passtime"] is None and by_key["new"]["passtime"] == version()
    assert history.record(new)["passtime"] == version()  # the stored record says so too
    assert history.record(new)["moves"] == ["take"]
