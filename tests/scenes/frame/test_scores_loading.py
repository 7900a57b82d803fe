"""The scores overlay, each game's breakdown and the match summary load with the table, not in
the first frame that shows them: imported there, they cost that frame 3-6 ms (the modules
run, their dataclasses are made and, where no bytecode is kept, the source compiled)."""
from __future__ import annotations

import pytest

import scenes.frame.table as frame_table
from scenes.dominoes import table as dominoes_table
from scenes.dominoes.breakdown import DominoesBreakdown
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene
from scenes.pass_game import table as pass_table
from scenes.pass_game.breakdown import PassBreakdown
from scenes.take_or_pass import table as take_or_pass_table
from scenes.take_or_pass.breakdown import TakeOrPassBreakdown


def test_the_table_imports_the_scores_overlay_when_it_loads():
    assert frame_table.ScoringScene is ScoringScene


def test_the_table_imports_the_match_summary_when_it_loads():
    assert frame_table.SummaryScene is SummaryScene


@pytest.mark.parametrize(("module", "breakdown"), [
    (pass_table, PassBreakdown), (take_or_pass_table, TakeOrPassBreakdown),
    (dominoes_table, DominoesBreakdown)])
def test_each_games_table_imports_its_breakdown_when_it_loads(module, breakdown):
    assert getattr(module, breakdown.__name__, None) is breakdown
