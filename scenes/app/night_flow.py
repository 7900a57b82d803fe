"""Game night flow: a playlist of matches at the same seats, chained through the table's
exits. Each match's table keeps the night (its file, holding the match under way) after
every move; the summary's first button leads to the interlude (the standings and the next
game) or, after the last game, to the podium; Menu leaves the night kept, to resume.
"""
from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.engine.reading import Reading
from game.rules.base import Match, RulesError
from game.store.history import History
from game.store.night import (
    BadNight,
    Filed,
    Night,
    file_night,
    file_saves,
    new_night,
    night_row,
    settle,
)
from game.store.night_file import night_later, read_night, remove_night, write_night
from game.store.saves import BadSave, Save
from game.store.sqlite_file import HistoryError
from game.store.unfinished import LIST_TIMEOUT
from game.store.writer import SCREEN_WAIT, Data, SaveWriter, settled
from scenes.app import flow
from scenes.frame.keeping import Carried, MatchKeeper, MatchNotes, Rebuilt, rebuild
from scenes.frame.match_setup import MatchSetup, SeatConfig
from scenes.frame.notes_feed import NotesFeed
from scenes.frame.summary import MatchExits
from scenes.frame.table import NEW_MATCH, TableScene
from scenes.screens.night_screens import InterludeScene, PodiumScene

if TYPE_CHECKING:
    from pathlib import Path

    from game.engine.context import AppContext

log = logging.getLogger(__name__)
NEXT = "Next"  #: the summary's first button in a game night


class NightKeeper(MatchKeeper):
    """Keeps a night's match inside the night's file after every move; at the match's end
    counts it in the standings and files it in the history with the night's key."""

    def __init__(self, run: NightRun) -> None:
        super().__init__(save=run.night.current, writer=run.writer)
        self.run = run

    @property
    def night(self) -> Night:
        """The night, with the matches filed since the last look dropped (on the frame)."""
        return self.run.poll()

    def moved(self, match: Match, notes: MatchNotes) -> str | None:
        """Hand the night, with the match as it is now, to the writer thread."""
        if match.is_over:
            return self.finished(match, notes)
        night = self.night
        current = night.current
        if current is None:
            return None
        current.undo, current.hints = notes.undo, notes.hints

        def kept() -> tuple[Path, Data]:
            data = night_later(night, match)
            assert night.path is not None  # made by night_later
            return night.path, data

        return self.hand_over(kept, len(match.moves), "The night")

    def finished(self, match: Match, notes: MatchNotes) -> str | None:
        """Count the match in the standings now, and keep it in the night until the
        history has it (`Night.unfiled`, written with the night); off the frame, file it.
        If the history refuses, the night keeps it and files it at the next deal, at the
        podium or on resuming; `take_notes` has what filing had to say."""
        night = self.night
        current = night.current
        if current is None:
            return None
        current.undo, current.hints = notes.undo, notes.hints
        current.ended, current.winners = time.time(), list(match.winners)
        finished = current.copy()
        finished.catch_up(match)  # its record once, here: the night holds it from now on
        night.finish(finished)
        try:
            counted = night_later(night)
        except OSError as exc:  # the nights folder cannot be made
            return self._failed(f"The night cannot be saved ({exc.strerror or exc}).")
        assert night.path is not None  # made by night_later
        filing = self.run.file_later()
        self.writer.put(night.path, counted, len(match.moves),
                        then=lambda: self.note(filing()))
        return None

    def take_notes(self) -> list[str]:
        """What filing had to say since the last call; the night drops what it filed."""
        self.run.poll()
        return super().take_notes()


def file_kept(night_id: str, saves: list[Save]) -> Filed:
    """On the writer thread: finished matches of the night not yet in the history into it
    (game/store/night.py `file_saves`); the keys filed and the lines to show."""
    try:
        history = History()
        try:
            filed = file_saves(night_id, saves, history)
            return Filed(filed.keys, said(filed.lines, history))
        finally:
            history.close()
    except Exception as exc:  # the history must never stop the game
        log.exception("the night's match could not be kept")
        return Filed([], [f"The match could not go into the history ({exc})."])


def said(filed: list[str], history: History) -> list[str]:
    """What filing said (`filed`), then what opening the history said that filing's line
    does not already say (a damaged file set aside; a lock is said once)."""
    return filed + [m for m in history.messages
                    if not any(m.rstrip(".") in line for line in filed)]


