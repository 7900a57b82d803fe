"""Whole matches of every game played with gamepads only (SDL virtual pads, Xbox and
PlayStation), one of them unplugged and a new one plugged in mid-match: the new pad
takes the orphaned seat back and the match runs to its summary."""
from __future__ import annotations

import pytest
from pad_player import PadPlayers, play_to_summary
from virtual_pads import PLAYSTATION, XBOX

from game.engine.intents import Action
from game.engine.prompts import Family
from scenes.app import flow
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.frame.table import TableScene

GAMES = [("take-or-pass", 3, {"games": 1}), ("dominoes", 2, {"target": 1}),
         ("pass", 3, {"win": "points"})]


def setup_for(slug: str, players: int, options: dict, pads: list[int]) -> MatchSetup:
    """Seats 0 and 1 on the two pads, bots (random) in the rest."""
    seats = [default_seat(i) if i < 2 else default_seat(i, "random") for i in range(players)]
    for seat, pad in zip(seats, pads, strict=False):
        seat.device = pad
    return MatchSetup(slug, seats, dict(options), 11)


@pytest.mark.parametrize(("slug", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_match_with_pads_only_survives_a_pad_unplugged_and_replaced(
        slug: str, players: int, options: dict) -> None:
    people = PadPlayers()
    try:
        first, second = people.plug(PLAYSTATION), people.plug(XBOX)
        scene = flow.start_match(people.ctx, setup_for(slug, players, options,
                                                       [first.instance_id, second.instance_id]))
        swapped: dict = {}

        def unplug_once(table: TableScene) -> None:
            """After seat 0's second move: unplug its pad, plug in another."""
            if swapped or table.match.movers.count(0) < 2:
                return
            people.unplug(first)
            assert table.bindings[0] != first.instance_id, "the seat lost its pad"
            assert "a pad presses [confirm@playstation]" in table.chrome.message, "its own button"
            swapped["pad"], swapped["at"] = people.plug(PLAYSTATION), len(table.match.moves)

        summary = play_to_summary(people, slug, between=unplug_once)
        assert summary.match.is_over and summary.winners
        replacement = swapped["pad"].instance_id
        assert scene.bindings[0] == replacement, "the new pad took the seat back with A"
        assert 0 in scene.match.movers[swapped["at"]:], "seat 0 played on with the new pad"
        assert 1 in scene.match.movers
        kinds = {(i.action, i.device.kind) for i in people.seen}
        assert (Action.PAD_REMOVED, "pad") in kinds and (Action.PAD_ADDED, "pad") in kinds
        assert all(i.device.kind in ("pad", "system") for i in people.seen), "pads only"
        assert people.ctx.text.family in (Family.XBOX, Family.PLAYSTATION)
    finally:
        people.close()
