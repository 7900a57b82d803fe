"""The unfinished matches offered: a save whose match the history already holds (the app
died between filing the match and removing its save) is removed, not offered again; a
finished match waits in its save while the history is locked, and two processes filing at
once both keep theirs."""
from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from pathlib import Path

from game.registry import get_game
from game.store.history import Finished, History
from game.store.saves import Save, list_saves, new_id, write_save
from game.store.unfinished import file_finished, unfinished_saves

SEATS = [{"name": f"P{i}", "colour": [1, 2, 3], "symbol": "circle", "bot": None}
         for i in range(3)]


def saved(directory, seed: int) -> Save:
    """A save of a 3-player Take or Pass match a few moves in."""
    match = get_game("take-or-pass").new_match(3, seed)
    rng = random.Random(seed)
    for _ in range(5):
        match.apply(rng.choice(match.legal_moves()))
    save = Save(new_id("take-or-pass"), {}, SEATS)
    write_save(save, match, directory)
    return save


def file(directory, save: Save) -> None:
    """Put the save's match in the history, as the end of the match does."""
    history = History(directory)
    try:
        history.add(Finished(save.id, save.record, SEATS, [1, 2, 3], [0], 1.0, 2.0))
    finally:
        history.close()


def test_a_save_of_a_filed_match_is_removed_and_the_others_are_offered(tmp_path):
    done, open_ = saved(tmp_path, 1), saved(tmp_path, 2)
    file(tmp_path, done)
    saves, notes = unfinished_saves(tmp_path)
    assert [s.id for s in saves] == [open_.id] and notes == []
    assert not done.path.exists() and open_.path.exists()
    assert [s.id for s in list_saves(tmp_path)[0]] == [open_.id]


def test_without_a_readable_history_every_save_is_kept(tmp_path):
    first, second = saved(tmp_path, 1), saved(tmp_path, 2)
    (tmp_path / "history.sqlite3").write_bytes(b"not a database" * 100)
    saves, notes = unfinished_saves(tmp_path)
    assert {s.id for s in saves} == {first.id, second.id}
    assert first.path.exists() and second.path.exists()
    assert len(notes) == 1 and "history" in notes[0].lower()


def test_two_processes_finishing_matches_at_the_same_moment_both_keep_theirs(tmp_path):
    go, count = tmp_path / "go", 25
    helper = Path(__file__).resolve().parents[1] / "helpers" / "file_matches.py"
    procs = [subprocess.Popen([sys.executable, str(helper), str(tmp_path), name, str(count),
                               str(go)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for name in ("left", "right")]
    go.touch()
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out == "" and err == "", (out, err)
    history = History(tmp_path)
    keys = {m["key"] for m in history.matches()}
    history.close()
    assert keys == {f"{name}-{n}" for name in ("left", "right") for n in range(count)}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["go", "history.sqlite3", "saves"]
    assert list_saves(tmp_path) == ([], []), "every finished match left its save"


def finished_save(directory, seed: int) -> Save:
    """The last save of a finished match, as the table writes it."""
    save = saved(directory, seed)
    save.ended, save.winners = 100.0, [1]
    write_save(save, get_game("take-or-pass").new_match(3, seed), directory)
    return save


def test_a_finished_match_waits_in_its_save_while_the_history_is_locked(tmp_path):
    History(tmp_path).close()
    ended, open_ = finished_save(tmp_path, 1), saved(tmp_path, 2)
    blocker = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # longer than any wait: another program's
    (note,) = file_finished(ended, tmp_path, waits=[0.05], timeout=0.1)
    assert "in use by another program" in note and "kept in its save" in note
    saves, _notes = unfinished_saves(tmp_path, timeout=0.1)
    assert [s.id for s in saves] == [open_.id], "a finished match is never offered to resume"
    assert ended.path.exists()
    blocker.close()
    saves, notes = unfinished_saves(tmp_path)  # the next listing puts it in
    assert [s.id for s in saves] == [open_.id] and notes == []
    assert not ended.path.exists()
    history = History(tmp_path)
    (entry,) = history.matches()
    history.close()
    assert (entry["key"], entry["winners"], entry["ended"]) == (ended.id, [1], 100.0)
