"""PASS scripted scenarios with exact hands: the rulebook's token example, P2, P5-P8."""
import random
from collections import Counter

import pytest
from pass_deals import deal_with

from game.registry import get_game
from game.rules.base import BadRecord
from game.rules.pass_game.deck import BASE_DECK, START, deck_counts
from game.rules.pass_game.events import (
    DealStarted,
    DealWon,
    MatchWon,
    Passed,
    SetPlayed,
    TokenGained,
    TokenSpent,
    TrickWon,
)
from game.rules.pass_game.match import PassMatch

GAME = get_game("pass")


def start(players: int, fixed: dict[int, list[str]], options: dict | None = None,
          repeat: int = 1) -> PassMatch:
    """A match whose first `repeat` deals give these seats these cards."""
    deal = deal_with(players, fixed)
    return GAME.new_match(players, 7, options, [deal] * repeat)  # type: ignore[return-value]


def run(match: PassMatch, *moves: str) -> list:
    """Apply moves in notation; return all their events."""
    events: list = []
    for text in moves:
        events += match.apply_text(text)
    return events


def test_rulebook_token_example_four_players() -> None:
    # Peter 0, Yu-cin 1, Wang 2, AG 3. Two warm-up tricks give the others tokens.
    m = start(4, {0: [START, "3>4", "A>2", "A>K"], 2: ["A>AA"], 3: ["2>A", "A>4"]})
    assert m.to_move == 0 and m.tokens == [1, 1, 1, 1] and m.supply == 32
    run(m, "play START", "pass", "pass", "pass", "play 3>4", "pass", "pass", "pass")
    assert m.tokens == [1, 3, 3, 3] and m.supply == 26 and m.to_move == 0
    run(m, "play A>2 A>K")                      # Peter: a pair of aces
    assert m.summary()["trick"]["last"] == {"seat": 0, "type": "pair", "rank": "A", "augment": 0}
    assert run(m, "pass") == [Passed(1), TokenGained(1, "pass", 1)]   # Yu-cin
    assert m.tokens == [1, 4, 3, 3] and m.to_move == 2
    events = run(m, "play A>AA^ augment 1")    # Wang: upgrade + augment once
    assert events == [SetPlayed(2, ("A>AA^",), "pair", 12, 1, 1, None),
                      TokenSpent(2, "upgrade", 1), TokenSpent(2, "augment", 1)]
    assert m.tokens == [1, 4, 1, 3] and m.to_move == 3  # Yu-cin passed: skipped later
    run(m, "play 2>A^ A>4 augment 2")          # AG: upgrade the 2, augment twice
    assert m.tokens == [1, 4, 1, 0] and m.on_table == 5 and m.to_move == 0
    run(m, "pass")                              # Peter
    assert m.tokens == [2, 4, 1, 0] and m.to_move == 2
    events = run(m, "pass")                     # Wang; AG is the only one left
    assert events[-1] == TrickWon(3, 5)
    assert m.tokens == [2, 4, 2, 0] and m.supply == 28 and m.on_table == 0
    assert m.to_move == 3 and m.leader == 3 and m.summary()["trick"]["last"] is None
    assert sum(m.tokens) + m.supply == 36


def test_p2_five_players_share_all_65_cards() -> None:
    m = GAME.new_match(5, 3)
    held = Counter(c for s in range(5) for c in m.hand(s))
    assert held == deck_counts(5) and all(len(m.hand(s)) == 13 for s in range(5))
    assert m.unused == [] and m.supply == 31 and m.tokens == [1] * 5


def test_p2_four_players_use_the_52_card_deck() -> None:
    m = GAME.new_match(4, 3)
    assert Counter(c for s in range(4) for c in m.hand(s)) == deck_counts(4)


def packets(seed: int, players: int) -> list[list[str]]:
    """The four packets the match's RNG deals for this seed."""
    deck = list(BASE_DECK)
    random.Random(seed).shuffle(deck)
    return [sorted(deck[i * 13:(i + 1) * 13]) for i in range(4)]


def test_p2_two_players_both_swap_when_nobody_holds_start() -> None:
    seen = set()
    for seed in range(40):
        m = GAME.new_match(2, seed)
        p = packets(seed, 2)
        hands = [sorted(m.hand(0)), sorted(m.hand(1))]
        assert any(START in h for h in hands)
        if m.swapped:
            assert m.swapped == (0, 1) and hands == p[2:4]
        else:
            assert hands == p[0:2]
        assert sorted(m.unused + hands[0] + hands[1]) == sorted(BASE_DECK)
        seen.add(m.swapped)
    assert seen == {(), (0, 1)}


