"""Unfinished matches: carrying on from an autosave, and the list of them all."""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.engine.focus import Button
from game.engine.reading import LOADING, Reading
from game.engine.screen import ReadingScreen
from game.registry import descriptor
from game.rules.base import RulesError
from game.store.saves import BadSave, Save, put_aside, read_save
from game.store.writer import SCREEN_WAIT, settled

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.keeping import Rebuilt

ROWS = 7  # saves listed at once; the newest ones


def describe(save: Save) -> str:
    """One line: game, players, when it was last played, scores."""
    try:
        name = descriptor(save.slug).name
    except RulesError:
        name = save.slug
    names = ", ".join(str(s.get("name")) for s in save.seats)
    when = time.strftime("%d %b %H:%M", time.localtime(save.saved))
    scores = "-".join(str(s) for s in save.scores)
    return f"{name}: {names}  ({when}, scores {scores})"


STILL_SAVING = "That match is still being saved; try again in a moment."


@dataclass(frozen=True)
class Ready:
    """A save read again and its match rebuilt off the frame: what its table is made of."""

    save: Save
    rebuilt: Rebuilt


def resume_save(ctx: AppContext, ready: Ready) -> str | None:
    """Put the saved match on the stack where it was (rebuilt off the frame); if its table
    cannot be made, move the file aside and return the one line that says so."""
    from scenes.app.flow import resume_scene

    save = ready.save
    try:
        scene = resume_scene(ctx, save, ready.rebuilt)
    except (BadSave, RulesError, ValueError) as exc:
        return put_aside(save.path, str(exc)) if save.path else str(exc)
    ctx.stack.push(scene)
    return None


def read_settled(save: Save) -> Ready | str:
    """On the reading thread: `save` read again from its file once a writer still ending
    has written it (game/store/writer.py `settled`: a match left a moment ago may still be
    writing its last move), and its match rebuilt (a long match's replay is no work for a
    frame); or the line that says why it cannot go on (a file that cannot be used is moved
    aside)."""
    from scenes.app.flow import rebuilt_save

    read = save
    if save.path is not None:  # never written: nothing to wait for or read again
        if not settled(save.path, SCREEN_WAIT):
            return STILL_SAVING
        if not save.path.exists():
            return "That match is no longer kept: it has finished, or its file was removed."
        try:
            read = read_save(save.path)
        except BadSave as exc:
            return put_aside(save.path, str(exc))
        if read.ended is not None:
            return "That match has finished: it goes into the history."
    try:
        return Ready(read, rebuilt_save(read))
    except (BadSave, RulesError, ValueError) as exc:
        return put_aside(read.path, str(exc)) if read.path else str(exc)


def resume_later(ctx: AppContext, save: Save, failed: Callable[[str], None]) -> Reading:
    """Carry on with `save` as its file holds it once settled, read and rebuilt off the
    frame (game/engine/reading.py): the first `take` once it is in pushes its table, or
    hands `failed` the line that says why it cannot go on."""

    def took(read: Ready | str) -> None:
        problem = read if isinstance(read, str) else resume_save(ctx, read)
        if problem:
            failed(problem)

    return Reading(took, read_settled, save, failed=failed)


class UnfinishedScene(ReadingScreen):
    """Every unfinished match, newest first; choosing one carries on with it (read again
    off the frame: `resume_later`)."""

    title = "Unfinished matches"
    back_key = "back"

    def __init__(self, ctx: AppContext, saves: list[Save]) -> None:
        super().__init__(ctx)
        self.saves = saves[:ROWS]
        self.total = len(saves)
        self._chosen: Save | None = None  # the save being read to resume

    def buttons(self) -> list[Button]:
        """One row per save, then Back."""
        out = [Button(f"save:{i}", (260, 200 + i * 96, 1400, 80), describe(save))
               for i, save in enumerate(self.saves)]
        out.append(Button("back", (760, 200 + ROWS * 96 + 20, 400, 80), "Back"))
        return out

    def activate(self, key: str) -> None:
        """Resume the chosen match, or go back; one that does not replay leaves the list."""
        if key == "back":
            self.ctx.stack.pop()
            return
        if self.reading is not None and self.reading.waiting:  # its table comes on top
            self.say(LOADING)
            return
        self._chosen = self.saves[int(key.split(":", 1)[1])]
        self.reading = resume_later(self.ctx, self._chosen, self._refused)
        self.say(LOADING)

    def _refused(self, problem: str) -> None:
        """The chosen match cannot go on: it leaves the list, and the screen says why."""
        if self._chosen in self.saves:
            self.saves.remove(self._chosen)
            self.total -= 1
            self.focus.set_controls(self.buttons())
        self.say(problem, 8.0)

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Say how many there are when the list is cut short."""
        if self.total > ROWS:
            words = f"The {ROWS} newest of {self.total} are listed."
            self.ctx.text.blit(surface, words, theme.TEXT_MIN, (theme.SCREEN_SIZE[0] // 2, 170),
                               theme.TEXT_DIM, anchor="midbottom")
