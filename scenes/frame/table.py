"""The table frame shared by all three games: turns, seats, bots, privacy and pause.

`TableScene` owns the match. Humans act only on their own turn and only from the device
bound to their seat (or any device for a shared seat); their moves apply at once and the
animations catch up. Bots think off the frame loop (scenes/frame/bot_driver.py) and move
when their answer is in, the bot delay has passed and the table's animations have finished.

Where the match stands is one value, its `phase` (scenes/frame/phases.py lists every phase
and every way it changes), and the phase decides what the table takes and shows: moves and
hint requests only in `HUMAN_TURN`, a bot driven only in `BOT_TURN`. What entering a phase
does (`_entered`) and what the table does each frame in it (`update`) are below.

Privacy: the game table only ever receives `match.view(seat)` for the human whose hand may
show in the phase, else `match.view(None)`, through its `Privacy` (privacy.py).

Everything a table starts from comes through its constructor: the seats, the match and what
it carries on with (`Carried`), what keeps it (`Keeper`), who plays the seats no person
plays (a `SeatDriver`: the bots unless given), what a deal's end does (the scores unless
given) and, for a guided deal, its `Guide`. Its input (table_input.py) and its drawing with
the advice it shows (table_drawing.py) are mixins beside it; what it draws round the game's
pieces is its `TableChrome` (table_chrome.py); the overlays it opens are handed what they
show and a callback for their result.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.ai.hint import hint_think_time
from game.engine import draw
from game.engine.scene import Scene
from game.engine.text import TABLE_FONTS
from game.rules.base import IllegalMove
from scenes.frame.bot_driver import table_bots
from scenes.frame.curtain import CurtainScene
from scenes.frame.hint_panel import HintAsker
from scenes.frame.keeping import Carried, MatchNotes, seat_records
from scenes.frame.match_setup import MatchSetup
from scenes.frame.notes_feed import NotesFeed
from scenes.frame.phases import Phase, PhaseMachine, Trigger
from scenes.frame.phone_seats import PhoneSeats, open_phones
from scenes.frame.privacy import Privacy
from scenes.frame.rule_tips import RuleTips
from scenes.frame.scoring import FinishedDeal, ScoringScene
from scenes.frame.seat_devices import SeatDevices
from scenes.frame.summary import MatchExits, SummaryScene
from scenes.frame.table_chrome import TableChrome
from scenes.frame.table_drawing import TableDrawing
from scenes.frame.table_input import TableInput
from scenes.frame.table_sounds import play_move

if TYPE_CHECKING:
    from game.descriptor import GameDescriptor
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.rules.base import Match, Move
    from scenes.frame.bot_driver import SeatDriver
    from scenes.frame.game_table import GameTable
    from scenes.frame.guide import Guide
    from scenes.frame.keeping import Keeper, Rebuilt

NOT_NOW = "Wait: the player to move lifts the curtain first."
NEW_MATCH = Carried()


class TableScene(TableInput, TableDrawing, Scene):
    """A match in progress, for any game, with any mix of humans and bots."""

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
        *,
        carried: Carried = NEW_MATCH,
        keeper: Keeper | None = None,
        bots: SeatDriver | None = None,
        at_deal_end: Callable[[], None] | None = None,
        guide: Guide | None = None,
    ) -> None:
        self.ctx = ctx
        self.setup = setup
        self.game = game
        self.match = match
        self.table = table
        self.layout = layout
        self.exits = exits
        self.keeper = keeper
        self.guide = guide
        self.seats = setup.seat_infos()
        self.chrome = TableChrome(ctx, layout)
        self.chrome.recall(match, self.seats)  # a match under way shows its recent moves
        self.devices = SeatDevices([s.device for s in setup.seats], [s.name for s in self.seats],
                                   ctx.pad_ids, self.say, ctx.family_of)
        on_phones = setup.phone_seats
        # None when no seat is on a phone; setup may hand over its server with phones joined.
        self.phones = open_phones(self.seats, on_phones, phones)
        # A guide rings what to press and says every rule itself: no hints, no rule tips.
        self.hints_allowed = guide is None
        if self.phones is not None:
            self.phones.hub.hints_allowed = self.hints_allowed  # phones show a Hint button
        # Seats on phones hold their hands there: the TV shows them the public view.
        self.humans = [s.seat for s in self.seats if s.is_human and s.seat not in on_phones]
        self.privacy = Privacy(table, self.humans, game.has_hidden_information(match.options))
        self.bots = bots if bots is not None else table_bots(ctx, self.seats, setup.seed)
        self.hint = HintAsker(ctx.background() if ctx.bot_process else None,
                              hint_think_time(ctx.settings.think_times), asked=carried.hints)
        self.tips = RuleTips(ctx, game, bool(self.humans) and guide is None)
        #: What a deal's end does: show its scores, then deal on or sum the match up.
        self.at_deal_end = at_deal_end or self._show_scores
        self.bot_wait = 0.0  # seconds since the bot's turn began
        self.with_undo = carried.undo  # undo was used: the history marks the match
        self.events = list(carried.events)  # every event of the match, for the summary
        #: The match scores when this deal began.
        self.deal_scores = list(match.scores if carried.deal_scores is None
                                else carried.deal_scores)
        self.origin = carried.origin  #: where the match was played on from (`Carried`)
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
        """Show the opening position (public or the single human's hand), dealt with a sound,
        and enter the phase the table starts in."""
        self._refresh_view(force=True)
        self.ctx.audio.play("shuffle")
        self.phases.start()
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
        """The frame is on screen: the game table's work for the slack, then the phones are
        sent the table if it changed."""
        self.table.after_present()
        if self.phones is not None:
            self.phones.flush(self.match)

    def resume(self) -> None:
        """Back from pause, curtain or scoring: re-check whose view to show."""
        self._refresh_view()

    # -- moves ------------------------------------------------------------------------------

    def try_move(self, move: Move) -> bool:
        """Apply a person's move now; a refusal (the rules', or the guide's) is shown and
        changes nothing."""
        refusal = self.guide.refusal(self.match, move) if self.guide is not None else None
        if refusal is not None:
            self.say(refusal.split(". ")[0] + ".")
            self.table.refuse(refusal)
            return False
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
        self.chrome.say(message)

    # -- the match ---------------------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        """Play `move`, keep the match, enter the phase it leads to, then show it."""
        if self.match.to_move is not None and not self.phases.allows(Trigger.MOVED):
            raise IllegalMove(NOT_NOW)  # the rules would take it, the table does not yet
        seat = self.match.to_move
        events = self.match.apply(move)  # IllegalMove leaves the match untouched
        self.bots.clear()
        self.hint.clear()
        self.tips.notice(events, self.match.view(None))
        if seat is not None and not self.bots.is_bot(seat):
            self.chrome.message = ""  # a person moved: what was said to them is answered
        name = self.seats[seat].name if seat is not None else "?"
        self.chrome.log.append(f"{name}: {move}")
        problem = self.keeper.moved(self.match, self.notes()) if self.keeper is not None \
            else None
        if problem:
            self.say(problem)
        self.phases.fire(Trigger.MOVED)
        self._animate(events, seat)

    def _animate(self, events: list, mover: int | None) -> None:
        """Hand the rules' events and the view of the phase now to the game's table; sound
        them."""
        self.events.extend(events)
        seat = self.match.to_move
        cue = self.seats[seat] if seat is not None and seat != mover and seat in self.humans \
            else None
        play_move(self.ctx.audio, self.game, events, cue)
        self.privacy.animate(self.match, self.phase, events)
        if self.phones is not None:
            self.phones.publish_later()  # after this frame is presented

    def notes(self) -> MatchNotes:
        """What the keeper keeps beside the match's record (scenes/frame/keeping.py)."""
        return MatchNotes(self.game.slug, seat_records(self.setup.seats), self.origin,
                          self.with_undo, self.hint.asked)

    def restore(self, rebuilt: Rebuilt) -> None:
        """Carry on from the match rebuilt from its record (undo)."""
        self.match = rebuilt.match
        self.events = rebuilt.events
        self.deal_scores = rebuilt.deal_scores
        self.bots.clear()
        self.chrome.recall(self.match, self.seats)
        self.privacy.forget()
        self.phases.fire(Trigger.REWOUND)
        self._refresh_view(force=True)
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
        if self.guide is not None and self.guide.finished(match):
            return Phase.DEAL_END  # the script's deal is over, whoever the rules have next
        if self.bots.is_bot(seat):
            return Phase.BOT_TURN
        if self.phones is not None and self.phones.holds(seat):
            return Phase.PHONE_TURN
        if self.privacy.needs_curtain(seat):
            return Phase.HANDOVER
        return Phase.HUMAN_TURN

    def _entered(self, phase: Phase) -> None:
        """What entering `phase` does (the table is on the stack: `enter` started it)."""
        if phase is Phase.BOT_TURN:
            self.bot_wait = 0.0  # the delay counts from this turn's start
        elif phase is Phase.CURTAIN:
            self._raise_curtain()
        elif phase in (Phase.DEAL_END, Phase.MATCH_OVER):
            if self.guide is not None and self.guide.finished(self.match):
                # The lesson is over: nothing looks pressable, no move is previewed.
                self.table.spectating = self.table.closed = True
            self.at_deal_end()

    def update(self, dt: float) -> None:
        """Advance animations, poll pads and phones, then do what the phase asks each frame:
        deal once the end of a deal has shown, drive a bot, raise a curtain, keep the view."""
        self.table.update(dt)
        self.table.make_room(self.advice_shown())
        self.table.point_out(self.advised_move())
        self.tips.update(dt)
        self.chrome.update(dt)
        self.devices.check_pads()
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
        """Ask the seat driver for the move; play it once its delay has passed and the
        table has finished animating."""
        self._refresh_view()
        self.bots.request(self.match, seat)
        self.bot_wait += dt
        if self.bot_wait < self.bots.delay(self.ctx.settings.bot_delay) or self.table.busy:
            return
        move = self.bots.result(self.match, seat)
        if move is None:
            return
        try:
            self._apply(move)
        except IllegalMove as exc:
            instead = self.bots.instead(self.match, seat, move, exc)
            if instead is not None:
                self._apply(instead)

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
        self.privacy.unlocked = seat
        self.phases.fire(Trigger.CONFIRMED)
        self._refresh_view()

    def _show_scores(self) -> None:
        """Push the scores of the deal that just ended (the match waits on them); once they
        are closed, deal the next deal, or show the summary if the match is over."""
        match = self.match
        before, self.deal_scores = self.deal_scores, list(match.scores)
        # Scores are public: with several humans the breakdown gets the public view only.
        view = match.view(self.privacy.viewer_in(self.phase, match))
        deal = FinishedDeal(self.game, self.seats, view, before, list(match.scores),
                            match.number, match.is_over, self.table.breakdown(view),
                            auto=not self.humans)
        done = self.to_summary if match.is_over else self.scores_seen
        self.ctx.stack.push(ScoringScene(self.ctx, deal, self.open_pause, done))

    def scores_seen(self) -> None:
        """The scores are closed: the next deal is dealt once the table has finished
        animating the end of this one (it was covered meanwhile), as one continuous show."""
        self.phases.fire(Trigger.SCORES_SEEN)

    def _deal_next(self) -> None:
        """Take the rules' step to the next deal, enter its first turn and animate it."""
        events = self.match.start_next_deal()
        self.phases.fire(Trigger.DEALT)
        self._animate(events, None)

    def to_summary(self) -> None:
        """Replace the finished table with the match summary; the phones stay seated through
        it, for a rematch."""
        felt = draw.felt_surface(self.layout)
        phones, self.phones = self.phones, None
        notes = NotesFeed(self.keeper.take_notes if self.keeper is not None else None)
        self.ctx.stack.replace(SummaryScene(self.ctx, self.setup, self.game, self.match,
                                            self.events, self.exits, felt, phones, notes))

    def _refresh_view(self, force: bool = False) -> None:
        """Show the game table the view of the phase now (privacy.py)."""
        self.privacy.show(self.match, self.phase, force)
