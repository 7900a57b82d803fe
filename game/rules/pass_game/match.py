"""A PASS match on the shared rules protocol (docs/rules.md section 1).

Trick and deal flow (P7) and tokens (P5) live here; the other pieces are beside it
in game/rules/pass_game/: the game (options, the match factory, GAME) in rules.py, the
cards in deck.py, dealing (P2) in deal.py, sets judged in sets.py, plays checked in
check.py and listed in moves.py, a deal's end and winning (P8) in winning.py, views in
views.py, what the bots' search needs (copies, determinisations, plays built without a
second check) in search.py. `apply` returns the events documented in events.py; `advance`
is `apply_then_deal` without them, for the search.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules.base import BETWEEN_DEALS, IllegalMove, Match, Move
from game.rules.lazy_rng import LazyRng
from game.rules.pass_game.check import PlayInfo, check_play
from game.rules.pass_game.deal import shuffle_deal
from game.rules.pass_game.deck import (
    HAND_RANK,
    LABELS,
    START_KIND,
    TOKENS,
    VALUES,
    deck_counts,
    hand_order,
)
from game.rules.pass_game.events import (
    DealStarted,
    DealWon,
    Passed,
    SetPlayed,
    TokenGained,
    TokenSpent,
    TrickWon,
)
from game.rules.pass_game.moves import (
    PASS,
    WILD_COST,
    PassTurn,
    Play,
    hand_kinds,
    legal_plays,
)
from game.rules.pass_game.search import PassSearch
from game.rules.pass_game.sets import FIVE, SetOnTable
from game.rules.pass_game.views import PassView, TablePlay
from game.rules.pass_game.winning import PassWinning
from game.userdata import brief

if TYPE_CHECKING:
    from game.rules.pass_game.rules import PassGame

#: P4: the refusal for passing as leader (the table shows the same words on its button).
LEADER_MUST_PLAY = "The leader must play a set; you cannot pass when leading a trick."


class PassMatch(PassSearch, PassWinning, LazyRng, Match):
    """One PASS match: deals until someone has 3 crowns (or 10 points)."""

    def __init__(self, game: PassGame, players: int, seed: int, options: dict,
                 deals: list[dict], hands: list[list[list[str]]]) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.deals = deals
        self._explicit = hands
        self.rng = random.Random(seed)
        self.moves: list[Move] = []
        self.movers: list[int] = []
        self.lack = bool(options["lack_of_pass"])
        self.wild = bool(options["wildcard_pass"])
        self.by_points = options["win"] == "points"
        self.crowns = [0] * players
        self.points = [0] * players
        self.deal_number = 0
        self._winners: list[int] = []
        self._between = False
        self._result: DealWon | None = None  # the finished deal's scoring, until the next deal
        self._legal: list[Move] | None = None
        self._known: dict[Move, PlayInfo] = {}  # plays known legal here (search.py)
        self._dealt: list[list[list[str]]] = []  # each deal's hands as dealt, for deals_so_far
        self._start_deal()

    # -- dealing (P2) -------------------------------------------------------
    def _start_deal(self) -> DealStarted:
        """Deal the next deal (explicit or shuffled) and reset tokens and the trick."""
        n = self.players
        self.deal_number += 1
        swapped: tuple[int, ...] = ()
        if self.deal_number <= len(self._explicit):
            hands = [list(h) for h in self._explicit[self.deal_number - 1]]
            left = deck_counts(n) - Counter(c for h in hands for c in h)
            unused = sorted(left.elements(), key=hand_order)
        else:
            hands, unused, swapped = shuffle_deal(self.rng, n)
        self._dealt.append([list(h) for h in hands])
        self.hands = [hand_kinds(h) for h in hands]
        self.sizes = [len(h) for h in hands]  # cards per hand, kept current by _play
        self.unused = unused
        self.tokens = [1] * n
        self.supply = TOKENS - n
        self.on_table = 0
        self.swapped = swapped
        self.start_holder = next(s for s in range(n) if START_KIND in self.hands[s])
        self._new_trick(self.start_holder)
        return DealStarted(self.deal_number, self.start_holder, swapped)

    def _new_trick(self, leader: int) -> None:
        self.leader = leader
        self.passed = [False] * self.players
        self.last: SetOnTable | None = None
        self.trick: list[TablePlay] = []
        self._to_move: int | None = leader

    # -- the protocol --------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat to play or pass, or None once the match is over."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        """True once someone has won the match."""
        return bool(self._winners)

    def start_next_deal(self) -> list:
        """Deal the next deal; returns [DealStarted]. IllegalMove unless between deals."""
        if not self._between:
            raise IllegalMove("The deal is still being played; there is no next deal to start.")
        self._between = False
        self._result = None
        self._legal = None
        self._known = {}
        return [self._start_deal()]

    @property
    def number(self) -> int:
        """The deal number, from 1."""
        return self.deal_number

    @property
    def scores(self) -> list[int]:
        """Crowns per seat, or points in the points variant."""
        return list(self.points if self.by_points else self.crowns)

    @property
    def winners(self) -> list[int]:
        """The match winner (one seat) once over, else empty."""
        return list(self._winners)

    def hand(self, seat: int) -> list[str]:
        """The labels in `seat`'s hand, sorted for showing (`hand_order`)."""
        hand = self.hands[seat]
        return [LABELS[k] for k in sorted(hand, key=HAND_RANK.__getitem__) for _ in range(hand[k])]

    def legal_moves(self) -> list[Move]:
        """Every distinct legal play (and `pass` unless leading) for `to_move`."""
        if self._to_move is None:
            return []
        if self._legal is None:
            seat = self._to_move
            plays: list[Move] = list(legal_plays(self.hands[seat], self.tokens[seat],
                                                 self.last, self.lack, self.wild))
            if self.last is not None:
                plays.append(PASS)
            self._legal = plays
        return list(self._legal)

    def why_illegal(self, move: Move) -> str | None:
        """The refusal sentence for `move`, or None if it is legal; changes nothing."""
        info = self._check(move)
        return info if isinstance(info, str) else None

    def _check(self, move: Move) -> PlayInfo | PassTurn | str:
        seat = self._to_move
        if self._between:
            return BETWEEN_DEALS
        if seat is None:
            return "The match is over; no more moves can be made."
        if isinstance(move, PassTurn):
            if self.last is None:
                return LEADER_MUST_PLAY
            return move
        if not isinstance(move, Play):
            return f"{brief(move)} is not a PASS move; play a set or pass."
        return check_play(move, self.hands[seat], self.tokens[seat], self.last,
                          self.lack, self.wild)

    def apply(self, move: Move) -> list:
        """Play or pass for `to_move`; IllegalMove (state unchanged) if not allowed."""
        seat = self._to_move
        move, info = self._take_turn(move)
        if isinstance(info, PassTurn):
            got, winner, returned = self._pass(seat)
            events: list = [Passed(seat), TokenGained(seat, "pass", got)]
            if winner is not None:
                events.append(TrickWon(winner, returned))
            return events
        assert isinstance(move, Play) and isinstance(info, PlayInfo)
        five = self._play(seat, move, info)
        events = [SetPlayed(seat, move.cards, info.kind, info.rank, info.augment, info.upgrade,
                            info.wild)]
        if info.cost:
            for use, count in (("upgrade", info.upgrade), ("augment", info.augment),
                               ("wild", WILD_COST if info.wild is not None else 0)):
                if count:
                    events.append(TokenSpent(seat, use, count))
        if five is not None:
            events.append(TokenGained(seat, "five", five))
        if not self.sizes[seat]:
            events.extend(self._end_deal(seat))
        return events

    def advance(self, move: Move) -> None:
        """`apply_then_deal` without building events, for the search (IllegalMove as `apply`)."""
        seat = self._to_move
        move, info = self._take_turn(move)
        if isinstance(info, PassTurn):
            self._pass(seat)
            return
        self._play(seat, move, info)  # type: ignore[arg-type]
        if not self.sizes[seat]:
            self._end_deal(seat)
            if self._between:
                self.start_next_deal()

    def _take_turn(self, move: Move) -> tuple[Move, PlayInfo | PassTurn]:
        """Check `move` (unless it is known here: see `_known`) and log it: the move as the
        record prints it and what it is. IllegalMove, changing nothing, if refused."""
        info = self._known_info(move)
        if info is None:
            info = self._check(move)
            if isinstance(info, str):
                raise IllegalMove(info)
            if isinstance(move, Play):  # the record prints canonically
                move = Play.of(move.cards, move.augment, move.wild)
                self._known[move] = info  # for the copies still in this position
        self._known = {}  # a new dict: the old one stays with the position this move leaves
        self._legal = None
        self.moves.append(move)
        self.movers.append(self._to_move)
        return move, info

    # -- trick and deal flow (P5, P7) -----------------------------------------
    def _next_seat(self, seat: int) -> int:
        n = self.players
        for step in range(1, n):
            other = (seat + step) % n
            if not self.passed[other]:
                return other
        return seat

    def _gain(self, seat: int) -> int:
        """`seat` takes a token from the supply if one is left; how many it got."""
        got = 1 if self.supply > 0 else 0
        self.supply -= got
        self.tokens[seat] += got
        return got

    def _pass(self, seat: int) -> tuple[int, int | None, int]:
        """`seat` passes: (tokens gained, the trick's winner if it ended, tokens returned)."""
        self.passed[seat] = True
        got = self._gain(seat)
        if self.passed.count(False) == 1:
            winner = self.passed.index(False)
            returned, self.on_table = self.on_table, 0
            self.supply += returned
            self._new_trick(winner)
            return got, winner, returned
        self._to_move = self._next_seat(seat)
        return got, None, 0

    def _play(self, seat: int, move: Play, info: PlayInfo) -> int | None:
        """`seat` plays `move`: the tokens it gained for a five, or None if it is no five.
        An empty hand ends the deal (the caller's `_end_deal`)."""
        hand = self.hands[seat]
        for k, n in info.used.items():
            if hand[k] == n:
                del hand[k]
            else:
                hand[k] -= n
        self.sizes[seat] -= len(move.cards)
        cost = info.cost
        self.tokens[seat] -= cost
        self.on_table += cost
        self.last = SetOnTable(seat, info.kind, info.rank, info.augment)
        self.trick.append(TablePlay(seat, move.cards, info.kind, info.rank, info.augment,
                                    info.upgrade, info.wild))
        five = self._gain(seat) if info.kind == FIVE else None
        if self.sizes[seat]:
            self._to_move = self._next_seat(seat)
        return five

    # -- views, summary, copies -------------------------------------------------
    def view(self, seat: int | None) -> PassView:
        """What `seat` may see; `None` is the public view (no hand)."""
        self.check_seat(seat, public=True)
        return PassView(
            seat=seat, players=self.players, number=self.deal_number, to_move=self._to_move,
            over=self.is_over, winners=tuple(self._winners),
            hand=None if seat is None else tuple(self.hand(seat)),
            hand_sizes=tuple(self.sizes),
            tokens=tuple(self.tokens), crowns=tuple(self.crowns), points=tuple(self.points),
            passed=tuple(self.passed), supply=self.supply, on_table=self.on_table,
            leader=self.leader, last=self.last, trick=tuple(self.trick),
            win=self.options["win"], lack_of_pass=self.lack, wildcard_pass=self.wild,
            between_deals=self._between, result=self._result,
        )

    def view_all(self) -> PassView:
        """The public view with every hand and the undealt cards open (for watching)."""
        hands = tuple(tuple(self.hand(s)) for s in range(self.players))
        return replace(self.view(None), hands=hands, unused=tuple(self.unused))

    def summary(self) -> dict:
        """The replay summary of docs/rules.md section 4 (without `error`)."""
        last = None
        if self.last is not None:
            last = {"seat": self.last.seat, "type": self.last.type,
                    "rank": VALUES[self.last.rank], "augment": self.last.augment}
        return {
            "game": self.game.slug, "players": self.players, "over": self.is_over,
            "winners": list(self._winners), "to_move": self._to_move,
            "number": self.deal_number, "scores": self.scores,
            "seats": [{"hand": self.hand(s), "tokens": self.tokens[s],
                       "crowns": self.crowns[s], "points": self.points[s],
                       "passed": self.passed[s]} for s in range(self.players)],
            "supply": self.supply,
            "trick": {"leader": self.leader, "last": last},
        }

    def deals_so_far(self, rng: random.Random | None = None) -> list[dict]:
        """Each deal's hands as dealt. PASS has nothing unseen inside a deal to shuffle: the
        cards out of the deal are the deck less the hands, so `rng` changes nothing here."""
        return [{"hands": [list(h) for h in hands]} for hands in self._dealt]
