"""Unfinished matches: carrying on from an autosave, and the list of them all."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.engine.focus import Button
from game.engine.screen import ButtonScreen
from game.registry import descriptor
from game.rules.base import RulesError
from game.store.saves import BadSave, Save, put_aside

if TYPE_CHECKING:
    from game.engine.context import AppContext

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


def resume_save(ctx: AppContext, save: Save) -> str | None:
    """Put the saved match on the stack where it was; if it does not replay, move the file
    aside and return the one line that says so."""
    from scenes.app.flow import resume_scene

    try:
        scene = resume_scene(ctx, save)
    except (BadSave, RulesError, ValueError) as exc:
        return put_aside(save.path, str(exc)) if save.path else str(exc)
    ctx.stack.push(scene)
    return None


class UnfinishedScene(ButtonScreen):
    """Every unfinished match, newest first; choosing one carries on with it."""

    title = "Unfinished matches"
    back_key = "back"

    def __init__(self, ctx: AppContext, saves: list[Save]) -> None:
        super().__init__(ctx)
        self.saves = saves[:ROWS]
        self.total = len(saves)

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
        save = self.saves[int(key.split(":", 1)[1])]
        problem = resume_save(self.ctx, save)
        if problem:
            self.saves.remove(save)
            self.total -= 1
            self.focus.set_controls(self.buttons())
            self.say(problem, 8.0)

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Say how many there are when the list is cut short."""
        if self.total > ROWS:
            words = f"The {ROWS} newest of {self.total} are listed."
            self.ctx.text.blit(surface, words, theme.TEXT_MIN, (theme.SCREEN_SIZE[0] // 2, 170),
                               theme.TEXT_DIM, anchor="midbottom")
