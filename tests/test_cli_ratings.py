"""`sim --history` stores bot matches by level and `ratings` rates them, as a player runs
them (no display)."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(config: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PASSTIME_CONFIG_DIR=str(config))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env)


SIM = ("sim", "--game", "take-or-pass", "--players", "3", "--bots", "random,normal,easy",
       "--matches", "9", "--rotate", "--history")


def test_sim_history_rates_the_levels_and_stores_each_match_once(tmp_path):
    out = run(tmp_path, *SIM)
    assert out.returncode == 0, out.stderr
    assert "9 new matches in the history" in out.stdout and "bot 2 (normal)" in out.stdout
    again = run(tmp_path, *SIM)
    assert "0 new matches" in again.stdout, "the same deals and seats are the same matches"
    listed = run(tmp_path, "ratings", "--json", "--game", "take-or-pass")
    assert listed.returncode == 0, listed.stderr
    ladder = json.loads(listed.stdout)
    assert [e["name"] for e in ladder] == ["normal", "easy", "random"]
    assert all(e["matches"] == 9 and e["kind"] == "bot" and e["game"] == "take-or-pass"
               for e in ladder)
    assert ladder[0]["mu"] > ladder[-1]["mu"] and ladder[0]["sigma"] < 25 / 3
    text = run(tmp_path, "ratings")
    assert "Overall" in text.stdout and "Take or Pass" in text.stdout
    assert text.stdout.index("normal (bot)") < text.stdout.index("random (bot)")
    recomputed = run(tmp_path, "ratings", "--json", "--game", "take-or-pass", "--recompute")
    assert json.loads(recomputed.stdout) == ladder


def test_sim_rotates_the_bots_and_counts_wins_per_listed_bot(tmp_path):
    out = run(tmp_path, "sim", "--game", "take-or-pass", "--players", "3", "--bots",
              "random,random,normal", "--matches", "6", "--rotate", "--json")
    figures = json.loads(out.stdout)
    assert figures["rotate"] and sum(figures["wins"]) >= 6
    assert figures["wins"][2] > figures["wins"][0], "normal wins from whichever seat"


def test_ratings_refuse_an_unknown_game_and_say_when_nothing_is_rated(tmp_path):
    out = run(tmp_path, "ratings", "--game", "chess")
    assert out.returncode == 2 and "--game must be one of" in out.stderr
    empty = run(tmp_path, "ratings")
    assert empty.returncode == 0 and empty.stdout.strip() == "No rated matches yet."
    bad = run(tmp_path, "sim", "--game", "pass", "--players", "2", "--iterations", "0")
    assert bad.returncode == 2 and "--iterations must be from 1" in bad.stderr
