"""The Passing Game table: a train that snakes across the felt, a boneyard, hands of tiles.

The shared frame (scenes/frame/table.py) owns the match and calls this table with
views and events. The table draws only from the last view it was given, so
other seats' tiles and the boneyard only ever show their backs. The train is
kept here as well (built from TilePlaced events) so that it follows the
animations: a tile joins it when its flight lands. Painting is in
scenes/dominoes/paint.py (where things go in scenes/dominoes/geometry.py), events
turned into motion in scenes/dominoes/motion.py (moving pieces in
scenes/dominoes/flight.py), hand logic in scenes/dominoes/hand.py, the round's breakdown in
scenes/dominoes/breakdown.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, drawn
from game.engine.intents import Action, Intent
from game.engine.lift import Lifts
from game.engine.tween import Anim, Animated, Call, Sequence, Wait
from game.rules.dominoes.events import Passed, RoundScored, RoundStarted, TileDrawn, TilePlaced
from game.rules.dominoes.moves import DRAW, PASS
from game.rules.dominoes.views import DominoesView
from scenes.dominoes import paint
from scenes.dominoes.backdrop import Backdrop
from scenes.dominoes.breakdown import DominoesBreakdown
from scenes.dominoes.controls import handle_intent
from scenes.dominoes.flight import Bubble, Flight, Later
from scenes.dominoes.geometry import Geometry
from scenes.dominoes.hand import HandChoice, fitting_ends, move_for
from scenes.dominoes.motion import TrainAnimations
from scenes.dominoes.train_layout import Placement, TrainLayout, layout_train
from scenes.frame.game_table import Breakdown, Control, GameTable, SeatInfo

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.rules.base import Move

ROUND_HOLD = 0.2  # a breath after the scores close, before the tiles are gathered


class DominoesTable(TrainAnimations, GameTable):
    """The dominoes table for 2 to 4 seats (teams with 4)."""

    def __init__(
        self, ctx: AppContext, layout: TableLayout, seats: list[SeatInfo], options: dict
    ) -> None:
        self.ctx = ctx
        self.seats = seats
        self.options = dict(options)
        self.geo = Geometry(layout, len(seats))
        self.timeline = ctx.timeline()
        self.view: DominoesView | None = None
        self.viewer: int | None = None
        self.train: list[str] = []  # tiles as laid, left to right
        self.origin = 0  # index in `train` of the round's first tile (it sits at the centre)
        self.placed: TrainLayout = layout_train([], self.geo.train)
        self.slide_from: dict[str, Placement] = {}
        self.slide = Animated(1.0)
        self.flights: list[Flight] = []
        self.bubbles: list[Bubble] = []
        self.hidden_train: set[str] = set()  # laid tiles still in flight
        self.hidden_hand: set[str] = set()  # the viewer's tiles still in flight
        self.incoming = [0] * len(seats)  # backs still flying to each seat
        self.undealt = 0  # tiles of a deal still in the boneyard (the view has them dealt)
        self.choice = HandChoice()
        self.focus: str | None = None
        self.last_tile_focus: str | None = None  # where UP/DOWN return to in the hand
        self.between_rounds = False  # the next round's tiles are being gathered and dealt
        self.refusal = ""  # the rules' last refusal, as the frame showed it
        self.lifts = Lifts()  # the hand's tiles rising and settling
        self.kept = Backdrop()
        self.kept.compose(draw.felt_surface(layout), self)  # the copies now, not in a frame

    # -- the GameTable contract ------------------------------------------------------------

    def show(self, view: DominoesView, viewer: int | None) -> None:
        """Draw from `view` from now on; the train follows it unless animations run."""
        if viewer != self.viewer:
            self.choice.clear()
            self.focus = None
        first = self.view is None
        self.view = view
        self.viewer = viewer
        if not self.timeline.busy:
            self._sync_train(view.train)
        if first and not view.train and not view.over:
            # The match opens with the first deal, tile by tile, like every later round.
            opening = RoundStarted(view.number, view.to_move or 0, view.hand_counts)
            self.timeline.add(Sequence(Later(lambda: self._deal(opening)), Call(self._settle)))

    def animate(self, events: list, view: DominoesView) -> None:
        """Start the animations for `events` (a running animation is finished first)."""
        if self.timeline.busy:
            self.timeline.skip()
        before = self.view
        self.view = view
        self.choice.clear()
        self.focus = None  # each turn's cursor starts on a tile that fits (tiles fit anew)
        # While the next round is gathered and dealt, no hand and no tile count shows.
        self.between_rounds = any(isinstance(e, RoundStarted) for e in events)
        steps: list[Anim] = []
        for event in events:
            if isinstance(event, TilePlaced):
                start = self._start_spot(event, before)
                steps.append(Later(lambda e=event, s=start: self._place(e, s)))
            elif isinstance(event, TileDrawn):
                steps.append(self._drawn(event, before, view))
            elif isinstance(event, Passed):
                steps.append(self._bubble(event.seat, "Pass"))
            elif isinstance(event, RoundScored):
                # The frame covers the table with the scores at once and stops updating
                # it: lay the round's last tiles now, so the final train shows beneath.
                Sequence(*steps).finish()
                steps = [Wait(ROUND_HOLD)]
            elif isinstance(event, RoundStarted):
                steps.append(Later(lambda e=event: self._collect(e)))
                steps.append(Later(lambda e=event: self._deal(e)))
        steps.append(Call(self._settle))
        self.timeline.add(Sequence(*steps))

    def update(self, dt: float) -> None:
        """Advance animations by one step."""
        self.slide.settle()
        for flight in self.flights:
            flight.t.settle()
        for bubble in self.bubbles:
            bubble.life.settle()
        self.timeline.update(dt)
        self.lifts.update(dt, paint.hand_rises(self), self.ctx.settings.anim_scale)
        self.flights = [f for f in self.flights if not f.landed]
        self.bubbles = [b for b in self.bubbles if float(b.life.value) > 0.0]  # type: ignore[arg-type]

    @property
    def busy(self) -> bool:
        """True while an animation is playing."""
        return self.timeline.busy

    @property
    def animating(self) -> bool:
        """Also while a tile of the hand still rises or settles."""
        return self.timeline.busy or self.lifts.moving

    def backdrop(self, felt: pygame.Surface) -> pygame.Surface:
        """The felt with the panels, the boneyard's heap, the scores, the train at rest and the
        seats' rows drawn on (scenes/dominoes/backdrop.py), each again only when it changes.
        While the screen check listens (game/engine/drawn.py), the felt alone: `draw` then
        draws the table whole, so the check notes every part where it shows."""
        if self.view is None or drawn.SHEET is not None:
            return felt
        return self.kept.compose(felt, self)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Over the backdrop: a sliding train, the viewer's hand and controls, then moving
        tiles (the whole table, boneyard, scores and seats too, while the screen check
        listens)."""
        if self.view is not None:
            paint.draw_table(self, surface, alpha, kept=drawn.SHEET is None)

    def status(self, seat: int) -> str:
        """The public line under a seat's name plate: how many tiles it holds, as far as the
        deal has shown them (between rounds nothing: the new hands are not dealt yet)."""
        if self.view is None or self.between_rounds:
            return ""
        count = self.view.hand_counts[seat]
        if seat == self.view.seat and self.view.hand is not None:
            count -= sum(1 for name in self.view.hand if name in self.hidden_hand)
        else:
            count -= self.incoming[seat]
        count = max(count, 0)
        return f"{count} tile" + ("" if count == 1 else "s")

    def refuse(self, message: str) -> None:
        """The rules refused the move (the frame shows their message): start the pick over."""
        self.refusal = message
        self.choice.clear()

    # -- acting ----------------------------------------------------------------------------

    def acting(self) -> bool:
        """True when the viewer is the seat to move (their hand is shown and they may act)."""
        view = self.view
        return (
            view is not None
            and view.hand is not None
            and view.to_move is not None
            and view.to_move == self.viewer == view.seat
            and not self.spectating
        )

    def placeable(self) -> list[str]:
        """The viewer's tiles that fit an end now (all of them to start a round)."""
        if not self.acting() or self.view is None or self.view.hand is None:
            return []
        return [t for t in self.view.hand if fitting_ends(t, self.view.ends)]

    def draw_reason(self) -> str:
        """Why drawing is not allowed now ("" when it is)."""
        view = self.view
        if view is None or view.ends is None:
            return "The leader places a tile first."
        if not view.can_draw:
            return f"The boneyard has {view.boneyard} left; the last two are never drawn."
        return ""

    def controls(self) -> list[Control]:
        """The viewer's tiles, the ends of a picked tile, Draw, Pass and the boneyard."""
        if not self.acting() or self.view is None or self.view.hand is None:
            return []
        view = self.view
        out: list[Control] = []
        fitting = set(self.placeable())
        slots, _ = self.geo.hand_slots(len(view.hand))
        for name, (x, y, w, h) in zip(view.hand, slots, strict=True):
            ok = name in fitting
            # A tile that fits is drawn raised: its control reaches up to cover it.
            rect = (x, y - 2 * paint.LIFT, w, h + 2 * paint.LIFT) if ok else (x, y, w, h)
            why = ""
            if not ok and view.ends is not None:
                why = f"{name} matches neither open end ({view.ends[0]} and {view.ends[1]})."
            out.append(Control(f"tile:{name}", rect, name, ok, why))
        if self.choice.tile is not None and view.ends is not None:
            for side in fitting_ends(self.choice.tile, view.ends):
                end = view.ends[0] if side == "left" else view.ends[1]
                out.append(Control(f"end:{side}", self.geo_end_rect(side), f"{side} end ({end})"))
        reason = self.draw_reason()
        out.append(Control("draw", self.geo.draw_button, f"Draw ({view.boneyard} left)",
                           not reason, reason))
        lead = view.ends is None
        out.append(Control("pass", self.geo.pass_button, "Pass", not lead,
                           "The leader places a tile first." if lead else ""))
        out.append(Control("boneyard", self.geo.boneyard, "Boneyard", not reason, reason))
        return out

    def hint_area(self) -> tuple[int, int, int]:
        """The hint and the guided deal's steps go in the room the train gives up at the top
        of its area (make_room), under the line saying what to do now."""
        x, y, w, _h = self.geo.advice
        return (x, y, w)

    def hint_height(self) -> int | None:
        """No taller than the room the train gives up."""
        return self.geo.advice[3]

    def make_room(self, advice: bool) -> None:
        """With advice up, the train is laid out below it (a jump once, when it comes and
        goes); not while tiles fly, which land where the layout said."""
        if advice == self.geo.room_made or self.timeline.busy:
            return
        self.geo.make_room(advice)
        self.placed = self.layout_with_ghosts(self.train, self.origin)

    def hint_targets(self, move: Move) -> list[str]:
        """A hinted tile (and its end once picked), or Draw with the boneyard, or Pass."""
        if str(move) in ("draw", "pass"):  # moves come back from the worker as copies
            return ["draw", "boneyard"] if str(move) == "draw" else ["pass"]
        a, b, side = move.a, move.b, move.side  # type: ignore[attr-defined]
        if side and self.choice.tile in (f"{a}-{b}", f"{b}-{a}"):
            return [f"end:{side}"]  # picked already: now the end
        return [f"tile:{a}-{b}", f"tile:{b}-{a}"]

    def geo_end_rect(self, side: str) -> tuple[int, int, int, int]:
        """The free slot beyond the train's `side` end, where a picked tile would go."""
        p = self.placed.placements[0 if side == "left" else -1]
        x, y, w, h = p.rect
        return (round(x), round(y), round(w), round(h))

    def handle(self, intent: Intent, legal: list[Move]) -> Move | None:
        """Pick a tile, aim it at an end and place it; draw; pass (X). Never waits."""
        if self.timeline.busy and intent.action != Action.POINT:
            # A person never waits for an animation; merely moving the mouse does not count.
            self.timeline.skip()
        if not self.acting():
            return None
        return handle_intent(self, intent, legal)

    def move_for_choice(self, legal: list[Move]) -> Move | None:
        """The move the current pick means (exactly the legal move when it is one)."""
        view = self.view
        if view is None or self.choice.tile is None:
            return None
        return move_for(self.choice.tile, self.choice.side, view.ends, legal)

    def choose(self, key: str, legal: list[Move]) -> Move | None:
        """Activate Draw or Pass (a refused one still goes to the rules, which say why)."""
        self.choice.clear()
        if key in ("draw", "boneyard"):
            return DRAW
        if key == "pass":
            return PASS
        return None

    # -- the round's end -------------------------------------------------------------------

    def breakdown(self, view: DominoesView) -> Breakdown | None:
        """The finished round's hands revealed face up with their pips (`view.result`), then
        its points counted up, over its final train."""
        if view.result is None:
            return None
        return DominoesBreakdown(self.ctx, self.seats, view)


Table = DominoesTable  # the name scenes/registry.py looks for
