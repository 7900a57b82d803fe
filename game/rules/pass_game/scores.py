"""What a PASS play is worth to the bots (docs/rules.md section 1): the scores the normal
bot ranks moves by and the hard bot's tree and playouts weigh basic-side plays with.

The weights are named so the playout loop (playout.py), which scores plays inline for
speed, reads the very numbers `play_score` and `pass_score` do.
"""
from __future__ import annotations

from game.rules.pass_game.basic import Shape
from game.rules.pass_game.sets import BOMB_LEVEL, SetOnTable

PER_CARD = 2.5
"""What shedding one card is worth (the deal is won by emptying the hand)."""
PER_RANK = 0.6
"""What using one step of rank costs (high cards win tricks later)."""
GOING_OUT = 1000.0
"""A play that empties the hand wins the deal."""
BOMB_IN_DANGER = 6.0
"""A bomb is worth playing to stop an opponent about to go out..."""
BOMB_KEPT = 9.0
"""...and otherwise costs this much: it is a reserve, not a way to shed."""
BREAKS_BOMB = 6.0
"""Cost of playing some cards of a value held four times or more (a bomb broken)."""
BREAKS_SET = 1.2
"""Cost of playing some cards of a pair or three."""
FIGHT = 4.0
"""Bonus for beating the table while an opponent is about to go out."""
PASS_TOKEN = 0.8
"""What passing is worth while the supply has a token to give."""
PASS_IN_DANGER = 7.0
"""What passing costs while an opponent is about to go out (the trick is lost)."""
PLAYOUT_NOISE = 1.5
"""Standard deviation of the noise on each playout play's score (in score points)."""


def play_score(
    found: Shape,
    counts: list[int],
    hand_size: int,
    token_value: float,
    danger: bool,
    leading: bool,
) -> float:
    """How much a play is worth to its player (higher is better)."""
    kind, rank, cards, tokens, uses = found
    if cards == hand_size:
        return GOING_OUT
    score = PER_CARD * cards - PER_RANK * rank - token_value * tokens
    if kind in BOMB_LEVEL:
        score += BOMB_IN_DANGER if danger else -BOMB_KEPT
    for value, n in uses:
        if n < counts[value]:
            score -= BREAKS_BOMB if counts[value] >= 4 else BREAKS_SET
    if danger and not leading:
        score += FIGHT  # keep the trick away from a player about to go out
    return score


def pass_score(danger: bool, supply: int) -> float:
    """What passing is worth: a token now, but the trick is lost."""
    return (PASS_TOKEN if supply > 0 else 0.0) - (PASS_IN_DANGER if danger else 0.0)


def in_danger(sizes: tuple[int, ...] | list[int], seat: int, last: SetOnTable | None,
              passed: tuple[bool, ...] | list[bool]) -> bool:
    """True when an opponent still in the trick (or owning its set) is close to going out."""
    for other, size in enumerate(sizes):
        if other == seat:
            continue
        in_play = not passed[other] or (last is not None and last.seat == other)
        if in_play and size <= 3:
            return True
    return False
