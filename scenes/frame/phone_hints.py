"""Hints asked from phones at the TV's table: searched by the table's own HintAsker, off the
frame loop, and sent to the asking seat's phone alone (game/net/hints.py has the protocol).

The TV never shows a phone's hint (it is that player's private advice), but counts it in
`scene.hint.asked` with the TV's own, so the history marks the match "with hints".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.net.hints import hint_message, read_hint_request, thinking_message

if TYPE_CHECKING:
    from game.net.hub import PhoneHub
    from scenes.frame.table import TableScene


class PhoneHints:
    """The one hint a phone waits for: asked, then sent when the search is done."""

    def __init__(self, hub: PhoneHub) -> None:
        self.hub = hub
        self.waiting: tuple[int, int] | None = None  # (moves, seat) a phone waits for

    def ask(self, scene: TableScene, seat: int, text: str) -> None:
        """A phone asked for a hint: start the search (unless it already ran at this
        position) and tell the phone it is thinking; IllegalMove changes nothing."""
        match = scene.match
        read_hint_request(match, seat, text, self.hub.names, scene.hints_allowed)
        key = (len(match.moves), seat)
        if scene.hint.key != key:
            scene.hint.ask(match, seat, scene.setup.seed + key[0], show=False)
        self.waiting = key
        self.hub.advise(seat, thinking_message(key[0]))
        self.deliver(scene)

    def deliver(self, scene: TableScene) -> None:
        """Send the hint to its phone once the search is done (called every frame; it never
        waits); forget it when the turn moved on (a move clears the table's hint)."""
        if self.waiting is None:
            return
        asker = scene.hint
        if asker.key != self.waiting:
            self.waiting = None
            return
        asker.poll()
        if asker.hint is not None:
            moves, seat = self.waiting
            self.waiting = None
            self.hub.advise(seat, hint_message(asker.hint, moves))
