"""Basic-side PASS sets: the plays a hand makes with no token at all (P3, P4).

The hard bot's search weighs only these in its tree and playouts: they are
read straight from how many cards of each basic value a hand holds, so they
cost a few comparisons where listing every legal play (upgrades, augments,
wilds) costs thousands. Every option listed here is legal as it stands: it
beats the table by rank alone, with cards the hand holds. `basic_play` turns
one into the play and the facts `apply` would otherwise check again.

Options are built once, at import, and shared: listing them allocates nothing.
"""
from __future__ import annotations

from collections.abc import Iterator

from game.rules.pass_game.check import PlayInfo
from game.rules.pass_game.deck import BASIC, LABELS, VALUES
from game.rules.pass_game.moves import Play
from game.rules.pass_game.sets import (
    FULL_HOUSE,
    SAME_KIND,
    SAME_KIND_BEATING,
    STRAIGHT,
    WHEEL,
    SetOnTable,
)

N_VALUES = len(VALUES)

Shape = tuple[str, int, int, int, tuple[tuple[int, int], ...]]
"""A set before its cards are picked: (type, rank, physical cards, tokens spent,
(basic value, cards of that value) pairs in ascending value order). Basic
options spend 0 tokens; the bots' `shape` describes any play the same way."""

SAME_OPTIONS: dict[int, tuple[Shape, ...]] = {
    n: tuple((kind, v, n, 0, ((v, n),)) for v in range(N_VALUES))
    for n, kind in SAME_KIND.items()
}
"""Same-kind options by size, then value (index = value)."""
_STRAIGHT_VALUES = {top: WHEEL if top == 3 else tuple(range(top - 4, top + 1))
                    for top in range(3, N_VALUES)}
STRAIGHT_OPTIONS: dict[int, tuple[Shape, int]] = {
    top: ((STRAIGHT, top, 5, 0, tuple((v, 1) for v in values)),
          sum(1 << v for v in values))
    for top, values in _STRAIGHT_VALUES.items()
}
"""Each straight by its top, with the bit mask of the values it needs."""
FULL_HOUSE_OPTIONS: dict[tuple[int, int], Shape] = {
    (three, two): (FULL_HOUSE, three, 5, 0, tuple(sorted(((three, 3), (two, 2)))))
    for three in range(N_VALUES) for two in range(N_VALUES) if three != two
}
"""Each full house by (value of the three, value of the pair)."""


def value_counts(hand: dict[int, int]) -> list[int]:
    """How many cards of each basic value a hand (kind -> count) holds."""
    counts = [0] * N_VALUES
    for kind, n in hand.items():
        counts[BASIC[kind]] += n
    return counts


def basic_options(counts: list[int], table: SetOnTable | None) -> Iterator[Shape]:
    """Basic-side, token-free sets the value counts allow that beat `table` (or lead).

    Listed by size then value for same-kind sets, then straights, then full houses."""
    most = max(counts)
    for n, _, same in SAME_KIND_BEATING[None if table is None else table.type]:
        if n > most:
            break
        low = table.rank + 1 if same else 0  # type: ignore[union-attr]
        options = SAME_OPTIONS[n]
        for value in range(low, N_VALUES):
            if counts[value] >= n:
                yield options[value]
    if table is None or table.type == STRAIGHT:
        held = 0
        for value, count in enumerate(counts):
            if count:
                held |= 1 << value
        for top in range(3 if table is None else table.rank + 1, N_VALUES):
            option, needs = STRAIGHT_OPTIONS[top]
            if held & needs == needs:
                yield option
    if (table is None or table.type == FULL_HOUSE) and most >= 3:
        two = next((v for v in range(N_VALUES) if counts[v] >= 2), None)
        for three in range(0 if table is None else table.rank + 1, N_VALUES):
            if counts[three] >= 3:
                pair = two if two != three else next(
                    (v for v in range(three + 1, N_VALUES) if counts[v] >= 2), None)
                if pair is not None:
                    yield FULL_HOUSE_OPTIONS[three, pair]


_UNIT = tuple(1 << 3 * kind for kind in range(len(LABELS)))
"""A play's key holds 3 bits per card kind, how many cards of that kind it uses (a hand
holds fewer than 8 of any kind): key = sum(count * _UNIT[kind])."""

_BUILT: dict[int, tuple[Play, PlayInfo]] = {}
"""Each basic play met so far, by its key (the cards it uses): its play and facts are
the same in every hand, so each is built once (a deck holds a few thousand basic sets
that come up). Never change them."""


def basic_play(hand: dict[int, int], option: Shape) -> tuple[Play, PlayInfo]:
    """The play showing `option` on basic sides, its cards picked from `hand` in the
    hand's order, and what it is (what `check_play` would say of it).

    `option` must come from `basic_options` for this hand and table: it is not checked.
    The two are shared between calls: never change them."""
    uses = option[4]
    key = 0
    if len(uses) == 1:  # n of a kind
        ((value, need),) = uses
        for kind, held in hand.items():  # in the hand's order
            if BASIC[kind] == value:
                take = need if need < held else held
                key += take * _UNIT[kind]
                need -= take
                if not need:
                    break
    else:
        needs = [0] * N_VALUES
        for value, need in uses:
            needs[value] = need
        left = option[2]
        for kind, held in hand.items():  # in the hand's order, as far as the option needs
            value = BASIC[kind]
            need = needs[value]
            if need:
                take = need if need < held else held
                needs[value] = need - take
                key += take * _UNIT[kind]
                left -= take
                if not left:
                    break
    found = _BUILT.get(key)
    if found is None:
        used = {kind: key >> 3 * kind & 7 for kind in range(len(LABELS)) if key >> 3 * kind & 7}
        play = Play.of([LABELS[kind] for kind, n in used.items() for _ in range(n)])
        found = _BUILT[key] = play, PlayInfo(used, option[0], option[1], 0, 0, None)
    return found
