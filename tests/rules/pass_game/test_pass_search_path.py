"""The search's path through PASS: basic-side plays (game/rules/pass_game/basic.py),
apply and advance without a second check, hand sizes kept current, determinisations
and playouts that stop on the finished deal."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from bot_helpers import random_state
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.heuristics import heuristics_for
from game.rules.base import IllegalMove
from game.rules.pass_game import match as match_module
from game.rules.pass_game.basic import basic_options, basic_play, value_counts
from game.rules.pass_game.check import check_play
from game.rules.pass_game.deck import BASIC, LABELS, deck_counts, hand_order
from game.rules.pass_game.match import PassMatch
from game.rules.pass_game.moves import PASS, Play
from game.rules.pass_game.sets import FULL_HOUSE, SetOnTable

OPTIONS = st.sampled_from([None, {"win": "points"},
                           {"lack_of_pass": True, "wildcard_pass": True}])


def state(players: int, seed: int, steps: int, options: dict | None) -> PassMatch:
    """A PASS match after up to `steps` random legal moves, mid-deal."""
    return random_state("pass", players, seed, steps, options)  # type: ignore[return-value]


def snapshot(match: PassMatch) -> tuple:
    """Everything a move can change, as plain data."""
    return (match.summary(), match.record(), match.view_all(), match.sizes, match.hands)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 120),
       options=OPTIONS)
def test_basic_options_are_legal_and_built_as_the_checker_sees_them(
        players: int, seed: int, steps: int, options: dict | None) -> None:
    match = state(players, seed, steps, options)
    seat = match.to_move
    hand = match.hands[seat]
    legal = set(match.legal_moves())
    options_found = list(basic_options(value_counts(hand), match.last))
    if match.last is None:
        assert options_found  # a leader can always play some card on its basic side
    for option in options_found:
        play, info = basic_play(hand, option)
        assert play in legal, str(play)
        assert play == Play.of(play.cards)  # canonical, as the record prints it
        assert info == check_play(play, hand, match.tokens[seat], match.last,
                                  match.lack, match.wild)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 120),
       options=OPTIONS)
def test_basic_options_miss_no_type_and_rank_a_token_free_play_has(
        players: int, seed: int, steps: int, options: dict | None) -> None:
    """Per type and rank one option is enough: the scores only see values (for a full
    house the lowest pair is the one to give up)."""
    match = state(players, seed, steps, options)
    hand = match.hands[match.to_move]
    listed = {(o[0], o[1]) for o in basic_options(value_counts(hand), match.last)}
    for move in match.legal_moves():
        if move == PASS or move.augment or move.wild is not None:
            continue
        if any(card.endswith("^") for card in move.cards):
            continue
        info = check_play(move, hand, 0, match.last, match.lack, match.wild)
        assert (info.kind, info.rank) in listed, str(move)
        if info.kind == FULL_HOUSE:  # the listed one keeps the pairs above the lowest
            pairs = [v for v, n in enumerate(value_counts(hand)) if n >= 2 and v != info.rank]
            listed_pair = next(o for o in basic_options(value_counts(hand), match.last)
                               if o[:2] == (FULL_HOUSE, info.rank))[4]
            assert min(pairs) in dict(listed_pair)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 120),
       options=OPTIONS, pick=st.integers(0, 50))
def test_applying_a_built_play_is_applying_the_same_play_checked(
        players: int, seed: int, steps: int, options: dict | None, pick: int) -> None:
    match = state(players, seed, steps, options)
    hand = match.hands[match.to_move]
    found = list(basic_options(value_counts(hand), match.last))
    fast, checked = match.clone(), match.clone()
    built = fast.basic_move(found[pick % len(found)]) if found else PASS
    events = fast.apply(built)
    same = Play.of(list(reversed(built.cards))) if found else PASS  # equal, never built here
    assert checked.apply(same) == events
    assert snapshot(fast) == snapshot(checked)
    advanced, dealt = match.clone(), match.clone()
    advanced.advance(advanced.basic_move(found[pick % len(found)]) if found else PASS)
    dealt.apply_then_deal(same)
    assert snapshot(advanced) == snapshot(dealt)


def plain_pick(hand: dict[int, int], option: tuple) -> tuple[Play, dict[int, int]]:
    """`basic_play`'s cards as its docstring says: for each value the option uses, the
    first cards of that value in the hand's order."""
    used: dict[int, int] = {}
    for value, need in option[4]:
        for kind, held in hand.items():
            if BASIC[kind] == value and need:
                used[kind] = min(need, held)
                need -= used[kind]
    return Play.of([LABELS[k] for k, n in used.items() for _ in range(n)]), used


@settings(max_examples=80, deadline=None)
@given(kinds=st.lists(st.integers(0, len(LABELS) - 1), min_size=1, max_size=20),
       counts=st.lists(st.integers(1, 5), min_size=20, max_size=20), table=st.sampled_from(
           [None, SetOnTable(1, "plain", 2, 0), SetOnTable(1, "pair", 0, 0),
            SetOnTable(1, "straight", 4, 0), SetOnTable(1, "full house", 1, 0)]))
def test_basic_play_picks_the_first_cards_of_each_value_in_the_hands_order(
        kinds: list[int], counts: list[int], table: SetOnTable | None) -> None:
    """Hands in any order, with several cards of a kind (a deck could repeat a label)."""
    hand = {kind: counts[i] for i, kind in enumerate(dict.fromkeys(kinds))}
    for option in basic_options(value_counts(hand), table):
        play, info = basic_play(hand, option)
        picked, used = plain_pick(hand, option)
        assert play == picked and info.used == used
        assert (info.kind, info.rank, info.augment, info.upgrade, info.wild) == (
            option[0], option[1], 0, 0, None)


