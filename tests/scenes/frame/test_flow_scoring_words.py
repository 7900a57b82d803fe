"""The scoring scene's words: the hint names the keys and what they do next; partners' shared
score is called a team total."""
from __future__ import annotations

from collections import namedtuple
from types import SimpleNamespace

from game.engine.context import make_test_context
from game.engine.prompts import Family, spell
from game.registry import descriptor
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.frame.scoring import GenericBreakdown, ScoringScene

RoundScored = namedtuple("RoundScored", "pips")


def seats(teams: bool):  # noqa: ANN201
    return MatchSetup("dominoes", [default_seat(i) for i in range(4)],
                           {"teams": teams}).seat_infos()


def test_partners_total_is_called_a_team_total():
    ctx = make_test_context()
    result = RoundScored([3, 4, 5, 6])
    teams = GenericBreakdown(ctx, seats(True), result, [0] * 4, [9, 0, 9, 0], "Round")
    solo = GenericBreakdown(ctx, seats(False), result, [0] * 4, [9, 0, 4, 0], "Round")
    assert teams.columns[-1][0] == "team total"
    assert solo.columns[-1][0] == "match total"


def test_the_hint_names_the_keys_and_the_next_step():
    scene = ScoringScene.__new__(ScoringScene)
    scene.round_name = descriptor("dominoes").round_name
    scene.breakdown = SimpleNamespace(done=False)
    scene.over = False
    assert scene.hint() == "[confirm] show all"
    scene.breakdown = SimpleNamespace(done=True)
    assert scene.hint() == "[confirm] next round"
    scene.over = True
    assert scene.hint() == "[confirm] match summary"
    assert spell(scene.hint(), Family.PLAYSTATION) == "Cross match summary"
    assert spell(scene.hint(), Family.KEYBOARD) == "Enter match summary"
