"""`sim --history`: bot matches go into the history, bots named by level, so the levels are
rated by simulation as well as by the matches they play against people."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.engine import theme
from game.store import ratings
from game.store.history import Finished, History


def sim_key(match: dict) -> str:
    """A key fixed by what decides the match (record and who sat where): running the same
    simulation again stores nothing twice."""
    decided = json.dumps([match["record"]["game"], match["record"]["players"],
                          match["record"]["seed"], match["record"]["options"], match["bots"],
                          match["record"]["moves"]], separators=(",", ":"))
    return f"sim-{match['record']['game']}-{hashlib.sha256(decided.encode()).hexdigest()[:20]}"


def sim_seats(bots: list[str]) -> list[dict]:
    """A simulated match's seats: each named by its bot level, in the seat colours."""
    return [{"name": level.capitalize(), "colour": list(theme.SEAT_COLOURS[seat]),
             "symbol": theme.SEAT_SYMBOLS[seat], "bot": level}
            for seat, level in enumerate(bots)]


def keep_sim_matches(kept: list[dict], directory: Path | None = None) -> int:
    """Store simulated matches (as `game.cli.simulate` keeps them) and rate them; returns
    how many were new to the history."""
    history = History(directory)
    try:
        before = len(history.filed([sim_key(m) for m in kept]))
        for match in kept:
            history.add(Finished(sim_key(match), match["record"], sim_seats(match["bots"]),
                                 match["scores"], match["winners"], match["started"],
                                 match["ended"], options=dict(match["record"]["options"])))
        ratings.update(history)
    finally:
        history.close()
    return len(kept) - before
