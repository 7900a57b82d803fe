"""The determinisations' shuffle is Random.shuffle: the same order and the same draws."""
from __future__ import annotations

import random

from game.rules.shuffle import shuffle


def test_shuffle_draws_what_random_shuffle_draws_at_every_size() -> None:
    # 0 to 120 items: every size the table covers (a PASS deck, dominoes' 28 tiles) and
    # longer lists, which go to the generator's own shuffle.
    for seed in range(60):
        for size in range(121):
            mine, theirs = random.Random(seed), random.Random(seed)
            items = list(range(size))
            expected = list(items)
            shuffle(items, mine)
            theirs.shuffle(expected)
            assert items == expected and mine.getstate() == theirs.getstate(), (seed, size)


def test_shuffle_leaves_other_generators_to_their_own_shuffle() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list) -> None:  # type: ignore[override]
            x.reverse()

    items = list(range(10))
    shuffle(items, Reversing(1))
    assert items == list(range(9, -1, -1))
