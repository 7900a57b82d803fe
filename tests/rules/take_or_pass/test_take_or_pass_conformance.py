"""Take or Pass: random-playout conformance and property tests."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.registry import get_game
from game.rules.record import replay
from game.rules.take_or_pass.cards import card_bits

GAME = get_game("take-or-pass")


def playout(players: int, seed: int, options=None, check=None):
    match = GAME.new_match(players, seed, options)
    rng = random.Random(seed)
    chips_total = sum(match.chips)
    while not match.is_over:
        legal = match.legal_moves()
        assert legal, "legal moves are never empty before the match ends"
        if check:
            check(match)
        match.apply_then_deal(rng.choice(legal))
        if not match.is_over:
            assert sum(match.chips) + match.pot == chips_total, "chips are conserved"
    return match


@settings(max_examples=60, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**32), games=st.integers(1, 3),
       open_chips=st.booleans())
def test_random_playouts_conform(players, seed, games, open_chips):
    taken = []

    def check(match):
        cards = sum(len(c) for c in match.cards)
        assert cards + len(match.pile) + 1 == 24
        taken.append(cards)
        # the bots' bitmasks mirror the cards, in the match and in a determinisation
        guess = match.determinize(match.to_move, random.Random(cards))
        for m in (match, guess):
            assert m.held == [card_bits(c) for c in m.cards]
            assert m.taken == card_bits([c for hand in m.cards for c in hand])

    match = playout(players, seed, {"games": games, "open_chips": open_chips}, check)
    assert match.number == games and match.winners
    summary = match.summary()
    assert sum(len(s["cards"]) for s in summary["seats"]) == 24, "all 24 cards end up taken"
    assert summary["card"] is None and summary["pile"] == 0


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**32), cut=st.integers(0, 200))
def test_record_round_trip_and_clone_independence(players, seed, cut):
    match = GAME.new_match(players, seed, {"games": 2})
    rng = random.Random(seed)
    for _ in range(cut):
        if match.is_over:
            break
        match.apply_then_deal(rng.choice(match.legal_moves()))
    replayed, error = replay(match.record())
    assert error is None
    assert replayed.summary() == match.summary()
    twin = match.clone()
    before = match.summary()
    while not twin.is_over:
        twin.apply_then_deal(rng.choice(twin.legal_moves()))
    assert match.summary() == before, "playing on a clone never changes the original"


def test_same_seed_same_match():
    a = playout(5, 1234, {"games": 3})
    b = playout(5, 1234, {"games": 3})
    assert a.record() == b.record() and a.summary() == b.summary()
    c = playout(5, 1235, {"games": 3})
    assert c.record() != a.record()


def test_view_never_shows_other_chips_when_hidden():
    match = playout(4, 9, {"games": 1})
    for seat in range(4):
        chips = match.view(seat).chips
        assert [c is not None for c in chips] == [s == seat for s in range(4)]
