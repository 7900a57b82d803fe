"""A match of The Passing Game (draw dominoes): docs/rules.md section 3 (D1-D7).

The game (options, factory, GAME) is in rules.py, tiles in tiles.py, moves and notation
in moves.py, events in events.py, what a match shows (views, summary) in views.py and
what the bots' search asks of it in search.py (all in game/rules/dominoes/). The state is kept
as small ints and lists so random play stays fast: hands are lists of tile
ids, the train a deque of oriented codes, and `held` a bitmask of every tile
in any hand (for the blocked-round test of D5).
"""
from __future__ import annotations

import random
from collections import deque
from typing import Any

from game.rules.base import BETWEEN_DEALS, Game, IllegalMove, Match, Move
from game.rules.dominoes.events import (
    MatchWon,
    Passed,
    RoundStarted,
    TileDrawn,
    TilePlaced,
)
from game.rules.dominoes.moves import (
    DRAW,
    FITS,
    PASS,
    PLAY_ANY,
    PLAY_LEFT,
    PLAY_RIGHT,
    Draw,
    Pass,
    Play,
)
from game.rules.dominoes.search import DominoesSearch
from game.rules.dominoes.tiles import (
    ALL_TILES,
    BIT,
    JOIN_LEFT,
    JOIN_RIGHT,
    LAID_NAME,
    LEFT,
    RIGHT,
    SHOWING,
    TILE_NAME,
    TILE_OF,
    TILE_PIPS,
    hand_size,
    read_deal,
)
from game.rules.dominoes.views import DominoesViews
from game.rules.lazy_rng import LazyRng
from game.userdata import brief

_OVER = "The match is over; no more moves can be made."
_LEAD = "The leader must place a tile to start the round; drawing and passing come after."


