"""`sim` against OpenSpiel: random-bot moves per second in 4-player dominoes, measured in
the same run as OpenSpiel's python_team_dominoes and as our bare rules loop.

Three loops, each for --seconds, interleaved over --rounds (the best round of each is
kept, so a busy moment elsewhere on the machine costs a round, not the figure):
- `sim`: what `python main.py sim --game dominoes --players 4 --bots random` runs
  (game/cli.py simulate: bots choosing through their seat's port, the match dealing on);
- `rules`: the bare loop `apply_then_deal(rng.choice(legal_moves()))`, no bot at all;
- `openspiel`: python_team_dominoes (open_spiel/python/games/team_dominoes.py, pure
  Python) played by uniform random choices, in a Python that has the `open_spiel` package
  (--openspiel-python; not a dependency of Passtime: install it in a venv of its own).
A move is a player's decision. OpenSpiel deals by chance actions, counted apart
(`actions` includes them); the ratio against its moves and against all its actions are
both printed. Goal: `sim` at least 3x OpenSpiel's moves per second.

    python bench/sim_speed.py [--seconds 3] [--rounds 3] [--openspiel-python PATH]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import logbook  # noqa: E402
from game.cli import simulate  # noqa: E402
from game.registry import get_game  # noqa: E402

GOAL = 3.0  # sim's moves per second as a multiple of OpenSpiel's
PLAYERS = 4
OPENSPIEL_LOOP = """
import json, random, sys, time
import pyspiel
from open_spiel.python.games import team_dominoes  # registers python_team_dominoes
game = pyspiel.load_game("python_team_dominoes")
rng, seconds = random.Random(0), float(sys.argv[1])
moves = actions = matches = 0
started = time.perf_counter()
while time.perf_counter() - started < seconds:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1
        actions += 1
    matches += 1
elapsed = time.perf_counter() - started
print(json.dumps({"moves_per_second": moves / elapsed, "actions_per_second": actions / elapsed,
                  "matches_per_second": matches / elapsed, "moves_per_match": moves / matches}))
"""


def sim_loop(seconds: float) -> dict:
    """`sim`'s own path (simulate) in batches of matches for about `seconds`."""
    moves = matches = 0
    spent = 0.0
    while spent < seconds:
        figures = simulate("dominoes", PLAYERS, ["random"] * PLAYERS, 20, matches, {})
        moves, matches, spent = moves + figures["moves"], matches + 20, spent + figures["seconds"]
    return {"moves_per_second": moves / spent, "matches_per_second": matches / spent,
            "moves_per_match": moves / matches}


def rules_loop(seconds: float) -> dict:
    """The bare rules: random legal moves applied, dealing on, for about `seconds`."""
    game, rng = get_game("dominoes"), random.Random(PLAYERS)
    moves = matches = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        match = game.new_match(PLAYERS, matches)
        while not match.is_over:
            match.apply_then_deal(rng.choice(match.legal_moves()))
            moves += 1
        matches += 1
    elapsed = time.perf_counter() - started
    return {"moves_per_second": moves / elapsed, "matches_per_second": matches / elapsed,
            "moves_per_match": moves / matches}


def openspiel_loop(python: str, seconds: float) -> dict | None:
    """OpenSpiel's python_team_dominoes in `python`, or None (and why) if it cannot run."""
    done = subprocess.run([python, "-c", OPENSPIEL_LOOP, str(seconds)], capture_output=True,
                          text=True)
    if done.returncode != 0:
        print(f"openspiel: not measured ({(done.stderr.strip().splitlines() or ['?'])[-1]})")
        return None
    return json.loads(done.stdout)


def best(runs: list[dict]) -> dict:
    """The round with the most moves per second, rounded for the log."""
    top = max(runs, key=lambda r: r["moves_per_second"])
    return {k: round(v, 1) for k, v in top.items()}


def main() -> int:
    """Measure the three loops in turn, print the figures and the ratios, log them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per loop per round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the three loops")
    parser.add_argument("--openspiel-python", default=os.environ.get("OPENSPIEL_PYTHON",
                                                                     sys.executable),
                        help="a Python with the open_spiel package (default: this one)")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    runs: dict[str, list[dict]] = {"sim": [], "rules": [], "openspiel": []}
    for _ in range(args.rounds):
        runs["sim"].append(sim_loop(args.seconds))
        runs["rules"].append(rules_loop(args.seconds))
        spiel = openspiel_loop(args.openspiel_python, args.seconds)
        if spiel is not None:
            runs["openspiel"].append(spiel)
    figures: dict = {name: best(found) for name, found in runs.items() if found}
    figures["load_average"] = round(load, 2)
    print(f"4-player dominoes, random moves; best of {args.rounds} rounds of "
          f"{args.seconds:g} s (load average {load:.2f} at the start)")
    for name in ("sim", "rules", "openspiel"):
        if name in figures:
            f = figures[name]
            print(f"  {name:10s} {f['moves_per_second']:>10,.0f} moves/s "
                  f"{f['moves_per_match']:6.1f} moves a match")
    if "openspiel" in figures:
        spiel = figures["openspiel"]
        for name in ("sim", "rules"):
            ratio = figures[name]["moves_per_second"] / spiel["moves_per_second"]
            strict = figures[name]["moves_per_second"] / spiel["actions_per_second"]
            figures[f"{name}_vs_openspiel"] = round(ratio, 2)
            figures[f"{name}_vs_openspiel_actions"] = round(strict, 2)
            print(f"  {name} / openspiel: {ratio:.2f}x its moves, {strict:.2f}x all its "
                  f"actions (dealing included)")
        verdict = "met" if figures["sim_vs_openspiel"] >= GOAL else "NOT met"
        print(f"goal (sim >= {GOAL:g}x OpenSpiel's moves/s): {verdict}")
    logbook.record("sim_speed", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
