"""Keeping the match at the table: autosave after every move, the history when it ends,
and rebuilding a match from its record (resume and undo both replay the rules).

The files themselves are game/store's business; this module knows the table's side.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.rules.base import IllegalMove, Match
from game.rules.record import start_match
from game.store.saves import BadSave, Save, new_id, placed, save_json, save_later
from game.store.unfinished import file_finished
from game.store.writer import Data, SaveWriter
from scenes.screens.pause import KEPT

if TYPE_CHECKING:
    from scenes.frame.match_setup import SeatConfig
    from scenes.screens.pause import Leaving

log = logging.getLogger(__name__)

UNDO_OFF = "Undo is off: it works only with one person playing against bots."


@dataclass
class Rebuilt:
    """A match replayed from a record, with what the table needs to carry on from it."""

    match: Match
    events: list = field(default_factory=list)  # every event, for the summary
    deal_scores: list[int] = field(default_factory=list)  # scores when it began


@dataclass(frozen=True)
class Carried:
    """What a table carries on with when its match is already under way (resumed, played
    on from a record, a night's match): the events so far and the match scores when the
    deal began (`Rebuilt`), where it was played on from, whether undo was used and how many
    hints were asked. A new match carries nothing."""

    events: list = field(default_factory=list)
    deal_scores: list[int] | None = None  #: None: the match's scores now
    #: {"source": the record's file or "history:KEY", "move": moves played before}, or None
    #: (scenes/theater/branch.py). The autosave and the history keep it.
    origin: dict | None = None
    undo: bool = False
    hints: int = 0

    @classmethod
    def rebuilt(cls, rebuilt: Rebuilt, origin: dict | None = None, undo: bool = False,
                hints: int = 0) -> Carried:
        """What a table carries on with from a match rebuilt from its record."""
        return cls(rebuilt.events, rebuilt.deal_scores, origin, undo, hints)


@dataclass(frozen=True)
class MatchNotes:
    """What is kept beside a match's record: its game, its seats (`seat_records`), where it
    was played on from (`origin`), whether undo was used and how many hints were asked."""

    slug: str
    seats: list[dict[str, Any]]
    origin: dict | None
    undo: bool
    hints: int


class Keeper(Protocol):
    """What keeps a table's match as it goes (`MatchKeeper`; a guided deal keeps its step),
    and what leaving it for the menu from pause means, in its words (`leaving`)."""

    leaving: Leaving

    def moved(self, match: Match, notes: MatchNotes) -> str | None:
        """Keep the match as it is now; a one-line problem to show, or None."""
        ...

    def take_notes(self) -> list[str]:
        """What keeping had to say since the last call, for the match summary."""
        ...

    def left(self) -> None:
        """The match is left (for the menu or a rematch): what keeps it lets go once it is
        on disk, without the frame waiting."""
        ...


def rebuild(record: dict, moves: int | None = None) -> Rebuilt:
    """Replay the first `moves` moves of a checked record (all by default), keeping the
    events; BadSave names the first move that does not replay. Like replay, it deals on
    after a deal's last move: a match saved there resumes on the next deal."""
    match = start_match(record)
    done = Rebuilt(match, deal_scores=list(match.scores))
    for index, text in enumerate(record.get("moves", [])[:moves]):
        number = match.number
        try:
            events = match.apply_then_deal(match.game.parse_move(text))
        except IllegalMove as exc:
            raise BadSave(f"move {index} does not replay: {exc}") from None
        done.events.extend(events)
        if match.number != number:  # a new deal began: the table scored the last one
            done.deal_scores = list(match.scores)
    return done


def last_decision(match: Match, seat: int) -> int | None:
    """The index of `seat`'s last move, or None if it has not moved yet."""
    for index in range(len(match.movers) - 1, -1, -1):
        if match.movers[index] == seat:
            return index
    return None


def rewind(match: Match, seat: int) -> Rebuilt | None:
    """The match as it was just before `seat`'s last decision, or None if there was none."""
    index = last_decision(match, seat)
    return None if index is None else rebuild(match.record(), index)


class MatchKeeper:
    """Autosaves a table's match after every move and files it in the history at the end."""

    leaving = KEPT  # the match can be carried on from the menu

    def __init__(self, directory: Path | None = None, autosave: bool = True,
                 history: bool = True, save: Save | None = None,
                 writer: SaveWriter | None = None) -> None:
        self.directory = directory
        self.autosave = autosave
        self.history = history
        self.save = save
        self.started = save.started if save is not None else time.time()
        self.failed = False  # the disk refused once: said once, not every move
        # fsync takes milliseconds: written off the frame, by a writer that may be shared
        # with whatever else writes the same file (a game night's flow)
        self.writer = writer if writer is not None else SaveWriter()
        self._lock = threading.Lock()
        self._notes: list[str] = []  # from the writer thread (take_notes)

    def moved(self, match: Match, notes: MatchNotes) -> str | None:
        """Save the match as it is now; a one-line problem, said once, if the disk refuses."""
        if match.is_over:
            return self.finished(match, notes)
        if not self.autosave:
            return None
        save = self._save_for(notes)
        save.undo, save.hints = notes.undo, notes.hints

        def kept() -> tuple[Path, Data]:
            data = save_later(save, match, self.directory)
            assert save.path is not None  # made by save_later
            return save.path, data

        return self.hand_over(kept, len(match.moves), "The match")

    def hand_over(self, kept: Callable[[], tuple[Path, Data]], moves: int,
                  what: str) -> str | None:
        """Give the writer thread the file `kept` says (where, and its bytes or what makes
        them there); a one-line problem, said once, if its folder cannot be made or an
        earlier write was refused."""
        error = self.writer.take_error()
        try:
            path, data = kept()
        except OSError as exc:  # the folder cannot be made
            error = exc
        else:
            self.writer.put(path, data, moves)
        if error is not None:
            return self._failed(f"{what} cannot be saved ({error.strerror or error}).")
        return None

    def _save_for(self, notes: MatchNotes) -> Save:
        """The match's save, made on its first move."""
        if self.save is None:
            self.save = Save(new_id(notes.slug), {}, notes.seats, self.started,
                             origin=notes.origin)
        return self.save

    def flush(self) -> None:
        """Wait until the last autosave is on disk."""
        self.writer.flush()

    def left(self) -> None:
        """The match is left (for the menu or a rematch): the writer's thread ends once what
        was handed over is on disk and filed; the frame does not wait for it."""
        self.writer.close()

    def finished(self, match: Match, notes: MatchNotes) -> str | None:
        """Write the finished match's last save, then (off the frame) put it into the
        history and drop the save; `take_notes` has what that had to say."""
        if not self.history:
            return None
        save = self._save_for(notes)
        save.undo, save.hints = notes.undo, notes.hints
        save.ended, save.winners = time.time(), list(match.winners)
        try:
            path = placed(save, self.directory)
        except OSError as exc:  # the saves folder cannot be made
            return self._failed(f"The match cannot be saved ({exc.strerror or exc}).")
        last = save.caught_up_later(match)  # the copy written is the one filed
        self.writer.put(path, lambda: save_json(last()), len(match.moves),
                        then=lambda: self._file(last()))
        return None

    def _file(self, save: Save) -> None:
        """On the writer thread: the finished match into the history (retried while it is
        locked; the save stays until it is in)."""
        try:
            filed = file_finished(save, self.directory)
        except Exception as exc:  # the history must never stop the game
            log.exception("the history could not be written")
            filed = [f"The match could not go into the history ({exc}); it is kept in its save."]
        self.note(filed)

    def note(self, lines: list[str]) -> None:
        """Keep `lines` (said on the writer thread) for `take_notes`."""
        with self._lock:
            self._notes.extend(lines)

    def take_notes(self) -> list[str]:
        """What the last save and filing the finished match had to say since the last call
        (the disk refused the save, a file set aside, a history locked by another
        program)."""
        error = self.writer.take_error()  # before the notes: filing comes after the write
        with self._lock:
            notes, self._notes = self._notes, []
        if error is not None:
            notes.insert(0, f"The last save failed ({error.strerror or error}).")
        return notes

    def _failed(self, line: str) -> str | None:
        if self.failed:
            return None
        self.failed = True
        return line


def seat_records(seats: list[SeatConfig]) -> list[dict[str, Any]]:
    """The seats as kept: name, colour, symbol, bot level, profile id (devices change
    between runs)."""
    return [{"name": s.name, "colour": list(s.colour), "symbol": s.symbol, "bot": s.bot,
             "profile": s.profile}
            for s in seats]
