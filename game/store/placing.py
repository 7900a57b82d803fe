"""Who placed where in a finished match: what ratings, head-to-head records and a game
night's standings are made of.

A seat's place counts the seats that did strictly better (0 is first; equal seats share a
place): the winners first, then the rest by match score, the lower the better in a game
whose low score wins. Partners (dominoes with teams) form one side and place together.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.registry import descriptor


def places(game: str, scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Each seat's place, 0 for first; seats that did equally well share a place."""
    low = descriptor(game).low_score_wins

    def key(seat: int) -> tuple[bool, int]:
        return seat not in winners, scores[seat] if low else -scores[seat]

    seats = range(len(scores))
    return [sum(1 for other in seats if key(other) < key(seat)) for seat in seats]


def points(game: str, scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Placement points per seat: the number of seats it placed above (3, 2, 1, 0 at four
    seats with no ties; a winning team's partners each beat the two others, 2 and 0)."""
    placed = places(game, scores, winners)
    return [sum(1 for other in placed if other > mine) for mine in placed]


def sides(players: int, options: dict) -> list[list[int]]:
    """The seats that place together: partners sit opposite with the 'teams' option."""
    if options.get("teams") and players == 4:
        return [[0, 2], [1, 3]]
    return [[seat] for seat in range(players)]
