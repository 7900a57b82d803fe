"""The Passing Game, docs/rules.md D1-D7: scripted rounds with exact hands and boneyards."""
import pytest

from game.rules.base import BadOptions, BadRecord, IllegalMove
from game.rules.dominoes.events import (
    MatchWon,
    Passed,
    RoundScored,
    RoundStarted,
    TileDrawn,
    TilePlaced,
)
from game.rules.dominoes.moves import DRAW, PASS, Play
from game.rules.dominoes.rules import GAME


def deal(hands: list[str], boneyard: str, leader: int = 0) -> dict:
    """An explicit deal from space-separated tile lists."""
    return {"hands": [h.split() for h in hands], "boneyard": boneyard.split(), "leader": leader}


def start(hands: list[str], boneyard: str, leader: int = 0, deals: tuple = (), **options):
    """A match whose first round is this deal (then `deals`, then the seeded RNG)."""
    return GAME.new_match(len(hands), 7, options, [deal(hands, boneyard, leader), *deals])


def play(match, *moves: str) -> list:
    """Apply moves in notation; return all their events."""
    events = []
    for text in moves:
        events += match.apply_text(text)
    return events


def scored_in(events: list) -> RoundScored:
    """The one RoundScored among `events`."""
    (found,) = [e for e in events if isinstance(e, RoundScored)]
    return found


# Two players: seat 0 holds the sixes (63 pips), seat 1 the fives and 4-4 (53).
TWO = ["6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4"]
TWO_BONES = "0-0 1-0 1-1 2-0 2-1 2-2 3-0 3-1 3-2 3-3 4-0 4-1 4-2 4-3"
THREE = [*TWO, "4-3 4-2 4-1 4-0 3-3 3-2 3-1"]
THREE_BONES = "0-0 1-0 1-1 2-0 2-1 2-2 3-0"
# Four players, built so that after the script in BLOCKING both ends show 0,
# 0-0 .. 4-0 are on the train and 5-0, 6-0 are the boneyard's last two.
FOUR = [
    "2-0 3-0 4-0 6-6 5-5 4-4",
    "0-0 4-3 6-5 6-4 6-3 6-2",
    "2-1 6-1 5-4 5-3 5-2 5-1",
    "1-0 4-2 4-1 3-3 3-2 3-1",
]
FOUR_BONES = "2-2 1-1 5-0 6-0"
BLOCKING = (
    "play 2-0", "play 0-0", "play 2-1", "play 1-0 left", "play 3-0 right", "play 4-3",
    "draw", "draw",
)
# Four players whose hands tie both ways after seat 0 leads 6-5: seats 0 and 1
# hold 46 pips, seats 2 and 3 hold 30; teams hold 76 each.
TIE = [
    "6-6 6-5 6-4 6-3 6-2 6-1",
    "6-0 5-5 5-4 5-3 5-2 5-1",
    "4-4 3-3 3-2 3-1 2-2 2-1",
    "5-0 4-3 4-2 4-1 4-0 3-0",
]
TIE_BONES = "2-0 1-1 1-0 0-0"


# -- D1: the set, hands and boneyard ---------------------------------------------


@pytest.mark.parametrize(("players", "size", "bones"), [(2, 7, 14), (3, 7, 7), (4, 6, 4)])
def test_d1_hand_sizes_and_boneyard(players, size, bones):
    match = GAME.new_match(players, 3)
    summary = match.summary()
    assert [len(s["hand"]) for s in summary["seats"]] == [size] * players
    assert summary["boneyard"] == bones and summary["train"] == [] and summary["ends"] is None
    tiles = [t for s in summary["seats"] for t in s["hand"]]
    assert len(set(tiles)) == players * size
    assert match.view(None).hand_counts == (size,) * players


