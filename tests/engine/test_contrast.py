"""WCAG contrast (game/engine/contrast.py), the text styles' ratios (game/engine/text_styles.py)
and high contrast's legible text: every style at AA or better, as drawn."""
from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import contrast, draw, drawn, text_styles, theme
from game.engine.text import TextCache

WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def test_ratios_are_wcags() -> None:
    assert contrast.ratio(WHITE, BLACK) == pytest.approx(21.0)
    assert contrast.ratio(theme.FELT, theme.FELT) == pytest.approx(1.0)
    assert contrast.ratio(WHITE, theme.FELT) == contrast.ratio(theme.FELT, WHITE)
    # WCAG's own example: #767676 is the lightest grey that passes AA on white.
    assert contrast.ratio((0x76, 0x76, 0x76), WHITE) == pytest.approx(4.54, abs=0.01)
    assert contrast.ratio((0x77, 0x77, 0x77), WHITE) < contrast.AA


def test_over_composes_a_translucent_panel_on_what_is_under_it() -> None:
    assert contrast.over((0, 0, 0, 0), theme.FELT) == theme.FELT
    assert contrast.over((0, 0, 0), theme.FELT) == (0, 0, 0)
    assert contrast.over((255, 255, 255, 128), (0, 0, 0)) == (128, 128, 128)


@pytest.mark.parametrize("behind", [theme.FELT, theme.FELT_DARK, draw.BUTTON_FOCUS,
                                    theme.PAPER, (128, 128, 128), theme.CARD_YELLOW])
@pytest.mark.parametrize("colour", [*theme.SEAT_COLOURS, theme.TEXT_DIM, theme.DANGER])
def test_legible_reaches_the_target_moving_away_from_the_background(
        colour: tuple[int, int, int], behind: tuple[int, int, int]) -> None:
    made = contrast.legible(colour, behind)
    assert contrast.ratio(made, behind) >= contrast.AA
    if contrast.ratio(colour, behind) >= contrast.TARGET:
        assert made == colour, "a legible colour is left as it is"
    else:
        lighter = contrast.luminance(made) > contrast.luminance(colour)
        assert lighter == (contrast.luminance(behind) < 0.18), "away from the background"


def test_every_text_style_meets_aa_in_high_contrast() -> None:
    low = [s.name for s in text_styles.STYLES if text_styles.ratio(s, True) < contrast.AA]
    assert not low
    # High contrast changes something: the felt is darker and faint styles get brighter.
    assert text_styles.felt(True) != text_styles.felt(False)
    faint = [s for s in text_styles.STYLES if text_styles.ratio(s, False) < contrast.AA]
    assert faint and all(text_styles.drawn(s, True) != s.colour for s in faint)


@pytest.mark.parametrize("high", [False, True])
def test_text_is_drawn_legible_against_the_pixels_behind_it_in_high_contrast(high: bool) -> None:
    blue = theme.SEAT_COLOURS[4]  # 2.8:1 on a dark panel
    surface = pygame.Surface((400, 100))
    surface.fill(draw.PANEL_SOLID[:3])
    text = TextCache()
    theme.LOOK.high_contrast = high
    sheet = drawn.listen(surface)
    try:
        text.blit(surface, "Player 5", theme.TEXT_BODY, (10, 10), blue, bold=True)
    finally:
        drawn.stop()
        theme.LOOK.high_contrast = False
    [seen] = sheet.texts
    assert seen.behind == draw.PANEL_SOLID[:3]
    ratio = contrast.ratio(seen.colour, seen.behind)
    assert (ratio >= contrast.AA) == high, f"{ratio:.2f}:1"


def test_backgrounds_a_shade_apart_draw_one_colour_and_render_it_once() -> None:
    blue = theme.SEAT_COLOURS[4]  # moved in high contrast on a dark panel
    text = TextCache()
    theme.LOOK.high_contrast = True
    try:
        for shade in range(contrast.SHADE):  # a felt's mean moving as cards slide over it
            surface = pygame.Surface((400, 100))
            surface.fill((40 + shade, 56 + shade, 48 + shade))
            text.blit(surface, "Player 5", theme.TEXT_BODY, (10, 10), blue, bold=True)
    finally:
        theme.LOOK.high_contrast = False
    assert text.misses == 1 and len(text) == 1


channel = st.integers(0, 255)
rgb = st.tuples(channel, channel, channel)


@settings(max_examples=400, deadline=None)
@given(colour=rgb, behind=rgb)
def test_reading_the_background_to_a_shade_never_costs_legibility(colour, behind) -> None:
    made = contrast.legible_over(colour, behind)
    exact = contrast.legible(colour, behind)
    assert contrast.ratio(made, behind) >= min(contrast.AA, contrast.ratio(exact, behind))
