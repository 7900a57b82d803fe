"""A game night of three games killed with SIGKILL at random points and resumed each time
ends with the standings of a night never interrupted, and the history holds the night once
with its three matches (real processes: tests/helpers/night_child.py)."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from game.store.history import History

ROOT = Path(__file__).resolve().parents[2]
CHILD = ROOT / "tests" / "helpers" / "night_child.py"
SEED = 5


def start(config: Path) -> subprocess.Popen:
    env = dict(os.environ, PASSTIME_CONFIG_DIR=str(config))
    return subprocess.Popen([sys.executable, str(CHILD), str(SEED)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)


def kept(config: Path) -> tuple[list, list]:
    """The night and its matches as the history holds them."""
    history = History(config)
    try:
        nights = history.conn.execute("SELECT standings FROM nights").fetchall()
        matches = [(m["game"], m["scores"], m["winners"], m["moves"])
                   for m in reversed(history.matches())]
    finally:
        history.close()
    return [json.loads(n[0]) for n in nights], matches


def test_a_night_killed_at_random_points_ends_as_an_uninterrupted_one(tmp_path):
    whole = start(tmp_path / "whole")
    out, err = whole.communicate(timeout=120)
    assert whole.returncode == 0, err
    rng = random.Random(40)
    config = tmp_path / "killed"
    kills = 0
    for _ in range(60):
        child = start(config)
        try:
            out_killed, err = child.communicate(timeout=rng.uniform(0.3, 2.5))
            break  # it finished before the kill
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGKILL)
            child.communicate()
            kills += 1
    assert child.returncode == 0, err
    assert kills >= 3, "the night was killed a few times on its way"
    assert json.loads(out_killed) == json.loads(out)
    nights, matches = kept(config)
    assert (nights, matches) == kept(tmp_path / "whole")
    assert len(nights) == 1 and len(matches) == 3
    assert not list((config / "nights").glob("*.json")), "a finished night leaves no file"
