"""`shuffle(items, rng)`: what `rng.shuffle(items)` does, the same draws and order, faster.

The bots' determinisations shuffle the unseen cards or tiles once per search iteration
(PASS in deal.py, dominoes in knowledge.py), and Random.shuffle costs a method call per
item. CPython's shuffle swaps each place i, from the last down to 1, with a place below
i + 1 drawn with getrandbits (a draw past i is drawn again); this walks the same places
from a table. tests/rules/test_shuffle.py holds the two equal, draws and all.
"""
from __future__ import annotations

import random

_PLACES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1)) for size in range(100)
)
"""For a shuffle of `size` items (a PASS deck has 65 cards, dominoes 28 tiles): each place
i it swaps, last first, with the bits of a draw below i + 1."""


def shuffle(items: list, rng: random.Random) -> None:
    """`rng.shuffle(items)`. A generator of another kind (which may draw differently), or
    a list longer than the table, gets the generator's own shuffle."""
    if rng.__class__ is not random.Random or len(items) >= len(_PLACES):
        rng.shuffle(items)
        return
    draw = rng.getrandbits
    for i, bits in _PLACES[len(items)]:
        j = draw(bits)
        while j > i:
            j = draw(bits)
        items[i], items[j] = items[j], items[i]
