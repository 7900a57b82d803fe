"""The privacy curtain between two humans' turns in a game with hidden hands.

It covers the whole screen, says whose turn it is and waits for that player's
confirm (from their own device, or any device for a shared seat) before the
table may show their hand. Behind it the table holds only the public view.
A seat whose pad was unplugged (before the curtain or while it is up) is said
so on the curtain, and a free pad's one press both takes the seat back and
lifts the curtain.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.engine.intents import Action, Family, Intent
from game.engine.prompts import pinned
from game.engine.scene import Scene
from scenes.frame import seat_plates

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.game_table import SeatInfo
    from scenes.frame.seat_devices import SeatDevices

CARD_W, LINE = 1100, 50  # the card's width; the step between its lines of controls


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
        if intent.action is Action.CONFIRM and self.devices.claim(self.seat, intent.device):
            self.lift()  # one press: the free pad takes the seat back and shows the hand
        elif self.devices.accepts(self.seat, intent.device):
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
        text = self.ctx.text
        surface.fill(theme.FELT_DARK)
        lines = [(part, theme.TEXT_BODY if n == 0 else theme.TEXT_MIN)
                 for n, line in enumerate(self.how())
                 for part in text.wrap(line, theme.TEXT_BODY if n == 0 else theme.TEXT_MIN,
                                       CARD_W - 80)]
        card = pygame.Rect(0, 0, CARD_W, 460 + LINE * len(lines))
        card.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.INK, card, border_radius=28)
        pygame.draw.rect(surface, self.info.colour, card, width=10, border_radius=28)
        seat_plates.draw_symbol(surface, self.info.symbol, (w // 2, card.y + 110), 96,
                                self.info.colour)
        text.blit(surface, f"{self.info.name}'s turn", theme.TEXT_TITLE, (w // 2, card.y + 230),
                  self.info.colour, True, "center")
        text.blit(surface, "Everyone else, look away.", theme.TEXT_LARGE,
                  (w // 2, card.y + 320), theme.TEXT, False, "center")
        for n, (line, size) in enumerate(lines):
            text.blit(surface, line, size, (w // 2, card.y + 410 + LINE * n),
                      theme.HIGHLIGHT if n == 0 else theme.TEXT, False, "center")

    def how(self) -> list[str]:
        """How the seat's player shows what is hidden: with their device, or, when their
        pad was unplugged, a free pad's press (which also takes the seat back)."""
        devices, seat = self.devices, self.seat
        if seat in devices.orphaned:
            return [f"{devices.names[seat]}'s pad was unplugged.",
                    f"{devices.take_back(seat)} on a free pad takes the seat back and shows "
                    f"{self.hidden()}.",
                    f"{pinned('confirm', Family.KEYBOARD)} or a click shows it too."]
        binding = devices.bindings[seat]
        on = f" on {devices.device_name(seat)}" if isinstance(binding, int) else ""
        return [f"[confirm]{on} shows {self.hidden()}."]

    def hidden(self) -> str:
        """What the curtain hides, in the game's words (Take or Pass hides chips, not cards)."""
        return self.private_part
