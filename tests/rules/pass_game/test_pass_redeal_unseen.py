"""Determinising PASS (deal.redeal_unseen): the cards a seat has not seen, dealt anew
exactly as the plain recipe deals them (sorted by label, `rng.shuffle`, dealt in seat
order), so the search draws the same deals whatever the re-deal's inner workings."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from bot_helpers import random_state
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.pass_game.deal import redeal_unseen
from game.rules.pass_game.deck import HAND_RANK, KIND, LABEL_RANK, LABELS, START_KIND


def plain_redeal(hands: list[dict[int, int]], sizes: list[int], unused: list[str], seat: int,
                 holder: int, rng: random.Random) -> tuple[list[dict[int, int]], list[str]]:
    """The re-deal as written in the rules' words: pool the unseen cards (START stays with
    its holder), sort them by label, shuffle, deal each other seat its hand's size."""
    keep_start = holder != seat and START_KIND in hands[holder]
    pool = [KIND[label] for label in unused]
    for s, hand in enumerate(hands):
        if s != seat:
            for kind, count in hand.items():
                pool.extend([kind] * count)
    if keep_start:
        pool.remove(START_KIND)
    pool.sort(key=LABEL_RANK.__getitem__)
    rng.shuffle(pool)
    new_hands, dealt = [], 0
    for s, size in enumerate(sizes):
        if s == seat:
            new_hands.append(hands[s])
            continue
        take = size - (1 if keep_start and s == holder else 0)
        hand: dict[int, int] = {}
        for kind in pool[dealt:dealt + take]:
            hand[kind] = hand.get(kind, 0) + 1
        if keep_start and s == holder:
            hand[START_KIND] = 1
        new_hands.append(hand)
        dealt += take
    return new_hands, [LABELS[kind] for kind in sorted(pool[dealt:], key=HAND_RANK.__getitem__)]


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 150),
       seat=st.integers(0, 4))
def test_the_redeal_is_the_plain_recipe(players: int, seed: int, steps: int,
                                        seat: int) -> None:
    match = random_state("pass", players, seed, steps)
    seat %= players
    args = (match.hands, match.sizes, match.unused, seat, match.start_holder)
    fast_rng, plain_rng = random.Random(seed), random.Random(seed)
    fast = redeal_unseen(*args, fast_rng)
    plain = plain_redeal(*args, plain_rng)
    assert fast == plain
    assert [list(h) for h in fast[0]] == [list(h) for h in plain[0]]  # dict order too
    assert fast_rng.getstate() == plain_rng.getstate()
    assert fast[0][seat] is match.hands[seat]
    # Nothing is lost or made up: the same cards, each hand its size.
    before = Counter(match.unused) + sum((Counter({LABELS[k]: n for k, n in h.items()})
                                          for h in match.hands), Counter())
    after = Counter(fast[1]) + sum((Counter({LABELS[k]: n for k, n in h.items()})
                                    for h in fast[0]), Counter())
    assert after == before
    assert [sum(h.values()) for h in fast[0]] == match.sizes