@pytest.mark.parametrize(
    ("hands", "bones", "leader", "message"),
    [
        (TWO, TWO_BONES, 2, "'leader' must be a seat from 0 to 1"),
        ([TWO[0], TWO[1] + " 4-3"], TWO_BONES.replace(" 4-3", ""), 0, "seat 1 holds 8 tiles"),
        (TWO, TWO_BONES.replace("0-0", "6-6"), 0, "tile 6-6 appears more than once"),
        (TWO, TWO_BONES.replace(" 4-3", ""), 0, "missing 4-3"),
        (TWO, TWO_BONES.replace("0-0", "7-0"), 0, "'7-0' in the boneyard is not a tile"),
        ([TWO[0]], TWO_BONES, 0, "'hands' must be a list of 2 hands"),
    ],
)
def test_d1_bad_deals_are_refused_up_front(hands, bones, leader, message):
    bad = {"hands": [h.split() for h in hands], "boneyard": bones.split(), "leader": leader}
    good = deal(TWO, TWO_BONES)
    with pytest.raises(BadRecord, match=message):
        GAME.new_match(2, 0, {}, [good, bad])
    with pytest.raises(BadRecord, match="Deal 1 has an unknown key 'first'"):
        GAME.new_match(2, 0, {}, [{**good, "first": 0}])


def test_d1_tiles_read_in_either_order():
    match = start([h.replace("6-5", "5-6") for h in TWO], TWO_BONES)
    assert "6-5" in match.summary()["seats"][0]["hand"]


# -- D2: teams ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_d2_teams_need_four_players(players):
    with pytest.raises(BadOptions, match="'teams' needs exactly 4 players"):
        GAME.new_match(players, 0, {"teams": True})


def test_d2_partners_sit_opposite_and_share_points():
    match = start(FOUR, FOUR_BONES, teams=True, target=1000)
    events = play(match, *BLOCKING, "play 4-0 right")
    scored = scored_in(events)
    # Seats 0+2 hold 30+41 = 71, seats 1+3 hold 38+28 = 66: team 1 scores 71-66.
    assert scored.pips == (30, 38, 41, 28)
    assert (scored.winner, scored.winners, scored.points) == (1, (1, 3), 5)
    assert match.scores == [0, 5, 0, 5] and scored.totals == (0, 5, 0, 5)


# -- D3: the leader -------------------------------------------------------------


def test_d3_leader_is_seeded_and_random():
    leaders = {GAME.new_match(4, seed).opening.leader for seed in range(40)}
    assert leaders == {0, 1, 2, 3}
    for seed in range(5):
        a, b = GAME.new_match(3, seed), GAME.new_match(3, seed)
        assert a.to_move == b.to_move and a.summary() == b.summary()


def test_d3_leader_must_place_and_the_first_tile_is_laid_as_written():
    match = start(TWO, TWO_BONES, leader=1)
    assert match.to_move == 1
    assert match.legal_moves() == [Play(5, 5), Play(5, 4), Play(5, 3), Play(5, 2), Play(5, 1),
                                   Play(5, 0), Play(4, 4)]
    for move in (DRAW, PASS):
        with pytest.raises(IllegalMove, match="leader must place a tile"):
            match.apply(move)
    with pytest.raises(IllegalMove, match="first tile of a round takes no side"):
        match.apply_text("play 5-3 left")
    event = play(match, "play 3-5")[0]
    assert event == TilePlaced(1, "5-3", None, "3-5", (3, 5))
    assert match.summary()["train"] == ["3-5"] and match.summary()["ends"] == [3, 5]


def test_d3_doubles_lie_in_line():
    match = start(TWO, TWO_BONES)
    play(match, "play 6-4", "play 4-4")
    assert match.summary()["train"] == ["6-4", "4-4"] and match.summary()["ends"] == [6, 4]


# -- D4: place, draw or pass ----------------------------------------------------


