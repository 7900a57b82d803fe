"""The match summary with partners: the team wins, its total is shown once per team, and
partners sit together in one band."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
from text_spy import spy_text

from game.engine.context import make_test_context
from game.engine.theme import SCREEN_SIZE
from game.registry import descriptor
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.frame.summary import (
    MatchExits,
    SummaryScene,
    seat_groups,
    team_winner_line,
    winner_line,
)


def summary(teams: bool) -> SummaryScene:
    ctx = make_test_context()
    seats = [default_seat(i, "normal") for i in range(4)]
    setup = MatchSetup("dominoes", seats, {"teams": teams})
    scores = [70, 16, 70, 16] if teams else [70, 16, 40, 12]
    match = SimpleNamespace(winners=[0, 2] if teams else [0], scores=scores, players=4,
                            movers=[0, 1, 2, 3], options={"teams": teams, "target": 61},
                            view=lambda seat: SimpleNamespace(target=61))
    exits = MatchExits(rematch=lambda _phones: None, menu=lambda: None)
    return SummaryScene(ctx, setup, descriptor("dominoes"), match, [], exits,
                        pygame.Surface(SCREEN_SIZE))


def drawn(scene: SummaryScene) -> list[str]:
    seen = spy_text(scene.ctx)
    scene.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    return [text for text, _ in seen]


def test_partners_win_as_a_team():
    names = ["Ann", "Ben", "Cleo", "Dev"]
    assert team_winner_line(names, [2, 0]) == "Ann + Cleo win!"
    assert winner_line(names, [0, 2]) == "Ann and Cleo share the win!"  # no teams: a tie


def test_partners_are_grouped_with_the_winning_team_first():
    seats = MatchSetup("dominoes", [default_seat(i) for i in range(4)],
                            {"teams": True}).seat_infos()
    assert seat_groups(seats, [1, 3]) == [[1, 3], [0, 2]]
    assert seat_groups(seats, [0, 2]) == [[0, 2], [1, 3]]
    solo = MatchSetup("dominoes", [default_seat(i) for i in range(4)]).seat_infos()
    assert seat_groups(solo, [2]) == [[0], [1], [2], [3]]


def test_a_team_total_is_drawn_once_per_team():
    scene = summary(teams=True)
    seen = drawn(scene)
    assert "Bot 1 + Bot 3 win!" in seen and "team points" in seen
    assert seen.count("70") == 1 and seen.count("16") == 1


def test_without_teams_every_seat_shows_its_own_total():
    seen = drawn(summary(teams=False))
    assert "Bot 1 wins!" in seen and "points" in seen
    for total in ("70", "16", "40", "12"):
        assert total in seen


def test_negative_totals_use_a_true_minus_sign():
    from scenes.frame.summary import signed

    assert signed(-9) == "−9" and signed(12) == "12" and signed("n/a") == "n/a"