def test_p2_three_players_one_random_player_swaps() -> None:
    swappers = set()
    for seed in range(60):
        m = GAME.new_match(3, seed)
        assert any(START in m.hand(s) for s in range(3))
        if m.swapped:
            (seat,) = m.swapped
            assert sorted(m.hand(seat)) == packets(seed, 3)[3]
            swappers.add(seat)
    assert swappers == {0, 1, 2}


def test_p2_start_holder_leads_and_need_not_play_start() -> None:
    m = start(3, {1: [START, "9>T"]})
    assert m.to_move == 1 and m.leader == 1
    assert GAME.parse_move("play 9>T") in m.legal_moves()


def test_p2_tokens_reset_to_one_each_at_every_deal() -> None:
    m = start(3, SEAT1_WINS)
    run(m, *SEAT1_SCRIPT)
    assert m.start_next_deal() == [DealStarted(2, m.leader, m.swapped)]
    assert m.tokens == [1, 1, 1] and m.supply == 33 and m.number == 2 and m.on_table == 0


@pytest.mark.parametrize(
    ("deal", "needle"),
    [
        ({"hands": [["2>3"] * 13]}, "must give 2 hands"),
        ({"hand": []}, "only 'hands'"),
        ({"hands": [list(BASE_DECK[:13]), list(BASE_DECK[13:25])]}, "exactly 13 cards"),
        ({"hands": [list(BASE_DECK[:12]) + ["7>7"], list(BASE_DECK[13:26])]}, "'7>7' is not"),
        ({"hands": [list(BASE_DECK[:12]) + ["2>4"], list(BASE_DECK[13:26])]}, "fifth-player"),
        ({"hands": [list(BASE_DECK[:13]), list(BASE_DECK[:13])]}, "appears 2 times"),
        ({"hands": [list(BASE_DECK[:13]), list(BASE_DECK[13:26])]}, "nobody holds START"),
    ],
)
def test_p2_explicit_deals_are_checked_up_front(deal: dict, needle: str) -> None:
    with pytest.raises(BadRecord, match=needle):
        GAME.new_match(2, 1, None, [deal])


def test_p5_upgrade_costs_one_token_for_any_number_of_cards() -> None:
    m = start(3, {0: [START, "2>3", "4>3"]})
    events = run(m, "play 2>3^ 4>3^")
    assert events[1:] == [TokenSpent(0, "upgrade", 1)]
    assert m.tokens == [0, 1, 1] and m.on_table == 1 and m.supply == 33
    run(m, "pass")
    events = run(m, "pass")
    assert events[-1] == TrickWon(0, 1) and m.supply == 32 and m.tokens == [0, 2, 2]


def test_p5_five_of_a_kind_gains_a_token() -> None:
    m = start(3, {0: [START, "7>77", "7>8", "7>6", "6>7"]})
    events = run(m, "play 6>7^ 7>6 7>8 7>77^")
    assert events[0].type == "five"
    assert events[-1] == TokenGained(0, "five", 1) and m.tokens == [1, 1, 1]


def test_p5_passing_with_an_empty_supply_gains_nothing() -> None:
    m = start(3, {0: [START]})
    m.tokens[2] += m.supply  # setup: seat 2 has taken every token
    m.supply = 0
    run(m, "play START")
    assert run(m, "pass") == [Passed(1), TokenGained(1, "pass", 0)]
    assert m.tokens[1] == 1 and sum(m.tokens) + m.supply + m.on_table == 36


def test_p5_five_of_a_kind_with_an_empty_supply_gains_nothing() -> None:
    m = start(3, {0: [START, "7>77", "7>8", "7>6", "6>7"]})
    m.tokens[2] += m.supply  # setup: seat 2 has taken every token
    m.supply = 0
    assert run(m, "play 6>7^ 7>6 7>8 7>77^")[-1] == TokenGained(0, "five", 0)
    assert m.tokens[0] == 0 and m.on_table == 1


def test_p3_doubles_count_twice_in_a_full_house_but_never_in_a_straight() -> None:
    m = start(3, {0: [START, "7>77", "7>8", "2>22", "3>4", "4>5", "5>6", "6>7"]})
    assert GAME.parse_move("play 2>22^ 7>77^ 7>8") in m.legal_moves()
    assert m.why_illegal(GAME.parse_move("play 2>22^ 3>4 4>5 5>6")) == (
        "2 2 3 4 5 is not a set: five values must be five equal, a straight of five "
        "consecutive values (A only at either end) or a full house (three + two).")
    events = run(m, "play 7>8 7>77^ 2>22^")
    assert events[0] == SetPlayed(0, ("2>22^", "7>77^", "7>8"), "full house", 5, 0, 1, None)
    assert str(m.moves[-1]) == "play 2>22^ 7>77^ 7>8"  # recorded in canonical order


