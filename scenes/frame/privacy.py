"""Whose view the game table is shown: the one seam through which a view reaches it.

The game table only ever receives `match.view(seat)` for the human whose hand may show,
else the public `match.view(None)`. With one human at the TV that is always their view;
with two or more, only the view of the human whose turn it is, in `HUMAN_TURN` (in a game
with hidden information, once they lifted the curtain: `unlocked`). The legal moves go
with it only in `HUMAN_TURN`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.frame.phases import Phase

if TYPE_CHECKING:
    from game.rules.base import Match, Move
    from scenes.frame.game_table import GameTable


class Privacy:
    """What the game table of one match is shown, and what it is offered to play."""

    def __init__(self, table: GameTable, humans: list[int], hidden: bool) -> None:
        self.table = table
        self.humans = humans  #: the seats played at the TV (not bots, not phones)
        self.hidden = hidden  #: the game hides hands (the curtain between two humans)
        self.viewer: int | None = None  #: whose view the table was last shown
        #: The human whose hidden hand was last shown (after their curtain): they see it
        #: again on their next turn with no curtain, until another human lifts one.
        self.unlocked: int | None = humans[0] if len(humans) == 1 else None
        self._offered: tuple | None = None  # what was last offered
        self._legal_key: tuple | None = None
        self._legal: list = []

    def needs_curtain(self, seat: int) -> bool:
        """Whether `seat`'s hidden hand may show only after its curtain: two or more humans
        at the TV, a game with hidden information, and not the hand shown last."""
        return self.hidden and len(self.humans) >= 2 and seat in self.humans \
            and seat != self.unlocked

    def viewer_in(self, phase: Phase, match: Match) -> int | None:
        """Whose private view may show in `phase` (None: the public view)."""
        if len(self.humans) == 1:
            return self.humans[0]
        return match.to_move if phase is Phase.HUMAN_TURN else None

    def show(self, match: Match, phase: Phase, force: bool = False) -> None:
        """Show the table the view of `phase` if it changed (or `force`), and offer moves."""
        viewer = self.viewer_in(phase, match)
        if force or viewer != self.viewer:
            self.viewer = viewer
            self.table.show(match.view(viewer), viewer)
        self.offer(match, phase)

    def animate(self, match: Match, phase: Phase, events: list) -> None:
        """Hand the table a move's (or a deal's) events with the view of `phase` after them."""
        viewer = self.viewer_in(phase, match)
        view = match.view(viewer)
        self.table.animate(events, view)
        if viewer != self.viewer:
            # Whose hand may show changed (e.g. to the public view between two humans).
            self.viewer = viewer
            self.table.show(view, viewer)
        self.offer(match, phase)

    def offer(self, match: Match, phase: Phase) -> None:
        """Tell the table what the viewer may do now: the legal moves in HUMAN_TURN."""
        acting = phase is Phase.HUMAN_TURN
        # Listing moves can be costly (PASS sets): offer once per position and viewer.
        key = (len(match.moves), match.number, self.viewer, acting)
        if key == self._offered:
            return
        self._offered = key
        self.table.offer(self.legal_moves(match) if acting else [])

    def legal_moves(self, match: Match) -> list[Move]:
        """The legal moves now, listed once per position (mouse motion asks every frame)."""
        key = (len(match.moves), match.number)
        if self._legal_key != key:
            self._legal_key, self._legal = key, match.legal_moves()
        return self._legal

    def forget(self) -> None:
        """The match was rebuilt (undo): what was offered and listed is stale."""
        self._legal_key = self._offered = None
