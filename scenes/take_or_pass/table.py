"""The Take or Pass table: a card that flips, chips that pile up, runs that read at a glance.

The shared frame (scenes/frame/table.py) owns the match and calls this table with
views and events. The table draws only from the last view it was given (so a
chip count hidden from the viewer can never be drawn), animates each event
(scenes/take_or_pass/motion.py) and turns a human's intents into `take`
or `pass` (scenes/take_or_pass/controls.py). Drawing lives in
scenes/take_or_pass/paint.py, where things go in scenes/take_or_pass/geometry.py,
the score breakdown in scenes/take_or_pass/breakdown.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.take_or_pass import FACE_GLYPHS
from game.engine import theme
from game.engine.backdrop import Backdrop
from game.engine.intents import Intent
from game.engine.lift import Lifts
from game.rules.take_or_pass.views import TakeOrPassView
from scenes.frame.game_table import Breakdown, Control, GameTable, SeatInfo
from scenes.take_or_pass import motion, paint, still
from scenes.take_or_pass.breakdown import TakeOrPassBreakdown
from scenes.take_or_pass.card_art import CardArt
from scenes.take_or_pass.chip_art import ChipArt
from scenes.take_or_pass.controls import NO_CHIPS, handle_intent
from scenes.take_or_pass.geometry import Geometry
from scenes.take_or_pass.parts import HAND_SIZES, TakeEffect, take_effect

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.rules.base import Move

MESSAGE_SECONDS = 3.0


HINT_LEFT, HINT_TOP = 24, 140  # the hint panel's left, and its top at the highest


class TakeOrPassTable(GameTable, motion.Places):
    """One Take or Pass table for 3 to 7 seats."""

    def __init__(
        self, ctx: AppContext, layout: TableLayout, seats: list[SeatInfo], options: dict
    ) -> None:
        self.ctx = ctx
        self.seats = seats
        self.options = dict(options)
        self.geo = Geometry(layout, len(seats))
        self.cards_art = CardArt(ctx.text)
        # The fonts of the face-up card and of cards in hands, now, not in the first frame
        # (~1-2 ms there; a card growing or turning over passes through other sizes).
        heights = [self.geo.centre_card.h, *(size.h for size in HAND_SIZES)]
        ctx.text.warm(self.cards_art.text_sizes(heights), FACE_GLYPHS)
        self.chips_art = ChipArt()
        self.timeline = ctx.timeline()
        self.board = motion.Board(cards=[[] for _ in seats])
        self.effects: list[motion.Effect] = []
        self.view: TakeOrPassView | None = None
        self.viewer: int | None = None
        self.focus = 0
        self.message = ""
        self.message_time = 0.0
        self.lifts = Lifts()  # the face-up card rising under the cursor
        self.kept = Backdrop()  # the pieces as they stand between events (backdrop)
        self._effect: tuple = (None, None, None)  # (view, viewer, effect): effect()

    # -- Places: where animations start and end ---------------------------------------------

    def pile(self) -> motion.Point:
        """Centre of the draw pile."""
        return self.geo.pile_card.center

    def card(self) -> motion.Point:
        """Centre of the face-up card."""
        return self.geo.centre_card.center

    def pot(self) -> motion.Point:
        """Centre of the pot under the card."""
        return self.geo.pot.center

    def seat_chips(self, seat: int) -> motion.Point:
        """Where a seat's chips sit."""
        return self.geo.seat_chips(seat).center

    def seat_cards(self, seat: int) -> motion.Point:
        """Where a seat's cards land."""
        return self.geo.seat_cards(seat).center

    # -- the GameTable contract ------------------------------------------------------------

    def show(self, view: TakeOrPassView, viewer: int | None) -> None:
        """Draw from `view` from now on (the board follows it unless animations run)."""
        self.view = view
        self.viewer = viewer
        if not self.timeline.busy:
            self.board.sync(view)

    def animate(self, events: list, view: TakeOrPassView) -> None:
        """Start the animations for `events`; a running animation is finished first."""
        if self.timeline.busy:
            self.timeline.skip()
        self.view = view
        self.focus = 0  # each decision starts on take, so pad A always means take first
        games = int(view.games)
        steps = motion.build(events, self.board, self.effects, self, games)
        steps.append(motion.Call(self._settle))
        self.timeline.add(motion.sequence(steps))

    def _settle(self) -> None:
        """Animations are over: show exactly the latest view."""
        if self.view is not None:
            self.board.sync(self.view)

    def update(self, dt: float) -> None:
        """Advance animations and the message timer."""
        for effect in self.effects:
            effect.t.settle()
        self.timeline.update(dt)
        self.lifts.update(dt, {"centre": paint.FOCUS_LIFT if paint.centre_focused(self) else 0},
                          self.ctx.settings.anim_scale)
        self._age_decorations(dt)
        if self.message_time > 0:
            self.message_time = max(0.0, self.message_time - dt)

    def _age_decorations(self, dt: float) -> None:
        """Advance effects that live outside the timeline (popups); drop finished ones."""
        scale = self.timeline.scale
        for effect in list(self.effects):
            if effect.life is None:
                continue
            t = 1.0 if scale <= 0 else float(effect.t.value) + dt / (effect.life * scale)  # type: ignore[arg-type]
            effect.t.set(min(1.0, t))
            if t >= 1.0:
                self.effects.remove(effect)

    @property
    def busy(self) -> bool:
        """True while an animation is playing."""
        return self.timeline.busy

    @property
    def animating(self) -> bool:
        """Also while popups (outside the timeline) fade, a message counts down or the face-up
        card rises or settles."""
        return (self.timeline.busy or bool(self.effects) or self.message_time > 0
                or self.lifts.moving)

    def backdrop(self, felt: pygame.Surface) -> pygame.Surface:
        """The felt with the pieces as they stand between events (pile, card and pot, each
        seat, the acting seat's cards, the controls): each drawn again only when what it shows
        changes (still.py), so a frame where only effects move costs one blit."""
        if self.view is None:
            return felt
        return self.kept.compose(felt, still.still_parts(self))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Over the backdrop: the effects (what the backdrop drew is noted as if drawn now)."""
        if self.view is None:
            return
        self.kept.replay(surface)
        paint.draw_effects(self, surface, alpha)

    def refuse(self, message: str) -> None:
        """Show the rules' refusal under the controls."""
        self.say(message)

    def say(self, message: str) -> None:
        """A short notice by the controls."""
        self.message = message
        self.message_time = MESSAGE_SECONDS

    # -- acting ----------------------------------------------------------------------------

    def acting(self) -> int | None:
        """The seat to move, or None when the match is over."""
        return None if self.view is None else self.view.to_move

    def can_pass(self) -> bool:
        """False only when the acting seat is known to hold no chips."""
        seat = self.acting()
        if seat is None or self.view is None:
            return False
        return self.view.chips[seat] != 0

    def effect(self) -> TakeEffect | None:
        """What taking the face-up card would do to the acting seat's score (worked out once
        per view and viewer: the controls and the hand ask every frame)."""
        view, viewer = self.view, self.viewer
        if self._effect[0] is not view or self._effect[1] != viewer:
            self._effect = (view, viewer, self._work_out_effect())
        return self._effect[2]

    def _work_out_effect(self) -> TakeEffect | None:
        """What `effect` says, worked out."""
        seat = self.acting()
        view = self.view
        if seat is None or view is None or view.card is None:
            return None
        whose = "your" if seat == self.viewer else "their"
        return take_effect(view.cards[seat], view.card, view.pot, view.chips[seat], whose)

    def controls(self) -> list[Control]:
        """Take and pass buttons, and the face-up card (clicking it takes)."""
        if self.acting() is None:
            return []
        effect = self.effect()
        take_label = effect.text() if effect else "Take"
        passing = self.can_pass()
        return [
            Control("take", tuple(self.geo.take_button), take_label),
            Control("pass", tuple(self.geo.pass_button), "Pass: pay 1 chip", passing,
                    "" if passing else NO_CHIPS),
            Control("card", tuple(self.geo.centre_card), "Take the card"),
        ]

    def hint_area(self) -> tuple[int, int, int]:
        """The hint goes on the left side (the layout keeps it free of seats), left of the
        pile and of the line under it, below the room the top seats keep for their cards:
        the card, the pot, every seat's runs and what is out stay in view."""
        pile = self.geo.pile_card
        under = self.ctx.text.size(paint.UNSEEN, theme.TEXT_MIN)[0]
        right = min(pile.left, pile.centerx - under // 2) - 16
        return (HINT_LEFT, self._hint_top(right), min(580, right - HINT_LEFT))

    def _hint_top(self, right: int) -> int:
        """Below every other seat's box that reaches over the hint's column."""
        boxes = [b for b in self.geo.boxes[1:] if b.left < right and b.right > HINT_LEFT]
        return max([HINT_TOP, *(b.bottom + 8 for b in boxes)])

    def hint_height(self) -> int | None:
        """Down to the player's own seat and hand, and the move log where the hint's column
        crosses it, no further (a long step shrinks)."""
        left, top, width = self.hint_area()
        floors = [self.geo.hand.y, self.geo.seats[0].y]
        if left + width > self.geo.log.left:
            floors.append(self.geo.log.y)
        return min(floors) - 16 - top

    def handle(self, intent: Intent, legal: list[Move]) -> Move | None:
        """Enter / pad A take (or press the focused button), X passes, a click picks
        (controls.py)."""
        return handle_intent(self, intent, legal)

    def breakdown(self, view: TakeOrPassView) -> Breakdown | None:
        """The finished game's breakdown (`view.result`): runs collapse to their lowest card,
        chips come off."""
        if view.result is None:
            return None
        return TakeOrPassBreakdown(self.ctx, self.seats, view.result, view.winners,
                                   int(view.games))


Table = TakeOrPassTable  # the name scenes/registry.py looks for