def test_p3_straights_at_both_ends_in_play() -> None:
    m = start(3, {0: [START, "3>4", "4>5", "5>6", "A>K"], 1: ["T>J", "J>Q", "Q>K", "K>A", "A>2"]})
    run(m, "play A>K START 3>4 4>5 5>6")
    assert m.summary()["trick"]["last"] == {"seat": 0, "type": "straight", "rank": "5",
                                            "augment": 0}
    run(m, "play T>J J>Q Q>K K>A A>2")
    assert m.summary()["trick"]["last"]["rank"] == "A"


def test_p6_ace_pair_on_its_basic_side_is_an_ordinary_ace() -> None:
    m = start(3, {0: [START, "A>AA", "A>2", "A>K"]})
    assert GAME.parse_move("play A>AA A>2 A>K") in m.legal_moves()
    assert GAME.parse_move("play A>AA^") in m.legal_moves()
    assert GAME.parse_move("play A>AA^ A>2") not in m.legal_moves()
    assert run(m, "play A>AA A>2 A>K")[0].type == "three"


def test_p7_passed_players_are_skipped_and_the_last_player_in_leads() -> None:
    m = start(4, {0: [START], 2: ["3>4"]})
    run(m, "play START", "pass", "play 3>4", "pass")
    assert m.to_move == 0
    events = run(m, "pass")
    assert events[-1] == TrickWon(2, 0) and m.to_move == 2 and m.passed == [False] * 4


# Seat 1 wins a 3-player deal with a plain ace while seat 2 is still in the trick.
SEAT1_WINS = {
    0: [START, "9>8"],
    1: ["3>4", "9>T", "T>J", "J>Q", "Q>K", "K>A", "5>6", "5>4", "5>J", "8>9", "8>7", "6>7",
        "A>K"],
    2: ["8>A"],
}
SEAT1_SCRIPT = ("play START", "play 3>4", "pass", "pass",
                "play 9>T T>J J>Q Q>K K>A", "pass", "pass",
                "play 5>6 5>4 5>J 8>9 8>7", "pass", "pass",
                "play 6>7", "play 8>A", "pass", "play A>K")


def test_p7_deal_ends_at_once_mid_trick() -> None:
    m = start(3, SEAT1_WINS)
    events = run(m, *SEAT1_SCRIPT)
    won = next(e for e in events if isinstance(e, DealWon))
    assert won.seat == 1 and won.awards == (0, 1, 0) and won.crowns == (0, 1, 0)
    assert [len(h) for h in won.hands] == [12, 0, 12] and "9>8" in won.hands[0]
    assert events[-1] == won and m.crowns == [0, 1, 0] and m.scores == [0, 1, 0]


def test_p8_three_crowns_win_the_match() -> None:
    m = start(3, SEAT1_WINS, repeat=3)
    for deal in range(1, 3):
        run(m, *SEAT1_SCRIPT)
        assert m.crowns == [0, deal, 0] and not m.is_over
        m.start_next_deal()
    events = run(m, *SEAT1_SCRIPT)
    assert events[-1] == MatchWon((1,))
    assert m.is_over and m.winners == [1] and m.to_move is None and m.number == 3
    assert m.legal_moves() == []


def test_p8_points_ties_for_fewest_cards_go_clockwise_from_the_winner() -> None:
    m = start(3, SEAT1_WINS, {"win": "points"})
    won = next(e for e in run(m, *SEAT1_SCRIPT) if isinstance(e, DealWon))
    assert won.awards == (1, 4, 2)  # seats 0 and 2 both hold 12: seat 2 is first clockwise
    assert m.scores == [1, 4, 2] and m.crowns == [0, 0, 0]


def test_p8_points_fewest_cards_score_two_then_one() -> None:
    m = start(3, SEAT1_WINS, {"win": "points"})
    script = list(SEAT1_SCRIPT)
    script[-2] = "play 9>8"  # seat 0 beats the 8 instead of passing: 11 cards left
    won = next(e for e in run(m, *script) if isinstance(e, DealWon))
    assert won.awards == (2, 4, 1)


@pytest.mark.parametrize(("before", "winner"), [([0, 6, 8], 1), ([0, 6, 9], 2), ([9, 6, 8], 1)])
def test_p8_points_two_reach_ten_in_one_deal(before: list[int], winner: int) -> None:
    m = start(3, SEAT1_WINS, {"win": "points"})
    m.points = list(before)  # setup: the scores going into this deal
    events = run(m, *SEAT1_SCRIPT)
    assert events[-1] == MatchWon((winner,)) and m.winners == [winner]


def test_p8_points_first_to_ten_wins() -> None:
    m = start(3, SEAT1_WINS, {"win": "points"}, repeat=3)
    for _ in range(3):
        run(m, *SEAT1_SCRIPT)
        if m.between_deals:
            m.start_next_deal()
    assert m.points == [3, 12, 6] and m.winners == [1] and m.summary()["scores"] == [3, 12, 6]
