"""What the table has shown about hidden hands: the numbers a seat passed or drew on.

Passing and drawing are always allowed (D4), so they prove nothing; but players pass
or draw when no tile fits, so a seat that passed or drew with ends a and b is taken
to hold no tile showing a or b among the tiles it held then. A tile it draws later is
unknown again. Each seat's hand is kept as *layers*, oldest first: `[count, mask]`,
`count` tiles none of which is in `mask` (a bitmask of tile ids). Every pass or draw
adds its ends to all the seat's layers, so older layers forbid more (they are nested);
a draw then opens a new, unconstrained layer of one tile. A placed tile leaves the
oldest layer that allows it; a tile no layer allows shows the seat passed while it
could play (a tactic), and that seat's inferences are dropped.

`hand_layers` reads the current round's public moves; `deal_hidden` re-deals unseen
tiles so every seat's layers hold (the search's determinisations, which plan a position's
deal once with `plan_deal` and deal it thousands of times with `deal_planned`).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.dominoes.moves import Draw, Play
from game.rules.dominoes.tiles import BIT, JOIN_LEFT, JOIN_RIGHT, LEFT, SHOWING, TILE_OF
from game.rules.shuffle import shuffle

if TYPE_CHECKING:
    from game.rules.dominoes.match import DominoesMatch

TRIES = 8
"""Shuffles `deal_hidden` tries before it gives up the inferences (they may clash)."""


def hand_layers(match: DominoesMatch) -> list[list[list[int]]]:
    """Each seat's layers `[count, forbidden tile mask]`, oldest first, from the round's
    public moves (the seat's own layers too: callers skip the seats they can see)."""
    layers: list[list[list[int]]] = [[[size, 0]] for size in match.round_sizes]
    left = right = -1
    start = match.round_start
    for seat, move in zip(match.movers[start:], match.moves[start:], strict=True):
        mine = layers[seat]
        if move.__class__ is Play:
            tile = TILE_OF[move.a * 7 + move.b]
            if left < 0:
                left, right = move.a, move.b
            else:
                at_left = JOIN_LEFT[tile * 7 + left]
                # No side given: the tile fits exactly one end.
                if move.side == LEFT or (move.side is None and at_left is not None):
                    left = at_left[1]
                else:
                    right = JOIN_RIGHT[tile * 7 + right][1]
            _take(mine, tile)
            continue
        shown = SHOWING[left] | SHOWING[right]
        for layer in mine:
            layer[1] |= shown
        if move.__class__ is Draw:
            mine.append([1, 0])
    return layers


def _take(layers: list[list[int]], tile: int) -> None:
    """Remove a placed `tile` from the oldest layer allowing it (or drop the inferences)."""
    for i, layer in enumerate(layers):
        if not layer[1] & BIT[tile]:
            layer[0] -= 1
            if not layer[0]:
                del layers[i]
            return
    # It held a tile it had passed on: its passes were tactics, not a lack of tiles.
    size = sum(layer[0] for layer in layers) - 1
    layers[:] = [[size, 0]] if size else []


DealPlan = tuple[tuple[tuple[int, int], ...], tuple[int, ...], list[tuple[int, int, int]]]
"""What `deal_planned` needs that no deal changes: (seat, size) per seat dealt to, the
hidden tiles in order, and the layers that forbid tiles, most demanding first."""


def plan_deal(sizes: dict[int, int], layers: list[list[list[int]]],
              hidden: list[int]) -> DealPlan:
    """The DealPlan for dealing `hidden`: `sizes[seat]` to each seat, its layers kept."""
    needs = [(seat, count, mask) for seat in sizes for count, mask in layers[seat] if mask]
    # The most demanding layers pick first, so they rarely run out of tiles.
    needs.sort(key=lambda need: sum(1 for t in hidden if not need[2] & BIT[t]) - need[1])
    return tuple(sizes.items()), tuple(hidden), needs


def deal_hidden(sizes: dict[int, int], layers: list[list[list[int]]], hidden: list[int],
                rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
    """Deal the `hidden` tiles: `sizes[seat]` to each seat, every seat's layers kept,
    the rest to the boneyard in random order. Falls back to an unconstrained deal if
    the inferences clash after TRIES shuffles (a seat passed as a tactic, unrevealed)."""
    return deal_planned(plan_deal(sizes, layers, hidden), rng)


def deal_planned(plan: DealPlan, rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
    """`deal_hidden` from its plan (a search deals one position thousands of times)."""
    sizes, hidden, needs = plan
    pool = list(hidden)
    for _ in range(TRIES if needs else 1):
        shuffle(pool, rng)
        if not needs:
            break
        dealt: dict[int, list[int]] = {seat: [] for seat, _ in sizes}
        free = pool
        ok = True
        for seat, count, mask in needs:
            picked = [t for t in free if not mask & BIT[t]][:count]
            if len(picked) < count:
                ok = False
                break
            dealt[seat] += picked
            taken = 0
            for t in picked:
                taken |= BIT[t]
            free = [t for t in free if not taken & BIT[t]]
        if ok:
            at = 0
            for seat, size in sizes:
                more = size - len(dealt[seat])
                dealt[seat] += free[at:at + more]
                at += more
            return dealt, free[at:]
    dealt = {}
    at = 0
    for seat, size in sizes:
        dealt[seat] = pool[at:at + size]
        at += size
    return dealt, pool[at:]

