"""Reading the disk off the frame: what a screen shows from the history.

Opening the history database and reading it takes 2-10 ms, and bringing the ratings up
to date (game/store/ratings.py) more: in the frame that opens a screen, that is a frame
late. A screen starts the reading when it is made (`Reading`) and hands the result on in
a later frame's update (`Reading.take`), saying it is loading until then (`waiting`).
Reads run one at a time on one thread, in the order asked; SQLite leaves the interpreter
free while it waits on the disk.
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Generic, TypeVar

from game.engine.worker import Job
from game.store.sqlite_file import HistoryError

T = TypeVar("T")
log = logging.getLogger(__name__)
LOADING = "Loading…"  #: what a screen says while its reading is under way
_pool: ThreadPoolExecutor | None = None


def read_later(fn: Callable[..., Any], *args: Any) -> Job:
    """Run `fn(*args)` on the reading thread; the Job to take its result from."""
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(1, thread_name_prefix="reading")
    return Job(_pool.submit(fn, *args))


class Reading(Generic[T]):
    """`fn(*args)` read on the reading thread, handed to `took` by the first `take` after it
    is in (a scene's update: on the frame's thread). A reading the disk or the database
    refuses (a history locked by another program past its wait, an unreadable file), or
    that fails on a fault of ours, is handed to `failed` as the line to show instead, the
    screen staying as it is."""

    def __init__(self, took: Callable[[T], None], fn: Callable[..., T], *args: Any,
                 failed: Callable[[str], None] | None = None) -> None:
        self._took = took
        self._failed = failed
        self._job: Job | None = read_later(fn, *args)

    @property
    def waiting(self) -> bool:
        """True until the result has been handed over."""
        return self._job is not None

    def take(self) -> None:
        """Hand the result over if it is in (once). An error in the reading goes to
        `failed` as a line (a fault of ours is logged first); with no `failed`, it is
        raised here."""
        if self._job is not None and self._job.done:
            job, self._job = self._job, None
            try:
                read = job.result()
            except (OSError, sqlite3.Error, HistoryError) as exc:
                if self._failed is None:
                    raise
                self._failed(f"The history cannot be read now ({exc}); try again later.")
                return
            except Exception as exc:  # a fault of ours: the screen says so and stays up
                if self._failed is None:
                    raise
                log.exception("a reading failed")
                self._failed(f"That could not be read ({exc}).")
                return
            self._took(read)

    def ready(self, timeout: float = 30.0) -> bool:
        """Wait until the result is in, leaving it for the next `take` (tests stepping
        frames); True once it is in or has been handed over."""
        return self._job is None or self._job.wait(timeout)

    def wait(self, timeout: float = 30.0) -> None:
        """Wait for the result and hand it over (tests, screenshots)."""
        if self._job is not None:
            self._job.result(timeout)
            self.take()
