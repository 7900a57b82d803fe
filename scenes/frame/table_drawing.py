"""What the table frame shows: the felt, the game's pieces, name plates, the turn banner, the
log and messages, and advice (the hint, the guide's words, a first-time rule), with what
the advice needs of the game's table each frame (room made for it, the move it points
out); and when the loop must keep drawing.

A mixin of the table scene (scenes/frame/table.py): the attributes and methods it uses of
the table are declared at the top of the class, and nothing else of it is read.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import draw
from scenes.frame import seat_plates as plates
from scenes.frame.phases import TURNS, Phase
from scenes.frame.table_chrome import Banner, turn_banner

if TYPE_CHECKING:
    import pygame

    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.rules.base import Match, Move
    from scenes.frame.game_table import GameTable, SeatInfo
    from scenes.frame.guide import Guide
    from scenes.frame.hint_panel import HintAsker
    from scenes.frame.phases import PhaseMachine
    from scenes.frame.phone_seats import PhoneSeats
    from scenes.frame.rule_tips import RuleTips
    from scenes.frame.seat_devices import SeatDevices
    from scenes.frame.table_chrome import TableChrome


class TableDrawing:
    """The table scene's drawing, and the advice it shows."""

    # What the drawing uses of the table scene (scenes/frame/table.py sets or defines each).
    ctx: AppContext
    match: Match
    table: GameTable
    layout: TableLayout
    seats: list[SeatInfo]
    humans: list[int]
    devices: SeatDevices
    phones: PhoneSeats | None
    chrome: TableChrome
    tips: RuleTips
    hint: HintAsker
    hints_allowed: bool
    guide: Guide | None
    phases: PhaseMachine

    def hint_shown(self) -> bool:
        """True while the hint's panel is up (thinking, or the hint)."""
        return self.hint.key is not None and self.hint.shown

    def advice_shown(self) -> bool:
        """True while the hint's panel, the guide's words or a first-time rule are up (the
        table makes room)."""
        speaks = self.guide is not None and self.guide.speaks(self.match)
        return speaks or self.hint_shown() or self.tips.active

    def advised_move(self) -> Move | None:
        """The move whose controls the advice up now rings: the guide's step, or the hint
        shown (the table sets its pieces apart)."""
        if self.guide is not None:
            return self.guide.points_to(self.match)
        return self.hint.hint.move if self.hint.ready else None

    @property
    def woken(self) -> bool:
        """A phone sent something while the loop rests (a human thinking at the table)."""
        return self.phones is not None and self.phones.pending()

    @property
    def animating(self) -> bool:
        """Redraw every frame while pieces move, a message counts down or a bot is to move
        (its move may land at instant speed, with no animation); a human thinking is idle."""
        return (
            self.table.animating
            or self.phases.phase in (Phase.DEALING, Phase.BOT_TURN)
            or self.chrome.speaking
            or self.hint.thinking
            or self.tips.active
            or (self.guide is not None and self.guide.finished(self.match))
        )

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Felt, the game's pieces, name plates, the turn banner, the log and messages, the
        hint and what the guide says."""
        surface.blit(self.table.backdrop(draw.felt_surface(self.layout)), (0, 0))
        self.table.draw(surface, alpha)
        turn = self.match.to_move if self.phases.phase in TURNS else None  # no TURN tag otherwise
        rects = plates.draw_plates(self.ctx, surface, self.layout, self.table, self.seats, turn)
        if self.phones is not None:
            self.phones.draw_badges(surface, rects)
        self.chrome.draw(surface, self.banner(), undo=len(self.humans) == 1,
                         hint=self.hints_allowed and self.phases.phase is Phase.HUMAN_TURN)
        if not self.hint_shown():  # a hint asked for takes the first-time rule's place
            self.tips.draw(surface, self.table)
        self.hint.draw(self.ctx, surface, self.table)
        if self.guide is not None:
            self.guide.draw(surface, self.match, self.table)

    def banner(self) -> Banner:
        """The turn banner's words and colour: the guide's, or what the phase says."""
        said = self.guide.banner(self.match) if self.guide is not None else None
        if said is not None:
            return said
        seat = self.match.to_move
        info = self.seats[seat] if seat is not None else None
        return turn_banner(self.phases.phase, info, self.devices, self.phones)
