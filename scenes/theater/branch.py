"""Play on from here: the theater's position becomes the start of a normal match.

The new match is the record's match at that position (`Match.clone()`), so its
first view is exactly the one watched, and its own record replays the moves up to
the branch point and goes on from there. The hidden parts (hands, pile, boneyard,
later deals) stay as they were in the record. Seats are human or bot as the setup
screen last had them for this game (seat 1 human and the others normal bots if
it never had them).

Where a match came from is kept on its table scene as `origin` (the record and the
move it branched at): the history store links it there once matches are kept.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scenes.frame.match_setup import MatchSetup, SeatConfig, default_seat

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.rules.base import Match
    from scenes.frame.table import TableScene
    from scenes.theater.model import Theater


@dataclass(frozen=True)
class Origin:
    """Where a branched match started: the record watched and the position in it."""

    record: dict
    move: int  #: how many of the record's moves were played before the branch


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


def branch_scene(ctx: AppContext, theater: Theater) -> TableScene:
    """A table scene for a new match from the theater's current position."""
    from scenes.frame.flow import build_match_scene

    match: Match = theater.branch()
    slug = match.game.slug
    setup = MatchSetup(slug, seats_as_in_setup(ctx, slug, match.players), dict(match.options),
                       match.seed)
    scene = build_match_scene(ctx, setup, match)
    scene.origin = Origin(theater.record, theater.position)
    return scene


def play_on(ctx: AppContext, theater: Theater) -> TableScene:
    """Replace the theater with a match played on from its current position."""
    scene = branch_scene(ctx, theater)
    ctx.stack.replace(scene)
    return scene
