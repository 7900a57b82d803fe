"""PASS conformance over random playouts: every player count and variant combination."""
import json
import random
from collections import Counter
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.registry import get_game
from game.rules.pass_game.deck import START, deck_counts
from game.rules.pass_game.events import DealStarted, DealWon, MatchWon, SetPlayed
from game.rules.pass_game.match import PassMatch
from game.rules.pass_game.moves import CARD, Play
from game.rules.record import replay

GAME = get_game("pass")
VARIANTS = [{"win": w, "lack_of_pass": lack, "wildcard_pass": wild}
            for w, lack, wild in product(("crowns", "points"), (False, True), (False, True))]


def label(card: str) -> str:
    return card.rstrip("^")


def check_conservation(m: PassMatch, played: Counter) -> None:
    """Cards in hands + unused + played this deal = the deck; tokens total 36."""
    held = Counter(c for s in range(m.players) for c in m.hand(s))
    assert held + Counter(m.unused) + played == deck_counts(m.players)
    assert sum(m.tokens) + m.supply + m.on_table == 36
    assert min(m.tokens) >= 0 and m.supply >= 0


def playout(players: int, seed: int, options: dict) -> PassMatch:
    """A random match, checking the invariants after every move."""
    m: PassMatch = GAME.new_match(players, seed, options)  # type: ignore[assignment]
    rng = random.Random(seed)
    played: Counter = Counter()
    moves_this_deal = 0
    while not m.is_over:
        legal = m.legal_moves()
        assert legal, "no legal move before the match is over"
        move = rng.choice(legal)
        assert GAME.parse_move(str(move)) == move
        seat = m.to_move
        events = m.apply_then_deal(move)
        moves_this_deal += 1
        assert moves_this_deal < 1500, "a deal that never ends"
        for event in events:
            if isinstance(event, SetPlayed):
                assert event.seat == seat
                played.update(label(c) for c in event.cards)
            if isinstance(event, DealWon):
                assert sum(event.awards) > 0 and event.hands[event.seat] == ()
            if isinstance(event, DealStarted):
                assert event.number == m.number and m.tokens == [1] * players
                played, moves_this_deal = Counter(), 0
            if isinstance(event, MatchWon):
                assert list(event.winners) == m.winners
        check_conservation(m, played)
    return m


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_random_playouts_conserve_cards_and_tokens(players: int, variant: int) -> None:
    options = VARIANTS[variant]
    m = playout(players, 100 * players + variant, options)
    assert len(m.winners) == 1 and m.to_move is None and m.legal_moves() == []
    if options["win"] == "crowns":
        assert m.crowns[m.winners[0]] == 3 and max(m.crowns) == 3
        assert sum(m.crowns) == m.number
    else:
        assert max(m.points) >= 10 and m.points[m.winners[0]] == max(m.points)
        assert sum(m.points) == m.number * (7 if players > 2 else 6)
    summary = m.summary()
    json.dumps(summary)
    again, error = replay(json.loads(json.dumps(m.record())))
    assert error is None and again.summary() == summary


@pytest.mark.parametrize("players", [2, 5])
def test_same_seed_same_match(players: int) -> None:
    assert playout(players, 9, VARIANTS[3]).record() == playout(players, 9, VARIANTS[3]).record()
    assert GAME.new_match(players, 1).summary() != GAME.new_match(players, 2).summary()


def test_clone_is_independent() -> None:
    m: PassMatch = GAME.new_match(4, 5, {"wildcard_pass": True})  # type: ignore[assignment]
    rng = random.Random(5)
    for _ in range(60):
        copy = m.clone()
        before = m.summary()
        move = rng.choice(m.legal_moves())
        copy.apply_then_deal(move)
        assert m.summary() == before
        m.apply_then_deal(move)
        assert copy.summary() == m.summary() and copy.record() == m.record()
        if m.is_over:
            break


def test_views_hide_other_hands() -> None:
    m: PassMatch = GAME.new_match(3, 4)  # type: ignore[assignment]
    public = m.view(None)
    assert public.hand is None and public.hand_sizes == (13, 13, 13)
    for seat in range(3):
        view = m.view(seat)
        assert view.hand == tuple(m.hand(seat)) and view.seat == seat
        assert view.to_move == m.to_move and view.supply == 33


@pytest.mark.parametrize("players", [2, 3, 5])
def test_determinize_keeps_what_the_seat_knows(players: int) -> None:
    m: PassMatch = GAME.new_match(players, 8)  # type: ignore[assignment]
    rng = random.Random(1)
    for _ in range(7):
        m.apply_then_deal(rng.choice(m.legal_moves()))
    seat = (m.start_holder + 1) % players
    unseen = Counter(m.unused) + sum((Counter(m.hand(s)) for s in range(players) if s != seat),
                                     Counter())
    changed = False
    for i in range(5):
        d = m.determinize(seat, random.Random(i))
        assert d.hand(seat) == m.hand(seat) and d.summary()["trick"] == m.summary()["trick"]
        assert [len(d.hand(s)) for s in range(players)] == [len(m.hand(s)) for s in range(players)]
        assert Counter(d.unused) + sum((Counter(d.hand(s)) for s in range(players) if s != seat),
                                       Counter()) == unseen
        if START in m.hand(m.start_holder):
            assert START in d.hand(m.start_holder)
        changed |= any(d.hand(s) != m.hand(s) for s in range(players))
        d.apply_then_deal(random.Random(i).choice(d.legal_moves()))
    assert changed


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.integers(2, 5), st.integers(0, 10**6), st.integers(0, 40), st.randoms(),
       st.booleans(), st.booleans())
def test_why_illegal_agrees_with_legal_moves(players: int, seed: int, steps: int,
                                             rng: random.Random, lack: bool, wild: bool) -> None:
    m = GAME.new_match(players, seed, {"lack_of_pass": lack, "wildcard_pass": wild})
    for _ in range(steps):
        if m.is_over:
            return
        m.apply_then_deal(rng.choice(m.legal_moves()))
    legal = set(m.legal_moves())
    hand = m.hand(m.to_move)
    for _ in range(30):
        cards = rng.sample(hand, rng.randint(1, min(5, len(hand))))
        cards = [c + "^" if c + "^" in CARD and rng.random() < 0.3 else c for c in cards]
        move = Play.of(cards, rng.choice([0, 0, 1, 2]),
                       rng.choice([None, rng.randrange(13)]) if wild else None)
        assert (m.why_illegal(move) is None) == (move in legal), str(move)
