"""The unfinished matches offered: a save whose match the history already holds (the app
died between filing the match and removing its save) is removed, not offered again."""
from __future__ import annotations

import random

from game.registry import get_game
from game.store.history import Finished, History
from game.store.saves import Save, list_saves, new_id, write_save
from game.store.unfinished import unfinished_saves

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
