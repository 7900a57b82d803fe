"""The table frame shared by all three games: turns, seats, bots, privacy and pause.

`TableScene` owns the match. Humans act only on their own turn and only from
the device bound to their seat (or any device for a shared seat); their moves
apply at once and the animations catch up. Bots think off the frame loop (in
the background worker process, or a thread in tests: scenes/frame/bot_driver.py) and
move when their answer is in, the bot delay has passed and the table's
animations have finished.

Where the match stands is one value, its `phase` (scenes/frame/phases.py lists every phase
and every way it changes). What entering a phase does (`_entered`) and what the table does
each frame in it (`update`) are below.

Privacy: the game table only ever receives `match.view(seat)` for the human
whose hand may show, else `match.view(None)`. With one human that is always
their view; with two or more in a game with hidden information, a human's
view is shown only on their own turn, after they confirmed the curtain.

Its input (table_input.py) and drawing (table_drawing.py) are mixins beside it; the
overlays it opens (curtain, scores, pause, phone codes) are handed what they show and a
callback for their result, never the table.
"""
from __future__ import annotations

import logging
from collections import deque
from typing import TYPE_CHECKING

from game.ai.hint import hint_think_time
from game.engine import draw
from game.engine.scene import Scene
from game.engine.text import TABLE_FONTS
from game.rules.base import IllegalMove
from scenes.frame.bot_driver import BotDriver
from scenes.frame.curtain import CurtainScene
from scenes.frame.hint_panel import HintAsker
from scenes.frame.keeping import MatchNotes, seat_records
from scenes.frame.match_setup import MatchSetup
from scenes.frame.phases import Phase, PhaseMachine, Trigger
from scenes.frame.phone_seats import PhoneSeats, open_phones
from scenes.frame.rule_tips import RuleTips
from scenes.frame.scoring import FinishedDeal, ScoringScene
from scenes.frame.seat_devices import SeatDevices
from scenes.frame.summary import MatchExits, SummaryScene
from scenes.frame.table_drawing import TableDrawing
from scenes.frame.table_input import TableInput
from scenes.frame.table_sounds import play_move

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.rules.base import Match, Move
    from scenes.frame.game_table import GameTable
    from scenes.frame.keeping import MatchKeeper, Rebuilt

log = logging.getLogger(__name__)

LOG_LENGTH = 4  # moves in the one-line log
MESSAGE_SECONDS = 4.0
NOT_NOW = "Wait: the player to move lifts the curtain first."


