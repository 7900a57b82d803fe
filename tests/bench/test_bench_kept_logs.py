"""The match logs kept in the repository (bench/logs/): every line whole and readable, so a
run on any machine resumes from them and `--peek` gives the figures the README quotes."""
from __future__ import annotations

import json

from bench_helpers import ROOT, load_bench

LOGS = ROOT / "bench" / "logs"


def test_the_kept_logs_are_whole_match_logs_a_run_can_resume_from():
    match_log = load_bench("match_log")
    paths = sorted(LOGS.glob("*.jsonl"))
    assert [p.name for p in paths] == ["strength.jsonl"]
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
