"""docs/architecture.md's table of the table frame's turn phases is the code's: every phase,
and exactly the transitions scenes/frame/phases.py lists."""
from __future__ import annotations

import re
from pathlib import Path

from scenes.frame.phases import NEXT, STAY, TRANSITIONS, Phase, Trigger

DOC = Path(__file__).resolve().parents[2] / "docs/architecture.md"
TARGETS = {"next": NEXT, "stay": STAY}


def section() -> list[str]:
    """The lines of the "Turn phases of a match" section."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Turn phases of a match")
    return text[start:text.index("\n## ", start + 1)].splitlines()


def rows() -> list[list[str]]:
    """Every table row of the section, as its cells (header and rule rows left out)."""
    out = []
    for line in section():
        if line.startswith("|") and not line.startswith(("|---", "| phase", "| trigger")):
            out.append([cell.strip() for cell in line.strip("|").split("|")])
    return out


def names(cell: str) -> list[str]:
    """The `NAMES` in a cell."""
    return re.findall(r"`([A-Z_]+)`", cell)


def test_the_phases_table_names_every_phase_once():
    listed = [names(row[0])[0] for row in rows() if len(row) == 3 and row[0].startswith("`")
              and names(row[0])[0] in Phase.__members__]
    assert listed == [phase.name for phase in Phase]


def test_the_transitions_table_is_exactly_the_codes():
    documented = {}
    for cell, sources, target in (row for row in rows() if names(row[0])
                                  and names(row[0])[0] in Trigger.__members__):
        trigger = Trigger[names(cell)[0]]
        to = TARGETS.get(target) or Phase[names(target)[0]]
        for source in names(sources):
            key = (Phase[source], trigger)
            assert key not in documented, f"{key} is listed twice"
            documented[key] = to
    assert documented == TRANSITIONS
