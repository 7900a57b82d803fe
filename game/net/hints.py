"""Hints on phones: the request a phone sends, its checks and the messages that answer it.

A phone asks with one frame, the word "hint", on its own turn. The owner thread checks it
(`read_hint_request`: a refusal is the usual `refused` sentence and changes nothing), has the
hard bot's search (game/ai/hint.py) look at that seat's view only, and sends the answer to
that seat's phone alone (`PhoneHub.advise`): `hint` with "thinking" at once, then `hint` with
the move, its words and the other moves weighed. Each message names the position it is for
(`moves`), so a phone drops it once the turn has moved on. The TV searches off its frame
loop (scenes/frame/phone_hints.py); `serve`, whose bots think on its one thread, searches
there too (`ServedHints`).
"""
from __future__ import annotations

import json

from game.ai.hint import HINT_THINK_TIME, Hint, hint_at, weighed
from game.net.hub import PhoneHub, check_turn
from game.rules.base import IllegalMove, Match

HINT_REQUEST = "hint"
NOT_A_REQUEST = "To ask for a hint, send the one word 'hint'."
HINTS_OFF = "Hints are off at this table."


def is_hint_request(text: str) -> bool:
    """Whether a phone's frame asks for a hint (its first word is "hint", in any case)
    rather than making a move: no game's notation starts with that word."""
    words = text.split(maxsplit=1)
    return bool(words) and words[0].lower() == HINT_REQUEST


def read_hint_request(match: Match, seat: int, text: str, names: list[str],
                      allowed: bool = True) -> None:
    """IllegalMove (with the sentence to show) unless `text` is just the word "hint", the
    table allows hints and `seat` is to move."""
    if text.strip().lower() != HINT_REQUEST:
        raise IllegalMove(NOT_A_REQUEST)
    if not allowed:
        raise IllegalMove(HINTS_OFF)
    check_turn(match, seat, names)


def thinking_message(moves: int) -> str:
    """Tells the phone the search for the position after `moves` moves has started."""
    return json.dumps({"type": "hint", "moves": moves, "thinking": True})


def hint_message(hint: Hint, moves: int) -> str:
    """The answer for the position after `moves` moves: the hint as `main.py hint` prints
    it, and its words as the TV's panel says them (the move and why, the moves weighed)."""
    lines = list(hint.reasons)
    if hint.alternatives:
        lines.append(f"Also weighed: {weighed(hint)}")
    return json.dumps({"type": "hint", "moves": moves, "thinking": False,
                       "hint": hint.to_json(), "lines": lines})


class ServedHints:
    """`serve`'s hints: searched on its one thread, between moves, as its bots think; the
    last answer is kept, so asking again at the same position does not search again."""

    def __init__(self, seed: int, think_time: float = HINT_THINK_TIME) -> None:
        self.seed = seed
        self.think_time = think_time
        self.asked = 0
        self._key: tuple[int, int] | None = None  # (moves, seat) the kept answer is for
        self._answer = ""

    def answer(self, match: Match, hub: PhoneHub, seat: int, text: str) -> None:
        """Answer a hint request from `seat`'s phone; IllegalMove changes nothing."""
        read_hint_request(match, seat, text, hub.names)
        key = (len(match.moves), seat)
        if key != self._key:
            hub.advise(seat, thinking_message(key[0]))
            hint = hint_at(match.clone(), seat, self.seed + key[0], self.think_time)
            self._key, self._answer = key, hint_message(hint, key[0])
            self.asked += 1
        hub.advise(seat, self._answer)
