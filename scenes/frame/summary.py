"""The match summary: winners (ties shared), final totals, statistics, rematch or menu."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.celebration import Celebration
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from scenes.frame import seat_plates
from scenes.frame.notes_feed import NotesFeed

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext
    from game.rules.base import Match
    from scenes.frame.match_setup import MatchSetup
    from scenes.frame.phone_seats import PhoneSeats

# Event type -> what the statistic is called; only events that happened are shown.
STATISTICS = {
    "CardTaken": "cards taken",
    "ChipPaid": "chips paid",
    "TrickWon": "tricks won",
    "TileDrawn": "tiles drawn",
    "TilePlaced": "tiles placed",
    "TokenSpent": "tokens spent",
    "SetPlayed": "sets played",
    "Passed": "passes",
}
MENU = "Menu"  #: the second button; the first is the exits' `onward`
HINT = "[leftright] choose    [confirm] press    [back] menu"
BUTTON_W, BUTTON_H = 320, 76
TABLE_Y = 260  # the totals table's column heads
COL_W = 260  # each column of the totals table
ROW_H = 64  # each seat's row


def match_statistics(events: list, players: int, movers: list[int]) -> list[tuple[str, list[int]]]:
    """Counts per seat of the notable events seen, plus moves made: [(label, per seat)]."""
    counts: dict[str, Counter] = {}
    for event in events:
        label = STATISTICS.get(type(event).__name__)
        seat = getattr(event, "seat", None)
        if label is None or not isinstance(seat, int) or not 0 <= seat < players:
            continue
        # Events that carry a count (tokens spent) add it; the rest count once.
        amount = getattr(event, "count", 1)
        counts.setdefault(label, Counter())[seat] += amount if isinstance(amount, int) else 1
    rows = [(label, [c[s] for s in range(players)]) for label, c in counts.items()]
    moves = Counter(movers)
    rows.append(("moves made", [moves[s] for s in range(players)]))
    return rows[:4]


def winner_line(names: list[str], winners: list[int]) -> str:
    """"Ann wins!" or "Ann and Bob share the win!"."""
    if not winners:
        return "No winner"
    who = [names[s] for s in winners]
    if len(who) == 1:
        return f"{who[0]} wins!"
    return f"{', '.join(who[:-1])} and {who[-1]} share the win!"


def signed(value: object) -> str:
    """A number as players read it: a true minus sign, not a hyphen."""
    return str(value).replace("-", "−") if isinstance(value, int) else str(value)


def team_winner_line(names: list[str], winners: list[int]) -> str:
    """"Ann + Cleo win!": partners win together, so the line names the team, not a shared win."""
    if not winners:
        return "No winner"
    return " + ".join(names[s] for s in sorted(winners)) + " win!"


def seat_groups(seats: list, winners: list[int]) -> list[list[int]]:
    """Rows of the totals table: one seat each, or partners together with the winners first."""
    teams = sorted({s.team for s in seats if s.team is not None})
    if not teams:
        return [[s.seat] for s in seats]
    groups = [[s.seat for s in seats if s.team == t] for t in teams]
    return sorted(groups, key=lambda g: not any(s in winners for s in g))


@dataclass(frozen=True)
class MatchExits:
    """Where a finished match can go, given by whoever started it (no import back up).
    `rematch` takes the match's phone server (or None), so phones keep their seats; `onward`
    is its button's words (a game night goes on to its next game)."""

    rematch: Callable[[PhoneSeats | None], None]
    menu: Callable[[], None]
    onward: str = "Rematch"


