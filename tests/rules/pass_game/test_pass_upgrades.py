"""Same-kind sets that need an upgrade (game/rules/pass_game/upgrades.py), which expert's
PASS tree and playouts play: each is legal, comes with what the rules' own check says
of it, and every such set the full move list has is there."""
from __future__ import annotations

import random

from bot_helpers import random_state
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.pass_game import upgrades
from game.rules.pass_game.basic import value_counts
from game.rules.pass_game.check import check_play
from game.rules.pass_game.deck import ACE, KIND, VALUES
from game.rules.pass_game.moves import Play
from game.rules.pass_game.sets import FIVE, FOUR, PAIR, PLAIN, SAME_KIND, THREE, SetOnTable
from game.rules.pass_game.upgrades import upgrade_options

OPTIONS = st.sampled_from([None, {"lack_of_pass": True}, {"wildcard_pass": True}])


def hand_of(*labels: str) -> dict[int, int]:
    hand: dict[int, int] = {}
    for label in labels:
        hand[KIND[label]] = hand.get(KIND[label], 0) + 1
    return hand


def sets(hand: dict[int, int], tokens: int = 1, table: SetOnTable | None = None,
         lack: bool = False) -> dict[tuple[str, str], tuple[str, ...]]:
    """(type, value) -> cards of each listed set."""
    return {(shape[0], VALUES[shape[1]]): play.cards
            for shape, play, _ in upgrade_options(hand, value_counts(hand), tokens, table, lack)}


def test_an_upgrade_makes_pairs_a_hand_cannot_make_on_basic_sides() -> None:
    found = sets(hand_of("7>8", "8>7"))
    assert found[PAIR, "8"] == ("7>8^", "8>7")
    assert found[PAIR, "7"] == ("7>8", "8>7^")
    assert (PLAIN, "8") not in found, "a single 8 needs no token"
    assert (THREE, "8") not in found
    assert sets(hand_of("7>8"))[PLAIN, "8"] == ("7>8^",)


def test_a_double_shows_two_only_when_the_count_needs_it() -> None:
    found = sets(hand_of("7>77", "7>77"))
    assert (PAIR, "7") not in found, "two basic 7s make the pair without a token"
    assert sorted(found[THREE, "7"]) == ["7>77", "7>77^"]
    assert found[FOUR, "7"] == ("7>77^", "7>77^")
    assert (FIVE, "7") not in found


def test_bombs_from_upgrades_use_every_basic_card() -> None:
    found = sets(hand_of("9>8", "9>99", "8>9", "T>9", "K>Q"))
    assert sorted(found[FOUR, "9"]) == ["8>9^", "9>8", "9>99", "T>9^"]
    assert sorted(found[FIVE, "9"]) == ["8>9^", "9>8", "9>99^", "T>9^"], "the double shows two"


def test_the_table_decides_what_beats_it() -> None:
    hand = hand_of("7>8", "8>7", "8>88")
    on_pair_of_8s = sets(hand, table=SetOnTable(1, PAIR, VALUES.index("8"), 0))
    assert (PAIR, "8") not in on_pair_of_8s and (PLAIN, "8") not in on_pair_of_8s
    assert (FOUR, "8") in on_pair_of_8s, "a bomb beats any pair"
    on_four = sets(hand, table=SetOnTable(1, FOUR, VALUES.index("9"), 0))
    assert on_four == {}


def test_ace_pair_goes_alone_and_beats_lower_pairs() -> None:
    hand = hand_of("A>AA", "K>A")
    assert sets(hand)[PAIR, "A"] == ("A>AA^",)
    assert sets(hand, table=SetOnTable(1, PAIR, VALUES.index("K"), 0))[PAIR, "A"] == ("A>AA^",)
    assert (PAIR, "A") not in sets(hand, table=SetOnTable(1, PAIR, VALUES.index("A"), 0))
    assert (THREE, "A") not in sets(hand), "upgraded, A>AA is never part of a bigger set"


