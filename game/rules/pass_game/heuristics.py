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
from game.rules.pass_game.deck import BASIC, KIND, LABELS, VALUES
from game.rules.pass_game.moves import CARD, PASS, Play
from game.rules.pass_game.sets import (
    BOMB_LEVEL,
    FULL_HOUSE,
    STRAIGHT,
    WHEEL,
    SetOnTable,
    classify,
    set_name,
    value_name,
)

N_VALUES = len(VALUES)
SAME = {1: "plain", 2: "pair", 3: "three", 4: "four", 5: "five"}
PER_CARD = 2.5
"""What shedding one card is worth (the deal is won by emptying the hand)."""
PER_RANK = 0.6
"""What using one step of rank costs (high cards win tricks later)."""
TREE_WIDTH = 5
"""Plays an inner tree node considers (plus pass): PASS hands allow dozens."""


def shape(move: Play) -> tuple[str, int, int, int, list[int]] | None:
    """(type, rank, physical cards, tokens spent, basic value of each card) of a play."""
    values: list[int] = []
    basics: list[int] = []
    upgraded = 0
    for token in move.cards:
        kind, up, value, count = CARD[token]
        values.extend([value] * count)
        basics.append(BASIC[kind])
        upgraded += up
    if move.wild is not None:
        values.append(move.wild)
    judged = classify(values)
    if judged is None:
        return None
    # Upgrades cost 1 token (Lack of PASS: 1 per card; the caller does not need the
    # difference to rank plays), augments 1 each, a wild 3.
    tokens = (1 if upgraded else 0) + move.augment + (3 if move.wild is not None else 0)
    return judged[0], judged[1], len(move.cards), tokens, basics


def value_counts(hand: dict[int, int]) -> list[int]:
    """How many cards of each basic value a hand (kind -> count) holds."""
    counts = [0] * N_VALUES
    for kind, n in hand.items():
        counts[BASIC[kind]] += n
    return counts


def play_score(
    found: tuple[str, int, int, int, list[int]],
    counts: list[int],
    hand_size: int,
    token_value: float,
    danger: bool,
    leading: bool,
) -> float:
    """How much a play is worth to its player (higher is better)."""
    kind, rank, cards, tokens, basics = found
    if cards == hand_size:
        return 1000.0  # going out wins the deal
    score = PER_CARD * cards - PER_RANK * rank - token_value * tokens
    if kind in BOMB_LEVEL:
        score += 6.0 if danger else -9.0  # a bomb is a reserve, not a way to shed
    used = [0] * N_VALUES
    for value in basics:
        used[value] += 1
    for value, n in enumerate(used):
        if n and n < counts[value]:
            score -= 6.0 if counts[value] >= 4 else 1.2  # breaks a bomb / a pair or three
    if danger and not leading:
        score += 4.0  # keep the trick away from a player about to go out
    return score


def pass_score(danger: bool, supply: int) -> float:
    """What passing is worth: a token now, but the trick is lost."""
    return (0.8 if supply > 0 else 0.0) - (7.0 if danger else 0.0)


Option = tuple[str, int, int, int, list[int]]
"""A basic-side play before its cards are picked: (type, rank, cards, tokens 0, values)."""


def basic_options(counts: list[int], table: SetOnTable | None) -> list[Option]:
    """Basic-side, token-free sets the value counts allow that beat `table` (or lead)."""
    level = BOMB_LEVEL.get(table.type, 0) if table else 0
    out: list[Option] = []
    for n, kind in SAME.items():
        if table is not None:
            mine = BOMB_LEVEL.get(kind, 0)
            if mine < level or (mine == level and kind != table.type):
                continue
            low = table.rank + 1 if mine == level else 0
        else:
            low = 0
        for value in range(low, N_VALUES):
            if counts[value] >= n:
                out.append((kind, value, n, 0, [value] * n))
    if table is None or table.type == STRAIGHT:
        for top in range(3 if table is None else table.rank + 1, N_VALUES):
            values = WHEEL if top == 3 else range(top - 4, top + 1)
            if all(counts[v] for v in values):
                out.append((STRAIGHT, top, 5, 0, list(values)))
    if table is None or table.type == FULL_HOUSE:
        pairs = [v for v in range(N_VALUES) if counts[v] >= 2]
        for three in range(0 if table is None else table.rank + 1, N_VALUES):
            if counts[three] >= 3:
                two = next((v for v in pairs if v != three), None)
                if two is not None:
                    out.append((FULL_HOUSE, three, 5, 0, [three] * 3 + [two] * 2))
    return out


def build_play(hand: dict[int, int], values: list[int]) -> Play:
    """The play showing `values` on basic sides, with cards picked from `hand`."""
    taken: dict[int, int] = {}
    cards: list[str] = []
    for value in values:
        for kind, held in hand.items():
            if BASIC[kind] == value and taken.get(kind, 0) < held:
                taken[kind] = taken.get(kind, 0) + 1
                cards.append(LABELS[kind])
                break
    return Play.of(cards)


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
        kind, rank, cards, spent, basics = found
        name = set_name(kind, rank, move.augment)
        if cards == len(view.hand):
            return f"Play {name}: it empties your hand and wins the deal."
        counts = value_counts({KIND[label]: view.hand.count(label) for label in view.hand})
        broken = [v for v in set(basics) if basics.count(v) < counts[v]]
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
        hand = match.hands[seat]
        counts = value_counts(hand)
        last = match.last
        sizes = [sum(h.values()) for h in match.hands]
        danger = _danger(sizes, seat, last, match.passed)
        scored = sorted(
            ((play_score(o, counts, sizes[seat], 2.0, danger, last is None), o[4])
             for o in basic_options(counts, last)),
            key=lambda pair: -pair[0],
        )
        moves: list[Move] = [build_play(hand, values) for _, values in scored[:TREE_WIDTH]]
        if last is not None:
            moves.append(PASS)
        return moves

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """The best basic-side play by `play_score` (with noise), or pass."""
        seat = match.to_move
        hand = match.hands[seat]
        counts = value_counts(hand)
        last = match.last
        sizes = [sum(h.values()) for h in match.hands]
        danger = _danger(sizes, seat, last, match.passed)
        best: Option | None = None
        best_score = pass_score(danger, match.supply) if last is not None else -1e9
        for option in basic_options(counts, last):
            score = play_score(option, counts, sizes[seat], 2.0, danger, last is None)
            score += noise(rng, 1.5)
            if score > best_score:
                best, best_score = option, score
        return PASS if best is None else build_play(hand, best[4])

    def evaluate(self, match: Match) -> list[float]:
        """Win chances from crowns (or points) plus who is closest to going out."""
        if match.is_over:
            return super().evaluate(match)
        sizes = [sum(h.values()) - 0.25 * t for h, t in zip(match.hands, match.tokens,
                                                             strict=True)]
        deal = rank_share(sizes, spread=1.5)
        if match.by_points:
            return rank_share([p + 4 * d for p, d in zip(match.points, deal, strict=True)],
                              lower_is_better=False, spread=2.5)
        return rank_share([c + d for c, d in zip(match.crowns, deal, strict=True)],
                          lower_is_better=False, spread=0.6)


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
