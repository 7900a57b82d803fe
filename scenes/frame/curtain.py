"""The privacy curtain between two humans' turns in a game with hidden hands.

It covers the whole screen, says whose turn it is and waits for that player's
confirm (from their own device, or any device for a shared seat) before the
table may show their hand. Behind it the table holds only the public view.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from scenes.frame import seat_plates

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.game_table import SeatInfo
    from scenes.frame.seat_devices import SeatDevices




class CurtainScene(Scene):
    """Full-screen "pass the controller" card for one seat."""

    # Not an overlay: the table beneath is not drawn at all while the curtain is up
    # (it holds only the public view anyway).
    overlay = False

    def __init__(self, ctx: AppContext, info: SeatInfo, devices: SeatDevices,
                 private_part: str, pause: Callable[[], None],
                 confirmed: Callable[[int], None]) -> None:
        self.ctx = ctx
        self.info = info
        self.seat = info.seat
        self.devices = devices  # which device may lift it (scenes/frame/seat_devices.py)
        self.private_part = private_part  # what it hides, in the game's words
        self.open_pause = pause  # opens the pause overlay over it
        self.confirmed = confirmed  # called with the seat once it is lifted

    def enter(self) -> None:
        """Prompts name the buttons of the seat's own pad, if it has one."""
        pad = self.devices.own_pad(self.seat)
        if pad is not None:
            self.ctx.follow_device(pad)

    def handle(self, intent: Intent) -> None:
        """Confirm from the seat's device lifts the curtain; pause works here too."""
        if intent.action in (Action.PAUSE, Action.FOCUS_LOST) or (
            intent.action is Action.BACK and intent.device.kind == "mouse"
        ):
            self.open_pause()  # right-click: the mouse alone can pause here too
            return
        if intent.action is Action.PAD_REMOVED and intent.device.id is not None:
            self.devices.pad_removed(intent.device.id)
            return
        if intent.action not in (Action.CONFIRM, Action.SELECT):
            return
        if self.devices.accepts(self.seat, intent.device):
            self.lift()

    def lift(self) -> None:
        """Close the curtain and tell the table its seat confirmed."""
        self.ctx.stack.pop()
        self.confirmed(self.seat)

    @property
    def animating(self) -> bool:
        """A still card: redrawn only on input."""
        return False

    def update(self, dt: float) -> None:
        """Keep checking the pads: an unplugged pad must not lock the seat out."""
        self.devices.check_pads()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """An opaque card in the seat's colour: nothing of the table shows through."""
        w, h = theme.SCREEN_SIZE
        surface.fill(theme.FELT_DARK)
        card = pygame.Rect(0, 0, 1100, 520)
        card.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.INK, card, border_radius=28)
        pygame.draw.rect(surface, self.info.colour, card, width=10, border_radius=28)
        seat_plates.draw_symbol(surface, self.info.symbol, (w // 2, card.y + 110), 96,
                                self.info.colour)
        text = self.ctx.text
        text.blit(surface, f"{self.info.name}'s turn", theme.TEXT_TITLE, (w // 2, card.y + 230),
                  self.info.colour, True, "center")
        text.blit(surface, "Everyone else, look away.", theme.TEXT_LARGE,
                  (w // 2, card.y + 320), theme.TEXT, False, "center")
        binding = self.devices.bindings[self.seat]
        on = f" on {self.devices.device_name(self.seat)}" if isinstance(binding, int) else ""
        text.blit(surface, f"[confirm]{on} shows {self.hidden()}.", theme.TEXT_BODY,
                  (w // 2, card.y + 410), theme.HIGHLIGHT, False, "center")

    def hidden(self) -> str:
        """What the curtain hides, in the game's words (Take or Pass hides chips, not cards)."""
        return self.private_part
