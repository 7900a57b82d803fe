"""Text boxes (game/engine/text_box.py) wrap, then shrink to the readable floor, and never cut
a word; the dialogs, the menu's title and Take or Pass card faces keep their words whole and
apart at large text."""
from __future__ import annotations

import pygame
import pytest

from game.engine import drawn, text_box, theme
from game.engine.context import make_test_context
from game.engine.scene import Scene
from game.engine.screen import ConfirmOverlay
from game.engine.text import TextCache
from game.engine.text_box import Para

pygame.display.init()
WORDS = ("A guided deal teaches it by playing, one move at a time, with a pad, the keys or the "
         "mouse. It takes two minutes, and you can leave it, carry on later, or replay it.")


def cache(large: bool = False) -> TextCache:
    text = TextCache()
    text.set_large(large)
    return text


def words_of(laid: text_box.Laid) -> str:
    return " ".join(row.words for row in laid.rows)


def test_a_long_paragraph_wraps_to_the_width_and_keeps_every_word() -> None:
    text = cache()
    laid = text_box.lay_out(text, [Para(WORDS)], 600)
    assert len(laid.rows) > 1 and laid.fits
    assert words_of(laid) == WORDS
    assert all(text.size(r.words, r.size)[0] <= 600 for r in laid.rows)
    assert {r.size for r in laid.rows} == {theme.TEXT_BODY}, "room enough: no shrinking"


def test_a_short_box_shrinks_the_text_until_it_fits() -> None:
    text = cache()
    roomy = text_box.lay_out(text, [Para(WORDS)], 600)
    short = text_box.lay_out(text, [Para(WORDS)], 600, roomy.height - 60)
    assert short.fits and short.height <= roomy.height - 60
    assert all(r.size < theme.TEXT_BODY for r in short.rows)
    assert words_of(short) == WORDS


def test_what_cannot_fit_stays_whole_at_the_floor_and_says_so() -> None:
    text = cache(large=True)
    laid = text_box.lay_out(text, [Para(WORDS, theme.TEXT_LARGE)], 400, 60)
    assert not laid.fits
    assert words_of(laid) == WORDS, "nothing is cut"
    assert all(text.clamp(r.size) == theme.TEXT_MIN for r in laid.rows), "the floor, not below"


def test_large_text_wraps_sooner_and_shrinks_only_as_far_as_it_must() -> None:
    normal = text_box.lay_out(cache(), [Para(WORDS)], 700, 400)
    large_text = cache(large=True)
    large = text_box.lay_out(large_text, [Para(WORDS)], 700, 400)
    assert large.fits and len(large.rows) > len(normal.rows)
    assert large_text.clamp(large.rows[0].size) > theme.TEXT_BODY, "still larger than normal"


def test_drawing_a_box_notes_whether_it_fitted() -> None:
    text = cache()
    surface = pygame.Surface(theme.SCREEN_SIZE)
    sheet = drawn.listen(surface)
    try:
        text_box.draw(surface, text, [Para(WORDS)], pygame.Rect(100, 100, 600, 400))
        text_box.draw(surface, text, [Para(WORDS)], pygame.Rect(100, 600, 300, 40))
    finally:
        drawn.stop()
    assert [b.fits for b in sheet.boxes] == [True, False]
    first = [t for t in sheet.texts if t.ink.y < 600]
    assert " ".join(t.words for t in first) == WORDS
    assert all(pygame.Rect(100, 100, 600, 400).contains(t.ink) for t in first)


class Table(Scene):
    """Stands in for the scene under a dialog."""


def drawn_by(scene: Scene) -> drawn.Sheet:
    """What `scene` drew on a fresh screen."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    sheet = drawn.listen(surface)
    try:
        scene.draw(surface, 1.0)
    finally:
        drawn.stop()
    return sheet


@pytest.mark.parametrize("large", [False, True])
def test_the_first_time_dialog_shows_every_word_inside_its_panel(large: bool) -> None:
    from scenes.screens.lesson_offer import LessonOffer

    ctx = make_test_context(large_text=large)
    ctx.stack.push(Table())
    offer = LessonOffer(ctx, "take-or-pass", "Take or Pass")
    ctx.stack.push(offer)
    sheet = drawn_by(offer)
    assert all(b.fits for b in sheet.boxes)
    body = " ".join(t.words for t in sheet.texts if t.words not in (offer.heading, offer.HINT))
    assert " ".join(offer.lines) in body
    panel = pygame.Rect(offer.PANEL)
    assert all(panel.contains(t.ink) for t in sheet.texts)
    buttons = [pygame.Rect(c.rect) for c in offer.focus.controls]
    for t in sheet.texts:
        if t.words not in ("Guided deal", "Just play"):
            assert not any(b.colliderect(t.ink) for b in buttons), f"{t.words!r} under a button"


def test_a_dialog_too_wordy_for_its_panel_is_noted_as_not_fitting() -> None:
    ctx = make_test_context(large_text=True)
    ctx.stack.push(Table())
    dialog = ConfirmOverlay(ctx, "Leave?", [WORDS] * 4, "Leave", lambda: None)
    ctx.stack.push(dialog)
    sheet = drawn_by(dialog)
    assert [b.fits for b in sheet.boxes if b.words.startswith("A guided")] == [False]


@pytest.mark.parametrize("large", [False, True])
def test_the_menu_title_and_subtitle_stand_apart_above_the_games(large: bool) -> None:
    from scenes.screens.menu import CARD_Y, MenuScene

    ctx = make_test_context(large_text=large)
    menu = MenuScene(ctx)
    ctx.stack.push(menu)
    sheet = drawn_by(menu)
    ink = {t.words: t.ink for t in sheet.texts}
    title, subtitle = ink["Passtime"], ink["Three passing games for one couch"]
    assert subtitle.top - title.bottom >= 12, "a clear gap between title and subtitle"
    assert subtitle.bottom < CARD_Y, "the subtitle ends above the game panels"


@pytest.mark.parametrize("large", [False, True])
def test_take_or_pass_values_fit_the_strip_an_overlapped_card_shows(large: bool) -> None:
    from game.art.take_or_pass import value_size
    from scenes.take_or_pass.card_art import CardArt
    from scenes.take_or_pass.parts import HAND_SIZES, SEAT_SIZES

    art = CardArt(cache(large))
    for size in (*HAND_SIZES, *SEAT_SIZES):
        pad = max(5, size.w // 14)
        # The widest value, as the face writes it, ends where the next card of a run begins.
        width = art._measure("35", value_size(size.h))[0]
        assert pad + width <= size.step_x + 2, f"{size}: '35' is {width} px"
