"""How the dominoes bots score a move (docs/rules.md section 3): the normal bot's weighing,
which the hard bot's playouts repeat move after move (heuristics.py, playout.py).

Heavy tiles first (doubles a little earlier), keep tiles that can follow the new ends,
leave ends the others are unlikely to hold; when no tile fits, draw with a weak hand and
pass with the lowest count. Hands and seen tiles are bitmasks of tile ids.

The weights are one `TileWeights` so the playout loop (playout.py), which scores moves
inline from tables, reads the very numbers `play_score` and `stuck_scores` do. `WEIGHTS`
are the ones written by hand, which the normal and hard bots play by; `SHARP_WEIGHTS`,
expert's, were tuned by self-play of the playout policy (bench/tune_playouts.py).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from game.rules.dominoes.moves import FITS, Play
from game.rules.dominoes.tiles import BIT, SHOWING, TILE_PIPS, TILES

DOMINO = 100.0
"""A seat's last tile wins the round."""


@dataclass(frozen=True, slots=True)
class TileWeights:
    """How much each thing a move does is worth, in pips."""

    double_bonus: float = 2.5
    """Extra for placing a double (doubles fit fewer ends: shed them early)."""
    follow_bonus: float = 1.5
    """Per tile left in hand that can follow one of the new ends..."""
    follow_cap: int = 3
    """...counting this many at most."""
    end_penalty: float = 0.6
    """Per tile showing a new end that the others might hold."""
    draw_if_playable: float = -4.0
    """Drawing while a tile fits."""
    pass_if_playable: float = -6.0
    """Passing while a tile fits (passing is always legal)."""
    draw_stuck: float = 2.0
    """Drawing when no tile fits..."""
    draw_weak: float = 2.0
    """...plus this with more pips in hand than an opponent likely holds."""
    pass_stuck: float = 1.0
    """Passing when no tile fits..."""
    pass_low: float = 3.0
    """...plus this with fewer pips in hand than every opponent likely holds."""
    average_tile: float = 6.0
    """What an opponent's hidden tile is taken to hold (a double-six tile's mean pips)."""
    playout_noise: float = 1.0
    """Standard deviation of the noise on each playout move's score."""

    def __post_init__(self) -> None:
        if self.playout_noise < 0:  # the playout loop's shortcuts rely on it (playout.py)
            raise ValueError(f"playout_noise is a standard deviation: {self.playout_noise} "
                             "is below 0.")


WEIGHTS = TileWeights()
"""The weights written by hand: the normal bot's, and hard's playouts."""
SHARP_WEIGHTS = TileWeights(double_bonus=4.0, pass_if_playable=-10.0, draw_stuck=0.0,
                            draw_weak=0.0, average_tile=7.0, playout_noise=0.5)
"""Expert's: tuned by self-play of the playout policy (bench/tune_playouts.py)."""


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


def placement(tile: int, left: int, right: int, w: TileWeights = WEIGHTS) -> Placement:
    """What scoring `tile` placed to leave ends `left` and `right` needs that no hand
    changes: its pips (plus a double's bonus), the other tiles that could follow on the
    new ends, and for each new end (ascending) the tiles showing it and 1 if `tile` does."""
    hi, lo = TILES[tile]
    pips = float(TILE_PIPS[tile]) + (w.double_bonus if hi == lo else 0.0)
    follows = (SHOWING[left] | SHOWING[right]) & ~BIT[tile]
    ends = (left,) if left == right else sorted((left, right))
    return pips, follows, tuple((SHOWING[end], int(end in (hi, lo))) for end in ends)


def play_score(placed: Placement, held: int, seen: int, size: int,
               w: TileWeights = WEIGHTS) -> float:
    """Heavy first, doubles early, keep follow-ups, leave ends the others lack.

    `held` is the hand and `seen` every tile the seat sees (bitmasks), `size` how
    many tiles it holds; `placed` was worked out with the same weights `w`.
    (playout.py repeats this sum inline from tables: keep the two alike.)"""
    if size == 1:
        return DOMINO
    pips, follows, ends = placed
    follow = (held & follows).bit_count()  # tiles left in hand that can follow
    cap = w.follow_cap
    score = pips + w.follow_bonus * (follow if follow < cap else cap)
    for showing, own in ends:
        # Tiles showing the end that the others might hold (7 show each number).
        score -= w.end_penalty * (7 - (seen & showing).bit_count() - own)
    return score


Placed = tuple[tuple[tuple[tuple[Play, Placement], ...], ...], ...]


@cache
def placed_by(w: TileWeights) -> Placed:
    """FITS with each move's placement by the weights `w`: indexed by left * 7 + right,
    then tile id, the (move, placement) of every canonical placement (playouts look them
    up). Worked out once per weights."""
    return tuple(
        tuple(tuple((m, placement(m.tile, *after((left, right), m), w)) for m in fits)
              for fits in FITS[left * 7 + right])
        for left in range(7) for right in range(7)
    )


def opponents(players: int, seat: int, teams: bool) -> tuple[int, ...]:
    """The seats whose counts `seat` must beat (with teams, not its partner)."""
    return tuple(s for s in range(players)
                 if s != seat and not (teams and s % 2 == seat % 2))


def stuck_scores(pips: int, hand_counts: list[int] | tuple[int, ...],
                 rivals: tuple[int, ...], w: TileWeights = WEIGHTS) -> tuple[float, float]:
    """Draw's and pass's scores for a seat with `pips` in hand when no tile fits;
    `rivals` are its opponents. (playout.py repeats this inline: keep the two alike.)"""
    # The count to beat is an opponent's: a partner close to going out wins for us too.
    fewest = 99  # (a loop, not min() of a generator: cheaper for one to three rivals)
    for s in rivals:
        if hand_counts[s] < fewest:
            fewest = hand_counts[s]
    lowest_other = fewest * w.average_tile if rivals else 99.0
    # Drawing adds ~6 pips; worth it with a weak hand. Passing is free; best when
    # already the lowest count.
    return (w.draw_stuck + (pips > lowest_other) * w.draw_weak,
            w.pass_stuck + (pips < lowest_other) * w.pass_low)
