"""What one PASS seat may see (`PassMatch.view`): a frozen snapshot for renderers and bots."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.rules.pass_game.events import DealWon
from game.rules.pass_game.sets import SetOnTable


class TablePlay(NamedTuple):
    """One set played in the current trick, oldest first."""

    seat: int
    cards: tuple[str, ...]
    type: str
    rank: int
    augment: int
    upgrade: int
    wild: int | None


@dataclass(frozen=True, slots=True)
class PassView:
    """A seat's view: its own hand only (None in the public view), everything public.

    `hands` (every seat's hand) and `unused` (the cards not dealt) are filled only
    by `view_all()`, the omniscient view for watching records; None in every seat's view.

    Once a deal is over (`between_deals`, or `over`) the view stays on it: the last
    trick, tokens and scores as they ended, and `result`, the deal's DealWon with
    every hand revealed and the awards. `result` is None while a deal is played.
    """

    seat: int | None
    players: int
    number: int
    to_move: int | None
    over: bool
    winners: tuple[int, ...]
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    tokens: tuple[int, ...]
    crowns: tuple[int, ...]
    points: tuple[int, ...]
    passed: tuple[bool, ...]
    supply: int
    on_table: int
    leader: int
    last: SetOnTable | None
    trick: tuple[TablePlay, ...]
    win: str
    lack_of_pass: bool
    wildcard_pass: bool
    hands: tuple[tuple[str, ...], ...] | None = None
    unused: tuple[str, ...] | None = None
    between_deals: bool = False
    result: DealWon | None = None