@dataclass
class NightRun:
    """A night being played: the app it is on, the night, and its one writer thread (its
    tables' keepers and the flow's own writes of its file go through it, so they land in
    the order they were made), which ends when the night is left (`leave`). The night is
    the frame's alone: filing on the writer thread works on a copy of its finished matches
    and hands back the keys it filed, which the frame drops when it next looks (`poll`)."""

    ctx: AppContext
    night: Night
    writer: SaveWriter = field(default_factory=SaveWriter)
    _filed: list[str] = field(default_factory=list)  # keys filed, not yet dropped
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _notes: list[str] = field(default_factory=list)  # what filing the night over said

    def note(self, lines: list[str]) -> None:
        """On the writer thread: keep `lines` for `take_notes`."""
        with self._lock:
            self._notes.extend(lines)

    def take_notes(self) -> list[str]:
        """On the frame: what filing the night over said since the last call."""
        with self._lock:
            notes, self._notes = self._notes, []
        return notes

    def poll(self) -> Night:
        """On the frame: the night, the matches filed since the last poll dropped."""
        with self._lock:
            keys, self._filed = self._filed, []
        self.night.drop_filed(keys)
        return self.night

    def file_later(self) -> Callable[[], list[str]]:
        """What files the night's finished matches not yet in the history, on the writer
        thread (a copy of them taken now); it returns the lines to show."""
        night_id, saves = self.night.id, list(self.night.unfiled)

        def filing() -> list[str]:
            filed = file_kept(night_id, saves)
            with self._lock:
                self._filed.extend(filed.keys)
            return filed.lines

        return filing

    def leave(self) -> None:
        """For the menu, at once: the writer's thread ends once the night is all on disk
        and its matches filed (a night resumed meanwhile waits for that, off the frame)."""
        self.writer.close()
        flow.go_to_menu(self.ctx)


def night_table(run: NightRun, match: Match, carried: Carried = NEW_MATCH) -> TableScene:
    """The table of the night's match under way (carrying on with what it `carried`, when
    resumed); its summary leads on through the night."""
    seats = [SeatConfig.from_json(seat, i) for i, seat in enumerate(run.night.seats)]
    setup = MatchSetup(match.game.slug, seats, dict(match.options), match.seed)
    keeper = NightKeeper(run) if run.ctx.persist else None
    take = keeper.take_notes if keeper is not None else None
    exits = MatchExits(rematch=lambda _phones: after_match(run, match, NotesFeed(take)),
                       menu=run.leave, onward=NEXT)
    return flow.table_scene(run.ctx, setup, match, carried=carried, keeper=keeper, exits=exits)


def start_night(ctx: AppContext, setup: MatchSetup, games: list[dict]) -> str | None:
    """Start a game night of `games` for the seats of `setup`, the first game being the one
    set up there, with its options (its table replaces the top scene); the problem in a
    line, or None."""
    seats = [s.to_json() for s in setup.seats]
    first = {"game": setup.slug, "options": setup.options}
    try:
        night = new_night([first, *games[1:]], seats, setup.seed)
    except BadNight as exc:
        return str(exc)
    return deal_next(NightRun(ctx, night))


def deal_next(run: NightRun) -> str | None:
    """Deal the night's next game at its table, in place of the top scene; kept at once
    (on the night's writer thread, after the last match's filing: a write refused is said
    by the table), so it can be resumed from its first move."""
    ctx, night = run.ctx, run.poll()
    _save, match = night.start_match()
    if ctx.persist:
        try:
            made = night_later(night, match)
        except OSError as exc:  # the nights folder cannot be made
            return f"The night cannot be saved ({exc.strerror or exc})."
        assert night.path is not None  # made by night_later
        filing = run.file_later() if night.unfiled else None
        retry = (lambda: log_lines(filing())) if filing is not None else None
        run.writer.put(night.path, made, then=retry)
    ctx.stack.replace(night_table(run, match))
    return None


def between(run: NightRun, notes: NotesFeed | None = None) -> InterludeScene | PodiumScene:
    """The scene after a night's match: the interlude (saying what filing the match says,
    `notes`), or the podium once it is over (the night then goes into the history and its
    file is removed; the podium says so if the history cannot take it now)."""
    ctx, night = run.ctx, run.poll()
    if not night.over:
        return InterludeScene(ctx, night, lambda: deal_next(run), run.leave, notes)
    if not ctx.persist:
        return PodiumScene(ctx, night, run.leave)
    saves, row = list(night.unfiled), night_row(night)  # after the last match's filing
    run.writer.after(lambda: run.note(file_over(night, saves, row)))
    return PodiumScene(ctx, night, run.leave, NotesFeed(run.take_notes))


