"""Autosaves: written atomically, read back exactly, and every unusable file kept aside."""
from __future__ import annotations

import json
import os
import random

import pytest

from game.registry import get_game
from game.store.saves import (
    BadSave,
    Save,
    list_saves,
    new_id,
    read_save,
    replay_save,
    save_later,
    write_save,
)
from game.version import version

SEATS = [{"name": f"P{i}", "colour": [1, 2, 3], "symbol": "circle", "bot": None,
          "profile": None}
         for i in range(3)]


def played(moves: int, seed: int = 3):
    """A 3-player Take or Pass match after `moves` random legal moves."""
    match = get_game("take-or-pass").new_match(3, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(rng.choice(match.legal_moves()))
    return match


def test_a_save_reads_back_and_replays_to_the_same_match(tmp_path):
    match = played(25)
    save = Save(new_id("take-or-pass"), {}, SEATS, undo=True)
    path = write_save(save, match, tmp_path)
    back = read_save(path)
    assert back.record == {**match.record(), "passtime": version()}
    assert back.seats == SEATS and back.undo
    assert back.scores == match.scores
    assert replay_save(back).view(0) == match.view(0)
    assert not [p for p in path.parent.iterdir() if p.name.startswith(".")]  # no temp left


def test_rewriting_a_save_keeps_one_file(tmp_path):
    save = Save(new_id("take-or-pass"), {}, SEATS)
    write_save(save, played(3), tmp_path)
    write_save(save, played(4), tmp_path)
    saves, notes = list_saves(tmp_path)
    assert [len(s.record["moves"]) for s in saves] == [4] and notes == []


def test_a_save_handed_over_is_a_copy_the_frame_goes_on_without(tmp_path):
    match = played(6)
    save = Save(new_id("take-or-pass"), {}, SEATS)
    made = save_later(save, match, tmp_path)  # handed to the writer thread
    match.apply(match.legal_moves()[0])  # meanwhile the frame plays on and ends the match
    save.undo, save.hints, save.ended, save.winners = True, 2, 1.0, [1]
    written = json.loads(made())  # on the writer thread
    assert len(written["record"]["moves"]) == 6 and written["undo"] is False
    assert written["hints"] == 0 and "ended" not in written and "winners" not in written
    assert save.record == {} and save.scores == [], "the writer never changes the frame's save"


def good_bytes(tmp_path) -> bytes:
    path = write_save(Save("x", {}, SEATS), played(5), tmp_path / "src")
    return path.read_bytes()


@pytest.mark.parametrize("kind", ["corrupt", "truncated", "empty", "wrong-version",
                                  "unreadable", "bad-move", "directory"])
def test_an_unusable_save_is_kept_aside_with_one_line(tmp_path, kind):
    data = good_bytes(tmp_path)
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "bad.json"
    if kind == "directory":
        path.mkdir()
    elif kind == "unreadable":  # a link to itself: no user, root included, can read it
        path.symlink_to(path.name)
    else:
        content = {
            "corrupt": b"\x00\xffnot json at all",
            "truncated": data[: len(data) // 2],
            "empty": b"",
            "wrong-version": data.replace(b'"version":1', b'"version":99'),
            "bad-move": data.replace(b'"moves":["', b'"moves":["zz","'),
        }[kind]
        path.write_bytes(content)
    saves, notes = list_saves(tmp_path)
    if kind == "bad-move":  # its shape is fine: it fails when replayed, on resume
        with pytest.raises(BadSave, match="does not replay"):
            replay_save(saves[0])
        return
    assert saves == [] and len(notes) == 1 and "\n" not in notes[0]
    assert "bad.json could not be used" in notes[0]
    kept = [p for p in folder.iterdir() if p.name.startswith("bad.unusable-")]
    assert len(kept) == 1 and not os.path.lexists(path)
    if kind not in ("unreadable", "directory"):
        assert kept[0].read_bytes() == content


def test_a_kept_aside_file_is_never_written_over(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    for text in (b"one", b"two"):
        (folder / "bad.json").write_bytes(text)
        list_saves(tmp_path)
    kept = sorted(p.read_bytes() for p in folder.iterdir())
    assert kept == [b"one", b"two"]


def test_the_saved_record_is_a_plain_match_record(tmp_path):
    path = write_save(Save("x", {}, SEATS), played(7), tmp_path)
    record = json.loads(path.read_text())["record"]
    assert set(record) <= {"game", "players", "seed", "options", "deals", "moves", "passtime"}
    assert record["passtime"] == version()
