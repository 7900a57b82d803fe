"""The hint at the table: asked for on a human's turn, searched off the frame loop, shown
as a panel of why plus rings around the controls that make the move.

The search is the hard bot's (game/ai/hint.py) on a copy of the match, through the
asking seat's SeatPort only, so it never sees a hidden card. Like a bot's decision it
runs in the app's background worker process (a thread without one, in tests), and the
table keeps drawing while it thinks.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from game.ai.hint import HINT_THINK_TIME, Hint, hint_at, weighed
from game.engine import draw, text_box, theme
from game.engine.text_box import Para

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.text import TextCache
    from game.engine.worker import Job, Worker
    from game.rules.base import Match, Move
    from scenes.frame.game_table import GameTable

#: The mouse's hint ([hint] on keys and pads), under the undo button.
HINT_BUTTON = (1852, 140, 56, 56)
PAD = 28
ADVICE_FILL = (16, 22, 20)
HIDE = "[hint] or the ? button hides this"


class HintAsker:
    """One hint at a time for the position it was asked at; forgotten when a move is made."""

    def __init__(self, worker: Worker | None, think_time: float = HINT_THINK_TIME,
                 asked: int = 0) -> None:
        self.worker = worker
        self.think_time = think_time
        self.key: tuple[int, int] | None = None  # (ply, seat) the hint is for
        self.hint: Hint | None = None
        self._job: Job | None = None
        self._thread: threading.Thread | None = None
        self._answer: list[Hint] = []
        self.shown = False
        #: Hints asked for in this match, counting those of a resumed save ("with hints" in
        #: the history).
        self.asked = asked

    @property
    def thinking(self) -> bool:
        """True while the search runs."""
        return self.key is not None and self.hint is None

    @property
    def ready(self) -> bool:
        """True once the hint is in and shown."""
        self.poll()
        return self.hint is not None and self.shown

    def toggle(self, match: Match, seat: int, seed: int) -> None:
        """Ask for a hint for `seat` now, or hide (or show again) the one asked for here."""
        if self.key == (len(match.moves), seat):
            self.shown = not self.shown
            return
        self.ask(match, seat, seed)

    def ask(self, match: Match, seat: int, seed: int, show: bool = True) -> None:
        """Start the search for `seat` at this position (counted in `asked`), forgetting any
        other hint. `show` False keeps it off the TV: a phone's hint is for that phone only."""
        self.clear()
        self.key, self.shown = (len(match.moves), seat), show
        self.asked += 1
        copy = match.clone()
        if self.worker is not None:
            self._job = self.worker.submit(hint_at, copy, seat, seed, self.think_time)
            return
        answer = self._answer = []
        self._thread = threading.Thread(
            target=lambda: answer.append(hint_at(copy, seat, seed, self.think_time)),
            name="hint", daemon=True)
        self._thread.start()

    def poll(self) -> None:
        """Take the search's answer once it is in."""
        if self.hint is not None or self.key is None:
            return
        if self._job is not None and self._job.done:
            self.hint = self._job.result()
        elif self._answer:
            self.hint = self._answer[0]

    @property
    def thread(self) -> threading.Thread | None:
        """The thread of the search in flight (None when there is none, or it runs in the
        background worker); kept by whoever wants to see a dropped search end."""
        return self._thread

    def wait(self, timeout: float | None = None) -> None:
        """Wait up to `timeout` seconds for the search in flight, then take its hint (for
        tests and tools: the game loop never blocks)."""
        if self._thread is not None:
            self._thread.join(timeout)
        if self._job is not None:
            self._job.result(timeout)
        self.poll()

    def clear(self) -> None:
        """Forget the hint (a move was made); a search still running is ignored."""
        self.key, self.hint, self._job, self._thread, self.shown = None, None, None, None, False
        self._answer = []

    def draw(self, ctx: AppContext, surface: pygame.Surface, table: GameTable) -> None:
        """The panel (thinking, or the hint) and rings round the controls of the move."""
        self.poll()
        if self.key is None or not self.shown:
            return
        if self.hint is None:
            lines = [("Looking for a good move…", theme.TEXT_BODY, theme.TEXT, True)]
            draw_advice(ctx, surface, table, None, lines)
        else:
            draw_advice(ctx, surface, table, self.hint.move, hint_lines(self.hint),
                        hint_lines(self.hint, weighed_too=False))


Line = tuple[str, int, tuple, bool]
"""One paragraph of advice: (words, size, colour, bold)."""


def draw_advice(ctx: AppContext, surface: pygame.Surface, table: GameTable,
                move: Move | None, lines: list[Line], shorter: list[Line] | None = None,
                fill: tuple[int, int, int] = ADVICE_FILL, snug: bool = False) -> pygame.Rect:
    """Rings round the controls that make `move`, and the paragraphs in a panel where the
    table says it hides nothing needed (hints, the guided deals' steps, first-time rules);
    the `shorter` paragraphs instead where those do not fit the table's room even at the
    smallest size. A `snug` panel is only as wide as its text, centred in the room. Where
    the panel went."""
    if move is not None:
        targets = set(table.hint_targets(move))
        for control in table.controls():
            if control.key in targets:
                draw.focus_ring(surface, control.rect, theme.HIGHLIGHT, width=7, gap=10)
    left, top, panel_width = table.hint_area()
    most = table.hint_height()
    for choice in (lines, shorter or lines):
        paras = [Para(words, size, colour, bold) for words, size, colour, bold in choice]
        laid = text_box.lay_out(ctx.text, paras, panel_width - 2 * PAD,
                                None if most is None else most - 2 * PAD)
        if laid.fits:
            break
    width = min(panel_width, laid.width + 2 * PAD) if snug else panel_width
    rect = pygame.Rect(left + (panel_width - width) // 2, top, width, laid.height + 2 * PAD)
    draw.panel(surface, rect, fill, border=theme.HIGHLIGHT, border_width=3, name="advice",
               clear=True)
    text_box.draw(surface, ctx.text, paras, rect.inflate(-2 * PAD, -2 * PAD),
                  align="center" if snug else "left", laid=laid)
    return rect


def hint_lines(hint: Hint, weighed_too: bool = True) -> list[Line]:
    """The panel's paragraphs: (words, size, colour, bold); the other moves weighed only if
    `weighed_too`."""
    first, *rest = hint.reasons
    lines = [("Hint: " + first, theme.TEXT_BODY, theme.HIGHLIGHT, True)]
    lines += [(reason, theme.TEXT_MIN, theme.TEXT, False) for reason in rest]
    if hint.alternatives and weighed_too:
        lines.append((f"Also weighed: {weighed(hint)}", theme.TEXT_MIN, theme.TEXT_DIM, False))
    lines.append((HIDE, theme.TEXT_MIN, theme.TEXT_DIM, False))
    return lines


def draw_hint_button(surface: pygame.Surface, text: TextCache, hovered: bool,
                     enabled: bool) -> None:
    """A question mark in a small dark square under the undo button."""
    rect = pygame.Rect(HINT_BUTTON)
    pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
    pygame.draw.rect(surface, theme.HIGHLIGHT if hovered else theme.TEXT_DIM, rect, width=3,
                     border_radius=12)
    ink = theme.TEXT if enabled else theme.TEXT_DIM
    text.blit(surface, "?", theme.TEXT_LARGE, rect.center, ink, bold=True, anchor="center")