def test_d4_draw_takes_the_next_tile_and_ends_the_turn():
    match = start(TWO, TWO_BONES)
    play(match, "play 6-6")
    events = play(match, "draw")
    assert events == [TileDrawn(1, 13)]
    assert match.view(1).hand[-1] == "0-0" and match.view(None).hand is None
    assert match.to_move == 0 and match.summary()["boneyard"] == 13


def test_d4_draw_refused_at_two_left():
    match = start(FOUR, FOUR_BONES)
    play(match, *BLOCKING[:-1])
    assert DRAW in match.legal_moves()  # three left
    play(match, "draw")
    assert match.summary()["boneyard"] == 2 and match.to_move == 0
    assert DRAW not in match.legal_moves() and not match.view(0).can_draw
    before = match.summary()
    with pytest.raises(IllegalMove, match="boneyard has 2 tiles left"):
        match.apply(DRAW)
    assert match.summary() == before and len(match.moves) == len(BLOCKING)


def test_d4_passing_is_allowed_with_a_playable_tile():
    match = start(TWO, TWO_BONES)
    play(match, "play 6-5")
    assert Play(5, 5) in match.legal_moves() and PASS in match.legal_moves()
    assert play(match, "pass") == [Passed(1)]
    assert match.to_move == 0


def test_d4_refusals_say_why_and_change_nothing():
    match = start(TWO, TWO_BONES)
    play(match, "play 6-3", "play 5-3")  # ends 6 and 5
    before = match.summary()
    cases = {
        "play 5-5": "don't have 5-5",
        "play 6-2 right": "does not match the right end, which shows 5 .*open numbers are 6 and 5",
        "play 6-0 left": None,
        "play 6-5": "fits both ends",
        "play 6-1": None,
        "play 4-0": "don't have 4-0",
    }
    for text, message in cases.items():
        reason = match.why_illegal(GAME.parse_move(text))
        if message is None:
            assert reason is None, text
            continue
        assert reason is not None
        with pytest.raises(IllegalMove, match=message):
            match.apply_text(text)
        assert match.summary() == before
    with pytest.raises(IllegalMove, match="Write 'play A-B'"):
        match.apply_text("place 6-5")


def test_d4_a_tile_matching_neither_end_names_the_open_numbers():
    match = start(TWO, TWO_BONES)
    play(match, "play 6-6")
    with pytest.raises(IllegalMove, match="5-5 matches neither end; the open numbers are 6 and 6"):
        match.apply_text("play 5-5")


def test_d4_side_is_required_even_when_both_ends_show_the_same_number():
    match = start(TWO, TWO_BONES)
    play(match, "play 6-5", "play 5-5", "play 6-6", "play 5-4", "play 6-4 left")  # ends 4, 4
    assert match.summary()["ends"] == [4, 4]
    with pytest.raises(IllegalMove, match="4-4 fits both ends"):
        match.apply_text("play 4-4")
    assert [str(m) for m in match.legal_moves()] == [
        "play 4-4 left", "play 4-4 right", "draw", "pass"]


def test_d4_orientation_of_every_tile_on_both_ends():
    hands = ["5-3 3-3 3-1 2-1 0-0 1-0 1-1", "5-5 6-5 6-2 4-2 6-6 6-4 6-3"]
    bones = "2-0 2-2 3-0 3-2 4-0 4-1 4-3 4-4 5-0 5-1 5-2 5-4 6-0 6-1"
    match = start(hands, bones)
    script = [
        ("play 3-5", None, "3-5", (3, 5)),
        ("play 5-5 right", "right", "5-5", (3, 5)),
        ("play 3-3 left", "left", "3-3", (3, 5)),
        ("play 5-6", "right", "5-6", (3, 6)),
        ("play 1-3", "left", "1-3", (1, 6)),
        ("play 6-2 right", "right", "6-2", (1, 2)),
        ("play 2-1 left", "left", "2-1", (2, 2)),
        ("play 2-4 right", "right", "2-4", (2, 4)),
    ]
    for text, end, laid, ends in script:
        event = play(match, text)[0]
        assert (event.end, event.laid, event.ends) == (end, laid, ends), text
    assert match.summary()["train"] == ["2-1", "1-3", "3-3", "3-5", "5-5", "5-6", "6-2", "2-4"]
    assert [str(m) for m in match.moves] == [
        "play 3-5", "play 5-5", "play 3-3", "play 6-5", "play 3-1", "play 6-2",
        "play 2-1 left", "play 4-2 right"]


