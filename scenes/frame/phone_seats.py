"""The TV side of phones at one table: the phone server, the seats phones hold, their moves.

A seat whose device is PHONE is played on a phone: the table never raises the curtain for
it (it shows the public view), waits for it while its phone is away, and takes its moves
from the server's queue. The server listens only while the match runs.

A change of the table is sent to the phones after the frame that shows it was presented
(`publish_later`, then `flush` from the table's after-present hook): building every phone's
message and waking the server thread then happen in the frame's slack, not while the TV
draws; several changes in one frame go out once.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import theme
from game.net.address import check_bind_host, join_url, local_address
from game.net.hints import is_hint_request
from game.net.hub import PhoneHub, read_phone_move
from game.net.payload import SeatFace
from game.net.server import PhoneServer
from game.rules.base import IllegalMove
from scenes.frame.match_setup import PHONE
from scenes.frame.phone_art import draw_phone_badge
from scenes.frame.phone_hints import PhoneHints

if TYPE_CHECKING:
    from game.rules.base import Match, Move
    from scenes.frame.game_table import SeatInfo
    from scenes.frame.hint_panel import HintAsker

DEFAULT_PORT = 8765  # the same short address match after match, when it is free
HOST_VARIABLE = "PASSTIME_PHONE_HOST"  # set it to choose the address phones connect to


class PhoneTable(Protocol):
    """What the phones need of the table they play at: its match, its hint search and
    whether hints are allowed, the seed hints search from, and a way to play a move."""

    match: Match
    hint: HintAsker
    hints_allowed: bool

    @property
    def seed(self) -> int: ...

    def apply_phone_move(self, move: Move) -> None: ...


class PhoneSeats:
    """The phone server of one match and the seats it holds."""

    def __init__(self, seats: list[SeatInfo], phone_seats: list[int], host: str | None = None,
                 port: int = DEFAULT_PORT) -> None:
        self.hub = PhoneHub(seat_faces(seats, phone_seats))
        self.host = host or local_address()
        self.server = PhoneServer(self.hub, self.host, port)
        self.hints = PhoneHints(self.hub)
        self._due = False  # the table changed since the phones were last sent it

    def open_lobby(self, title: str) -> None:
        """Open the table's one code (setup shows it): a phone picks a free phone seat."""
        self.hub.open_lobby(title)
        self.hub.wait(title)

    @property
    def lobby_url(self) -> str | None:
        """The table's one code's URL, or None when no lobby is open."""
        lobby = self.hub.lobby
        return join_url(self.host, self.server.port, lobby.key) if lobby is not None else None

    def picked(self, seat: int) -> bool:
        """Whether a phone picked `seat` with the table's code (it may not be connected yet)."""
        return self.hub.lobby is not None and self.hub.lobby.picked(seat)

    def free(self, seat: int) -> None:
        """Setup's "Free seat": the phone is told and let go, and the seat can be picked
        again (with a new token)."""
        self.hub.kick(seat, "The host freed your seat. Scan the code on the TV to pick one.")

    def reseat(self, seats: list[SeatInfo], phone_seats: list[int]) -> None:
        """The host changed the seats in setup: phones follow (a phone whose seat is no
        longer on a phone is told and let go; new phone seats can be picked)."""
        faces = seat_faces(seats, phone_seats)
        if faces == self.hub.faces:
            return
        self.hub.reseat(faces)
        if self.hub.lobby is not None:
            self.hub.wait(self.hub.lobby.title)

    def start(self) -> None:
        """Listen; a busy default port falls back to any free one. OSError if neither works."""
        try:
            self.server.start()
        except OSError:
            self.server = PhoneServer(self.hub, self.host, 0)
            self.server.start()

    def stop(self, message: str = "The table closed: the match ended or the host left it.",
             ) -> None:
        """Tell every phone `message`, close their sockets and stop listening."""
        self.hub.close(message)
        self.server.stop()

    @property
    def seats(self) -> list[int]:
        """The seats still played on phones."""
        return self.hub.phone_seats

    def pending(self) -> bool:
        """Something from the phones waits for the table: a move, a phone come or gone, or a
        phone's hint to send once found."""
        return self.hub.changed.is_set() or self.hints.waiting is not None

    def holds(self, seat: int | None) -> bool:
        """True when `seat` is played on a phone."""
        return seat in self.hub.phone_seats

    def connected(self, seat: int) -> bool:
        """Whether the seat's phone is connected now."""
        return self.hub.connected(seat)

    @property
    def address(self) -> str:
        """The short address to type on a phone (the code adds the seat's token)."""
        return f"{self.host}:{self.server.port}"

    def url(self, seat: int) -> str:
        """The seat's join URL, with its token (goes only into that seat's QR code)."""
        return join_url(self.host, self.server.port, self.hub.token(seat))

    def publish(self, match: Match) -> None:
        """Send every phone its own seat's view now."""
        self._due = False
        self.hub.publish(match)

    def publish_later(self) -> None:
        """The table changed: send it to the phones at the next `flush`."""
        self._due = True

    def flush(self, match: Match) -> None:
        """Send every phone its own seat's view if the table changed since the last send
        (after the frame was presented)."""
        if self._due:
            self.publish(match)

    def poll(self, table: PhoneTable) -> None:
        """Send a phone its hint once it is found; play the moves phones sent (refusing the
        illegal ones), start the hints they asked for, and tell phones the table when
        something changed."""
        self.hints.deliver(table.hint)
        if not self.hub.changed.is_set():
            return
        self.hub.changed.clear()
        played = False
        for seat, text in self.hub.take_moves():
            try:
                if is_hint_request(text):
                    self.hints.ask(table.hint, table.match, seat, text, table.hints_allowed,
                                   table.seed)
                    continue
                move = read_phone_move(table.match, seat, text, self.hub.names)
                table.apply_phone_move(move)  # which sends the phones the new table
                played = True
            except IllegalMove as exc:
                self.hub.refuse(seat, str(exc))
        if not played:
            self.publish_later()  # a phone came or went: the others see it

    def give_to_bot(self, seat: int, match: Match) -> None:
        """The host gave a lost seat to a bot: its phone is told and its code stops working."""
        self.hub.release(seat, "The host gave your seat to a bot.")
        self.publish(match)

    def kick(self, seat: int, match: Match) -> None:
        """The host frees a phone seat for another phone: the phone is told, its code stops
        working and the seat gets a new one (the join screen shows it)."""
        self.hub.kick(seat, "The host freed your seat for another phone. Scan the new code "
                      "on the TV to play again.")
        self.publish(match)

    def lost(self) -> list[int]:
        """Phone seats whose phone is away."""
        return [s for s in self.seats if not self.connected(s)]

    def banner(self, info: SeatInfo) -> tuple[str, tuple[int, int, int]]:
        """The turn banner for a phone seat: its turn, or waiting for its phone."""
        if self.connected(info.seat):
            return (f"{info.name}, your turn (on your phone)", info.colour)
        return (waiting_words(info.name), theme.DANGER)

    def draw_badges(self, surface: pygame.Surface, plates: dict[int, pygame.Rect]) -> None:
        """The phone badge on each phone seat's plate."""
        for seat in self.seats:
            if seat in plates:
                draw_phone_badge(surface, plates[seat], self.connected(seat))


