"""What a frame drew where: each text (with the colour behind it, and the box it had to fit)
and each panel, noted while a check listens.

Drawing code notes what it draws (`TextCache.blit`, `text_box.draw`, `draw.panel` and the
tables' own areas through `note_panel`); nothing is kept unless a check called `listen`, so
a normal frame pays one test of `SHEET` per note. Tests listen while they draw a screen and
fail on text off its box, panels that overlap where the layout does not mean them to, or text
too faint against what is behind it.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import pygame

Colour = tuple[int, ...]


@dataclass
class DrawnText:
    """One text as drawn: its rect, the rect of its ink, its colour and the mean colour
    that was behind its ink before it was drawn."""

    words: str
    rect: pygame.Rect
    ink: pygame.Rect
    colour: Colour
    behind: Colour
    layer: str
    order: int


@dataclass
class DrawnBox:
    """A text box (game/engine/text_box.py): its rect and whether its text fitted it."""

    words: str
    rect: pygame.Rect
    fits: bool
    layer: str


@dataclass
class DrawnPanel:
    """A panel or an area of pieces. `over` says it is meant to lie over what is under it
    (a dialog on its layer, a tag across a plate's edge); `clear` that nothing else of its
    layer may touch it (advice that must hide nothing)."""

    rect: pygame.Rect
    name: str
    layer: str
    order: int
    over: bool = False
    clear: bool = False


@dataclass
class Sheet:
    """Everything noted on `screen` since `listen`, by layer (one per scene drawn)."""

    screen: pygame.Surface
    layer: str = ""
    texts: list[DrawnText] = field(default_factory=list)
    boxes: list[DrawnBox] = field(default_factory=list)
    panels: list[DrawnPanel] = field(default_factory=list)
    order: int = 0

    def next(self) -> int:
        """A number that orders the notes (what was drawn over what)."""
        self.order += 1
        return self.order


SHEET: Sheet | None = None
#: Whether a picture made while no check listens takes notes anyway, for a check that may
#: listen by the time it shows (`noting`). The tests' screen checks turn it on (conftest);
#: a game never reads notes, so its kept pictures do not pay for them (~0.05-0.2 ms a
#: frame where a move redraws parts: the ink and the colour behind every text).
KEEP_NOTES = False


def listen(screen: pygame.Surface) -> Sheet:
    """Start noting what is drawn on `screen`; the sheet it fills."""
    global SHEET
    SHEET = Sheet(screen)
    return SHEET


def stop() -> None:
    """Stop noting."""
    global SHEET
    SHEET = None


@contextmanager
def noting(image: pygame.Surface) -> Iterator[Sheet]:
    """Note what is drawn on `image` (a picture made once and shown in later frames) on a
    sheet of its own, while a check listens or KEEP_NOTES is on (else the sheet stays
    empty); `replay` notes it where it shows."""
    global SHEET
    sheet = Sheet(image)
    outer, SHEET = SHEET, sheet if KEEP_NOTES or SHEET is not None else None
    try:
        yield sheet
    finally:
        SHEET = outer


def replay(surface: pygame.Surface, notes: Sheet, at: tuple[int, int] = (0, 0)) -> None:
    """Note on `surface` what `notes` (from `noting`) saw drawn on an image now shown with
    its top left at `at`: what a check would have seen had it been drawn there this frame."""
    sheet = SHEET
    if sheet is None or surface is not sheet.screen:
        return
    for note in sorted([*notes.texts, *notes.panels], key=lambda n: n.order):
        if isinstance(note, DrawnText):
            sheet.texts.append(replace(note, rect=note.rect.move(at), ink=note.ink.move(at),
                                       layer=sheet.layer, order=sheet.next()))
        else:
            sheet.panels.append(replace(note, rect=note.rect.move(at), layer=sheet.layer,
                                        order=sheet.next()))
    sheet.boxes += [replace(box, rect=box.rect.move(at), layer=sheet.layer)
                    for box in notes.boxes]


def layer(name: str) -> None:
    """What is drawn from now on belongs to layer `name` (a scene of the stack)."""
    if SHEET is not None:
        SHEET.layer = name


def note_text(surface: pygame.Surface, words: str, image: pygame.Surface, rect: pygame.Rect,
              colour: Colour) -> None:
    """Text `image` of `words` is about to be drawn at `rect` on `surface`."""
    sheet = SHEET
    if sheet is None or surface is not sheet.screen or not words.strip():
        return
    ink = image.get_bounding_rect().move(rect.topleft)
    seen = ink.clip(surface.get_rect())
    behind = tuple(pygame.transform.average_color(surface, seen)[:3]) if seen.w and seen.h \
        else (0, 0, 0)
    sheet.texts.append(DrawnText(words, pygame.Rect(rect), ink, tuple(colour[:3]), behind,
                                 sheet.layer, sheet.next()))


def note_box(surface: pygame.Surface, words: str, rect: pygame.Rect, fits: bool) -> None:
    """A text box at `rect` was drawn; `fits` False when its text did not fit even at the
    smallest size."""
    sheet = SHEET
    if sheet is not None and surface is sheet.screen:
        sheet.boxes.append(DrawnBox(words, pygame.Rect(rect), fits, sheet.layer))


def note_panel(surface: pygame.Surface, rect: pygame.Rect | tuple, name: str = "panel",
               over: bool = False, clear: bool = False) -> None:
    """A panel (or an area of pieces) named `name` was drawn at `rect` on `surface`."""
    sheet = SHEET
    if sheet is not None and surface is sheet.screen:
        sheet.panels.append(DrawnPanel(pygame.Rect(rect), name, sheet.layer, sheet.next(),
                                       over, clear))
