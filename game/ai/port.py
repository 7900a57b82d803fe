"""What a bot may know: one seat's window onto a match (no peeking)."""
from __future__ import annotations

import random
from typing import Any

from game.rules.base import Match, Move


class SeatPort:
    """A seat's view of a match: its view, its legal moves, the public move log,
    and determinised copies for search. Bots get this, never the match itself."""

    __slots__ = ("_match", "seat")

    def __init__(self, match: Match, seat: int) -> None:
        self._match = match
        self.seat = seat

    @property
    def game_slug(self) -> str:
        """Which game this is ("pass", "take-or-pass", "dominoes")."""
        return self._match.game.slug

    @property
    def players(self) -> int:
        """How many seats the match has."""
        return self._match.players

    @property
    def options(self) -> dict:
        """The match options (public)."""
        return dict(self._match.options)

    def view(self) -> Any:
        """What this seat may see now."""
        return self._match.view(self.seat)

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves (the seat must be the one to move)."""
        return self._match.legal_moves()

    @property
    def moves_played(self) -> int:
        """How many moves the match has had: the decision point (len(history()), at once)."""
        return len(self._match.moves)

    def history(self) -> list[tuple[int, Move]]:
        """Every move so far, with the seat that made it (all public in these games)."""
        return list(zip(self._match.movers, self._match.moves, strict=True))

    def determinize(self, rng: random.Random) -> Match:
        """A full match consistent with this seat's view, hidden parts re-sampled."""
        return self._match.determinize(self.seat, rng)
