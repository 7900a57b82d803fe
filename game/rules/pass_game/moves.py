"""PASS moves: the move dataclasses, their notation (docs/rules.md section 4) and
legal-play generation.

A card in a play is written as its label, with a trailing `^` when it shows
its upgraded side (`2>A^` is an ace). Plays keep their cards in a canonical
order (shown value, then label) so equal plays are equal objects and print
identically. Generation works by target type and rank: for each set that
could be played it picks, value by value, which held cards (and which side)
show that value, so it never tries every subset of the hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from game.rules.base import IllegalMove, Move
from game.rules.pass_game.deck import (
    ACE,
    ACE_PAIR,
    ACE_PAIR_KIND,
    BASIC,
    KIND,
    LABELS,
    START,
    UP,
    UP_COUNT,
    VALUES,
    value_of,
)
from game.rules.pass_game.sets import (
    BOMB_LEVEL,
    FIVE,
    FOUR,
    FULL_HOUSE,
    PAIR,
    PLAIN,
    STRAIGHT,
    THREE,
    TYPES,
    WHEEL,
    SetOnTable,
)
from game.userdata import brief

WILD_COST = 3
"""Tokens that together act as one wild card (Wildcard PASS, P9)."""


def _card_tokens() -> dict[str, tuple[int, bool, int, int]]:
    """Every written card: token -> (kind, upgraded, shown value, values shown)."""
    out = {}
    for k, label in enumerate(LABELS):
        out[label] = (k, False, BASIC[k], 1)
        if UP[k] >= 0:
            out[label + "^"] = (k, True, UP[k], UP_COUNT[k])
    return out


CARD = _card_tokens()
TOKEN = {(k, up): tok for tok, (k, up, _, _) in CARD.items()}
ORDER = {tok: i for i, tok in enumerate(sorted(CARD, key=lambda t: (CARD[t][2], t)))}
"""Canonical position of each written card inside a play."""


@dataclass(frozen=True, slots=True)
class PassTurn(Move):
    """Passing: take a token from the supply and sit out the rest of the trick."""

    def __str__(self) -> str:
        return "pass"


PASS = PassTurn()


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Playing a set: written cards (`7>8`, `2>A^`), augment tokens, and the
    value named for a wild (a value index) or None."""

    cards: tuple[str, ...]
    augment: int = 0
    wild: int | None = None

    @classmethod
    def of(cls, cards: list[str] | tuple[str, ...], augment: int = 0,
           wild: int | None = None) -> Play:
        """A play with its cards put in canonical order (unknown cards go last)."""
        return cls(tuple(sorted(cards, key=lambda t: (ORDER.get(t, 10**6), t))), augment, wild)

    def __str__(self) -> str:
        cards = self.cards if isinstance(self.cards, tuple | list) else (self.cards,)
        text = "play " + " ".join(map(str, cards)) if cards else "play"  # str: never raises
        if self.augment:
            text += f" augment {self.augment}"
        if self.wild is not None:
            known = self.wild.__class__ is int and 0 <= self.wild < len(VALUES)
            text += f" wild {VALUES[self.wild] if known else brief(self.wild)}"
        return text


MAX_AUGMENT_DIGITS = 3  # no hand holds 1000 tokens; a longer number is refused, not parsed
_EXPECTED = ("Write 'pass' or 'play' followed by cards such as 7>8, 2>22, A>AA or START "
             "(add ^ for the upgraded side), then optionally 'augment N' and 'wild V'.")


def parse_move(text: str) -> Move:
    """Read a PASS move in docs/rules.md notation; unreadable text raises IllegalMove."""
    if not isinstance(text, str):
        raise IllegalMove(f"A move must be text, not {brief(text)}. {_EXPECTED}")
    words = text.split()
    if words == ["pass"]:
        return PASS
    if not words or words[0] != "play":
        raise IllegalMove(f"Cannot read {brief(text)}. {_EXPECTED}")
    cards: list[str] = []
    augment: int | None = None
    wild: int | None = None
    rest = iter(words[1:])
    for word in rest:
        if word == "augment":
            if augment is not None:
                raise IllegalMove("Write 'augment N' once, with the total augment tokens.")
            number = next(rest, "")
            if not (number.isascii() and number.isdigit()):
                raise IllegalMove(
                    f"'augment' must be followed by a number of tokens in {brief(text)}.")
            if len(number) > MAX_AUGMENT_DIGITS:
                raise IllegalMove(f"'augment {brief(number)}' is more tokens than the game has.")
            augment = int(number)
        elif word == "wild":
            if wild is not None:
                raise IllegalMove("Only one wild card can be used in a play (Wildcard PASS).")
            name = next(rest, "")
            try:
                wild = value_of(name)
            except ValueError:
                raise IllegalMove(
                    f"'wild' must be followed by a value (2-9, T, J, Q, K or A), not {brief(name)}."
                ) from None
        elif word in CARD or word == START + "^":
            cards.append(word)
        else:
            raise IllegalMove(f"{brief(word)} is not a PASS card. {_EXPECTED}")
    if not cards and wild is None:
        raise IllegalMove(f"Name the cards to play, e.g. 'play 7>8 7>8'. {_EXPECTED}")
    return Play.of(cards, augment or 0, wild)


