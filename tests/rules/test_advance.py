"""The search's fast path: `advance(move)` leaves exactly the state `apply_then_deal(move)`
leaves (every view, the summary, the record, the RNG), for every legal move, across deals."""
import random

import pytest
from bot_helpers import VARIANT_PLAYERS, VARIANTS
from hypothesis import given, settings
from hypothesis import strategies as st

from game.registry import SLUGS, get_game


def state(match) -> tuple:
    """Everything a seat, a watcher or a record could tell apart."""
    views = [match.view(s) for s in range(match.players)]
    return (match.summary(), match.view_all(), views, match.record(), match.deals_so_far(),
            match.rng.getstate())


@pytest.mark.parametrize("slug", SLUGS)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), variant=st.booleans())
def test_advance_is_apply_then_deal_without_events(slug, seed, variant):
    game = get_game(slug)
    options = VARIANTS[slug] if variant else None
    players = VARIANT_PLAYERS[slug] if variant else game.min_players + seed % 2
    checked = game.new_match(players, seed, options)
    rng = random.Random(seed)
    for _ in range(120):
        if checked.is_over:
            break
        moves = checked.legal_moves()
        for move in moves[:3] + moves[-2:]:  # each on its own pair of copies
            slow, fast = checked.clone(), checked.clone()
            slow.apply_then_deal(move)
            fast.advance(move)
            assert state(fast) == state(slow), str(move)
        checked.apply_then_deal(rng.choice(moves))
