"""A PASS deal's end and the match's winner (docs/rules.md P8), beside the rest of the
match in match.py: the deal's crown, or its points in the points variant, and the goal
that wins the match."""
from __future__ import annotations

from game.rules.pass_game.events import DealWon, MatchWon

CROWNS_TO_WIN = 3
POINTS_TO_WIN = 10
POINT_AWARDS = (4, 2, 1)
"""Points variant: the deal winner, then the fewest and second-fewest cards left."""


class PassWinning:
    """Mixin for PassMatch: scoring the deal a seat ended by emptying its hand. PassMatch
    sets what it reads and writes (below) and gives `hand(seat)`, a hand's labels."""

    players: int
    sizes: list[int]
    by_points: bool
    points: list[int]
    crowns: list[int]
    _winners: list[int]
    _result: DealWon | None
    _to_move: int | None
    _between: bool

    def _awards(self, winner: int) -> list[int]:
        """Points this deal: 4 to the winner, 2 and 1 to the fewest cards left,
        ties broken clockwise from the winner."""
        n = self.players
        others = sorted((self.sizes[s], (s - winner) % n, s)
                         for s in range(n) if s != winner)
        awards = [0] * n
        awards[winner] = POINT_AWARDS[0]
        for (_, _, seat), points in zip(others, POINT_AWARDS[1:], strict=False):
            awards[seat] = points
        return awards

    def _end_deal(self, winner: int) -> list:
        """Score the deal `winner` ended: [DealWon], then MatchWon if that won the match
        (else the match waits between deals)."""
        n = self.players
        if self.by_points:
            awards = self._awards(winner)
            self.points = [p + a for p, a in zip(self.points, awards, strict=True)]
            reached = [s for s in range(n) if self.points[s] >= POINTS_TO_WIN]
            if reached:
                best = min(reached, key=lambda s: (-self.points[s], (s - winner) % n))
                self._winners = [best]
        else:
            awards = [1 if s == winner else 0 for s in range(n)]
            self.crowns[winner] += 1
            if self.crowns[winner] >= CROWNS_TO_WIN:
                self._winners = [winner]
        self._result = DealWon(winner, tuple(awards), tuple(self.crowns), tuple(self.points),
                               tuple(tuple(self.hand(s)) for s in range(n)))
        events: list = [self._result]
        self._to_move = None
        if self._winners:
            events.append(MatchWon(tuple(self._winners)))
        else:
            self._between = True  # the table shows the finished deal until start_next_deal()
        return events
