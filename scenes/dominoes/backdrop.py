"""The dominoes table's backdrop: the felt with what changes only on an event drawn on.

The panels of the boneyard and the scores never change during a match: they are drawn once
onto a copy of the felt (the base). Over it lie parts that change only when something
happens: the boneyard's heap, the scores, the train at rest and each seat's row of tiles.
Each part keeps the key of what it shows and the region it is drawn in (regions never
overlap); when a part's key changes, its region is copied back from the base and the part
drawn again there, so a frame blits one opaque image instead of a hundred pieces, shadows
and texts. Painting itself is in scenes/dominoes/paint.py.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import theme
from scenes.dominoes import paint
from scenes.dominoes.paint import Painted
from scenes.dominoes.tile_art import tile_size

MISSING = object()  # the key of a part not drawn yet


@dataclass(frozen=True)
class Part:
    """One part of the backdrop: where it is drawn, what it shows (`key`, None when nothing
    of it is kept) and how to draw what lies within a rect of its region. `changes`, when
    given, says where the pictures of two keys differ (None: anywhere)."""

    name: str
    region: pygame.Rect
    key: Callable[[Painted], Hashable]
    draw: Callable[[Painted, pygame.Surface, pygame.Rect], None]
    changes: Callable[[Any, Any], list[pygame.Rect] | None] | None = None


def _reach(rect: tuple[int, int, int, int]) -> pygame.Rect:
    """`rect` grown by the shadows of the pieces resting anywhere in it."""
    x, y, w, h = rect
    return paint.shadow_reach((x, y, w, h))


def boneyard_key(table: Painted) -> Hashable:
    """What the boneyard's heap shows: its size (the open tiles in the everything view) and
    whether drawing is over."""
    view = table.view
    if view is None:
        return None
    bones = view.bones if view.bones is not None and not table.undealt else None
    closed = view.ends is not None and not view.can_draw
    return (view.boneyard + table.undealt, bones, view.can_draw, closed)


def scores_key(table: Painted) -> Hashable:
    """What the score panel shows: the target and the points of each seat or team."""
    view = table.view
    if view is None:
        return None
    names = tuple((s.name, s.colour, s.symbol) for s in table.seats)
    return (view.target, view.teams, view.players, tuple(view.scores), names)


def train_key(table: Painted) -> Hashable:
    """What the train at rest shows: its tile length and each tile shown, with its angle
    and centre (nothing while it slides: the table draws it every frame then)."""
    if table.view is None or paint.train_moving(table):
        return None
    layout, hidden = table.placed, table.hidden_train
    tiles = tuple((name, p.angle, round(p.cx), round(p.cy))
                  for name, p in zip(table.train, layout.placements[1:], strict=False)
                  if name not in hidden)
    return (layout.length, tiles)


FEW = 4  # past this many tiles come or gone, the whole train is drawn again


def train_changes(old: Any, new: Any) -> list[pygame.Rect] | None:
    """Where the trains of keys `old` and `new` differ: round each tile that came or went
    (None when the tiles changed size, or many changed)."""
    if old is MISSING or old is None or new is None or old[0] != new[0]:
        return None
    length, moved = new[0], set(old[1]) ^ set(new[1])
    if len(moved) > FEW:
        return None
    rects = []
    for _name, angle, cx, cy in moved:
        rect = pygame.Rect((0, 0), tile_size(length, angle))
        rect.center = (cx, cy)
        rects.append(paint.shadow_reach(rect))
    return rects


def seat_key(seat: int) -> Callable[[Painted], Hashable]:
    """What `seat`'s row shows: the viewer's pip count, or how many tiles (faces in the
    everything view) are in it."""
    def key(table: Painted) -> Hashable:
        view = table.view
        if view is None or table.between_rounds:
            return None
        if view.hand is not None and seat == view.seat:
            return ("pips", view.pips)
        faces = view.hands[seat] if view.hands is not None else None
        return (view.hand_counts[seat], table.incoming[seat], faces)
    return key


def parts(table: Painted) -> list[Part]:
    """The backdrop's parts, each in the region its pieces, shadows and words lie in."""
    geo, text = table.geo, table.ctx.text
    x, y, w, h = geo.boneyard
    closed = pygame.Rect((0, 0), text.size(paint.CLOSED, theme.TEXT_MIN))
    closed.midtop = (x + w // 2, y + h + 6)  # under the panel
    boneyard = pygame.Rect(geo.boneyard).union(closed)
    score = pygame.Rect(geo.score)
    # A train that fits keeps half a tile from the area's sides, so its shadows end short
    # of the panels beside it.
    train = _reach(geo.full_train)
    train = train.clip(pygame.Rect(boneyard.right, 0, score.x - boneyard.right, train.bottom))
    out = [
        Part("boneyard", boneyard, boneyard_key, lambda t, s, _r: paint.draw_boneyard(t, s)),
        Part("scores", score, scores_key, lambda t, s, _r: paint.draw_scores(t, s)),
        Part("train", train, train_key, lambda t, s, r: paint.draw_train(t, s, 1.0, r),
             train_changes),
    ]
    for seat in range(len(geo.seats)):
        x, y, _, _ = geo.seat_tiles(seat)
        # The viewer's seat says its pips instead, in a line that may be wider than the row.
        pips = pygame.Rect((x + 8, y + 8), text.size(paint.pips_line(888), theme.TEXT_MIN, True))
        region = _reach(geo.seat_tiles(seat)).union(pips)
        out.append(Part(f"seat {seat}", region, seat_key(seat),
                        lambda t, s, _r, seat=seat: paint.draw_seat(t, s, seat)))
    return out


class Backdrop:
    """The felt with the table's still panels (the base) and its parts drawn on, each drawn
    again only when what it shows changes."""

    def __init__(self) -> None:
        self.base_key: tuple | None = None
        self.base: pygame.Surface | None = None
        self.image: pygame.Surface | None = None
        self.parts: list[Part] = []
        self.keys: dict[str, Hashable] = {}
        self.redrawn: Counter[str] = Counter()  # how often each part was drawn (tests)
        self.restored: dict[str, list[pygame.Rect]] = {}  # where each was last drawn (tests)

    def compose(self, felt: pygame.Surface, table: Painted) -> pygame.Surface:
        """The backdrop for the table as it is now: a part whose key changed is drawn again."""
        key = (id(felt), table.ctx.text.scale, theme.LOOK.high_contrast)
        if self.base is None or self.image is None or key != self.base_key:
            self.base = felt.copy()
            paint.draw_still(table, self.base)
            self.image = self.base.copy()
            self.parts = parts(table)
            self.keys = {}
            self.base_key = key
        for part in self.parts:
            shows = part.key(table)
            if self.keys.get(part.name, MISSING) == shows:
                continue
            self._redraw(part, table, shows)
        return self.image

    def _redraw(self, part: Part, table: Painted, shows: Hashable) -> None:
        """Copy back from the base where `part` changed (its whole region unless it says
        where) and draw the part there again (unless it shows nothing now)."""
        assert self.image is not None and self.base is not None
        old = self.keys.get(part.name, MISSING)
        where = part.changes(old, shows) if part.changes is not None else None
        bounds = part.region.clip(self.image.get_rect())
        rects = [bounds] if where is None else [rect.clip(bounds) for rect in where]
        self.restored[part.name] = rects
        for rect in rects:
            self.image.blit(self.base, rect, rect)
            if shows is not None:
                # Whatever reaches into the rect, in drawing order: the whole table's pixels.
                self.image.set_clip(rect)
                try:
                    part.draw(table, self.image, rect)
                finally:
                    self.image.set_clip(None)
        self.keys[part.name] = shows
        self.redrawn[part.name] += 1
