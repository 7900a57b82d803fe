"""PASS sets (docs/rules.md P3) and beating them (P4): classification, ranks, names.

A set is judged only by the multiset of values it shows (a double face adds
two). Values are indexes into `VALUES` (2 -> 0 ... A -> 12); a set's rank is a
value index too, the wheel straight `A2345` ranking as its top card, 5.
"""
from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from game.rules.pass_game.deck import ACE, VALUES

PLAIN = "plain"
PAIR = "pair"
THREE = "three"
STRAIGHT = "straight"
FULL_HOUSE = "full house"
FOUR = "four"
FIVE = "five"
TYPES = (PLAIN, PAIR, THREE, STRAIGHT, FULL_HOUSE, FOUR, FIVE)

SAME_KIND = {1: PLAIN, 2: PAIR, 3: THREE, 4: FOUR, 5: FIVE}
"""The type of a set of n equal values."""

NOUN = {PLAIN: "single card", PAIR: "pair", THREE: "three of a kind", STRAIGHT: "straight",
        FULL_HOUSE: "full house", FOUR: "four of a kind", FIVE: "five of a kind"}
"""Each type in a player's words."""
ARTICLE = {kind: "" if kind in (THREE, FOUR, FIVE) else "a " for kind in TYPES}

BOMB_LEVEL = {FOUR: 1, FIVE: 2}
"""Bombs beat every lower level; everything else is level 0."""


def _same_kind_beating(table: str | None) -> tuple[tuple[int, str, bool], ...]:
    level = BOMB_LEVEL.get(table, 0) if table is not None else 0
    found = []
    for n, kind in SAME_KIND.items():
        mine = BOMB_LEVEL.get(kind, 0)
        if table is not None and (mine < level or (mine == level and kind != table)):
            continue
        found.append((n, kind, table is not None and mine == level))
    return tuple(found)


SAME_KIND_BEATING: dict[str | None, tuple[tuple[int, str, bool], ...]] = {
    table: _same_kind_beating(table) for table in (None, *TYPES)}
"""For each type on the table (None: a lead), the n-of-a-kind sets that can beat it by
rank (P4), smallest first: (n, type, whether it must also beat the table's rank)."""

WHEEL = (0, 1, 2, 3, ACE)
"""A2345, the lowest straight; A is only top or bottom so QKA23 is no straight."""


class SetOnTable(NamedTuple):
    """The set a trick must beat: who played it, its type, rank and augment count."""

    seat: int
    type: str
    rank: int
    augment: int


def value_name(value: int, plural: bool = False) -> str:
    """A value in words for sentences: `7`, `10`, `ace`; plurals `7s`, `aces`."""
    words = {9: "jack", 10: "queen", 11: "king", 12: "ace"}
    word = words.get(value, "10" if VALUES[value] == "T" else VALUES[value])
    return word + "s" if plural else word


def set_name(kind: str, rank: int, augment: int = 0) -> str:
    """A set in words: `a pair of aces`, `a straight to 9`, `four 7s augmented twice`."""
    many = value_name(rank, plural=True)
    name = {
        PLAIN: f"a single {value_name(rank)}",
        PAIR: f"a pair of {many}",
        THREE: f"three {many}",
        STRAIGHT: f"a straight to {value_name(rank)}",
        FULL_HOUSE: f"a full house of {many}",
        FOUR: f"four {many}",
        FIVE: f"five {many}",
    }[kind]
    if augment:
        name += " augmented " + times(augment)
    return name


def times(n: int) -> str:
    """`once`, `twice`, `3 times`."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def classify(values: list[int] | tuple[int, ...]) -> tuple[str, int] | None:
    """The (type, rank) of a multiset of shown values, or None if it is not a set."""
    n = len(values)
    if n == 0 or n > 5:
        return None
    low, high = min(values), max(values)
    if low == high:
        return SAME_KIND[n], low
    if n != 5:
        return None
    counts = Counter(values)
    if len(counts) == 5:
        ordered = tuple(sorted(values))
        if ordered == WHEEL:
            return STRAIGHT, 3
        if high - low == 4:
            return STRAIGHT, high
        return None
    if sorted(counts.values()) == [2, 3]:
        three = next(v for v, c in counts.items() if c == 3)
        return FULL_HOUSE, three
    return None


def why_not_a_set(values: list[int] | tuple[int, ...]) -> str:
    """A sentence saying why these shown values are not a set."""
    shown = " ".join(VALUES[v] for v in sorted(values))
    n = len(values)
    if n == 0:
        return "A set must show at least one value."
    if n > 5:
        return f"{shown} shows {n} values; a set shows at most 5."
    if n == 5:
        return (f"{shown} is not a set: five values must be five equal, a straight of five "
                "consecutive values (A only at either end) or a full house (three + two).")
    return (f"{shown} is not a set: {n} values must all be equal "
            f"(a {SAME_KIND[n] if n > 1 else PLAIN}).")


def needed_augment(kind: str, rank: int, table: SetOnTable | None) -> int | str:
    """The augment count a set of `kind` and `rank` needs to beat `table`
    (0 when it wins outright), or a sentence saying why it cannot beat it."""
    if table is None:
        return 0
    mine, theirs = BOMB_LEVEL.get(kind, 0), BOMB_LEVEL.get(table.type, 0)
    if mine > theirs or (kind == table.type and rank > table.rank):
        return 0
    if kind == table.type and rank == table.rank:
        return table.augment + 1
    on_table = set_name(table.type, table.rank, table.augment)
    played = set_name(kind, rank)
    if mine < theirs:
        higher = "a higher four or a five" if table.type == FOUR else "a higher five"
        return f"{played[0].upper()}{played[1:]} cannot beat {on_table}: only {higher} can."
    if kind != table.type:
        return (f"The table shows {on_table}: beat it with a higher {NOUN[table.type]} "
                f"or a bomb (four or five of a kind), not {ARTICLE[kind]}{NOUN[kind]}.")
    return f"{played[0].upper()}{played[1:]} is lower than {on_table}."

