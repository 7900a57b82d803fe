"""The PASS table's still layer: the backdrop with the pieces that did not change drawn on,
kept from frame to frame, so a frame blits one picture instead of drawing every piece.

The table is painted as a list of `Part`s in drawing order (paint.py): each with a key
that says everything its picture depends on (None while it moves: drawn every frame), the
rectangle it may draw in, and how to draw it. The layer holds the parts up to the first
moving one; the frame draws the rest over it. When parts change, the layer puts the
backdrop back where their old pictures were, draws them anew, and draws again every part
whose picture the backdrop put back or a new picture would cover, in order: each pixel is
then what drawing every part afresh onto the backdrop would give. While a check listens
(game/engine/drawn.py), what each part noted is kept with it and noted again each frame it
shows; a layer drawn while none listened is drawn again, noted, when one starts.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import NamedTuple

import pygame

from game.engine import drawn


class Part(NamedTuple):
    """One piece of the table as painted: `key` (None: it moves, draw it every frame),
    where it may draw (`region`, asked only when it is drawn into the layer) and how."""

    name: str
    key: Hashable | None
    region: Callable[[], pygame.Rect]
    paint: Callable[[pygame.Surface], None]


class Kept(NamedTuple):
    """A part as the layer holds it: its key, the rectangle it drew in and its notes (None
    if no check listened when it was drawn)."""

    name: str
    key: Hashable
    region: pygame.Rect
    notes: drawn.Sheet | None


class StillLayer:
    """The backdrop with the still parts drawn on, brought up to date part by part."""

    def __init__(self) -> None:
        self.base: pygame.Surface | None = None  # the backdrop the layer was made from
        self.image: pygame.Surface | None = None
        self.kept: list[Kept] = []
        self.drawn: list[str] = []  # the parts the last update drew (tests look)

    def update(self, base: pygame.Surface, parts: list[Part]) -> int:
        """Bring the layer up to date with `parts` over `base`; how many of the parts (from
        the first) it holds. A new `base` starts the layer afresh."""
        still = []
        for part in parts:
            if part.key is None:
                break
            still.append(part)
        if base is not self.base or self.image is None:
            self.base, self.image, self.kept = base, base.copy(), []
        elif drawn.SHEET is not None and any(k.notes is None for k in self.kept):
            self.image, self.kept = base.copy(), []  # a check listens now: draw all, noting
        old = {k.name: k for k in self.kept}
        changed = [p for p in still if p.name not in old or old[p.name].key != p.key]
        names = {p.name for p in still}
        gone = [k for k in self.kept if k.name not in names]
        self.drawn = []
        if changed or gone:
            self._redraw(self.image, base, still, changed, gone)
        return len(still)

    def _redraw(self, image: pygame.Surface, base: pygame.Surface, still: list[Part],
                changed: list[Part], gone: list[Kept]) -> None:
        """Take away the old pictures of the parts that changed or went, and draw the changed
        parts anew over what lies under them. Where the backdrop is put back, every part
        drawing there is drawn again in order (its whole picture: the backdrop is put back
        under all of it too); a part drawn over a changed one is drawn again over its new
        picture the same way."""
        old = {k.name: k for k in self.kept}
        redo = {p.name for p in changed}
        regions = {p.name: p.region() if p.name in redo else old[p.name].region for p in still}
        dirty = [k.region for k in gone] + [old[p.name].region for p in changed if p.name in old]
        new = {p.name for p in changed}
        for i, p in enumerate(still):
            if p.name not in new:
                continue
            for over in still[i + 1:]:
                if over.name not in redo and regions[over.name].colliderect(regions[p.name]):
                    redo.add(over.name)
                    dirty.append(regions[over.name])
        grown = True
        while grown:  # the parts drawing where the backdrop is put back are drawn again
            grown = False
            for p in still:
                if p.name not in redo and regions[p.name].collidelist(dirty) >= 0:
                    redo.add(p.name)
                    dirty.append(regions[p.name])
                    grown = True
        for rect in dirty:
            image.blit(base, rect, rect)
        self.kept = []
        for p in still:
            if p.name in redo:
                notes = None
                if drawn.SHEET is None:  # no check listens: nothing to note
                    p.paint(image)
                else:
                    with drawn.noting(image) as notes:
                        p.paint(image)
                self.drawn.append(p.name)
                self.kept.append(Kept(p.name, p.key, regions[p.name], notes))
            else:
                self.kept.append(old[p.name])

    def replay(self, surface: pygame.Surface, count: int) -> None:
        """Note on `surface` what the first `count` parts noted (the layer shows there)."""
        for k in self.kept[:count]:
            if k.notes is not None:
                drawn.replay(surface, k.notes)
