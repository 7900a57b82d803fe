"""CPU-heavy work off the frame loop's interpreter: one background process (bots thinking).

A worker *thread* shares the GIL with the frame loop. A thread that computes
without pause (the hard bot's search) takes the GIL for every other switch
interval, so the main thread gets about half of each millisecond and a 3 ms
frame takes 6 ms or more (bench/frames.py, hard bots: p99 8-18 ms in threads,
4-7 ms in a process on the same loaded machine). A process shares only the CPU,
and runs at a lower priority (`nice`) so the OS favours the frame when they
compete. Calls and results cross by pickling, so they must be picklable
(module-level functions; matches, bots and moves are plain data).

    worker = Worker()             # start it at start-up: a process takes ~0.2 s to spawn
    job = worker.submit(fn, a, b)
    ...                           # each frame: if job.done: use job.result()
    worker.close()

Where processes cannot start, the worker falls back to a thread (and says so).
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import sys
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)
NICE = 5  # the worker's priority below the frame loop's (Unix niceness steps)
# Modules the worker imports once, before it forks per job start (forkserver).
PRELOAD = ["game.ai", "game.rules"]


def _lower_priority(steps: int) -> None:
    """Run in the worker as it starts: yield the CPU to the frame loop when both want it."""
    if steps and hasattr(os, "nice"):
        try:
            os.nice(steps)
        except OSError:  # not allowed here: run at the same priority
            pass


class Job:
    """One call in flight: `done` once finished, then `result()` (or its error raised)."""

    def __init__(self, future: Future) -> None:
        self._future = future

    @property
    def done(self) -> bool:
        """True once the call has returned or raised."""
        return self._future.done()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait up to `timeout` for the call to end (its error is not raised here); True once
        it has."""
        return bool(wait_for([self._future], timeout).done)

    def result(self, timeout: float | None = 0) -> Any:
        """The call's return value (its exception is raised here); waits up to `timeout`."""
        return self._future.result(timeout)


class Worker:
    """Runs picklable calls one at a time in a lower-priority background process."""

    def __init__(self, nice: int = NICE, processes: bool = True) -> None:
        self.nice = nice
        self.processes = processes
        self._pool: Executor | None = None

    @property
    def in_process(self) -> bool:
        """True when calls run in another process (False: the thread fallback)."""
        return isinstance(self._pool, ProcessPoolExecutor)

    def start(self) -> None:
        """Start the worker now (spawning costs a fraction of a second: not mid-match)."""
        if self._pool is not None:
            return
        if self.processes:
            try:
                self._pool = self._process_pool()
                self._pool.submit(int).result(timeout=30)  # really up before the first job
                return
            except (OSError, NotImplementedError, BrokenProcessPool, TimeoutError) as exc:
                log.warning("no worker process (%s); bots think in a thread instead", exc)
                if self._pool is not None:
                    self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="worker")

    def _process_pool(self) -> ProcessPoolExecutor:
        """One worker process: forked from a preloaded server where that exists."""
        methods = multiprocessing.get_all_start_methods()
        method = "forkserver" if "forkserver" in methods and sys.platform != "darwin" else "spawn"
        context = multiprocessing.get_context(method)
        if method == "forkserver":
            context.set_forkserver_preload(PRELOAD)
        return ProcessPoolExecutor(1, mp_context=context, initializer=_lower_priority,
                                   initargs=(self.nice,))

    def submit(self, fn: Callable[..., Any], *args: Any) -> Job:
        """Queue `fn(*args)`; calls run one after another in the order submitted."""
        self.start()
        assert self._pool is not None  # start() always leaves a pool
        try:
            return Job(self._pool.submit(fn, *args))
        except BrokenProcessPool:
            # The process died (killed, out of memory): start a fresh one and go on.
            log.warning("worker process lost; starting a new one")
            self._pool = None
            self.start()
            return Job(self._pool.submit(fn, *args))

    def close(self) -> None:
        """Stop the worker; a call still running is abandoned."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
