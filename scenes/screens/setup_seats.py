"""The setup screen's seat rows: colour, name, player and device buttons, and what leaving
setup would let go (the seats people joined)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, NamedTuple

from game.engine import theme
from game.engine.focus import Button
from game.engine.screen import ConfirmOverlay
from scenes.frame.match_setup import MOUSE_KEYBOARD, PHONE, SHARED
from scenes.screens.setup_people import kind_label
from scenes.screens.setup_phones import phone_status

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.phone_seats import PhoneSeats
    from scenes.screens.setup_model import SetupModel


class Column(NamedTuple):
    """A column of the seat table: its control's key, left edge and width."""

    key: str
    x: int
    w: int


COLUMNS = (Column("colour", 60, 250), Column("name", 320, 280), Column("kind", 610, 250),
           Column("device", 870, 370))


def shown_colour(model: SetupModel, i: int) -> tuple[int, int, int]:
    """Seat i's colour as the table will show it: with teams, the team's colour (D2)."""
    return model.match_setup(seed=0).seat_infos()[i].colour


def partner_colour(model: SetupModel, i: int) -> str:
    """Why seat i's colour cannot change here ("" if it can): partners share seat 1's or 2's."""
    teams = model.match_setup(seed=0).options.get("teams")
    if teams and model.players == 4 and i >= 2:
        return f"Partners share a colour: change {model.seats[i % 2].name}'s."
    return ""


def device_name(binding: str | int, pad_ids: list[int]) -> str:
    """How a seat binding reads on screen ("Pad 2", "Keyboard + mouse", "Shared")."""
    if binding == SHARED:
        return "Shared (any device)"
    if binding == MOUSE_KEYBOARD:
        return "Keyboard + mouse"
    if binding == PHONE:
        return "Phone (code at start)"
    number = pad_ids.index(binding) + 1 if binding in pad_ids else binding
    return f"Pad {number}"


class SeatRows:
    """The seat table's buttons for a model, a phone server (when phones are on), the pads
    plugged in, and the bots' thinking times (their level's label says it)."""

    def __init__(self, model: SetupModel, phones: PhoneSeats | None, pad_ids: list[int],
                 think_times: Mapping[str, float] | None) -> None:
        self.model = model
        self.phones = phones
        self.pad_ids = pad_ids
        self.think_times = think_times

    def label(self, key: str, i: int) -> str:
        """What seat i's button in column `key` says."""
        seat = self.model.seats[i]
        if key == "colour":
            # Leading spaces leave room for the symbol drawn on the button's left.
            colour = shown_colour(self.model, i)
            known = colour in theme.SEAT_COLOURS
            return "      " + (theme.SEAT_COLOUR_NAMES[theme.SEAT_COLOURS.index(colour)]
                               if known else "colour")
        if key == "name":
            return seat.name
        if key == "kind":
            return kind_label(seat.bot, self.think_times)
        binding = self.model.device_of(seat)
        if binding == PHONE and self.phones is not None:
            return f"Phone: {phone_status(self.phones.connected(i), self.phones.picked(i))}"
        return device_name(binding, self.pad_ids)

    def buttons(self, row_y: Callable[[int], int], row_h: int) -> list[Button]:
        """A row per seat; a bot's seat has no device button (no device plays for it)."""
        out = []
        for i in range(self.model.players):
            for key, x, w in COLUMNS:
                if key == "device" and self.model.seats[i].bot is not None:
                    continue
                why = partner_colour(self.model, i) if key == "colour" else ""
                out.append(Button(f"{key}:{i}", (x, row_y(i), w, row_h), self.label(key, i),
                                  not why, why))
        return out

    def joined(self) -> list[str]:
        """Who would have to join again if setup were left now: the seats a pad or the
        keyboard joined, and the seats of phones connected while phones are on."""
        seats = self.model.seats[: self.model.players]
        names = [s.name for s in seats if s.bot is None and s.device not in (SHARED, PHONE)]
        if self.phones is not None:
            names += [seats[i].name for i in self.phones.seats
                      if i < len(seats) and self.phones.connected(i)
                      and seats[i].name not in names]
        return names


def leave_dialog(ctx: AppContext, joined: list[str], leave: Callable[[], None]
                 ) -> ConfirmOverlay:
    """Asked before a stray Back (a right click) lets go of the seats people joined."""
    who = joined[0] if len(joined) == 1 else ", ".join(joined[:-1]) + " and " + joined[-1]
    return ConfirmOverlay(ctx, "Leave the setup?",
                          [f"{who} will have to join again. The other choices are kept."],
                          "Leave", leave, "Stay")
