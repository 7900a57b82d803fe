"""Dominoes plates count the tiles a seat is shown holding: they fill as the deal lands and say
nothing between rounds (they said '7 tiles' over an empty seat while the old train stayed)."""
from __future__ import annotations

import random

from dominoes_table_helpers import deal_next_round, make, play_to_round_end

from game.rules.dominoes.events import RoundStarted


def counts(table, players: int) -> list[str]:
    return [table.status(seat) for seat in range(players)]


def test_plates_count_up_as_the_opening_deal_lands() -> None:
    _, match, table = make(3, seed=3, speed="normal")
    table.update(1 / 60)
    assert counts(table, 3) == ["0 tiles"] * 3  # every tile is still in the air
    seen = set()
    for _ in range(400):
        if not table.busy:
            break
        table.update(1 / 60)
        seen.add(table.status(1))
    assert {"1 tile", "3 tiles"} <= seen
    final = [f"{n} tile" + ("" if n == 1 else "s") for n in match.view(None).hand_counts]
    assert counts(table, 3) == final


def test_plates_say_nothing_between_rounds() -> None:
    _, match, table = make(2, seed=11, speed="normal")
    rng = random.Random(3)
    play_to_round_end(match, table, rng)
    finished = [f"{n} tile" + ("" if n == 1 else "s") for n in match.view(None).hand_counts]
    assert counts(table, 2) == finished  # under the scores: the hands as the round ended
    events = deal_next_round(match, table)
    assert any(isinstance(e, RoundStarted) for e in events)
    table.update(1 / 60)
    assert table.between_rounds and counts(table, 2) == ["", ""]
    table.timeline.skip()
    table.update(1 / 60)
    assert counts(table, 2) == [f"{n} tiles" for n in match.view(None).hand_counts]
