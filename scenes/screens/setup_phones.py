"""Phones in setup: the table's one code, the seats played on phones and who has joined.

Opened when the host turns phones on (and by the Phones button after that). A phone that
scans the code picks a free phone seat and keeps it when the match starts; the host can
free a seat here, or turn phones off, which sends every phone away.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.screen import SHEET_BOTTOM, LiveButtonScreen
from scenes.frame.phone_art import qr_surface

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.screens.setup import SetupScene

SHEET = (40, 20, 1840, SHEET_BOTTOM - 20)  # the controls footer inside it
TITLE_Y = 40
QR_SIZE = 480
QR_CENTRE_X, QR_TOP = 500, 220
SEATS_X, SEATS_W, SEATS_TOP, SEAT_H = 860, 960, 220, 84
NAME_X, FREE_W = 70, 230  # a seat's name from its row's left; its Free seat button's width
STATE_GAP = 24  # at least this between a seat's name and its state
OFF_BUTTON = (540, 880, 380, 84)
DONE_BUTTON = (1000, 880, 380, 84)


# How a phone seat stands (phone_status), and the longer words of this screen.
STATUS_WORDS = {"joined": "joined", "away": "phone away", "waiting": "waiting for a phone"}


def phone_status(connected: bool, picked: bool) -> str:
    """How a phone seat stands: "joined", "away" (picked, not connected) or "waiting"."""
    if connected:
        return "joined"
    return "away" if picked else "waiting"


class SetupPhonesOverlay(LiveButtonScreen):
    """Scan to pick a seat: the code, the address, and each phone seat's state."""

    back_key = "done"

    def __init__(self, ctx: AppContext, setup: SetupScene) -> None:
        super().__init__(ctx)
        self.setup = setup
        phones = setup.phones
        assert phones is not None and phones.lobby_url is not None
        self.url = phones.lobby_url
        self.code = qr_surface(self.url, QR_SIZE)

    def enter(self) -> None:
        """Focus Done: a stray press must not turn phones off."""
        super().enter()
        self.focus.focus("done")

    def look(self) -> tuple:
        """Each phone seat's state: a phone joining, leaving or picking a seat redraws."""
        return self.setup.phone_states()

    def seats(self) -> list[int]:
        """The seats played on phones, in seat order."""
        phones = self.setup.phones
        return phones.seats if phones is not None else []

    def seat_rect(self, row: int) -> pygame.Rect:
        """Row `row` of the seat list."""
        return pygame.Rect(SEATS_X, SEATS_TOP + row * (SEAT_H + 8), SEATS_W, SEAT_H)

    def buttons(self) -> list[Button]:
        """"Free seat" beside each seat a phone holds or picked, then Phones off and Done."""
        phones = self.setup.phones
        out = []
        for row, seat in enumerate(self.seats()):
            if phones is not None and (phones.connected(seat) or phones.picked(seat)):
                rect = self.seat_rect(row)
                out.append(Button(f"free:{seat}", (rect.right - FREE_W - 8, rect.y + 8, FREE_W,
                                                   SEAT_H - 16), "Free seat"))
        return [*out, Button("off", OFF_BUTTON, "Phones off"), Button("done", DONE_BUTTON, "Done")]

    def activate(self, key: str) -> None:
        """Free a seat for another phone, turn phones off, or go back to setup."""
        name, _, arg = key.partition(":")
        if name == "free" and self.setup.phones is not None:
            seat = int(arg)
            self.setup.phones.free(seat)
            self.focus.set_controls(self.buttons())
            self.say(f"{self.setup.seat_name(seat)}'s phone was sent away; the seat is free.")
            return
        if key == "off":
            self.setup.phones_off()
        self.ctx.stack.pop()

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Title, the code and its address on the left, the phone seats on the right."""
        text = self.ctx.text
        draw.panel(surface, SHEET, draw.PANEL_SOLID)
        title = text.blit(surface, "Play on your phone", theme.TEXT_TITLE,
                          (theme.SCREEN_SIZE[0] // 2, TITLE_Y), bold=True, anchor="midtop")
        text.blit(surface, "Same Wi-Fi as this TV: scan the code, then tap your seat.",
                  theme.TEXT_BODY, (theme.SCREEN_SIZE[0] // 2, title.bottom + 4), anchor="midtop")
        surface.blit(self.code, self.code.get_rect(midtop=(QR_CENTRE_X, QR_TOP)))
        text.blit(surface, "or open", theme.TEXT_MIN, (QR_CENTRE_X, QR_TOP + QR_SIZE + 24),
                  theme.TEXT_DIM, anchor="midtop")
        text.blit(surface, self.url.removeprefix("http://"), theme.TEXT_MIN,
                  (QR_CENTRE_X, QR_TOP + QR_SIZE + 64), theme.TEXT, anchor="midtop")
        seats = self.seats()
        if not seats:
            lines = text.wrap("No seat is played on a phone now: every human seat that no pad "
                              "or keyboard joined is.", theme.TEXT_BODY, SEATS_W)
            for n, line in enumerate(lines):
                text.blit(surface, line, theme.TEXT_BODY, (SEATS_X, SEATS_TOP + n * 44))
            return
        for row, seat in enumerate(seats):
            self._draw_seat(surface, self.seat_rect(row), seat)

    def _draw_seat(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """One phone seat's row: its symbol, its name in the room its state leaves, the state."""
        text, phones = self.ctx.text, self.setup.phones
        draw.panel(surface, rect, draw.PANEL_SOLID)
        colour, symbol = self.setup.seat_look(seat)
        draw.draw_seat_symbol(surface, symbol, (rect.x + 34, rect.centery), 30, colour)
        status = phone_status(phones.connected(seat), phones.picked(seat)) \
            if phones is not None else "waiting"
        state = text.blit(surface, STATUS_WORDS[status], theme.TEXT_MIN,
                          (rect.right - FREE_W - 24, rect.centery),
                          theme.TEXT if status == "joined" else theme.TEXT_DIM, anchor="midright")
        name = self.setup.seat_name(seat)
        room = state.left - STATE_GAP - (rect.x + NAME_X)
        text.blit(surface, name, text.fit(name, theme.TEXT_BODY, room, bold=True),
                  (rect.x + NAME_X, rect.centery), bold=True, anchor="midleft")
