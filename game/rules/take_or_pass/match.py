"""A match of Take or Pass (No Thanks! on a standard deck): docs/rules.md section 2.

Cards are the ladder values 3..35 (T1). Each game 9 cards are removed unseen
and 24 form the draw pile. On a turn the player facing the card either passes
(pays a chip onto it) or takes it with its chips and turns the next card (T3).
Scores: lowest card of each run minus chips; lowest wins (T4). A match is one
or more games; first player rotates clockwise (T5). Chips are hidden unless
the open-chips option is on (T6).

The game (options, explicit deals, GAME) is in rules.py, the cards in cards.py, moves
and notation in moves.py, events (in the order they happen) in events.py and the view
in views.py (all in game/rules/take_or_pass/).

The take that ends a game returns GameScored (then MatchWon if the match is
over); the next game's GameStarted and CardTurned come from `start_next_deal()`.
Until then the match stays on the finished game (`between_deals`).
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules.base import BETWEEN_DEALS, IllegalMove, Match, Move
from game.rules.lazy_rng import LazyRng
from game.rules.take_or_pass.cards import HIGH, LOW, PILE, card_points, starting_chips
from game.rules.take_or_pass.events import (
    CardTaken,
    CardTurned,
    ChipPaid,
    GameScored,
    GameStarted,
    MatchWon,
)
from game.rules.take_or_pass.moves import PASS, TAKE, Pass, Take
from game.rules.take_or_pass.views import TakeOrPassView

if TYPE_CHECKING:
    from game.rules.take_or_pass.rules import TakeOrPassGame

_BOTH = [TAKE, PASS]
_ONLY_TAKE = [TAKE]


def best_seats(scores: list[int], chips: list[int]) -> list[int]:
    """T4: lowest score wins; ties go to more chips; still tied, they share."""
    key = [(s, -c) for s, c in zip(scores, chips, strict=True)]
    best = min(key)
    return [seat for seat, k in enumerate(key) if k == best]


class TakeOrPassMatch(LazyRng, Match):
    """The state of a Take or Pass match."""

    def __init__(self, game: TakeOrPassGame, players: int, seed: int, options: dict,
                 deals: list[dict]) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.deals = deals
        self.rng = random.Random(seed)
        self.moves: list[Move] = []
        self.movers: list[int] = []
        self._number = 0
        self._first = -1
        self._totals = [0] * players
        self._chip_totals = [0] * players  # T5: ties on totals go to more chips summed
        self._winners: list[int] = []
        self._over = False
        self._between = False
        self._result: GameScored | None = None  # the finished game's scoring, until the next
        self.cards: list[list[int]] = []
        self.held: list[int] = []  # each seat's cards as a bitmask (card_bits), kept for the bots
        self.taken = 0  # every card taken this game, as a bitmask
        self.chips: list[int] = []
        self.pile: list[int] = []  # face down, next card last
        self.removed: tuple[int, ...] = ()
        self.card: int | None = None
        self.pot = 0
        self.seat = 0
        self._dealt: list[dict] = []  # each game's deck and first seat, for deals_so_far
        self.observer: int | None = None  # a determinisation's seat: whose view it fills in
        # A determinisation's guess at how each seat plays (the bots' opponent model).
        self.styles: tuple | None = None
        self._start_game([])

    # -- the protocol ---------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat facing the card, or None between games and once the match is over."""
        return None if self._over or self._between else self.seat

    @property
    def is_over(self) -> bool:
        """True once the last game of the match is scored."""
        return self._over

    def start_next_deal(self) -> list:
        """Deal the next game; returns [GameStarted, CardTurned]. IllegalMove unless
        between games."""
        if not self._between:
            raise IllegalMove("The game is still being played; there is no next game to start.")
        self._between = False
        self._result = None
        events: list = []
        self._start_game(events)
        return events

    @property
    def number(self) -> int:
        """The game number within the match, from 1."""
        return self._number

    @property
    def scores(self) -> list[int]:
        """Match totals per seat (lowest wins)."""
        return list(self._totals)

    @property
    def winners(self) -> list[int]:
        """The winning seats (a shared win lists several); empty until over."""
        return list(self._winners)

    def legal_moves(self) -> list[Move]:
        """Take, and pass while the seat has a chip; empty between games and once over."""
        if self._over or self._between:
            return []
        return list(_BOTH if self.chips[self.seat] else _ONLY_TAKE)  # a copy: callers may edit it

    def why_illegal(self, move: Move) -> str | None:
        """The refusal message for `move`, or None if it is legal."""
        if self._over:
            return "The match is over."
        if self._between:
            return BETWEEN_DEALS
        if move is PASS or isinstance(move, Pass):
            if not self.chips[self.seat]:
                return "You have no chips left, so you must take the card."
            return None
        if isinstance(move, Take):
            return None
        return f"'{move}' is not a Take or Pass move: say 'take' or 'pass'."

    def apply(self, move: Move) -> list:
        """Take or pass for `to_move`; IllegalMove (state unchanged) if not allowed."""
        seat = self.seat
        if move is PASS and self.card is not None and self.chips[seat]:
            # the hot path of every playout: checked inline (no card: between games or over)
            self._pay(seat)
            return [ChipPaid(seat, self.pot)]
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMove(reason)
        if isinstance(move, Pass):
            return self.apply(PASS)
        events: list = [CardTaken(seat, self.card, self.pot)]
        if self._take(seat):
            events.append(CardTurned(self.card, len(self.pile)))
        else:
            self._end_game(events)
        return events

    def advance(self, move: Move) -> None:
        """`apply_then_deal` for a legal move, unchecked and without events (search playouts)."""
        seat = self.seat
        if move.__class__ is Pass:
            self._pay(seat)
        elif not self._take(seat):
            self._end_game([])
            if self._between:
                self.start_next_deal()

    def _pay(self, seat: int) -> None:
        """`seat` pays a chip onto the card; the next seat decides."""
        self.chips[seat] -= 1
        self.pot += 1
        self.moves.append(PASS)
        self.movers.append(seat)
        self.seat = (seat + 1) % self.players

    def _take(self, seat: int) -> bool:
        """`seat` takes the card and the pot; True if a next card is turned (else the game ends)."""
        self.moves.append(TAKE)
        self.movers.append(seat)
        card = self.card
        self.cards[seat].append(card)
        self.held[seat] |= 1 << card
        self.taken |= 1 << card
        self.chips[seat] += self.pot
        self.pot = 0
        if self.pile:
            self.card = self.pile.pop()
            return True
        self.card = None
        return False

    # -- games within the match -------------------------------------------
    def _next_deal(self) -> tuple[list[int], int]:
        """The draw pile (in draw order) and first player of the next game."""
        index = self._number  # games dealt so far
        if index < len(self.deals):
            deal = self.deals[index]
            return list(deal["deck"]), deal["first"]
        deck = list(range(LOW, HIGH + 1))
        self.rng.shuffle(deck)
        first = self.rng.randrange(self.players) if self._first < 0 else (
            (self._first + 1) % self.players)
        return deck[:PILE], first

    def _start_game(self, events: list) -> None:
        order, first = self._next_deal()
        self._dealt.append({"deck": list(order), "first": first})
        self._number += 1
        self._first = first
        self.removed = tuple(sorted(set(range(LOW, HIGH + 1)) - set(order)))
        self.pile = order[::-1]
        self.cards = [[] for _ in range(self.players)]
        self.held = [0] * self.players
        self.taken = 0
        self.chips = [starting_chips(self.players)] * self.players
        self.pot = 0
        self.seat = first
        self.card = self.pile.pop()
        events.append(GameStarted(self._number, first))
        events.append(CardTurned(self.card, len(self.pile)))

    def _end_game(self, events: list) -> None:
        points = tuple(card_points(c) for c in self.cards)
        scores = tuple(p - c for p, c in zip(points, self.chips, strict=True))
        for seat in range(self.players):
            self._totals[seat] += scores[seat]
            self._chip_totals[seat] += self.chips[seat]
        self._result = GameScored(self._number, points, tuple(self.chips), scores,
                                  tuple(self._totals), self.removed,
                                  tuple(tuple(sorted(c)) for c in self.cards))
        events.append(self._result)
        if self._number >= self.options["games"]:
            self._over = True
            self._winners = best_seats(self._totals, self._chip_totals)
            events.append(MatchWon(tuple(self._winners), tuple(self._totals)))
        else:
            self._between = True  # the table shows the finished game until start_next_deal()

    # -- views, summary, copies -------------------------------------------
    def view(self, seat: int | None) -> TakeOrPassView:
        """What `seat` may see: others' chips are hidden unless open chips is on (T6)."""
        self.check_seat(seat, public=True)
        open_chips = self.options["open_chips"]
        chips = tuple(c if open_chips or s == seat else None for s, c in enumerate(self.chips))
        return TakeOrPassView(
            seat=seat, players=self.players, to_move=self.to_move, number=self._number,
            games=self.options["games"], card=self.card, pot=self.pot, pile=len(self.pile),
            cards=tuple(tuple(sorted(c)) for c in self.cards), chips=chips,
            card_points=tuple(card_points(c) for c in self.cards), totals=tuple(self._totals),
            open_chips=open_chips, over=self._over, winners=tuple(self._winners),
            between_deals=self._between, result=self._result, turned=self._turned(),
        )

    def _turned(self) -> tuple[int, ...]:
        """Every card turned so far in the match, in order: each game's deck up to its
        face-up card (a finished game turned its whole deck)."""
        turned = [card for deal in self._dealt[:-1] for card in deal["deck"]]
        return (*turned, *self._dealt[-1]["deck"][: PILE - len(self.pile)])

    def view_all(self) -> TakeOrPassView:
        """The public view with every seat's chips, the removed cards and the pile open."""
        return replace(self.view(None), chips=tuple(self.chips), removed=tuple(self.removed),
                       deck=tuple(reversed(self.pile)))

    def summary(self) -> dict:
        """The replay summary of docs/rules.md section 4 (without `error`)."""
        seats = [
            {"cards": sorted(c), "chips": n, "score": card_points(c) - n}
            for c, n in zip(self.cards, self.chips, strict=True)
        ]
        return {
            "game": self.game.slug, "players": self.players, "over": self._over,
            "winners": list(self._winners), "to_move": self.to_move, "number": self._number,
            "scores": list(self._totals), "seats": seats,
            "card": self.card, "pot": self.pot, "pile": len(self.pile),
        }

    def deals_so_far(self, rng: random.Random | None = None) -> list[dict]:
        """Each game's deck (draw order) and first seat. With `rng`, the current game's
        cards not yet turned and the removed ones are shuffled together anew."""
        deals = [{"deck": list(d["deck"]), "first": d["first"]} for d in self._dealt]
        if rng is not None and deals and not self._over:
            current = deals[-1]
            turned = current["deck"][: PILE - len(self.pile)]
            unseen = list(self.pile) + list(self.removed)
            rng.shuffle(unseen)
            current["deck"] = turned + unseen[: len(self.pile)]
        return deals

    def clone(self) -> TakeOrPassMatch:
        """An independent copy (its own lists and RNG state, the RNG lazily: see LazyRng)."""
        twin = object.__new__(TakeOrPassMatch)
        twin.__dict__.update(self.__dict__)
        self._share_rng(twin)
        twin.moves = list(self.moves)
        twin.movers = list(self.movers)
        twin._totals = list(self._totals)
        twin._chip_totals = list(self._chip_totals)
        twin._winners = list(self._winners)
        twin._dealt = list(self._dealt)  # never changed, only added to
        twin.cards = [list(c) for c in self.cards]
        twin.held = list(self.held)
        twin.chips = list(self.chips)
        twin.pile = list(self.pile)
        return twin

    def determinize(self, seat: int, rng: random.Random) -> TakeOrPassMatch:
        """Re-sample the unseen: which cards were removed and the order of the pile.
        Chips are derivable from public actions (T6), so they stay exact."""
        twin = self.clone()
        # Sorted first, so the re-sample never depends on the real order of the pile.
        unseen = sorted(twin.pile + list(twin.removed))
        rng.shuffle(unseen)
        twin.pile = unseen[: len(twin.pile)]
        twin.removed = tuple(sorted(unseen[len(twin.pile):]))
        self._seed_rng(twin, rng.random())
        twin.deals = twin.deals[: twin._number]  # later games are dealt by the new rng
        twin.observer = seat  # a search's playouts may play its own seat differently
        return twin
