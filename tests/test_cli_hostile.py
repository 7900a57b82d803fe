"""Hostile input to the command line: one line on stderr and exit 2, never a traceback,
a hang or unbounded memory. Most cases run main.main() in-process (fast); the ones about
the process's own stdout run it as a subprocess."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from main import main

ROOT = Path(__file__).resolve().parent.parent


def one_line_exit_2(capsys, argv: list[str], words: str) -> str:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse refusals
        code = exc.code
    out = capsys.readouterr()
    assert code == 2
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], out.err
    assert len(lines[0]) < 300
    return lines[0]


def record(tmp_path: Path, text: str | bytes) -> str:
    path = tmp_path / "record.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return str(path)


@pytest.mark.parametrize(("text", "words"), [
    ('{"game": "pass", "players": 4, "seed": ' + "9" * 5000 + "}", "longer than 100 digits"),
    (json.dumps({"game": "pass", "players": 4, "moves": ["play 2>22 augment " + "9" * 5000]}),
     "Move 0 is longer than 200 characters"),
    ("[" * 30_000, "nests deeper than 32 levels"),
    ('{"game": "pass", "players": 4, "seed": NaN}', "NaN"),
    (b"\xff\xfe\x00\xd8", "not UTF-8"),
    ('{"game": "pass", "players": 4, "seed": -5}', "from 0 up"),
    ('{"game": "pass", "players": 1000000000}', "2 to 5 players"),
])
def test_replay_refuses_hostile_records(tmp_path, capsys, text, words):
    one_line_exit_2(capsys, ["replay", record(tmp_path, text)], words)


def test_replay_refuses_a_file_over_the_size_limit(tmp_path, capsys):
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB on paper, nothing written
    one_line_exit_2(capsys, ["replay", str(path)], "too large (50.0 MB; the limit is 2.0 MB)")


@pytest.mark.parametrize("name", ["fifo", "/dev/zero", "directory"])
def test_replay_reads_only_regular_files(tmp_path, capsys, name):
    if name == "fifo":
        path = tmp_path / "fifo"
        os.mkfifo(path)  # opening it would block until a writer came
    elif name == "directory":
        path = tmp_path
    else:
        path = Path(name)
    one_line_exit_2(capsys, ["replay", str(path)], "not a regular file")


@pytest.mark.parametrize(("args", "words"), [
    (["--players", "1000000000"], "3 to 7 players, not 1000000000"),
    (["--players", "4", "--options", "[" * 30_000], "nests deeper than 32"),
    (["--players", "4", "--options", '{"games": ' + "9" * 5000 + "}"], "100 digits"),
    (["--players", "4", "--seed", "9" * 5000], "at most 100 digits"),
    (["--players", "4", "--seed", "-1"], "from 0 up"),
    (["--players", "4", "--matches", "1000000000"], "from 1 to 100000"),
    (["--players", "4", "--bots", "x" * 100_000], "Unknown bot"),
    (["--players", "4", "--options", '{"games": true}'], "Option 'games'"),
])
def test_sim_refuses_hostile_arguments(capsys, args, words):
    one_line_exit_2(capsys, ["sim", "--game", "take-or-pass", *args], words)


def sim_subprocess(stdout, env: dict | None = None, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", "sim", "--game", "take-or-pass", "--players", "4", *args],
        cwd=ROOT, stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=60,
        env={**os.environ, **(env or {})},
    )


def test_a_closed_pipe_on_stdout_is_one_line():
    read, write = os.pipe()
    os.close(read)  # as `| head` does once it has enough
    try:
        out = sim_subprocess(write, None, "--json")
    finally:
        os.close(write)
    assert out.returncode == 2
    assert out.stderr.strip() == "passtime: cannot write the output: the reader closed the pipe."


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs Linux's /dev/full")
def test_a_full_disk_on_stdout_is_one_line():
    with open("/dev/full", "w") as full:
        out = sim_subprocess(full, None, "--json")
    assert out.returncode == 2
    assert out.stderr.strip() == "passtime: cannot write the output: No space left on device."


def test_a_terminal_that_cannot_show_suits_gets_question_marks():
    out = subprocess.run(
        [sys.executable, "main.py", "play"], cwd=ROOT, capture_output=True, timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "ascii", "PASSTIME_NO_DISPLAY": "1"},
    )
    assert out.returncode == 0, out.stderr
    assert b"Traceback" not in out.stderr and b"Scores:" in out.stdout


@pytest.mark.parametrize(("args", "words"), [
    (["--port", "99999"], "--port must be from 0 to 65535"),
    (["--bot-delay", "nan"], "--bot-delay must be from 0 to 10"),
    (["--bot-delay", "inf"], "--bot-delay must be from 0 to 10"),
    (["--deals", "/dev/zero"], "not a regular file"),
    (["--players", "1000000000"], "2 to 5 players"),
])
def test_serve_refuses_hostile_arguments_before_listening(tmp_path, capsys, args, words):
    argv = ["serve", "--game", "pass", "--players", "2", "--host", "127.0.0.1",
            "--record", str(tmp_path / "match.json"), *args]
    one_line_exit_2(capsys, argv, words)
    assert not (tmp_path / "match.json").exists()


def test_serve_checks_the_record_folder_before_the_match(tmp_path, capsys):
    record = tmp_path / "no" / "such" / "folder" / "match.json"
    argv = ["serve", "--game", "pass", "--players", "2", "--host", "127.0.0.1",
            "--record", str(record)]
    one_line_exit_2(capsys, argv, "no folder")
    assert not record.parent.exists(), "nothing is made on the way"


@pytest.mark.parametrize(("args", "words"), [
    (["--frames", "99999999999999"], "--frames must be from 1 to"),
    (["--screenshots", "/dev/null/shots", "--frames", "1"], "cannot write there"),
])
def test_watch_refuses_hostile_arguments_before_the_run(capsys, args, words):
    one_line_exit_2(capsys, ["watch", str(ROOT / "examples" / "pass.json"), *args], words)


def test_history_refuses_a_limit_sqlite_cannot_hold(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    one_line_exit_2(capsys, ["history", "--limit", "9" * 20], "--limit must be from 1 to")


@pytest.mark.parametrize("name", ["/dev/zero", "fifo"])
def test_resume_reads_only_regular_files(capsys, tmp_path, monkeypatch, name):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    if name == "fifo":
        name = str(tmp_path / "fifo")
        os.mkfifo(name)
    line = one_line_exit_2(capsys, ["resume", name], "it is not a regular file.")
    assert not line.endswith(".."), line


def stored_match(tmp_path: Path, monkeypatch) -> int:
    """A history in `tmp_path` (as the config folder) holding one match; its id."""
    from game.store.history import Finished, History

    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    record = {"game": "dominoes", "players": 2, "seed": 4, "options": {}, "moves": []}
    seats = [{"name": "Ann", "colour": [1, 2, 3], "bot": None},
             {"name": "Bot 2", "colour": [4, 5, 6], "bot": "easy"}]
    history = History()
    try:
        return history.add(Finished("k", record, seats, [1, 2], [0], 1.0, 2.0))
    finally:
        history.close()


@pytest.mark.parametrize(("match_id", "words"), [
    ("99999999999999999999999", "there is no match"),
    ("9223372036854775808", "there is no match"),  # one past SQLite's largest integer
    ("\u00b2", "must be a whole number"),  # a superscript two: str.isdigit() says yes
    ("\u0661", "must be a whole number"),  # an Arabic-Indic one
    ("-1", "must be a whole number"),
])
def test_history_export_reads_only_ascii_ids_it_can_hold(capsys, tmp_path, monkeypatch,
                                                         match_id, words):
    stored_match(tmp_path, monkeypatch)
    one_line_exit_2(capsys, ["history", "--export", match_id, str(tmp_path / "e.json")], words)
    assert not (tmp_path / "e.json").exists()


def test_history_export_never_writes_through_a_planted_link(capsys, tmp_path, monkeypatch):
    match_id = stored_match(tmp_path, monkeypatch)
    victim, out = tmp_path / "victim", tmp_path / "e.json"
    victim.write_bytes(b"precious")
    (tmp_path / ".e.json.tmp").symlink_to(victim)  # where the temp file used to be
    assert main(["history", "--export", str(match_id), str(out)]) == 0
    assert victim.read_bytes() == b"precious"
    assert not out.is_symlink() and json.loads(out.read_text())["game"] == "dominoes"
    out.unlink()
    out.symlink_to(tmp_path / "nowhere")  # a dangling link at the file itself
    one_line_exit_2(capsys, ["history", "--export", str(match_id), str(out)], "never written")
    assert not (tmp_path / "nowhere").exists()


def test_a_record_naming_a_key_twice_is_refused(tmp_path, capsys):
    text = '{"game": "take-or-pass", "game": "pass", "players": 4, "seed": 1, "moves": []}'
    one_line_exit_2(capsys, ["replay", record(tmp_path, text)], "names the key 'game' twice")
    one_line_exit_2(capsys, ["sim", "--game", "pass", "--players", "2", "--options",
                             '{"open_chips": 1, "open_chips": 2}'], "twice")


@pytest.mark.parametrize("argv", [
    ["hint", str(ROOT / "examples" / "pass.json")],
    ["sim", "--game", "pass", "--players", "2"],
    ["demo"],
    ["serve", "--game", "pass", "--players", "2", "--host", "127.0.0.1"],
])
def test_every_seed_option_refuses_a_negative_seed(capsys, argv):
    one_line_exit_2(capsys, [*argv, "--seed", "-1"], "from 0 up")


def test_demo_never_writes_its_statistics_over_a_file(capsys, tmp_path):
    stats = tmp_path / "stats.json"
    stats.write_text("mine")
    one_line_exit_2(capsys, ["demo", "--frames", "1", "--stats", str(stats)], "never written")
    assert stats.read_text() == "mine"


@pytest.mark.parametrize("args", [["--json"], [], ["--export", "1", "e.json"]])
def test_history_on_a_database_of_another_schema_is_one_line_and_moves_nothing(
        capsys, tmp_path, monkeypatch, args):
    import sqlite3

    from game.store.history import VERSION

    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)  # the right user_version, the wrong tables
    conn.executescript(f"CREATE TABLE matches (key TEXT); PRAGMA user_version = {VERSION};")
    conn.close()
    before = path.read_bytes()
    one_line_exit_2(capsys, ["history", *args], "is not a history this version can use")
    assert path.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == [path.name]
