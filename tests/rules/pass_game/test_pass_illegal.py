"""PASS refusals: every illegal play gets a player's sentence and changes nothing (P4-P6)."""
import random

import pytest
from pass_deals import deal_with

from game.registry import get_game
from game.rules.base import IllegalMove
from game.rules.pass_game.check import PlayInfo, check_play
from game.rules.pass_game.match import PassMatch
from game.rules.pass_game.moves import Play, hand_kinds
from game.rules.pass_game.sets import SetOnTable

GAME = get_game("pass")
HANDS = {
    0: ["START", "7>8", "9>T", "A>AA", "A>2", "2>A", "T>J", "J>Q", "Q>K", "K>A", "4>44"],
    1: ["9>8", "8>9", "A>K", "A>4", "4>5", "Q>J", "Q>QQ", "Q>4", "K>Q"],
    2: ["9>99", "9>7", "T>9", "7>6", "7>77", "7>9", "8>7", "6>7", "K>KK"],
}


def start(options: dict | None = None, players: int = 3) -> PassMatch:
    """A 3-player match with the hands above; seat 0 (START) leads."""
    return GAME.new_match(players, 1, options, [deal_with(players, HANDS)])  # type: ignore


def grant(m: PassMatch, seat: int, n: int) -> None:
    """Setup: move `n` tokens from the supply to `seat` (conservation holds)."""
    m.supply -= n
    m.tokens[seat] += n


def snapshot(m: PassMatch) -> tuple:
    return (m.summary(), m.record(), [str(x) for x in m.legal_moves()], m.view(m.to_move),
            m.on_table, list(m.trick))


def refused(m: PassMatch, text: str, needle: str) -> str:
    """Assert `text` is refused with a message containing `needle` and nothing changed."""
    before = snapshot(m)
    with pytest.raises(IllegalMove) as caught:
        m.apply_text(text)
    message = str(caught.value)
    assert needle in message
    assert snapshot(m) == before
    assert m.why_illegal(GAME.parse_move(text)) == message
    assert GAME.parse_move(text) not in m.legal_moves()
    return message


def test_not_a_set() -> None:
    msg = refused(start(), "play 7>8 9>T", "is not a set")
    assert msg.startswith("7 9 is not a set")


def test_does_not_beat_lower_rank_and_says_why() -> None:
    m = start()
    m.apply_text("play 9>T")
    refused(m, "play 8>9", "A single 8 is lower than a single 9.")
    refused(m, "play 9>8", "A single 9 only ties a single 9: spend exactly 1 augment token")
    refused(m, "play A>K A>4", "The table shows a single 9: beat it with a higher single "
            "card or a bomb (four or five of a kind), not a pair.")


def test_wrong_augment_count_names_the_right_one() -> None:
    m = start()
    grant(m, 1, 3)
    m.apply_text("play A>2 2>A^")
    refused(m, "play A>K A>4", "only ties a pair of aces: spend exactly 1 augment token")
    refused(m, "play A>K A>4 augment 2", "you need exactly 1 augment token, not 2")
    m.apply_text("play A>K A>4 augment 1")
    m.apply_text("pass")
    grant(m, 0, 3)
    refused(m, "play A>AA^ augment 1", "To tie a pair of aces augmented once you need exactly 2")


def test_augment_on_a_play_that_already_wins() -> None:
    m = start()
    grant(m, 1, 2)
    m.apply_text("play 7>8")
    refused(m, "play 9>8 augment 1", "A single 9 already beats a single 7")


def test_the_leader_cannot_augment() -> None:
    m = start()
    grant(m, 0, 2)
    refused(m, "play 7>8 augment 1", "leader of a trick cannot augment")


def test_not_enough_tokens_for_a_wild() -> None:
    refused(start({"wildcard_pass": True}), "play 7>8 wild 7",
            "That play costs 3 tokens (3 for the wild) but you hold 1 token.")


def test_not_enough_tokens_counts_upgrade_and_augment() -> None:
    m = start()
    m.apply_text("play 9>T")
    m.apply_text("pass")
    m.tokens[2], m.supply = 0, m.supply + 1  # setup: seat 2 has no token
    refused(m, "play 9>7 augment 1", "costs 1 token (1 to augment) but you hold 0 tokens")
    refused(m, "play T>9^ augment 1",
            "costs 2 tokens (1 to upgrade, 1 to augment) but you hold 0 tokens")


