"""The unfinished matches to offer: the saves, less those the history already holds.

A match ends by two writes: its row goes into the history, then its autosave is
removed. If the app dies between the two, the save outlives the match; offered again,
it would replay to the last move and ask for it a second time. Such a save is removed
here, where the two stores meet.
"""
from __future__ import annotations

import logging
from pathlib import Path

from game.store.history import History
from game.store.saves import Save, list_saves, remove_save

log = logging.getLogger(__name__)


def unfinished_saves(directory: Path | None = None) -> tuple[list[Save], list[str]]:
    """The saves of matches still to finish, newest first, and one line per save that
    could not be read (moved aside). If the history cannot be read, every save is kept."""
    saves, notes = list_saves(directory)
    if not saves:
        return saves, notes
    try:
        history = History(directory)
        try:
            done = history.filed([s.id for s in saves])
            notes = notes + history.messages
        finally:
            history.close()
    except Exception:  # a broken history must not cost an unfinished match
        log.exception("the history could not be read to tidy the saves")
        return saves, notes
    for save in saves:
        if save.id in done:
            remove_save(save)
    return [s for s in saves if s.id not in done], notes
