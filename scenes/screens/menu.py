"""The title menu: choose a game (or read how to play it), watch a record, options, quit."""
from __future__ import annotations

import importlib
import logging
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, text_box, theme
from game.engine.focus import Button
from game.engine.intents import Action, Intent
from game.engine.reading import LOADING, Reading
from game.engine.scene import Scene
from game.engine.screen import HINT, MessageOverlay, ReadingScreen
from game.engine.text_box import Para
from game.registry import GAMES, descriptor
from game.store.saves import Save
from game.store.unfinished import unfinished_saves
from game.version import version

if TYPE_CHECKING:
    from game.engine.context import AppContext

log = logging.getLogger(__name__)

CARD_W, CARD_H, CARD_Y, CARD_GAP = 540, 500, 230, 50
CARD_X0 = (theme.SCREEN_SIZE[0] - len(GAMES) * CARD_W - (len(GAMES) - 1) * CARD_GAP) // 2


def card_rect(i: int) -> tuple[int, int, int, int]:
    """The panel of the i-th game."""
    return (CARD_X0 + i * (CARD_W + CARD_GAP), CARD_Y, CARD_W, CARD_H)


def push_scene(ctx: AppContext, module: str, cls: str, *args: object) -> bool:
    """Push `module.cls(ctx, *args)`; if that screen is not built yet, say so instead."""
    try:
        scene: Scene = getattr(importlib.import_module(module), cls)(ctx, *args)
    except (ImportError, AttributeError) as exc:
        log.warning("%s.%s is not available: %s", module, cls, exc)
        ctx.stack.push(MessageOverlay(ctx, "Not ready yet", [
            "This screen is still being built.", "Please try again in a later version.",
        ]))
        return False
    ctx.stack.push(scene)
    return True


