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
import time
from pathlib import Path

from game.store.history import History

ROOT = Path(__file__).resolve().parents[2]
CHILD = ROOT / "tests" / "helpers" / "night_child.py"
SEED = 5
KILLS = 6


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


def run_until(config: Path, writes: int, pause: float) -> int:
    """Start the night, SIGKILL it once it has kept `writes` writes and `pause` s more
    have passed (a write may be under way); returns the writes it reported."""
    child = start(config)
    assert child.stdout is not None
    seen = 0
    for line in child.stdout:
        seen += line.strip() == "kept"
        if seen >= writes:
            break
    time.sleep(pause)
    child.send_signal(signal.SIGKILL)
    child.communicate()
    return seen


def test_a_night_killed_at_random_points_ends_as_an_uninterrupted_one(tmp_path):
    whole = start(tmp_path / "whole")
    out, err = whole.communicate(timeout=300)
    assert whole.returncode == 0, err
    lines = out.splitlines()
    writes = lines.count("kept")
    assert writes > 100
    rng = random.Random(40)
    config = tmp_path / "killed"
    # Six kills spread over the night: each run gets a random share of the writes left.
    for _ in range(KILLS):
        run_until(config, rng.randint(1, writes // KILLS), rng.uniform(0, 0.01))
    last = start(config)
    out_killed, err = last.communicate(timeout=300)
    assert last.returncode == 0, err
    assert json.loads(out_killed.splitlines()[-1]) == json.loads(lines[-1])
    nights, matches = kept(config)
    assert (nights, matches) == kept(tmp_path / "whole")
    assert len(nights) == 1 and len(matches) == 3
    assert not list((config / "nights").glob("*.json")), "a finished night leaves no file"
