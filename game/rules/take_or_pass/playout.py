"""Take or Pass playouts in one loop (what `TakeOrPassHeuristics.playout` runs).

A search plays thousands of playouts a move, each `playout_move`'s choice move after
move. Most moves are passes, so a pass is played here in local variables (the chips,
pot and seat, written back before a take and at the end) with the same arithmetic and
random draws as `TakeOrPassHeuristics._takes`; a take goes through the match.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.noise import SQRT_6
from game.rules.take_or_pass.moves import PASS, TAKE
from game.rules.take_or_pass.weights import TakeWeights, take_advantage

if TYPE_CHECKING:
    from game.rules.take_or_pass.match import TakeOrPassMatch


def play_out(match: TakeOrPassMatch, rng: random.Random, depth: int,
             by_seat: Sequence[TakeWeights]) -> None:
    """`playout_move`'s choices to the end of the game (or `depth` moves), each seat
    weighing a take by its own `by_seat` weights."""
    if match.is_over:
        return
    players = match.players
    chips = match.chips
    moves, movers = match.moves, match.movers
    draw = rng.random
    card, pot, seat = match.card, match.pot, match.seat
    own_cards, taken = match.held, match.taken
    for _ in range(depth):
        mine = chips[seat]
        if mine:
            own = own_cards[seat]
            w = by_seat[seat]
            advantage = take_advantage(card, pot, mine, own, taken ^ own, 0 in chips,
                                       players, w)
            # noise(rng, w.playout_noise), inlined: the same draws and arithmetic
            if not advantage + (draw() + draw() - 1.0) * w.playout_noise * SQRT_6 > 0:
                chips[seat] = mine - 1
                pot += 1
                moves.append(PASS)
                movers.append(seat)
                seat += 1
                if seat == players:
                    seat = 0
                continue
        match.pot, match.seat = pot, seat
        if not match.pile:  # the last card: the game ends (the next one is fresh luck)
            match.advance(TAKE)
            return
        match.advance(TAKE)
        card, pot, seat, taken = match.card, match.pot, match.seat, match.taken
    match.pot, match.seat = pot, seat
