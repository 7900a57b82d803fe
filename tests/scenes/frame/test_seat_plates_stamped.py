"""The frame's plates, banner and corner buttons are drawn once per look and kept
(draw.stamp): the picture equals drawing them afresh, over whatever is under them, and what
they note for the screen check lands where they show."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import draw, drawn, theme
from game.engine.context import make_test_context
from scenes.frame import seat_plates as plates
from scenes.frame.game_table import SeatInfo

INFO = SeatInfo(2, "Maximilian", theme.SEAT_COLOURS[2], theme.SEAT_SYMBOLS[2], "normal")
#: Where plates go at 7 seats, and elsewhere: a symbol's edge pixels follow the fractions of
#: its points, which its place changes.
PLACES = [(20, 866), (1560, 300), (1488, 20), (301, 217)]


def under() -> pygame.Surface:
    """Something busy to draw over, so a corner left opaque would show."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for x in range(0, theme.SCREEN_SIZE[0], 6):
        pygame.draw.line(surface, (x % 200, 90, 255 - x % 160), (x, 0), (x, 1080), 3)
    return surface


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("contrast", [False, True])
def test_a_kept_plate_is_the_plate_drawn_afresh(large: bool, contrast: bool) -> None:
    ctx = make_test_context(large_text=large, high_contrast=contrast)
    try:
        for acting, status in ((False, ""), (True, ""), (True, "7 tiles")):
            kept, fresh = under(), under()
            seats = range(len(theme.SEAT_SYMBOLS))
            for seat, place, _ in itertools.product(seats, PLACES, "ab"):  # made, then kept
                info = SeatInfo(seat, f"Seat {seat}", theme.SEAT_COLOURS[seat],
                                theme.SEAT_SYMBOLS[seat], "normal")
                rect = pygame.Rect(place, (340, plates.PLATE_H + (plates.STATUS_H if status
                                                                 else 0)))
                plates.draw_plate(ctx, kept, info, rect, acting, status)
                plates._paint_plate(ctx, fresh, info, rect, acting, status)
            assert pixels(kept) == pixels(fresh), (acting, status)
    finally:
        theme.LOOK.high_contrast = False


def test_the_banner_and_corner_buttons_are_the_same_kept_or_afresh() -> None:
    ctx = make_test_context()
    kept, fresh = under(), under()
    for surface in (kept, fresh):
        plates.draw_banner(ctx, surface, ("Maximilian's turn", theme.SEAT_COLOURS[2]))
        plates.draw_message(ctx, surface, "You cannot pass with no chips")
    plates.draw_pause_button(kept, True)
    plates.draw_undo_button(kept, False, False)
    plates._paint_pause(fresh.subsurface(plates.PAUSE_BUTTON), True)
    plates._paint_undo(fresh.subsurface(plates.UNDO_BUTTON), False, False)
    assert pixels(kept) == pixels(fresh)
    draw.stamp(kept, ("pause", True), plates.PAUSE_BUTTON, lambda image: image.fill((0, 0, 0)))
    assert pixels(kept) == pixels(fresh)  # the kept image, not a new drawing


def test_a_stamp_is_drawn_once_per_key() -> None:
    calls: list[str] = []
    surface = pygame.Surface((200, 100))

    def paint(words: str):
        return lambda image: calls.append(words) or pygame.draw.rect(image, (9, 9, 9),
                                                                      (0, 0, 20, 20))
    for _ in range(3):
        draw.stamp(surface, ("test stamp", "a"), (10, 10, 40, 40), paint("a"))
    draw.stamp(surface, ("test stamp", "b"), (60, 10, 40, 40), paint("b"))
    assert calls == ["a", "b"]
    assert surface.get_at((15, 15))[:3] == (9, 9, 9)
    assert surface.get_at((45, 45))[:3] == (0, 0, 0)  # left clear: what was under it


def test_what_a_plate_notes_lands_where_it_shows() -> None:
    ctx = make_test_context()
    rect = pygame.Rect(500, 300, 380, plates.PLATE_H)
    screen = pygame.Surface(theme.SCREEN_SIZE)
    for _ in range(2):
        sheet = drawn.listen(screen)
        try:
            plates.draw_plate(ctx, screen, INFO, rect, True)
        finally:
            drawn.stop()
        words = {t.words: t for t in sheet.texts}
        assert {"TURN", "Maximilian"} <= set(words)
        parts = plates.plate_parts(ctx.text, INFO, rect, True)
        assert words["Maximilian"].rect.topleft == parts.name_rect.topleft
        assert rect.contains(words["TURN"].ink)


def test_kept_stamps_stay_within_their_memory_bound() -> None:
    """An evening of names and looks never grows the kept stamps past their bound; the most
    recent stay kept (drawn once), the oldest are drawn again when they come back."""
    surface = pygame.Surface((600, 200))
    calls: list[int] = []
    for n in range(200):  # 200 plates of ~0.23 MB: well past the 16 MB bound
        draw.stamp(surface, ("bound test", n), (0, 0, 500, 120),
                   lambda image, n=n: calls.append(n))
    assert draw._STAMPS.bytes <= draw._STAMPS.max_bytes
    assert len(draw._STAMPS) < 200
    draw.stamp(surface, ("bound test", 199), (0, 0, 500, 120), lambda image: calls.append(-1))
    assert calls[-1] == 199  # the latest was kept: not drawn again
    draw.stamp(surface, ("bound test", 0), (0, 0, 500, 120), lambda image: calls.append(-2))
    assert calls[-1] == -2  # the oldest went: drawn again
