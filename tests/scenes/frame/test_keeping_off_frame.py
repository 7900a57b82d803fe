"""Autosaves are made off the frame: the frame copies what the save is made of and hands it
to the writer thread, which writes the record's text, serializes and writes the file; the
save holds the match as it was when handed over, and the last one is on disk at exit."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

from game.registry import get_game
from game.store import saves, writer
from game.store.saves import read_save
from scenes.frame.keeping import MatchKeeper, MatchNotes

ROOT = Path(__file__).resolve().parents[3]
NOTES = MatchNotes("take-or-pass", [{"name": n, "bot": "random"} for n in "ABC"], None,
                   undo=False, hints=0)


def test_the_frame_hands_the_save_over_and_the_writer_thread_makes_it(tmp_path, monkeypatch):
    made_on: list[str] = []
    to_json = saves.Save.to_json

    def spied(self):
        made_on.append(threading.current_thread().name)
        return to_json(self)

    monkeypatch.setattr(saves.Save, "to_json", spied)
    keeper = MatchKeeper(tmp_path)
    match = get_game("take-or-pass").new_match(3, 1, {})
    for _ in range(5):
        match.apply_then_deal(match.legal_moves()[0])
        assert keeper.moved(match, NOTES) is None
    assert threading.current_thread().name not in made_on, "nothing serialized in the frame"
    keeper.flush()
    assert made_on and set(made_on) == {"autosave"}
    (path,) = (tmp_path / "saves").iterdir()
    assert read_save(path).record["moves"] == match.record()["moves"]


def test_the_save_holds_the_match_as_it_was_when_handed_over(tmp_path, monkeypatch):
    held, go = threading.Event(), threading.Event()
    write = writer.atomic_write

    def slow(path, data):
        held.set()
        go.wait(10)
        write(path, data)

    monkeypatch.setattr(writer, "atomic_write", slow)
    keeper = MatchKeeper(tmp_path)
    match = get_game("take-or-pass").new_match(3, 1, {})
    match.apply_then_deal(match.legal_moves()[0])
    keeper.moved(match, NOTES)
    assert held.wait(10)  # the first save is being written: the next one waits its turn
    match.apply_then_deal(match.legal_moves()[0])
    keeper.moved(match, NOTES)
    handed = match.record()["moves"]
    for _ in range(3):  # the frame plays on before the writer gets to the save
        match.apply_then_deal(match.legal_moves()[0])
    go.set()
    keeper.flush()
    (path,) = (tmp_path / "saves").iterdir()
    assert read_save(path).record["moves"] == handed != match.record()["moves"]


CHILD = """
import sys, time
from pathlib import Path
from game.registry import get_game
from game.store import writer
from scenes.frame.keeping import MatchKeeper, MatchNotes

write = writer.atomic_write
def slow(path, data):
    time.sleep(0.3)  # a slow disk: the process ends before the last save is written
    write(path, data)
writer.atomic_write = slow
keeper = MatchKeeper(Path(sys.argv[1]))
match = get_game("take-or-pass").new_match(3, 1, {})
notes = MatchNotes("take-or-pass", [{"name": n} for n in "ABC"], None, False, 0)
for _ in range(4):
    match.apply_then_deal(match.legal_moves()[0])
    keeper.moved(match, notes)
print(len(match.moves))
"""


def test_the_last_save_handed_over_is_written_before_the_process_ends(tmp_path):
    done = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT, text=True,
                          capture_output=True, timeout=60, check=True)
    (path,) = (tmp_path / "saves").iterdir()
    assert len(json.loads(path.read_text())["record"]["moves"]) == int(done.stdout) == 4
