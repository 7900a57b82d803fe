"""docs/benchmarks.md is what bench/write_docs.py writes from the committed bench logs:
nobody edits it by hand, and the same logs always give the same page."""
from __future__ import annotations

import json
import shutil

from bench_helpers import ROOT, load_bench

PAGE = ROOT / "docs/benchmarks.md"
LOGS = ROOT / "bench" / "logs"


def test_the_committed_page_is_what_the_logs_give():
    page = load_bench("write_docs").page()
    assert PAGE.read_text("utf-8") == page, "run python bench/write_docs.py"


def test_the_page_depends_on_the_logs_alone(tmp_path, monkeypatch):
    copy = tmp_path / "logs"
    shutil.copytree(LOGS, copy)
    first = load_bench("write_docs").page(copy)
    monkeypatch.chdir(tmp_path)  # another folder, another process's clock
    assert load_bench("write_docs").page(copy) == first
    assert "## Bot strength" in first and "| dominoes | 2 | expert#19100 |" in first


def test_a_new_run_shows_with_its_provenance_and_the_older_one_by_its_command(tmp_path,
                                                                              monkeypatch):
    copy = tmp_path / "logs"
    shutil.copytree(LOGS, copy)
    monkeypatch.setenv("PASSTIME_BENCH_LOGS", str(copy))
    logbook = load_bench("logbook")
    old = logbook.read(copy / "theater.jsonl")[-1]
    logbook.record("theater", {"pass x5 {}": {"moves": 575, "step_back_ms": 7.25}},
                   ["--matches", "3"], kind=old["kind"])
    page = load_bench("write_docs").page(copy)
    section = page[page.index("## Replay theater"):page.index("## Saves and history")]
    assert "python bench/theater.py --matches 3" in section
    assert "| pass x5 {} | 575 | 7.25 |" in section
    assert logbook.cpu_model() in section
    assert f"- {old['date']}: `{old['command']}`" in section  # the older run, by its command
    assert "6-11 ms (max 17)" not in section


def test_strength_rows_logged_through_the_match_log_are_read_from_it():
    wins = 0.0
    matches = 0
    for line in (LOGS / "strength.jsonl").read_text("utf-8").splitlines():
        record = json.loads(line)
        if record["code"] != "82d9a656999946c0":  # 2-player dominoes, expert against hard
            continue
        seats = json.loads(record["key"])[3]
        expert = [level for level, _, _ in seats].index("expert")
        matches += 1
        wins += 1 / len(record["winners"]) if expert in record["winners"] else 0.0
    page = PAGE.read_text("utf-8")
    row = next(line for line in page.splitlines()
               if line.startswith("| dominoes | 2 | expert#19100 | hard#2700 |"))
    assert f"| {matches} | {wins:g} |" in row and (matches, wins) == (200, 132)