def upgrade_cost(upgraded: int, lack_of_pass: bool) -> int:
    """Tokens an upgrade of `upgraded` cards costs (P5; Lack of PASS: one per card)."""
    if lack_of_pass:
        return upgraded
    return 1 if upgraded else 0


# A group is one way to show `m` copies of a value from the hand: (written
# cards in canonical order, upgraded card count, kinds used, bit mask of kinds).
Group = tuple[tuple[str, ...], int, tuple[int, ...], int]


def _group(picks: list[tuple[int, bool]], ups: int) -> Group:
    cards = sorted((TOKEN[pick] for pick in picks), key=ORDER.__getitem__)
    kinds = tuple(k for k, _ in picks)
    mask = 0
    for k in kinds:
        mask |= 1 << k
    return tuple(cards), ups, kinds, mask


class _Generator:
    """Enumerates plays for one hand, memoising the ways to show each value."""

    def __init__(self, hand: dict[int, int], tokens: int, lack: bool, wild: bool) -> None:
        self.hand = hand
        self.tokens = tokens
        self.lack = lack
        self.wild_ok = wild and tokens >= WILD_COST
        self.options: list[list[tuple[int, bool, int]]] = [[] for _ in VALUES]
        # cap[v]: at most how many copies of v the hand can show (an upper bound).
        self.cap = [0] * len(VALUES)
        for k, count in hand.items():
            self.options[BASIC[k]].append((k, False, 1))
            self.cap[BASIC[k]] += count
            # A>AA upgraded may only be played alone; it is added as its own play.
            # With no token nothing can be upgraded.
            if UP[k] >= 0 and k != ACE_PAIR_KIND and tokens:
                self.options[UP[k]].append((k, True, UP_COUNT[k]))
                self.cap[UP[k]] += count * UP_COUNT[k]
        self.memo: dict[tuple[int, int], list[Group]] = {}
        self.out: list[Play] = []

    def groups(self, value: int, m: int) -> list[Group]:
        """Every distinct way to show exactly `m` copies of `value`."""
        if self.cap[value] < m:
            return []
        key = (value, m)
        found = self.memo.get(key)
        if found is not None:
            return found
        opts = self.options[value]
        if m == 1:
            found = [((TOKEN[k, up],), int(up), (k,), 1 << k) for k, up, n in opts if n == 1]
            self.memo[key] = found
            return found
        found = []
        picks: list[tuple[int, bool]] = []
        used: dict[int, int] = {}

        def walk(i: int, need: int, ups: int) -> None:
            if need == 0:
                found.append(_group(picks, ups))
                return
            if i == len(opts):
                return
            k, up, n = opts[i]
            most = min(need // n, self.hand[k] - used.get(k, 0))
            for c in range(most, 0, -1):
                picks.extend([(k, up)] * c)
                used[k] = used.get(k, 0) + c
                walk(i + 1, need - c * n, ups + (c if up else 0))
                used[k] -= c
                del picks[-c:]
            walk(i + 1, need, ups)

        walk(0, m, 0)
        self.memo[key] = found
        return found

    def emit(self, parts: tuple[Group, ...], augment: int, wild: int | None) -> None:
        """Add the play made of `parts` (in ascending value order) if the hand
        holds it all and the tokens suffice."""
        ups = mask = 0
        clash = False
        cards: tuple[str, ...] = ()
        for part in parts:
            ups += part[1]
            if mask & part[3]:
                clash = True  # one kind used for two values: check the count held
            mask |= part[3]
            cards += part[0]
        cost = (ups if self.lack else (1 if ups else 0)) + augment
        if wild is not None:
            cost += WILD_COST
        if cost > self.tokens:
            return
        if clash:
            used: dict[int, int] = {}
            for part in parts:
                for k in part[2]:
                    used[k] = used.get(k, 0) + 1
            if any(n > self.hand[k] for k, n in used.items()):
                return
        self.out.append(Play(cards, augment, wild))

    def same_kind(self, kind: str, n: int, value: int, augment: int) -> None:
        """Plain, pair, three, four or five of `value`."""
        # One group is a whole play here: no clash is possible, only the cost matters.
        budget, lack, out = self.tokens - augment, self.lack, self.out
        for cards, ups, _, _ in self.groups(value, n):
            if (ups if lack else ups > 0) <= budget:
                out.append(Play(cards, augment, None))
        if kind == PAIR and value == ACE and ACE_PAIR_KIND in self.hand:
            if upgrade_cost(1, self.lack) + augment <= self.tokens:
                self.out.append(Play((ACE_PAIR + "^",), augment, None))
        if self.wild_ok and kind in (PAIR, THREE):
            for group in self.groups(value, n - 1):
                self.emit((group,), augment, value)

    def full_house(self, value: int, augment: int) -> None:
        """Every full house whose three shows `value`."""
        threes, twos = self.groups(value, 3), self.groups(value, 2) if self.wild_ok else []
        if not threes and not twos:
            return
        for other in range(len(VALUES)):
            if other == value:
                continue
            pairs = self.groups(other, 2)
            low = other < value  # parts go in ascending value order
            for a, b in product(threes, pairs):
                self.emit((b, a) if low else (a, b), augment, None)
            if self.wild_ok:
                for a, b in product(twos, pairs):
                    self.emit((b, a) if low else (a, b), augment, value)
                for a, b in product(threes, self.groups(other, 1)):
                    self.emit((b, a) if low else (a, b), augment, other)

    def straight(self, top: int, augment: int) -> None:
        """Every straight to `top` (3 is the wheel A2345)."""
        values = WHEEL if top == 3 else tuple(range(top - 4, top + 1))  # ascending
        singles = [self.groups(v, 1) for v in values]
        missing = sum(1 for s in singles if not s)
        if missing == 0:
            for parts in product(*singles):
                self.emit(parts, augment, None)
        if self.wild_ok and missing <= 1:
            for i, v in enumerate(values):
                if missing and singles[i]:
                    continue
                for parts in product(*(s for j, s in enumerate(singles) if j != i)):
                    self.emit(parts, augment, v)


_SAME = {PLAIN: 1, PAIR: 2, THREE: 3, FOUR: 4, FIVE: 5}
_RANKS = {kind: range(3 if kind == STRAIGHT else 0, len(VALUES)) for kind in TYPES}


def beating_targets(table: SetOnTable | None) -> list[tuple[str, int, int]]:
    """Every (type, rank, augment) a play could have to beat `table`."""
    if table is None:
        return [(kind, rank, 0) for kind in TYPES for rank in _RANKS[kind]]
    level = BOMB_LEVEL.get(table.type, 0)
    # Only ranks the type can have: a straight's top is 5 or more (a lower one would wrap).
    out = [(table.type, rank, 0 if rank > table.rank else table.augment + 1)
           for rank in _RANKS[table.type] if rank >= table.rank]
    for bomb in (FOUR, FIVE):
        if BOMB_LEVEL[bomb] > level:
            out += [(bomb, rank, 0) for rank in _RANKS[bomb]]
    return out


def legal_plays(hand: dict[int, int], tokens: int, table: SetOnTable | None,
                lack_of_pass: bool = False, wildcard_pass: bool = False) -> list[Play]:
    """Every distinct play from `hand` (kind -> count) that beats `table` (None: leading)."""
    gen = _Generator(hand, tokens, lack_of_pass, wildcard_pass)
    for kind, rank, augment in beating_targets(table):
        if augment > tokens:
            continue
        if kind == STRAIGHT:
            gen.straight(rank, augment)
        elif kind == FULL_HOUSE:
            gen.full_house(rank, augment)
        else:
            gen.same_kind(kind, _SAME[kind], rank, augment)
    return gen.out


def hand_kinds(labels: list[str] | tuple[str, ...]) -> dict[int, int]:
    """A hand as card kind -> count."""
    counts: dict[int, int] = {}
    for label in labels:
        k = KIND[label]
        counts[k] = counts.get(k, 0) + 1
    return counts
