"""Card faces drawn ahead of need, in each frame's slack, so no frame draws many at once.

Drawing a PASS card face the first time costs ~0.1-0.3 ms (up to 1 ms for the first
faces, which also open fonts and render glyphs); a five-card set landing on the trick
needs ten in one frame (its faces at full size, and the set before it again at the
earlier sets' size): drawn on demand, those are the slowest frames of a deal. `FaceBaker`
draws the deck's faces at the trick's sizes beforehand, once the frame is shown (the
table's `after_present`, in the frame's slack, however many updates the frame ran), for up
to `BUDGET` of each frame (at least one face), so the deck's faces are ready in the first
frames, before the first sets land. It draws whether the table is idle or animating, and
first of all the faces needed next: a set just played at the earlier sets' size, the
viewer's hand at the fan's size (both sides: a flip shows the other one). Faces land in
card_art's cache, so what is shown is exactly what would have been drawn on demand.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from game.art.pass_game import START
from game.engine import theme
from scenes.pass_game import card_art

Face = tuple[str, bool, int, int]  # label, upgraded, width, height
BUDGET = 0.002  #: seconds of a frame's slack spent drawing faces ahead (60 Hz: 16.7 a frame)


def deck_faces(labels: Iterable[str], sizes: Iterable[tuple[int, int]]) -> list[Face]:
    """Every face of `labels` at each size: basic sides first (most sets show them), each
    side at every size before the next side; START only on its basic side."""
    labels = list(dict.fromkeys(labels))
    sizes = list(sizes)
    return [(label, up, w, h) for up in (False, True) for w, h in sizes for label in labels
            if not (up and label == START)]


class FaceBaker:
    """Faces waiting to be drawn into card_art's cache: the ones asked for, then the deck."""

    def __init__(self, labels: Iterable[str], sizes: Iterable[tuple[int, int]]) -> None:
        self.deck = deck_faces(labels, sizes)
        self.urgent: dict[Face, None] = {}  # in the order asked, each once
        self._next = 0  # the next deck face to look at
        self._edge = theme.edge_width(2)

    def want(self, cards: Iterable[tuple[str, bool]], size: tuple[int, int]) -> None:
        """Draw these (label, upgraded) faces at `size` before the rest of the deck."""
        for label, up in cards:
            if not (up and label == START):
                self.urgent[(label, up, *size)] = None

    @property
    def done(self) -> bool:
        """Nothing asked for is waiting and every deck face has been drawn once."""
        return not self.urgent and self._next >= len(self.deck)

    def step(self, budget: float | None = None,
             clock: Callable[[], float] = time.perf_counter) -> int:
        """Draw the next faces not yet in the cache (once a frame) until `budget` seconds
        (default `BUDGET`) have gone by, at least one; how many were drawn."""
        end = clock() + (BUDGET if budget is None else budget)
        drawn = 0
        while self.draw_next():
            drawn += 1
            if clock() >= end:
                break
        return drawn

    def draw_next(self) -> bool:
        """Draw the next face not yet in the cache; whether a face was drawn. A face already
        there costs a look-up, not a draw. High contrast thickens the faces' edges: a change
        of look starts the deck over."""
        edge = theme.edge_width(2)
        if edge != self._edge:
            self._edge, self._next = edge, 0
        while True:
            if self.urgent:
                face = next(iter(self.urgent))
                del self.urgent[face]
            elif self._next < len(self.deck):
                face = self.deck[self._next]
                self._next += 1
            else:
                return False
            if card_art.draw_face_ahead(*face):
                return True
