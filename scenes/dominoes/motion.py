"""Turning the rules' events into motion at the dominoes table (a mixin of DominoesTable).

A placed tile flies from the hand (or its seat) and turns into its spot on the
train, while the rest of the train slides if it had to shrink; a drawn tile
flies face down from the boneyard; a new round clears the train and deals
round the table one tile at a time. The table's state (train, flights,
hidden tiles) lives on the table; these methods build the animations.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.engine.tween import Anim, Animated, Call, Parallel, Sequence, Tween, stagger
from game.rules.dominoes.events import RoundStarted, TileDrawn, TilePlaced
from game.rules.dominoes.views import DominoesView
from scenes.dominoes import paint
from scenes.dominoes.flight import Bubble, Flight, Spot
from scenes.dominoes.hand import numbers
from scenes.dominoes.shown import Shown
from scenes.dominoes.train_layout import TrainLayout, layout_train

SLIDE_SECONDS = 0.35
DEAL_GAP = 0.04
COLLECT_SECONDS = 0.3
COLLECT_GAP = 0.015
BONE_LENGTH = paint.BONE_TILE


class TrainAnimations(Shown):
    """The train's layout and every event's animation; mixed into DominoesTable."""

    def layout_with_ghosts(self, train: list[str], origin: int) -> TrainLayout:
        """The train's layout with a free slot at each end (where the next tiles go)."""
        doubles = [False] + [numbers(t)[0] == numbers(t)[1] for t in train] + [False]
        return layout_train(doubles, self.geo.train, origin + 1 if train else 0)

    def _sync_train(self, train: tuple[str, ...]) -> None:
        """Adopt the view's train when ours differs (first view, resume, a skipped step)."""
        if list(train) == self.train:
            return
        if self.train and train and self.train[0] in train:
            self.origin += train.index(self.train[0])  # tiles were added on the left
        else:
            self.origin = len(train) // 2
        self.origin = min(max(self.origin, 0), max(len(train) - 1, 0))
        self.train = list(train)
        self.placed = self.layout_with_ghosts(self.train, self.origin)
        self.slide_from = {}
        self.hidden_train.clear()

    def spot(self, index: int) -> Spot:
        """Where train tile `index` lies now (from the current layout)."""
        p = self.placed.placements[index + 1]
        return Spot(p.cx, p.cy, p.angle, self.placed.length)

    def _place(self, event: TilePlaced, start: Spot) -> Anim:
        """Add the tile to the train and fly it in; other tiles slide if the train shrank."""
        old = {name: p for name, p in zip(self.train, self.placed.placements[1:], strict=False)}
        if event.end is None or not self.train:
            self.train, self.origin = [event.laid], 0
        elif event.end == "left":
            self.train.insert(0, event.laid)
            self.origin += 1
        else:
            self.train.append(event.laid)
        self.placed = self.layout_with_ghosts(self.train, self.origin)
        new = dict(zip(self.train, self.placed.placements[1:], strict=False))
        moved = {k: p for k, p in old.items() if k in new and new[k] != p}
        parts: list[Anim] = []
        if moved:
            self.slide_from = old
            self.slide = Animated(0.0)
            parts.append(Tween(self.slide, None, 1.0, SLIDE_SECONDS))
        index = self.train.index(event.laid)
        flight = Flight(numbers(event.laid), start, self.spot(index))
        self.flights.append(flight)
        self.hidden_train.add(event.laid)
        def land() -> None:
            """On the train now: show it there, with the click of a tile set down."""
            self.hidden_train.discard(event.laid)
            self.ctx.audio.play("tile_click")

        parts.append(flight.tween(on_land=land))
        return Parallel(*parts)

    def _start_spot(self, event: TilePlaced, before: DominoesView | None) -> Spot:
        """Where a placed tile starts: its slot in the viewer's hand, else its seat."""
        length = self.placed.length
        laid = numbers(event.laid)
        if before is not None and before.hand is not None and event.seat == before.seat:
            hand = [t for t in before.hand if t not in self.hidden_hand]
            if event.tile in hand:
                slots, hand_length = self.geo.hand_slots(len(hand))
                x, y, w, h = slots[hand.index(event.tile)]
                # Upright in the hand with the tile's first-named number on top (angle 90).
                upright = 90 if laid == numbers(event.tile) else 270
                return Spot(x + w / 2, y + h / 2, upright, hand_length)
        cx, cy = self.geo.seat_tiles_centre(event.seat)
        return Spot(cx, cy, 90, max(length // 2, 40))

    # -- draws, passes, rounds -------------------------------------------------------------

    def _drawn(self, event: TileDrawn, before: DominoesView | None, view: DominoesView) -> Anim:
        """A face-down tile flies from the boneyard to the seat (or into the viewer's hand)."""
        start = Spot(*self.geo.boneyard_centre(), 0, BONE_LENGTH)
        old = set(before.hand or ()) if before is not None and before.seat == view.seat else set()
        new = [t for t in (view.hand or ()) if t not in old]
        if view.hand is not None and event.seat == view.seat and new:
            name = new[-1]
            self.hidden_hand.add(name)
            slots, length = self.geo.hand_slots(len(view.hand))
            x, y, w, h = slots[view.hand.index(name)]
            flight = Flight(None, start, Spot(x + w / 2, y + h / 2, 90, length))
            self.flights.append(flight)
            return flight.tween(on_land=lambda: self._landed_in_hand(name))
        count = view.hand_counts[event.seat]
        flight, land = self._to_seat(event.seat, count - 1, count, start)
        self.flights.append(flight)
        return flight.tween(on_land=land)

    def _landed_in_hand(self, name: str) -> None:
        """A drawn tile reached the viewer's hand: show it, with a click."""
        self.hidden_hand.discard(name)
        self.ctx.audio.play("tile_click")

    def _to_seat(self, seat: int, index: int, count: int, start: Spot
                 ) -> tuple[Flight, Callable[[], None]]:
        """A face-down tile flying to back number `index` of `count` at a seat's row."""
        centres, length = self.geo.seat_backs(seat, count)
        cx, cy = centres[min(index, len(centres) - 1)]
        self.incoming[seat] += 1

        def land() -> None:
            """The back is in the seat's row now."""
            self.incoming[seat] = max(self.incoming[seat] - 1, 0)

        return Flight(None, start, Spot(cx, cy, 90, length)), land

    def _bubble(self, seat: int, text: str) -> Anim:
        """A word by the seat's tiles that fades out."""
        teams = bool(self.view.teams) if self.view is not None else False
        colour = paint.seat_colour(self.seats, seat, teams)
        bubble = Bubble(text, self.geo.seat_tiles_centre(seat), colour)
        self.bubbles.append(bubble)
        return bubble.tween()

    def _collect(self, event: RoundStarted) -> Anim:
        """The old train goes back to the boneyard, face down, before the next deal."""
        self.undealt = sum(event.hand_sizes)  # the heap holds every tile again
        end = Spot(*self.geo.boneyard_centre(), 0, BONE_LENGTH)
        flights: list[Anim] = []
        for name, p in zip(self.train, self.placed.placements[1:], strict=False):
            flight = Flight(None, Spot(p.cx, p.cy, p.angle, self.placed.length), end)
            self.flights.append(flight)
            self.hidden_train.add(name)
            flights.append(flight.tween(COLLECT_SECONDS))
        return stagger(flights, COLLECT_GAP)

    def _deal(self, event: RoundStarted) -> Anim:
        """Clear the train, then deal the new hands from the boneyard, one tile at a time."""
        self.train, self.origin = [], 0
        self.placed = self.layout_with_ghosts([], 0)
        self.slide_from = {}
        self.hidden_train.clear()
        self.between_rounds = False
        view = self.view
        start = Spot(*self.geo.boneyard_centre(), 0, BONE_LENGTH)
        flights: list[Anim] = []
        self.undealt = sum(event.hand_sizes)  # each leaves the heap as its flight starts
        own = view.hand if view is not None and view.hand is not None else ()
        # Round the table one tile at a time, as a dealer would.
        for k in range(max(event.hand_sizes, default=0)):
            for seat, size in enumerate(event.hand_sizes):
                if k >= size:
                    continue
                if view is not None and seat == view.seat and k < len(own):
                    slots, length = self.geo.hand_slots(len(own))
                    x, y, w, h = slots[k]
                    name = own[k]
                    self.hidden_hand.add(name)
                    flight = Flight(None, start, Spot(x + w / 2, y + h / 2, 90, length))
                    land = partial(self.hidden_hand.discard, name)
                else:
                    flight, land = self._to_seat(seat, k, size, start)
                self.flights.append(flight)
                flights.append(Sequence(Call(self._take_from_boneyard), flight.tween(on_land=land)))
        return stagger(flights, DEAL_GAP)

    def _take_from_boneyard(self) -> None:
        """A dealt tile leaves the boneyard's heap."""
        self.undealt = max(self.undealt - 1, 0)

    def _settle(self) -> None:
        """Animations are over: show exactly the latest view."""
        self.hidden_hand.clear()
        self.hidden_train.clear()
        self.incoming = [0] * len(self.seats)
        self.undealt = 0
        self.between_rounds = False
        if self.view is not None:
            self._sync_train(self.view.train)
