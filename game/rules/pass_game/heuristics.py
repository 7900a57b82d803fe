"""PASS knowledge for the bots (docs/rules.md section 1).

How good players think: shed low and awkward cards first, many at a time
(straights and full houses empty a hand fastest); beat a set with the lowest
set that does it; keep bombs, aces and tokens for the end; spend a token
(upgrade or augment) only when it wins the trick cheaply or sheds more; and
when an opponent is about to go out, fight for every trick.

Legal-move generation is the expensive part of PASS, so the hard bot's inner
tree nodes and playouts use `basic_options`: plays made only of basic sides with
no tokens, listed by value with counts (a handful of moves, all legal).
"""
from __future__ import annotations

import random

from game.ai.heuristics import GameHeuristics, noise, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.pass_game.basic import Shape, basic_options, value_counts
from game.rules.pass_game.deck import BASIC, KIND
from game.rules.pass_game.moves import CARD, PASS, Play
from game.rules.pass_game.sets import BOMB_LEVEL, SetOnTable, classify, set_name, value_name

PER_CARD = 2.5
"""What shedding one card is worth (the deal is won by emptying the hand)."""
PER_RANK = 0.6
"""What using one step of rank costs (high cards win tricks later)."""
TREE_WIDTH = 5
"""Plays an inner tree node considers (plus pass): PASS hands allow dozens."""
PLAYOUT_NOISE = 1.5
"""Standard deviation of the noise on each playout play's score (in score points)."""


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


def play_score(
    found: Shape,
    counts: list[int],
    hand_size: int,
    token_value: float,
    danger: bool,
    leading: bool,
) -> float:
    """How much a play is worth to its player (higher is better)."""
    kind, rank, cards, tokens, uses = found
    if cards == hand_size:
        return 1000.0  # going out wins the deal
    score = PER_CARD * cards - PER_RANK * rank - token_value * tokens
    if kind in BOMB_LEVEL:
        score += 6.0 if danger else -9.0  # a bomb is a reserve, not a way to shed
    for value, n in uses:
        if n < counts[value]:
            score -= 6.0 if counts[value] >= 4 else 1.2  # breaks a bomb / a pair or three
    if danger and not leading:
        score += 4.0  # keep the trick away from a player about to go out
    return score


def pass_score(danger: bool, supply: int) -> float:
    """What passing is worth: a token now, but the trick is lost."""
    return (0.8 if supply > 0 else 0.0) - (7.0 if danger else 0.0)


class PassHeuristics(GameHeuristics):
    """PASS: shed low and many, beat cheaply, hoard bombs and tokens, fight at the end."""

    rollout_depth = 24  # then judge by hand sizes: PASS moves are expensive to play

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
        danger = _danger(view.hand_sizes, seat, view.last, view.passed)
        mine = view.tokens[seat]
        token_value = 2.5 if mine <= 2 else 1.5
        leading = view.last is None
        scores = []
        for move in moves:
            if move == PASS:
                scores.append(pass_score(danger, view.supply))
                continue
            found = shape(move)
            scores.append(-100.0 if found is None else
                          play_score(found, counts, len(view.hand), token_value, danger, leading))
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
        danger = _danger(match.sizes, seat, last, match.passed)
        size = match.sizes[seat]
        scored = sorted(
            ((play_score(o, counts, size, 2.0, danger, last is None), o)
             for o in basic_options(counts, last)),
            key=lambda pair: -pair[0],
        )
        moves: list[Move] = [match.basic_move(option) for _, option in scored[:TREE_WIDTH]]
        if last is not None:
            moves.append(PASS)
        return moves

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """The best basic-side play by `play_score` (with noise), or pass."""
        option = _playout_option(match, value_counts(match.hands[match.to_move]), rng)
        return PASS if option is None else match.basic_move(option)

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """The moves `playout_move` picks, keeping each seat's value counts current
        instead of counting its hand again every move. A playout stops on the finished
        deal, not dealing the next: `evaluate` knows a fresh deal is even."""
        if match.is_over:
            return
        counts = [value_counts(hand) for hand in match.hands]
        for _ in range(depth):
            seat = match.to_move
            option = _playout_option(match, counts[seat], rng)
            if option is None:
                match.advance(PASS)
                continue
            if option[2] == match.sizes[seat]:  # it empties the hand: the deal ends
                match.apply(match.basic_move(option))
                return
            match.advance(match.basic_move(option))
            mine = counts[seat]
            for value, n in option[4]:
                mine[value] -= n

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


def _playout_option(match: Match, counts: list[int], rng: random.Random) -> Shape | None:
    """The basic-side set the mover plays in a playout (None: pass), `counts` its hand's."""
    seat = match.to_move
    last = match.last
    danger = _danger(match.sizes, seat, last, match.passed)
    size = match.sizes[seat]
    best: Shape | None = None
    best_score = pass_score(danger, match.supply) if last is not None else -1e9
    for option in basic_options(counts, last):
        score = play_score(option, counts, size, 2.0, danger, last is None)
        score += noise(rng, PLAYOUT_NOISE)
        if score > best_score:
            best, best_score = option, score
    return best


def _danger(sizes: tuple[int, ...] | list[int], seat: int, last: SetOnTable | None,
            passed: tuple[bool, ...] | list[bool]) -> bool:
    """True when an opponent still in the trick (or owning its set) is close to going out."""
    for other, size in enumerate(sizes):
        if other == seat:
            continue
        in_play = not passed[other] or (last is not None and last.seat == other)
        if in_play and size <= 3:
            return True
    return False


HEURISTICS = PassHeuristics()
