"""The replay theater: a match record played back on the real table of its game.

The game's own table (from its descriptor) draws every position with its usual
animations; this scene drives it from the record (scenes/theater/model.py)
instead of from players and bots: play / pause, step, jump to a deal start, speed
0.5x-8x, a timeline, the move log. There is no turn logic, no bot and no curtain:
the perspective decides what the table is handed, and it is always named on screen:
everything (`view_all()`, all hands open), or exactly `view(seat)` for one seat.
"Play on from here" branches into a normal match (scenes/theater/branch.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw, theme
from game.engine.intents import Action, Intent
from game.engine.layout import above
from game.engine.scene import Scene
from game.registry import descriptor
from scenes.frame import seat_plates as plates
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.frame.table_sounds import event_effects
from scenes.frame.tables import load_layout, make_table
from scenes.theater import chrome
from scenes.theater.model import EVERYTHING, Theater

if TYPE_CHECKING:
    from game.engine.context import AppContext

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
HOLD = 0.7  # seconds on each position at 1x, once its animation is over
DEAL_HOLD = 2.5  # seconds on the last move of a deal at 1x (the scores change)
LOG_LENGTH = 6


def perspective_name(perspective: int | str, names: list[str]) -> str:
    """What the banner calls a perspective."""
    if perspective == EVERYTHING:
        return "Watching: everything (all hands open)"
    return f"Watching as {names[int(perspective)]} saw it"


class TheaterScene(Scene):
    """Watch a record back from any seat's eyes, and play on from any moment."""

    def __init__(self, ctx: AppContext, record: dict, perspective: int | str = EVERYTHING,
                 speed: float = 1.0, playing: bool = True, names: list[str] | None = None,
                 source: str = "") -> None:
        """Build the table for `record` (BadRecord if the record cannot start). `names` are
        the players' (the history keeps them); `source` says where the record came from
        (a file, or "history:KEY"), for the link from a match played on from it."""
        self.ctx = ctx
        self.theater = Theater(record)
        self.game = descriptor(record["game"])
        self.slug = self.game.slug  # the pause overlay's Rules page
        players = self.theater.players
        options = dict(self.theater.start.options)
        # A record holds no names: 'Player N' unless given, in each seat's colour.
        seats = [default_seat(i) for i in range(players)]
        for seat, name in zip(seats, names or [], strict=False):
            seat.name = name
        self.seats = MatchSetup("", seats, options).seat_infos()
        self.source = source
        # The table keeps clear of the control bar: nothing of a hand goes under it.
        self.layout = above(load_layout(ctx, self.game, players), chrome.BAR.y - 4)
        self.table = make_table(ctx, self.game, self.layout, self.seats, options)
        self.table.spectating = True  # drawn as a seat saw it, but nothing to press
        self.perspective: int | str = perspective
        self.speed = min(SPEEDS, key=lambda s: abs(s - speed))
        self.playing = playing
        self.wait = 0.0
        self.hovered: str | None = None
        self.message = ""

    # -- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Show the first position."""
        self._show()

    @property
    def animating(self) -> bool:
        """Redraw every frame while playing or while pieces move."""
        return self.playing or self.table.animating

    @property
    def viewer(self) -> int | None:
        """The seat the table is drawn for; None when watching everything."""
        return None if self.perspective == EVERYTHING else int(self.perspective)

    def _show(self) -> None:
        """Hand the table the current position, with no animation."""
        self.table.show(self.theater.view(self.perspective), self.viewer)

    # -- moving along the record ---------------------------------------------------------------

    def forward(self) -> bool:
        """One move on, animated; False at the end (then playing stops, and a record
        that stops early says which move and why)."""
        events = self.theater.forward()
        if events is None:
            self.playing = False
            self._say_error()
            return False
        self.table.animate(events, self.theater.view(self.perspective))
        for name in event_effects(self.game, events):  # heard as at the table; jumps are silent
            self.ctx.audio.play(name)
        return True

    def seek(self, position: int) -> None:
        """Jump anywhere (rebuilt from the start of the record), shown at once."""
        self.theater.seek(position)
        self._show()
        self.wait = 0.0

    def _say_error(self) -> None:
        error = self.theater.error
        if error is not None:
            self.message = (f"The record stops at move {error['move']} (counting from 0): "
                            f"{error['message']}")

    def set_perspective(self, perspective: int | str) -> None:
        """Watch everything or one seat (exactly its view) from now on."""
        self.perspective = perspective
        self._show()

    def next_perspective(self) -> None:
        """Everything, then each seat in turn."""
        order: list[int | str] = [EVERYTHING, *range(self.theater.players)]
        self.set_perspective(order[(order.index(self.perspective) + 1) % len(order)])

    def change_speed(self, direction: int) -> None:
        """One step slower or faster, within 0.5x-8x."""
        index = SPEEDS.index(self.speed) + direction
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, index))]

    # -- input -------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Keys and pad buttons for each control; the mouse on the bar."""
        action = intent.action
        if action in (Action.PAUSE, Action.FOCUS_LOST, Action.BACK):
            self.playing = False
            from scenes.screens.pause import WATCHING, PauseOverlay

            self.ctx.stack.push(PauseOverlay(self.ctx, self.slug, leaving=WATCHING))
            return
        if intent.pos is not None:
            hit = chrome.hit_at(intent.pos)
            self.hovered = hit.key if hit else None
            if action is Action.SELECT and hit is not None:
                if hit.key == "timeline":
                    self.seek(chrome.timeline_position(self.theater, intent.pos[0]))
                else:
                    self.press(hit.key)
            return
        keys = {Action.CONFIRM: "play", Action.LEFT: "back", Action.RIGHT: "forward",
                Action.PREV: "deal-", Action.NEXT: "deal+", Action.UP: "faster",
                Action.DOWN: "slower", Action.EXTRA: "perspective", Action.ALT: "branch"}
        if action in keys:
            self.press(keys[action])

    def press(self, key: str) -> None:
        """Do what the control called `key` does."""
        self.message = ""
        if key == "play":
            if self.theater.at_end:
                self.seek(0)  # play again from the start
            self.playing = not self.playing
        elif key == "back":
            self.playing = False
            self.seek(self.theater.position - 1)
        elif key == "forward":
            self.playing = False
            if self.table.busy:
                self._show()  # finish the running animation first: the eye keeps up
            self.forward()
        elif key in ("deal-", "deal+"):
            self.seek(self.theater.deal_start(-1 if key == "deal-" else 1))
        elif key in ("slower", "faster"):
            self.change_speed(-1 if key == "slower" else 1)
        elif key == "perspective":
            self.next_perspective()
        elif key == "branch":
            self.branch()

    def branch(self) -> None:
        """Play on from here: a normal match from this position (see branch.py)."""
        if self.theater.match.is_over:
            self.message = "The match is over: there is nothing to play on."
            return
        from scenes.theater.branch import PlayOnOverlay

        self.playing = False
        self.ctx.stack.push(PlayOnOverlay(self.ctx, self.theater, self.source))

    # -- time --------------------------------------------------------------------------------

    def after_present(self) -> None:
        """The frame is shown: the table's work for the slack (art drawn ahead of need)."""
        self.table.after_present()

    def update(self, dt: float) -> None:
        """Run the table's animations at the chosen speed; while playing, step on once the
        table is still and the position has been on screen long enough."""
        self.table.update(dt * self.speed)
        if not self.playing or self.table.busy:
            return
        self.wait += dt * self.speed
        if self.wait >= self._hold():
            self.wait = 0.0
            self.forward()

    def _hold(self) -> float:
        """How long the current position stays on screen at 1x."""
        position = self.theater.position
        return DEAL_HOLD if position + 1 in self.theater.deal_starts else HOLD

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The table as the chosen perspective sees it, plates, the log and the bar."""
        surface.blit(self.table.backdrop(draw.felt_surface(self.layout)), (0, 0))
        self.table.draw(surface, alpha)
        plates.draw_plates(self.ctx, surface, self.layout, self.table, self.seats,
                           self.theater.match.to_move)
        names = [s.name for s in self.seats]
        colour = theme.HIGHLIGHT if self.viewer is None else self.seats[self.viewer].colour
        plates.draw_banner(self.ctx, surface, (perspective_name(self.perspective, names), colour))
        if self.message:
            chrome.draw_notice(self.ctx, surface, self.message)
        log = self.theater.log(LOG_LENGTH, lambda seat: names[seat])
        if log:
            plates.draw_log(self.ctx, surface, self.layout, log)
        chrome.draw_bar(self.ctx, surface, self.theater, self.playing, self.speed, self.hovered)

