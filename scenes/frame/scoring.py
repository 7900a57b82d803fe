"""The scoring scene after each deal / game / round: an animated breakdown and match totals.

The match waits on the finished deal (`between_deals`, or over), so everything
shown comes from its view: the game's table may supply its own animated
`Breakdown` (runs collapsing, hands revealed, crowns awarded); otherwise a generic
one is built from the view's `result` (the deal's scoring event): one row per seat
with the per-seat figures it carries (card points, chips, pips, crowns...) and the
change in match score, revealed row by row, then the running totals. Confirm skips
the animation, then continues: the table then deals the next deal (or shows the
match summary).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import draw, theme
from game.engine.celebration import Glow
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from scenes.frame.game_table import Breakdown, SeatInfo

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext

ROW_SECONDS = 0.45  # time between rows at normal animation speed
AUTO_CONTINUE = 2.5  # seconds an all-bot match (demo) lingers on the scores


def scored_columns(event: Any, players: int) -> list[tuple[str, list]]:
    """Per-seat columns of a deal's scoring event: every field holding one number per seat."""
    if event is None:
        return []
    if hasattr(event, "_asdict"):
        fields = event._asdict()
    else:
        fields = {k: v for k, v in vars(event).items() if not k.startswith("_")}
    columns = []
    for name, value in fields.items():
        if isinstance(value, list | tuple) and len(value) == players:
            if all(isinstance(v, int | float) and not isinstance(v, bool) for v in value):
                columns.append((name.replace("_", " "), list(value)))
    return columns


def deal_winners(before: list[int], after: list[int], low_wins: bool) -> list[int]:
    """The seats that did best this deal (the most gained, or the least with a low score
    winning); none when every seat fared the same."""
    change = [a - b for a, b in zip(after, before, strict=False)]
    if len(set(change)) <= 1:
        return []
    best = min(change) if low_wins else max(change)
    return [seat for seat, c in enumerate(change) if c == best]


