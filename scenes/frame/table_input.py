"""How the table frame takes input: pause, help, undo and hints at any time; moves only
from the device of the seat to move (scenes/frame/seat_devices.py), never for a bot's seat
or a seat played on a phone, and only once its curtain was confirmed. The overlays input
opens (pause, help, the phone codes) are handed what they show and a callback for what the
player chose there.

A mixin of the table scene (scenes/frame/table.py), which owns everything it reads.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.engine.intents import Action, Device, Intent
from scenes.frame import seat_plates as plates
from scenes.frame.hint_panel import HINT_BUTTON
from scenes.frame.keeping import UNDO_OFF, rewind
from scenes.frame.phases import Trigger
from scenes.frame.phone_join import PhoneJoinOverlay
from scenes.screens.pause import KEPT, NOT_KEPT, Leaving, PauseOverlay, PhoneChoices

if TYPE_CHECKING:
    from game.rules.base import Move


class TableInput:
    """The table scene's input: intents from pads, keys and the mouse."""

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
            if intent.action in (Action.CONFIRM, Action.SELECT, Action.ALT, Action.EXTRA):
                self.say_whose_turn(seat)
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
            self.hint.toggle(self.match, seat, self.seed + len(self.match.moves))
        else:
            self.say_whose_turn(seat)

    def say_whose_turn(self, seat: int) -> None:
        """A device that may not act now is told whose turn it is, and on what."""
        self.say(f"It is {self.seats[seat].name}'s turn ({self.device_name(seat)}).")

    def open_pause(self) -> None:
        """Push the pause overlay; with seats on phones it also offers their codes, or bots
        for the seats whose phone is away."""
        choices = None
        if self.phones is not None:
            phones = self.phones
            choices = PhoneChoices(lambda: [self.seats[s].name for s in phones.lost()],
                                   self.phone_choice)
        self.ctx.stack.push(PauseOverlay(self.ctx, self.setup.slug, choices, self.leaving()))

    def leaving(self) -> Leaving:
        """What leaving for the menu does to this match: kept when it is saved as it goes."""
        return KEPT if self.keeper is not None else NOT_KEPT

    def phone_choice(self, choice: str) -> None:
        """What the host chose about the phones in pause: "bot" or "codes"."""
        if choice == "bot":
            names = self.phones_to_bots()
            self.say(f"A bot now plays for {' and '.join(names)}.")
        elif choice == "codes":
            self.open_phone_codes()

    def phones_to_bots(self, level: str = "normal") -> list[str]:
        """The host's choice in pause: a bot plays each seat whose phone is away. Returns the
        names of those seats."""
        phones = self.phones
        if phones is None:
            return []
        names = []
        for seat in phones.lost():
            phones.give_to_bot(seat, self.match)
            self.bots.add(seat, level, self.setup.seed)
            self.seats[seat] = replace(self.seats[seat], bot=level)
            names.append(self.seats[seat].name)
        if names:
            self.phases.fire(Trigger.RESEATED)
        return names

    def open_phone_codes(self) -> None:
        """Push the phones' join codes over the table."""
        phones = self.phones
        if phones is not None:
            self.ctx.stack.push(PhoneJoinOverlay(
                self.ctx, phones, self.seats, lambda seat: phones.kick(seat, self.match)))

    def open_help(self) -> None:
        """Push the how-to-play screen for this game."""
        from scenes.screens.help import HelpScene

        self.ctx.stack.push(HelpScene(self.ctx, self.setup.slug))

    def undo(self) -> None:
        """Take back everything since the one human's last decision (only against bots)."""
        alone = len(self.humans) == 1 and self.phones is None  # phones' moves stay played
        if not alone or self.match.is_over:
            self.say(UNDO_OFF if not alone else "The match is over.")
            return
        rebuilt = rewind(self.match, self.humans[0])
        if rebuilt is None:
            self.say("Nothing to undo yet: you have not moved.")
            return
        self.with_undo = True
        self.restore(rebuilt)
        self.say(f"Undone: {self.seats[self.humans[0]].name}, decide again.")
        if self.keeper is not None:
            self.keeper.moved(self.match, self.notes())