def file_over(night: Night, saves: list[Save], row: tuple) -> list[str]:
    """On the writer thread: a night that is over into the history (`row`, made on the
    frame), its finished matches not yet there (`saves`) first, then its file removed;
    what to say of it. If the history cannot take it all now the file is kept: the
    podium of the night resumed files it then."""
    try:
        history = History()
        try:
            filed = file_saves(night.id, saves, history)
            if len(filed.keys) < len(saves):
                return said(filed.lines, history)
            file_night(history, row)
        finally:
            history.close()
        remove_night(night)
    except HistoryError as exc:
        return [f"{str(exc).rstrip('.')}. The night is kept until the history can take it."]
    except Exception as exc:  # the history must never stop the game
        log.exception("the night could not go into the history")
        return [f"The night could not go into the history ({exc}); it is kept until it can."]
    return said([], history)


def log_lines(lines: list[str]) -> None:
    """Log what filing had to say where no screen is waiting to show it."""
    for line in lines:
        log.warning("%s", line)


def after_match(run: NightRun, match: Match, notes: NotesFeed | None = None) -> None:
    """From a match's summary: on to the interlude or the podium. The match counts in the
    standings here if no keeper counted it (a night not kept on disk: tests, demos)."""
    night = run.night
    if night.current is not None and match.is_over:
        night.add(night.current.id, match.game.slug, list(match.scores), list(match.winners))
    run.ctx.stack.replace(between(run, notes))


@dataclass(frozen=True)
class Resumed:
    """A kept night made ready to carry on, off the frame: the night and its match under
    way rebuilt (None: the interlude or the podium comes next), with what the history had
    to say in one line (or nothing); or, with no night, why it cannot go on."""

    night: Night | None
    rebuilt: Rebuilt | None
    line: str


STILL_SAVING = "The night is still being saved; try again in a moment."


def read_resumed(path: Path) -> Resumed:
    """On the reading thread: the night kept at `path`, read once a writer still ending
    has written it (the screen says so if it is still at it after SCREEN_WAIT), settled
    with the history (game/store/night.py `settle`; a history another program holds
    locked is waited on as briefly as a listing: its matches wait in the night) and
    written back only if that changed it; a night or history that cannot be used leaves
    the file as it was."""
    if not settled(path, SCREEN_WAIT):
        return Resumed(None, None, STILL_SAVING)
    try:
        night = read_night(path)
        history = History(timeout=LIST_TIMEOUT)
        try:
            ready = settle(night, history)
            lines = said(ready.lines, history)
        finally:
            history.close()
        if ready.changed:
            write_night(night)
        current = night.current
        rebuilt = None if ready.match is None or current is None else rebuild(current.record)
    except (BadNight, BadSave, RulesError, HistoryError, sqlite3.Error, OSError) as exc:
        return Resumed(None, None, f"The night cannot go on ({exc}).")
    return Resumed(night, rebuilt, " ".join(lines))


def resume_night(ctx: AppContext, night: Night, failed: Callable[[str], None]) -> Reading:
    """Carry on with a kept night, read again off the frame (game/engine/reading.py): the
    first `take` once it is in pushes its match under way, or what comes after its last
    counted match, saying what the history had to say; or hands `failed` the problem in a
    line."""
    assert night.path is not None  # a kept night was read from its file
    return Reading(lambda resumed: carry_on(ctx, resumed, failed), read_resumed, night.path,
                   failed=failed)


def carry_on(ctx: AppContext, resumed: Resumed, failed: Callable[[str], None]) -> None:
    """On the frame: push the resumed night's scene (its table, or the interlude or the
    podium) and say there what the history had to say; or hand `failed` the problem."""
    night, rebuilt = resumed.night, resumed.rebuilt
    if night is None:
        failed(resumed.line)
        return
    run = NightRun(ctx, night)
    scene: TableScene | InterludeScene | PodiumScene
    if rebuilt is None or night.current is None:
        notes = NotesFeed()  # the interlude shows it under the standings, for good
        notes.lines = [resumed.line] if resumed.line else []
        scene = between(run, notes)
    else:
        carried = Carried.rebuilt(rebuilt, undo=night.current.undo, hints=night.current.hints)
        scene = night_table(run, rebuilt.match, carried)
    ctx.stack.push(scene)
    if resumed.line and not isinstance(scene, InterludeScene):
        scene.say(resumed.line)
