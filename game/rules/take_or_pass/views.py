"""What one Take or Pass seat may see (`TakeOrPassMatch.view`): a frozen snapshot for
renderers and bots (docs/rules.md T6)."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.take_or_pass.events import GameScored


@dataclass(frozen=True, slots=True)
class TakeOrPassView:
    """What one seat (or the public, seat None) may see of a Take or Pass match.

    `removed` (the 9 cards put aside) and `deck` (the face-down pile, next card first) are
    filled only by `view_all()`, the omniscient view for watching records (which also shows
    every seat's chips); None in every seat's view.

    After a game's last take the view stays on it (`between_deals`, or `over`):
    every seat's cards and chips as the game ended, and `result`, its GameScored
    (which shows every seat's chips). `result` is None while a game is played.
    `turned` is every card turned face up in the match so far, in the order turned (this
    game's face-up card last), as every player saw them: with the move log it tells
    which card each take and pass was about.
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
    turned: tuple[int, ...] = ()