class SummaryScene(Scene):
    """The end of a match, with a rematch (same seats, new seed) or back to the menu."""

    def __init__(self, ctx: AppContext, setup: MatchSetup, game: GameDescriptor, match: Match,
                 events: list, exits: MatchExits, felt: pygame.Surface | None = None,
                 phones: PhoneSeats | None = None, notes: NotesFeed | None = None) -> None:
        self.ctx = ctx
        self.setup = setup
        self.game = game
        self.exits = exits
        self.match = match
        self.seats = setup.seat_infos()
        self.names = [s.name for s in self.seats]
        self.winners = list(match.winners)
        self.totals = list(match.scores)
        self.stats = match_statistics(events, match.players, list(match.movers))
        self.groups = seat_groups(self.seats, self.winners)
        self.teams = any(len(g) > 1 for g in self.groups)
        self.focus = 0
        # The table's felt when given (already drawn); plain_felt reads a Tiled map.
        self.felt = felt if felt is not None else draw.plain_felt()
        self.celebration: Celebration | None = None
        #: The match's phone server, its phones still seated (the table hands it over): handed
        #: to a rematch, or stopped when the summary is left any other way.
        self.phones = phones
        #: What keeping the match has to say (the history was locked, say), shown for the
        #: hint as it comes.
        self.notes = notes if notes is not None else NotesFeed()

    def enter(self) -> None:
        """The winners get a short celebration (none with reduced motion): confetti from the
        headline's ends, and their rows with their totals glow."""
        _, _, pill = self.headline_pill()
        settings = self.ctx.settings
        colours = [self.seats[s].colour for s in self.winners]
        rows = [band for group, band in self.bands() if any(s in self.winners for s in group)]
        self.celebration = Celebration.start(pill, rows, colours, settings.anim_scale,
                                             settings.reduced_motion, seed=self.setup.seed or 0)

    def exit(self) -> None:
        """Leaving for anything but a rematch sends the phones away."""
        if self.phones is not None:
            self.phones.stop()
            self.phones = None

    @property
    def animating(self) -> bool:
        """Only while the celebration plays; the summary is still otherwise."""
        return self.celebration is not None and not self.celebration.done

    @property
    def woken(self) -> bool:
        """Keeping the match said something while the loop rests."""
        return self.notes.poll()

    def update(self, dt: float) -> None:
        """Play the celebration on; take what keeping the match says."""
        self.notes.poll()
        if self.celebration is not None:
            self.celebration.update(dt)

    def buttons(self) -> list[tuple[str, pygame.Rect]]:
        """The two buttons and where they are."""
        w, h = theme.SCREEN_SIZE
        out = []
        for k, label in enumerate(self.labels):
            rect = pygame.Rect(0, 0, BUTTON_W, BUTTON_H)
            rect.center = (w // 2 + (k * 2 - 1) * (BUTTON_W // 2 + 30), h - 120)
            out.append((label, rect))
        return out

    def handle(self, intent: Intent) -> None:
        """Left/right pick a button, confirm or click presses it, back goes to the menu; any
        press during the celebration only skips it."""
        action = intent.action
        if self.animating and action is not Action.POINT:
            assert self.celebration is not None
            self.celebration.skip()
            return
        if action in (Action.LEFT, Action.UP, Action.PREV):
            self.focus = 0
        elif action in (Action.RIGHT, Action.DOWN, Action.NEXT):
            self.focus = 1
        elif action is Action.CONFIRM:
            self.press(self.labels[self.focus])
        elif action is Action.BACK:
            self.press(MENU)
        elif action in (Action.POINT, Action.SELECT) and intent.pos is not None:
            for k, (label, rect) in enumerate(self.buttons()):
                if rect.collidepoint(intent.pos):
                    self.focus = k
                    if action is Action.SELECT:
                        self.press(label)

    @property
    def labels(self) -> tuple[str, str]:
        """The two buttons' words: onward (Rematch, or Next in a game night), Menu."""
        return self.exits.onward, MENU

    def press(self, label: str) -> None:
        """Go onward (a rematch) or back to the menu."""
        if label == MENU:
            self.exits.menu()
        else:
            phones, self.phones = self.phones, None
            self.exits.rematch(phones)

    def total_label(self) -> str:
        """What the match score counts: crowns, points or a total (a team's, with teams)."""
        if self.teams:
            return "team points"
        return self.game.score_name(self.match.options)

    def how_won(self) -> str:
        """The winning condition in words, for the line under the winners."""
        return self.game.goal(self.match.options, self.match.view(None))

    def headline(self) -> str:
        """Who won, in words: a team, one seat, or seats sharing the win."""
        if self.teams:
            return team_winner_line(self.names, self.winners)
        return winner_line(self.names, self.winners)

    def columns(self) -> list[tuple[str, list]]:
        """The totals table's columns: the match score, then the statistics."""
        return [(self.total_label(), self.totals)] + self.stats

    def table_width(self) -> int:
        """The totals table's width: names, then the columns."""
        return 420 + COL_W * len(self.columns())

    def bands(self) -> list[tuple[list[int], pygame.Rect]]:
        """Each row group (a seat, or partners) and the ink band it is drawn on."""
        width = self.table_width()
        left = theme.SCREEN_SIZE[0] // 2 - width // 2
        y = TABLE_Y + 56
        out = []
        for group in self.groups:
            out.append((group, pygame.Rect(left - 20, y - 8, width + 40, ROW_H * len(group) - 8)))
            y += ROW_H * len(group) + (8 if len(group) > 1 else 0)
        return out

    def headline_pill(self) -> tuple[str, int, pygame.Rect]:
        """The headline, its size and the pill it sits on."""
        text, w = self.ctx.text, theme.SCREEN_SIZE[0]
        headline = self.headline()
        size = text.fit(headline, theme.TEXT_TITLE, w - 200, True)
        hw, hh = text.size(headline, size, True)
        pill = pygame.Rect(0, 0, hw + 80, hh + 16)
        pill.midtop = (w // 2, 62)
        return headline, size, pill

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Winner line, totals and statistics per seat (partners framed together), buttons,
        and over them the celebration while it plays."""
        w, _ = theme.SCREEN_SIZE
        surface.blit(self.felt, (0, 0))
        text = self.ctx.text
        colour = self.seats[self.winners[0]].colour if self.winners else theme.TEXT
        # On an ink pill: a dark seat colour (blue) is hard to read on the felt itself.
        headline, size, pill = self.headline_pill()
        pygame.draw.rect(surface, theme.INK, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, colour, pill, 3, border_radius=pill.h // 2)
        text.blit(surface, headline, size, pill.center, colour, True, "center")
        # Under the pill, however tall large text makes it.
        text.blit(surface, f"{self.game.name} · {self.how_won()}", theme.TEXT_BODY,
                  (w // 2, max(176, pill.bottom + 10)), theme.TEXT_DIM, False, "midtop")
        columns = self.columns()
        left = w // 2 - self.table_width() // 2
        for k, (label, _) in enumerate(columns):
            text.blit(surface, label, theme.TEXT_MIN,
                      (left + 420 + k * COL_W + COL_W // 2, TABLE_Y), theme.TEXT_DIM, True,
                      "midtop")
        for group, band in self.bands():
            y = band.y + 8
            # Every row on ink: seat colours such as blue read poorly on the green felt.
            pygame.draw.rect(surface, theme.INK, band, border_radius=12)
            if any(s in self.winners for s in group):
                pygame.draw.rect(surface, theme.HIGHLIGHT, band, 3, border_radius=12)
            elif len(group) > 1:  # partners share one frame, so the team reads as one
                pygame.draw.rect(surface, self.seats[group[0]].colour, band, 2, border_radius=12)
            # A team's total is one number, shown once in the middle of its band.
            total_x = left + 420 + COL_W // 2
            text.blit(surface, signed(self.totals[group[0]]),
                      theme.TEXT_LARGE if len(group) > 1 else theme.TEXT_BODY,
                      (total_x, band.centery), theme.TEXT, True, "center")
            for seat in group:
                info = self.seats[seat]
                seat_plates.draw_symbol(surface, info.symbol, (left + 18, y + 20), 28, info.colour)
                text.blit(surface, info.name, theme.TEXT_BODY, (left + 48, y), info.colour, True)
                for k, (_, values) in enumerate(columns[1:], start=1):
                    text.blit(surface, signed(values[seat]), theme.TEXT_BODY,
                              (left + 420 + k * COL_W + COL_W // 2, y), theme.TEXT, False,
                              "midtop")
                y += ROW_H
        for k, (label, rect) in enumerate(self.buttons()):
            draw.button(surface, text, rect, label, focused=k == self.focus, size=theme.TEXT_LARGE)
        line = self.notes.line or HINT
        text.blit(surface, line, text.fit(line, theme.TEXT_MIN, w - 80),
                  (w // 2, theme.SCREEN_SIZE[1] - 30), theme.TEXT_DIM, anchor="midbottom")
        if self.celebration is not None:
            self.celebration.draw(surface)
