"""The turn phase of a match at the table: one value, and every way it changes, in one table.

At any moment the table frame (table.py) is in exactly one `Phase`; only a `Trigger` listed
for that phase in `TRANSITIONS` changes it, and anything else is refused
(`IllegalTransition`). A transition to `NEXT` goes to the phase of the position: the match
over, the deal over, or the turn of the seat to move (who plays it and whether their hidden
hand needs the curtain), which the table works out (`PhaseMachine(next_phase=...)`).
Entering a phase may do something (raise the curtain, show the scores); the table lists that
beside its per-frame work, in table.py. A new table enters the phase it starts in when it
is on screen (`PhaseMachine.start`, from its `enter`).

The phase, not the state behind it, is what the table asks before it acts: only
`HUMAN_TURN` shows a person's hidden hand (with two or more people at the TV) and takes
their moves and hint requests; only `BOT_TURN` drives a bot.

No pygame here: the machine is plain data and can be tested alone.
"""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum


class Phase(Enum):
    """Where a match at the table stands (the value says it in words)."""

    BOT_TURN = "a bot is to move: its move lands after the bot delay and the animations"
    PHONE_TURN = "a seat played on a phone is to move: the TV shows the public view"
    HANDOVER = "a human's hidden hand is next: the public view shows until the curtain rises"
    CURTAIN = "the curtain is up: only the seat to move may lift it, from its own device"
    HUMAN_TURN = "a human at the TV is to move, their own view shown"
    DEAL_END = "the deal is over and its scores are shown: the match waits on them"
    DEALING = "the scores were seen: the next deal comes once the table has shown the end"
    MATCH_OVER = "the match is over: its scores, then the summary"


class Trigger(Enum):
    """What can happen to the phase (the value says it in words)."""

    MOVED = "a move was played"
    TICK = "the table updates, on top of the stack"
    CONFIRMED = "the seat to move lifted the curtain"
    SCORES_SEEN = "the scores were closed"
    DEALT = "the next deal was dealt"
    RESEATED = "who plays a seat changed (a bot took over an away phone's seat)"
    REWOUND = "undo rebuilt the match from its record (one person against bots only)"


NEXT = "the phase of the position"
"""A transition's target that depends on the position (`PhaseMachine.next_phase`); entered
even when it is the phase already there (a bot moving after a bot starts a new wait)."""
STAY = "no change"
"""A transition's target when the trigger changes nothing in that phase (nothing is entered)."""

TURNS = (Phase.BOT_TURN, Phase.PHONE_TURN, Phase.HANDOVER, Phase.CURTAIN, Phase.HUMAN_TURN)

P, T = Phase, Trigger
#: Every transition: (phase, trigger) -> the phase after it. A pair not listed is refused.
TRANSITIONS: dict[tuple[Phase, Trigger], Phase | str] = {
    (P.BOT_TURN, T.MOVED): NEXT,
    (P.BOT_TURN, T.RESEATED): STAY,
    (P.BOT_TURN, T.REWOUND): NEXT,
    (P.PHONE_TURN, T.MOVED): NEXT,
    (P.PHONE_TURN, T.RESEATED): NEXT,  # the away phone's seat may now be a bot's
    (P.HANDOVER, T.TICK): P.CURTAIN,
    (P.HANDOVER, T.RESEATED): STAY,
    (P.CURTAIN, T.CONFIRMED): P.HUMAN_TURN,
    (P.CURTAIN, T.RESEATED): STAY,
    (P.HUMAN_TURN, T.MOVED): NEXT,
    (P.HUMAN_TURN, T.RESEATED): STAY,
    (P.HUMAN_TURN, T.REWOUND): NEXT,
    (P.DEAL_END, T.SCORES_SEEN): P.DEALING,
    (P.DEAL_END, T.RESEATED): STAY,
    (P.DEALING, T.DEALT): NEXT,
    (P.DEALING, T.RESEATED): STAY,
    (P.DEALING, T.REWOUND): NEXT,  # the scores were closed, the next deal not yet dealt
    (P.MATCH_OVER, T.RESEATED): STAY,
}
del P, T


class IllegalTransition(RuntimeError):
    """A trigger the current phase does not take (a bug in the caller, never a player's
    mistake: moves out of turn are refused before they are played)."""


class PhaseMachine:
    """The table's phase: starts at the phase of the position, changes only by `TRANSITIONS`."""

    def __init__(self, next_phase: Callable[[], Phase],
                 on_enter: Callable[[Phase], None] = lambda phase: None) -> None:
        #: The phase of the position now (the target `NEXT` stands for).
        self.next_phase = next_phase
        self.on_enter = on_enter
        # Nothing is entered yet: the table is not on screen (`start`).
        self.phase = next_phase()

    def start(self) -> None:
        """The table is on screen: enter the phase it starts in."""
        self.on_enter(self.phase)

    def allows(self, trigger: Trigger) -> bool:
        """Does the current phase take `trigger`?"""
        return (self.phase, trigger) in TRANSITIONS

    def fire(self, trigger: Trigger) -> Phase:
        """Take `trigger`: move to the phase the table lists, run what entering it does and
        return it (STAY: nothing). IllegalTransition, nothing changed, if the current phase
        does not take `trigger`."""
        target = TRANSITIONS.get((self.phase, trigger))
        if target is None:
            raise IllegalTransition(f"{trigger.name} cannot happen in {self.phase.name}: "
                                    f"{self.phase.value}.")
        if target == STAY:
            return self.phase
        self.phase = self.next_phase() if target == NEXT else Phase(target)
        self.on_enter(self.phase)
        return self.phase
