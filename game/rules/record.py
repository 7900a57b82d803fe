"""Match records (docs/rules.md section 4): reading, checking and replaying them."""
from __future__ import annotations

from typing import Any

from game.registry import get_game
from game.rules.base import BadOptions, BadRecord, IllegalMove, Match
from game.userdata import MAX_MOVE_CHARS, BadInput, parse_json

# "passtime": the version that wrote the record; optional, read by no rule (section 4).
_KEYS = {"game", "players", "seed", "options", "deals", "moves", "passtime"}


def parse_record(text: str | bytes) -> dict:
    """Decode a record's JSON (within game/userdata.py's limits) and check its shape;
    BadRecord says what is wrong."""
    try:
        record = parse_json(text)
    except BadInput as exc:
        raise BadRecord(f"The record is unusable: {exc}") from None
    if not isinstance(record, dict):
        raise BadRecord("The record must be a JSON object with at least game and players.")
    unknown = sorted(set(record) - _KEYS)
    if unknown:
        keys = ", ".join(sorted(_KEYS))
        raise BadRecord(f"Unknown key {unknown[0]!r} in the record; keys are: {keys}.")
    for key in ("game", "players"):
        if key not in record:
            raise BadRecord(f"The record has no '{key}'.")
    seed = record.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadRecord(f"'seed' must be a whole number, not {seed!r}.")
    moves = record.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise BadRecord("'moves' must be a list of move strings.")
    for index, move in enumerate(moves):
        if len(move) > MAX_MOVE_CHARS:
            raise BadRecord(f"Move {index} is longer than {MAX_MOVE_CHARS} characters.")
    deals = record.get("deals", [])
    if not isinstance(deals, list) or not all(isinstance(d, dict) for d in deals):
        raise BadRecord("'deals' must be a list of deal objects.")
    if not isinstance(record.get("options", {}), dict):
        raise BadRecord("'options' must be a JSON object.")
    if not isinstance(record.get("passtime", ""), str):
        raise BadRecord("'passtime' must be the text of the version that wrote the record.")
    return record


def start_match(record: dict) -> Match:
    """The match a checked record starts from (before its moves)."""
    try:
        game = get_game(record["game"])
        return game.new_match(
            record["players"],
            record.get("seed", 0),
            record.get("options", {}),
            record.get("deals") or None,
        )
    except BadOptions as exc:
        raise BadRecord(str(exc)) from None


def replay(record: dict) -> tuple[Match, dict | None]:
    """Apply a record's moves; stop at the first illegal one.

    Moves run straight on from one deal to the next: after a deal's last move
    replay starts the next deal itself (docs/rules.md section 4), so the match it
    returns is never between deals. Returns the match and None, or the match
    as it was just before the illegal move and `{"move": index, "message": text}`.
    """
    match = start_match(record)
    for index, text in enumerate(record.get("moves", [])):
        try:
            match.apply_then_deal(match.game.parse_move(text))
        except IllegalMove as exc:
            return match, {"move": index, "message": str(exc)}
    return match, None


def replay_summary(record: dict) -> dict[str, Any]:
    """The replay summary JSON object of docs/rules.md section 4 for a checked record."""
    match, error = replay(record)
    summary = match.summary()
    summary["error"] = error
    return summary
