"""What the rules tell the table in The Passing Game: the events `apply()` returns.

Events are what `apply()` reports, small and immutable, in order:

- RoundStarted(number, leader, hand_sizes): a new round was dealt; `leader`
  must place the first tile. (The first round's is in `match.opening`.)
- TilePlaced(seat, tile, end, laid, ends): `tile` is the canonical name
  ("6-4"), `end` is "left", "right" or None for a round's first tile, `laid`
  is the tile as it now lies in the train read left to right ("4-6"), and
  `ends` the open numbers (left, right) afterwards.
- TileDrawn(seat, boneyard): a seat drew; `boneyard` tiles are left. Which
  tile was drawn is private: only that seat's view shows it.
- Passed(seat): the seat passed.
- RoundScored(number, reason, winner, winners, pips, hands, points, totals):
  `reason` is "domino" (a hand emptied), "blocked" (nobody can place and
  drawing is not allowed) or "passes" (a full circuit of passes); `winner`
  is the winning seat, or with teams the winning team (0 = seats 0+2,
  1 = seats 1+3), or None for a tie; `winners` the winning seats; `pips` and
  `hands` (revealed) per seat; `points` scored; `totals` the match scores per
  seat afterwards (partners show their team's).
- MatchWon(winners): the match is over; the winning seats.

They are NamedTuples because thousands are made per second in simulations.
A round that ends inside `apply()` reports RoundScored (then MatchWon if the
match is over) after the move's own event; the match then stays on the
finished round (`between_deals`) and `start_next_deal()` returns the next
round's RoundStarted.
"""
from __future__ import annotations

from typing import NamedTuple


class RoundStarted(NamedTuple):
    """A round was dealt and `leader` must place the first tile."""

    number: int
    leader: int
    hand_sizes: tuple[int, ...]


class TilePlaced(NamedTuple):
    """`seat` placed `tile` on `end` (None: the first tile), lying as `laid`."""

    seat: int
    tile: str
    end: str | None
    laid: str
    ends: tuple[int, int]


class TileDrawn(NamedTuple):
    """`seat` drew a tile (which one is private); `boneyard` tiles are left."""

    seat: int
    boneyard: int


class Passed(NamedTuple):
    """`seat` passed."""

    seat: int


class RoundScored(NamedTuple):
    """A round ended and was scored (D6)."""

    number: int
    reason: str
    winner: int | None
    winners: tuple[int, ...]
    pips: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    points: int
    totals: tuple[int, ...]


class MatchWon(NamedTuple):
    """The match is over (D7)."""

    winners: tuple[int, ...]


Event = RoundStarted | TilePlaced | TileDrawn | Passed | RoundScored | MatchWon
