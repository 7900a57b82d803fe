"""Where the dominoes table puts things on the 1920x1080 table, from the Tiled layout's
anchors: the train area, the hand, the buttons, the boneyard, the scores and the seats."""
from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.dominoes.hand import hand_slots

if TYPE_CHECKING:
    from game.engine.layout import TableLayout

PLATE_SPACE = 94  # the frame's name plate and status line at the top of each seat
HINT_SPACE = 48  # a line of help at the top of the train area
BANNER_SPACE = 56  # the frame's turn banner crosses the bottom of the train area
SEAT_TILE = 64  # length of the backs shown at other seats
ADVICE_SPACE = 300  # what the train gives up at the top of its area while advice shows
ADVICE_W = 1280


class Geometry:
    """Where things go on the 1920x1080 table, from the layout's anchors."""

    def __init__(self, layout: TableLayout, players: int) -> None:
        x, y, w, h = layout.rect("train")
        self.full_train = (x, y + HINT_SPACE, w, h - HINT_SPACE - BANNER_SPACE)
        self.train = self.full_train
        self.room_made = False
        width = min(ADVICE_W, w - 40)
        self.advice = (x + (w - width) // 2, y + HINT_SPACE, width, ADVICE_SPACE - 12)
        self.hint_centre = (x + w // 2, y + HINT_SPACE // 2)
        self.hand = layout.rect("hand")
        cx, cy, cw, ch = layout.rect("controls")
        bh = (ch - 30) // 2
        self.draw_button = (cx + 10, cy + 10, cw - 20, bh)
        self.pass_button = (cx + 10, cy + 20 + bh, cw - 20, bh)
        self.boneyard = layout.rect("boneyard")
        self.score = layout.rect("score")
        self.seats = [layout.rect(f"seat-{i}") for i in range(players)]

    def make_room(self, advice: bool) -> None:
        """Give the top of the train area to advice (a hint, a lesson's step), or take it
        back."""
        x, y, w, h = self.full_train
        self.room_made = advice
        self.train = (x, y + ADVICE_SPACE, w, h - ADVICE_SPACE) if advice else self.full_train

    def hand_slots(self, count: int) -> tuple[list[tuple[int, int, int, int]], int]:
        """Upright slots for the viewer's `count` tiles, and the tile length."""
        # 140 long leaves room for a raised tile's ring below the log strip.
        return hand_slots(count, self.hand, max_length=140)

    def seat_tiles(self, seat: int) -> tuple[int, int, int, int]:
        """The part of a seat's rectangle under its name plate."""
        x, y, w, h = self.seats[seat]
        return (x + 8, y + PLATE_SPACE, w - 16, max(h - PLATE_SPACE - 4, 40))

    def seat_tiles_centre(self, seat: int) -> tuple[int, int]:
        """Where tiles fly from and to for a seat."""
        x, y, w, h = self.seat_tiles(seat)
        return (x + w // 2, y + h // 2)

    def seat_backs(self, seat: int, count: int) -> tuple[list[tuple[int, int]], int]:
        """Centres of `count` upright backs in a row at a seat (overlapping when many)."""
        x, y, w, h = self.seat_tiles(seat)
        length = min(SEAT_TILE, h - 4)
        length -= length % 2
        short = length // 2
        step = min(short + 6, (w - short) / max(count - 1, 1))
        left = x + (w - (short + step * (count - 1))) / 2 + short / 2
        return [(round(left + k * step), y + h // 2) for k in range(count)], length

    def boneyard_centre(self) -> tuple[int, int]:
        """The middle of the boneyard's heap."""
        x, y, w, h = self.boneyard
        return (x + w // 2, y + h // 2)
