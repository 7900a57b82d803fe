"""`main.py history`, `demo --history` and `main.py resume`, run as a player would run them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.record import replay_summary

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PASSTIME_CONFIG_DIR=str(tmp_path / "config"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env)


def demo(tmp_path: Path, game: str, players: str, seed: str, *more: str) -> None:
    out = run(tmp_path, "demo", "--game", game, "--players", players, "--bots", "random",
              "--speed", "100", "--seed", seed, *more)
    assert out.returncode == 0, out.stderr


@pytest.mark.slow
def test_history_lists_demo_matches_with_their_winners_and_scores(tmp_path):
    demo(tmp_path, "take-or-pass", "3", "3")  # not asked to: not stored
    assert json.loads(run(tmp_path, "history", "--json").stdout) == []
    demo(tmp_path, "take-or-pass", "3", "4", "--history")
    demo(tmp_path, "dominoes", "2", "5", "--history")
    listed = json.loads(run(tmp_path, "history", "--json").stdout)
    assert [m["game"] for m in listed] == ["dominoes", "take-or-pass"]
    for match in listed:
        path = tmp_path / f"{match['id']}.json"
        out = run(tmp_path, "history", "--export", str(match["id"]), str(path))
        assert out.returncode == 0, out.stderr
        summary = replay_summary(json.loads(path.read_text()))
        assert summary["over"] and summary["error"] is None
        assert match["winners"] == summary["winners"] and match["scores"] == summary["scores"]
        assert match["moves"] == len(json.loads(path.read_text())["moves"])
        assert not match["undo"] and all(s["bot"] == "random" for s in match["seats"])
        again = run(tmp_path, "history", "--export", str(match["id"]), str(path))
        assert again.returncode == 2 and "never written over" in again.stderr
    one = json.loads(run(tmp_path, "history", "--json", "--game", "dominoes").stdout)
    assert [m["id"] for m in one] == [listed[0]["id"]]
    assert len(json.loads(run(tmp_path, "history", "--json", "--limit", "1").stdout)) == 1
    text = run(tmp_path, "history").stdout.splitlines()
    assert len(text) == 2 and "won by" in text[0]


def test_history_refuses_bad_arguments_with_one_line(tmp_path):
    for args in (["--game", "chess"], ["--limit", "0"], ["--export", "x", "f.json"],
                 ["--export", "99", str(tmp_path / "f.json")]):
        out = run(tmp_path, "history", *args)
        assert out.returncode == 2 and out.stderr.count("\n") == 1, (args, out.stderr)


def test_a_corrupt_history_is_kept_aside_and_history_still_answers(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "history.sqlite3").write_bytes(b"not a database" * 100)
    out = run(tmp_path, "history", "--json")
    assert out.returncode == 0 and json.loads(out.stdout) == []
    assert out.stderr.count("\n") == 1 and "could not be used" in out.stderr
    kept = [p for p in config.iterdir() if p.name.startswith("history.unusable-")]
    assert [p.read_bytes() for p in kept] == [b"not a database" * 100]


def test_resume_says_what_is_wrong_in_one_line_and_keeps_the_file(tmp_path):
    out = run(tmp_path, "resume")
    assert out.returncode == 2 and "no unfinished match" in out.stderr
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"{truncated")
    out = run(tmp_path, "resume", str(bad))
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "bad.json" in out.stderr
    assert bad.read_bytes() == b"{truncated"
    saves = tmp_path / "config" / "saves"
    saves.mkdir(parents=True)
    (saves / "x.json").write_bytes(b"")
    out = run(tmp_path, "resume")
    assert out.returncode == 2 and "x.json could not be used" in out.stderr
    assert [p.read_bytes() for p in saves.iterdir()] == [b""]
