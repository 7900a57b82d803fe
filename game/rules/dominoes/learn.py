"""Teaching The Passing Game: the one-line rules shown the first time something happens in a
player's matches (`moments`), and the guided deal (`LESSON`, see game/lesson.py); both
reached through the descriptor (game/descriptor.py `learn_module`)."""
from __future__ import annotations

from typing import Any

from game.lesson import Lesson, Step
from game.rules.dominoes.events import RoundScored, TileDrawn


def moments(events: list, view: Any) -> list[tuple[str, str]]:
    """(key, one line) for each kind of thing in `events` worth explaining the first time."""
    out = []
    for event in events:
        if isinstance(event, RoundScored) and event.reason in ("blocked", "passes"):
            out.append(("dominoes:blocked", "Blocked: nobody can play, so the lowest pip "
                        "count wins the round."))
        elif isinstance(event, TileDrawn):
            out.append(("dominoes:draw", "A draw: with no tile that fits, take one from the "
                        "boneyard (the last two stay)."))
    return out


LESSON = Lesson(
    players=2,
    deals=({"hands": [["6-6", "4-2", "6-1", "5-5", "3-3", "5-3", "0-0"],
                      ["6-4", "2-1", "4-4", "3-2", "5-0", "4-0", "6-5"]],
            "boneyard": ["2-0", "1-0", "1-1", "2-2", "3-0", "3-1", "4-1", "4-3", "5-1", "5-2",
                         "5-4", "6-0", "6-2", "6-3"],
            "leader": 0},),
    steps=(
        Step("play 6-6", "You lead: any tile may start the train. Heavy tiles first, since "
             "the pips left in hand count against you. Pick 6-6 ([move] and [confirm], or "
             "click it)."),
        Step("play 6-4 left"),
        Step("play 4-2", "A tile must match an open end: 4-2 matches the 4. Play it."),
        Step("play 2-1"),
        Step("play 6-1 right", "6-1 fits both ends, so you choose: pick 6-1, then the right "
             "end (the 6). Now both ends show 1."),
        Step("pass"),
        Step("draw", "No tile of yours shows a 1: draw one from the boneyard ([extra], or click "
             "Draw). Drawing ends your turn."),
        Step("pass"),
        Step("pass", "Still nothing fits. Pass ([alt], or click Pass): when every player passes "
             "in a row the round is blocked, and the lowest pip count wins it."),
    ),
    done="That is The Passing Game: match an end, choose the end when both fit, draw or "
         "pass when stuck. The round is blocked: your 26 pips beat the bot's 33, so you "
         "score the difference, 33 − 26 = 7.",
)
