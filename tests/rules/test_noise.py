"""The playout noise's one scale: the square root of 6, shared by the bots and the loops."""
from __future__ import annotations

import math
import random
import statistics

from game.ai import heuristics
from game.rules.dominoes import playout as dominoes_playout
from game.rules.noise import SQRT_6
from game.rules.pass_game import playout as pass_playout


def test_sqrt_6_is_the_square_root_of_6() -> None:
    assert SQRT_6 == math.sqrt(6)


def test_the_bots_and_the_playout_loops_use_the_one_constant() -> None:
    assert heuristics.SQRT_6 is SQRT_6
    assert pass_playout.SQRT_6 is SQRT_6
    assert dominoes_playout.SQRT_6 is SQRT_6
    assert not hasattr(pass_playout, "SQRT6") and not hasattr(dominoes_playout, "SQRT6")


def test_noise_has_the_standard_deviation_asked_for() -> None:
    rng = random.Random(6)
    draws = [heuristics.noise(rng, 2.0) for _ in range(20_000)]
    assert abs(statistics.fmean(draws)) < 0.05
    assert abs(statistics.pstdev(draws) - 2.0) < 0.04
