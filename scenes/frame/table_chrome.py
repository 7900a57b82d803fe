"""What the table frame draws round the game's pieces, and the little it keeps to draw it:
the one-line log of the last moves, a message to the players for a few seconds, and which
corner button (pause, undo, hint) is under the pointer.

The table scene (scenes/frame/table.py) hands it what changes from frame to frame: whose
turn the banner names, whether undo and hints can be used.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from scenes.frame import seat_plates as plates
from scenes.frame.hint_panel import HINT_BUTTON, draw_hint_button
from scenes.frame.match_setup import SHARED
from scenes.frame.phases import Phase

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.rules.base import Match
    from scenes.frame.game_table import SeatInfo
    from scenes.frame.phone_seats import PhoneSeats
    from scenes.frame.seat_devices import SeatDevices

LOG_LENGTH = 4  # moves in the one-line log
MESSAGE_SECONDS = 4.0
#: The corner buttons the mouse can press, by name.
BUTTONS = {"pause": plates.PAUSE_BUTTON, "undo": plates.UNDO_BUTTON, "hint": HINT_BUTTON}

Banner = tuple[str | tuple[str, ...], tuple[int, int, int]]
"""The turn banner: its words (or several, longest first: the longest that fits is shown)
and the colour it is framed in."""
BETWEEN_TURNS = {Phase.DEAL_END: "Scores", Phase.DEALING: "Dealing…",
                 Phase.MATCH_OVER: "Match over"}


def turn_banner(phase: Phase, info: SeatInfo | None, devices: SeatDevices,
                phones: PhoneSeats | None) -> Banner:
    """The turn banner in `phase`, with `info` the seat to move (None between deals): who
    plays now and how (a bot thinking, a phone, which device), or what the table waits on."""
    if info is None or phase in BETWEEN_TURNS:
        return (BETWEEN_TURNS.get(phase, "Scores"), theme.TEXT)
    if phase is Phase.PHONE_TURN and phones is not None:
        return phones.banner(info)
    if phase is Phase.BOT_TURN:
        # The plate has no room for the level beside its TURN tag: the banner says it.
        return (f"{info.name} ({info.bot}) is thinking…", info.colour)
    if devices.bindings[info.seat] == SHARED:
        return (f"{info.name}, your turn", info.colour)
    return (f"{info.name}, your turn ({devices.device_name(info.seat)})", info.colour)


class TableChrome:
    """The log, the message and the corner buttons of one table."""

    def __init__(self, ctx: AppContext, layout: TableLayout) -> None:
        self.ctx = ctx
        self.layout = layout
        self.log: deque[str] = deque(maxlen=LOG_LENGTH)
        self.message = ""
        self.message_time = 0.0
        self.hovered: str | None = None  #: the corner button under the pointer, by name

    def recall(self, match: Match, seats: list[SeatInfo]) -> None:
        """The log shows the record's last moves as they were logged when played: a match
        resumed, played on or rewound shows its recent moves, not an empty log."""
        self.log.clear()
        last = list(zip(match.movers, match.moves, strict=True))[-LOG_LENGTH:]
        self.log.extend(f"{seats[seat].name}: {move}" for seat, move in last)

    def say(self, message: str) -> None:
        """Show a one-line message to the players for a few seconds."""
        self.message = message
        self.message_time = MESSAGE_SECONDS

    @property
    def speaking(self) -> bool:
        """True while a message shows (the table keeps drawing to count it down)."""
        return self.message_time > 0

    def update(self, dt: float) -> None:
        """Count the message down."""
        if self.message_time > 0:
            self.message_time = max(0.0, self.message_time - dt)

    def point(self, pos: tuple[int, int]) -> str | None:
        """The pointer is at `pos`: the corner button there (now hovered), or None."""
        self.hovered = next((name for name, rect in BUTTONS.items()
                             if pygame.Rect(rect).collidepoint(pos)), None)
        return self.hovered

    def draw(self, surface: pygame.Surface, banner: Banner, undo: bool, hint: bool) -> None:
        """The log, then the message or else the turn `banner`, and the corner buttons
        (`undo`, `hint`: usable now)."""
        ctx = self.ctx
        if self.log:
            plates.draw_log(ctx, surface, self.layout, list(self.log))
        span = plates.banner_span(self.layout)
        if self.message_time > 0 and self.message:
            plates.draw_message(ctx, surface, self.message, span)
        else:
            plates.draw_banner(ctx, surface, banner, span)
        plates.draw_pause_button(surface, self.hovered == "pause")
        plates.draw_undo_button(surface, self.hovered == "undo", undo)
        draw_hint_button(surface, ctx.text, self.hovered == "hint", hint)
