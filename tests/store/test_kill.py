"""SIGKILL at random points of a real match loop: every time, the autosave on disk is the match
after the last saved move (never torn, no saved move lost), it resumes exactly there, and
`main.py replay` reads its record (exit 0)."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.context import make_test_context
from game.rules.record import replay
from game.store.saves import list_saves
from game.version import stamped
from scenes.app import flow

ROOT = Path(__file__).resolve().parents[2]
CHILD = ROOT / "tests" / "helpers" / "kill_child.py"
KILLS = 6


def kill_after(config: Path, seed: int, moves: int, pause: float) -> int:
    """Run the child until it has saved `moves` moves, wait `pause` s, SIGKILL it; return the
    last move count it reported."""
    env = dict(os.environ, PASSTIME_CONFIG_DIR=str(config), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen([sys.executable, str(CHILD), "take-or-pass", "3", str(seed)],
                             stdout=subprocess.PIPE, text=True, env=env)
    reported = 0
    assert child.stdout is not None
    for line in child.stdout:
        reported = int(line)
        if reported >= moves:
            break
    time.sleep(pause)  # the loop goes on: the kill lands anywhere, a write included
    child.send_signal(signal.SIGKILL)
    rest = child.stdout.read()
    child.wait(10)
    return max([reported, *map(int, rest.split())])


@pytest.mark.slow
def test_a_killed_match_resumes_after_its_last_saved_move(tmp_path):
    rng = random.Random(14)
    for round_ in range(KILLS):
        config = tmp_path / f"run{round_}"
        reported = kill_after(config, round_ + 1, rng.randint(1, 30), rng.uniform(0, 0.05))
        (save,), notes = list_saves(config)
        assert notes == []
        saved = len(save.record["moves"])
        # Reported moves were on disk: none is lost (one more may have landed since).
        assert saved >= reported
        resumed = flow.resume_scene(make_test_context(), save)
        match, error = replay(save.record)
        assert error is None and stamped(resumed.match.record()) == save.record
        assert all(resumed.match.view(s) == match.view(s) for s in range(match.players))
        path = config / "record.json"
        path.write_text(json.dumps(save.record))
        out = subprocess.run([sys.executable, "main.py", "replay", str(path)], cwd=ROOT,
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
