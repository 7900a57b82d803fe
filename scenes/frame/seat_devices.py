"""Which device may act for which seat at the table, and what happens when a pad is unplugged.

A seat is bound to SHARED (any player's device acts on its turn), MOUSE_KEYBOARD,
or one pad's instance id. An unplugged pad's seat falls back to shared input
until a free pad presses A on that seat's turn.
"""
from __future__ import annotations

from collections.abc import Callable

from game.engine.intents import Device, Family
from game.engine.prompts import pinned
from scenes.frame.match_setup import MOUSE_KEYBOARD, SHARED


class SeatDevices:
    """The seats' device bindings; `say` shows a one-line message to the players and
    `family_of` tells whose buttons a pad has (to name them in messages about it)."""

    def __init__(self, bindings: list[str | int], names: list[str],
                 pad_ids: Callable[[], list[int] | None], say: Callable[[str], None],
                 family_of: Callable[[Device], Family] = lambda _pad: Family.XBOX) -> None:
        self.bindings = bindings
        self.names = names
        self.pad_ids = pad_ids
        self.say = say
        self.family_of = family_of
        #: Seats whose pad was unplugged (shared until claimed), with that pad's family.
        self.orphaned: dict[int, Family] = {}

    def accepts(self, seat: int, device: Device) -> bool:
        """May `device` act for `seat`? A shared seat takes any player's device."""
        if device.kind == "system":
            return False
        binding = self.bindings[seat]
        if binding == SHARED:
            return True
        if binding == MOUSE_KEYBOARD:
            return device.kind in ("mouse", "keyboard")
        return device.kind == "pad" and device.id == binding

    def own_pad(self, seat: int) -> Device | None:
        """The pad `seat` plays with, if it has its own (its prompts show that pad's
        buttons)."""
        binding = self.bindings[seat]
        if isinstance(binding, int) and not isinstance(binding, bool):
            return Device("pad", binding)
        return None

    def device_name(self, seat: int) -> str:
        """How the seat's device reads on screen: "pad 2", "keyboard + mouse", "any device"."""
        binding = self.bindings[seat]
        if binding == SHARED:
            return "any device"
        if binding == MOUSE_KEYBOARD:
            return "keyboard + mouse"
        order = self.pad_ids() or []
        return f"pad {order.index(binding) + 1 if binding in order else binding}"

    def pad_removed(self, pad_id: int) -> None:
        """A pad was unplugged: its seat falls back to shared input (any device acts)."""
        for seat, binding in enumerate(self.bindings):
            if binding == pad_id and not isinstance(binding, bool):
                self.bindings[seat] = SHARED
                self.orphaned[seat] = self.family_of(Device("pad", pad_id))
                self.say(f"{self.names[seat]}'s pad was unplugged: any device can play "
                         f"until a pad presses {self.take_back(seat)}.")

    def take_back(self, seat: int) -> str:
        """The button that takes orphaned `seat` back, as its lost pad showed it."""
        return pinned("confirm", self.orphaned.get(seat, Family.XBOX))

    def claim(self, seat: int, device: Device) -> bool:
        """A seat that lost its pad is taken by the next free pad pressing A on its turn."""
        if seat not in self.orphaned or device.kind != "pad" or device.id in self.bindings:
            return False
        self.bindings[seat] = device.id  # type: ignore[assignment]
        self.orphaned.pop(seat, None)
        self.say(f"{self.names[seat]} now plays with this pad.")
        return True

    def check_pads(self) -> None:
        """Poll the engine's list of connected pads (hot-plug) when it offers one."""
        pads = self.pad_ids()
        if pads is None:
            return
        connected = set(pads)
        for binding in list(self.bindings):
            if isinstance(binding, int) and binding not in connected:
                self.pad_removed(binding)
