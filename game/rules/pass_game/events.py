"""What `apply` returns in PASS: small immutable events, in the order they happen.

- `DealStarted(number, leader, swapped)`: a deal was dealt; `leader` holds START
  and leads; `swapped` lists seats that swapped packets because nobody held
  START (P2). Each seat now has 1 token; the supply holds the rest.
- `SetPlayed(seat, cards, type, rank, augment, upgrade, wild)`: a set went on
  the table. `cards` are written cards (`2>A^` shows its upgraded side),
  `upgrade` the tokens spent upgrading, `wild` the value named for a wild (or
  None); `rank` is a value index (see deck.VALUES).
- `TokenSpent(seat, use, count)`: tokens moved from a seat to beside the set;
  `use` is "upgrade", "augment" or "wild". They go back at the trick's end.
- `TokenGained(seat, reason, count)`: `reason` is "pass" or "five"; `count` is
  0 when the supply was empty.
- `Passed(seat)`: the seat sits out the rest of the trick.
- `TrickWon(seat, returned)`: everyone else passed; `seat` leads the next
  trick and `returned` spent tokens go back to the supply.
- `DealWon(seat, awards, crowns, points, hands)`: `seat` emptied their hand;
  `awards` per seat (crowns, or points in the points variant), match totals
  after it, and the cards left in every hand (the scoring scene reveals them).
- `MatchWon(winners)`: the match is over.

The play that ends a deal returns `DealWon` (then `MatchWon` if the match is
over); the next deal's `DealStarted` comes from `start_next_deal()`.
"""
from __future__ import annotations

from typing import NamedTuple


class DealStarted(NamedTuple):
    """A new deal: its number (from 1), the START holder who leads, packet swaps."""

    number: int
    leader: int
    swapped: tuple[int, ...] = ()


class SetPlayed(NamedTuple):
    """A set played onto the table."""

    seat: int
    cards: tuple[str, ...]
    type: str
    rank: int
    augment: int
    upgrade: int
    wild: int | None


class TokenSpent(NamedTuple):
    """Tokens a seat spent on a play ("upgrade", "augment" or "wild")."""

    seat: int
    use: str
    count: int


class TokenGained(NamedTuple):
    """A token taken from the supply for passing or a five of a kind (0 if empty)."""

    seat: int
    reason: str
    count: int


class Passed(NamedTuple):
    """A seat passed and sits out the rest of the trick."""

    seat: int


class TrickWon(NamedTuple):
    """The trick ended: `seat` leads next; `returned` tokens went back to the supply."""

    seat: int
    returned: int


class DealWon(NamedTuple):
    """A seat emptied their hand: awards this deal, match totals and the hands left."""

    seat: int
    awards: tuple[int, ...]
    crowns: tuple[int, ...]
    points: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]


class MatchWon(NamedTuple):
    """The match is over."""

    winners: tuple[int, ...]