class MenuScene(ReadingScreen):
    """Title screen: three game panels, each with Play and How to play; Options; Quit."""

    title = "Passtime"
    back_key = None

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.saves: list[Save] = []  # the unfinished matches, once read (`_list`)
        self._untouched: str | None = None  # where `enter` left the cursor, until listed
        self._tell(ctx.settings.messages + ctx.messages)
        self._list()

    def _list(self) -> None:
        """Read the unfinished matches off the frame (listing them may tidy the saves into
        a history another program holds locked, which waits): the menu shows at once and
        Continue comes when they are in. They are on disk only when the app keeps files."""
        if self.ctx.persist and not (self.reading is not None and self.reading.waiting):
            self.reading = Reading(self._listed, unfinished_saves, failed=self._said)

    def _listed(self, read: tuple[list[Save], list[str]]) -> None:
        """Offer the unfinished matches (saying which files could not be read); the first
        time, the cursor goes to Continue unless the player has already moved it."""
        self.saves, notes = read
        self._tell(notes)
        self.focus.set_controls(self.buttons())
        if self.saves and self._untouched == self.focus.focused_key:
            self.focus.focus("continue")
        self._untouched = None

    def _said(self, line: str) -> None:
        self.say(line, 8.0)

    def _tell(self, notes: list[str]) -> None:
        """Say the notes not yet said this run (`AppContext.said`): the menu is made again
        after every match and lists again each time it comes back."""
        for note in notes:
            if note not in self.ctx.said:
                self.ctx.said.add(note)
                self.say(note, 8.0)

    def buttons(self) -> list[Button]:
        """Play and How to play per game, then Continue and Unfinished (when there are saves),
        Game night, Watch a record, Stats, Options and Quit."""
        out = []
        for i, game in enumerate(GAMES):
            x, y, w, h = card_rect(i)
            out.append(Button(f"play:{game.slug}", (x + 30, y + h - 190, w - 60, 80),
                              f"Play {game.name}"))
            # A game with a guided deal shares the row: How to play | Guided deal.
            half = (w - 80) // 2 if getattr(game.learn_module, "LESSON", None) else w - 60
            out.append(Button(f"help:{game.slug}", (x + 30, y + h - 94, half, 66),
                              "How to play"))
            if half != w - 60:
                out.append(Button(f"lesson:{game.slug}", (x + 50 + half, y + h - 94, half, 66),
                                  "Guided deal"))
        row = [("night", "Game night"), ("watch", "Watch a record"), ("stats", "Stats"),
               ("options", "Options"), ("quit", "Quit")]
        if self.saves:
            row[:0] = [("continue", "Continue"), ("unfinished", f"Unfinished ({len(self.saves)})")]
        gap = 30
        width = min(320, (theme.SCREEN_SIZE[0] - 120 - (len(row) - 1) * gap) // len(row))
        x = (theme.SCREEN_SIZE[0] - len(row) * width - (len(row) - 1) * gap) // 2
        for k, (key, label) in enumerate(row):
            out.append(Button(key, (x + k * (width + gap), 790, width, 80), label))
        return out

    def enter(self) -> None:
        """The buttons, the cursor on Continue when there is a match to carry on (what a
        player back at the menu most likely wants; once the matches are read: `_listed`),
        else on the first game's Play."""
        super().enter()
        if self.saves:
            self.focus.focus("continue")
        elif self.reading is not None and self.reading.waiting:
            self._untouched = self.focus.focused_key

    def handle(self, intent: Intent) -> None:
        """BACK / PAUSE put the cursor on Quit (never quits by accident)."""
        if intent.action in (Action.BACK, Action.PAUSE):
            self.focus.focus("quit")
            return
        super().handle(intent)

    @property
    def loading(self) -> bool:
        """True while the match chosen to continue is read (its table then comes on top)."""
        return self.reading is not None and self.reading.waiting

    def activate(self, key: str) -> None:
        """Open the chosen screen; while a match to continue is read, nothing but Quit."""
        if self.loading and key != "quit":  # it would come on top of whatever opened
            self.say(LOADING)
            return
        if key.startswith("play:"):
            slug = key.split(":", 1)[1]
            game = descriptor(slug)
            if getattr(game.learn_module, "LESSON", None) and slug not in self.ctx.settings.lessons:
                # The first Play of a game with a guided deal offers it (once).
                push_scene(self.ctx, "scenes.screens.lesson_offer", "LessonOffer", slug, game.name)
            else:
                push_scene(self.ctx, "scenes.screens.setup", "SetupScene", slug)
        elif key.startswith("lesson:"):
            # By name, as push_scene does: the lesson's table leads back to this menu.
            start_lesson = importlib.import_module("scenes.screens.lesson").start_lesson
            slug = key.split(":", 1)[1]
            kept = self.ctx.settings.lessons.get(slug, 0)
            lesson = descriptor(slug).learn_module.LESSON
            start_lesson(self.ctx, slug, fresh=kept >= len(lesson.steps))  # done: replay
        elif key.startswith("help:"):
            push_scene(self.ctx, "scenes.screens.help", "HelpScene", key.split(":", 1)[1])
        elif key == "continue":
            self.carry_on(self.saves[0])
        elif key == "unfinished":
            push_scene(self.ctx, "scenes.screens.unfinished", "UnfinishedScene", self.saves)
        elif key == "stats":
            push_scene(self.ctx, "scenes.screens.stats", "StatsScene")
        elif key == "night":
            push_scene(self.ctx, "scenes.screens.night_playlist", "NightPlaylistScene")
        elif key == "watch":
            push_scene(self.ctx, "scenes.theater.picker", "RecordPicker")
        elif key == "options":
            from scenes.screens.options import OptionsScene

            self.ctx.stack.push(OptionsScene(self.ctx))
        elif key == "quit":
            self.ctx.request_quit()

    def carry_on(self, save: Save) -> None:
        """Resume `save` as its file holds it, read off the frame; if it cannot go on (a
        file that does not replay is kept aside) this menu says so."""
        if self.loading:  # its table comes on top
            self.say(LOADING)
            return
        # By name, as push_scene does: the table below a match leads back to this menu.
        resume_later = importlib.import_module("scenes.screens.unfinished").resume_later

        def refused(problem: str) -> None:
            if save in self.saves:
                self.saves.remove(save)
                self.focus.set_controls(self.buttons())
            self.say(problem, 8.0)

        self.reading = resume_later(self.ctx, save, refused)
        self.say(LOADING)

    def resume(self) -> None:
        """Back on the menu: the list of unfinished matches may have changed (read again
        off the frame)."""
        self._list()
        super().resume()

    def draw_version(self, surface: pygame.Surface) -> None:
        """"Passtime VERSION" at the right end of the foot, or on the row above the controls
        hint when the hint leaves no room beside it (large text)."""
        text = self.ctx.text
        label = f"Passtime {version()}"
        width, height = text.size(label, theme.TEXT_MIN)
        right, bottom = theme.SCREEN_SIZE[0] - 30, theme.SCREEN_SIZE[1] - 30
        hint_right = (theme.SCREEN_SIZE[0] + text.size(HINT, theme.TEXT_MIN)[0]) // 2
        if hint_right + 20 > right - width:
            bottom -= height + 8
        text.blit(surface, label, theme.TEXT_MIN, (right, bottom), theme.TEXT_DIM,
                  anchor="bottomright")

    def draw_title(self, surface: pygame.Surface) -> None:
        """The title and the subtitle under it, in one box ending above the game panels (at
        large text the pair rises rather than running into each other or the panels)."""
        box = pygame.Rect(CARD_X0, 36, theme.SCREEN_SIZE[0] - 2 * CARD_X0, CARD_Y - 48)
        text_box.draw(surface, self.ctx.text, [
            Para(self.title, theme.TEXT_TITLE, bold=True),
            Para("Three passing games for one couch", theme.TEXT_BODY, theme.TEXT_DIM),
        ], box, align="center", valign="bottom")

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """The three game panels and the version in the corner."""
        text = self.ctx.text
        pads = self.ctx.input.pads() if self.ctx.input is not None else []
        if pads:
            names = ", ".join(p.name for p in pads)
            text.blit(surface, f"Gamepads: {names}", theme.TEXT_MIN,
                      (theme.SCREEN_SIZE[0] // 2, 900), theme.TEXT_DIM, anchor="midtop")
        self.draw_version(surface)
        for i, game in enumerate(GAMES):
            name, players, pitch = game.name, game.players_text(), game.pitch
            x, y, w, _h = card_rect(i)
            focused = (self.focus.focused_key or "").endswith(":" + game.slug)
            draw.panel(surface, card_rect(i),
                       border=theme.HIGHLIGHT if focused else draw.PANEL_BORDER)
            draw.draw_seat_symbol(surface, theme.SEAT_SYMBOLS[i], (x + 50, y + 52), 40,
                                  theme.SEAT_COLOURS[i])
            size = text.fit(name, theme.TEXT_LARGE, w - 110, bold=True)
            text.blit(surface, name, size, (x + 86, y + 52), bold=True, anchor="midleft")
            text.blit(surface, players, theme.TEXT_MIN, (x + 86, y + 84), theme.TEXT_DIM)
            ly = y + 140
            for line in text.wrap(pitch, theme.TEXT_MIN, w - 60):
                text.blit(surface, line, theme.TEXT_MIN, (x + 30, ly))
                ly += 38
