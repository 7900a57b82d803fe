"""Dominoes breakdown words: each total follows its name after a colon (a name ending in a
digit ran into its score: "Bot 1 30")."""
from __future__ import annotations

from types import SimpleNamespace

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.dominoes.events import RoundScored
from scenes.dominoes.breakdown import DominoesBreakdown
from scenes.frame.game_table import SeatInfo


def breakdown(players: int, teams: bool, totals: tuple[int, ...]) -> DominoesBreakdown:
    seats = [SeatInfo(i, f"Bot {i + 1}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i])
             for i in range(players)]
    scored = RoundScored(1, "domino", 1, (1, 3) if teams else (1,), (0,) * players,
                         ((),) * players, 12, totals)
    view = SimpleNamespace(teams=teams, target=150, result=scored, train=())
    bd = DominoesBreakdown(make_test_context(), seats, view)  # type: ignore[arg-type]
    bd.skip()
    return bd


def test_totals_name_then_colon_then_score() -> None:
    bd = breakdown(2, False, (30, 120))
    assert bd.totals_line() == "Bot 1: 30   ·   Bot 2: 120   (target 150)"


def test_team_totals_name_both_partners_then_the_score() -> None:
    bd = breakdown(4, True, (26, 40, 26, 40))
    line = bd.totals_line()
    assert line.startswith("Bot 1 + Bot 3: 26   ·   Bot 2 + Bot 4: 40")
