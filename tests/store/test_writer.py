"""The autosave writer thread: newest bytes win (never over work still to do), flush waits,
a failure is reported once."""
from __future__ import annotations

import threading

from kept_saves import held_write

from game.store import writer as writer_module
from game.store.writer import SaveWriter


def test_the_newest_bytes_end_up_on_disk_and_flush_waits_for_them(tmp_path):
    writer = SaveWriter()
    written = []
    writer.on_written = written.append
    path = tmp_path / "a.json"
    for n in range(50):
        writer.put(path, f"{n}".encode(), n)
    assert writer.flush()
    assert path.read_bytes() == b"49" and written[-1] == 49
    assert written == sorted(written), "older saves are never written after newer ones"
    assert writer.take_error() is None


def test_a_failed_write_is_reported_and_the_old_file_stays(tmp_path):
    writer = SaveWriter()
    path = tmp_path / "gone" / "a.json"  # no such folder: the write fails
    writer.put(path, b"x")
    assert writer.flush()
    error = writer.take_error()
    assert isinstance(error, OSError) and writer.take_error() is None


def test_the_work_after_a_refused_write_still_runs_and_the_refusal_is_kept(tmp_path):
    writer = SaveWriter()
    done: list[str] = []
    writer.put(tmp_path / "gone" / "a.json", b"x", then=lambda: done.append("filed"))
    assert writer.flush()
    assert done == ["filed"], "filing works from the copy in memory, not the file"
    assert isinstance(writer.take_error(), OSError)


def test_a_save_with_work_after_it_is_never_skipped_and_later_ones_wait(tmp_path, monkeypatch):
    held, go = held_write(monkeypatch, b"first")
    writer = SaveWriter()
    path, done = tmp_path / "a.json", []
    writer.put(path, b"first")
    assert held.wait(10)  # the thread is writing: what follows waits its turn
    writer.put(path, b"finished", 2, then=lambda: done.append(path.read_bytes()))
    writer.put(path, b"newer", 3)
    writer.put(path, b"newest", 4)  # replaces "newer", never "finished"
    writer.after(lambda: done.append(b"after"))
    go.set()
    assert writer.flush()
    assert done == [b"finished", b"after"] and path.read_bytes() == b"newest"


def test_a_fault_in_the_work_after_a_save_stops_no_later_save(tmp_path, caplog):
    writer = SaveWriter()
    path = tmp_path / "a.json"

    def broken(_tag: int) -> None:
        raise RuntimeError("a bug in the callback")

    writer.on_written = broken
    writer.put(path, b"first", 1, then=lambda: 1 / 0)
    assert writer.flush(2)
    writer.put(path, b"second", 2)
    writer.after(lambda: [][0])
    writer.put(path, b"third", 3)
    assert writer.flush(2), "the thread still runs and drains what was handed over"
    assert path.read_bytes() == b"third" and writer.take_error() is None
    faults = [r for r in caplog.records if r.name == writer_module.__name__]
    assert len(faults) == 1, "logged once, not once per save"


def test_close_writes_what_was_handed_over_then_ends_the_thread(tmp_path):
    writer = SaveWriter()
    path = tmp_path / "a.json"
    writer.put(path, b"one")
    thread = writer._thread
    assert thread is not None
    writer.close()
    thread.join(10)
    assert not thread.is_alive(), "a writer no longer in use keeps no thread"
    assert path.read_bytes() == b"one"
    writer.put(path, b"two")  # used again: a new thread
    assert writer.flush() and path.read_bytes() == b"two"
    writer.close()


def test_close_returns_at_once_and_a_reader_of_the_file_waits_for_the_last_write(
        tmp_path, monkeypatch):
    held, go = held_write(monkeypatch, b"last")
    writer = SaveWriter()
    path, other = tmp_path / "a.json", tmp_path / "b.json"
    writer.put(path, b"last")
    assert held.wait(10)
    writer.close()  # returns while the write is held
    assert writer.running and not path.exists()
    assert writer_module.settled(other, 0), "a file it does not write waits for nothing"
    assert not writer_module.settled(path, 0), "its own file: the last write is not in yet"
    answers: list[bool] = []
    waiting = threading.Thread(target=lambda: answers.append(writer_module.settled(path, 30)))
    waiting.start()
    go.set()
    waiting.join(30)
    assert answers == [True] and path.read_bytes() == b"last"
    thread = writer._thread
    if thread is not None:
        thread.join(10)
    assert not writer.running
