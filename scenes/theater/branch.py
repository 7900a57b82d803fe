"""Play on from here: the theater's position becomes the start of a normal match.

The new match is the record's match at that position (`Match.clone()`), so its
first view is exactly the one watched; its own record replays the moves up to the
branch point and goes on from there. The hidden parts (hands, pile, boneyard,
later deals) stay as the record had them, unless the player asks to re-deal what
nobody has seen (`Match.redeal_unseen`: every seat's view stays the same). Seats are
human or bot as the setup screen last had them for this game (seat 1 human and
the others normal bots if it never had them). The match is kept like any other
(autosave, history) with `origin` saying which record and move it came from.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.engine.focus import Button
from game.engine.screen import MessageOverlay
from scenes.frame.match_setup import MatchSetup, SeatConfig, default_seat

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.frame.table import TableScene
    from scenes.theater.model import Theater


def seats_as_in_setup(ctx: AppContext, slug: str, players: int) -> list[SeatConfig]:
    """Each seat as the setup screen remembers it for `slug`, else seat 1 human, others bots."""
    remembered = ctx.settings.last_setup.get(slug)
    seats = remembered.get("seats") if isinstance(remembered, dict) else None
    out = []
    for index in range(players):
        if isinstance(seats, list) and index < len(seats):
            out.append(SeatConfig.from_json(seats[index], index))
        else:
            out.append(default_seat(index, None if index == 0 else "normal"))
    return out


def branch_scene(ctx: AppContext, theater: Theater, source: str = "",
                 redeal_seed: int | None = None) -> TableScene:
    """A table scene for a new match from the theater's position (re-dealing what nobody
    has seen from `redeal_seed`, if given)."""
    from scenes.app.flow import build_match_scene
    from scenes.frame.keeping import Carried, rebuild

    match = theater.branch() if redeal_seed is None else theater.match.redeal_unseen(redeal_seed)
    rebuilt = rebuild(match.record())  # the events so far, for the scoring and the summary
    slug = match.game.slug
    setup = MatchSetup(slug, seats_as_in_setup(ctx, slug, match.players), dict(match.options),
                       match.seed)
    origin = {"source": source, "move": theater.position}
    return build_match_scene(ctx, setup, rebuilt.match, carried=Carried.rebuilt(rebuilt, origin))


def play_on(ctx: AppContext, theater: Theater, source: str = "",
            redeal_seed: int | None = None) -> TableScene:
    """Replace the theater with a match played on from its current position."""
    scene = branch_scene(ctx, theater, source, redeal_seed)
    ctx.stack.replace(scene)
    return scene


class PlayOnOverlay(MessageOverlay):
    """Play on from here: keep the deal as recorded, re-deal what nobody has seen, or not."""

    back_key = "cancel"
    HINT = "[leftright] move    [confirm] choose    [back] cancel"

    def __init__(self, ctx: AppContext, theater: Theater, source: str = "") -> None:
        players = theater.players
        seats = seats_as_in_setup(ctx, theater.match.game.slug, players)
        people = sum(s.is_human for s in seats)
        super().__init__(ctx, "Play on from here", [
            f"A new match starts after move {theater.position}: {people} of {players} seats "
            "played by people, the others by bots, as on the setup screen.",
            "Keep the deal: everything as the record dealt it.",
            "Re-deal: what nobody has seen yet is shuffled anew.",
        ])
        self.theater = theater
        self.source = source

    def buttons(self) -> list[Button]:
        """Cancel (focused first, so a stray press is harmless), Keep the deal, Re-deal."""
        y, h = self.BUTTON_Y, self.BUTTON_H
        return [Button("cancel", (490, y, 300, h), "Cancel"),
                Button("keep", (810, y, 300, h), "Keep the deal"),
                Button("redeal", (1130, y, 300, h), "Re-deal unseen")]

    def activate(self, key: str) -> None:
        """Close the dialog; then play on, keeping or re-dealing the unseen."""
        self.ctx.stack.pop()
        if key == "keep":
            play_on(self.ctx, self.theater, self.source)
        elif key == "redeal":
            play_on(self.ctx, self.theater, self.source,
                    random.SystemRandom().randrange(1, 2**31))
