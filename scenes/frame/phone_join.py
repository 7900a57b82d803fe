"""The join screen over the table: one QR code per seat on a phone, and whether it joined."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.screen import ButtonScreen
from scenes.frame.phone_art import qr_surface

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.table import TableScene

CARD_W, CARD_GAP, TOP = 330, 24, 250
QR_SIZE = 270
PLAY_BUTTON = (760, 880, 400, 84)
SHEET = (40, 20, 1840, 1000)


class PhoneJoinOverlay(ButtonScreen):
    """Shown when a match with phone seats starts (and from pause): scan to take a seat."""

    overlay = True
    back_key = "play"

    def __init__(self, ctx: AppContext, scene: TableScene) -> None:
        super().__init__(ctx)
        self.scene = scene
        phones = scene.phones
        assert phones is not None
        self.codes = {seat: qr_surface(phones.url(seat), QR_SIZE) for seat in phones.seats}

    @property
    def animating(self) -> bool:
        """Phones join at any moment: keep the ticks fresh."""
        return True

    def buttons(self) -> list[Button]:
        """One button: back to the table."""
        return [Button("play", PLAY_BUTTON, "Play")]

    def activate(self, key: str) -> None:
        """Close the codes; the table waits for any seat whose phone is not there yet."""
        self.ctx.stack.pop()

    def card_rects(self) -> list[pygame.Rect]:
        """Where each seat's code goes: one centred row, or two rows for six or seven."""
        seats = len(self.codes)
        per_row = seats if seats <= 5 else (seats + 1) // 2
        rects = []
        for i in range(seats):
            row, col = divmod(i, per_row)
            in_row = min(per_row, seats - row * per_row)
            left = (theme.SCREEN_SIZE[0] - in_row * CARD_W - (in_row - 1) * CARD_GAP) // 2
            rects.append(pygame.Rect(left + col * (CARD_W + CARD_GAP),
                                     TOP + row * (QR_SIZE + 120), CARD_W, QR_SIZE + 100))
        return rects

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """Title, the address, then per seat: symbol and name, its code, joined or waiting."""
        text = self.ctx.text
        phones = self.scene.phones
        assert phones is not None
        centre = theme.SCREEN_SIZE[0] // 2
        draw.panel(surface, SHEET, draw.PANEL_SOLID)  # the table's plates would show through
        text.blit(surface, "Join with your phone", theme.TEXT_TITLE, (centre, 40), bold=True,
                  anchor="midtop")
        text.blit(surface, f"Same Wi-Fi as this TV. Scan your seat's code, or open "
                  f"http://{phones.address}/#CODE", theme.TEXT_BODY, (centre, 140),
                  anchor="midtop")
        for rect, seat in zip(self.card_rects(), self.codes, strict=True):
            info = self.scene.seats[seat]
            draw.panel(surface, rect.inflate(16, 16), draw.PANEL_SOLID)
            draw.draw_seat_symbol(surface, info.symbol, (rect.x + 24, rect.y + 20), 26,
                                  info.colour)
            text.blit(surface, info.name, theme.TEXT_BODY, (rect.x + 46, rect.y + 2), bold=True)
            code = self.codes[seat]
            surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + 44)))
            joined = phones.connected(seat)
            label = "Joined" if joined else f"CODE {phones.hub.token(seat)}"
            text.blit(surface, label, theme.TEXT_MIN, (rect.centerx, rect.bottom - 30),
                      theme.HIGHLIGHT if joined else theme.TEXT, bold=joined, anchor="midtop")
