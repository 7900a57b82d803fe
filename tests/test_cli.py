"""The headless subcommands: replay and sim, run as a player would run them."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def write(tmp_path: Path, record) -> str:
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    return str(path)


DECK = list(range(3, 27))


def test_replay_prints_the_summary(tmp_path):
    record = {"game": "take-or-pass", "players": 3, "seed": 1,
              "deals": [{"deck": DECK, "first": 2}], "moves": ["pass", "pass", "take"]}
    out = run("replay", write(tmp_path, record))
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["error"] is None
    assert summary["to_move"] == 1 and summary["card"] == 4 and summary["pot"] == 0
    assert summary["seats"][1] == {"cards": [3], "chips": 13, "score": -10}
    assert summary["seats"][2]["chips"] == 10 and summary["pile"] == 22


def test_replay_stops_at_the_first_illegal_move(tmp_path):
    moves = ["pass"] * 33 + ["pass", "take"]  # 3 players x 11 chips, then a pass with none
    record = {"game": "take-or-pass", "players": 3, "seed": 1,
              "deals": [{"deck": DECK, "first": 0}], "moves": moves}
    out = run("replay", write(tmp_path, record))
    assert out.returncode == 2
    summary = json.loads(out.stdout)
    assert summary["error"]["move"] == 33
    assert "must take" in summary["error"]["message"]
    assert summary["pot"] == 33 and summary["to_move"] == 0, "the state just before the error"


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ("{not json", "not valid JSON"),
        ({"game": "chess", "players": 3, "moves": []}, "Unknown game 'chess'"),
        ({"game": ["pass"], "players": 3, "moves": []}, "Unknown game ['pass']"),
        ({"game": "take-or-pass", "players": 3, "options": {"jokers": True}}, "Unknown option"),
        ({"game": "take-or-pass", "players": 3, "deals": [{"deck": [3, 4], "first": 0}]},
         "24 cards"),
        ({"game": "take-or-pass", "players": 3, "deals": [{"deck": [2] + DECK[1:], "first": 0}]},
         "Unknown card 2"),
        ({"game": "take-or-pass", "players": 2}, "3 to 7 players"),
    ],
)
def test_malformed_records_give_one_line_and_exit_2(tmp_path, record, words):
    out = run("replay", write(tmp_path, record))
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], out.stderr
    assert "Traceback" not in out.stderr


def test_replay_of_a_missing_file(tmp_path):
    out = run("replay", str(tmp_path / "nowhere.json"))
    assert out.returncode == 2 and "no such file" in out.stderr


def test_sim_json_figures():
    out = run("sim", "--game", "take-or-pass", "--players", "4", "--matches", "6", "--seed", "3",
              "--json", "--options", '{"games": 2}')
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    assert figures["matches"] == 6 and len(figures["wins"]) == 4
    assert 6 <= sum(figures["wins"]) <= 6 * 4, "every match has a winner; ties count for each"
    assert figures["moves"] >= 6 * 2 * 24 and figures["moves_per_second"] > 0
    assert figures["options"] == {"games": 2, "open_chips": False}


def test_sim_is_deterministic_and_readable():
    args = ("sim", "--game", "take-or-pass", "--players", "3", "--matches", "3", "--seed", "7")
    first, second = run(*args), run(*args)
    assert first.returncode == 0
    assert first.stdout.splitlines()[:4] == second.stdout.splitlines()[:4]
    assert "seat 0 (random)" in first.stdout and "moves per second" in first.stdout


def test_sim_in_processes_gives_the_figures_of_one_process():
    args = ("sim", "--game", "dominoes", "--players", "3", "--matches", "5", "--seed", "11",
            "--bots", "easy,normal,random", "--json", "--options", '{"target": 30}')
    alone, shared = run(*args), run(*args, "--jobs", "2")
    assert alone.returncode == 0 and shared.returncode == 0, alone.stderr + shared.stderr
    one, two = json.loads(alone.stdout), json.loads(shared.stdout)
    assert (one["jobs"], two["jobs"]) == (1, 2)
    for key in ("wins", "average_scores", "moves", "options", "bots"):
        assert one[key] == two[key], key


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--bots", "random,random"), "names 2 bots for 3 seats"),
        (("--bots", "wizard"), "Unknown bot 'wizard'"),
        (("--options", "{"), "not valid JSON"),
        (("--matches", "0"), "from 1 to 100000"),
        (("--jobs", "0"), "--jobs must be from 1 to 256"),
    ],
)
def test_sim_refuses_bad_arguments(args, words):
    out = run("sim", "--game", "take-or-pass", "--players", "3", *args)
    assert out.returncode == 2 and words in out.stderr and "Traceback" not in out.stderr


def test_sim_counts_a_team_win_for_both_partners():
    out = run("sim", "--game", "dominoes", "--players", "4", "--matches", "2", "--seed", "1",
              "--json", "--options", '{"teams": true, "target": 20}')
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout)
    wins = figures["wins"]
    assert wins[0] == wins[2] and wins[1] == wins[3] and wins[0] + wins[1] == 2
    assert figures["options"] == {"teams": True, "target": 20}


@pytest.mark.parametrize(
    ("argv", "windowed"),
    [([], False), (["--windowed"], True), (["play"], False), (["play", "--windowed"], True),
     (["--windowed", "play"], True)],
)
def test_play_is_the_default_and_takes_windowed_either_way(argv, windowed):
    from main import build_parser

    args = build_parser().parse_args(argv)
    assert (args.command or "play") == "play"
    assert args.windowed is windowed


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*.json")), ids=lambda p: p.name)
def test_the_shipped_example_records_replay_cleanly(path):
    out = run("replay", str(path))
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    record = json.loads(path.read_text())
    assert summary["error"] is None and summary["game"] == record["game"]
    assert summary["players"] == record["players"]
