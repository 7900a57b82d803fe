"""Phones and the deal's end: the served match (no scoring screen) deals on at once after a
deal's last move; a phone's move while a table shows the scores is refused in words."""
from __future__ import annotations

import pytest
from phone_helpers import hub_for, hub_phone

from game.net.hub import read_phone_move
from game.net.serve import handle_phones
from game.rules import IllegalMove


def test_a_served_phone_move_that_ends_a_game_deals_the_next_at_once():
    match, hub = hub_for("take-or-pass", 3, [0, 1, 2], options={"games": 2})
    phones = {seat: hub_phone(hub, seat) for seat in range(3)}
    while match.number == 1:
        hub.submit(match.to_move, "take", phones[match.to_move])
        handle_phones(match, hub)
    assert not match.between_deals and match.to_move is not None and len(match.moves) == 24


def test_a_phone_move_between_deals_is_refused_in_words():
    match, hub = hub_for("take-or-pass", 3, [0, 1, 2], options={"games": 2})
    while not match.between_deals:
        match.apply(read_phone_move(match, match.to_move, "take", hub.names))
    with pytest.raises(IllegalMove, match="next deal is about to be dealt"):
        read_phone_move(match, 0, "take", hub.names)
