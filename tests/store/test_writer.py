"""The autosave writer thread: newest bytes win, flush waits, a failure is reported once."""
from __future__ import annotations

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
