"""Player figures from the history: per player name and game."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.store.history import History


@dataclass
class PlayerStats:
    """One player's figures in one game."""

    name: str
    game: str
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0  # longest run of wins in a row
    with_undo: int = 0
    #: per bot level at the table: [matches against it, matches won].
    against: dict[str, list[int]] = field(default_factory=dict)
    _run: int = 0

    @property
    def average(self) -> float:
        """Mean match score."""
        return self.total / self.played if self.played else 0.0

    def share(self, level: str) -> float | None:
        """Share of the matches against bots of `level` that this player won."""
        played, won = self.against.get(level, (0, 0))
        return won / played if played else None


def player_stats(history: History, low_wins: Callable[[str], bool]) -> list[PlayerStats]:
    """Figures per (name, game), most played first; `low_wins(game)` says whether a lower
    score is the better one in that game (for `best`)."""
    found: dict[tuple[str, str], PlayerStats] = {}
    for _match, game, _seat, name, _bot, score, won, undo, bots in history.seat_rows():
        stats = found.setdefault((name, game), PlayerStats(name, game))
        stats.played += 1
        stats.won += won
        stats.total += score
        stats.with_undo += undo
        better = min if low_wins(game) else max
        stats.best = score if stats.best is None else better(stats.best, score)
        stats._run = stats._run + 1 if won else 0
        stats.streak = max(stats.streak, stats._run)
        for level in (bots or "").split(","):
            if level:
                tally = stats.against.setdefault(level, [0, 0])
                tally[0] += 1
                tally[1] += won
    return sorted(found.values(), key=lambda s: (-s.played, s.name, s.game))
