"""Picking each game's table: its own (found through scenes/registry.py) laid out on its
Tiled layout; if either is missing or broken, the plain table in
scenes/frame/fallback_table.py or a computed layout stands in, so every game is playable as
soon as its rules exist.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.descriptor import GameDescriptor
from game.engine.layout import TableLayout, computed_layout
from scenes.frame.game_table import GameTable, SeatInfo
from scenes.registry import scenes_for

if TYPE_CHECKING:
    from game.engine.context import AppContext

log = logging.getLogger(__name__)


def game_table_class(game: GameDescriptor) -> type[GameTable] | None:
    """The game's own table class, or None if it cannot be imported (logged)."""
    try:
        return scenes_for(game.slug).table_class()
    except Exception:  # a broken table must not stop people playing
        log.exception("the table for %s failed to import; using the plain table", game.slug)
        return None


def make_table(
    ctx: AppContext, game: GameDescriptor, layout: TableLayout, seats: list[SeatInfo], options: dict
) -> GameTable:
    """The game's own table, or the plain fallback table if that one is missing or broken."""
    cls = game_table_class(game)
    if cls is not None:
        try:
            return cls(ctx, layout, seats, options)
        except Exception:  # a broken table must not stop people playing
            log.exception("the table for %s failed; using the plain table", game.slug)
    from scenes.frame.fallback_table import FallbackTable

    return FallbackTable(ctx, layout, seats, options)


def load_layout(ctx: AppContext, game: GameDescriptor, players: int) -> TableLayout:
    """The Tiled layout for this game and player count, or a computed one if none loads."""
    try:
        return ctx.layout(game.slug, players, game.anchors)
    except Exception as exc:  # a missing layout must not stop the match
        log.warning("no layout for %s/%d (%s); using a computed one", game.slug, players, exc)
    return computed_layout(game.slug, players, game.anchors)
