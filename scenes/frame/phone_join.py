"""The join screen over the table: one QR code per seat on a phone, and whether it joined.

Only here, on the TV, can a joined phone be sent away ("Free seat"): its code stops working
and the seat shows a new one. Phones have no way to do it (the server has no such message).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.screen import SHEET_BOTTOM, LiveButtonScreen
from scenes.frame.phone_art import qr_surface

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.game_table import SeatInfo
    from scenes.frame.phone_seats import PhoneSeats

CARD_W, CARD_GAP, TOP = 330, 24, 250
QR_SIZE = 270
FREE_H = 56  # the "Free seat" button at the foot of a joined seat's card
PLAY_BUTTON = (760, 880, 400, 84)
# Six or seven seats take two rows of codes: they start higher and Play moves to the corner.
TOP_TWO_ROWS, ROW_GAP = 190, 20
PLAY_BUTTON_TWO_ROWS = (1500, 874, 340, 84)
SHEET = (40, 20, 1840, SHEET_BOTTOM - 20)  # the controls footer inside it
TITLE_Y, TITLE, UNDER_TITLE = 40, "Join with your phone", 4  # the heading, the line under it
HEAD_GAP = 24  # between the address line and the codes


class PhoneJoinOverlay(LiveButtonScreen):
    """Shown when a match with phone seats starts (and from pause): scan to take a seat."""

    back_key = "play"

    def __init__(self, ctx: AppContext, phones: PhoneSeats, seats: list[SeatInfo],
                 free: Callable[[int], None]) -> None:
        super().__init__(ctx)
        self.phones = phones
        self.seats = seats  # the table's seats: their names, colours and symbols
        self.free = free  # sends a seat's phone away (a new code for the seat)
        self.codes = {seat: qr_surface(phones.url(seat), QR_SIZE) for seat in phones.seats}

    def look(self) -> tuple:
        """Which seats' phones are joined, and each seat's code."""
        return tuple((self.phones.connected(seat), id(code)) for seat, code in self.codes.items())

    def buttons(self) -> list[Button]:
        """"Free seat" under each joined seat, then back to the table."""
        phones = self.phones
        free = [Button(f"free:{seat}", (rect.x + 20, rect.bottom - FREE_H + 8, rect.w - 40,
                                        FREE_H), "Free seat")
                for rect, seat in zip(self.card_rects(), self.codes, strict=True)
                if phones.connected(seat)]
        play = PLAY_BUTTON if len(self.codes) <= 5 else PLAY_BUTTON_TWO_ROWS
        return [*free, Button("play", play, "Play")]

    def activate(self, key: str) -> None:
        """Free a joined seat (a new code for it), or close the codes; the table waits for
        any seat whose phone is not there yet."""
        name, _, arg = key.partition(":")
        if name == "free":
            seat = int(arg)
            self.free(seat)
            self.codes[seat] = qr_surface(self.phones.url(seat), QR_SIZE)
            self.focus.set_controls(self.buttons())
            self.say(f"{self.seats[seat].name}'s phone was sent away; a new code is shown.")
            return
        self.ctx.stack.pop()

    def card_rects(self) -> list[pygame.Rect]:
        """Where each seat's code goes: one centred row, or two rows for six or seven."""
        seats = len(self.codes)
        per_row = seats if seats <= 5 else (seats + 1) // 2
        top = max(TOP if seats <= 5 else TOP_TWO_ROWS, self._head_bottom() + HEAD_GAP)
        rects = []
        for i in range(seats):
            row, col = divmod(i, per_row)
            in_row = min(per_row, seats - row * per_row)
            left = (theme.SCREEN_SIZE[0] - in_row * CARD_W - (in_row - 1) * CARD_GAP) // 2
            rects.append(pygame.Rect(left + col * (CARD_W + CARD_GAP),
                                     top + row * (QR_SIZE + 100 + ROW_GAP), CARD_W,
                                     QR_SIZE + 100))
        return rects

    def address_line(self) -> str:
        """The line under the heading: the network and the address to type."""
        return (f"Same Wi-Fi as this TV. Scan your seat's code, or open "
                f"http://{self.phones.address}/#CODE")

    def _head_bottom(self) -> int:
        """Where the heading and the address line under it end (large text takes more)."""
        text = self.ctx.text
        return (TITLE_Y + text.size(TITLE, theme.TEXT_TITLE, True)[1] + UNDER_TITLE
                + text.size(self.address_line(), theme.TEXT_BODY)[1])

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Title, the address, then per seat: symbol and name, its code, joined or waiting."""
        text = self.ctx.text
        phones = self.phones
        centre = theme.SCREEN_SIZE[0] // 2
        draw.panel(surface, SHEET, draw.PANEL_SOLID)  # the table's plates would show through
        title = text.blit(surface, TITLE, theme.TEXT_TITLE, (centre, TITLE_Y), bold=True,
                          anchor="midtop")
        text.blit(surface, self.address_line(), theme.TEXT_BODY,
                  (centre, title.bottom + UNDER_TITLE), anchor="midtop")
        for rect, seat in zip(self.card_rects(), self.codes, strict=True):
            info = self.seats[seat]
            draw.panel(surface, rect.inflate(16, 16), draw.PANEL_SOLID)
            draw.draw_seat_symbol(surface, info.symbol, (rect.x + 24, rect.y + 20), 26,
                                  info.colour)
            room = rect.w - 46 - 8  # a name and a code keep inside their card
            size = text.fit(info.name, theme.TEXT_BODY, room, bold=True)
            text.blit(surface, info.name, size, (rect.x + 46, rect.y + 2), bold=True)
            code = self.codes[seat]
            surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + 44)))
            if not phones.connected(seat):  # a joined seat shows its Free seat button here
                words = f"CODE {phones.hub.token(seat)}"
                text.blit(surface, words, text.fit(words, theme.TEXT_MIN, rect.w - 8),
                          (rect.centerx, rect.bottom + 2), theme.TEXT, anchor="midbottom")
