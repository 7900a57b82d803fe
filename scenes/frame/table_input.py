"""How the table frame takes input: pause, help, undo and hints at any time; moves only
from the device of the seat to move (scenes/frame/seat_devices.py), never for a bot's seat
or a seat played on a phone, and only once its curtain was confirmed.

A mixin of TableScene (scenes/frame/table.py), which owns everything it reads.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.intents import Action, Device, Intent
from scenes.frame import seat_plates as plates
from scenes.frame.hint_panel import HINT_BUTTON

if TYPE_CHECKING:
    from game.rules.base import Move


class TableInput:
    """TableScene's input: intents from pads, keys and the mouse."""

    def handle(self, intent: Intent) -> None:
        """Pause and help at any time; moves only from the acting human's device."""
        if intent.action in (Action.PAUSE, Action.FOCUS_LOST):
            self.open_pause()
            return
        if intent.action is Action.HELP:
            self.open_help()
            return
        if intent.pos is not None:
            self.pause_hovered = pygame.Rect(plates.PAUSE_BUTTON).collidepoint(intent.pos)
            self.undo_hovered = pygame.Rect(plates.UNDO_BUTTON).collidepoint(intent.pos)
            self.hint_hovered = pygame.Rect(HINT_BUTTON).collidepoint(intent.pos)
            if intent.action is Action.SELECT and self.pause_hovered:
                self.open_pause()  # the mouse alone can pause, and so leave the match
                return
        if intent.action is Action.UNDO or (intent.action is Action.SELECT and self.undo_hovered):
            self.undo()
            return
        if intent.action is Action.HINT or (intent.action is Action.SELECT and self.hint_hovered):
            self.ask_hint(intent.device)
            return
        if intent.action is Action.PAD_REMOVED and intent.device.id is not None:
            self.pad_removed(intent.device.id)
            return
        seat = self.match.to_move
        if seat is None or self.bots.is_bot(seat):  # None: between deals or the match is over
            return
        if self.phones is not None and self.phones.holds(seat):
            if intent.action in (Action.CONFIRM, Action.SELECT):
                self.say(f"{self.seats[seat].name} plays on their phone.")
            return
        if intent.action is Action.CONFIRM and self.devices.claim(seat, intent.device):
            return  # that press took the seat; it does not also play
        if not self.accepts(seat, intent.device):
            if intent.action in (Action.CONFIRM, Action.SELECT):
                self.say(f"It is {self.seats[seat].name}'s turn ({self.device_name(seat)}).")
            return
        if self.viewer != seat:
            return  # the curtain has not been confirmed yet
        move = self.table.handle(intent, self.legal_moves())
        if move is not None:
            self.try_move(move)

    def accepts(self, seat: int, device: Device) -> bool:
        """May `device` act for `seat`? (scenes/frame/seat_devices.py)"""
        return self.devices.accepts(seat, device)

    def device_name(self, seat: int) -> str:
        """How the seat's device reads on screen: "pad 2", "keyboard + mouse", "any device"."""
        return self.devices.device_name(seat)

    def pad_removed(self, pad_id: int) -> None:
        """A pad was unplugged: its seat falls back to shared input (any device acts)."""
        self.devices.pad_removed(pad_id)

    def legal_moves(self) -> list[Move]:
        """The legal moves now, listed once per position (mouse motion asks every frame)."""
        key = (len(self.match.moves), self.match.number)
        if self._legal_key != key:
            self._legal_key, self._legal = key, self.match.legal_moves()
        return self._legal

    def check_pads(self) -> None:
        """Poll the engine's list of connected pads (hot-plug) when it offers one."""
        self.devices.check_pads()

    def ask_hint(self, device: Device) -> None:
        """The acting human asks for a hint (or hides it): the search runs off the frame loop."""
        seat = self.match.to_move
        if not self.hints_allowed:
            return  # the guided deal already points at the move
        if seat is None or self.bots.is_bot(seat) or self.viewer != seat:
            self.say("Hints are for the player whose turn it is.")
        elif self.accepts(seat, device):
            self.hint.toggle(self.match, seat, self.setup.seed + len(self.match.moves))
