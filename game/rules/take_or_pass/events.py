"""Take or Pass moves, events and the view a seat gets (docs/rules.md section 2).

Events (NamedTuples, in the order they happen):
- GameStarted(number, first): a game is dealt; `first` turns the first card.
- CardTurned(card, pile): a card is turned face up; `pile` cards remain.
- ChipPaid(seat, pot): `seat` passed and paid a chip; `pot` chips now lie on the card.
- CardTaken(seat, card, chips): `seat` took `card` and `chips` chips.
- GameScored(number, card_points, chips, scores, totals, removed, cards): the game ended;
  `cards` is each seat's final cards (the next game's view starts empty).
- MatchWon(winners, totals): the match ended.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.rules.base import Move


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Take the face-up card and its chips."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Pay one chip onto the card and let the next player decide."""

    def __str__(self) -> str:
        return "pass"


TAKE = Take()
PASS = Pass()


class GameStarted(NamedTuple):
    number: int
    first: int


class CardTurned(NamedTuple):
    card: int
    pile: int


class ChipPaid(NamedTuple):
    seat: int
    pot: int


class CardTaken(NamedTuple):
    seat: int
    card: int
    chips: int


class GameScored(NamedTuple):
    number: int
    card_points: tuple[int, ...]
    chips: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    removed: tuple[int, ...]
    cards: tuple[tuple[int, ...], ...] = ()


class MatchWon(NamedTuple):
    winners: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TakeOrPassView:
    """What one seat (or the public, seat None) may see of a Take or Pass match.

    `removed` (the 9 cards put aside) and `deck` (the face-down pile, next card first) are
    filled only by `view_all()`, the omniscient view for watching records (which also shows
    every seat's chips); None in every seat's view.

    After a game's last take the view stays on it (`between_deals`, or `over`):
    every seat's cards and chips as the game ended, and `result`, its GameScored
    (which shows every seat's chips). `result` is None while a game is played.
    """

    seat: int | None
    players: int
    to_move: int | None
    number: int
    games: int
    card: int | None
    pot: int
    pile: int
    cards: tuple[tuple[int, ...], ...]
    chips: tuple[int | None, ...]
    card_points: tuple[int, ...]
    totals: tuple[int, ...]
    open_chips: bool
    over: bool
    winners: tuple[int, ...]
    removed: tuple[int, ...] | None = None
    deck: tuple[int, ...] | None = None
    between_deals: bool = False
    result: GameScored | None = None
