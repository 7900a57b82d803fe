"""The hard bot on a small iteration budget beats the easy bot in every game (seeded)."""
from __future__ import annotations

import pytest
from bot_helpers import GAMES, PLAYERS, play_match

MATCHES = 6


@pytest.mark.parametrize("slug", GAMES)
def test_hard_beats_easy(slug: str) -> None:
    players = PLAYERS[slug][0]
    hard_share = 0.0
    for index in range(MATCHES):
        seat = index % players  # rotate the hard bot round the table
        levels = ["easy"] * players
        levels[seat] = "hard"
        match = play_match(slug, players, levels, 1000 + index, iterations=30)
        if seat in match.winners:
            hard_share += 1 / len(match.winners)
    # Fair share is MATCHES / players; hard must clearly beat it.
    assert hard_share >= 1.5 * MATCHES / players
