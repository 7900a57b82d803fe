"""Hints asked from phones at the TV's table: searched by the table's own HintAsker, off the
frame loop, and sent to the asking seat's phone alone (game/net/hints.py has the protocol).

The TV never shows a phone's hint (it is that player's private advice), but its HintAsker
counts it (`asked`) with the TV's own, so the history marks the match "with hints".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.net.hints import hint_message, read_hint_request, thinking_message

if TYPE_CHECKING:
    from game.net.hub import PhoneHub
    from game.rules.base import Match
    from scenes.frame.hint_panel import HintAsker


class PhoneHints:
    """The one hint a phone waits for: asked, then sent when the search is done."""

    def __init__(self, hub: PhoneHub) -> None:
        self.hub = hub
        self.waiting: tuple[int, int] | None = None  # (moves, seat) a phone waits for

    def ask(self, asker: HintAsker, match: Match, seat: int, text: str, allowed: bool,
            seed: int) -> None:
        """A phone asked for a hint: start the table's search (`asker`, unless it already
        ran at this position; seeded from the match's `seed`) and tell the phone it is
        thinking; IllegalMove (hints not `allowed`, not its turn...) changes nothing."""
        read_hint_request(match, seat, text, self.hub.names, allowed)
        key = (len(match.moves), seat)
        if asker.key != key:
            asker.ask(match, seat, seed + key[0], show=False)
        self.waiting = key
        self.hub.advise(seat, thinking_message(key[0]))
        self.deliver(asker)

    def deliver(self, asker: HintAsker) -> None:
        """Send the hint to its phone once the table's search is done (called every frame;
        it never waits); forget it when the turn moved on (a move clears the table's hint)."""
        if self.waiting is None:
            return
        if asker.key != self.waiting:
            self.waiting = None
            return
        asker.poll()
        if asker.hint is not None:
            moves, seat = self.waiting
            self.waiting = None
            self.hub.advise(seat, hint_message(asker.hint, moves))
