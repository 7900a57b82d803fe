"""A guided deal on the game's own table: each step waits for the learner to do one thing,
rings the controls that do it and says the rule it shows; the bots' moves are scripted.

The lesson is the game's `LESSON` (game/rules/<game>/learn.py, through the descriptor; the
data is in game/lesson.py). Any device plays the learner's seat (pad, keys or mouse).
Progress is kept in the settings after every step, so a lesson left through the pause menu
carries on where it was; the menu's Guided deal starts it, or carries on, or replays it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.engine.intents import Action, Intent
from game.rules.base import IllegalMove
from game.rules.record import replay
from scenes.frame.hint_panel import draw_advice
from scenes.frame.match_setup import SHARED, MatchSetup, default_seat
from scenes.frame.table import TableScene
from scenes.screens.pause import Leaving

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.lesson import Lesson
    from game.rules.base import Move

KEYS_LINE = "[pause] or the pause button leaves; the lesson waits for you here."
LEAVING = Leaving("Quit to menu", "Leave the lesson?",
                  ("Your place is kept: Guided deal on the menu carries on from this step.",),
                  "Keep learning")
BOT_PAUSE = 0.8  # seconds before a scripted bot move, so the learner sees it happen


def lesson_of(slug: str) -> Lesson | None:
    """The game's guided deal, or None if it has none."""
    from game.registry import descriptor

    return getattr(descriptor(slug).learn_module, "LESSON", None)


def start_lesson(ctx: AppContext, slug: str, fresh: bool = False) -> LessonScene:
    """Push the game's lesson, carried on from the kept step unless `fresh` (replay)."""
    from game.registry import descriptor
    from scenes.frame.tables import load_layout, make_table

    game = descriptor(slug)
    lesson = lesson_of(slug)
    assert lesson is not None, f"{slug} has no lesson"
    kept = 0 if fresh else ctx.settings.lessons.get(slug, 0)
    if not 0 <= kept < len(lesson.steps):
        kept = 0  # finished (or a bad number): start again
    # Carry on only from the learner's own steps, never halfway through the bots' moves.
    while kept and lesson.steps[kept].say == "":
        kept -= 1
    match, error = replay(lesson.record(slug, kept))
    assert error is None, error
    seats = [default_seat(i, None if i == lesson.learner else "easy")
             for i in range(lesson.players)]
    seats[lesson.learner].device = SHARED  # pad, keys and mouse all play the learner
    seats[lesson.learner].name = "You"
    setup = MatchSetup(slug, seats, dict(match.options), match.seed)
    layout = load_layout(ctx, game, lesson.players)
    table = make_table(ctx, game, layout, setup.seat_infos(), match.options)
    from scenes.frame.summary import MatchExits

    home = ctx.go_home
    exits = MatchExits(rematch=lambda _phones: start_lesson(ctx, slug, True), menu=home)
    scene = LessonScene(ctx, setup, game, match, table, layout, exits, lesson=lesson)
    ctx.stack.push(scene)
    return scene


class LessonScene(TableScene):
    """A table scene that plays the lesson's script and checks the learner's moves."""

    hints_allowed = False  # each step already rings what to press

    def __init__(self, *args: object, lesson: Lesson) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.lesson = lesson
        self.tips.moments = None  # the lesson says every rule itself

    @property
    def step(self) -> int:
        """Index of the step to play now (= moves made)."""
        return len(self.match.moves)

    @property
    def finished(self) -> bool:
        """True once every step was played."""
        return self.step >= len(self.lesson.steps)

    def expected(self) -> Move:
        """The move the script plays now."""
        return self.match.game.parse_move(self.lesson.steps[self.step].move)

    def handle(self, intent: Intent) -> None:
        """Confirm, click or back at the end closes the lesson; otherwise as at any table."""
        if self.finished and intent.action in (Action.CONFIRM, Action.SELECT, Action.BACK):
            self.exits.menu()
            return
        super().handle(intent)

    def try_move(self, move: Move) -> bool:
        """Only the step's move goes on; anything else is refused with the step's words."""
        if self.finished or str(move) != self.lesson.steps[self.step].move:
            reason = "In this lesson, do this step: " + self.lesson.steps[self.step].say \
                if not self.finished else "The lesson is over."
            self.say(reason.split(". ")[0] + ".")
            self.table.refuse(reason)
            return False
        ok = super().try_move(move)
        self._keep()
        return ok

    def leaving(self) -> Leaving:
        """Leaving a lesson keeps its place."""
        return LEAVING

    def _keep(self) -> None:
        self.ctx.settings.lessons[self.setup.slug] = self.step
        self.ctx.save_settings()

    def _drive_bot(self, seat: int, dt: float) -> None:
        """The bots play the script, after a short pause so the learner sees each move."""
        self._refresh_view()
        self.bot_wait += dt
        if self.finished or self.bot_wait < min(BOT_PAUSE, self.ctx.settings.bot_delay + 0.1) \
                or self.table.busy:
            return
        try:
            self._apply(self.expected())
        except IllegalMove:  # a script that does not replay is a bug the tests catch
            self.exits.menu()
            return
        self._keep()

    def _show_scores(self) -> None:
        """The end of the lesson's deal ends the lesson: no scoring screen, no next deal."""

    def banner(self, seat: int | None) -> tuple[str, tuple[int, int, int]]:
        """"Lesson done" once every step was played; else the table's banner."""
        return ("Lesson done", theme.HIGHLIGHT) if self.finished else super().banner(seat)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The table, then the step's words and the rings round what to press."""
        super().draw(surface, alpha)
        total = sum(1 for s in self.lesson.steps if s.say)
        done = sum(1 for s in self.lesson.steps[: self.step] if s.say)
        if self.finished:
            lines = [("Lesson done", theme.TEXT_BODY, theme.HIGHLIGHT, True),
                     (self.lesson.done, theme.TEXT_MIN, theme.TEXT, False),
                     ("[confirm] goes back to the menu.", theme.TEXT_MIN,
                      theme.TEXT_DIM, False)]
            draw_advice(self.ctx, surface, self.table, None, lines)
            return
        step = self.lesson.steps[self.step]
        if not step.say:
            return
        lines = [(f"Lesson, step {done + 1} of {total}", theme.TEXT_MIN, theme.TEXT_DIM, True),
                 (step.say, theme.TEXT_BODY, theme.HIGHLIGHT, True),
                 (KEYS_LINE, theme.TEXT_MIN, theme.TEXT_DIM, False)]
        draw_advice(self.ctx, surface, self.table, self.expected(), lines)

    @property
    def animating(self) -> bool:
        """Keep drawing while the bots' scripted moves are due."""
        return super().animating or self.finished