def test_ace_pair_upgraded_must_be_alone() -> None:
    m = start()
    grant(m, 0, 2)
    refused(m, "play A>AA^ A>2", "must be played alone")
    refused(GAME.new_match(3, 1, {"wildcard_pass": True}, [deal_with(3, HANDS)]),
            "play A>AA^ wild A", "must be played alone")


def test_start_has_no_upgraded_side() -> None:
    refused(start(), "play START^", "START has no upgraded side")


def test_card_not_in_hand_and_too_few_copies() -> None:
    m = start()
    refused(m, "play K>KK", "You do not hold K>KK")
    refused(m, "play 7>8 7>8", "You hold only 1 7>8 card.")


def test_passing_as_leader() -> None:
    refused(start(), "pass", "The leader must play")


def test_wild_needs_the_variant_a_real_card_and_no_bomb() -> None:
    refused(start(), "play 7>8 wild 7", "Wildcard PASS variant")
    m = start({"wildcard_pass": True})
    grant(m, 0, 3)
    refused(m, "play wild 7", "at least one real card")
    refused(m, "play A>2 2>A^ A>AA wild A", "cannot be used in a four or five")
    with pytest.raises(IllegalMove, match="Only one wild"):
        m.apply_text("play 7>8 wild 7 wild 8")
    m.apply_text("play 7>8 wild 7")
    assert m.tokens[0] == 1 and m.summary()["trick"]["last"]["type"] == "pair"


def test_moving_when_the_match_is_over() -> None:
    m = GAME.new_match(2, 4)
    rng = random.Random(4)
    while not m.is_over:
        m.apply_then_deal(rng.choice(m.legal_moves()))
    refused(m, "pass", "The match is over")
    refused(m, "play " + (m.hand(0) or m.hand(1))[0], "The match is over")


def test_p4_augment_chain_one_two_three_on_plain_sevens() -> None:
    m = GAME.new_match(4, 1, None, [deal_with(4, {0: ["START", "7>8"], 1: ["7>6"],
                                                  2: ["7>77"], 3: ["7>9"]})])
    for seat in (1, 2, 3):
        grant(m, seat, seat)  # type: ignore[arg-type]
    m.apply_text("play 7>8")
    for seat in (1, 2, 3):
        refused(m, f"play {['7>6', '7>77', '7>9'][seat - 1]} augment {seat + 1}", "exactly")
        m.apply_text(f"play {['7>6', '7>77', '7>9'][seat - 1]} augment {seat}")
        assert m.last == SetOnTable(seat, "plain", 5, seat) and m.tokens[seat] == 1
    assert m.on_table == 6


def test_p4_bombs_climb_over_a_straight_and_a_four_cannot_beat_a_five() -> None:
    hands = {0: ["START", "3>4", "4>5", "5>6", "6>7"], 1: ["9>T", "9>8", "9>99"],
             2: ["Q>K", "Q>J", "Q>QQ", "Q>4"], 3: ["K>A", "K>Q", "K>KK"]}
    m = GAME.new_match(4, 1, None, [deal_with(4, hands)])
    m.apply_text("play START 3>4 4>5 5>6 6>7")
    refused(m, "play 9>T 9>8", "beat it with a higher straight or a bomb")
    m.apply_text("play 9>T 9>8 9>99^")
    assert m.last == SetOnTable(1, "four", 7, 0)
    m.apply_text("play Q>K Q>J Q>QQ^ Q>4")
    assert m.last == SetOnTable(2, "five", 10, 0) and m.tokens[2] == 1  # spent 1, gained 1
    refused(m, "play K>A K>Q K>KK^", "Four kings cannot beat five queens: only a higher five")


@pytest.mark.parametrize(("augment", "table_name"),
                         [(0, "four 7s"), (1, "four 7s augmented once"),
                          (2, "four 7s augmented twice")])
def test_p4_augment_chain_on_a_bomb(augment: int, table_name: str) -> None:
    hand = hand_kinds(["7>8", "7>6", "7>9", "7>77"])
    table = SetOnTable(1, "four", 5, augment)
    four = ["7>8", "7>6", "7>9", "7>77"]
    ok = check_play(Play.of(four, augment + 1), hand, augment + 1, table, False, False)
    assert isinstance(ok, PlayInfo) and ok.cost == augment + 1
    short = check_play(Play.of(four, augment + 1), hand, augment, table, False, False)
    assert isinstance(short, str) and "but you hold" in short
    wrong = check_play(Play.of(four, augment + 2), hand, 9, table, False, False)
    tokens = "token" if augment == 0 else "tokens"
    assert wrong == f"To tie {table_name} you need exactly {augment + 1} augment {tokens}, " \
                    f"not {augment + 2}."
