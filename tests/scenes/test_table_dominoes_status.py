"""Dominoes plates count the tiles a seat is shown holding: they fill as the deal lands and say
nothing between rounds (they said '7 tiles' over an empty seat while the old train stayed)."""
from __future__ import annotations

import random

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.dominoes import GAME, Play
from game.rules.dominoes_events import RoundStarted
from scenes.table_api import SeatInfo
from scenes.table_dominoes import DominoesTable


def make(n: int, seed: int, speed: str):  # noqa: ANN201 - returns (ctx, match, table)
    """A match and its table showing seat 0's view."""
    ctx = make_test_context(animation_speed=speed)
    match = GAME.new_match(n, seed, {})
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                      None if i == 0 else "easy") for i in range(n)]
    table = DominoesTable(ctx, ctx.layout("dominoes", n), seats, {})
    table.show(match.view(0), 0)
    return ctx, match, table


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
    while True:
        legal = match.legal_moves()
        number = match.number
        events = match.apply(rng.choice([m for m in legal if isinstance(m, Play)] or legal))
        table.animate(events, match.view(0))
        if match.number != number:
            break
        table.timeline.skip()
        table.update(1 / 60)
    assert any(isinstance(e, RoundStarted) for e in events)
    table.update(1 / 60)
    assert table.between_rounds and counts(table, 2) == ["", ""]
    table.timeline.skip()
    table.update(1 / 60)
    assert counts(table, 2) == [f"{n} tiles" for n in match.view(None).hand_counts]
