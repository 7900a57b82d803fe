"""The omniscient view (`Match.view_all`, for watching records): it opens every hidden part,
and no seat's view ever carries those parts."""
import dataclasses
import random
from collections import Counter

import pytest

from game.registry import SLUGS, get_game

# The fields only view_all fills, per game (the tests may name games; the code may not).
OPEN_FIELDS = {
    "pass": ("hands", "unused"),
    "take-or-pass": ("removed", "deck"),
    "dominoes": ("hands", "bones"),
}


def positions(slug: str, players: int, seed: int, limit: int = 400):
    """The match after each of up to `limit` random legal moves (the same object, moved on)."""
    match = get_game(slug).new_match(players, seed)
    rng = random.Random(seed)
    yield match
    for _ in range(limit):
        if match.is_over:
            return
        match.apply(rng.choice(match.legal_moves()))
        yield match
        if match.between_deals:  # the finished deal was seen above; deal on
            match.start_next_deal()
            yield match


def test_every_game_names_its_open_fields():
    assert set(OPEN_FIELDS) == set(SLUGS)


@pytest.mark.parametrize("slug", SLUGS)
def test_view_all_is_the_public_view_plus_the_hidden_parts(slug):
    game = get_game(slug)
    players = game.max_players
    for match in positions(slug, players, 7):
        everything = match.view_all()
        public = match.view(None)
        assert everything.seat is None
        for name in OPEN_FIELDS[slug]:
            assert getattr(everything, name) is not None, name
            assert getattr(public, name) is None, name
            for seat in range(players):
                assert getattr(match.view(seat), name) is None, (name, seat)
        # Apart from the open fields (and chips, which view_all shows), it is the public view.
        shared = {f.name for f in dataclasses.fields(public)} - set(OPEN_FIELDS[slug]) - {"chips"}
        for name in shared:
            assert getattr(everything, name) == getattr(public, name), name


@pytest.mark.parametrize("slug", ["pass", "dominoes"])
def test_view_all_hands_are_each_seats_own_hand(slug):
    players = get_game(slug).max_players
    for match in positions(slug, players, 3, limit=150):
        everything = match.view_all()
        assert [tuple(everything.hands[s]) for s in range(players)] == [
            tuple(match.view(s).hand) for s in range(players)]


def test_pass_view_all_holds_the_whole_deck():
    from game.rules.pass_game.deck import deck_counts

    for players in (2, 5):
        dealt = get_game("pass").new_match(players, players).view_all()
        cards = Counter(c for hand in dealt.hands for c in hand) + Counter(dealt.unused)
        assert cards == deck_counts(players)
        for match in positions("pass", players, players, limit=60):
            v = match.view_all()
            assert [len(hand) for hand in v.hands] == list(v.hand_sizes)


def test_take_or_pass_view_all_accounts_for_every_card():
    for match in positions("take-or-pass", 5, 4):
        v = match.view_all()
        if v.over:
            continue
        seen = [c for cards in v.cards for c in cards] + [v.card]
        assert sorted(seen + list(v.deck) + list(v.removed)) == list(range(3, 36))
        assert len(v.deck) == v.pile
        assert v.chips == tuple(match.chips)
        assert v.deck[:1] == tuple(match.pile[-1:])  # the next card to turn comes first


def test_dominoes_view_all_accounts_for_every_tile():
    for match in positions("dominoes", 4, 5):
        v = match.view_all()
        if v.over:
            continue
        tiles = [t for hand in v.hands for t in hand] + list(v.bones)
        assert len(tiles) + len(v.train) == 28
        assert len(v.bones) == v.boneyard
