"""Re-dealing what nobody has seen (`Match.redeal_unseen`, for playing on from a record):
every seat's view stays exactly the same, the hidden rest may change, and the new match's
record replays to it. `deals_so_far()` lists the deals as dealt."""
import random

import pytest

from game.registry import SLUGS, get_game
from game.rules.record import replay


def positions(slug: str, players: int, seed: int, every: int = 7, limit: int = 300):
    """Clones of a random-play match every few moves, up to `limit` moves (never over)."""
    match = get_game(slug).new_match(players, seed)
    rng = random.Random(seed)
    for step in range(limit):
        if match.is_over:
            return
        if step % every == 0:
            yield match.clone()
        match.apply_then_deal(rng.choice(match.legal_moves()))


@pytest.mark.parametrize("slug", SLUGS)
def test_deals_so_far_rebuild_the_match_exactly(slug):
    game = get_game(slug)
    for match in positions(slug, game.max_players, 3):
        rebuilt = game.new_match(match.players, match.seed, match.options, match.deals_so_far())
        for move in match.moves:
            rebuilt.apply_then_deal(move)
        assert rebuilt.view_all() == match.view_all()
        assert len(match.deals_so_far()) == match.number


@pytest.mark.parametrize("slug", SLUGS)
def test_a_redeal_keeps_every_seats_view_and_its_record_replays(slug):
    game = get_game(slug)
    changed = 0
    for index, match in enumerate(positions(slug, game.min_players + 1, 5)):
        fresh = match.redeal_unseen(1000 + index)
        for seat in [None, *range(match.players)]:
            assert fresh.view(seat) == match.view(seat), seat
        assert replay(fresh.record())[0].view_all() == fresh.view_all()
        assert fresh.record()["moves"] == match.record()["moves"]
        changed += fresh.view_all() != match.view_all() or fresh.rng.random() != match.rng.random()
        assert match.deals_so_far() == match.clone().deals_so_far()  # the original is untouched
    assert changed  # something hidden did change


@pytest.mark.parametrize("slug", SLUGS)
def test_a_redeal_between_deals_stays_on_the_finished_deal(slug):
    game = get_game(slug)
    games = {"take-or-pass": {"games": 2}}.get(slug, {})  # one game would end the match
    match = game.new_match(game.min_players, 2, games)
    rng = random.Random(2)
    while not match.between_deals:
        match.apply(rng.choice(match.legal_moves()))
        assert not match.is_over, "the first deal ended the match"
    fresh = match.redeal_unseen(77)
    assert fresh.between_deals
    for seat in [None, *range(match.players)]:
        assert fresh.view(seat) == match.view(seat), seat
    fresh.start_next_deal()
    assert fresh.number == match.number + 1 and fresh.to_move is not None
