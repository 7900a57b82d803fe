"""The end of a deal is a state of the rules: the match waits on the finished deal until
`start_next_deal()`, and records still run straight on from one deal to the next."""
import json
import random

import pytest

from game.registry import get_game
from game.rules import IllegalMove
from game.rules.base import BETWEEN_DEALS
from game.rules.record import replay

# Options under which no match can end with its first deal.
LONG = {"pass": {}, "take-or-pass": {"games": 2}, "dominoes": {"target": 1000}}
SLUGS = list(LONG)


def to_deal_end(slug: str, seed: int = 3, players: int = 3):
    """A random match just after the last move of its first deal: (match, that move's events)."""
    match = get_game(slug).new_match(players, seed, LONG[slug])
    rng = random.Random(seed)
    while True:
        events = match.apply(rng.choice(match.legal_moves()))
        if match.between_deals:
            return match, events
        assert not match.is_over and match.to_move is not None


@pytest.mark.parametrize("slug", SLUGS)
def test_after_the_last_move_no_seat_is_to_move_until_the_step(slug):
    match, events = to_deal_end(slug)
    assert match.to_move is None and not match.is_over and match.legal_moves() == []
    assert match.number == 1 and match.winners == []
    for seat in (None, 0, 1, 2):
        view = match.view(seat)
        assert view.between_deals and view.to_move is None
        assert view.result is not None and view.result in events, "the deal's scoring event"
    assert match.summary()["to_move"] is None


@pytest.mark.parametrize("slug", SLUGS)
def test_moves_between_deals_are_refused_and_change_nothing(slug):
    match, _ = to_deal_end(slug)
    before, log = match.summary(), list(match.moves)
    for move in {*match.moves}:
        assert match.why_illegal(move) == BETWEEN_DEALS
        with pytest.raises(IllegalMove, match="start_next_deal"):
            match.apply(move)
        with pytest.raises(IllegalMove, match="start_next_deal"):
            match.apply_as(0, move)
    assert match.summary() == before and match.moves == log


@pytest.mark.parametrize("slug", SLUGS)
def test_the_step_deals_the_next_deal_and_returns_its_start_events(slug):
    match, _ = to_deal_end(slug)
    twin = get_game(slug).new_match(3, 3, LONG[slug])
    for move in match.moves[:-1]:
        twin.apply_then_deal(move)
    straight_on = twin.apply_then_deal(match.moves[-1])  # the old apply: scoring, then dealing
    started = match.start_next_deal()
    assert straight_on[-len(started):] == started and len(started) < len(straight_on)
    assert not match.between_deals and match.number == 2 and match.to_move is not None
    assert match.view(None).result is None and match.legal_moves()
    assert match.summary() == twin.summary()


@pytest.mark.parametrize("slug", SLUGS)
def test_the_step_is_refused_while_a_deal_is_played_and_once_over(slug):
    match = get_game(slug).new_match(3, 3, LONG[slug])
    before = match.summary()
    with pytest.raises(IllegalMove, match="still being played"):
        match.start_next_deal()
    assert match.summary() == before
    short = get_game(slug).new_match(3, 3, {"dominoes": {"target": 1}}.get(slug, {}))
    rng = random.Random(1)
    while not short.is_over:
        short.apply_then_deal(rng.choice(short.legal_moves()))
    assert not short.between_deals and short.view(None).result is not None
    with pytest.raises(IllegalMove):
        short.start_next_deal()


@pytest.mark.parametrize("slug", SLUGS)
def test_a_record_taken_between_deals_replays_to_the_next_deal_dealt(slug):
    """docs/rules.md section 4: the summary after a deal's last move shows the next deal."""
    match, _ = to_deal_end(slug)
    replayed, error = replay(json.loads(json.dumps(match.record())))
    assert error is None and not replayed.between_deals
    match.start_next_deal()
    assert replayed.summary() == match.summary()


@pytest.mark.parametrize("slug", SLUGS)
def test_clones_and_determinizations_between_deals_step_on_their_own(slug):
    match, _ = to_deal_end(slug)
    copy = match.clone()
    guess = match.determinize(0, random.Random(5))
    before = match.summary()
    copied = copy.start_next_deal()
    assert match.between_deals and match.summary() == before
    assert guess.between_deals and guess.start_next_deal() and guess.to_move is not None
    assert match.start_next_deal() == copied and copy.summary() == match.summary()


def test_pass_view_at_deal_end_keeps_the_last_trick_and_reveals_every_hand():
    match, events = to_deal_end("pass")
    view, won = match.view(None), match.view(None).result
    assert view.hand is None and view.trick and view.trick[-1].seat == won.seat
    assert tuple(len(h) for h in won.hands) == view.hand_sizes and view.hand_sizes[won.seat] == 0
    assert match.view(1).hand == won.hands[1] and view.crowns == won.crowns


def test_take_or_pass_view_at_game_end_keeps_the_cards_taken():
    match, _ = to_deal_end("take-or-pass")
    view = match.view(None)
    scored = view.result
    assert view.card is None and view.pile == 0 and view.cards == scored.cards
    assert sum(len(c) for c in view.cards) == 24 and view.totals == scored.totals


def test_dominoes_view_at_round_end_keeps_the_final_train_and_hands():
    match, events = to_deal_end("dominoes")
    view = match.view(None)
    scored = view.result
    placed = [e for e in events if type(e).__name__ == "TilePlaced"]
    assert view.train and (not placed or placed[-1].laid in view.train)
    assert tuple(len(h) for h in scored.hands) == view.hand_counts
    assert match.view(2).hand == scored.hands[2] and view.scores == scored.totals