# -- D5: the round ends ---------------------------------------------------------


def test_d5_round_ends_when_a_hand_empties():
    hands = ["6-6 6-5 5-5 5-4 4-4 4-3 3-3", "6-4 6-3 6-2 6-1 6-0 5-3 5-2"]
    bones = "0-0 1-0 1-1 2-0 2-1 2-2 3-0 3-1 3-2 4-0 4-1 4-2 5-0 5-1"
    match = start(hands, bones, target=1000)
    moves = ["play 6-6", "pass", "play 6-5 right", "pass", "play 5-5", "pass", "play 5-4",
             "pass", "play 4-4", "pass", "play 4-3", "pass"]
    events = play(match, *moves)
    assert not any(isinstance(e, RoundScored) for e in events)
    events = play(match, "play 3-3")
    scored = events[1]
    assert scored.reason == "domino" and scored.pips == (0, 55)
    assert scored.hands == ((), tuple(hands[1].split())) and scored.points == 55
    assert len(events) == 2 and match.scores == [55, 0] and match.between_deals
    (started,) = match.start_next_deal()
    assert started == RoundStarted(2, started.leader, (7, 7)) and match.to_move == started.leader


def test_d5_blocked_when_nobody_can_place_or_draw():
    match = start(FOUR, FOUR_BONES)
    events = play(match, *BLOCKING)
    assert not any(isinstance(e, RoundScored) for e in events)
    before = match.summary()
    events = play(match, "play 4-0 right")
    assert events[0] == TilePlaced(0, "4-0", "right", "4-0", (0, 0))
    assert events[1].reason == "blocked"
    assert match.summary()["train"] == ["0-1", "1-2", "2-0", "0-0", "0-3", "3-4", "4-0"]
    assert before["boneyard"] == 2


def test_d5_blocked_by_the_last_allowed_draw():
    match = start(FOUR, FOUR_BONES, target=1000)
    play(match, *BLOCKING[:7], "pass", "play 4-0 right")  # ends 0, 0 with 3 tiles left
    assert match.summary()["ends"] == [0, 0] and match.number == 1
    events = play(match, "draw")  # seat 1 takes 1-1; 5-0 and 6-0 can never be drawn
    assert events[0] == TileDrawn(1, 2)
    scored = scored_in(events)
    assert scored.reason == "blocked" and scored.pips == (30, 40, 41, 26)
    assert (scored.winner, scored.points) == (3, 30 + 40 + 41 - 26)


def test_d5_a_full_circuit_of_passes_ends_the_round():
    match = start(THREE, THREE_BONES, target=1000)
    events = play(match, "play 6-6", "pass", "pass", "draw", "pass", "pass")
    assert not any(isinstance(e, RoundScored) for e in events)  # the draw broke the circuit
    assert match.view(None).passes == 2
    events = play(match, "pass")
    assert events[0] == Passed(0) and events[1].reason == "passes"
    assert match.number == 1 and match.between_deals
    match.start_next_deal()
    assert match.number == 2


# -- D6: scoring ----------------------------------------------------------------


def test_d6_lowest_count_scores_the_others_minus_its_own():
    match = start(THREE, THREE_BONES, target=1000)
    events = play(match, "play 6-6", "pass", "pass", "draw", "pass", "pass", "pass")
    scored = scored_in(events)
    assert scored.pips == (51, 53, 37)  # seat 0 drew 0-0
    assert (scored.winner, scored.winners, scored.points) == (2, (2,), 51 + 53 - 37)
    assert match.scores == [0, 0, 67]


