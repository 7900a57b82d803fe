"""Write docs/benchmarks.md from the bench logs (bench/logs/*.jsonl); never edit it by hand.

    python bench/write_docs.py            # rewrite docs/benchmarks.md
    python bench/write_docs.py --check    # exit 1 if it differs from what the logs give

The page is a function of the logs alone (no clock, no machine), so the same logs always
give the same page: tests/docs check the committed page is what this writes.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import doc_render, strength_table  # noqa: E402
from bench.doc_sections import HEADER, SECTIONS  # noqa: E402
from bench.logbook import LOGS, ROOT, logbooks  # noqa: E402

PAGE = ROOT / "docs/benchmarks.md"


def by_kind(entries: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """A logbook's entries by kind, in the order each kind first appears; oldest first."""
    kinds: dict[str, list[dict[str, Any]]] = {}
    for entry in entries:
        kinds.setdefault(entry["kind"], []).append(entry)
    return kinds


def runs(entries: list[dict[str, Any]]) -> list[str]:
    """The newest run of each kind in full, then the dates and commands of older ones."""
    lines: list[str] = []
    for same in by_kind(entries).values():
        lines += doc_render.run(same[-1]) + doc_render.earlier(same[:-1])
    return lines


def page(directory: Path = LOGS) -> str:
    """docs/benchmarks.md as the logs in `directory` give it."""
    books = logbooks(directory)
    lines = [HEADER]
    named = set()
    for title, names, intro in SECTIONS:
        named.update(names)
        present = [name for name in names if books.get(name)]
        if not present:
            continue
        lines += [f"## {title}", "", intro, ""]
        for name in present:
            if name == "bots":
                lines += strength_table.section(books[name])
            else:
                lines += runs(books[name])
    for name in sorted(set(books) - named):
        if books[name]:
            lines += [f"## {name}", "", f"Runs of `bench/{name}.py`.", ""] + runs(books[name])
    text = "\n".join(lines)
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text.rstrip("\n") + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the page (or, with --check, say whether it is up to date)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if docs/benchmarks.md differs")
    args = parser.parse_args(argv)
    text = page()
    if args.check:
        current = PAGE.read_text("utf-8") if PAGE.is_file() else ""
        if current != text:
            print(f"{PAGE.relative_to(ROOT)} is not what the logs give: run "
                  "python bench/write_docs.py", file=sys.stderr)
            return 1
        return 0
    PAGE.write_text(text, "utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
