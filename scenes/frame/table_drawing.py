"""How the table frame draws: the game's pieces on their backdrop, the seats' plates, the
turn banner or a message or a first-time rule, the log, and the corner buttons.

A mixin of the table scene (scenes/frame/table.py), which owns everything it reads.
"""
from __future__ import annotations

import pygame

from game.engine import draw, theme
from scenes.frame import seat_plates as plates
from scenes.frame.hint_panel import draw_hint_button
from scenes.frame.match_setup import SHARED
from scenes.frame.phases import Phase


class TableDrawing:
    """The table scene's drawing: what shows each frame, and whether frames must be drawn."""

    @property
    def woken(self) -> bool:
        """A phone sent something while the loop rests (a human thinking at the table)."""
        return self.phones is not None and self.phones.pending()

    @property
    def animating(self) -> bool:
        """Redraw every frame while pieces move, a message counts down or a bot is to move
        (its move may land at instant speed, with no animation); a human thinking is idle."""
        seat = self.match.to_move
        return (
            self.table.animating
            or self.phase is Phase.DEALING
            or self.message_time > 0
            or (seat is not None and self.bots.is_bot(seat))
            or self.hint.thinking
            or self.tips.active
        )

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Felt, the game's pieces, name plates, the turn banner, the log and messages."""
        surface.blit(self.table.backdrop(draw.felt_surface(self.layout)), (0, 0))
        self.table.draw(surface, alpha)
        to_move = self.match.to_move
        rects = plates.draw_plates(self.ctx, surface, self.layout, self.table, self.seats,
                                   to_move)
        if self.phones is not None:
            self.phones.draw_badges(surface, rects)
        if self.log:
            plates.draw_log(self.ctx, surface, self.layout, list(self.log))
        if self.message_time > 0 and self.message:
            plates.draw_message(self.ctx, surface, self.message)
        elif self.tips.active:
            self.tips.draw(surface, self.layout)  # a first-time rule, for a few seconds
        else:
            plates.draw_banner(self.ctx, surface, self.banner(to_move))
        plates.draw_pause_button(surface, self.pause_hovered)
        plates.draw_undo_button(surface, self.undo_hovered, len(self.humans) == 1)
        seat = self.match.to_move
        draw_hint_button(surface, self.ctx.text, self.hint_hovered,
                         self.hints_allowed and seat is not None and not self.bots.is_bot(seat)
                         and self.viewer == seat)
        self.hint.draw(self.ctx, surface, self.table)

    def banner(self, seat: int | None) -> tuple[str, tuple[int, int, int]]:
        """The turn banner's words and colour with `seat` to move (None: between deals or
        over)."""
        if seat is None:
            if self.match.between_deals:  # under the scores, then while the end still animates
                return ("Dealing…" if self.phase is Phase.DEALING else "Scores", theme.TEXT)
            return ("Match over", theme.TEXT)
        info = self.seats[seat]
        if self.phones is not None and self.phones.holds(seat):
            return self.phones.banner(info)
        if info.bot:
            # The plate has no room for the level beside its TURN tag: the banner says it.
            return (f"{info.name} ({info.bot}) is thinking…", info.colour)
        if self.devices.bindings[seat] == SHARED:
            return (f"{info.name}, your turn", info.colour)
        return (f"{info.name}, your turn ({self.device_name(seat)})", info.colour)
