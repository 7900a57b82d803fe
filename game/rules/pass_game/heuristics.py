"""PASS knowledge for the bots (docs/rules.md section 1).

How good players think: shed low and awkward cards first, many at a time
(straights and full houses empty a hand fastest); beat a set with the lowest
set that does it; keep bombs, aces and tokens for the end; spend a token
(upgrade or augment) only when it wins the trick cheaply or sheds more; and
when an opponent is about to go out, fight for every trick.

Legal-move generation is the expensive part of PASS, so the hard bot's inner
tree nodes and playouts use `basic_options`: plays made only of basic sides with
no tokens, listed by value with counts (a handful of moves, all legal). Expert's
add the same-kind sets one upgrade token makes (token_play.py).
"""
from __future__ import annotations

import random
from functools import cache
from operator import itemgetter

from game.ai.heuristics import GameHeuristics, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.pass_game.basic import Shape, basic_options, value_counts
from game.rules.pass_game.deck import BASIC, KIND
from game.rules.pass_game.moves import CARD, PASS, Play
from game.rules.pass_game.playout import plan_for, play_out
from game.rules.pass_game.sets import BOMB_LEVEL, classify, set_name, value_name
from game.rules.pass_game.token_play import (
    TOKEN_VALUE,
    basic_choice,
    play_out_upgrading,
    upgrading_move,
    with_upgrades,
)
from game.rules.pass_game.weights import (
    WEIGHTS,
    PlayWeights,
    in_danger,
    pass_score,
    play_score,
)

TREE_WIDTH = 5
"""Plays an inner tree node considers (plus pass): PASS hands allow dozens."""
_SCORE = itemgetter(0)


def shape(move: Play) -> Shape | None:
    """(type, rank, physical cards, tokens spent, (basic value, cards) pairs) of a play,
    as `basic_options` describes the token-free ones."""
    values: list[int] = []
    uses: dict[int, int] = {}
    upgraded = 0
    for token in move.cards:
        kind, up, value, count = CARD[token]
        values.extend([value] * count)
        uses[BASIC[kind]] = uses.get(BASIC[kind], 0) + 1
        upgraded += up
    if move.wild is not None:
        values.append(move.wild)
    judged = classify(values)
    if judged is None:
        return None
    # Upgrades cost 1 token (Lack of PASS: 1 per card; the caller does not need the
    # difference to rank plays), augments 1 each, a wild 3.
    tokens = (1 if upgraded else 0) + move.augment + (3 if move.wild is not None else 0)
    return judged[0], judged[1], len(move.cards), tokens, tuple(sorted(uses.items()))


