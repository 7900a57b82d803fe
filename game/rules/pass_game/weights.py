"""What a PASS play is worth to the bots (docs/rules.md section 1): the scores the normal
bot ranks moves by and the hard bot's tree and playouts weigh basic-side plays with.

The weights are one `PlayWeights` so the playout loop (playout.py), which scores plays
inline for speed, reads the very numbers `play_score` and `pass_score` do, whatever
they are: bench/tune_playouts.py tries others. `WEIGHTS` are the ones the bots play by.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.pass_game.basic import Shape
from game.rules.pass_game.sets import BOMB_LEVEL, SetOnTable

GOING_OUT = 1000.0
"""A play that empties the hand wins the deal."""


@dataclass(frozen=True, slots=True)
class PlayWeights:
    """How much each thing a play does is worth, in score points."""

    per_card: float = 2.5
    """What shedding one card is worth (the deal is won by emptying the hand)."""
    per_rank: float = 0.6
    """What using one step of rank costs (high cards win tricks later)."""
    bomb_in_danger: float = 6.0
    """A bomb is worth playing to stop an opponent about to go out..."""
    bomb_kept: float = 9.0
    """...and otherwise costs this much: it is a reserve, not a way to shed."""
    breaks_bomb: float = 6.0
    """Cost of playing some cards of a value held four times or more (a bomb broken)."""
    breaks_set: float = 1.2
    """Cost of playing some cards of a pair or three."""
    fight: float = 4.0
    """Bonus for beating the table while an opponent is about to go out."""
    pass_token: float = 0.8
    """What passing is worth while the supply has a token to give."""
    pass_in_danger: float = 7.0
    """What passing costs while an opponent is about to go out (the trick is lost)."""
    playout_noise: float = 1.5
    """Standard deviation of the noise on each playout play's score."""
    near_out: int = 3
    """An opponent holding this many cards or fewer is about to go out."""


WEIGHTS = PlayWeights()
"""The weights written by hand: the normal bot's, and the searching bots' tree and
playouts."""


def play_score(
    found: Shape,
    counts: list[int],
    hand_size: int,
    token_value: float,
    danger: bool,
    leading: bool,
    w: PlayWeights = WEIGHTS,
) -> float:
    """How much a play is worth to its player (higher is better)."""
    kind, rank, cards, tokens, uses = found
    if cards == hand_size:
        return GOING_OUT
    score = w.per_card * cards - w.per_rank * rank - token_value * tokens
    if kind in BOMB_LEVEL:
        score += w.bomb_in_danger if danger else -w.bomb_kept
    for value, n in uses:
        if n < counts[value]:
            score -= w.breaks_bomb if counts[value] >= 4 else w.breaks_set
    if danger and not leading:
        score += w.fight  # keep the trick away from a player about to go out
    return score


def pass_score(danger: bool, supply: int, w: PlayWeights = WEIGHTS) -> float:
    """What passing is worth: a token now, but the trick is lost."""
    return (w.pass_token if supply > 0 else 0.0) - (w.pass_in_danger if danger else 0.0)


def in_danger(sizes: tuple[int, ...] | list[int], seat: int, last: SetOnTable | None,
              passed: tuple[bool, ...] | list[bool], near_out: int = WEIGHTS.near_out) -> bool:
    """True when an opponent still in the trick (or owning its set) holds `near_out` cards
    or fewer: close to going out."""
    for other, size in enumerate(sizes):
        if other == seat:
            continue
        in_play = not passed[other] or (last is not None and last.seat == other)
        if in_play and size <= near_out:
            return True
    return False
