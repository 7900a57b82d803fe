"""How the dominoes bots score a move (docs/rules.md section 3): the normal bot's weighing,
which the hard bot's playouts repeat move after move (heuristics.py, playout.py).

Heavy tiles first (doubles a little earlier), keep tiles that can follow the new ends,
leave ends the others are unlikely to hold; when no tile fits, draw with a weak hand and
pass with the lowest count. Hands and seen tiles are bitmasks of tile ids.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.rules.dominoes.tiles import BIT, FITS, SHOWING, TILE_PIPS, TILES, Play

AVERAGE_TILE = 6.0
"""Mean pips of a double-six tile: what a hidden tile is worth on average."""
DRAW_IF_PLAYABLE = -4.0
PASS_IF_PLAYABLE = -6.0


def bits(tiles: Iterable[int]) -> int:
    """Tile ids as a bitmask (bit t for tile t)."""
    mask = 0
    for t in tiles:
        mask |= BIT[t]
    return mask


def after(ends: tuple[int, int] | None, move: Play) -> tuple[int, int]:
    """The train's open ends once `move` is placed."""
    if ends is None:
        return move.a, move.b
    left, right = ends
    hi, lo = TILES[move.tile]
    side = move.side
    if side is None:  # no side given: it fits exactly one end
        side = "left" if left in (hi, lo) else "right"
    if side == "left":
        return (lo if hi == left else hi), right
    return left, (lo if hi == right else hi)


Placement = tuple[float, int, tuple[tuple[int, int], ...]]


def placement(tile: int, left: int, right: int) -> Placement:
    """What scoring `tile` placed to leave ends `left` and `right` needs that no hand
    changes: its pips (plus a double's bonus), the other tiles that could follow on the
    new ends, and for each new end (ascending) the tiles showing it and 1 if `tile` does."""
    hi, lo = TILES[tile]
    pips = float(TILE_PIPS[tile]) + (2.5 if hi == lo else 0.0)
    follows = (SHOWING[left] | SHOWING[right]) & ~BIT[tile]
    ends = (left,) if left == right else sorted((left, right))
    return pips, follows, tuple((SHOWING[end], int(end in (hi, lo))) for end in ends)


def play_score(placed: Placement, held: int, seen: int, size: int) -> float:
    """Heavy first, doubles early, keep follow-ups, leave ends the others lack.

    `held` is the hand and `seen` every tile the seat sees (bitmasks), `size` how
    many tiles it holds. (playout.py repeats this sum inline: keep the two alike.)"""
    if size == 1:
        return 100.0  # domino: the round is won
    pips, follows, ends = placed
    follow = (held & follows).bit_count()  # tiles left in hand that can follow
    score = pips + 1.5 * (follow if follow < 3 else 3)
    for showing, own in ends:
        # Tiles showing the end that the others might hold (7 show each number).
        score -= 0.6 * (7 - (seen & showing).bit_count() - own)
    return score


PLACED: tuple[tuple[tuple[tuple[Play, Placement], ...], ...], ...] = tuple(
    tuple(tuple((m, placement(m.tile, *after((left, right), m))) for m in fits)
          for fits in FITS[left * 7 + right])
    for left in range(7) for right in range(7)
)
"""FITS with each move's placement: indexed by left * 7 + right, then tile id, the
(move, placement) of every canonical placement (playouts look them up)."""


def opponents(players: int, seat: int, teams: bool) -> tuple[int, ...]:
    """The seats whose counts `seat` must beat (with teams, not its partner)."""
    return tuple(s for s in range(players)
                 if s != seat and not (teams and s % 2 == seat % 2))


def stuck_scores(pips: int, hand_counts: list[int] | tuple[int, ...],
                 rivals: tuple[int, ...]) -> tuple[float, float]:
    """Draw's and pass's scores for a seat with `pips` in hand when no tile fits;
    `rivals` are its opponents. (playout.py repeats this inline: keep the two alike.)"""
    # The count to beat is an opponent's: a partner close to going out wins for us too.
    fewest = 99  # (a loop, not min() of a generator: cheaper for one to three rivals)
    for s in rivals:
        if hand_counts[s] < fewest:
            fewest = hand_counts[s]
    lowest_other = fewest * AVERAGE_TILE if rivals else 99.0
    # Drawing adds ~6 pips; worth it with a weak hand. Passing is free; best when
    # already the lowest count.
    return 2.0 + (pips > lowest_other) * 2.0, 1.0 + (pips < lowest_other) * 3.0
