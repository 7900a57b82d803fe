"""A kept night's file altered anywhere (a value of the wrong kind, a key gone) reads as a
BadNight that says why, never as another exception (the Game night screen lists it)."""
from __future__ import annotations

import copy
import json
import tempfile
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from game.store.night import BadNight, new_night
from game.store.night_file import night_later, read_night

SEATS = [{"name": n, "colour": [0, 114, 178], "symbol": "circle", "bot": "random"}
         for n in ("Ann", "Ben", "Cy")]
ODD: list[Any] = [None, 0, -1, 1.5, True, "x", [], {}, [1, 2], {"a": 1}, 10**30, "dominoes"]
GONE = object()  #: the key removed


@cache
def kept() -> str:
    """A night's file: its first match finished (counted, not yet filed), the second under
    way a few moves in."""
    night = new_night([{"game": "take-or-pass", "options": {"games": 1}}, {"game": "dominoes"}],
                      SEATS, 1)
    _save, match = night.start_match()
    while not match.is_over:
        match.apply_then_deal(match.legal_moves()[0])
    finished = night.current.copy()
    finished.catch_up(match)
    finished.ended, finished.winners = time.time(), list(match.winners)
    finished.scores = list(match.scores)
    night.finish(finished)
    _save, match = night.start_match()
    for _ in range(3):
        match.apply_then_deal(match.legal_moves()[0])
    with tempfile.TemporaryDirectory() as folder:  # night_later names its file there
        return night_later(night, match, Path(folder))().decode()


def places(value: Any, where: tuple = ()) -> Iterator[tuple]:
    """Every key and (first three) list index of `value`, as paths from its top."""
    if where:
        yield where
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from places(inner, (*where, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:3]):
            yield from places(inner, (*where, index))


def altered(where: tuple, value: Any) -> dict | None:
    """The kept night with the value at `where` replaced (or removed: GONE); None if a list
    item cannot be removed by key."""
    data = json.loads(kept())
    holder = data
    for step in where[:-1]:
        holder = holder[step]
    if value is GONE:
        if not isinstance(holder, dict):
            return None
        del holder[where[-1]]
    else:
        holder[where[-1]] = copy.deepcopy(value)
    return data


def test_the_file_as_kept_reads_back(tmp_path):
    path = tmp_path / "night.json"
    path.write_text(kept())
    night = read_night(path)
    assert len(night.played) == 1 and len(night.unfiled) == 1 and night.current is not None


@pytest.mark.parametrize("where", list(places(json.loads(kept()))), ids=repr)
def test_an_altered_night_file_is_a_bad_night_and_nothing_else(where, tmp_path):
    path = tmp_path / "night.json"
    for value in [*ODD, GONE]:
        data = altered(where, value)
        if data is None:
            continue
        path.write_text(json.dumps(data))
        try:
            read_night(path)
        except BadNight as exc:
            assert str(exc), "it says why"


def test_a_playlist_entry_that_is_not_a_game_says_so(tmp_path):
    path = tmp_path / "night.json"
    data = json.loads(kept())
    data["games"] = ["pass"]
    path.write_text(json.dumps(data))
    with pytest.raises(BadNight, match="not a game with its options"):
        read_night(path)