class DominoesMatch(DominoesSearch, DominoesViews, LazyRng, Match):
    """One match of The Passing Game: rounds until a player or team reaches the target.

    `opening` is the first round's RoundStarted (later ones from `start_next_deal`);
    `totals` holds points per seat, or per team (0 = seats 0+2) with teams.
    """

    def __init__(
        self, game: Game, players: int, seed: int, options: dict, deals: list[dict]
    ) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self._queued = [read_deal(d, players, i + 1) for i, d in enumerate(deals)]
        self.deals = [dict(d) for d in deals]
        self.rng = random.Random(seed)
        self.moves: list[Move] = []
        self.movers: list[int] = []
        self.teams: bool = options["teams"]
        self.target: int = options["target"]
        self.totals = [0] * (2 if self.teams else players)
        self._next = [(s + 1) % players for s in range(players)]
        self._number = 0
        self._over = False
        self._between = False
        self._scored: tuple | None = None  # the finished round's scoring, until the next
        self._winners: list[int] = []
        self._dealt: list[dict] = []  # each round's deal as dealt, for deals_so_far
        self.opening = self._start_round()

    # -- protocol properties -------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat whose move it is, or None between rounds and once the match is over."""
        return None if self._over or self._between else self._to_move

    @property
    def is_over(self) -> bool:
        """True once a player or team has reached the target."""
        return self._over

    def start_next_deal(self) -> list:
        """Deal the next round; returns [RoundStarted]. IllegalMove unless between rounds."""
        if not self._between:
            raise IllegalMove("The round is still being played; there is no next round to start.")
        self._between = False
        self._scored = None
        return [self._start_round()]

    @property
    def number(self) -> int:
        """The round number, from 1."""
        return self._number

    @property
    def scores(self) -> list[int]:
        """Points per seat; partners show their team's points."""
        if self.teams:
            return [self.totals[s % 2] for s in range(self.players)]
        return list(self.totals)

    @property
    def winners(self) -> list[int]:
        """The winning seats (both partners for a team); empty until over."""
        return list(self._winners)

    @property
    def can_draw(self) -> bool:
        """True if drawing is allowed now (D4: more than 2 tiles in the boneyard)."""
        return len(self.boneyard) > 2 and self.left >= 0

    # -- rounds --------------------------------------------------------------

    def _start_round(self) -> RoundStarted:
        """Deal the next round (explicit deal first, else the seeded RNG) and pick its leader."""
        self._number += 1
        if self._number <= len(self._queued):
            hands, bones, leader = self._queued[self._number - 1]
            hands, bones = [list(h) for h in hands], list(bones)
        else:
            rng = self.rng
            tiles = list(range(28))
            rng.shuffle(tiles)
            size = hand_size(self.players)
            hands = [tiles[s * size : (s + 1) * size] for s in range(self.players)]
            bones = tiles[self.players * size :]
            leader = rng.randrange(self.players)
        # A new list, not an append: copies of the match share the old one (search.py).
        self._dealt = [*self._dealt, {"hands": [[TILE_NAME[t] for t in h] for h in hands],
                                      "boneyard": [TILE_NAME[t] for t in bones],
                                      "leader": leader}]
        self.hands: list[list[int]] = hands
        self.boneyard: list[int] = bones
        self.train: deque[int] = deque()
        self.left = self.right = -1
        self.passes = 0
        self.held = ALL_TILES
        for t in bones:
            self.held ^= BIT[t]
        self.laid = 0  # the train's tiles as a bitmask, for the bots
        self.leader = leader
        self._to_move = leader
        # Where this round's moves start and its hand sizes: what knowledge.py reads passes from.
        self.round_start = len(self.moves)
        self.round_sizes = tuple(len(h) for h in hands)
        return RoundStarted(self._number, leader, tuple(len(h) for h in hands))

    def _end_round(self, reason: str) -> list:
        """Score the round and end the match or wait between rounds; the events."""
        self._score_round(reason)
        events: list = [self._round_result()]
        return [*events, MatchWon(tuple(self._winners))] if self._over else events

    def _score_round(self, reason: str) -> None:
        """Score the round (D6), then end the match (D7) or wait between rounds. Its
        RoundScored is built when asked (`_round_result`): search playouts never ask."""
        pips = tuple([sum([TILE_PIPS[t] for t in hand]) for hand in self.hands])
        counts = [pips[0] + pips[2], pips[1] + pips[3]] if self.teams else list(pips)
        low = min(counts)
        winner: int | None = None
        points = 0
        seats: tuple[int, ...] = ()
        if counts.count(low) == 1:
            winner = counts.index(low)
            points = sum(counts) - 2 * low  # the others' counts minus the winner's own
            self.totals[winner] += points
            seats = (winner, winner + 2) if self.teams else (winner,)
        self._scored = (reason, winner, seats, pips, points)
        if winner is not None and self.totals[winner] >= self.target:
            self._over = True
            self._winners = list(seats)
        else:
            self._between = True  # the table shows the finished round until start_next_deal()

    # -- moves ---------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every distinct legal move: canonical placements, then draw, then pass.

        A round's first tile is listed high-low only; its mirror image (`play 3-5`
        for `play 5-3`) is also legal but is the same position seen from the other side.
        """
        if self._over or self._between:
            return []
        hand = self.hands[self._to_move]
        if self.left < 0:
            return [PLAY_ANY[t] for t in hand]
        fits = FITS[self.left * 7 + self.right]
        moves: list[Move] = [m for t in hand for m in fits[t]]
        if len(self.boneyard) > 2:
            moves.append(DRAW)
        moves.append(PASS)
        return moves

    def _resolve(self, move: Any) -> str | tuple:
        """Why `move` is illegal (a str), or how to place it: (tile, side, laid, end, logged)."""
        if self._over:
            return _OVER
        if self._between:
            return BETWEEN_DEALS
        cls = move.__class__
        if cls is Play:
            tile = TILE_OF[move.a * 7 + move.b]
            if tile not in self.hands[self._to_move]:
                return f"You don't have {TILE_NAME[tile]} in your hand."
            if self.left < 0:
                if move.side is not None:
                    written = f"play {move.a}-{move.b}"
                    return f"The first tile of a round takes no side: write '{written}'."
                return (tile, None, move.a * 7 + move.b, -1, move)
            at_left = JOIN_LEFT[tile * 7 + self.left]
            at_right = JOIN_RIGHT[tile * 7 + self.right]
            side = move.side
            if side is None:
                if at_left is not None and at_right is not None:
                    name = TILE_NAME[tile]
                    return (
                        f"{name} fits both ends ({self.left} and {self.right}); "
                        f"say which: 'play {name} left' or 'play {name} right'."
                    )
                if at_left is not None:
                    return (tile, LEFT, *at_left, PLAY_ANY[tile])
                if at_right is not None:
                    return (tile, RIGHT, *at_right, PLAY_ANY[tile])
                return (
                    f"{TILE_NAME[tile]} matches neither end; "
                    f"the open numbers are {self.left} and {self.right}."
                )
            join = at_left if side == LEFT else at_right
            if join is None:
                end = self.left if side == LEFT else self.right
                return (
                    f"{TILE_NAME[tile]} does not match the {side} end, which shows {end} "
                    f"(the open numbers are {self.left} and {self.right})."
                )
            if at_left is not None and at_right is not None:
                logged = PLAY_LEFT[tile] if side == LEFT else PLAY_RIGHT[tile]
            else:
                logged = PLAY_ANY[tile]
            return (tile, side, *join, logged)
        if cls is Draw or cls is Pass:
            if self.left < 0:
                return _LEAD
            if cls is Draw and len(self.boneyard) <= 2:
                return (
                    f"You can't draw: the boneyard has {len(self.boneyard)} tiles left, "
                    "and the last two are never drawn."
                )
            return (move,)
        return f"{brief(move)} is not a move of The Passing Game: play a tile, draw or pass."

    def why_illegal(self, move: Move) -> str | None:
        """The refusal message for `move`, or None if it is legal. Changes nothing."""
        found = self._resolve(move)
        return found if found.__class__ is str else None

    def apply(self, move: Move) -> list:
        """Play `move` for `to_move` and return the events; IllegalMove changes nothing."""
        found = self._resolve(move)
        if found.__class__ is str:
            raise IllegalMove(found)
        seat = self._to_move
        ended = self._do(found)
        if len(found) == 1:
            event = TileDrawn(seat, len(self.boneyard)) if found[0].__class__ is Draw \
                else Passed(seat)
        else:
            tile, side, laid = found[:3]
            event = TilePlaced(seat, TILE_NAME[tile], side, LAID_NAME[laid],
                               (self.left, self.right))
        return [event, *self._end_round(ended)] if ended else [event]

    def advance(self, move: Move) -> None:
        """`apply_then_deal` for a move from `legal_moves()`, without events (search playouts)."""
        ended = self._do(self._resolve(move))  # step(move), inline: the search's tree steps
        if ended:
            self._score_round(ended)
            if self._between:
                self.start_next_deal()

    def step(self, move: Move) -> None:
        """`apply` for a move from `legal_moves()`, without events: a round's last move
        leaves the match between rounds (playouts stop there)."""
        ended = self._do(self._resolve(move))
        if ended:
            self._score_round(ended)

    def _do(self, found: tuple) -> str | None:
        """Make the resolved move for `to_move`; the reason the round ended, or None."""
        seat = self._to_move
        self.movers.append(seat)
        if len(found) == 1:
            self.moves.append(found[0])
            if found[0].__class__ is Draw:
                tile = self.boneyard.pop(0)
                self.hands[seat].append(tile)
                self.held |= BIT[tile]
                self.passes = 0
                return self._next_turn(seat)
            self.passes += 1
            if self.passes >= self.players:
                return "passes"
            self._to_move = self._next[seat]
            return None
        tile, side, laid, end, logged = found
        self.moves.append(logged)
        hand = self.hands[seat]
        hand.remove(tile)
        self.held ^= BIT[tile]
        self.laid |= BIT[tile]
        self.passes = 0
        if side is None:
            self.train.append(laid)
            self.left, self.right = logged.a, logged.b
        elif side == LEFT:
            self.train.appendleft(laid)
            self.left = end
        else:
            self.train.append(laid)
            self.right = end
        return "domino" if not hand else self._next_turn(seat)

    def _next_turn(self, seat: int) -> str | None:
        """After a placement or a draw: "blocked" if the round is (D5), else next seat to move."""
        open_ends = SHOWING[self.left] | SHOWING[self.right]
        if len(self.boneyard) <= 2 and not self.held & open_ends:
            return "blocked"
        self._to_move = self._next[seat]
        return None