def test_no_token_no_upgrade_and_lack_of_pass_charges_per_card() -> None:
    hand = hand_of("7>8", "9>8", "8>7")
    assert sets(hand, tokens=0) == {}
    assert (THREE, "8") in sets(hand, tokens=1)
    assert (THREE, "8") not in sets(hand, tokens=1, lack=True), "two upgraded cards, 2 tokens"
    assert (THREE, "8") in sets(hand, tokens=2, lack=True)


@settings(max_examples=120, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 120),
       options=OPTIONS, tokens=st.integers(0, 4))
def test_every_set_is_legal_as_the_rules_check_it_and_none_is_missing(
        players: int, seed: int, steps: int, options: dict | None, tokens: int) -> None:
    match = random_state("pass", players, seed, steps, options)
    if match.is_over or match.between_deals:
        return
    seat = match.to_move
    match.tokens[seat] = tokens
    match._legal = None  # the token count was set by hand: drop the match's private cache
    hand = match.hands[seat]
    counts = value_counts(hand)
    listed = upgrade_options(hand, counts, tokens, match.last, match.lack)
    for shape, play, info in listed:
        assert check_play(play, hand, tokens, match.last, match.lack, match.wild) == info
        assert shape[:4] == (info.kind, info.rank, len(play.cards), info.cost)
        assert info.upgrade >= 1 and counts[info.rank] < _size(info.kind)
    # Every same-kind set the full list makes only with an upgrade is listed once (a
    # pair of aces twice when A>AA alone and A>AA with another ace both make one).
    wanted = {(info.kind, info.rank) for info in _upgraded_same_kind(match, hand, tokens)
              if counts[info.rank] < _size(info.kind)}
    got = [(shape[0], shape[1]) for shape, _, _ in listed]
    assert set(got) == wanted
    assert got.count((PAIR, ACE)) <= 2
    assert len(got) == len(wanted) + (got.count((PAIR, ACE)) == 2)


def test_random_play_of_upgrades_keeps_the_rules_happy() -> None:
    """Played through `apply` without a second check, they leave the same state as the
    checked path would."""
    rng = random.Random(7)
    for seed in range(6):
        match = random_state("pass", 2 + seed % 4, seed, 0)
        for _ in range(80):
            if match.is_over:
                break
            if match.between_deals:
                match.start_next_deal()
                continue
            seat = match.to_move
            hand = match.hands[seat]
            listed = upgrade_options(hand, value_counts(hand), match.tokens[seat], match.last,
                                     match.lack)
            if not listed:
                match.apply(rng.choice(match.legal_moves()))
                continue
            _, play, info = rng.choice(listed)
            checked = match.clone()
            checked.apply(Play(play.cards))
            match.apply(match.known_move(play, info))
            assert match.summary() == checked.summary() and match.hands == checked.hands


def _size(kind: str) -> int:
    return next(n for n, k in SAME_KIND.items() if k == kind)


def _upgraded_same_kind(match, hand: dict[int, int], tokens: int) -> list:
    """What the rules say of each legal same-kind play that upgrades, no augment or wild."""
    out = []
    for move in match.legal_moves():
        if not isinstance(move, Play) or move.augment or move.wild is not None:
            continue
        info = check_play(move, hand, tokens, match.last, match.lack, match.wild)
        if info.upgrade and info.kind in SAME_KIND.values():
            out.append(info)
    return out


def test_the_cache_of_built_sets_starts_again_at_its_limit(monkeypatch) -> None:
    monkeypatch.setattr(upgrades, "_BUILT", {})
    monkeypatch.setattr(upgrades, "BUILT_LIMIT", 3)
    hand = hand_of("7>8", "8>7", "9>8", "8>9", "T>9")
    first = upgrade_options(hand, value_counts(hand), 1, None, False)
    assert len(first) > 3 and 0 < len(upgrades._BUILT) <= 3
    again = upgrade_options(hand, value_counts(hand), 1, None, False)
    assert [play for _, play, _ in again] == [play for _, play, _ in first]
