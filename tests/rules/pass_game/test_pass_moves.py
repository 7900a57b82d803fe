"""PASS move notation and legal-play generation, checked against brute force."""
import random
from itertools import product

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.registry import get_game
from game.rules.base import IllegalMove
from game.rules.pass_game.check import PlayInfo, check_play
from game.rules.pass_game.deck import BASE_DECK, VALUES, deck_for
from game.rules.pass_game.moves import CARD, PASS, Play, hand_kinds, legal_plays, parse_move
from game.rules.pass_game.sets import TYPES, SetOnTable

GAME = get_game("pass")
V = {c: i for i, c in enumerate(VALUES)}


def test_notation_prints_rules_example_and_reads_it_back() -> None:
    move = Play.of(["A>4", "2>A^"], augment=2)
    assert str(move) == "play 2>A^ A>4 augment 2"
    assert GAME.parse_move("play 2>A^ A>4 augment 2") == move
    assert GAME.parse_move("play A>4 2>A^ augment 2") == move  # same play, canonical order
    wild = GAME.parse_move("play 7>8 7>8 wild 7")
    assert wild == Play(("7>8", "7>8"), 0, V["7"]) and str(wild) == "play 7>8 7>8 wild 7"
    assert GAME.parse_move("pass") == PASS and str(PASS) == "pass"
    assert str(GAME.parse_move("play A>AA^ augment 1")) == "play A>AA^ augment 1"


def test_canonical_order_is_shown_value_then_label() -> None:
    move = Play.of(["2>A^", "K>A", "START", "A>2^"])
    assert move.cards == ("A>2^", "START", "K>A", "2>A^")


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("", "Write 'pass' or 'play'"),
        ("fold", "Cannot read"),
        ("play", "Name the cards"),
        ("pass now", "Cannot read"),
        ("play 7>7", "'7>7' is not a PASS card"),
        ("play 7>8 augment", "followed by a number"),
        ("play 7>8 augment x", "followed by a number"),
        ("play 7>8 wild 1", "followed by a value"),
        ("play 7>8 wild 7 wild 8", "Only one wild card"),
        ("play 7>8 augment 1 augment 2", "once"),
    ],
)
def test_unreadable_moves_say_what_was_expected(text: str, needle: str) -> None:
    with pytest.raises(IllegalMove, match=needle):
        GAME.parse_move(text)


def brute_force(hand: list[str], tokens: int, table: SetOnTable | None, lack: bool,
                wild: bool) -> set[Play]:
    """Every legal play found by trying every card subset, side, augment and wild."""
    kinds = hand_kinds(hand)
    sides = [[None, c] + ([c + "^"] if c + "^" in CARD else []) for c in hand]
    found: set[Play] = set()
    augments = range(4) if table else range(1)
    wilds = [None, *range(13)] if wild else [None]
    for choice in product(*sides):
        cards = [c for c in choice if c is not None]
        if len(cards) > 5:
            continue
        for augment, named in product(augments, wilds):
            play = Play.of(cards, augment, named)
            if isinstance(check_play(play, kinds, tokens, table, lack, wild), PlayInfo):
                found.add(play)
    return found


tables = st.one_of(st.none(), st.builds(SetOnTable, st.just(1), st.sampled_from(TYPES),
                                        st.integers(0, 12), st.integers(0, 2)))


@settings(max_examples=40, deadline=None)
@example(['2>3', '3>4', 'J>Q', 'Q>K', 'A>AA'], 1, SetOnTable(1, "straight", 0, 0), False, False)
@given(st.lists(st.sampled_from(deck_for(5)), min_size=1, max_size=6), st.integers(0, 7),
       tables, st.booleans(), st.booleans())
def test_generation_matches_brute_force(hand: list[str], tokens: int,
                                        table: SetOnTable | None, lack: bool, wild: bool) -> None:
    if any(hand.count(c) > deck_for(5).count(c) for c in hand):
        hand = list(dict.fromkeys(hand))
    generated = legal_plays(hand_kinds(hand), tokens, table, lack, wild)
    assert len(generated) == len(set(generated)), "duplicates in legal plays"
    assert set(generated) == brute_force(hand, tokens, table, lack, wild)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_generation_matches_brute_force_on_bigger_hands(seed: int) -> None:
    rng = random.Random(seed)
    hand = rng.sample(BASE_DECK, 7 if seed == 2 else 8)  # wilds multiply the brute force
    for table in (None, SetOnTable(1, "pair", V["7"], 0), SetOnTable(1, "straight", V["9"], 0)):
        generated = legal_plays(hand_kinds(hand), 4, table, seed == 1, seed == 2)
        assert set(generated) == brute_force(hand, 4, table, seed == 1, seed == 2)


def test_same_label_cards_are_listed_once() -> None:
    hand = hand_kinds(["7>9", "7>9", "9>7"])
    plays = legal_plays(hand, 1, None)
    texts = [str(p) for p in plays]
    assert texts.count("play 7>9") == 1 and texts.count("play 7>9^ 7>9^") == 1
    # pairs of 9s and of 7s, each from both labels
    assert "play 7>9^ 9>7" in texts and "play 7>9 9>7^" in texts
    assert len(texts) == len(set(texts))


def test_every_listed_move_reads_back_from_its_notation() -> None:
    hand = hand_kinds(random.Random(5).sample(BASE_DECK, 13))
    plays = legal_plays(hand, 5, None, False, True)
    assert len(plays) > 100
    for play in plays:
        assert parse_move(str(play)) == play


@given(st.text(max_size=40) | st.lists(st.sampled_from(
    ["play", "pass", "augment", "wild", "7>8", "2>A^", "START^", "A>AA^", "1", "²", "T", "10"]),
    max_size=7).map(" ".join))
def test_any_text_parses_or_is_refused_with_illegal_move(text: str) -> None:
    try:
        move = GAME.parse_move(text)
    except IllegalMove as exc:
        assert str(exc)
    else:
        assert GAME.parse_move(str(move)) == move
