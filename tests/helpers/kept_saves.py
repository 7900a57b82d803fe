"""Saves kept for tests: the seats of a bots' match, and a write the writer thread holds."""
from __future__ import annotations

import threading
from typing import Any

from game.store import writer

SEATS = [{"name": f"P{i}", "colour": [1, 2, 3], "symbol": "circle", "bot": "random"}
         for i in range(3)]


def held_write(monkeypatch: Any, bytes_held: bytes) -> tuple[threading.Event, threading.Event]:
    """Hold the write of `bytes_held` on the thread: `held` once it waits, until `go`."""
    held, go = threading.Event(), threading.Event()
    write = writer.atomic_write

    def slow(path, data):
        if data == bytes_held:
            held.set()
            go.wait(30)
        write(path, data)

    monkeypatch.setattr(writer, "atomic_write", slow)
    return held, go
