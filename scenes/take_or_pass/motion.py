"""What the Take or Pass table shows while animations catch up with the rules.

`Board` is the displayed state: it follows the events one landing at a time
(a chip joins the pot when it arrives, a card joins a row when it lands) and
is re-synced from the view when the animations end. It never holds a chip
count the viewer may not see: those are read from the view at draw time.
`Effect` is one moving or passing thing (a flipping card, a sliding chip, a
banner); `kind` names it so tests can check each event makes its animation.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.tween import Animated, Call, Sequence, Tween, Wait
from game.rules.take_or_pass.cards import PILE
from game.rules.take_or_pass.events import (
    CardTaken,
    CardTurned,
    ChipPaid,
    GameScored,
    GameStarted,
    MatchWon,
)
from game.rules.take_or_pass.views import TakeOrPassView

Point = tuple[float, float]

# Seconds at normal speed (the Timeline scales them by the animation-speed setting).
FLIP = 0.45
SLIDE_CHIP = 0.32
SLIDE_TAKE = 0.5
BANNER = 0.9
POPUP = 0.8


@dataclass
class Board:
    """The pieces as currently shown: centre card, pot, pile and each seat's cards."""

    card: int | None = None
    pot: int = 0
    pile: int = PILE
    cards: list[list[int]] = field(default_factory=list)
    revealed: tuple[int, ...] = ()

    def sync(self, view: TakeOrPassView) -> None:
        """Show exactly what `view` says (when no animation is running)."""
        self.card = view.card
        self.pot = view.pot
        self.pile = view.pile
        self.cards = [list(c) for c in view.cards]
        if not view.over and any(view.cards):
            self.revealed = ()


@dataclass
class Effect:
    """A moving or passing thing on the table, drawn over the pieces."""

    kind: str  # "flip", "chip", "take", "banner", "popup", "reveal"
    start: Point = (0.0, 0.0)
    end: Point = (0.0, 0.0)
    value: int | None = None  # the card, or the chip count of a popup
    seat: int | None = None
    text: str = ""
    t: Animated = field(default_factory=lambda: Animated(0.0))
    life: float | None = None  # seconds of a decoration that runs outside the timeline

    def progress(self, alpha: float) -> float:
        """How far along the effect is, between the last two steps."""
        value = self.t.at(alpha)
        return float(value)  # type: ignore[arg-type]

    def pos(self, alpha: float) -> Point:
        """Where the effect is now."""
        p = self.progress(alpha)
        return (
            self.start[0] + (self.end[0] - self.start[0]) * p,
            self.start[1] + (self.end[1] - self.start[1]) * p,
        )


class Places:
    """Where things are on screen; the table supplies these."""

    def pile(self) -> Point:
        """Centre of the draw pile."""
        raise NotImplementedError

    def card(self) -> Point:
        """Centre of the face-up card."""
        raise NotImplementedError

    def pot(self) -> Point:
        """Centre of the pot on the card."""
        raise NotImplementedError

    def seat_chips(self, seat: int) -> Point:
        """Where a seat's chips sit."""
        raise NotImplementedError

    def seat_cards(self, seat: int) -> Point:
        """Where a seat's cards land."""
        raise NotImplementedError


def build(
    events: list, board: Board, effects: list[Effect], places: Places, games: int
) -> list:
    """One animation step list per event, in order; they update `board` as pieces land."""
    steps: list = []
    for event in events:
        steps.extend(_steps(event, board, effects, places, games))
    return steps


def _run(
    effects: list[Effect], effect: Effect, seconds: float, ease: str,
    done: Callable[[], None] | None = None,
) -> list:
    """Add `effect`, tween it 0..1, then remove it (and run `done`)."""

    def start() -> None:
        effects.append(effect)

    def end() -> None:
        if effect in effects:
            effects.remove(effect)
        if done is not None:
            done()

    return [Call(start), Tween(effect.t, None, 1.0, seconds, ease, start=0.0), Call(end)]


def _steps(event: object, board: Board, effects: list[Effect], places: Places, games: int) -> list:
    """The animation of one rules event."""
    if isinstance(event, CardTurned):
        flip = Effect("flip", places.pile(), places.card(), event.card)

        def before() -> None:
            board.card = None
            board.pile = event.pile

        def landed() -> None:
            board.card = event.card

        return [Call(before), *_run(effects, flip, FLIP, "ease_in_out_quad", landed)]
    if isinstance(event, ChipPaid):
        chip = Effect("chip", places.seat_chips(event.seat), places.pot(), seat=event.seat)

        def paid() -> None:
            board.pot = event.pot

        return _run(effects, chip, SLIDE_CHIP, "ease_out_cubic", paid)
    if isinstance(event, CardTaken):
        take = Effect(
            "take", places.card(), places.seat_cards(event.seat), event.card, event.seat,
            text=str(event.chips),
        )

        def lift() -> None:
            board.card = None
            board.pot = 0

        def landed() -> None:
            while len(board.cards) <= event.seat:
                board.cards.append([])
            board.cards[event.seat] = sorted([*board.cards[event.seat], event.card])

        steps = [Call(lift), *_run(effects, take, SLIDE_TAKE, "ease_in_out_cubic", landed)]
        if event.chips:
            at = places.seat_chips(event.seat)
            # Shown on the seat's chips line: floating up, it went under the name plate.
            popup = Effect("popup", at, at, event.chips, event.seat,
                           text=f"+{event.chips}", life=POPUP)
            # The "+3" fades on its own clock: the next card need not wait for it.
            steps.append(Call(lambda: effects.append(popup)))
        return steps
    if isinstance(event, GameStarted):
        text = f"Game {event.number} of {games}" if games > 1 else "New game"
        banner = Effect("banner", places.card(), places.card(), text=text)

        def reset() -> None:
            board.card = None
            board.pot = 0
            board.pile = PILE
            board.cards = [[] for _ in board.cards]
            board.revealed = ()

        return [Call(reset), *_run(effects, banner, BANNER, "linear")]
    if isinstance(event, GameScored):
        reveal = Effect("reveal", places.pile(), places.pile(), text="Out of the game")

        def show_removed() -> None:
            board.revealed = tuple(event.removed)

        return [Call(show_removed), *_run(effects, reveal, BANNER, "linear")]
    if isinstance(event, MatchWon):
        banner = Effect("banner", places.card(), places.card(), text="Match over")
        return _run(effects, banner, BANNER, "linear")
    return [Wait(0.0)]


def sequence(steps: list) -> Sequence:
    """The steps as one sequence (for the table's timeline)."""
    return Sequence(*steps)
