"""The bot strength table of docs/benchmarks.md from bench/bots.py's logbook.

Each strength row logged by a run is one pairing's figure (game, players, challenger,
opponent); the newest figure of each pairing goes in the table, earlier ones below it. A
run that gathered its matches through a match log (`--log`, with the code fingerprints in
its settings) has its rows recomputed here from that log, read by `bench/match_log.py` as
the code that played them would read it, so the table shows what the kept matches give.
"""
from __future__ import annotations

import contextlib
import io
from typing import Any

from bench import doc_render
from bench.logbook import ROOT

Pairing = tuple[str, int, str, str, int]
OTHER = ("settings", "strength", "speed", "seconds")
"""The parts of a bench/bots.py run this table shows; anything else is shown as it is."""
FULL = 100
"""Matches from which a pairing's figure goes in the main table (shorter runs: below)."""


def budgeted(level: str, settings: dict[str, Any]) -> str:
    """A searching level with the budget its run gave it (`hard#1100`, `expert@2`)."""
    from bench.match_play import SEARCHING, base_level

    if level != base_level(level) or level not in SEARCHING:
        return level
    scale = SEARCHING[level]
    if settings.get("iterations"):
        return f"{level}#{round(settings['iterations'] * scale)}"
    if settings.get("think_time"):
        return f"{level}@{settings['think_time'] * scale:g}"
    return level


def pairing(row: dict[str, Any]) -> Pairing:
    """What a strength row measures: game, players, challenger and opponent (with their
    budgets) and how many matches."""
    return row["game"], row["players"], row["challenger"], row["opponent"], row["matches"]


def from_match_log(settings: dict[str, Any], row: dict[str, Any],
                   cache: dict[tuple[str, str], Any]) -> dict[str, Any] | None:
    """`row` recomputed from the match log its run kept, or None when it kept none here."""
    log, codes = settings.get("log"), settings.get("code") or {}
    path = ROOT / log if log else None
    if path is None or not path.is_relative_to(ROOT / "bench" / "logs") or not path.is_file():
        return None
    code = codes.get(row["game"])
    if code is None:
        return None
    from bench import bots
    from bench.match_log import MatchLog

    if (log, code) not in cache:
        with MatchLog(path, peek=True, fingerprint=lambda slug: code) as read:
            cache[log, code] = read
    budget = {"think_time": settings.get("think_time"), "iterations": settings.get("iterations")}
    with contextlib.redirect_stderr(io.StringIO()):  # its progress lines
        again = bots.strength(row["game"], row["players"], row["challenger"], row["opponent"],
                              settings["matches"], settings["seed"], budget, None, {},
                              cache[log, code])
    again["code"] = code
    return again


def order(key: Pairing) -> tuple:
    """Table order: by the challenger's and opponent's levels, then game and players."""
    from bench.match_play import base_level
    from game.ai import BOT_LEVELS
    from game.registry import SLUGS

    def rank(level: str) -> int:
        return BOT_LEVELS.index(base_level(level)) if base_level(level) in BOT_LEVELS else 99

    game, players, challenger, opponent, matches = key
    return (rank(challenger), rank(opponent), SLUGS.index(game) if game in SLUGS else 99,
            players, challenger, opponent, -matches)


def rows_by_pairing(entries: list[dict[str, Any]]
                    ) -> tuple[dict[Pairing, list[tuple[int, dict]]], list[int]]:
    """Every strength row by pairing in table order, oldest first, each with the index of
    its run in `entries`; and those indexes in the order the table first names them."""
    cache: dict[tuple[str, str], Any] = {}
    found: dict[Pairing, list[tuple[int, dict]]] = {}
    for index, entry in enumerate(entries):
        settings = entry["figures"].get("settings", {})
        for row in entry["figures"].get("strength", []):
            row = from_match_log(settings, row, cache) or dict(row)
            row["challenger"] = budgeted(row["challenger"], settings)
            row["opponent"] = budgeted(row["opponent"], settings)
            found.setdefault(pairing(row), []).append((index, row))
    found = {key: found[key] for key in sorted(found, key=order)}
    named = [rows[-1][0] for rows in found.values()] + [i for rows in found.values()
                                                         for i, _ in rows[:-1]]
    return found, list(dict.fromkeys(named))


def ratio(row: dict[str, Any]) -> str:
    """A row's ratio to the fair share with its interval."""
    if row.get("ratio") is None:
        return "-"
    low, high = row.get("ratio_95") or (None, None)
    return f"{row['ratio']:.2f} [{low:.2f}, {high:.2f}]" if low is not None else \
        f"{row['ratio']:.2f}"


def table_line(row: dict[str, Any], number: int) -> str:
    """One pairing's row of the table."""
    cells = [row["game"], row["players"], row["challenger"], row["opponent"], row["matches"],
             row.get("wins"), ratio(row), row.get("target"), row.get("code"), f"[{number}]"]
    return "| " + " | ".join(doc_render.cell(c) for c in cells) + " |"


def section(entries: list[dict[str, Any]]) -> list[str]:
    """The strength table, earlier figures, decision times, the runs behind them (numbered
    in the order the table names them) and any other figures the runs logged."""
    found, named = rows_by_pairing(entries)
    timed = by_kind_newest([(i, e) for i, e in enumerate(entries) if e["figures"].get("speed")])
    named += [i for i, _ in timed if i not in named]
    number = {index: n for n, index in enumerate(named, 1)}
    head = ["| game | players | challenger | opponent | matches | challenger's wins | "
            "ratio to fair [95%] | target | code | run |", "|" + "---|" * 10]
    lines = []
    for full in (True, False):
        newest = [table_line(rows[-1][1], number[rows[-1][0]]) for key, rows in found.items()
                  if (key[-1] >= FULL) == full]
        if newest:
            lines += ([] if full else ["", f"Shorter runs (under {FULL} matches):", ""])
            lines += head + newest
    older = [(rows[:-1], key) for key, rows in found.items() if len(rows) > 1]
    if older:
        lines += ["", "Earlier figures of the same pairings:", ""]
        for rows, (game, players, challenger, opponent, _) in older:
            for index, row in rows:
                lines.append(f"- {game} {players}p {challenger} against {opponent}: "
                             f"{ratio(row)} over {row['matches']} matches [{number[index]}]")
    for index, entry in timed:
        lines += ["", f"Decision times of run [{number[index]}]:", ""]
        lines += doc_render.figures(entry["figures"]["speed"])
    lines += ["", "Runs:", ""]
    for index in named:
        entry = entries[index]
        lines += [f"[{number[index]}] {entry['kind']}.", ""]
        if entry.get("about"):
            lines += [entry["about"], ""]
        lines += doc_render.provenance(entry)
    for entry in entries:
        shown = {k: v for k, v in entry["figures"].items() if k not in OTHER}
        if shown:
            lines += doc_render.run(entry | {"figures": shown})
    return lines


def by_kind_newest(runs: list[tuple[int, dict[str, Any]]]) -> list[tuple[int, dict[str, Any]]]:
    """The newest of each kind among `runs` (index, entry), in the order kinds first appear."""
    newest: dict[str, tuple[int, dict[str, Any]]] = {}
    for index, entry in runs:
        newest.pop(entry["kind"], None)
        newest[entry["kind"]] = (index, entry)
    return sorted(newest.values(), key=lambda run: run[0])
