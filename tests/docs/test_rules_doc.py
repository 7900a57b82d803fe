"""docs/rules.md is the spec the code cites: every cited id must be a heading there."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs/rules.md"
CITED_DIRS = ("game", "scenes", "tests", "bench", "tools", "levels")
CITE = re.compile(r"docs/rules\.md,? (section \d|[PTD]\d)")


def _headings() -> set[str]:
    """The ids the document defines: `## 1. PASS` gives `section 1`, `### P4 ...` gives `P4`."""
    ids: set[str] = set()
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if match := re.match(r"## (\d)\. ", line):
            ids.add(f"section {match.group(1)}")
        elif match := re.match(r"### ([PTD]\d) ", line):
            ids.add(match.group(1))
    return ids


def _citations() -> set[str]:
    found: set[str] = set()
    for folder in CITED_DIRS:
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".md", ".tmx"} and path.is_file():
                found.update(CITE.findall(path.read_text(encoding="utf-8")))
    return found


def test_the_rule_ids_are_exactly_those_of_the_binding_rules() -> None:
    # The ids of the project's binding rules, no more and no fewer: P1-P9, T1-T6, D1-D7 and
    # sections 1-4.
    expected = {f"P{i}" for i in range(1, 10)} | {f"T{i}" for i in range(1, 7)}
    expected |= {f"D{i}" for i in range(1, 8)} | {f"section {i}" for i in range(1, 5)}
    assert _headings() == expected


def test_every_citation_in_the_code_is_a_heading() -> None:
    cited = _citations()
    assert "P1" in cited and "section 4" in cited  # the pattern still finds citations
    assert cited <= _headings()


def test_every_document_the_code_names_is_in_the_repository() -> None:
    for folder in CITED_DIRS:
        for path in (ROOT / folder).rglob("*.py"):
            for name in re.findall(r"[\w./-]+\.md\b", path.read_text(encoding="utf-8")):
                assert (ROOT / name).is_file(), f"{path} names {name}"
