"""The contract between the shared table scene and each game's table.

`scenes/frame/table.py` (the frame shared by all three games) owns the match, the
seats, bots, the privacy curtain, the turn indicator, name plates, the move log
and pause. Each game supplies a `GameTable` (scenes/<game>/table.py) that draws
that game's pieces and turns a human's intents into moves.

Privacy rule: a GameTable draws only from the last view it was given. The frame
passes `match.view(seat)` for the human whose hand may be shown, or
`match.view(None)` (public) behind the curtain or when no human is acting, so
a hidden hand cannot leak through a renderer.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.engine.intents import Intent
    from game.rules.base import Move


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits at a seat: name, colour (Okabe-Ito), symbol, bot level or None for a human."""

    seat: int
    name: str
    colour: tuple[int, int, int]
    symbol: str
    bot: str | None = None
    team: int | None = None
    profile: int | None = None  #: the remembered player's id, None for a guest or a bot

    @property
    def is_human(self) -> bool:
        """True for a seat a person plays."""
        return self.bot is None


@dataclass(slots=True)
class Control:
    """A focusable, clickable control a table offers (buttons, cards, tiles, ends).

    `rect` is in logical 1920x1080 coordinates; `enabled` False with `reason`
    says why it cannot be used now (shown to the player).
    """

    key: str
    rect: tuple[int, int, int, int]
    label: str = ""
    enabled: bool = True
    reason: str = ""


class Breakdown(ABC):
    """An animated score breakdown drawn by the scoring scene (one per game)."""

    @abstractmethod
    def update(self, dt: float) -> None:
        """Advance the breakdown's animation."""

    @abstractmethod
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, alpha: float) -> None:
        """Draw inside `rect`; never changes state."""

    @property
    @abstractmethod
    def done(self) -> bool:
        """True once every step has been shown."""

    def skip(self) -> None:  # noqa: B027 - optional hook, a no-op by default
        """Jump to the end (a player pressed confirm)."""

    def row_rect(self, seat: int, rect: pygame.Rect) -> pygame.Rect | None:
        """Where `seat`'s row (name to score) is drawn inside `rect`, for the deal winner's
        glow; None when the breakdown has no row per seat."""
        return None


class GameTable(ABC):
    """One game's table. Built with the engine context, the layout and the seats."""

    #: True in the replay theater: the table draws what the viewer saw, but the viewer
    #: never acts there (no controls, no "your turn"), whoever is to move.
    spectating: bool = False
    #: True once a guided deal is over: the rules have someone next, but nothing is being
    #: decided any more, so the table previews no move (nothing looks about to happen).
    closed: bool = False

    @abstractmethod
    def show(self, view: Any, viewer: int | None) -> None:
        """Draw from `view` from now on; `viewer` is the seat it belongs to, or None (public)."""

    @abstractmethod
    def animate(self, events: list, view: Any) -> None:
        """Start the animations for rule events just returned by `apply`; `view` is after them."""

    @abstractmethod
    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds (already scaled by nothing: use the speed setting)."""

    def after_present(self) -> None:  # noqa: B027 - most tables have nothing to do here
        """Work for the frame's slack, once the picture is shown (art drawn ahead of need)."""

    @abstractmethod
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the game's pieces; never changes state."""

    def backdrop(self, felt: pygame.Surface) -> pygame.Surface:
        """What the scene shows under `draw` every frame: by default the felt; a table may
        return a copy with the parts that never change during the match drawn on once (and
        leave them out of `draw`), so they cost nothing per frame."""
        return felt

    @abstractmethod
    def handle(self, intent: Intent, legal: list[Move]) -> Move | None:
        """A human's intent on their turn; return a move to try, or None (selection changed)."""

    def refuse(self, message: str) -> None:  # noqa: B027 - optional hook
        """The rules refused the move last returned by `handle`; show `message`."""

    def offer(self, legal: list[Move]) -> None:  # noqa: B027 - optional hook
        """The viewer's legal moves now (empty when it is not their turn); a table that lists
        or checks moves keeps them, the others ignore them."""

    def hint_targets(self, move: Move) -> list[str]:
        """The keys of the controls that make `move`, ringed when a hint suggests it.
        By default the controls named or labelled as the move's notation."""
        return [c.key for c in self.controls() if str(move) in (c.key, c.label)]

    def hint_area(self) -> tuple[int, int, int]:
        """Where the hint panel goes: left, top and width (its height follows its text),
        somewhere that hides nothing the player needs to choose the move."""
        return (330, 200, 1200)

    def hint_height(self) -> int | None:
        """The tallest the hint panel may be (its text shrinks to fit), or None: any."""
        return None

    def make_room(self, advice: bool) -> None:  # noqa: B027 - optional hook
        """Advice (a hint, a guided deal's step) shows, or no longer does: a table whose
        hint area would cover its pieces moves them aside."""

    def point_out(self, move: Move | None) -> None:  # noqa: B027 - optional hook
        """Advice rings the controls of `move` now (None: no move): a table whose pieces
        overlap sets those apart, so each ring is round one piece."""

    def status(self, seat: int) -> str:
        """A short public line under `seat`'s name plate ("" for none)."""
        return ""

    def controls(self) -> list[Control]:
        """The controls the acting human can focus or click now."""
        return []

    @property
    def busy(self) -> bool:
        """True while an animation is playing (bots wait for it; humans never do)."""
        return False

    @property
    def animating(self) -> bool:
        """True while the picture changes by itself, so every frame must be drawn.
        By default while busy; a table with effects or timers outside its timeline says so."""
        return self.busy

    def breakdown(self, view: Any) -> Breakdown | None:
        """The animated score breakdown of a finished deal / game / round, from the view the
        match keeps until the next deal (its `result` is the deal's scoring event); None
        for the scoring scene's generic rows."""
        return None
