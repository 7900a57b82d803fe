"""PASS deck data (P1), set classification (P3) and beating (P4) as pure functions."""
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.pass_game.deck import (
    BASE_DECK,
    BASIC,
    FIFTH_PLAYER_CARDS,
    KIND,
    UP,
    UP_COUNT,
    VALUES,
    deck_for,
)
from game.rules.pass_game.moves import beating_targets
from game.rules.pass_game.sets import (
    FIVE,
    FOUR,
    FULL_HOUSE,
    PAIR,
    PLAIN,
    STRAIGHT,
    THREE,
    TYPES,
    SetOnTable,
    classify,
    needed_augment,
    why_not_a_set,
)

V = {c: i for i, c in enumerate(VALUES)}


def vals(text: str) -> list[int]:
    """`"AA2"` -> value indexes."""
    return [V[c] for c in text]


def test_p1_deck_has_52_base_and_13_fifth_player_cards() -> None:
    assert len(BASE_DECK) == 52 and len(set(BASE_DECK)) == 52
    assert len(FIFTH_PLAYER_CARDS) == 13
    assert len(deck_for(4)) == 52 and len(deck_for(5)) == 65
    assert Counter(deck_for(5))["7>9"] == 2  # the swing 7>9 and the fifth-player 7>9


def test_p1_every_value_has_up_down_double_and_swing_cards() -> None:
    for value in VALUES:
        basics = [c for c in BASE_DECK if c != "START" and c.split(">")[0] == value]
        assert len(basics) == (3 if value == "2" else 4)
        assert f"{value}>{value}{value}" in basics
    assert "START" in BASE_DECK
    assert BASIC[KIND["START"]] == V["2"] and UP[KIND["START"]] == -1


def test_p1_faces_wrap_and_doubles_count_twice() -> None:
    assert UP[KIND["2>A"]] == V["A"] and UP[KIND["A>2"]] == V["2"]
    assert UP_COUNT[KIND["7>77"]] == 2 and UP_COUNT[KIND["7>8"]] == 1
    assert UP[KIND["A>AA"]] == V["A"] and UP_COUNT[KIND["A>AA"]] == 2


@pytest.mark.parametrize(
    ("shown", "kind", "rank"),
    [
        ("7", PLAIN, "7"), ("AA", PAIR, "A"), ("222", THREE, "2"), ("TTTT", FOUR, "T"),
        ("55555", FIVE, "5"), ("A2345", STRAIGHT, "5"), ("23456", STRAIGHT, "6"),
        ("TJQKA", STRAIGHT, "A"), ("77722", FULL_HOUSE, "7"), ("22777", FULL_HOUSE, "7"),
    ],
)
def test_p3_set_types_and_ranks(shown: str, kind: str, rank: str) -> None:
    assert classify(vals(shown)) == (kind, V[rank])


@pytest.mark.parametrize("shown", ["QKA23", "KA234", "78", "2345", "777222", "77889", "23457",
                                   "", "2222222"])
def test_p3_not_sets(shown: str) -> None:
    assert classify(vals(shown)) is None
    assert "set" in why_not_a_set(vals(shown))


def test_p3_straights_at_both_ends_rank_lowest_and_highest() -> None:
    low = classify(vals("A2345"))
    high = classify(vals("TJQKA"))
    assert low is not None and high is not None
    ranks = [classify(vals(VALUES[i:i + 5]))[1] for i in range(9)]  # type: ignore[index]
    assert low[1] < min(ranks) and high[1] == max(ranks)


@given(st.lists(st.integers(0, 12), min_size=1, max_size=5))
def test_p3_classify_matches_definition(values: list[int]) -> None:
    counts = sorted(Counter(values).values())
    s = sorted(values)
    straight = len(set(s)) == 5 and (s[-1] - s[0] == 4 or s == [0, 1, 2, 3, 12])
    expected = (len(counts) == 1) or straight or counts == [2, 3]
    assert (classify(values) is not None) == expected


ALL_TYPES = [PLAIN, PAIR, THREE, STRAIGHT, FULL_HOUSE]


@pytest.mark.parametrize("kind", ALL_TYPES)
def test_p4_four_beats_every_non_bomb_and_five_beats_four(kind: str) -> None:
    table = SetOnTable(0, kind, V["A"], 3)
    assert needed_augment(FOUR, V["2"], table) == 0
    assert needed_augment(FIVE, V["2"], table) == 0
    # a non-bomb of another type never beats it
    other = PAIR if kind != PAIR else THREE
    assert isinstance(needed_augment(other, V["A"], table), str)


def test_p4_bombs_over_lower_bombs_only() -> None:
    four = SetOnTable(0, FOUR, V["9"], 0)
    five = SetOnTable(0, FIVE, V["9"], 0)
    assert needed_augment(FOUR, V["T"], four) == 0
    assert "lower" in str(needed_augment(FOUR, V["8"], four))
    assert needed_augment(FIVE, V["2"], four) == 0
    assert "only a higher five" in str(needed_augment(FOUR, V["A"], five))
    assert needed_augment(FIVE, V["T"], five) == 0
    assert isinstance(needed_augment(PAIR, V["A"], four), str)


def test_p4_same_type_must_be_higher_or_tie_with_one_more_augment() -> None:
    table = SetOnTable(1, PAIR, V["A"], 0)
    assert needed_augment(PAIR, V["A"], table) == 1
    assert needed_augment(PAIR, V["A"], table._replace(augment=1)) == 2
    assert needed_augment(PAIR, V["K"], table) == "A pair of kings is lower than a pair of aces."
    assert str(needed_augment(THREE, V["A"], table)).endswith("not three of a kind.")


@pytest.mark.parametrize("augment", [0, 1, 2])
def test_p4_augment_chain_on_a_bomb(augment: int) -> None:
    table = SetOnTable(2, FOUR, V["7"], augment)
    assert needed_augment(FOUR, V["7"], table) == augment + 1


@given(st.sampled_from(TYPES), st.integers(0, 12), st.integers(0, 4))
def test_p4_generation_targets_agree_with_the_worded_check(t_kind: str, t_rank: int,
                                                          aug: int) -> None:
    if t_kind == STRAIGHT and t_rank < 3:
        t_rank = 3
    table = SetOnTable(0, t_kind, t_rank, aug)
    expected = set()
    for kind in TYPES:
        for rank in range(3 if kind == STRAIGHT else 0, 13):
            need = needed_augment(kind, rank, table)
            if not isinstance(need, str):
                expected.add((kind, rank, need))
    assert set(beating_targets(table)) == expected
    assert len(beating_targets(None)) == 7 * 13 - 3
