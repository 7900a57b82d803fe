"""A guided deal on the game's own table: each step waits for the learner to do one thing,
rings the controls that do it and says the rule it shows; the bots' moves are scripted.

The lesson is the game's `LESSON` (game/rules/<game>/learn.py, through the descriptor; the
data is in game/lesson.py). Any device plays the learner's seat (pad, keys or mouse).
Progress is kept in the settings after every step, so a lesson left through the pause menu
carries on where it was; the menu's Guided deal starts it, or carries on, or replays it.

A lesson is a table scene (scenes/frame/table.py) handed three parts of its own: the
script's seats (`ScriptedSeats`, the driver of the seats the learner does not play), the
guide that checks the learner's moves and says each step (`GuidedDeal`), and the keeper of
the step reached (`LessonProgress`). The end of its deal ends it: no scores, no next deal.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.rules.base import IllegalMove
from game.rules.record import replay
from scenes.frame.hint_panel import draw_advice
from scenes.frame.match_setup import SHARED, MatchSetup, default_seat
from scenes.frame.table import TableScene
from scenes.screens.pause import Leaving

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.lesson import Lesson
    from game.rules.base import Match, Move
    from scenes.frame.game_table import GameTable
    from scenes.frame.keeping import MatchNotes
    from scenes.frame.table_chrome import Banner

KEYS_LINE = "[pause] or the pause button leaves; the lesson waits for you here."
LEAVING = Leaving("Quit to menu", "Leave the lesson?",
                  ("Your place is kept: Guided deal on the menu carries on from this step.",),
                  "Keep learning")
BOT_PAUSE = 0.8  # seconds before a scripted bot move, so the learner sees it happen


def lesson_of(slug: str) -> Lesson | None:
    """The game's guided deal, or None if it has none."""
    from game.registry import descriptor

    return getattr(descriptor(slug).learn_module, "LESSON", None)


def start_lesson(ctx: AppContext, slug: str, fresh: bool = False) -> TableScene:
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
    scene = TableScene(ctx, setup, game, match, table, layout, exits,
                       keeper=LessonProgress(ctx, slug), bots=ScriptedSeats(lesson, home),
                       at_deal_end=the_lesson_ends, guide=GuidedDeal(ctx, lesson))
    ctx.stack.push(scene)
    return scene


def the_lesson_ends() -> None:
    """The end of the lesson's deal ends the lesson: no scoring screen, no next deal."""


class ScriptedSeats:
    """The seats the learner does not play: they play the script's moves, a short pause
    after each turn begins so the learner sees each one (a `SeatDriver`)."""

    def __init__(self, lesson: Lesson, leave: Callable[[], None]) -> None:
        self.lesson = lesson
        self.leave = leave  # a script that does not replay is a bug: out of the lesson
        self.seats = {seat for seat in range(lesson.players) if seat != lesson.learner}

    def is_bot(self, seat: int | None) -> bool:
        """True for every seat but the learner's."""
        return seat in self.seats

    def add(self, seat: int, level: str, seed: int) -> None:
        """The script plays `seat` too."""
        self.seats.add(seat)

    def delay(self, chosen: float) -> float:
        """Long enough to see the move coming, never much longer than the bot delay."""
        return min(BOT_PAUSE, chosen + 0.1)

    def request(self, match: Match, seat: int) -> None:
        """Nothing to think about: the script has the move."""

    def result(self, match: Match, seat: int) -> Move | None:
        """The script's move now; None once every step was played."""
        steps = self.lesson.steps
        if len(match.moves) >= len(steps):
            return None
        try:
            return match.game.parse_move(steps[len(match.moves)].move)
        except IllegalMove:
            self.leave()
            return None

    def instead(self, match: Match, seat: int, move: Move, problem: IllegalMove) -> None:
        """The rules refused the script's move: leave the lesson (the tests catch it)."""
        self.leave()

    def clear(self) -> None:
        """Nothing in flight to forget."""


class LessonProgress:
    """Keeps the step the learner reached in the settings after every move (a `Keeper`):
    leaving through pause keeps the learner's place."""

    leaving = LEAVING

    def __init__(self, ctx: AppContext, slug: str) -> None:
        self.ctx = ctx
        self.slug = slug

    def moved(self, match: Match, notes: MatchNotes) -> None:
        """The step to play next is the number of moves made."""
        self.ctx.settings.lessons[self.slug] = len(match.moves)
        self.ctx.save_settings()

    def take_notes(self) -> list[str]:
        """Nothing to say: a lesson has no summary."""
        return []

    def left(self) -> None:
        """Nothing to let go: the step is kept at every move."""


class GuidedDeal:
    """The lesson at the table (a `Guide`): only the step's move goes on; each step's words
    and the rings round what to press are drawn over the table."""

    def __init__(self, ctx: AppContext, lesson: Lesson) -> None:
        self.ctx = ctx
        self.lesson = lesson

    def finished(self, match: Match) -> bool:
        """True once every step was played."""
        return len(match.moves) >= len(self.lesson.steps)

    def expected(self, match: Match) -> Move:
        """The move the script plays now (one step per move made)."""
        return match.game.parse_move(self.lesson.steps[len(match.moves)].move)

    def refusal(self, match: Match, move: Move) -> str | None:
        """The step's words when `move` is not the step's move."""
        if self.finished(match):
            return "The lesson is over."
        step = self.lesson.steps[len(match.moves)]
        return None if str(move) == step.move else "In this lesson, do this step: " + step.say

    def banner(self, match: Match) -> Banner | None:
        """"Lesson done" once every step was played; else the table's banner."""
        return ("Lesson done", theme.HIGHLIGHT) if self.finished(match) else None

    def speaks(self, match: Match) -> bool:
        """The step's words are up while the step says something, and once it is done."""
        return self.finished(match) or bool(self.lesson.steps[len(match.moves)].say)

    def points_to(self, match: Match) -> Move | None:
        """The step's move while its words are up (the rings are round its controls)."""
        if self.finished(match) or not self.lesson.steps[len(match.moves)].say:
            return None
        return self.expected(match)

    def draw(self, surface: pygame.Surface, match: Match, table: GameTable) -> None:
        """The step's words and the rings round what to press (the end's words at the end)."""
        steps = self.lesson.steps
        total = sum(1 for s in steps if s.say)
        done = sum(1 for s in steps[: len(match.moves)] if s.say)
        if self.finished(match):
            lines = [("Lesson done", theme.TEXT_BODY, theme.HIGHLIGHT, True),
                     (self.lesson.done, theme.TEXT_MIN, theme.TEXT, False),
                     ("[confirm] goes back to the menu.", theme.TEXT_MIN,
                      theme.TEXT_DIM, False)]
            draw_advice(self.ctx, surface, table, None, lines)
            return
        step = steps[len(match.moves)]
        if not step.say:
            return
        lines = [(f"Lesson, step {done + 1} of {total}", theme.TEXT_MIN, theme.TEXT_DIM, True),
                 (step.say, theme.TEXT_BODY, theme.HIGHLIGHT, True),
                 (KEYS_LINE, theme.TEXT_MIN, theme.TEXT_DIM, False)]
        draw_advice(self.ctx, surface, table, self.expected(match), lines)
