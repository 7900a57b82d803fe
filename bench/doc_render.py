"""Markdown from logbook entries: a run's header (date, machine, command) and its figures.

Figures are whatever JSON a bench script printed, so they are laid out by shape: a list of
flat objects, or an object of flat objects, is a table; a scalar is a line `name: value`;
anything else is a labelled block of its own. Nothing here reads the clock or the machine,
so the same logs always give the same text.
"""
from __future__ import annotations

import json
from typing import Any

MAX_EARLIER = 5
"""Earlier runs of one kind listed by date and command; more are only counted."""


def cell(value: Any) -> str:
    """One value as table or line text (pipes escaped, lists joined)."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}" if abs(value) < 1e6 else f"{value:,.0f}"
    if isinstance(value, list):
        if len(value) == 2 and all(isinstance(v, int | float) for v in value):
            return f"[{cell(value[0])}, {cell(value[1])}]"
        return ", ".join(cell(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True)
    return str(value).replace("|", "\\|").replace("\n", " ")


def flat(row: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """A row's nested objects spread into columns named by their path."""
    out: dict[str, Any] = {}
    for key, value in row.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and value:
            out.update(flat(value, f"{name} "))
        else:
            out[name] = value
    return out


def is_rows(value: Any) -> bool:
    """A list of objects (each a table row)."""
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def is_keyed_rows(value: Any) -> bool:
    """An object of objects (each a table row named by its key)."""
    return (isinstance(value, dict) and bool(value)
            and all(isinstance(v, dict) and v for v in value.values()))


def table(rows: list[dict[str, Any]]) -> list[str]:
    """A Markdown table of `rows`, its columns in the order they first appear."""
    rows = [flat(row) for row in rows]
    columns: list[str] = []
    for row in rows:
        columns.extend(key for key in row if key not in columns)
    lines = ["| " + " | ".join(c.replace("_", " ") for c in columns) + " |",
             "|" + "---|" * len(columns)]
    for row in rows:
        lines.append("| " + " | ".join(cell(row.get(c)) for c in columns) + " |")
    return lines


def figures(value: Any, label: str = "") -> list[str]:
    """Markdown for one run's figures (or a part of them, under `label`)."""
    name = label.replace("_", " ")
    if is_rows(value):
        return ([f"{name}:", ""] if name else []) + table(value) + [""]
    if is_keyed_rows(value) and all(not is_keyed_rows(v) for v in value.values()):
        rows = [{"": key} | row for key, row in value.items()]
        return ([f"{name}:", ""] if name else []) + table(rows) + [""]
    if isinstance(value, dict):
        lines = [f"- {k.replace('_', ' ')}: {cell(v)}" for k, v in value.items()
                 if not (isinstance(v, dict | list) and (is_rows(v) or isinstance(v, dict)))]
        out = ([f"{name}:", ""] if name else []) + lines + ([""] if lines else [])
        for key, part in value.items():
            if isinstance(part, dict) or is_rows(part):
                out += figures(part, f"{label} {key}".strip() if label else key)
        return out
    return [f"- {name}: {cell(value)}" if name else cell(value), ""]


def machine(described: dict[str, Any]) -> str:
    """The machine of a run in one phrase."""
    if "description" in described:
        return described["description"]
    parts = [described.get("cpu"), f"{described.get('cores')} cores", described.get("os"),
             f"Python {described.get('python')}", f"pygame-ce {described.get('pygame_ce')}"]
    return ", ".join(p for p in parts if p)


def provenance(entry: dict[str, Any]) -> list[str]:
    """Where a run's figures come from: date, machine, commit and the command."""
    commit = (entry.get("commit") or "no commit")[:10]
    if entry.get("changed"):
        commit += " with uncommitted changes"
    lines = [f"Measured {entry['date']} on {machine(entry['machine'])}, at {commit}:",
             "", f"    {entry['command']}", ""]
    if entry.get("carried"):
        lines += [f"*Carried* from {entry['carried']}: date, machine and command as it "
                  "stated them.", ""]
    return lines


def run(entry: dict[str, Any], heading: str = "###") -> list[str]:
    """One run in full: its kind as a heading, what it measured, where, and its figures."""
    lines = [f"{heading} {entry['kind']}", ""]
    if entry.get("about"):
        lines += [entry["about"], ""]
    return lines + provenance(entry) + figures(entry["figures"])


def earlier(entries: list[dict[str, Any]]) -> list[str]:
    """Older runs of a kind: date and command of the latest few, the rest counted."""
    if not entries:
        return []
    shown = entries[-MAX_EARLIER:][::-1]
    lines = ["Earlier runs of this kind:", ""]
    lines += [f"- {e['date']}: `{e['command']}`" for e in shown]
    if len(entries) > len(shown):
        lines.append(f"- and {len(entries) - len(shown)} before them")
    return lines + [""]
