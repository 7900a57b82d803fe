"""Hints: the hard bot's search run for one seat, told as a move, reasons and alternatives.

A hint sees only what the seat sees: it searches through a `SeatPort` (determinised
deals sampled from the seat's view), so a hint never depends on a hidden card. With
an iteration budget it is the same for the same seed and view; with a think time it
depends on the machine's speed, as the hard bot does.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.ai import think_time
from game.ai.heuristics import heuristics_for
from game.ai.ismcts import DEFAULT_THINK_TIME, Choice, HardBot
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.words import count

HINT_SCALE = 1.5
"""A hint searches half again as long as a hard bot's move (its shares steady a little)."""
HINT_THINK_TIME = HINT_SCALE * DEFAULT_THINK_TIME
"""Seconds a hint searches with the hard bot's default thinking time."""
HINT_MAX_TIME = 5.0
"""The longest a hint makes a player wait, whatever the hard bot's thinking time."""
ALTERNATIVES = 3
"""How many other moves a hint lists (those the search chose at least once, one per name)."""
MIN_TRIES = 100
"""The fewest searches a hint's shares stand on: a busy machine may give the time budget
only a handful (once, one), which says nothing. Short of it the search carries on, for at
most HINT_MAX_TIME, and a hint still short of it says it is unsure."""


@dataclass(frozen=True)
class Hint:
    """The search's best move for `seat`, why, and the other moves it weighed."""

    seat: int
    move: Move
    share: float  #: how often the search chose the move (0..1)
    reasons: tuple[str, ...]
    alternatives: tuple[tuple[Move, float], ...]  #: (move, share), best first
    tries: int  #: how many searches (iterations) the shares count
    names: tuple[str, ...] = ()  #: each alternative in words ("Play a pair of 9s")

    def to_json(self) -> dict:
        """The hint as `main.py hint` prints it: moves in notation."""
        return {
            "seat": self.seat,
            "move": str(self.move),
            "share": round(self.share, 3),
            "reasons": list(self.reasons),
            "alternatives": [{"move": str(m), "share": round(s, 3), "name": name}
                             for (m, s), name in zip(self.alternatives, self.names,
                                                     strict=True)],
            "tries": self.tries,
        }


def weighed(hint: Hint) -> str:
    """The other moves the search weighed, in words with their shares ("take 33 15%,  pass
    4%"), or "" when it weighed none: the TV's panel and the phone say them alike."""
    return ",  ".join(f"{name[0].lower()}{name[1:]} {share:.0%}" for name, (_, share)
                      in zip(hint.names, hint.alternatives, strict=True))


def hint_think_time(chosen: Mapping[str, float] | None = None) -> float:
    """Seconds a hint searches at the table: half again the hard bot's thinking time (the
    player's choice in options, else its default), at most HINT_MAX_TIME."""
    hard = think_time("hard", chosen) or DEFAULT_THINK_TIME
    return min(HINT_MAX_TIME, HINT_SCALE * hard)


def hint_for(port: SeatPort, seed: int = 0, think_time: float | None = HINT_THINK_TIME,
             iterations: int | None = None) -> Hint:
    """Search the seat's position and explain the best move (the seat must be to move).
    A time budget that allowed fewer than MIN_TRIES searches is searched again with that
    floor (an iteration budget is the caller's own and is kept)."""
    choices = HardBot(seed, think_time=think_time, iterations=iterations).search(port)
    if iterations is None and len(choices) > 1 and sum(c.visits for c in choices) < MIN_TRIES:
        choices = HardBot(seed, think_time=HINT_MAX_TIME, iterations=MIN_TRIES).search(port)
    return explain(port, choices)


def explain(port: SeatPort, choices: list[Choice]) -> Hint:
    """A hint from a finished search's choices (best first)."""
    heuristics = heuristics_for(port.game_slug)
    tries = sum(c.visits for c in choices) or 1
    # A move's name is the headline of its explanation ("Play a pair of 9s"). Moves of the
    # same name (the same set from other cards) count as one choice, shown by the move of
    # the group the search visited most (choices come best first).
    merged: dict[str, tuple[Move, float]] = {}
    for choice in choices:
        if choice.visits or not merged:
            name = heuristics.explain(port, choice.move).split(":")[0]
            move, share = merged.get(name, (choice.move, 0.0))
            merged[name] = (move, share + choice.visits / tries)
    ranked = sorted(merged.items(), key=lambda item: -item[1][1])
    (_, (move, share)), others = ranked[0], ranked[1:ALTERNATIVES + 1]
    names = tuple(name for name, _ in others)
    shares = [pair for _, pair in others]
    reasons = [heuristics.explain(port, move)]
    if len(port.legal_moves()) == 1:
        reasons.append("It is your only legal move.")
    elif tries < MIN_TRIES and len(choices) > 1:
        reasons.append(f"Only a quick look ({count(tries, 'try')}): the search is unsure.")
    else:
        line = f"The search chose it in {share:.0%} of {count(tries, 'try')}"
        if shares and shares[0][1] >= 0.8 * share:  # within a fifth of the best
            line += f": a close call with {names[0][0].lower()}{names[0][1:]}"
        reasons.append(line + ".")
    return Hint(port.seat, move, share, tuple(r for r in reasons if r), tuple(shares), tries,
                names)


def hint_at(match: Match, seat: int, seed: int, think_time: float) -> Hint:
    """A hint for `seat` on (a copy of) `match`: the call the table sends to its worker."""
    return hint_for(SeatPort(match, seat), seed, think_time=think_time)
