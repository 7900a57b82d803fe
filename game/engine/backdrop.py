"""A backdrop: the still parts of a table drawn once onto a copy of the felt, each part drawn
again only when what it shows changes.

A table hands `Backdrop.compose` its parts, bottom layer first, each with a key (exactly what
it shows), the area it paints in (its drawing is clipped there) and how to draw it. When a
part's key or area changes, it and every part crossing its old or new area (and so on) are
drawn again, whole and in order, on their areas restored from the felt: the image always
equals every part drawn afresh on the felt, at the cost of the parts near a change only.
What each part noted for the screen check (game/engine/drawn.py) is kept with it and noted
again where the backdrop shows (`replay`).
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.engine import drawn


@dataclass(frozen=True, slots=True)
class Part:
    """One still part: `key` says what it shows, `area` bounds what `draw` paints."""

    name: str
    key: Hashable
    area: pygame.Rect
    draw: Callable[[pygame.Surface], None]


class Backdrop:
    """The felt with still parts drawn on, kept between frames."""

    def __init__(self) -> None:
        self.image: pygame.Surface | None = None
        self._felt: pygame.Surface | None = None
        self._shown: dict[str, tuple[Hashable, tuple[int, int, int, int]]] = {}
        self._notes: dict[str, drawn.Sheet] = {}
        self.drawn_parts = 0  # how many parts were drawn so far (tests)

    def compose(self, felt: pygame.Surface, parts: Sequence[Part]) -> pygame.Surface:
        """The felt with `parts` drawn on; only what changed since the last call is drawn."""
        if self.image is None or felt is not self._felt or self.image.get_size() != felt.get_size():
            self.image, self._felt = felt.copy(), felt
            self._shown, self._notes = {}, {}
            for part in parts:
                self._draw_whole(part)
            return self.image
        changed = {p.name for p in parts if self._shown.get(p.name) != (p.key, tuple(p.area))}
        gone = set(self._shown) - {p.name for p in parts}
        if not changed and not gone:
            return self.image
        dirty = [pygame.Rect(self._shown[name][1]) for name in changed | gone
                 if name in self._shown]
        redrawn = crossing(parts, changed, dirty)
        for name in gone:
            del self._shown[name]
            self._notes.pop(name, None)
        for part in parts:
            if part.name in redrawn:
                dirty.append(part.area)
        for rect in dirty:
            self.image.blit(felt, rect, rect)
        for part in parts:
            if part.name in redrawn:
                self._draw_whole(part)
        self._notes = {p.name: self._notes[p.name] for p in parts if p.name in self._notes}
        return self.image

    def _draw_whole(self, part: Part) -> None:
        """Draw `part` in its whole area, keeping what it notes."""
        assert self.image is not None
        self.image.set_clip(part.area)
        with drawn.noting(self.image) as notes:
            part.draw(self.image)
        self.image.set_clip(None)
        self._notes[part.name] = notes
        self._shown[part.name] = (part.key, tuple(part.area))
        self.drawn_parts += 1

    def replay(self, surface: pygame.Surface) -> None:
        """Note what the parts drew, in order, as if drawn on `surface` now (the screen
        check)."""
        for notes in self._notes.values():
            drawn.replay(surface, notes)


def crossing(parts: Sequence[Part], changed: set[str], dirty: list[pygame.Rect]) -> set[str]:
    """The parts to draw again: the `changed` ones, and every part whose area crosses a
    `dirty` area or the area of one drawn again. A part is only ever drawn whole on its
    area restored, never in pieces: text in high contrast takes its colour from what is
    behind it (game/engine/text.py), which must be what a fresh drawing would see."""
    redrawn = set(changed)
    areas = [*dirty, *(p.area for p in parts if p.name in changed)]
    while areas:
        area = areas.pop()
        for part in parts:
            if part.name not in redrawn and part.area.colliderect(area):
                redrawn.add(part.name)
                areas.append(part.area)
    return redrawn
