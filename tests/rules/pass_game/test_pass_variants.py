"""PASS expert variants (P9): Lack of PASS, Wildcard PASS, and both together."""
from pass_deals import deal_with

from game.registry import get_game
from game.rules.base import IllegalMove
from game.rules.pass_game.match import PassMatch

GAME = get_game("pass")
HANDS = {0: ["START", "2>3", "4>3", "3>4", "4>5", "5>6", "6>7", "7>8", "7>6", "9>T", "9>8",
             "8>7", "A>2"]}


def start(options: dict, tokens: int) -> PassMatch:
    """Seat 0 leads holding HANDS[0] and `tokens` tokens (taken from the supply)."""
    m = GAME.new_match(3, 2, options, [deal_with(3, HANDS)])
    m.supply -= tokens - 1
    m.tokens[0] = tokens
    return m  # type: ignore[return-value]


def legal(m: PassMatch) -> set[str]:
    """The legal moves in canonical notation."""
    return {str(x) for x in m.legal_moves()}


def play(text: str) -> str:
    """A move in canonical notation (card order does not matter when writing it)."""
    return str(GAME.parse_move(text))


def test_p9_lack_of_pass_each_token_upgrades_one_card() -> None:
    m = start({"lack_of_pass": True}, 1)
    assert "play 2>3^ 4>3^" not in legal(m) and "play 2>3^" in legal(m)
    try:
        m.apply_text("play 2>3^ 4>3^")
    except IllegalMove as exc:
        assert str(exc) == "That play costs 2 tokens (2 to upgrade) but you hold 1 token."
    else:
        raise AssertionError("two upgrades with one token must be refused")
    m = start({"lack_of_pass": True}, 2)
    assert "play 2>3^ 4>3^" in legal(m)
    m.apply_text("play 2>3^ 4>3^")
    assert m.tokens[0] == 0 and m.on_table == 2


def test_p9_without_lack_of_pass_one_token_upgrades_many() -> None:
    m = start({}, 1)
    assert play("play 2>3^ 3>4 4>3^") in legal(m)
    m.apply_text("play 2>3^ 3>4 4>3^")
    assert m.tokens[0] == 0 and m.on_table == 1
    assert m.summary()["trick"]["last"] == {"seat": 0, "type": "three", "rank": "3",
                                            "augment": 0}


def test_p9_wildcard_pass_completes_pairs_threes_straights_and_full_houses() -> None:
    m = start({"wildcard_pass": True}, 3)
    moves = legal(m)
    for text in ("play 7>8 wild 7", "play 7>8 7>6 wild 7", "play 3>4 4>5 5>6 6>7 wild 7",
                 "play 7>8 7>6 9>T 9>8 wild 7", "play 7>8 7>6 9>T 9>8 wild 9",
                 "play START 3>4 4>5 5>6 wild A", "play 9>T wild 9"):
        assert play(text) in moves, text
    assert play("play 7>8 8>7^ wild 7") not in moves  # 4 tokens: upgrade + wild
    assert play("play 7>8 wild 8") not in moves and play("play 7>8 7>6 wild 8") not in moves
    m.apply_text("play 7>8 7>6 9>T 9>8 wild 7")
    assert m.tokens[0] == 0 and m.on_table == 3
    assert m.summary()["trick"]["last"] == {"seat": 0, "type": "full house", "rank": "7",
                                            "augment": 0}


def test_p9_wildcard_pass_is_once_per_play_and_never_in_a_bomb() -> None:
    m = start({"wildcard_pass": True}, 9)
    assert play("play 7>8 7>6 6>7^ wild 7") not in legal(m)
    wilds = [x for x in m.legal_moves() if getattr(x, "wild", None) is not None]
    assert len(wilds) > 100
    for move in wilds:
        played = m.clone().apply(move)[0]
        assert played.type not in ("four", "five") and played.cards and played.wild == move.wild


def test_p9_variants_combine() -> None:
    m = start({"wildcard_pass": True, "lack_of_pass": True}, 4)
    assert "play 6>7^ 8>7^ wild 7" not in legal(m)  # 2 upgrades + 3 for the wild
    m = start({"wildcard_pass": True, "lack_of_pass": True}, 5)
    assert "play 6>7^ 8>7^ wild 7" in legal(m)
    m.apply_text("play 6>7^ 8>7^ wild 7")
    assert m.tokens[0] == 0 and m.on_table == 5 and sum(m.tokens) + m.supply + 5 == 36
