"""Take or Pass cards: the ladder 3..35, chips to start with, scoring runs (docs/rules.md
section 2, T1, T2, T4), as plain functions the rules, bots and tables share."""
from __future__ import annotations

LOW, HIGH = 3, 35  # T1: the ladder of 33 values
PILE = 24  # T1: the other 9 are put aside unseen
SUITS = ((3, 13, "clubs"), (14, 26, "diamonds"), (27, 35, "hearts"))


def starting_chips(players: int) -> int:
    """T2: 11 chips each for 3-5 players, 9 for 6, 7 for 7."""
    return {6: 9, 7: 7}.get(players, 11)


def card_points(cards: list[int] | tuple[int, ...]) -> int:
    """T4: the sum of the lowest card of each run of consecutive values (runs cross suits)."""
    total = 0
    previous = -2
    for card in sorted(cards):
        if card != previous + 1:
            total += card
        previous = card
    return total


def card_bits(cards: list[int] | tuple[int, ...]) -> int:
    """The cards as a bitmask (bit c for card c): what the bots test runs against."""
    bits = 0
    for card in cards:
        bits |= 1 << card
    return bits


def card_name(card: int) -> str:
    """A ladder value as a playing card, e.g. 14 -> 'A♦' (for logs and help)."""
    for low, high, suit in SUITS:
        if low <= card <= high:
            rank = card - low + (3 if suit == "clubs" else 1)
            face = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))
            return face + {"clubs": "♣", "diamonds": "♦", "hearts": "♥"}[suit]
    raise ValueError(f"{card} is not a Take or Pass card")
