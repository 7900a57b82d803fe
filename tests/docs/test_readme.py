"""README.md is for players and newcomers: short, the two commands first, then the title;
no heading anywhere names an issue; every document it links to is in the repository."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
ISSUE = re.compile(r"\bissues?\s*#?\d|(^|\s)#\d", re.IGNORECASE)


def markdown_files() -> list[Path]:
    """Every Markdown file of the repository, new ones too (git's list; outside git, the
    folder's)."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.md"],
            cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return sorted(p for p in ROOT.rglob("*.md") if ".venv" not in p.parts)
    return [ROOT / name for name in listed]


def headings(path: Path) -> list[str]:
    """The Markdown headings of a file, leaving out lines inside code blocks."""
    found, fenced = [], False
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6} ", line):
            found.append(line)
    return found


def test_the_readme_is_at_most_300_lines():
    assert len(README.read_text("utf-8").splitlines()) <= 300


def test_the_readme_starts_with_the_two_commands_then_the_title():
    lines = [line for line in README.read_text("utf-8").splitlines() if line.strip()]
    assert lines[:5] == ["```", "make play", "make test", "```", "# Passtime"]


def test_no_heading_names_an_issue():
    files = markdown_files()
    assert README in files and ROOT / "docs/architecture.md" in files
    for path in files:
        for heading in headings(path):
            assert not ISSUE.search(heading), f"{path.relative_to(ROOT)}: {heading}"


def test_an_issue_number_in_a_heading_would_be_found(tmp_path):
    page = tmp_path / "page.txt"
    page.write_text("# Figures (issues 16, 18)\n```\n# not a heading\n```\n## Frames\n")
    assert [bool(ISSUE.search(h)) for h in headings(page)] == [True, False]


def test_every_document_the_readme_and_docs_link_to_exists():
    for path in [README, *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", path.read_text("utf-8")):
            assert (path.parent / target).is_file(), f"{path.name} links to {target}"
