"""bench/stranger_bots.py and bench/strangers.py: plain search bots that share none of our
code play every game legally, sample what they cannot see uniformly, and meet our levels
at equal budgets in runs that log their matches and figures."""
from __future__ import annotations

import ast
import json
import random
import shlex

import pytest
from bench_helpers import ROOT, count_plays, load_bench

from game.ai import SeatPort
from game.registry import get_game
from game.rules.dominoes.moves import Pass
from game.rules.dominoes.tiles import SHOWING

KINDS = ("ismcts", "duct")


def test_the_strangers_import_nothing_of_ours():
    tree = ast.parse((ROOT / "bench" / "stranger_bots.py").read_text("utf-8"))
    names = {alias.name.split(".")[0] for node in ast.walk(tree)
             if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module.split(".")[0] for node in ast.walk(tree)
              if isinstance(node, ast.ImportFrom)}
    assert names == {"__future__", "math", "random", "time", "typing"}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("slug, players, options", [
    ("take-or-pass", 3, None), ("dominoes", 2, {"target": 15}), ("pass", 2, None)])
def test_a_stranger_plays_legal_moves_and_the_same_ones_for_the_same_seed(
        kind, slug, players, options):
    """Whole matches of strangers (PASS: its first moves, whose lists are long)."""
    strangers = load_bench("stranger_bots")
    match = get_game(slug).new_match(players, 3, options)
    bots = [strangers.make_stranger(kind, s, think_time=None, iterations=6)
            for s in range(players)]
    moves = 0
    while not match.is_over and (slug != "pass" or moves < 8):
        port = SeatPort(match.clone(), match.to_move)
        move = bots[match.to_move].choose(port)
        assert move in port.legal_moves()
        again = strangers.make_stranger(kind, match.to_move, think_time=None, iterations=6)
        assert again.choose(SeatPort(match.clone(), match.to_move)) == move
        match.apply_then_deal(move)
        moves += 1
    assert match.is_over or slug == "pass"


def test_a_stranger_redeals_dominoes_uniformly_where_the_rules_read_passes():
    """After the other seat passed on ends a and b, the rules' determinisation never gives
    it a tile showing a or b; the stranger's does, keeping every hand's size, the seat's own
    hand, the tiles in play and the rules' count of tiles held."""
    strangers = load_bench("stranger_bots")
    match = get_game("dominoes").new_match(2, 8, None)
    seat = match.to_move  # leads; the other seat passes
    other = 1 - seat
    match.apply(match.legal_moves()[0])
    ends = SHOWING[match.left] | SHOWING[match.right]
    match.apply(Pass())
    port = SeatPort(match, seat)
    rng = random.Random(1)
    unseen = sorted(match.hands[other] + match.boneyard)
    showing = 0
    for _ in range(60):
        assert not sum(1 << t for t in port.determinize(rng).hands[other]) & ends
        twin = strangers.determinise(port, rng)
        assert twin.hands[seat] == match.hands[seat]
        assert [len(h) for h in twin.hands] == [len(h) for h in match.hands]
        assert sorted(twin.hands[other] + twin.boneyard) == unseen
        assert twin.held == sum(1 << t for hand in twin.hands for t in hand)
        showing += bool(sum(1 << t for t in twin.hands[other]) & ends)
    assert showing > 10


def test_a_playout_values_the_win_or_where_pass_stops_the_lead():
    strangers = load_bench("stranger_bots")
    rng = random.Random(2)
    match = get_game("take-or-pass").new_match(3, 2, None)
    values = strangers.playout(match, rng, "take-or-pass", match.number)
    assert match.is_over and values == [1 / len(match.winners) if s in match.winners else 0.0
                                        for s in range(3)]
    match = get_game("pass").new_match(2, 2, None)
    values = strangers.playout(match, rng, "pass", match.number)
    assert not match.is_over and match.number == 2  # one deal played, the match goes on
    crowns = match.scores
    assert values == [1.0 if c == max(crowns) else 0.0 for c in crowns] or values == [0.5] * 2


def test_every_seat_gets_the_pairings_budget():
    bench = load_bench("strangers")
    assert bench.pairing_budget("expert") == ("expert", {"think_time": 2.0, "iterations": None})
    assert bench.pairing_budget("hard@0.5") == ("hard", {"think_time": 0.5, "iterations": None})
    assert bench.pairing_budget("ismcts#30") == ("ismcts", {"think_time": None,
                                                            "iterations": 30})
    for bad in ("normal", "hard@soon"):
        with pytest.raises(ValueError, match="budget"):
            bench.pairing_budget(bad)
    budget = {"think_time": 0.5, "iterations": None}
    seats = bench.seats(["hard", "ismcts", "duct", "normal"], 7, budget)
    assert seats == [("hard", 70, budget), ("ismcts", 71, budget), ("duct", 72, budget),
                     ("normal", 73, {})]


def test_a_run_logs_its_matches_and_figures_and_resumes_from_its_log(tmp_path, monkeypatch,
                                                                      capsys):
    bench = load_bench("strangers")
    monkeypatch.setenv("PASSTIME_BENCH_LOGS", str(tmp_path))
    matches = tmp_path / "matches.jsonl"
    args = ["--pairs", "hard#4-ismcts", "--games", "take-or-pass", "--players", "3",
            "--matches", "3", "--seed", "5", "--log", str(matches)]
    assert bench.main(args) == 0
    (row,) = json.loads(capsys.readouterr().out)["strength"]
    assert (row["challenger"], row["opponent"], row["matches"], row["target"]) == (
        "hard", "ismcts", 3, 1.3)
    assert (row["think_time"], row["iterations"]) == (None, 4)
    assert 0 < row["load"]["cpu_share"] <= 1.1 and row["load"]["min"] <= row["load"]["max"]
    assert len(matches.read_text().splitlines()) == 3
    (line,) = [json.loads(text) for text in (tmp_path / "strangers.jsonl").read_text()
               .splitlines()]
    assert shlex.split(line["command"])[:4] == ["python", "bench/strangers.py", "--pairs",
                                                 "hard#4-ismcts"]
    assert line["kind"] == ("hard against ismcts strangers, take-or-pass 3 players, "
                            "4 iterations a move")
    assert line["figures"]["strength"] == [row]
    assert line["figures"]["settings"]["code"]["take-or-pass"]
    played = count_plays(bench, monkeypatch)
    assert bench.main([*args, "--peek"]) == 0  # a peek plays none and logs nothing
    capsys.readouterr()
    assert bench.main(args) == 0  # the same matches again: all from the log
    assert played == []
    (again,) = json.loads(capsys.readouterr().out)["strength"]
    assert again["from_log"] == 3 and again["wins"] == row["wins"]
    assert len((tmp_path / "strangers.jsonl").read_text().splitlines()) == 2
