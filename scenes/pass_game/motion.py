"""PASS events turned into motion: what moved where, so players can follow a trick.

A set flies in from its player's seat; a bomb bursts and shakes the table; spent
tokens travel from the player to beside the set, turning to their Augment face
when they augment; a pass or a five of a kind brings a token from the supply to
the player; the trick is swept to its winner and the spent tokens go back to the
supply (augment tokens turning back over); a deal end flies the crown (or the
point tokens) to the seats. Everything runs on the engine's Timeline, so the
animation-speed setting applies and "instant" finishes on the next update.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import theme
from game.engine.tween import Call, Parallel, Sequence, Tween
from game.rules.pass_game.events import (
    DealStarted,
    DealWon,
    MatchWon,
    Passed,
    SetPlayed,
    TokenGained,
    TokenSpent,
    TrickWon,
)
from game.rules.pass_game.sets import BOMB_LEVEL
from scenes.pass_game.seats import (
    crowns_row,
    draw_passed,
    passed_rect,
    seat_point,
    supply_point,
)
from scenes.pass_game.token_art import AUGMENT, UPGRADE, crown, glow, point_token
from scenes.pass_game.trick import TrickArea
from scenes.pass_game.trick_effects import (
    Arrive,
    Award,
    Bomb,
    Caption,
    Effect,
    Stamp,
    Sweep,
    TokenFlight,
    draw_effect,
)

if TYPE_CHECKING:
    from game.engine.context import AppContext

# Durations in seconds at "normal" speed.
ARRIVE, BOMB, TOKEN, STAMP, SWEEP, AWARD, CAPTION = 0.35, 0.9, 0.45, 0.3, 0.6, 1.0, 1.1
# Pieces that travel have weight: a set slows as it lands on the felt, a trick's sets and a
# token set off and settle gently; the rest (bursts, fades, the stamp) run evenly.
EASE: dict[type, str] = {Arrive: "ease_out_cubic", Sweep: "ease_in_out_cubic",
                         TokenFlight: "ease_in_out_quad"}


class PassMotion:
    """The running effects of the PASS table and the timeline that drives them."""

    def __init__(self, ctx: AppContext, seats: list, trick: TrickArea,
                 seat_rects: list[pygame.Rect], supply_rect: pygame.Rect) -> None:
        self.ctx = ctx
        self.seats = seats
        self.trick = trick
        self.seat_rects = seat_rects
        self.supply_rect = supply_rect
        self.timeline = ctx.timeline()
        self.effects: list[Effect] = []

    @property
    def busy(self) -> bool:
        """True while any animation runs."""
        return self.timeline.busy

    def update(self, dt: float) -> None:
        """Advance at the animation-speed setting."""
        self.timeline.update(dt)

    def skip(self) -> None:
        """Finish everything now."""
        self.timeline.skip()

    def seat_at(self, seat: int) -> tuple[int, int]:
        """Where pieces travel to and from `seat`."""
        if 0 <= seat < len(self.seat_rects):
            return seat_point(self.seat_rects[seat])
        return self.trick.centre()

    def seat_box(self, seat: int) -> pygame.Rect | None:
        """The crowns row of `seat`'s panel, where a gained token's label shows."""
        if 0 <= seat < len(self.seat_rects):
            return crowns_row(self.seat_rects[seat])
        return None

    def _name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else f"Seat {seat + 1}"

    # -- building ------------------------------------------------------------------------------

    def play(self, events: list, trick: list) -> None:
        """Queue one animation per event, in order; `trick` is the trick before the events."""
        trick = list(trick)
        steps = []
        for e in events:
            if isinstance(e, SetPlayed):
                trick.append(e)
            steps.append(self._step(e, trick))
            if isinstance(e, TrickWon | DealStarted):
                trick = []
        steps = [s for s in steps if s is not None]
        if steps:
            self.timeline.add(Sequence(*steps))

    def _fx(self, fx: Effect, seconds: float) -> Sequence:
        """`fx` shown while a tween runs its progress from 0 to 1."""
        return Sequence(Call(lambda: self.effects.append(fx)),
                        Tween(fx, "t", 1.0, seconds, EASE.get(type(fx), "linear"), start=0.0),
                        Call(lambda: self.effects.remove(fx) if fx in self.effects else None))

    def _step(self, e: Any, trick: list) -> Any:
        centre = self.trick.centre()
        supply = supply_point(self.supply_rect)
        if isinstance(e, SetPlayed):
            steps = [self._fx(Arrive(e, self.seat_at(e.seat)), ARRIVE)]
            if BOMB_LEVEL.get(e.type):
                steps.append(self._fx(Bomb(centre), BOMB))
            return Sequence(*steps)
        if isinstance(e, TokenSpent):
            return self._spent(e, trick)
        if isinstance(e, TokenGained):
            if not e.count:
                return None  # the supply was empty: nothing travels
            label = "+1: five of a kind!" if e.reason == "five" else "+1"
            return self._fx(TokenFlight(UPGRADE, UPGRADE, supply, self.seat_at(e.seat),
                                        label=label, box=self.seat_box(e.seat)), TOKEN + 0.05)
        if isinstance(e, Passed):
            return self._fx(Stamp(e.seat), STAMP)
        if isinstance(e, TrickWon):
            return self._swept(e, trick)
        if isinstance(e, DealWon):
            return self._award(e)
        if isinstance(e, DealStarted):
            text = f"Deal {e.number}: {self._name(e.leader)} holds START and leads"
            return self._fx(Caption(text, centre), CAPTION)
        if isinstance(e, MatchWon):
            names = " & ".join(self._name(s) for s in e.winners)
            return self._fx(Caption(f"{names} wins the match!", centre, theme.HIGHLIGHT),
                            CAPTION + 0.3)
        return None

    def _spent(self, e: TokenSpent, trick: list) -> Any:
        """Tokens from the player to beside the set; augment tokens turn to their Augment face."""
        last = trick[-1] if trick else None
        # Slots follow TrickArea.draw_tokens' order: augment, then upgrade, then the wild's three.
        first = 0 if last is None or e.use == "augment" else (
            last.augment if e.use == "upgrade" else last.augment + last.upgrade)
        face = AUGMENT if e.use == "augment" else UPGRADE
        flights = [self._fx(TokenFlight(UPGRADE, face, self.seat_at(e.seat),
                                        self.trick.token_slot(trick, first + i), to_set=True),
                            TOKEN)
                   for i in range(min(e.count, 8))]
        return Parallel(*flights) if flights else None

    def _swept(self, e: TrickWon, trick: list) -> Any:
        """The trick slides to its winner; spent tokens go home, augment ones turning over."""
        sweep = self._fx(Sweep(list(trick), self.seat_at(e.seat)), SWEEP)
        augments = sum(p.augment for p in trick)
        centre = self.trick.centre()
        back = [self._fx(TokenFlight(AUGMENT if i < augments else UPGRADE, UPGRADE, centre,
                                     supply_point(self.supply_rect)), TOKEN + 0.05)
                for i in range(min(e.returned, 6))]
        return Parallel(sweep, *back)

    def _award(self, e: DealWon) -> Any:
        """The crown (or point tokens) growing in the middle, then flying to the seats."""
        centre = self.trick.centre()
        flights = [self._fx(Award(s, a, centre, self.seat_at(s)), AWARD)
                   for s, a in enumerate(e.awards) if a]
        caption = self._fx(Caption(f"{self._name(e.seat)} wins the deal!", centre,
                                   theme.HIGHLIGHT), AWARD)
        return Parallel(caption, *flights)

    # -- drawing -------------------------------------------------------------------------------

    @property
    def arriving(self) -> bool:
        """A set is flying in (the trick area leaves its place empty meanwhile)."""
        return any(isinstance(fx, Arrive) for fx in self.effects)

    @property
    def tokens_flying(self) -> bool:
        """Spent tokens are on their way to the set."""
        return any(isinstance(fx, TokenFlight) and fx.to_set for fx in self.effects)

    def shake(self) -> tuple[int, int]:
        """How far a bomb shakes the set on the table right now (never with reduced motion)."""
        if self.ctx.settings.reduced_motion:
            return 0, 0
        for fx in self.effects:
            if isinstance(fx, Bomb) and fx.t < 0.5:
                k = 14 * (1 - 2 * fx.t)
                return int(k * math.sin(fx.t * 90)), int(k * math.cos(fx.t * 70))
        return 0, 0

    def draw(self, surface: pygame.Surface, win: str) -> None:
        """Draw every running effect; never changes state."""
        for fx in self.effects:
            if isinstance(fx, Stamp):
                seat = fx.seat
                if 0 <= seat < len(self.seat_rects):
                    draw_passed(surface, self.ctx, passed_rect(self.seat_rects[seat]),
                                1.8 - 0.8 * fx.t)
            elif isinstance(fx, Award):
                self._draw_award(surface, fx, win)
            else:
                draw_effect(surface, self.ctx, self.trick, fx)

    @staticmethod
    def _draw_award(surface: pygame.Surface, fx: Award, win: str) -> None:
        t = fx.t
        move = max(0.0, (t - 0.35) / 0.65)  # grow in the middle, then fly to the seat
        a, b = fx.src, fx.dst
        pos = (int(a[0] + (b[0] - a[0]) * move), int(a[1] + (b[1] - a[1]) * move))
        size = int(140 - 80 * move) if t > 0.35 else int(40 + 100 * t / 0.35)
        g = glow(size * 2, (255, 210, 90), 1.0 - move * 0.7)
        surface.blit(g, g.get_rect(center=pos))
        pts = fx.points
        img = point_token(pts, size) if win == "points" and pts in (4, 2, 1) else crown(size)
        surface.blit(img, img.get_rect(center=pos))
