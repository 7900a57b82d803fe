"""A history where Ann has played Take or Pass against an easy and a hard bot."""
from __future__ import annotations

from game.engine import theme
from game.store.history import Finished, History
from game.store.profiles import create


def ann_with_matches(matches: int) -> int:
    """Ann's profile id, after `matches` finished 3-player Take or Pass matches (she is
    second each time) in the history of the data folder the test set."""
    history = History()
    ann = create(history, "Ann", theme.SEAT_COLOURS[0], "circle")
    record = {"game": "take-or-pass", "players": 3, "seed": 1, "options": {}, "moves": []}
    for n in range(matches):
        seats = [{"name": "Ann", "colour": [0, 0, 0], "profile": ann.id},
                 {"name": "Easy", "colour": [0, 0, 0], "bot": "easy"},
                 {"name": "Hard", "colour": [0, 0, 0], "bot": "hard"}]
        history.add(Finished(f"m{n}", record, seats, [20, 40, 5], [2], n, n + 1.0))
    history.close()
    return ann.id
