"""Take or Pass: scripted scenarios for T1-T6 with explicit deals."""
import pytest

from game.registry import get_game
from game.rules import IllegalMove
from game.rules.take_or_pass.cards import card_name, card_points, starting_chips
from game.rules.take_or_pass.events import CardTaken, ChipPaid, GameScored, MatchWon
from game.rules.take_or_pass.match import best_seats
from game.rules.take_or_pass.moves import PASS, TAKE

GAME = get_game("take-or-pass")


def deck(*front: int) -> list[int]:
    """A 24-card draw order starting with `front`, padded with unused cards."""
    rest = [c for c in range(3, 36) if c not in front]
    return list(front) + rest[: 24 - len(front)]


def play(match, *moves: str) -> list:
    events = []
    for text in moves:
        events += match.apply_text(text)
    return events


def test_t1_ladder_and_removed_cards():
    assert [card_name(c) for c in (3, 13, 14, 26, 27, 35)] == ["3♣", "K♣", "A♦", "K♦", "A♥", "9♥"]
    match = GAME.new_match(3, seed=11)
    unseen = set(match.pile) | {match.card}
    assert len(unseen) == 24 and len(match.removed) == 9
    assert unseen | set(match.removed) == set(range(3, 36))


@pytest.mark.parametrize(("players", "chips"), [(3, 11), (4, 11), (5, 11), (6, 9), (7, 7)])
def test_t2_chips_by_player_count(players, chips):
    assert starting_chips(players) == chips
    assert GAME.new_match(players, 0).chips == [chips] * players


def test_t3_pass_pays_and_take_turns_next_card():
    match = GAME.new_match(3, 0, deals=[{"deck": deck(20, 7), "first": 1}])
    assert match.to_move == 1 and match.card == 20
    assert play(match, "pass") == [ChipPaid(1, 1)]
    assert match.to_move == 2 and match.chips == [11, 10, 11]
    events = play(match, "pass", "take")
    assert events[-2] == CardTaken(0, 20, 2)
    assert match.card == 7 and match.to_move == 0, "the taker turns the next card and decides"
    assert match.chips == [13, 10, 10]


def test_t3_forced_take_at_zero_chips():
    match = GAME.new_match(7, 0, deals=[{"deck": deck(30), "first": 0}])
    for _ in range(7 * 7):
        play(match, "pass")
    assert match.chips == [0] * 7 and match.pot == 49
    assert match.legal_moves() == [TAKE]
    before = match.summary()
    with pytest.raises(IllegalMove, match="no chips left"):
        match.apply(PASS)
    assert match.summary() == before, "a refused move changes nothing"
    play(match, "take")
    assert match.cards[0] == [30] and match.chips[0] == 49


def test_t4_rulebook_example_dan_scores_77():
    dan = [6, 8, 9, 10, 13, 14, 15, 23, 24, 33]
    assert card_points(dan) == 83
    assert card_points(dan) - 6 == 77


def test_t4_runs_cross_suits():
    assert card_points([13, 14]) == 13
    assert card_points([26, 27]) == 26
    assert card_points([12, 13, 14, 15, 25, 26, 27]) == 12 + 25


def test_t4_tie_broken_by_chips_then_shared():
    assert best_seats([10, 10, 12], [3, 5, 9]) == [1]
    assert best_seats([10, 10, 12], [5, 5, 9]) == [0, 1]


def whole_game(match):
    """Play a game where each card is taken at once by the seat to move."""
    events = []
    while not match.is_over and match.number == 1:
        events += match.apply(TAKE)
    return events


def test_t4_game_end_scores_and_shared_win():
    # seat 0 takes every card; with 3 players the others tie on 0 points, 11 chips: shared
    match = GAME.new_match(3, 0, deals=[{"deck": deck(), "first": 0}])
    events = whole_game(match)
    scored = next(e for e in events if isinstance(e, GameScored))
    assert scored.scores == (card_points(deck()) - 11, -11, -11)
    assert set(scored.removed) == set(range(3, 36)) - set(deck())
    assert scored.cards == (tuple(sorted(deck())), (), ())
    assert match.is_over and match.winners == [1, 2]
    assert events[-1] == MatchWon((1, 2), scored.totals)


def test_t5_multi_game_totals_and_rotation():
    match = GAME.new_match(4, 5, {"games": 3}, deals=[{"deck": deck(), "first": 2}])
    firsts = [match.to_move]
    totals = [0] * 4
    while not match.is_over:
        events = match.apply(TAKE if match.pot or not match.chips[match.to_move] else PASS)
        for event in events:
            if isinstance(event, GameScored):
                totals = [t + s for t, s in zip(totals, event.scores, strict=True)]
                assert list(event.totals) == totals
                if not match.is_over:
                    match.start_next_deal()
                    firsts.append(match.to_move)
    assert firsts == [2, 3, 0], "the first player rotates clockwise each game"
    assert match.scores == totals and match.number == 3


def test_t5_match_tie_on_totals_goes_to_more_chips_summed():
    """Seats 1 and 2 tie on totals; seat 2 has more chips summed over both games (12 + 10
    against 10 + 11) though fewer in the last game, so seat 2 wins alone."""
    deals = [{"deck": deck(10), "first": 0}, {"deck": deck(5), "first": 1}]
    match = GAME.new_match(3, 0, {"games": 2}, deals=deals)
    events = play(match, "pass", "pass", "take", "pass")  # seat 2 takes the 10 with 2 chips
    while not match.between_deals:
        events += play(match, "take")  # seat 0 takes the rest of game 1
    events += match.start_next_deal()
    events += play(match, "pass", "pass", "take", "pass")  # seat 0 takes the 5 with 2 chips
    while not match.is_over:
        events += play(match, "take")  # seat 1 takes the rest of game 2
    scored = [e for e in events if isinstance(e, GameScored)]
    assert [g.chips for g in scored] == [(11, 10, 12), (12, 11, 10)]
    assert match.scores == [-4, -12, -12]
    assert match.winners == [2]
    assert events[-1] == MatchWon((2,), (-4, -12, -12))


def test_t6_hidden_and_open_chips_in_views():
    hidden = GAME.new_match(3, 1)
    view = hidden.view(1)
    assert view.chips == (None, 11, None)
    assert hidden.view(None).chips == (None, None, None)
    opened = GAME.new_match(3, 1, {"open_chips": True})
    assert opened.view(1).chips == (11, 11, 11)
    assert opened.view(None).chips == (11, 11, 11)


def test_t6_determinize_keeps_public_facts():
    import random

    match = GAME.new_match(4, 3)
    play(match, "pass", "pass", "take", "pass")
    twin = match.determinize(0, random.Random(1))
    assert twin.card == match.card and twin.cards == match.cards and twin.chips == match.chips
    assert sorted(twin.pile + list(twin.removed)) == sorted(match.pile + list(match.removed))
    assert len(twin.pile) == len(match.pile)


def test_illegal_text_is_refused_clearly():
    match = GAME.new_match(3, 0)
    with pytest.raises(IllegalMove, match="say 'take' or 'pass'"):
        match.apply_text("play 3")


def test_moves_after_the_match_are_refused():
    match = GAME.new_match(3, 0)
    while not match.is_over:
        match.apply(TAKE)
    assert match.legal_moves() == [] and match.to_move is None
    with pytest.raises(IllegalMove, match="over"):
        match.apply(TAKE)
