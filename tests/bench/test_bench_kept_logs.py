"""The logs kept in the repository (bench/logs/): the match log whole and readable, so a run
on any machine resumes from it and `--peek` gives the figures docs/benchmarks.md quotes; and
every other file a logbook of whole runs, each with its date, machine, command and figures."""
from __future__ import annotations

import ast
import json

from bench_helpers import ROOT, load_bench

LOGS = ROOT / "bench" / "logs"
NOT_RUNS = {"logbook", "match_log", "match_play", "doc_render", "doc_sections",
            "strength_table", "write_docs", "stranger_bots"}
"""bench/ modules that are not bench runs (what the runs and the page are made with)."""


def test_the_kept_match_logs_are_whole_match_logs_a_run_can_resume_from():
    match_log = load_bench("match_log")
    logbook = load_bench("logbook")
    paths = [LOGS / f"{name}.jsonl" for name in logbook.MATCH_LOGS]
    paths = [path for path in paths if path.is_file()]  # a match log is kept once it has any
    assert LOGS / "strength.jsonl" in paths
    for path in paths:
        text = path.read_text("utf-8")
        assert text.endswith("\n")  # no line cut short by a stopped run
        records = [json.loads(line) for line in text.splitlines()]
        assert records
        by_code: dict[str, set[str]] = {}
        for record in records:
            by_code.setdefault(record["code"], set()).add(record["key"])
        for code, keys in by_code.items():
            # Read as the code that played them would: every result is a whole one.
            with match_log.MatchLog(path, peek=True, fingerprint=lambda slug, c=code: c) as log:
                assert set(log.results) == keys
                assert all(result is not None for result in log.results.values())


def test_every_other_kept_log_is_a_logbook_of_a_bench_script():
    logbook = load_bench("logbook")
    books = logbook.logbooks(LOGS)
    assert "bots" in books and "strength" not in books
    for name, entries in books.items():
        assert (ROOT / "bench" / f"{name}.py").is_file(), f"{name}.jsonl names no bench script"
        assert entries and all(e["command"].startswith(f"python bench/{name}.py")
                               or e.get("carried") for e in entries)
        assert [e["date"] for e in entries] == sorted(e["date"] for e in entries), name


def test_every_bench_script_logs_its_runs():
    for path in sorted((ROOT / "bench").glob("*.py")):
        if path.stem in NOT_RUNS:
            continue
        calls = {node.func.attr for node in ast.walk(ast.parse(path.read_text("utf-8")))
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                 and isinstance(node.func.value, ast.Name) and node.func.value.id == "logbook"}
        assert "record" in calls, f"{path.name} does not log its runs (logbook.record)"
