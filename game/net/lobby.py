"""One code for the whole table: a phone that opens it picks a free phone seat.

The setup screen shows this code while players are still choosing seats. A phone that
opens it (its URL carries the lobby's own secret, never a seat's token) is shown the phone
seats nobody holds yet; picking one hands that phone the seat's token and its socket the
seat, and from then on it is that seat's phone like any other (game/net/hub.py). The lobby
hands out nothing else: it never sees a hand, and a seat already picked is offered to no one
else until the host frees it.
"""
from __future__ import annotations

import hmac
import json
import threading
from typing import TYPE_CHECKING

from game.net.payload import seat_faces

if TYPE_CHECKING:
    from game.net.hub import PhoneHub, Sender

PICK = "seat "  # the only message a lobby socket may send: "seat N"
NOT_A_PICK = ("At the table's code a phone can only pick a seat: send 'seat N' with the "
              "number of a free seat.")
NOT_A_PHONE_SEAT = "That seat is not played on a phone at this table: pick a free one."
NOT_FREE = "That seat is not free any more: pick another."


def read_pick(text: str) -> int | None:
    """The seat number in a lobby message "seat N", or None for anything else."""
    number = text[len(PICK):]
    if not text.startswith(PICK) or not (number.isascii() and number.isdecimal()):
        return None
    return int(number)


class Lobby:
    """The phones looking at the table's code, and which phone seats they may still pick."""

    def __init__(self, hub: PhoneHub, key: str, title: str) -> None:
        self.hub = hub
        self.key = key  # the secret in the table's code (from hub.new_token)
        self.title = title  # the game's name, shown on the phone
        self._lock = threading.Lock()
        self._claimed: set[int] = set()  # seats a phone picked here (until the host frees them)
        self._senders: list[Sender] = []

    def opens(self, key: str) -> bool:
        """Whether `key` is this lobby's secret (compared in constant time)."""
        return hmac.compare_digest(self.key.encode(), key.encode("utf-8", "replace"))

    def free_seats(self) -> list[int]:
        """Phone seats no phone holds and no phone picked: what the lobby offers."""
        with self._lock:
            claimed = set(self._claimed)
        return [s for s in self.hub.phone_seats if s not in claimed and not self.hub.connected(s)]

    def message(self) -> str:
        """What a phone looking at the lobby is shown: the seats and which are free."""
        return json.dumps({"type": "lobby", "title": self.title, "free": self.free_seats(),
                           **seat_faces(self.hub.faces)})

    def refusal(self, seat: int | None) -> str:
        """Why a lobby message did not seat its phone: `seat` is what read_pick made of it
        (None for anything but "seat N")."""
        if seat is None:
            return NOT_A_PICK
        if seat not in self.hub.phone_seats:
            return NOT_A_PHONE_SEAT
        return NOT_FREE

    # -- server thread ---------------------------------------------------------------------

    def join(self, send: Sender) -> None:
        """A socket opened the table's code: show it the seats."""
        with self._lock:
            self._senders.append(send)
        send(self.message())

    def leave(self, send: Sender) -> None:
        """A lobby socket closed."""
        with self._lock:
            self._senders = [s for s in self._senders if s is not send]

    def pick(self, seat: int, send: Sender | None = None) -> str | None:
        """Claim a free phone seat: returns its token, or None when it is not free (picked
        or held a moment ago, or not a phone seat). The socket `send` that picked it leaves
        the lobby at once: it holds the seat from now on, so the lobby closing as the match
        starts never lets it go."""
        with self._lock:  # then the hub's lock, inside: never the other way round
            token = None if seat in self._claimed else self.hub.claim(seat)
            if token is not None:
                self._claimed.add(seat)
                self._senders = [s for s in self._senders if s is not send]
        if token is None:
            return None
        self.hub.changed.set()  # the TV shows the seat as picked
        self.refresh()
        return token

    # -- either thread ---------------------------------------------------------------------

    def release(self, seat: int) -> None:
        """The seat is free again (the host freed it, or it is no longer a phone seat)."""
        with self._lock:
            self._claimed.discard(seat)
        self.refresh()

    def picked(self, seat: int) -> bool:
        """Whether a phone picked `seat` from the lobby."""
        with self._lock:
            return seat in self._claimed

    def close(self, message: str) -> None:
        """The table is closing: every phone looking at the lobby is told and let go."""
        with self._lock:
            senders, self._senders = self._senders, []
        text = json.dumps({"type": "released", "message": message})
        for send in senders:
            send(text)
            send(None)

    def refresh(self) -> None:
        """Show every phone in the lobby the seats as they are now."""
        with self._lock:
            senders = list(self._senders)
        if senders:
            text = self.message()
            for send in senders:
                send(text)
