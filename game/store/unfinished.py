"""Where the two stores meet: the saves of unfinished matches, and finished matches on
their way from their save into the history.

A match ends by two writes: its last save (marked `ended`) is written, then the match goes
into the history and the save is removed. If the history cannot take it now (another
program holds it locked, or it is not a history this version can use), the save stays,
is never offered to resume, and the match goes in at a later try: a few more while the
app runs, then whenever the saves are listed. If the app dies between the two writes, the
save outlives a match the history has; it is removed here.
"""
from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path

from game.store import ratings
from game.store.history import TIMEOUT, Finished, History
from game.store.saves import Save, list_saves, remove_save
from game.store.sqlite_file import Busy, HistoryError

log = logging.getLogger(__name__)

RETRY_WAITS = (2.0, 10.0, 30.0)  # seconds before each new try while the history is locked
LIST_TIMEOUT = 1.0  # seconds listing the saves waits for a lock: a screen is waiting


def finished_entry(save: Save) -> Finished:
    """The history entry of a finished match's save."""
    return Finished(save.id, save.record, save.seats, list(save.scores), list(save.winners),
                    save.started, save.ended or save.saved, save.undo,
                    dict(save.record.get("options") or {}), save.hints, save.origin)


def kept_in_save(problem: HistoryError) -> str:
    """The line that says a finished match waits in its save."""
    return f"{str(problem).rstrip('.')}. The match is kept in its save until it can go in."


def file_finished(save: Save, directory: Path | None = None,
                  waits: Sequence[float] | None = None, timeout: float | None = None,
                  ) -> list[str]:
    """Put a finished match's save into the history, then remove the save; returns the
    lines to show. While the history is locked (past `timeout`, default TIMEOUT), tries
    again after each of `waits` (default RETRY_WAITS)."""
    timeout = TIMEOUT if timeout is None else timeout
    for wait in (None, *(RETRY_WAITS if waits is None else waits)):
        if wait is not None:
            time.sleep(wait)
        history = History(directory, timeout)
        try:
            history.add(finished_entry(save))
            rate(history)
        except Busy as exc:
            busy = exc
            continue
        except HistoryError as exc:
            return [kept_in_save(exc)]
        finally:
            history.close()
        remove_save(save)
        return history.messages
    return [kept_in_save(busy)]


def file_all(history: History, finished: list[Save]) -> list[str]:
    """Put finished matches' saves into an open history (the caller removes the saves it
    then has); the line to show if it could not take them now."""
    try:
        for save in finished:
            history.add(finished_entry(save))
    except HistoryError as exc:
        return [kept_in_save(exc)]
    if finished:
        rate(history)
    return []


def rate(history: History) -> None:
    """Rate the matches just filed (game/store/ratings.py) at once. A lock or a fault
    there costs nothing kept: the ratings catch up from the matches at the next update."""
    try:
        ratings.update(history)
    except (sqlite3.Error, HistoryError):
        log.warning("the ratings could not be updated now; they catch up later",
                    exc_info=True)


def unfinished_saves(directory: Path | None = None,
                     timeout: float = LIST_TIMEOUT) -> tuple[list[Save], list[str]]:
    """The saves of matches still to finish, newest first, and one line per save that
    could not be read (moved aside). Finished matches still in their saves go into the
    history now if they can. If the history cannot be read, every save is kept."""
    saves, notes = list_saves(directory)
    if not saves:
        return saves, notes
    unfinished = [s for s in saves if s.ended is None]
    try:
        history = History(directory, timeout)
        try:
            if history.problem is None:
                notes = notes + file_all(history, [s for s in saves if s.ended is not None])
            done = history.filed([s.id for s in saves])
            notes = notes + history.messages
        finally:
            history.close()
    except Exception:  # a broken history must not cost an unfinished match
        log.exception("the history could not be read to tidy the saves")
        return unfinished, notes
    for save in saves:
        if save.id in done:
            remove_save(save)
    return [s for s in unfinished if s.id not in done], notes
