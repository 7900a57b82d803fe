"""PASS on the shared rules protocol: the game (`GAME`) and its matches.

Trick and deal flow (P7), tokens (P5) and winning (P8) live here; the other
pieces are beside it in game/rules/pass_game/: the cards in deck.py, dealing
(P2) in deal.py, sets judged in sets.py, plays checked in check.py and listed
in moves.py, views in view.py. `apply` returns the events documented in events.py.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from game.rules.base import BETWEEN_DEALS, Game, IllegalMove, Match, Move, Option
from game.rules.pass_game.basic import Shape, basic_play
from game.rules.pass_game.check import PlayInfo, check_play
from game.rules.pass_game.deal import check_deal, redeal_unseen, shuffle_deal
from game.rules.pass_game.deck import (
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
    MatchWon,
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
    parse_move,
)
from game.rules.pass_game.sets import FIVE, SetOnTable
from game.rules.pass_game.view import PassView, TablePlay
from game.userdata import brief

CROWNS_TO_WIN = 3
POINTS_TO_WIN = 10
POINT_AWARDS = (4, 2, 1)
#: P4: the refusal for passing as leader (the table shows the same words on its button).
LEADER_MUST_PLAY = "The leader must play a set; you cannot pass when leading a trick."
"""Points variant: the deal winner, then the fewest and second-fewest cards left."""


class PassGame(Game):
    """PASS, the climbing card game with PASS tokens (docs/rules.md section 1)."""

    slug = "pass"
    name = "PASS"
    min_players = 2
    max_players = 5
    options = (
        Option("win", "choice", "crowns", "Win by",
               "3 crowns, or 10 points (4/2/1 per deal)", choices=("crowns", "points")),
        Option("lack_of_pass", "bool", False, "Lack of PASS",
               "each token upgrades only one card"),
        Option("wildcard_pass", "bool", False, "Wildcard PASS",
               "3 tokens together act as one wild card"),
    )

    def new_match(self, players: int, seed: int, options: dict | None = None,
                  deals: list[dict] | None = None) -> PassMatch:
        """Start a match; explicit `deals` ({"hands": [...]}) are checked up front."""
        players = self.check_players(players)
        self.check_seed(seed)
        resolved = self.resolve_options(options, players)
        hands = [check_deal(d, i, players) for i, d in enumerate(deals or [])]
        return PassMatch(self, players, seed, resolved, list(deals or []), hands)

    def parse_move(self, text: str) -> Move:
        """Read `pass` or `play CARD... [augment N] [wild V]`."""
        return parse_move(text)


class PassMatch(Match):
    """One PASS match: deals until someone has 3 crowns (or 10 points)."""

    def __init__(self, game: PassGame, players: int, seed: int, options: dict,
                 deals: list[dict], hands: list[list[list[str]]]) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.deals = deals
        self._explicit = hands
        self._rng: random.Random | None = random.Random(seed)
        self._rng_seed: float = 0.0  # seeds `rng` when it is first needed (determinisations)
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
        self._built: dict[Move, PlayInfo] = {}  # see basic_move
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
    def rng(self) -> random.Random:
        """The generator that shuffles the coming deals."""
        if self._rng is None:  # a determinisation: seeded only if it ever deals again
            self._rng = random.Random(self._rng_seed)
        return self._rng

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
        self._built = {}
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
        """The labels in `seat`'s hand, sorted for showing."""
        return sorted((LABELS[k] for k, c in self.hands[seat].items() for _ in range(c)),
                      key=hand_order)

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

    def basic_move(self, option: Shape) -> Play:
        """The play showing `option` (one of `basic_options` for the seat to move and
        this table) on basic sides. `apply` takes it without checking it again: the
        rules built it for this very position (the search plays thousands of these)."""
        play, info = basic_play(self.hands[self._to_move], option)
        self._built[play] = info
        return play

    def _built_info(self, move: Move) -> PlayInfo | None:
        """What `basic_move` found `move` to be in this position, if it built it."""
        if not self._built:
            return None
        try:
            return self._built.get(move)
        except TypeError:  # unhashable, so malformed: the full check refuses it
            return None

    def apply(self, move: Move) -> list:
        """Play or pass for `to_move`; IllegalMove (state unchanged) if not allowed."""
        info = self._built_info(move)
        if info is None:
            info = self._check(move)
            if isinstance(info, str):
                raise IllegalMove(info)
            if isinstance(move, Play):  # the record prints canonically
                move = Play.of(move.cards, move.augment, move.wild)
        if self._built:
            self._built = {}  # built for the position this move leaves
        seat = self._to_move
        assert seat is not None  # _check refuses moves once the match is over
        self._legal = None
        self.moves.append(move)
        self.movers.append(seat)
        if isinstance(info, PassTurn):
            return self._pass(seat)
        assert isinstance(move, Play)
        return self._play(seat, move, info)

    # -- trick and deal flow (P5, P7) -----------------------------------------
    def _next_seat(self, seat: int) -> int:
        n = self.players
        for step in range(1, n):
            other = (seat + step) % n
            if not self.passed[other]:
                return other
        return seat

    def _gain(self, seat: int, reason: str) -> TokenGained:
        got = 1 if self.supply > 0 else 0
        self.supply -= got
        self.tokens[seat] += got
        return TokenGained(seat, reason, got)

    def _pass(self, seat: int) -> list:
        self.passed[seat] = True
        events: list = [Passed(seat), self._gain(seat, "pass")]
        if self.passed.count(False) == 1:
            winner = self.passed.index(False)
            returned, self.on_table = self.on_table, 0
            self.supply += returned
            events.append(TrickWon(winner, returned))
            self._new_trick(winner)
        else:
            self._to_move = self._next_seat(seat)
        return events

    def _play(self, seat: int, move: Play, info: PlayInfo) -> list:
        hand = self.hands[seat]
        for k, n in info.used.items():
            if hand[k] == n:
                del hand[k]
            else:
                hand[k] -= n
        self.sizes[seat] -= len(move.cards)
        self.tokens[seat] -= info.cost
        self.on_table += info.cost
        self.last = SetOnTable(seat, info.kind, info.rank, info.augment)
        self.trick.append(TablePlay(seat, move.cards, info.kind, info.rank, info.augment,
                                    info.upgrade, info.wild))
        events: list = [SetPlayed(seat, move.cards, info.kind, info.rank, info.augment,
                                  info.upgrade, info.wild)]
        if info.cost:
            for use, count in (("upgrade", info.upgrade), ("augment", info.augment),
                               ("wild", WILD_COST if info.wild is not None else 0)):
                if count:
                    events.append(TokenSpent(seat, use, count))
        if info.kind == FIVE:
            events.append(self._gain(seat, "five"))
        if not hand:
            events.extend(self._end_deal(seat))
        else:
            self._to_move = self._next_seat(seat)
        return events

    # -- winning (P8) ---------------------------------------------------------
    def _awards(self, winner: int) -> list[int]:
        """Points this deal: 4 to the winner, 2 and 1 to the fewest cards left,
        ties broken clockwise from the winner."""
        n = self.players
        others = sorted((self.sizes[s], (s - winner) % n, s)
                         for s in range(n) if s != winner)
        awards = [0] * n
        awards[winner] = POINT_AWARDS[0]
        for (_, _, seat), points in zip(others, POINT_AWARDS[1:], strict=False):
            awards[seat] = points
        return awards

    def _end_deal(self, winner: int) -> list:
        n = self.players
        if self.by_points:
            awards = self._awards(winner)
            self.points = [p + a for p, a in zip(self.points, awards, strict=True)]
            reached = [s for s in range(n) if self.points[s] >= POINTS_TO_WIN]
            if reached:
                best = min(reached, key=lambda s: (-self.points[s], (s - winner) % n))
                self._winners = [best]
        else:
            awards = [1 if s == winner else 0 for s in range(n)]
            self.crowns[winner] += 1
            if self.crowns[winner] >= CROWNS_TO_WIN:
                self._winners = [winner]
        self._result = DealWon(winner, tuple(awards), tuple(self.crowns), tuple(self.points),
                               tuple(tuple(self.hand(s)) for s in range(n)))
        events: list = [self._result]
        self._to_move = None
        if self._winners:
            events.append(MatchWon(tuple(self._winners)))
        else:
            self._between = True  # the table shows the finished deal until start_next_deal()
        return events

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

    def clone(self) -> PassMatch:
        """An independent copy (the RNG state is copied too)."""
        other = self._copy()
        if self._rng is not None:
            other._rng = random.Random()
            other._rng.setstate(self._rng.getstate())
        return other

    def _copy(self) -> PassMatch:
        """A copy sharing nothing that changes, except the RNG (the callers set it)."""
        other = object.__new__(PassMatch)
        other.__dict__.update(self.__dict__)
        other.moves, other.movers = list(self.moves), list(self.movers)
        other.crowns, other.points = list(self.crowns), list(self.points)
        other._winners = list(self._winners)
        other._dealt = list(self._dealt)  # hands as dealt are never changed, only added to
        other.hands = [dict(h) for h in self.hands]
        other.sizes = list(self.sizes)
        other.unused = list(self.unused)
        other.tokens, other.passed = list(self.tokens), list(self.passed)
        other.trick = list(self.trick)
        other._legal = None
        other._built = {}
        return other

    def determinize(self, seat: int, rng: random.Random) -> PassMatch:
        """A clone where the cards `seat` has not seen (other hands and unused
        packets) are re-dealt at random, keeping every hand's size. START stays
        with its holder while unplayed, since who led the deal is public."""
        other = self._copy()
        other.hands, other.unused = redeal_unseen(other.hands, self.sizes, self.unused, seat,
                                                  self.start_holder, rng)
        other._rng, other._rng_seed = None, rng.random()  # seeded if a deal ever starts
        other._explicit = self._explicit[: self.deal_number]  # later deals are unknown too
        return other


GAME = PassGame()