class TableScene(TableInput, TableDrawing, Scene):
    """A match in progress, for any game, with any mix of humans and bots."""

    hints_allowed = True  # the player to move may ask for a hint (the guided deal: no)

    def __init__(
        self,
        ctx: AppContext,
        setup: MatchSetup,
        game: GameDescriptor,
        match: Match,
        table: GameTable,
        layout: TableLayout,
        exits: MatchExits,
        phones: PhoneSeats | None = None,
    ) -> None:
        self.ctx = ctx
        self.setup = setup
        self.game = game
        self.match = match
        self.table = table
        self.layout = layout
        self.exits = exits
        self.seats = setup.seat_infos()
        self.devices = SeatDevices([s.device for s in setup.seats], [s.name for s in self.seats],
                                   ctx.pad_ids, self.say, ctx.family_of)
        on_phones = setup.phone_seats
        # None when no seat is on a phone; setup may hand over its server with phones joined.
        self.phones = open_phones(self.seats, on_phones, phones)
        if self.phones is not None:
            self.phones.hub.hints_allowed = self.hints_allowed  # phones show a Hint button
        # Seats on phones hold their hands there: the TV shows them the public view.
        self.humans = [s.seat for s in self.seats if s.is_human and s.seat not in on_phones]
        self.private = game.has_hidden_information(match.options)
        levels = {s.seat: s.bot for s in self.seats if s.bot}
        worker = ctx.background() if ctx.bot_process and levels else None
        self.bots = BotDriver(levels, setup.seed, worker, lambda: ctx.settings.think_times)
        self.hint = HintAsker(ctx.background() if ctx.bot_process else None,
                              hint_think_time(ctx.settings.think_times))
        self.hint_hovered = False
        self.tips = RuleTips(ctx, game, bool(self.humans))
        self.viewer: int | None = None
        #: The human whose hidden hand was last shown (after their curtain): they see it
        #: again on their next turn with no curtain, until another human lifts one.
        self.unlocked: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.log: deque[str] = deque(maxlen=LOG_LENGTH)
        self.message = ""
        self.message_time = 0.0
        self.bot_wait = 0.0
        self.pause_hovered = False
        self.undo_hovered = False
        self.keeper: MatchKeeper | None = None  # autosave and history (scenes/frame/keeping.py)
        self.with_undo = False  # undo was used: the history marks the match
        self.events: list = []  # every event of the match, for the summary's statistics
        self.deal_scores = list(match.scores)  # the match scores when this deal began
        #: Where the match was played on from (the replay theater, scenes/theater/branch.py):
        #: {"source": the record's file or "history:KEY", "move": moves played before}, or
        #: None. The autosave and the history keep it.
        self.origin: dict | None = None
        self._offered: tuple | None = None  # (ply, number, viewer) last offered to the table
        self._legal_key: tuple | None = None
        self._legal: list = []
        self.phases = PhaseMachine(self._position_phase, self._entered)
        # Fonts not opened at start-up (tests, or large text turned on since), opened now rather
        # than by the first frame; their letters are drawn then (~2.5 ms a size to do it here).
        ctx.text.warm(TABLE_FONTS, glyphs="")

    @property
    def bindings(self) -> list[str | int]:
        """Each seat's device binding (SHARED, MOUSE_KEYBOARD or a pad id)."""
        return self.devices.bindings

    @property
    def phase(self) -> Phase:
        """Where the match stands (scenes/frame/phases.py)."""
        return self.phases.phase

    @property
    def seed(self) -> int:
        """The match's seed (hints seed their search from it and the position)."""
        return self.setup.seed

    # -- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Show the opening position (public or the single human's hand), dealt with a sound."""
        self._refresh_view(force=True)
        self.ctx.audio.play("shuffle")
        if self.phones is not None:
            self.phones.publish(self.match)
            if self.phones.lost():  # every phone joined in setup: straight to the table
                self.open_phone_codes()

    def exit(self) -> None:
        """Forget any bot decision in flight; stop the phone server."""
        self.bots.clear()
        if self.phones is not None:
            self.phones.stop()

    def after_present(self) -> None:
        """The frame is on screen: send the phones the table if it changed (in the slack)."""
        if self.phones is not None:
            self.phones.flush(self.match)

    def resume(self) -> None:
        """Back from pause, curtain or scoring: re-check whose view to show."""
        self._refresh_view()

    # -- moves ------------------------------------------------------------------------------

    def try_move(self, move: Move) -> bool:
        """Apply a human's move now; a refusal is shown and changes nothing."""
        try:
            self._apply(move)
        except IllegalMove as exc:
            self.say(str(exc))
            self.ctx.audio.play("refuse")
            self.table.refuse(str(exc))
            return False
        return True

    def apply_phone_move(self, move: Move) -> None:
        """Play a move a phone sent for the seat to move; IllegalMove changes nothing."""
        self._apply(move)

    def say(self, message: str) -> None:
        """Show a one-line message to the players for a few seconds."""
        self.message = message
        self.message_time = MESSAGE_SECONDS

    # -- the match ---------------------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        if self.match.to_move is not None and not self.phases.allows(Trigger.MOVED):
            raise IllegalMove(NOT_NOW)  # the rules would take it, the table does not yet
        seat = self.match.to_move
        events = self.match.apply(move)  # IllegalMove leaves the match untouched
        self.bots.clear()
        self.hint.clear()
        self.tips.notice(events, self.match.view(None))
        self.message = "" if seat is not None and not self.bots.is_bot(seat) else self.message
        name = self.seats[seat].name if seat is not None else "?"
        self.log.append(f"{name}: {move}")
        self._animate(events, seat)
        problem = self.keeper.moved(self.match, self.notes()) if self.keeper is not None \
            else None
        if problem:
            self.say(problem)
        self.phases.fire(Trigger.MOVED)

    def _animate(self, events: list, mover: int | None) -> None:
        """Hand the rules' events and the view after them to the game's table; sound them."""
        self.events.extend(events)
        seat = self.match.to_move
        cue = self.seats[seat] if seat is not None and seat != mover and seat in self.humans \
            else None
        play_move(self.ctx.audio, self.game, events, cue)
        viewer = self._desired_viewer()
        view = self.match.view(viewer)
        self.table.animate(events, view)
        if viewer != self.viewer:
            # Whose hand may show changed (e.g. to the public view between two humans).
            self.viewer = viewer
            self.table.show(view, viewer)
        self._offer_moves()
        if self.phones is not None:
            self.phones.publish_later()  # after this frame is presented

    def notes(self) -> MatchNotes:
        """What the keeper keeps beside the match's record (scenes/frame/keeping.py)."""
        return MatchNotes(self.game.slug, seat_records(self.setup.seats), self.origin,
                          self.with_undo, self.hint.asked)

    def restore(self, rebuilt: Rebuilt) -> None:
        """Carry on from a match rebuilt from its record (undo, resume)."""
        self.match = rebuilt.match
        self.events = rebuilt.events
        self.deal_scores = rebuilt.deal_scores
        self.bots.clear()
        self.log.clear()
        # The last moves of the record, as they were logged when played: a resumed match
        # (or one rewound by undo) shows its recent moves, not an empty log.
        last = list(zip(self.match.movers, self.match.moves, strict=True))[-LOG_LENGTH:]
        self.log.extend(f"{self.seats[seat].name}: {move}" for seat, move in last)
        self._legal_key = self._offered = None
        self._refresh_view(force=True)
        self.phases.fire(Trigger.REWOUND)
        if self.phones is not None:
            self.phones.publish_later()

    # -- the phases (scenes/frame/phases.py) -------------------------------------------------

    def _position_phase(self) -> Phase:
        """The phase of the position: the match or deal over, or whose turn it is and how
        they play (a bot, a phone, a human whose hidden hand needs the curtain first)."""
        match = self.match
        seat = match.to_move
        if seat is None:
            return Phase.MATCH_OVER if match.is_over else Phase.DEAL_END
        if self.bots.is_bot(seat):
            return Phase.BOT_TURN
        if self.phones is not None and self.phones.holds(seat):
            return Phase.PHONE_TURN
        if self.private and len(self.humans) >= 2 and seat in self.humans \
                and seat != self.unlocked:
            return Phase.HANDOVER
        return Phase.HUMAN_TURN

    def _entered(self, phase: Phase) -> None:
        """What entering `phase` does (the table is on the stack by then)."""
        if phase is Phase.BOT_TURN:
            self.bot_wait = 0.0  # the delay counts from this turn's start
        elif phase is Phase.CURTAIN:
            self._raise_curtain()
        elif phase in (Phase.DEAL_END, Phase.MATCH_OVER):
            self._show_scores()

    def update(self, dt: float) -> None:
        """Advance animations, poll pads and phones, then do what the phase asks each frame:
        deal once the end of a deal has shown, drive a bot, raise a curtain, keep the view."""
        self.table.update(dt)
        self.tips.update(dt)
        if self.message_time > 0:
            self.message_time = max(0.0, self.message_time - dt)
        self.check_pads()
        if self.phones is not None:
            self.phones.poll(self)  # a phone's move, or a phone coming or going
        if self.phase is Phase.DEALING and not self.table.busy:
            self._deal_next()
        phase = self.phase
        if phase is Phase.BOT_TURN:
            seat = self.match.to_move
            assert seat is not None  # a bot's turn is a seat's turn
            self._drive_bot(seat, dt)
        elif phase is Phase.HANDOVER:
            self.phases.fire(Trigger.TICK)  # the table is on top: up goes the curtain
        elif phase in (Phase.PHONE_TURN, Phase.HUMAN_TURN):
            self._refresh_view()  # a phone's seat: the public view; the match waits for it
        if phase is Phase.HUMAN_TURN:
            # The seat's own pad, if it has one, is whose buttons the prompts show.
            pad = self.devices.own_pad(self.match.to_move)  # type: ignore[arg-type]
            if pad is not None:
                self.ctx.follow_device(pad)

    def _drive_bot(self, seat: int, dt: float) -> None:
        self._refresh_view()
        self.bots.request(self.match, seat)
        self.bot_wait += dt
        if self.bot_wait < self.ctx.settings.bot_delay or self.table.busy:
            return
        move = self.bots.result(self.match, seat)
        if move is None:
            return
        try:
            self._apply(move)
        except IllegalMove as exc:
            log.error("bot for seat %d chose %s, which is illegal (%s)", seat, move, exc)
            self._apply(self.bots.fallback(self.match))

    def _raise_curtain(self) -> None:
        seat = self.match.to_move
        assert seat is not None  # the curtain is for the seat to move
        self._refresh_view()  # public view first: nothing private behind the curtain
        self.ctx.stack.push(self.curtain(seat))

    def curtain(self, seat: int) -> CurtainScene:
        """The curtain for `seat`: lifted from its device, it calls `curtain_confirmed`."""
        return CurtainScene(self.ctx, self.seats[seat], self.devices, self.game.private_part,
                            self.open_pause, self.curtain_confirmed)

    def curtain_confirmed(self, seat: int) -> None:
        """The curtain's player confirmed: their view may now be shown."""
        self.unlocked = seat
        self.phases.fire(Trigger.CONFIRMED)
        self._refresh_view()

    def _show_scores(self) -> None:
        """Push the scores of the deal that just ended (the match waits on them); once they
        are closed, deal the next deal, or show the summary if the match is over."""
        before, self.deal_scores = self.deal_scores, list(self.match.scores)
        # Scores are public: with several humans the breakdown gets the public view only.
        viewer = self.viewer if len(self.humans) == 1 else None
        view = self.match.view(viewer)
        deal = FinishedDeal(self.game, self.match, self.seats, view, before,
                            self.table.breakdown(view), auto=not self.humans)
        done = self.to_summary if self.match.is_over else self.scores_seen
        self.ctx.stack.push(ScoringScene(self.ctx, deal, self.open_pause, done))

    def scores_seen(self) -> None:
        """The scores are closed: the next deal is dealt once the table has finished
        animating the end of this one (it was covered meanwhile), as one continuous show."""
        self.phases.fire(Trigger.SCORES_SEEN)

    def _deal_next(self) -> None:
        """Take the rules' step to the next deal and animate its start."""
        self._animate(self.match.start_next_deal(), None)
        self.phases.fire(Trigger.DEALT)

    def to_summary(self) -> None:
        """Replace the finished table with the match summary."""
        felt = draw.felt_surface(self.layout)
        summary = SummaryScene(self.ctx, self.setup, self.game, self.match, self.events,
                               self.exits, felt)
        # The phones stay seated through the summary, for a rematch.
        summary.phones, self.phones = self.phones, None
        if self.keeper is not None:
            summary.note = " ".join(self.keeper.take_notes())
        self.ctx.stack.replace(summary)

    # -- whose view shows --------------------------------------------------------------------

    def _desired_viewer(self) -> int | None:
        """Whose private view the table may show right now (see the module docstring)."""
        if len(self.humans) == 1:
            return self.humans[0]
        seat = self.match.to_move
        if seat not in self.humans:
            return None
        return seat if not self.private or seat == self.unlocked else None

    def _refresh_view(self, force: bool = False) -> None:
        viewer = self._desired_viewer()
        if force or viewer != self.viewer:
            self.viewer = viewer
            self.table.show(self.match.view(viewer), viewer)
        self._offer_moves()

    def _offer_moves(self) -> None:
        """Tell the table what the viewer may do now."""
        seat = self.match.to_move
        # Listing moves can be costly (PASS sets): offer once per position and viewer.
        key = (len(self.match.moves), self.match.number, self.viewer)
        if key == self._offered:
            return
        self._offered = key
        acting = seat is not None and seat == self.viewer and not self.bots.is_bot(seat)
        self.table.offer(self.legal_moves() if acting else [])
