"""Counts read as English: one of a thing is singular, any other number plural."""
from __future__ import annotations

import pytest

from game.words import count, plural


@pytest.mark.parametrize(("noun", "nouns"), [("card", "cards"), ("try", "tries"),
                                             ("pass", "passes"), ("day", "days"),
                                             ("match", "matches"), ("tile", "tiles")])
def test_plurals(noun: str, nouns: str) -> None:
    assert plural(noun) == nouns


def test_one_is_singular_and_every_other_count_plural() -> None:
    assert [count(n, "chip") for n in (0, 1, 2)] == ["0 chips", "1 chip", "2 chips"]
    assert count(1, "try") == "1 try" and count(3, "try") == "3 tries"
    assert count(2, "card point", "card points") == "2 card points"
