"""The PASS table: the viewer's fan, the play controls, the trick, seats and supply.

Pieces live in their own modules in scenes/pass_game/: the fan (hand.py), the
controls and the hint (controls.py), the trick area (trick.py, its hint and status
bands trick_bands.py, its effects trick_effects.py), the event animations
(motion.py), seats and supply (seats.py), the deal-end breakdown (breakdown.py)
and the art (card_art.py, token_art.py, bomb_art.py); paint.py draws them all. This class wires
them to the frame's contract (scenes/frame/game_table.py): it draws only from the
last view it was given.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import draw
from game.engine.intents import Action, Intent
from game.engine.lift import Lifts
from game.engine.tween import Tween
from game.registry import get_game
from game.rules.pass_game.deck import deck_for
from game.rules.pass_game.events import Passed, SetPlayed
from game.rules.pass_game.match import LEADER_MUST_PLAY
from scenes.frame.game_table import Breakdown, Control, GameTable, SeatInfo
from scenes.pass_game import bomb_art, paint
from scenes.pass_game.breakdown import PassBreakdown
from scenes.pass_game.controls import PlayControls
from scenes.pass_game.face_baking import BUDGET, FaceBaker
from scenes.pass_game.hand import HandFan
from scenes.pass_game.motion import PassMotion
from scenes.pass_game.seats import (
    draw_seat_still,
    draw_supply_still,
    unused_rect,
)
from scenes.pass_game.still_layer import Part, StillLayer
from scenes.pass_game.trick import CARD_H, CARD_W, SMALL_H, SMALL_W, TrickArea, written_face

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout

FLIP_SECONDS = 0.25
#: Where advice (a hint, a lesson's step) goes: (left, top, width), across the table under
#: the top seats and the corner buttons.
ADVICE_AREA = (24, 200, 1872)
ADVICE_GAP = 12  # kept between the advice and the current set


class PassTable(GameTable):
    """The PASS table for 2 to 5 seats."""

    def __init__(
        self, ctx: AppContext, layout: TableLayout, seats: list[SeatInfo], options: dict
    ) -> None:
        self.ctx = ctx
        self.seats = seats
        self.options = dict(options or {})
        r = {k: pygame.Rect(layout.rect(k))
             for k in ("hand", "controls", "score", "trick", "supply")}
        self.hand_rect, self.supply_rect = r["hand"], r["supply"]
        self.seat_rects = [pygame.Rect(layout.rect(f"seat-{i}")) for i in range(len(seats))]
        self.trick = TrickArea(r["trick"], ctx.text)
        self.unused_rect = unused_rect(self.supply_rect, r["trick"])
        self.fan = HandFan()
        self.lifts = Lifts()
        wild = bool(self.options.get("wildcard_pass"))
        self.panel = PlayControls(r["score"], r["controls"], wild)
        self.parse = get_game("pass").parse_move
        self.motion = PassMotion(ctx, seats, self.trick, self.seat_rects, self.supply_rect)
        self.baker = FaceBaker(deck_for(len(seats)), [(CARD_W, CARD_H), (SMALL_W, SMALL_H)])
        self._backdrop: tuple[tuple, pygame.Surface] | None = None  # (key, image)
        self.layer = StillLayer()
        #: What `backdrop` left for `draw` this frame: the parts and how many the layer holds.
        self._layered: tuple[list[Part], int] | None = None
        # The copies now, not in the first frame.
        self.layer.update(self.still(draw.felt_surface(layout)), [])
        self.view: Any = None
        self.viewer: int | None = None
        self.legal: list | None = None
        self.focus = "hand"
        self.refusal = ""

    # -- the frame's contract -----------------------------------------------------------------

    def show(self, view: Any, viewer: int | None) -> None:
        """Draw from `view` from now on; a new viewer starts with nothing selected."""
        if viewer != self.viewer:
            self.fan.cards = []
            self.panel.reset()
            self.legal = None
            self.focus = "hand"
        self.view, self.viewer = view, viewer
        hand = shown_hand(view, viewer)
        self.fan.set_hand(hand)
        # Both sides: a flip shows the other one.
        size = HandFan.card_size(self.hand_rect)
        self.baker.want([(label, up) for up in (False, True) for label in hand], size)

    def offer(self, legal: list) -> None:
        """The frame's list of the viewer's legal moves (empty when it is not their turn)."""
        self.legal = list(legal)

    @property
    def acting(self) -> bool:
        """True when the viewer's hand is shown and it is their move."""
        v = self.view
        return (v is not None and self.viewer is not None and v.to_move == self.viewer
                and not self.spectating)

    @property
    def busy(self) -> bool:
        """True while an animation is playing."""
        return self.motion.busy

    @property
    def animating(self) -> bool:
        """Also while a card of the fan still rises or settles."""
        return self.motion.busy or self.lifts.moving

    def update(self, dt: float) -> None:
        """Advance the animations (and the fan's lifts) at the speed setting."""
        self.motion.update(dt)
        self.lifts.update(dt, self.fan.lift_targets(self.cursor_shown()),
                          self.ctx.settings.anim_scale)

    def after_present(self) -> None:
        """The frame is shown: in its slack, draw card faces ahead of need (face_baking.py),
        those asked for first, then the bomb's pictures (bomb_art.py), then the deck's faces.
        Once a frame, not once an update: a frame of a sped-up demo runs four updates."""
        if self.baker.urgent or bomb_art.baked():
            self.baker.step()
        else:
            bomb_art.bake(BUDGET)

    def cursor_shown(self) -> bool:
        """The fan's cursor shows (and its card rises) while the viewer acts in the hand."""
        return self.acting and self.focus == "hand"

    def refuse(self, message: str) -> None:
        """Show the rules' refusal where the play's status is shown."""
        self.refusal = message

    def breakdown(self, view: Any) -> Breakdown | None:
        """Every hand revealed and the award, from the finished deal's DealWon (`view.result`)."""
        if view.result is None:
            return None
        return PassBreakdown(self.ctx, self.seats, view.result, view.win)

    # -- choosing a play ----------------------------------------------------------------------

    def judge(self) -> tuple[Any, str]:
        """(the move the selection makes, '' if legal else the rules' reason)."""
        return self.panel.judge(self.fan, self.view, self.legal, self.parse)

    def controls(self) -> list[Control]:
        """Cards of the fan and the buttons, with enabled state and reasons."""
        if not self.acting:
            return []
        rects = self.fan.rects(self.hand_rect)
        out = [Control(f"card-{i}", tuple(rect), c.written)
               for i, (c, rect) in enumerate(zip(self.fan.cards, rects, strict=True))]
        move, reason = self.judge()
        cursor = self.fan.cards[self.fan.cursor] if self.fan.cards else None
        out += self.panel.controls(move is not None and not reason, reason,
                                   self.view.last is not None,
                                   cursor is not None and cursor.can_flip)
        return out

    def hint_targets(self, move: Any) -> list[str]:
        """What is left to press for the hinted play, in order: the cards still to pick,
        then Flip for a picked card that must show its yellow side, then + for the augment,
        then Play; or Pass."""
        if str(move) == "pass":
            return ["pass"]
        to_pick, to_flip = [], []
        for i, upgraded in self.move_cards(move):
            card = self.fan.cards[i]
            if not card.selected:
                to_pick.append(f"card-{i}")
            elif card.upgraded != upgraded:
                to_flip += [f"card-{i}", "flip"] if self.fan.cursor == i else [f"card-{i}"]
        if to_pick:
            return to_pick
        if to_flip:
            return to_flip[::-1]  # Flip first: the card is picked already
        if self.panel.augment < move.augment:
            return ["augment+"]
        return ["play"]

    def move_cards(self, move: Any) -> list[tuple[int, bool]]:
        """(fan index, shown upgraded) of each card that makes `move`: picked cards count
        first, so a second copy is never asked for."""
        if str(move) == "pass":
            return []
        wanted = [(token.rstrip("^"), token.endswith("^")) for token in move.cards]
        cards = sorted(enumerate(self.fan.cards), key=lambda pair: not pair[1].selected)
        out = []
        for i, card in cards:
            match = next((w for w in wanted if w[0] == card.label), None)
            if match is not None:
                wanted.remove(match)
                out.append((i, match[1]))
        return out

    def point_out(self, move: Any) -> None:
        """The cards of the move the advice names rise and stand apart in the fan, so each
        ring is round one whole card (and a click picks the card under it)."""
        named = frozenset(i for i, _up in self.move_cards(move)) if move is not None \
            and self.acting else frozenset()
        self.fan.named = named

    def hint_area(self) -> tuple[int, int, int]:
        """Advice goes across the table above the current set (make_room clears the hint
        band and the earlier sets from under it): the set, the fan, the supply and the
        controls stay in view."""
        return ADVICE_AREA

    def hint_height(self) -> int | None:
        """Down to just above the current set, no further (a long step shrinks)."""
        return self.trick.current_top() - ADVICE_GAP - ADVICE_AREA[1]

    def make_room(self, advice: bool) -> None:
        """With advice up, the trick says the set to beat under the current set and shows
        no earlier sets, so the panel over the hint band hides nothing."""
        self.trick.compact = advice

    def handle(self, intent: Intent, legal: list) -> Any:
        """A human's intent on their turn: select, flip, adjust, play or pass."""
        self.legal = list(legal)
        if self.motion.busy and intent.action is not Action.POINT:
            self.motion.skip()  # a person never waits for an animation (hovering is no input)
        if not self.acting:
            return None
        a = intent.action
        if a in (Action.POINT, Action.SELECT) and intent.pos is not None:
            return self._pointer(intent.pos, a is Action.SELECT)
        if a is Action.ALT:
            return self._activate("pass")
        if a is Action.EXTRA:
            return self._activate("flip")
        if a is Action.NEXT:
            return self._activate("augment+")
        if a is Action.PREV:
            return self._activate("augment-")
        if self.focus == "hand":
            if a in (Action.LEFT, Action.RIGHT):
                self.fan.move_cursor(-1 if a is Action.LEFT else 1)
            elif a is Action.CONFIRM:
                self._changed(self.fan.toggle(self.fan.cursor))
            elif a is Action.UP:
                self.focus = "play"
            return None
        keys = [c.key for c in self.controls() if not c.key.startswith("card-")]
        i = keys.index(self.focus) if self.focus in keys else 0
        if a in (Action.LEFT, Action.UP):
            self.focus = keys[max(0, i - 1)]
        elif a is Action.RIGHT:
            self.focus = keys[min(len(keys) - 1, i + 1)]
        elif a is Action.DOWN:
            self.focus = "hand" if i == len(keys) - 1 else keys[i + 1]
        elif a is Action.BACK:
            self.focus = "hand"
        elif a is Action.CONFIRM:
            return self._activate(self.focus)
        return None

    def _changed(self, changed: bool = True) -> None:
        if changed:
            self.refusal = ""

    def _pointer(self, pos: tuple[int, int], click: bool) -> Any:
        hit = self.fan.hit(self.hand_rect, pos)
        if hit is not None:
            index, part = hit
            self.focus, self.fan.cursor = "hand", index
            if click:
                if part == "flip":
                    self._flip(index)
                else:
                    self._changed(self.fan.toggle(index))
            return None
        for c in self.controls():
            if not c.key.startswith("card-") and pygame.Rect(c.rect).collidepoint(pos):
                self.focus = c.key
                return self._activate(c.key) if click else None
        return None

    def _flip(self, index: int) -> None:
        why = self.fan.flip(index)
        if why:
            self.refusal = why
            return
        self._changed()
        card = self.fan.cards[index]
        self.motion.timeline.add(Tween(card, "flip_t", 1.0, FLIP_SECONDS, "linear", start=0.0))

    def _activate(self, key: str) -> Any:
        """Press a control; returns the move for play and pass."""
        if key == "pass":
            if self.view.last is None:
                self.refusal = LEADER_MUST_PLAY
                return None
            return self.parse("pass")
        if key == "play":
            move, reason = self.judge()
            if move is None or reason:
                self.refusal = reason
                return None
            return move
        if key == "flip":
            self._flip(self.fan.cursor)
        elif key in ("augment+", "augment-"):
            self.panel.bump_augment(1 if key.endswith("+") else -1)
        elif key in ("wild+", "wild-"):
            self.panel.bump_wild(1 if key.endswith("+") else -1)
        self._changed()
        return None

    # -- events into animations ----------------------------------------------------------------

    def animate(self, events: list, view: Any) -> None:
        """Queue an animation for each event, in order; the view is the state after them."""
        for e in events:
            if isinstance(e, SetPlayed | Passed) and e.seat == self.viewer:
                # The viewer's own move went through: start the next choice afresh.
                self.panel.reset()
                self.fan.clear()
                self.refusal = ""
                self.focus = "hand"
        self.motion.play(events, list(self.view.trick) if self.view is not None else [])
        for e in events:
            if isinstance(e, SetPlayed):  # next shown among the earlier sets, or swept
                self.baker.want([written_face(c) for c in e.cards], (SMALL_W, SMALL_H))
        self.show(view, self.viewer)

    def backdrop(self, felt: pygame.Surface) -> pygame.Surface:
        """The still layer (still_layer.py): the felt with the shading that never changes,
        and the pieces that did not move since the last frame, drawn on; `draw` then adds
        the rest. The frame calls the two in turn."""
        parts = paint.parts(self)
        self._layered = (parts, self.layer.update(self.still(felt), parts))
        return self.layer.image

    def still(self, felt: pygame.Surface) -> pygame.Surface:
        """The felt with the shading of the seats, the supply (and its heading) and the hint
        band (unless advice covers it) drawn on once. Made again when the felt (high
        contrast), the text size or the advice changes."""
        key = (id(felt), self.ctx.text.scale, self.trick.compact)
        if self._backdrop is None or self._backdrop[0] != key:
            image = felt.copy()
            for rect in self.seat_rects:
                draw_seat_still(image, rect)
            draw_supply_still(image, self.ctx, self.supply_rect)
            if not self.trick.compact:  # advice covers the band: its words are elsewhere
                self.trick.draw_hint_still(image)
            self._backdrop = (key, image)
        return self._backdrop[1]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Seats, supply, trick, hint, the fan and the controls (paint.py) over `backdrop`:
        only the pieces its layer does not hold, when it was just asked for; never changes
        state."""
        layered, self._layered = self._layered, None
        if layered is None:
            paint.draw_table(self, surface)
            return
        parts, held = layered
        self.layer.replay(surface, held)
        for part in parts[held:]:
            part.paint(surface)


def shown_hand(view: Any, viewer: int | None) -> tuple[str, ...]:
    """The fan: the viewer's hand; in the all-open view, the hand of the seat to move."""
    if view.hands is not None:
        return view.hands[view.to_move] if view.to_move is not None else ()
    return view.hand if viewer is not None and view.hand is not None else ()


Table = PassTable  # the name scenes/registry.py looks for
