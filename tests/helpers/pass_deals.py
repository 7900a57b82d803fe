"""Explicit PASS deals for scripted tests: chosen cards for some seats, the deck fills the rest."""
from __future__ import annotations

from collections import Counter

from game.rules.pass_game.deck import HAND_SIZE, START, deck_counts, deck_for


def deal_with(players: int, fixed: dict[int, list[str]]) -> dict:
    """An explicit deal (`{"hands": ...}`) in which each seat of `fixed` holds those
    cards; the rest of the deck, START first, fills the hands seat by seat in deck order."""
    left = deck_counts(players) - Counter(c for cards in fixed.values() for c in cards)
    pool = sorted(left.elements(), key=lambda c: (c != START, deck_for(players).index(c)))
    hands = []
    for seat in range(players):
        hand = list(fixed.get(seat, []))
        room = HAND_SIZE - len(hand)
        hand += pool[:room]
        pool = pool[room:]
        hands.append(hand)
    return {"hands": hands}
