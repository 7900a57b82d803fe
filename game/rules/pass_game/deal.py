"""Dealing PASS (docs/rules.md P2): checking explicit deals, shuffling packets, and
re-dealing the cards a seat has not seen (for the bots' search)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.rules.base import BadRecord
from game.rules.pass_game.deck import (
    HAND_RANK,
    HAND_SIZE,
    KIND,
    LABEL_RANK,
    LABELS,
    PACKETS,
    START,
    START_KIND,
    deck_counts,
    deck_for,
    hand_order,
)
from game.rules.shuffle import shuffle
from game.userdata import brief


def check_deal(deal: Any, index: int, players: int) -> list[list[str]]:
    """The hands of an explicit deal (as held after any START swap), or BadRecord
    saying what is wrong with it."""
    where = f"Deal {index + 1}"
    if not isinstance(deal, dict) or set(deal) != {"hands"}:
        raise BadRecord(f"{where} must be an object with only 'hands' (a list of {players} hands).")
    hands = deal["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise BadRecord(f"{where} must give {players} hands, one per seat.")
    deck = deck_counts(players)
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list) or len(hand) != HAND_SIZE:
            raise BadRecord(f"{where}: seat {seat}'s hand must list exactly {HAND_SIZE} cards.")
        for label in hand:
            if not isinstance(label, str) or label not in deck:
                extra = " (a fifth-player card)" if isinstance(label, str) and label in KIND else ""
                raise BadRecord(f"{where}: {brief(label)} is not a card of the {players}-player "
                                f"deck{extra}.")
    counts = Counter(label for hand in hands for label in hand)
    for label, n in counts.items():
        if n > deck[label]:
            raise BadRecord(f"{where}: {label} appears {n} times but the deck has {deck[label]}.")
    if START not in counts:
        raise BadRecord(f"{where}: nobody holds START; someone must (P2).")
    return [sorted(hand, key=hand_order) for hand in hands]


def shuffle_deal(rng: random.Random, players: int
                 ) -> tuple[list[list[str]], list[str], tuple[int, ...]]:
    """Shuffle and deal packets of 13: (hands, unused cards, seats that swapped).

    With 2-4 players 4 packets are dealt and the unused ones stay out of the
    deal; if nobody holds START, both players (2) or one random player (3)
    swap their packet for an unused one. Five players share all 65 cards.
    """
    deck = list(deck_for(players))
    rng.shuffle(deck)
    packets = [deck[i * HAND_SIZE:(i + 1) * HAND_SIZE] for i in range(max(players, PACKETS))]
    hands, unused = packets[:players], packets[players:]
    swapped: tuple[int, ...] = ()
    if not any(START in h for h in hands):
        if players == 2:
            hands, unused, swapped = unused, hands, (0, 1)
        else:  # 3 players; with 4 or 5 someone always holds START
            seat = rng.randrange(players)
            hands[seat], unused[0] = unused[0], hands[seat]
            swapped = (seat,)
    return hands, sorted((c for p in unused for c in p), key=hand_order), swapped


# The re-deal handles each card as its place in the alphabetical order of the labels
# (LABEL_RANK): an int, which sorts without a key.
_PLACE_OF = {label: LABEL_RANK[kind] for kind, label in enumerate(LABELS)}
_KIND_AT = tuple(sorted(range(len(LABELS)), key=LABEL_RANK.__getitem__))
"""The card kind at each place."""
_HAND_RANK_AT = tuple(HAND_RANK[kind] for kind in _KIND_AT)
"""Each place's HAND_RANK (where a hand shows that card)..."""
_LABEL_AT_HAND_RANK = tuple(sorted(LABELS, key=hand_order))
"""...and the label at each HAND_RANK."""
_START_PLACE = LABEL_RANK[START_KIND]


def redeal_unseen(hands: list[dict[int, int]], sizes: list[int], unused: list[str], seat: int,
                  holder: int, rng: random.Random) -> tuple[list[dict[int, int]], list[str]]:
    """Every hand but `seat`'s (kind -> count) and the unused cards dealt anew from what
    `seat` has not seen, keeping each hand's size; START stays with `holder` (who led
    the deal, which is public) while unplayed. The list returned holds `seat`'s
    own hand dict itself, not a copy."""
    keep_start = holder != seat and START_KIND in hands[holder]
    place_of = LABEL_RANK
    pool = [_PLACE_OF[label] for label in unused]  # the unseen cards, by place
    for s, hand in enumerate(hands):
        if s != seat:
            for kind, count in hand.items():
                if count == 1:
                    pool.append(place_of[kind])
                else:
                    pool.extend([place_of[kind]] * count)
    if keep_start:
        pool.remove(_START_PLACE)
    # Sorted (by label) so the re-deal depends on which cards are unseen, never on who
    # holds them.
    pool.sort()
    shuffle(pool, rng)
    kind_at = _KIND_AT
    dealt = 0
    new_hands = []
    for s, size in enumerate(sizes):
        if s == seat:
            new_hands.append(hands[s])
            continue
        take = size - (1 if keep_start and s == holder else 0)
        hand: dict[int, int] = {}
        for place in pool[dealt:dealt + take]:
            kind = kind_at[place]
            hand[kind] = hand.get(kind, 0) + 1
        if keep_start and s == holder:
            hand[START_KIND] = 1
        new_hands.append(hand)
        dealt += take
    rest = sorted([_HAND_RANK_AT[place] for place in pool[dealt:]])
    return new_hands, [_LABEL_AT_HAND_RANK[rank] for rank in rest]

