"""How the table frame takes input: pause, help, undo and hints at any time; moves only in
`HUMAN_TURN`, from the device of the seat to move (scenes/frame/seat_devices.py). The
overlays input opens (pause, help, the phone codes) are handed what they show and a
callback for what the player chose there.

A mixin of the table scene (scenes/frame/table.py): the attributes and methods it uses of
the table are declared at the top of the class, and nothing else of it is read.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.engine.intents import Action, Device, Intent
from scenes.frame.keeping import UNDO_OFF, rewind
from scenes.frame.phases import Phase, PhaseMachine, Trigger
from scenes.frame.phone_join import PhoneJoinOverlay
from scenes.screens.pause import NOT_KEPT, Leaving, PauseOverlay, PhoneChoices

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.rules.base import Match, Move
    from scenes.frame.bot_driver import SeatDriver
    from scenes.frame.game_table import GameTable, SeatInfo
    from scenes.frame.guide import Guide
    from scenes.frame.hint_panel import HintAsker
    from scenes.frame.keeping import Keeper, MatchNotes, Rebuilt
    from scenes.frame.match_setup import MatchSetup
    from scenes.frame.phone_seats import PhoneSeats
    from scenes.frame.privacy import Privacy
    from scenes.frame.seat_devices import SeatDevices
    from scenes.frame.summary import MatchExits
    from scenes.frame.table_chrome import TableChrome

#: Where a person at the TV is to move: they may act from their device (to lift the curtain
#: first, in the handover); only in HUMAN_TURN do their intents become moves.
AT_THE_TV = (Phase.HANDOVER, Phase.CURTAIN, Phase.HUMAN_TURN)


class TableInput:
    """The table scene's input: intents from pads, keys and the mouse."""

    # What the input uses of the table scene (scenes/frame/table.py sets or defines each).
    ctx: AppContext
    setup: MatchSetup
    match: Match
    phases: PhaseMachine
    seats: list[SeatInfo]
    humans: list[int]
    devices: SeatDevices
    table: GameTable
    bots: SeatDriver
    phones: PhoneSeats | None
    hint: HintAsker
    hints_allowed: bool
    chrome: TableChrome
    guide: Guide | None
    exits: MatchExits
    keeper: Keeper | None
    with_undo: bool
    say: Callable[[str], None]
    try_move: Callable[[Move], bool]
    restore: Callable[[Rebuilt], None]
    notes: Callable[[], MatchNotes]
    privacy: Privacy

    def handle(self, intent: Intent) -> None:
        """Pause and help at any time; moves only from the acting human's device."""
        action = intent.action
        if self.guide is not None and self.guide.finished(self.match) \
                and action in (Action.CONFIRM, Action.SELECT, Action.BACK):
            self.exits.menu()  # the guided deal is done: any press goes back
            return
        if action in (Action.PAUSE, Action.FOCUS_LOST):
            self.open_pause()
            return
        if action is Action.HELP:
            self.open_help()
            return
        if intent.pos is not None and self.chrome.point(intent.pos) == "pause" \
                and action is Action.SELECT:
            self.open_pause()  # the mouse alone can pause, and so leave the match
            return
        button = self.chrome.hovered if action is Action.SELECT else None
        if action is Action.UNDO or button == "undo":
            self.undo()
            return
        if action is Action.HINT or button == "hint":
            self.ask_hint(intent.device)
            return
        if action is Action.PAD_REMOVED and intent.device.id is not None:
            self.devices.pad_removed(intent.device.id)
            return
        self.take_turn(intent)

    def take_turn(self, intent: Intent) -> None:
        """An intent for the seat to move: a move in HUMAN_TURN from the seat's device."""
        phase, seat = self.phases.phase, self.match.to_move
        if seat is None or phase not in (*AT_THE_TV, Phase.PHONE_TURN):
            return  # a bot's turn, between deals or the match is over
        pressed = intent.action in (Action.CONFIRM, Action.SELECT)
        if phase is Phase.PHONE_TURN:
            if pressed:
                self.say(f"{self.seats[seat].name} plays on their phone.")
            return
        if intent.action is Action.CONFIRM and self.devices.claim(seat, intent.device):
            return  # that press took the seat; it does not also play
        if not self.devices.accepts(seat, intent.device):
            if intent.action in (Action.CONFIRM, Action.SELECT, Action.ALT, Action.EXTRA):
                self.say_whose_turn(seat)
            return
        if phase is not Phase.HUMAN_TURN:
            return  # the curtain has not been lifted yet
        move = self.table.handle(intent, self.privacy.legal_moves(self.match))
        if move is not None:
            self.try_move(move)

    def ask_hint(self, device: Device) -> None:
        """The acting human asks for a hint (or hides it): the search runs off the frame loop."""
        if not self.hints_allowed:
            return  # the guided deal already points at the move
        seat = self.match.to_move
        if self.phases.phase is not Phase.HUMAN_TURN or seat is None:
            self.say("Hints are for the player whose turn it is.")
        elif self.devices.accepts(seat, device):
            self.hint.toggle(self.match, seat, self.setup.seed + len(self.match.moves))
        else:
            self.say_whose_turn(seat)

    def say_whose_turn(self, seat: int) -> None:
        """A device that may not act now is told whose turn it is, and on what."""
        self.say(f"It is {self.seats[seat].name}'s turn ({self.devices.device_name(seat)}).")

    def open_pause(self) -> None:
        """Push the pause overlay; with seats on phones it also offers their codes, or bots
        for the seats whose phone is away."""
        choices = None
        if self.phones is not None:
            phones = self.phones
            choices = PhoneChoices(lambda: [self.seats[s].name for s in phones.lost()],
                                   self.phone_choice)
        left = self.keeper.left if self.keeper is not None else None
        self.ctx.stack.push(PauseOverlay(self.ctx, self.setup.slug, choices, self.leaving(),
                                         left))

    def leaving(self) -> Leaving:
        """What leaving for the menu does to this match, as its keeper says (not kept when
        nothing keeps it)."""
        return self.keeper.leaving if self.keeper is not None else NOT_KEPT

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
