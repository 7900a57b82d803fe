"""The meeting point between the match's owner thread and the phone server's thread.

The owner (the TV's main loop, or the headless serve loop) is the only thread that touches
the match: it publishes each seat's view after every change and takes the notation strings
phones sent. The server thread only authenticates sockets and queues what they send.
"""
from __future__ import annotations

import hmac
import json
import queue
import secrets
import threading
from collections.abc import Callable

from game.net.lobby import Lobby
from game.net.payload import SeatFace, seat_faces, seat_messages, table_fields
from game.rules.base import IllegalMove, Match, Move

TOKEN_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"  # no 0/o or 1/l/i: easy to type from the TV
TOKEN_LENGTH = 10  # 31**10 is about 8e14 guesses, each delayed by the server
Sender = Callable[[str | None], None]
"""Queues one text message on a phone's socket, or None to close it (any thread)."""


def new_token() -> str:
    """A random seat token from the operating system's secure random source."""
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(TOKEN_LENGTH))


class PhoneHub:
    """Seats on phones: their secret tokens, who is connected, their latest view, their moves."""

    def __init__(self, faces: list[SeatFace]) -> None:
        self.faces = list(faces)
        # A fresh random token per seat and per match; it is the only credential a phone has.
        self._tokens = {seat: new_token() for seat, face in enumerate(faces)
                        if face.kind == "phone"}
        self._lock = threading.Lock()
        self._senders: dict[int, Sender] = {}
        self._latest: dict[int, str] = {}
        self._inbox: queue.Queue[tuple[int, str]] = queue.Queue()
        self.changed = threading.Event()  # set when a phone connects, leaves or sends a move
        self.lobby: Lobby | None = None  # the table's one code to pick a seat (open_lobby)
        #: Whether the table answers a phone's hint request (game/net/hints.py); every state
        #: message says so, and phones show their Hint button only then.
        self.hints_allowed = False

    @property
    def names(self) -> list[str]:
        """Every seat's name, in seat order."""
        return [face.name for face in self.faces]

    @property
    def phone_seats(self) -> list[int]:
        """The seats played on phones, in seat order."""
        return sorted(self._tokens)

    def token(self, seat: int) -> str:
        """The secret a phone needs to hold `seat` (goes only into that seat's join URL)."""
        return self._tokens[seat]

    def seat_for(self, token: str) -> int | None:
        """The seat a token opens, or None; compared in constant time."""
        with self._lock:
            return self._seat_for(token)

    def _seat_for(self, token: str) -> int | None:  # with the lock held
        found = None
        for seat, secret in self._tokens.items():
            if hmac.compare_digest(secret.encode(), token.encode("utf-8", "replace")):
                found = seat
        return found

    def claim(self, seat: int) -> str | None:
        """The token of `seat` for the lobby to hand out, if it is a phone seat no phone
        holds right now (checked and read at once, so a freed or reseated seat never leaks
        a stale token); else None."""
        with self._lock:
            if seat in self._tokens and seat not in self._senders:
                return self._tokens[seat]
            return None

    def open_lobby(self, title: str) -> Lobby:
        """Open the table's one code: phones that open it pick a free phone seat."""
        self.lobby = Lobby(self, new_token(), title)
        return self.lobby

    def close_lobby(self, message: str) -> None:
        """The match starts: the table's code stops working (from now on a seat is taken
        only with its own code, shown on the TV) and phones looking at it are told."""
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.close(message)

    def reseat(self, faces: list[SeatFace]) -> None:
        """The host changed the seats before the match (setup): new seats on phones get a
        token; a seat no longer on a phone loses its token and its phone is told."""
        with self._lock:
            self.faces = list(faces)
            phones = {seat for seat, face in enumerate(faces) if face.kind == "phone"}
            gone = set(self._tokens) - phones
            for seat in gone:
                del self._tokens[seat]
                self._latest.pop(seat, None)
            for seat in phones - set(self._tokens):
                self._tokens[seat] = new_token()
        for seat in sorted(gone):
            self._dismiss(seat, "The host changed the seats: this one is no longer played on "
                          "a phone. Scan the code on the TV to pick another.")
            if self.lobby is not None:
                self.lobby.release(seat)
        self._lobby_changed()

    def wait(self, title: str) -> None:
        """Tell every phone seat it is seated and the host has not started the match yet."""
        faces = seat_faces(self.faces)
        for seat in self.phone_seats:
            self._send(seat, json.dumps({"type": "waiting", "seat": seat, "title": title,
                                         **faces}), keep=True)

    def _lobby_changed(self) -> None:
        if self.lobby is not None:
            self.lobby.refresh()

    # -- server thread ---------------------------------------------------------------------

    def attach(self, token: str, send: Sender) -> tuple[int, Sender | None] | None:
        """Give the seat `token` opens to a new socket: (seat, the socket it replaces), or
        None for a wrong token. Checked and given at once, so a token the host revokes in
        the meantime (a freed seat, a seat given to a bot) never gets a seat."""
        with self._lock:
            seat = self._seat_for(token)
            if seat is None:
                return None
            old = self._senders.get(seat)
            self._senders[seat] = send
            if (latest := self._latest.get(seat)) is not None:
                send(latest)  # under the lock, so a publish now cannot overtake it
        self.changed.set()
        self._lobby_changed()
        return seat, old

    def detach(self, seat: int, send: Sender) -> None:
        """Forget a socket that closed (unless another one already took the seat over)."""
        with self._lock:
            if self._senders.get(seat) is send:
                del self._senders[seat]
        self.changed.set()
        self._lobby_changed()

    def submit(self, seat: int, text: str, send: Sender) -> None:
        """Queue a move (or a hint request) the socket `send` sent for the owner thread to
        check and apply; dropped when that socket no longer holds the seat (taken over,
        kicked or released)."""
        with self._lock:
            if self._senders.get(seat) is not send:
                return
        self._inbox.put((seat, text))
        self.changed.set()

    # -- owner thread -----------------------------------------------------------------------

    def connected(self, seat: int) -> bool:
        """Whether a phone holds `seat` right now."""
        with self._lock:
            return seat in self._senders

    def publish(self, match: Match, note: str | None = None) -> None:
        """Send every phone seat its own view of `match` (and keep it for reconnects); a
        seat whose message is the same as the last one it was sent is not sent it again."""
        with self._lock:
            seats = sorted(self._tokens)
            connected = [s in self._senders if s in self._tokens else None
                         for s in range(match.players)]
        shared = table_fields(match, self.faces, connected)
        shared["hints"] = self.hints_allowed
        if note:
            shared["note"] = note
        messages = seat_messages(match, seats, shared)
        with self._lock:  # sent under the lock: a phone attaching meanwhile gets it in order
            for seat, text in messages.items():
                if self._latest.get(seat) != text:
                    self._latest[seat] = text
                    if (send := self._senders.get(seat)) is not None:
                        send(text)

    def release(self, seat: int, message: str) -> None:
        """Take `seat` off phones (the host gave it to a bot): its token stops working and
        its phone is told why and disconnected."""
        with self._lock:
            self._tokens.pop(seat, None)
            self._latest.pop(seat, None)
            self.faces[seat] = self.faces[seat]._replace(kind="bot")
        self._dismiss(seat, message)
        self._lobby_changed()

    def kick(self, seat: int, message: str) -> None:
        """The host frees `seat` for another phone: its phone is told why and disconnected,
        its token stops working and the seat gets a new one (a new code on the TV)."""
        with self._lock:
            if seat not in self._tokens:
                return
            self._tokens[seat] = new_token()
        self._dismiss(seat, message)
        if self.lobby is not None:
            self.lobby.release(seat)  # the seat may be picked from the table's code again

    def close(self, message: str) -> None:
        """The table is closing: every phone (seated or looking at the lobby) is told
        `message` and let go; nothing reconnects."""
        for seat in self.phone_seats:
            self._dismiss(seat, message)
        if self.lobby is not None:
            self.lobby.close(message)

    def _dismiss(self, seat: int, message: str) -> None:
        with self._lock:
            send = self._senders.pop(seat, None)
        if send is not None:
            send(json.dumps({"type": "released", "message": message}))
            send(None)  # closes the socket after that message
        self.changed.set()

    def refuse(self, seat: int, message: str) -> None:
        """Tell one seat why its move was not played (the rules' sentence). Like `advise`,
        it goes to the socket holding the seat now, which may not be the one that sent it."""
        self._send(seat, json.dumps({"type": "refused", "message": message}))

    def advise(self, seat: int, text: str) -> None:
        """Send one seat's phone a message meant for it alone (a hint), not kept for later.
        It goes to whichever socket holds the seat when it is sent: a phone that dropped
        and came back, or a reload, gets the hint its old socket asked for (that seat's own
        view, nothing another seat may not see; the page ignores one for a position gone
        by). A phone away at that moment gets nothing and asks again."""
        self._send(seat, text)

    def take_moves(self) -> list[tuple[int, str]]:
        """Every move (or hint request) phones sent since the last call, oldest first."""
        moves = []
        while True:
            try:
                moves.append(self._inbox.get_nowait())
            except queue.Empty:
                return moves

    # -- what the hub holds, for tests and tools (read under its lock) -----------------------

    def sender(self, seat: int) -> Sender | None:
        """The sender of the phone connected to `seat`, or None: what `detach` and `submit`
        take, so a test can act as that phone's socket (its Wi-Fi dropping, a late tap)."""
        with self._lock:
            return self._senders.get(seat)

    def latest(self) -> dict[int, str]:
        """The last table each phone seat was sent (the JSON text), by seat."""
        with self._lock:
            return dict(self._latest)

    def queued(self) -> int:
        """How many messages from phones wait for `take_moves`."""
        return self._inbox.qsize()

    def _send(self, seat: int, text: str, keep: bool = False) -> None:
        with self._lock:
            if keep:
                self._latest[seat] = text
            send = self._senders.get(seat)
        if send is not None:
            send(text)


def read_phone_move(match: Match, seat: int, text: str, names: list[str]) -> Move:
    """The move a phone sent for `seat`, in the rules' notation; IllegalMove (with the
    sentence to show) when the match is over or between deals, it is not that seat's turn or
    it is unreadable."""
    check_turn(match, seat, names)
    return match.game.parse_move(text)


def check_turn(match: Match, seat: int, names: list[str]) -> None:
    """IllegalMove (with the sentence to show) unless `seat` is to move now."""
    if match.is_over:
        raise IllegalMove("The match is over.")
    if match.between_deals:  # the table is showing the scores
        raise IllegalMove("Wait: the next deal is about to be dealt.")
    if seat != match.to_move:
        raise IllegalMove(f"Wait for your turn: it is {names[match.to_move]}'s turn.")
