"""What `apply` returns in Take or Pass: small immutable events (docs/rules.md section 2).

The moves and their notation are in moves.py, the view a seat gets in views.py.

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

from typing import NamedTuple


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
