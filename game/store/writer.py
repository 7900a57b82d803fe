"""Autosaves written off the frame: the frame hands over the bytes, a thread writes them.

An atomic write costs a few milliseconds, nearly all of it fsync; a frame has 16, and
serializing a long match's save costs another millisecond or more. The frame only copies
what the save is made of and hands it here, as bytes or a function that makes them
(game/store/saves.py `save_later`). The thread makes and writes the newest save handed over
(a save superseded before its turn is skipped: the newer one holds all of it), each with
game/safe_write.py `atomic_write`, so a kill at any instant leaves the previous file or the
new one. A hand-over may bring work for after its write (filing a finished match in the
history), also done on the thread, even if the disk refused the write (`take_error` says
so); such a hand-over is never skipped, and what comes after it waits for it (`after`
queues work with no file). A fault in that work is logged and the
thread goes on with the next hand-over. At exit what was handed over is
written (and its work done, for up to a few seconds) before the process ends.

`close` lets a writer no longer in use end: it returns at once (the frame never waits on
the disk or a locked history), the thread does what was handed over and then ends, its
exit hook with it; a later hand-over starts it again. Until then the writer is *ending*:
whoever reads a file it writes waits for it first (`settled`, off the frame), so a night
or a match resumed at once reads its last write, not the one before.
"""
from __future__ import annotations

import atexit
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from game.safe_write import atomic_write

log = logging.getLogger(__name__)
Data = bytes | Callable[[], bytes]
"""What is handed over: the bytes, or a function that makes them on the writer thread."""


class _Job(NamedTuple):
    path: Path | None  #: None: only `then`
    data: Data
    tag: int
    then: Callable[[], None] | None


class SaveWriter:
    """One writer thread for one file at a time; started on the first hand-over."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: list[_Job] = []  # jobs with work after them, then the newest save
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: OSError | None = None  # the last write's failure, until read
        self.seconds: list[float] = []  # time of each write on the thread (bench/saves.py)
        self._faulted = False  # a callback raised: logged the first time, not every save
        self._closing = False  # end the thread once nothing is pending (`close`)
        self._paths: set[Path] = set()  # every file handed over: `settled` waits on these
        #: Called on the writer thread with the tag of each save once it is on disk.
        self.on_written: Callable[[int], None] | None = None

    def put(self, path: Path, data: Data, tag: int = 0,
            then: Callable[[], None] | None = None) -> None:
        """Hand over the newest bytes for `path`, or what makes them (replacing a save of
        it not yet written, unless work comes after that one); `then` runs on the thread
        once they are on disk."""
        self._queue(_Job(path, data, tag, then))

    def after(self, work: Callable[[], None]) -> None:
        """Run `work` on the thread once everything handed over so far is done."""
        self._queue(_Job(None, b"", 0, work))

    def _queue(self, job: _Job) -> None:
        with self._cond:
            last = self._pending[-1] if self._pending else None
            if last is not None and last.then is None and last.path == job.path:
                self._pending[-1] = job  # superseded before its turn
            else:
                self._pending.append(job)
            if self._closing:  # in use again: no longer ending
                self._closing = False
                with _ending_lock:
                    _ending.discard(self)
            if job.path is not None:
                self._paths.add(job.path)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
                atexit.register(self.flush)
            self._cond.notify()

    def close(self) -> None:
        """Let the thread end once everything handed over is done, its exit hook with it
        (the app's exit still waits for it); returns at once. A later hand-over starts it
        again."""
        with self._cond:
            if self._thread is None:
                return
            self._closing = True
            with _ending_lock:
                _ending.add(self)
            self._cond.notify_all()

    @property
    def running(self) -> bool:
        """True while the thread is up (handed work, or not yet let go by `close`)."""
        with self._cond:
            return self._thread is not None

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything handed over is on disk; False if that took over `timeout`."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._pending or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def take_error(self) -> OSError | None:
        """The failure of a write since the last call, if any."""
        with self._cond:
            error, self.error = self.error, None
        return error

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    if self._closing:
                        self._thread, self._closing = None, False
                        atexit.unregister(self.flush)
                        with _ending_lock:
                            _ending.discard(self)
                        self._cond.notify_all()
                        return
                    self._cond.wait()
                path, data, tag, then = self._pending.pop(0)
                self._busy = True
            try:
                if path is not None:
                    self._write(path, data, tag)
                if then is not None:
                    then()
            except OSError as exc:
                with self._cond:
                    self.error = exc
            except Exception:  # a fault in a callback must not end the thread: saves go on
                if not self._faulted:
                    log.exception("work after an autosave failed")
                self._faulted = True
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


    def _write(self, path: Path, data: Data, tag: int) -> None:
        """Write one save; a refusal is kept for `take_error`, and the work after it still
        runs (filing works from the copy in memory, not from the file)."""
        started = time.perf_counter()
        try:
            atomic_write(path, data if isinstance(data, bytes) else made(data))
        except OSError as exc:
            with self._cond:
                self.error = exc
            return
        self.seconds.append(time.perf_counter() - started)
        if self.on_written is not None:
            self.on_written(tag)


#: Seconds a screen's reading waits for a closed writer (`settled`). Its writes take
#: milliseconds; the work after them (filing into a history another program holds locked)
#: may take the history's whole wait, and the one reading thread is not to be held longer:
#: past this the screen says the file is still being saved.
SCREEN_WAIT = 6.0
_ending: set[SaveWriter] = set()  # closed writers whose thread has work left
_ending_lock = threading.Lock()


def settled(path: Path, timeout: float = 30.0) -> bool:
    """Wait until no closed writer still has `path` to write (off the frame: reading a file
    a night or match just left may still be writing); False if one is still at it after
    `timeout`."""
    with _ending_lock:
        writers = [w for w in _ending if path in w._paths]
    end = time.monotonic() + timeout
    return all(w.flush(max(0.0, end - time.monotonic())) for w in writers)


def made(data: Callable[[], bytes]) -> bytes:
    """The bytes `data` makes; a failure to make them is an OSError, like the write's, so
    it is said to the player and the thread goes on with the next save."""
    try:
        return data()
    except OSError:
        raise
    except Exception as exc:
        log.exception("a save could not be made")
        raise OSError(f"it could not be made: {exc}") from exc
