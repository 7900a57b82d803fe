"""Shared set-up for the dominoes table tests: a match, its table, and playing to a round end."""
from __future__ import annotations

import random

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.dominoes.moves import Play
from game.rules.dominoes.rules import GAME
from scenes.dominoes.table import DominoesTable
from scenes.frame.game_table import SeatInfo

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def seats(n: int, teams: bool = False) -> list[SeatInfo]:
    """Seat 0 human, the rest bots; partners share a colour with teams."""
    return [
        SeatInfo(i, NAMES[i], theme.SEAT_COLOURS[i % 2 if teams else i], theme.SEAT_SYMBOLS[i],
                 None if i == 0 else "easy", i % 2 if teams else None)
        for i in range(n)
    ]


def make(n: int = 2, seed: int = 1, speed: str = "instant", teams: bool = False):  # noqa: ANN201
    """A match and its table showing seat 0's view: (ctx, match, table)."""
    ctx = make_test_context(animation_speed=speed)
    match = GAME.new_match(n, seed, {"teams": teams})
    table = DominoesTable(ctx, ctx.layout("dominoes", n), seats(n, teams), {"teams": teams})
    table.show(match.view(0), 0)
    return ctx, match, table


def play_to_round_end(match, table, rng: random.Random) -> list:
    """Play (placing tiles where possible) until a round ends; the last move's events.

    The match then waits on the finished round (or is over); the table is animating its end."""
    while True:
        legal = match.legal_moves()
        events = match.apply(rng.choice([m for m in legal if isinstance(m, Play)] or legal))
        table.animate(events, match.view(0))
        if match.between_deals or match.is_over:
            return events
        table.timeline.skip()
        table.update(1 / 60)


def deal_next_round(match, table) -> list:
    """What the frame does once the scores were seen and the table is idle: the rules' step to
    the next round, handed to the table to animate. Returns its events."""
    table.timeline.skip()
    table.update(1 / 60)
    events = match.start_next_deal()
    table.animate(events, match.view(0))
    return events