def waiting_words(name: str) -> tuple[str, ...]:
    """The banner while seat `name`'s phone is away, longest first (the banner shows the
    longest that fits beside the table's panels): what the table waits on, and that Pause
    offers its join code or a bot for the seat."""
    waiting = f"Waiting for {name}'s phone"
    return (f"{waiting} · Pause shows its code or hands the seat to a bot",
            f"{waiting} · Pause to rejoin or use a bot",
            f"{waiting} · Pause for choices",
            waiting)


def seat_faces(seats: list[SeatInfo], phone_seats: list[int]) -> list[SeatFace]:
    """How each seat shows on phones: its name, colour, symbol and what plays it."""
    return [SeatFace(s.name, s.colour, s.symbol, PHONE if s.seat in phone_seats
                     else "bot" if s.bot else "table") for s in seats]


def open_phones(seats: list[SeatInfo], phone_seats: list[int],
                handed: PhoneSeats | None = None) -> PhoneSeats | None:
    """The phone server for a match with seats on phones (None without any): the one setup
    `handed` over, with the phones that joined there, or a new one. A server that cannot
    listen raises ValueError with one sentence for the setup screen."""
    if handed is not None:
        if phone_seats:
            handed.hub.close_lobby("The match has started: scan your seat's own code on the "
                                   "TV to join.")
            handed.hub.take_moves()  # taps sent before this match are not played in it
            handed.reseat(seats, phone_seats)
            return handed
        handed.stop()
    if not phone_seats:
        return None
    return start_phones(seats, phone_seats)


def start_phones(seats: list[SeatInfo], phone_seats: list[int]) -> PhoneSeats:
    """Start a phone server on this machine's local-network address (or the one the
    PASSTIME_PHONE_HOST variable names); ValueError with one sentence when it cannot listen."""
    host = os.environ.get(HOST_VARIABLE)
    phones = PhoneSeats(seats, phone_seats, check_bind_host(host) if host else None)
    try:
        phones.start()
    except OSError as exc:
        raise ValueError(f"Phones: cannot listen on {phones.host} ({exc.strerror or exc}); "
                         "turn phones off or check the network.") from None
    return phones
