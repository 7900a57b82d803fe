"""bench/fit_opponents.py fits the take rule's weights to the choices it is given."""
from __future__ import annotations

import json
import random

from bench_helpers import load_bench

from game.rules.take_or_pass.opponents import take_chance
from game.rules.take_or_pass.weights import WEIGHTS, TakeWeights, take_advantage


def test_the_fit_finds_the_weights_that_made_the_choices():
    """Choices drawn from a rule with a lower margin are fitted closer to it than the
    hand-written weights they start from, and explained better."""
    bench = load_bench("fit_opponents")
    truth = TakeWeights(margin=0.5, playout_noise=2.0)
    rng = random.Random(3)
    choices = []
    for _ in range(600):
        card, pot, mine = rng.randint(3, 35), rng.randint(0, 12), rng.randint(1, 11)
        own = sum(1 << c for c in rng.sample(range(3, 36), rng.randint(0, 4)))
        others = sum(1 << c for c in rng.sample(range(3, 36), rng.randint(0, 6))) & ~own
        took = rng.random() < take_chance(
            take_advantage(card, pot, mine, own, others, False, 5, truth), 2.0)
        choices.append((card, pot, mine, own, others, False, 5, took))
    fitted = bench.fit(choices)
    assert abs(fitted.margin - truth.margin) < abs(WEIGHTS.margin - truth.margin)
    assert bench.log_likelihood(fitted, choices) > bench.log_likelihood(WEIGHTS, choices)


def test_a_small_run_gathers_hard_bots_choices_and_prints_the_fit(capsys):
    bench = load_bench("fit_opponents")
    assert bench.main(["--matches", "1", "--iterations", "20", "--players", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["choices"] > 10 and 0 < report["takes"] < report["choices"]
    assert report["log_likelihood"]["fitted"] >= report["log_likelihood"]["hand_written"]
    assert set(report["fitted"]) == set(WEIGHTS.__dataclass_fields__)