class PassHeuristics(GameHeuristics):
    """PASS: shed low and many, beat cheaply, hoard bombs and tokens, fight at the end."""

    rollout_depth = 24  # then judge by hand sizes: PASS moves are expensive to play

    def __init__(self, weights: PlayWeights = WEIGHTS, upgrades: bool = False) -> None:
        self.weights = weights
        self.upgrades = upgrades  # expert's: tree and playouts spend tokens (token_play.py)
        self.plan = plan_for(weights)  # the playout loop's tables, kept: no lookup a playout

    def sharper(self) -> PassHeuristics:
        """Expert's: the same weights, with tree and playouts that spend tokens too."""
        return _upgrading(self.weights)

    def easy_weight(self, port: SeatPort, move: Move) -> float:
        """Beginners play rather than pass, and rarely think of spending tokens."""
        if move == PASS:
            return 1.0  # plays are many: one pass among them is still the rarer choice
        found = shape(move)
        return 1.0 if found is None else 1.0 / (1 + 2 * found[3])

    def score_moves(self, port: SeatPort, moves: list[Move]) -> list[float]:
        """Each move's worth from the seat's view (see `play_score`)."""
        view = port.view()
        seat = port.seat
        hand = {}
        for label in view.hand:
            hand[KIND[label]] = hand.get(KIND[label], 0) + 1
        counts = value_counts(hand)
        w = self.weights
        danger = in_danger(view.hand_sizes, seat, view.last, view.passed, w.near_out)
        mine = view.tokens[seat]
        token_value = 2.5 if mine <= 2 else 1.5
        leading = view.last is None
        scores = []
        for move in moves:
            if move == PASS:
                scores.append(pass_score(danger, view.supply, w))
                continue
            found = shape(move)
            scores.append(-100.0 if found is None else
                          play_score(found, counts, len(view.hand), token_value, danger, leading,
                                     w))
        return scores

    def explain(self, port: SeatPort, move: Move) -> str:
        """The set in words, what it sheds or spends, and what it keeps for later."""
        view = port.view()
        tokens = view.tokens[port.seat]
        if move == PASS:
            gain = " and take a token from the supply" if view.supply else ""
            beat = f" than beat {set_name(view.last.type, view.last.rank)}" if view.last else ""
            return (f"Pass: better to keep your cards{beat}; you sit out this trick{gain} "
                    f"(you will have {tokens + (1 if view.supply else 0)}).")
        found = shape(move)
        if found is None:
            return f"{move}."
        kind, rank, cards, spent, uses = found
        name = set_name(kind, rank, move.augment)
        if cards == len(view.hand):
            return f"Play {name}: it empties your hand and wins the deal."
        counts = value_counts({KIND[label]: view.hand.count(label) for label in view.hand})
        broken = [v for v, n in uses if n < counts[v]]
        parts = [f"it sheds {cards} card{'s' if cards > 1 else ''}"]
        if kind in BOMB_LEVEL:
            parts = ["a bomb beats any other set, and someone is close to going out"]
        upgraded = spent - move.augment - (3 if move.wild is not None else 0)
        if upgraded > 0:
            parts.append(f"{upgraded} token{'s' * (upgraded > 1)} show{'s' * (upgraded == 1)} "
                         "the upgraded side")
        if move.augment:
            parts.append(f"the {move.augment} augment token{'s' if move.augment > 1 else ''} "
                         "tie the set on the table")
        if broken:
            parts.append(f"though it breaks up your {value_name(broken[0], plural=True)}")
        else:
            parts.append("keeps your other sets whole")
        left = tokens - spent
        return f"Play {name}: {', '.join(parts)} and leaves you {left} token{'s' * (left != 1)}."

    def tree_moves(self, match: Match) -> list[Move]:
        """Cheap candidates at inner tree nodes: the best few basic-side plays (and pass)."""
        seat = match.to_move
        counts = value_counts(match.hands[seat])
        last = match.last
        w = self.weights
        danger = in_danger(match.sizes, seat, last, match.passed, w.near_out)
        size = match.sizes[seat]
        leading = last is None
        scored = [(play_score(o, counts, size, TOKEN_VALUE, danger, leading, w), o)
                  for o in basic_options(counts, last)]
        scored.sort(key=_SCORE, reverse=True)  # stable: equal scores keep their order
        moves: list[Move] = [match.basic_move(option) for _, option in scored[:TREE_WIDTH]]
        if last is not None:
            moves.append(PASS)
        return with_upgrades(match, moves, w) if self.upgrades else moves  # type: ignore[arg-type]

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """The best basic-side play by `play_score` (with noise), or pass (expert's:
        sets needing an upgrade too, `upgrading_move`)."""
        if self.upgrades:
            return upgrading_move(match, rng, self.weights)  # type: ignore[arg-type]
        option, _ = basic_choice(match, value_counts(match.hands[match.to_move]), rng,
                                 self.weights)
        return PASS if option is None else match.basic_move(option)

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """The moves `playout_move` picks, played in one loop that keeps the value counts,
        sizes and trick at hand (playout.py). A playout stops on the finished deal, not
        dealing the next: `evaluate` knows a fresh deal is even."""
        if self.upgrades:
            play_out_upgrading(match, rng, depth, self.weights)  # type: ignore[arg-type]
            return
        play_out(match, rng, depth, self.plan)  # type: ignore[arg-type]

    def evaluate(self, match: Match) -> list[float]:
        """Win chances from crowns (or points) plus who is closest to going out."""
        if match.is_over:
            return super().evaluate(match)
        if match.between_deals:  # the next deal is fresh luck, even for everyone
            deal = [1.0 / match.players] * match.players
        else:
            sizes = [n - 0.25 * t for n, t in zip(match.sizes, match.tokens, strict=True)]
            deal = rank_share(sizes, spread=1.5)
        if match.by_points:
            return rank_share([p + 4 * d for p, d in zip(match.points, deal, strict=True)],
                              lower_is_better=False, spread=2.5)
        return rank_share([c + d for c, d in zip(match.crowns, deal, strict=True)],
                          lower_is_better=False, spread=0.6)


@cache
def _upgrading(weights: PlayWeights) -> PassHeuristics:
    """Expert's PASS heuristics for `weights`, one per weights."""
    return PassHeuristics(weights, upgrades=True)


HEURISTICS = PassHeuristics()