class GenericBreakdown(Breakdown):
    """Rows per seat revealed one by one: the event's figures, the score change, the total."""

    def __init__(self, ctx: AppContext, seats: list[SeatInfo], result: Any, before: list[int],
                 after: list[int], unit: str = "Deal") -> None:
        self.ctx = ctx
        self.seats = seats
        self.names = [s.name for s in seats]
        change = [a - b for a, b in zip(after, before, strict=False)]
        total = list(after)
        # The event's own figures, minus any that repeat the change or the total.
        self.columns = [(title, values) for title, values in scored_columns(result, len(seats))
                        if values not in (change, total)][:4]
        self.columns.append((f"this {unit.lower()}", change))
        # Partners share one score (D2): say so, or two equal totals read as a tie.
        teams = any(s.team is not None for s in seats)
        self.columns.append(("team total" if teams else "match total", total))
        self.time = 0.0
        self.scale = max(ctx.settings.anim_scale, 0.0)

    @property
    def shown(self) -> int:
        """How many seat rows are visible now."""
        if self.scale == 0:
            return len(self.names)
        return min(len(self.names), int(self.time / (ROW_SECONDS * self.scale)) + 1)

    def update(self, dt: float) -> None:
        """Advance the row reveal."""
        self.time += dt

    @property
    def done(self) -> bool:
        """True once every row is shown."""
        return self.shown >= len(self.names)

    def skip(self) -> None:
        """Show every row now."""
        self.time = 1e9

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """A table: seat name, then one column per figure."""
        text = self.ctx.text
        col_w = min(300, (rect.w - 420) // max(len(self.columns), 1))
        y = rect.y
        for k, (title, _) in enumerate(self.columns):
            x = rect.x + 420 + k * col_w + col_w // 2
            text.blit(surface, title, theme.TEXT_MIN, (x, y), theme.TEXT_DIM, True, "midtop")
        for seat in range(self.shown):
            y = self.row_rect(seat, rect).y + 6
            info = self.seats[seat]
            draw.draw_seat_symbol(surface, info.symbol, (rect.x + 34, y + 20), 30, info.colour)
            text.blit(surface, info.name, theme.TEXT_BODY, (rect.x + 64, y), info.colour, True)
            for k, (_, values) in enumerate(self.columns):
                x = rect.x + 420 + k * col_w + col_w // 2
                value = values[seat]
                shown = f"{value:+d}" if k == len(self.columns) - 2 and isinstance(value, int) \
                    else str(value)
                text.blit(surface, shown, theme.TEXT_BODY, (x, y), theme.TEXT, False, "midtop")

    def row_rect(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """`seat`'s row under the column heads, from its symbol to its total."""
        col_w = min(300, (rect.w - 420) // max(len(self.columns), 1))
        return pygame.Rect(rect.x, rect.y + 56 + seat * 52 - 6,
                           420 + col_w * len(self.columns), 48)


@dataclass(frozen=True)
class FinishedDeal:
    """A deal that just ended, as the scores show it: the view the breakdown is drawn from,
    the match scores when it began and now, its number, whether the match is over, and the
    game table's own breakdown of it (None: the generic one)."""

    game: GameDescriptor
    seats: list[SeatInfo]
    view: Any
    before: list[int]
    after: list[int]
    number: int  #: the deal's number in the match (game, round...)
    over: bool  #: the match is over: the summary comes next
    breakdown: Breakdown | None
    auto: bool  #: nobody at the TV plays: move on by itself after a pause


class ScoringScene(Scene):
    """Overlay after each deal: the breakdown, then confirm to play on (or to the summary).

    Shown while the match waits on the finished deal; `on_done` runs once it is
    gone (the table deals the next deal, or shows the match summary).
    """

    overlay = True
    keeps_backdrop = True  # the table under the scores waits: drawn (and dimmed) once

    def __init__(self, ctx: AppContext, deal: FinishedDeal, pause: Callable[[], None],
                 on_done: Callable[[], None]) -> None:
        self.ctx = ctx
        self.open_pause = pause  # opens the pause overlay over the scores
        self.on_done = on_done
        self.over = deal.over
        self.round_name = unit = deal.game.round_name
        self.title = f"{unit} {deal.number}" + (" — match over" if self.over else "")
        self.generic = GenericBreakdown(ctx, deal.seats, deal.view.result, deal.before,
                                        deal.after, unit)
        self.breakdown: Breakdown = deal.breakdown if deal.breakdown is not None \
            else self.generic
        self.linger = 0.0
        self.auto = deal.auto
        self.winners = deal_winners(deal.before, deal.after, deal.game.low_score_wins)
        #: The deal winners' rows glow once the breakdown has played out (unless skipped).
        self.glow: Glow | None = None
        self.glow_due = True

    def handle(self, intent: Intent) -> None:
        """Confirm skips the animation, then continues; pause works as everywhere. Any
        press ends the winners' glow (a press that skips the breakdown means no glow)."""
        if intent.action is not Action.POINT:
            self.glow_due = False
            if self.glow is not None:
                self.glow.skip()
        if intent.action in (Action.PAUSE, Action.FOCUS_LOST):
            self.open_pause()
        elif intent.action in (Action.CONFIRM, Action.SELECT, Action.BACK):
            if not self.breakdown.done:
                self.breakdown.skip()
            else:
                self.finish()

    def finish(self) -> None:
        """Leave the scoring scene: back to the table, or on to the summary."""
        self.ctx.stack.pop()
        self.on_done()

    def update(self, dt: float) -> None:
        """Animate; an all-bot match moves on by itself after a pause."""
        self.breakdown.update(dt)
        if self.glow is not None:
            self.glow.update(dt)
        elif self.glow_due and self.breakdown.done:
            self.glow_due = False
            body = self.body()
            rows = [self.breakdown.row_rect(seat, body) for seat in self.winners]
            settings = self.ctx.settings
            self.glow = Glow.start([r for r in rows if r is not None], settings.anim_scale,
                                   settings.reduced_motion)
        if self.auto and self.breakdown.done:
            self.linger += dt
            if self.linger >= AUTO_CONTINUE * max(self.generic.scale, 0.1):
                self.finish()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The table under the scores, dimmed (in place: an alpha layer cost 4-9 ms)."""
        draw.dim(surface, 170)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """A scores panel over the dimmed table (the stack keeps that backdrop)."""
        w, h = theme.SCREEN_SIZE
        panel = pygame.Rect(160, 90, w - 320, h - 180)
        pygame.draw.rect(surface, theme.INK, panel, border_radius=24)
        pygame.draw.rect(surface, theme.HIGHLIGHT, panel, width=4, border_radius=24)
        text = self.ctx.text
        text.blit(surface, self.title, theme.TEXT_TITLE, (w // 2, panel.y + 30), theme.HIGHLIGHT,
                  True, "midtop")
        self.breakdown.draw(surface, self.body(), alpha)
        if self.glow is not None:
            self.glow.draw(surface)
        text.blit(surface, self.hint(), theme.TEXT_BODY, (w // 2, panel.bottom - 60),
                  theme.TEXT_DIM, False, "center")

    @staticmethod
    def body() -> pygame.Rect:
        """Where the breakdown is drawn: the panel under its title."""
        w, h = theme.SCREEN_SIZE
        return pygame.Rect(200, 230, w - 400, h - 440)

    def hint(self) -> str:
        """What confirming does now, naming the keys: "Confirm" alone means nothing to a player."""
        if not self.breakdown.done:
            return "[confirm] show all"
        if self.over:
            return "[confirm] match summary"
        return f"[confirm] next {self.round_name.lower()}"
