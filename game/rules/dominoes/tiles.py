"""The Passing Game's pieces: tiles, their tables and explicit deals (moves.py has the moves).

A tile is an id 0..27 for the pair (high, low) with high >= low, in ascending
order of (high, low): 0-0 is 0, 1-0 is 1, 1-1 is 2, ... 6-6 is 27. A tile *as
laid* on the train is an oriented code `a * 7 + b` (a on the left). The tables
below are built once so the match never formats strings or searches on a move.
"""
from __future__ import annotations

import re

from game.rules.base import BadRecord
from game.userdata import brief

LEFT = "left"
RIGHT = "right"

TILES: tuple[tuple[int, int], ...] = tuple((hi, lo) for hi in range(7) for lo in range(hi + 1))
TILE_OF: tuple[int, ...] = tuple(
    TILES.index((max(a, b), min(a, b))) for a in range(7) for b in range(7)
)
"""Tile id of the numbers (a, b) in either order, indexed by a * 7 + b."""
TILE_NAME: tuple[str, ...] = tuple(f"{hi}-{lo}" for hi, lo in TILES)
TILE_PIPS: tuple[int, ...] = tuple(hi + lo for hi, lo in TILES)
LAID_NAME: tuple[str, ...] = tuple(f"{a}-{b}" for a in range(7) for b in range(7))
"""The name of an oriented code a * 7 + b, e.g. "4-6"."""
BIT: tuple[int, ...] = tuple(1 << t for t in range(28))
ALL_TILES = (1 << 28) - 1  # every tile's bit: `held` when all 28 are in hands
SHOWING: tuple[int, ...] = tuple(
    sum(BIT[t] for t, (hi, lo) in enumerate(TILES) if n in (hi, lo)) for n in range(7)
)
"""Bitmask of the tiles that show the number n (so can join an end showing n)."""


def _joins(tile: int, end: int, on_left: bool) -> tuple[int, int] | None:
    """(oriented code, new end) for `tile` laid against an end showing `end`, or None."""
    hi, lo = TILES[tile]
    if end not in (hi, lo):
        return None
    far = lo if hi == end else hi
    # On the left end the touching number is on the tile's right, and vice versa.
    return (far * 7 + end, far) if on_left else (end * 7 + far, far)


JOIN_LEFT: tuple[tuple[int, int] | None, ...] = tuple(
    _joins(t, e, True) for t in range(28) for e in range(7)
)
"""Indexed by tile * 7 + left end."""
JOIN_RIGHT: tuple[tuple[int, int] | None, ...] = tuple(
    _joins(t, e, False) for t in range(28) for e in range(7)
)
"""Indexed by tile * 7 + right end."""


def tile_id(text: str) -> int | None:
    """The tile id named by "a-b" (either order), or None if it is not a tile."""
    found = TILE_RE.fullmatch(text)
    return TILE_OF[int(found[1]) * 7 + int(found[2])] if found else None


TILE_RE = re.compile(r"([0-6])-([0-6])")


def hand_size(players: int) -> int:
    """Tiles dealt to each seat (D1): 7 for 2-3 players, 6 for 4."""
    return 6 if players == 4 else 7


def read_deal(deal: object, players: int, number: int) -> tuple[list[list[int]], list[int], int]:
    """Check one explicit deal (docs/rules.md section 4) and return (hands, boneyard, leader).

    Any problem raises BadRecord naming the deal's number (from 1) and what is wrong.
    """
    where = f"Deal {number}"
    if not isinstance(deal, dict):
        raise BadRecord(f"{where} must be an object with hands, boneyard and leader.")
    unknown = sorted(set(deal) - {"hands", "boneyard", "leader"})
    if unknown:
        raise BadRecord(
            f"{where} has an unknown key '{unknown[0]}'; its keys are hands, boneyard, leader."
        )
    hands, boneyard, leader = deal.get("hands"), deal.get("boneyard"), deal.get("leader")
    size = hand_size(players)
    if not isinstance(hands, list) or len(hands) != players:
        raise BadRecord(f"{where}: 'hands' must be a list of {players} hands, one per seat.")
    if not isinstance(boneyard, list):
        raise BadRecord(f"{where}: 'boneyard' must be a list of tiles in draw order.")
    if not isinstance(leader, int) or isinstance(leader, bool) or not 0 <= leader < players:
        raise BadRecord(
            f"{where}: 'leader' must be a seat from 0 to {players - 1}, not {brief(leader)}."
        )
    seen: set[int] = set()

    def tiles(names: object, what: str) -> list[int]:
        if not isinstance(names, list):
            raise BadRecord(f"{where}: {what} must be a list of tiles like \"6-4\".")
        out = []
        for name in names:
            t = tile_id(name) if isinstance(name, str) else None
            if t is None:
                raise BadRecord(
                    f"{where}: {brief(name)} in {what} is not a tile (write a-b, 0 to 6).")
            if t in seen:
                raise BadRecord(f"{where}: tile {TILE_NAME[t]} appears more than once.")
            seen.add(t)
            out.append(t)
        return out

    held = []
    for seat, names in enumerate(hands):
        hand = tiles(names, f"seat {seat}'s hand")
        if len(hand) != size:
            raise BadRecord(
                f"{where}: seat {seat} holds {len(hand)} tiles; with {players} players "
                f"each seat gets {size}."
            )
        held.append(hand)
    bones = tiles(boneyard, "the boneyard")
    if len(seen) != 28:
        missing = ", ".join(TILE_NAME[t] for t in range(28) if t not in seen)
        raise BadRecord(f"{where}: every tile must be dealt exactly once; missing {missing}.")
    return held, bones, leader
