"""The PASS deck as data (docs/rules.md P1): the one place the card list lives.

Every card has a basic (white) side and an upgraded (yellow) side, written
`basic>upgraded`; a doubled face such as `22` counts as two cards of that
value. START has no upgraded side. To use the official card list instead,
change `BASE_DECK` and `FIFTH_PLAYER_CARDS` below; everything else derives
from them.
"""
from __future__ import annotations

from collections import Counter

VALUES = "23456789TJQKA"
"""The values in ascending order; a value is its index here (2 -> 0, A -> 12)."""

START = "START"
ACE = VALUES.index("A")

BASE_DECK: tuple[str, ...] = (
    # up
    "2>3", "3>4", "4>5", "5>6", "6>7", "7>8", "8>9", "9>T", "T>J", "J>Q", "Q>K", "K>A", "A>2",
    # down
    "2>A", "3>2", "4>3", "5>4", "6>5", "7>6", "8>7", "9>8", "T>9", "J>T", "Q>J", "K>Q", "A>K",
    # double
    "2>22", "3>33", "4>44", "5>55", "6>66", "7>77", "8>88", "9>99", "T>TT", "J>JJ", "Q>QQ",
    "K>KK", "A>AA",
    # swing
    START, "3>K", "4>Q", "5>J", "6>T", "7>9", "8>A", "9>7", "T>6", "J>5", "Q>4", "K>3", "A>4",
)
"""The 52 cards used for 2-4 players."""

FIFTH_PLAYER_CARDS: tuple[str, ...] = (
    "2>4", "3>5", "4>6", "5>7", "6>8", "7>9", "8>T", "9>J", "T>Q", "J>K", "Q>A", "K>2", "A>3",
)
"""The 13 cards added for 5 players (65 cards)."""

ACE_PAIR = "A>AA"
"""Upgraded, this card is a pair of aces that must be played alone (P6)."""

HAND_SIZE = 13
PACKETS = 4
TOKENS = 36


def deck_for(players: int) -> tuple[str, ...]:
    """The cards used with `players` players: 52, or 65 for five."""
    return BASE_DECK + FIFTH_PLAYER_CARDS if players == 5 else BASE_DECK


def value_of(char: str) -> int:
    """The value index of a value character (`T` is ten; `10` is accepted too)."""
    if char == "10":
        return VALUES.index("T")
    if len(char) != 1 or char not in VALUES:
        raise ValueError(char)
    return VALUES.index(char)


def _faces(label: str) -> tuple[int, int | None, int]:
    """(basic value, upgraded value or None, how many values the upgraded side shows)."""
    if label == START:
        return 0, None, 0
    basic, up = label.split(">")
    return value_of(basic), value_of(up[0]), len(up)


# Card kinds: one per distinct label, in deck order. Hands are kept as counts
# per kind so equal cards are interchangeable and move generation is cheap.
LABELS: tuple[str, ...] = tuple(dict.fromkeys(BASE_DECK + FIFTH_PLAYER_CARDS))
KIND: dict[str, int] = {label: k for k, label in enumerate(LABELS)}
BASIC: tuple[int, ...] = tuple(_faces(label)[0] for label in LABELS)
UP: tuple[int, ...] = tuple(-1 if _faces(lb)[1] is None else _faces(lb)[1] for lb in LABELS)
UP_COUNT: tuple[int, ...] = tuple(_faces(label)[2] for label in LABELS)
ACE_PAIR_KIND = KIND[ACE_PAIR]
START_KIND = KIND[START]


def deck_counts(players: int) -> Counter[str]:
    """How many cards of each label the deck for `players` holds."""
    return Counter(deck_for(players))


def hand_order(label: str) -> tuple[int, int, str]:
    """Sort key for showing a hand: basic value, then upgraded value, then label."""
    k = KIND[label]
    return BASIC[k], UP[k], label


HAND_RANK: tuple[int, ...] = tuple(
    sorted(LABELS, key=hand_order).index(label) for label in LABELS)
"""Each kind's place when a hand is shown (the order of `hand_order`)."""
LABEL_RANK: tuple[int, ...] = tuple(sorted(LABELS).index(label) for label in LABELS)
"""Each kind's place in the alphabetical order of the labels."""