def test_d6_two_players():
    match = start(TWO, TWO_BONES, target=1000)
    scored = scored_in(play(match, "play 6-6", "pass", "pass"))
    assert scored.pips == (51, 53) and scored.points == 2 and match.scores == [2, 0]


def test_d6_four_players_without_teams():
    match = start(FOUR, FOUR_BONES, target=1000)
    scored = scored_in(play(match, *BLOCKING, "play 4-0 right"))
    assert scored.pips == (30, 38, 41, 28)
    assert (scored.winner, scored.points) == (3, 30 + 38 + 41 - 28)
    assert match.scores == [0, 0, 0, 81]


@pytest.mark.parametrize("teams", [False, True])
def test_d6_a_tie_for_lowest_scores_nobody(teams):
    match = start(TIE, TIE_BONES, teams=teams)
    events = play(match, "play 6-5", "pass", "pass", "pass", "pass")
    scored = scored_in(events)
    assert scored.pips == (46, 46, 30, 30)
    assert (scored.winner, scored.winners, scored.points) == (None, (), 0)
    assert match.scores == [0, 0, 0, 0] and not match.is_over


def test_d6_two_player_tie():
    match = start(TWO, TWO_BONES)
    scored = scored_in(play(match, "play 6-4", "pass", "pass"))
    assert scored.pips == (53, 53) and scored.winner is None and match.scores == [0, 0]


# -- D7: the target -------------------------------------------------------------


@pytest.mark.parametrize(("players", "options", "target"), [
    (2, {}, 101), (3, {}, 101), (4, {}, 61), (4, {"teams": True}, 61),
    (3, {"target": 5}, 5), (2, {"target": None}, 101),
])
def test_d7_default_and_chosen_targets(players, options, target):
    match = GAME.new_match(players, 0, options)
    assert match.options["target"] == target and match.view(None).target == target


@pytest.mark.parametrize("bad", [0, 1001, "10", True, 2.5])
def test_d7_target_must_be_a_whole_number_from_1_to_1000(bad):
    with pytest.raises(BadOptions, match="'target' must be a whole number from 1 to 1000"):
        GAME.new_match(2, 0, {"target": bad})


def test_d7_reaching_the_target_ends_the_match():
    match = start(FOUR, FOUR_BONES)  # target 61; seat 3 scores 81
    events = play(match, *BLOCKING, "play 4-0 right")
    assert events[-1] == MatchWon((3,))
    assert match.is_over and match.winners == [3] and match.to_move is None
    assert match.legal_moves() == [] and match.number == 1
    before = match.summary()
    with pytest.raises(IllegalMove, match="match is over"):
        match.apply(PASS)
    assert match.summary() == before
    assert before["train"][-1] == "4-0"  # the last round stays on the table


def test_d7_team_win_names_both_partners():
    match = start(FOUR, FOUR_BONES, teams=True, target=5)
    events = play(match, *BLOCKING, "play 4-0 right")
    assert events[-1] == MatchWon((1, 3)) and match.winners == [1, 3]


def test_d7_below_the_target_the_next_round_is_dealt():
    second = deal(THREE[:1] + [TWO[1]], TWO_BONES, leader=1)
    match = start(TWO, TWO_BONES, deals=(second,), target=3)
    events = play(match, "play 6-6", "pass", "pass")  # seat 0 scores 2
    assert events[-1] == scored_in(events) and match.to_move is None and not match.is_over
    assert match.start_next_deal() == [RoundStarted(2, 1, (7, 7))] and match.to_move == 1
    assert match.summary()["seats"][0]["hand"] == TWO[0].split()
    play(match, "play 5-0", "play 6-0", "pass", "pass")  # seat 0: 57, seat 1: 48
    assert match.scores == [2, 9] and match.winners == [1]