def test_a_built_play_is_trusted_only_in_the_position_it_was_built_for() -> None:
    match = state(2, 3, 0, None)
    leader = match.to_move
    low = next(o for o in basic_options(value_counts(match.hands[leader]), None)
               if o[:2] == ("plain", 0))
    built = match.basic_move(low)
    copy = match.clone()
    match.apply(built)
    # Next seat: a single 2 only ties a single 2; the built play is checked again.
    with pytest.raises(IllegalMove) as refused:
        match.apply(built)
    assert str(refused.value) == match.why_illegal(built) is not None
    copy.apply(built)  # the copy stayed in the position it was built for: legal there
    assert copy.moves == match.moves


def test_a_checked_play_is_checked_once_for_the_copies_in_its_position(monkeypatch) -> None:
    """The root's plays: every determinisation for the seat to move keeps its hand, so a
    play checked in one is known in the next; one for another seat checks again."""
    checks = []

    def counting(*args: object) -> object:
        checks.append(args[0])
        return check_play(*args)

    match = state(3, 11, 4, None)
    seat = match.to_move
    play = next(m for m in match.legal_moves() if m != PASS)
    rng = random.Random(5)
    other = match.determinize((seat + 1) % 3, rng)  # re-deals the mover's hand too
    while other.why_illegal(play) is not None:
        other = match.determinize((seat + 1) % 3, rng)
    monkeypatch.setattr(match_module, "check_play", counting)
    for _ in range(5):
        guess = match.determinize(seat, rng)
        assert guess.hands[seat] == match.hands[seat] and guess.hands != match.hands
        guess.advance(play)
        assert guess.moves[-1] == play
    assert checks == [play]
    other.advance(play)
    assert checks == [play, play]
    copy = match.clone()
    copy.apply(play)
    match.apply(play)
    assert checks == [play, play] and snapshot(copy) == snapshot(match)


def test_what_is_known_stays_with_the_position_it_was_learnt_in() -> None:
    """A copy left behind in a position can learn a play there after the match moved on:
    the match must not trust it in its new position."""
    match = state(2, 4, 9, None)
    assert match.last is not None  # mid-trick, so the seat to move may pass
    play = next(m for m in match.legal_moves() if m != PASS)
    behind = match.clone()
    match.apply(PASS)
    behind.apply(play)  # checked in the old position, and known there
    with pytest.raises(IllegalMove) as refused:  # the other seat does not hold those cards
        match.apply(play)
    assert str(refused.value) == match.why_illegal(play) is not None


def test_a_determinisation_for_another_seat_checks_the_movers_plays_again() -> None:
    match = state(2, 6, 3, None)
    seat = match.to_move
    play = next(m for m in match.legal_moves() if m != PASS)
    match.clone().apply(play)  # known in this position for the mover's own hand
    rng = random.Random(0)
    guess = match.determinize(1 - seat, rng)
    while guess.why_illegal(play) is None:  # until the mover's hand is re-dealt without it
        guess = match.determinize(1 - seat, rng)
    with pytest.raises(IllegalMove):
        guess.apply(play)


def test_malformed_moves_are_refused_with_the_checkers_words_while_plays_are_built() -> None:
    match = state(3, 5, 10, None)
    hand = match.hands[match.to_move]
    match.basic_move(next(basic_options(value_counts(hand), match.last)))
    before = snapshot(match)
    for bad in (Play(["no such card"]), Play((["7>8"],)), Play(("9>9",))):  # type: ignore[arg-type]
        with pytest.raises(IllegalMove) as refused:
            match.apply(bad)
        assert str(refused.value) == match.why_illegal(bad)
    assert snapshot(match) == before


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 200),
       options=OPTIONS)
def test_hand_sizes_stay_the_cards_held(players: int, seed: int, steps: int,
                                        options: dict | None) -> None:
    match = state(players, seed, steps, options)
    assert match.sizes == [sum(h.values()) for h in match.hands]
    for seat, hand in enumerate(match.hands):
        labels = [LABELS[kind] for kind, n in hand.items() for _ in range(n)]
        assert match.hand(seat) == sorted(labels, key=hand_order)
    guess = match.determinize(match.to_move, random.Random(seed))
    assert guess.sizes == [sum(h.values()) for h in guess.hands] == match.sizes


@pytest.mark.parametrize("players", [2, 4, 5])
def test_playouts_from_a_determinisation_deal_on_and_keep_the_deck(players: int) -> None:
    """A determinisation plays on by itself (seeding its own generator when it deals
    again): the real match does not change and the next deal is a whole deck."""
    rules = heuristics_for("pass")
    match = state(players, players, 30, None)
    before = snapshot(match)
    guess = match.determinize(match.to_move, random.Random(1))
    number = guess.number
    rng = random.Random(2)
    while guess.number == number and not guess.is_over:
        guess.apply_then_deal(rules.playout_move(guess, rng))
    assert snapshot(match) == before  # the real match shares nothing that changed
    if not guess.is_over:
        cards = Counter(guess.unused) + sum((Counter(guess.hand(s)) for s in range(players)),
                                            Counter())
        assert cards == deck_counts(players)
        assert guess.sizes == [13] * players


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 200),
       options=OPTIONS)
def test_a_playout_stops_on_the_finished_deal_valued_as_if_dealt(
        players: int, seed: int, steps: int, options: dict | None) -> None:
    rules = heuristics_for("pass")
    match = state(players, seed, steps, options)
    rules.playout(match, random.Random(seed), 10_000)  # deep enough to finish the deal
    assert match.between_deals or match.is_over
    if match.between_deals:
        dealt = match.clone()
        dealt.start_next_deal()
        assert rules.evaluate(match) == rules.evaluate(dealt)
