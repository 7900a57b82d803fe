"""bench/logbook.py: each bench run appends one whole entry (date, machine, command,
commit, figures) to its script's log, and only where it is told to."""
from __future__ import annotations

import json
import subprocess

import pytest
from bench_helpers import load_bench


@pytest.fixture
def logbook(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_BENCH_LOGS", str(tmp_path))
    return load_bench("logbook")


def test_a_run_appends_one_entry_with_its_machine_command_and_commit(logbook, tmp_path):
    path = logbook.record("rules", {"pass": {"2p": {"moves_per_second": 1000}}},
                          ["--seconds", "2 s"], kind="rules")
    assert path == tmp_path / "rules.jsonl"
    (entry,) = logbook.read(path)
    assert entry["command"] == "python bench/rules.py --seconds '2 s'"
    assert entry["figures"] == {"pass": {"2p": {"moves_per_second": 1000}}}
    assert entry["date"].endswith("Z") and entry["date"][:2] == "20"
    assert set(entry["machine"]) == {"cpu", "cores", "os", "python", "pygame_ce"}
    assert entry["machine"]["pygame_ce"]  # installed with the project
    # The checkout's commit, or none when the suite runs from a copy that is no checkout.
    assert (entry["commit"], entry["changed"]) == logbook.git_state()
    logbook.record("rules", {"pass": {}}, [], about="a second run")
    first, second = logbook.read(path)
    assert first == entry and second["about"] == "a second run"
    assert second["kind"] == "rules"  # the script's name unless told otherwise


def test_the_commit_is_the_checkouts_and_none_outside_one(logbook, tmp_path):
    assert logbook.git_state(tmp_path) == (None, False), "no checkout: no commit"
    git = ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    (tmp_path / "a.py").write_text("x = 1\n")
    subprocess.run([*git, "add", "a.py"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "a"], check=True)
    head = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=True).stdout.strip()
    assert logbook.git_state(tmp_path) == (head, False)
    (tmp_path / "a.py").write_text("x = 2\n")
    assert logbook.git_state(tmp_path) == (head, True), "tracked code changed since"


def test_logging_is_off_when_the_folder_is_set_empty(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_BENCH_LOGS", "")
    monkeypatch.chdir(tmp_path)
    assert load_bench("logbook").record("rules", {}, []) is None
    assert not list(tmp_path.iterdir())


def test_the_match_log_is_not_a_logbook(logbook):
    with pytest.raises(ValueError, match="not a logbook name"):
        logbook.record("strength", {}, [])
    with pytest.raises(ValueError, match="not a logbook name"):
        logbook.record("../rules", {}, [])


def test_a_line_that_is_not_a_whole_entry_is_named(logbook, tmp_path):
    path = tmp_path / "rules.jsonl"
    good = logbook.entry("rules", {"x": 1}, [])
    path.write_text(json.dumps(good) + "\n" + json.dumps({"date": "x"}) + "\n")
    with pytest.raises(ValueError, match="rules.jsonl line 2: no machine"):
        logbook.read(path)
    path.write_text(json.dumps(good) + "\n{\"date\": \n")
    with pytest.raises(ValueError, match="line 2: not JSON"):
        logbook.read(path)
