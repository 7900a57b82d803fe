"""What passes and draws show about hidden hands (knowledge.py), and determinisations
that respect it: a seat that passed on ends a and b is never dealt a tile showing a or b."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.dominoes.knowledge import deal_hidden, hand_layers
from game.rules.dominoes.moves import Play
from game.rules.dominoes.rules import GAME
from game.rules.dominoes.tiles import BIT, TILES, tile_id

# Seat 1 holds no 5 or 6, seat 2 neither; seat 3 holds 5s. Seat 0 leads 6-5.
HANDS = [["6-5", "6-6", "6-4", "6-3", "6-2", "6-1"],
         ["0-0", "1-0", "1-1", "2-0", "2-1", "2-2"],
         ["3-0", "3-1", "3-2", "3-3", "4-0", "4-1"],
         ["4-2", "4-3", "4-4", "5-0", "5-1", "5-2"]]
BONES = ["5-3", "5-4", "5-5", "6-0"]


def start(hands: list[list[str]], moves: list[str]):  # noqa: ANN201
    """A four-seat match on this deal (seat 0 leads) after `moves`."""
    match = GAME.new_match(4, 1, {}, [{"hands": hands, "boneyard": BONES, "leader": 0}])
    for text in moves:
        match.apply_text(text)
    return match


def shows(tile: int, numbers: tuple[int, ...]) -> bool:
    """Whether the tile id shows any of `numbers`."""
    return any(n in TILES[tile] for n in numbers)


def test_a_seat_that_passed_on_5_and_6_is_never_dealt_a_5_or_a_6() -> None:
    # Seat 1 passes on ends 6 and 5, seat 2 draws on them (and draws 5-3), seat 3 plays.
    match = start(HANDS, ["play 6-5", "pass", "draw", "play 5-2 right"])
    assert match.to_move == 0 and match.view(0).ends == (6, 2)
    drawn_five_or_six = dealt_to_three = 0
    for k in range(200):
        guess = match.determinize(0, random.Random(k))
        assert not any(shows(t, (5, 6)) for t in guess.hands[1])
        # Seat 2's tiles from before its draw lack 5 and 6; the drawn one is unknown.
        count = sum(shows(t, (5, 6)) for t in guess.hands[2])
        assert count <= 1
        drawn_five_or_six += count
        dealt_to_three += any(shows(t, (5, 6)) for t in guess.hands[3])
        assert sorted(guess.hands[0]) == sorted(match.hands[0])
        hidden = sorted([t for h in match.hands[1:] for t in h] + match.boneyard)
        assert sorted([t for h in guess.hands[1:] for t in h] + guess.boneyard) == hidden
    assert drawn_five_or_six > 0, "the tile seat 2 drew may show a 5"
    assert dealt_to_three > 0, "seat 3 showed nothing: it may hold 5s and 6s"


def test_a_pass_proved_tactical_by_a_later_play_is_forgotten() -> None:
    hands = [list(h) for h in HANDS]
    hands[1][-1], hands[3][3] = "5-0", "2-2"  # seat 1 now holds 5-0 when it passes on a 5
    match = start(hands, ["play 6-5", "pass", "draw", "pass", "pass"])
    assert hand_layers(match)[1][0][1] & BIT[tile_id("5-4")], "taken to lack 5s"
    match.apply_text("play 5-0 right")  # it had a 5 all along
    assert hand_layers(match)[1] == [[5, 0]]
    dealt = [t for k in range(100) for t in match.determinize(2, random.Random(k)).hands[1]]
    assert any(shows(t, (5, 6)) for t in dealt)


def test_clashing_inferences_fall_back_to_a_plain_deal() -> None:
    hidden = [tile_id(name) for name in ("6-6", "6-5", "5-5", "4-4")]
    sixes = sum(BIT[t] for t in range(28) if shows(t, (6,)))
    layers = [[], [[2, sixes]], [[2, sixes]], []]  # four places for two tiles without a 6
    dealt, bones = deal_hidden({1: 2, 2: 2}, layers, hidden, random.Random(3))
    assert sorted(dealt[1] + dealt[2] + bones) == sorted(hidden)
    assert len(dealt[1]) == len(dealt[2]) == 2 and bones == []


def fits(hand: list[int], layers: list[list[int]]) -> bool:
    """Whether `hand` can fill the layers (oldest first, each forbidding more than the next)."""
    need = 0
    for count, mask in layers:
        need += count
        if sum(1 for t in hand if not mask & BIT[t]) < need:
            return False
    return need == len(hand)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_honest_play_keeps_every_hand_within_what_it_showed(seed: int, players: int) -> None:
    # Seats pass or draw only when nothing fits: then every inference is true, and every
    # determinisation keeps every other seat's layers.
    match = GAME.new_match(players, seed, {"teams": players == 4 and seed % 2 == 0})
    rng = random.Random(seed)
    for _ in range(40):
        seat = match.to_move
        if seat is None:
            break
        layers = hand_layers(match)
        assert all(fits(match.hands[s], layers[s]) for s in range(players))
        guess = match.determinize(seat, random.Random(seed))
        assert all(fits(guess.hands[s], layers[s]) for s in range(players))
        moves = match.legal_moves()
        plays = [m for m in moves if isinstance(m, Play)]
        match.apply(rng.choice(plays or moves))


def test_the_layers_a_position_keeps_for_its_determinisations_follow_each_new_move() -> None:
    # Read once per position (a search determinizes one position thousands of times), so a
    # move on the same match object must bring the next determinisation up to date.
    match = start(HANDS, ["play 6-5"])
    rng = random.Random(3)
    assert any(any(shows(t, (5, 6)) for t in match.determinize(0, rng).hands[1])
               for _ in range(50)), "before its pass, seat 1 may hold 5s and 6s"
    match.apply_text("pass")  # seat 1 passes on 6 and 5
    for _ in range(50):
        assert not any(shows(t, (5, 6)) for t in match.determinize(0, rng).hands[1])
