"""The replay theater's model: a match record as a strip of positions to move along.

Headless (no pygame): the theater scene draws it, the `watch` command and the tests
step it. Position p is the match after the record's first p moves. Stepping forward
one move applies it to the current match and returns its events (the table animates
them); any other jump (back, to a deal start, along the timeline) rebuilds the match
by replaying the record from its start, so there is one source of truth and no undo
logic in the rules. A record that stops replaying ends the strip at the bad move;
`error` says which move and why, as the replay summary's `error` does.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.base import IllegalMove
from game.rules.record import start_match

if TYPE_CHECKING:
    from game.rules.base import Match

EVERYTHING = "all"  #: the perspective that shows every hidden part (Match.view_all)


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the record as the theater plays it: who, what, in which deal."""

    seat: int
    text: str  #: the move in notation, as the rules print it
    number: int  #: the deal / game / round it was played in


def advance(match: Match, text: str) -> list:
    """Apply one record move to `match` the way replay does (dealing on after a deal's
    last move) and return its events; IllegalMove leaves the match unchanged."""
    return match.apply_then_deal(match.game.parse_move(text))


class Theater:
    """A record laid out as positions 0..len(steps), with the match at the current one."""

    def __init__(self, record: dict) -> None:
        """Replay the whole record once (BadRecord if it cannot even start)."""
        self.record = record
        self.start = start_match(record)
        match = self.start.clone()
        self.steps: list[Step] = []
        self.numbers = [match.number]  #: deal number at each position
        self.error: dict | None = None
        for index, text in enumerate(record.get("moves", [])):
            seat, number = match.to_move, match.number
            try:
                advance(match, text)
            except IllegalMove as exc:
                self.error = {"move": index, "message": str(exc)}
                break
            self.steps.append(Step(seat if seat is not None else -1, str(match.moves[-1]), number))
            self.numbers.append(match.number)
        #: The positions where a deal starts (0, then each move that dealt anew).
        self.deal_starts = [p for p in range(len(self.numbers))
                            if p == 0 or self.numbers[p] != self.numbers[p - 1]]
        self.position = 0
        self.match = self.start.clone()

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.start.players

    @property
    def length(self) -> int:
        """The last position: every move that replays."""
        return len(self.steps)

    @property
    def at_end(self) -> bool:
        """True at the last position."""
        return self.position >= self.length

    def forward(self) -> list | None:
        """Play the next move; its events, or None at the end."""
        if self.at_end:
            return None
        events = advance(self.match, self.steps[self.position].text)
        self.position += 1
        return events

    def seek(self, position: int) -> None:
        """Jump to `position` (clamped) by replaying the record from its start."""
        position = max(0, min(self.length, position))
        match = self.start.clone()
        for step in self.steps[:position]:
            advance(match, step.text)
        self.match, self.position = match, position

    def back(self) -> None:
        """One move back (rebuilt from the start)."""
        self.seek(self.position - 1)

    def deal_start(self, direction: int) -> int:
        """The deal start before (-1) or after (+1) the current position (or the ends)."""
        if direction < 0:
            # From just after a deal start, go to the previous deal's start.
            earlier = [p for p in self.deal_starts if p < self.position]
            return earlier[-1] if earlier else 0
        later = [p for p in self.deal_starts if p > self.position]
        return later[0] if later else self.length

    def view(self, perspective: int | str) -> Any:
        """What the table may draw: everything, or exactly `view(seat)` for a seat."""
        if perspective == EVERYTHING:
            return self.match.view_all()
        return self.match.view(perspective)

    def log(self, count: int, name: Any = None) -> list[str]:
        """The last `count` moves up to the current position, as 'Name: move'."""
        shown = self.steps[max(0, self.position - count):self.position]
        return [f"{name(s.seat) if name else s.seat}: {s.text}" for s in shown]

    def branch(self) -> Match:
        """An independent match at the current position, to play on from (same hidden parts)."""
        return self.match.clone()
