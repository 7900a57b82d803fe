"""`python main.py watch`: a record played back headless with screenshots, bad input in one
line (exit 2), and a record that stops early says which move and why."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "watch", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                               "PATH": "/usr/bin:/bin"})


@pytest.mark.slow
def test_watch_plays_a_record_to_its_end_and_saves_screenshots(tmp_path):
    out = run("examples/dominoes.json", "--speed", "8", "--perspective", "1",
              "--screenshots", str(tmp_path))
    assert out.returncode == 0, out.stderr
    moves = len(json.loads((ROOT / "examples/dominoes.json").read_text())["moves"])
    assert f"{moves}/{moves} moves shown" in out.stdout
    shots = sorted(tmp_path.glob("*.png"))
    assert len(shots) >= 2 and all(p.stat().st_size > 10_000 for p in shots)


@pytest.mark.slow
def test_watch_stops_after_frames_and_names_a_bad_move(tmp_path):
    record = json.loads((ROOT / "examples/pass.json").read_text())
    record["moves"].insert(2, "play A A A")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    out = run(str(path), "--speed", "8")
    assert out.returncode == 0, out.stderr
    assert "2/2 moves shown" in out.stdout
    assert "stops at move 2 (counting from 0): 'A' is not a PASS card" in out.stdout
    short = run("examples/pass.json", "--frames", "3")
    assert short.returncode == 0 and " 3 frames" in short.stdout


@pytest.mark.parametrize("args, words", [
    (["examples/pass.json", "--perspective", "7"], "a seat from 0 to 2"),
    (["examples/pass.json", "--perspective", "north"], "'all' or a seat"),
    (["examples/pass.json", "--speed", "16"], "from 0.5 to 8"),
    (["examples/pass.json", "--speed", "0"], "from 0.5 to 8, not 0.0"),
    (["examples/pass.json", "--perspective", ""], "'all' or a seat"),
    (["examples/pass.json", "--frames", "0"], "from 1 to"),
    (["nowhere.json"], "no such file"),
])
def test_bad_watch_arguments_give_one_line_and_exit_2(args, words):
    out = run(*args)
    assert out.returncode == 2
    assert words in out.stderr and out.stderr.count("\n") == 1, out.stderr
