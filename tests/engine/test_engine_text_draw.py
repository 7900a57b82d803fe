"""Text cache (clamping, caching, bounds) and drawing helpers (symbols, buttons, felt)."""
from __future__ import annotations

import pygame
import pytest

from game.engine import draw, theme
from game.engine.layout import load_layout
from game.engine.text import TABLE_FONTS, TextCache

pygame.display.init()


def test_text_is_cached_and_never_below_the_couch_minimum() -> None:
    text = TextCache(max_entries=3)
    tiny = text.render("Hello", 8)
    assert tiny.get_height() == text.render("Hello", theme.TEXT_MIN).get_height()
    assert text.render("Hello", 8) is tiny and text.hits == 2
    for word in ("a", "b", "c", "d"):
        text.render(word, 30)
    assert len(text) == 3  # bounded


def test_text_cache_is_bounded_by_memory_too() -> None:
    text = TextCache(max_bytes=1_000_000)
    for i in range(40):  # long lines at a large size: ~250 KB each
        text.render(f"{i} a long line of the log that takes a lot of pixels", 48)
    assert 2 <= len(text) < 10 and text.bytes <= 1_000_000
    newest = text.render("39 a long line of the log that takes a lot of pixels", 48)
    assert text.hits == 1 and newest.get_width() > 800  # the newest is still cached


def test_fit_and_wrap() -> None:
    text = TextCache()
    long = "The Passing Game is a long name"
    size = text.fit(long, 72, 500, bold=True)
    assert theme.TEXT_MIN <= size < 72
    assert size == theme.TEXT_MIN or text.size(long, size, bold=True)[0] <= 500
    lines = text.wrap("one two three four five six seven eight", 32, 200)
    assert len(lines) > 1 and all(text.size(x, 32)[0] <= 200 for x in lines if " " in x)


@pytest.mark.parametrize("symbol", theme.SEAT_SYMBOLS)
def test_every_seat_symbol_draws_in_its_colour(symbol: str) -> None:
    surface = pygame.Surface((100, 100))
    rect = draw.draw_seat_symbol(surface, symbol, (50, 50), 60, (230, 159, 0))
    assert rect.w > 30 and rect.h > 30
    assert surface.get_at((50, 52))[:3] == (230, 159, 0)


def test_unknown_symbol_is_refused() -> None:
    with pytest.raises(ValueError, match="seat symbol"):
        draw.draw_seat_symbol(pygame.Surface((10, 10)), "moon", (5, 5), 8, (1, 2, 3))


def test_button_looks_differ_by_state() -> None:
    text = TextCache()
    looks = []
    for focused, enabled in ((False, True), (True, True), (False, False)):
        surface = pygame.Surface((400, 200))
        draw.button(surface, text, (50, 50, 300, 100), "Go", focused=focused, enabled=enabled)
        looks.append(surface.get_at((70, 60))[:3])
    assert len(set(looks)) == 3


def test_felt_surface_is_screen_sized_and_felt_coloured() -> None:
    felt = draw.felt_surface(load_layout("dominoes", 2))
    assert felt.get_size() == theme.SCREEN_SIZE
    r, g, b = felt.get_at((960, 540))[:3]
    assert g > r and g > b  # green in the middle of the table


def test_felt_rim_is_darker_than_the_middle() -> None:
    felt = draw.felt_surface(load_layout("pass", 2))
    middle = sum(felt.get_at((960, 540))[:3])
    assert sum(felt.get_at((4, 4))[:3]) < middle and sum(felt.get_at((1915, 1075))[:3]) < middle


def test_high_contrast_felt_is_darker() -> None:
    from game.engine import theme

    layout = load_layout("pass", 2)
    normal = sum(draw.felt_surface(layout).get_at((960, 540))[:3])
    theme.LOOK.high_contrast = True
    try:
        dark = sum(draw.felt_surface(layout).get_at((960, 540))[:3])
    finally:
        theme.LOOK.high_contrast = False
    assert dark < normal * 0.7


def test_warm_tables_draws_each_games_felt_once_before_any_frame() -> None:
    from game.engine.context import make_test_context

    draw._FELT_CACHE.clear()
    ctx = make_test_context()
    ctx.warm_tables([("take-or-pass", 3), ("dominoes", 2), ("dominoes", 4)])
    assert {slug for slug, _, _ in draw._FELT_CACHE} == {"take-or-pass", "dominoes"}
    warmed = draw._FELT_CACHE[("dominoes", len(ctx.layout("dominoes", 3).felt), False)]
    # every player count shares the game's felt: the table's first draw finds it ready
    assert draw.felt_surface(ctx.layout("dominoes", 3)) is warmed
    assert ctx.layout_loaded("dominoes", 4)  # layouts for every player count loaded too
    assert ctx.text.opened() == {(ctx.text.clamp(size), bold) for size, bold in TABLE_FONTS}


def test_warm_opens_each_font_once_at_the_size_it_draws_and_keeps_nothing_drawn() -> None:
    text = TextCache()
    text.warm([(8, False), (theme.TEXT_BODY, True)])
    assert text.opened() == {(theme.TEXT_MIN, False), (theme.TEXT_BODY, True)}
    assert len(text) == 0 and text.bytes == 0  # nothing rendered is kept
    body = text.font(theme.TEXT_BODY, True)
    text.warm([(theme.TEXT_BODY, True)], glyphs="")
    assert text.font(theme.TEXT_BODY, True) is body  # an open font is not opened again
    text.set_large(True)
    text.warm([(theme.TEXT_BODY, True)])
    assert (text.clamp(theme.TEXT_BODY), True) in text.opened()  # large text: its own size
    assert text.clamp(theme.TEXT_BODY) != theme.TEXT_BODY


@pytest.mark.parametrize("colour", [draw.PANEL, draw.PANEL_SOLID, (40, 60, 200)])
def test_a_panel_looks_the_same_drawn_from_its_one_cached_layer(colour: tuple) -> None:
    # The panel is one premultiplied layer; it must match drawing shadow, body and border
    # one after the other onto the table (the way it used to be drawn every frame).
    composed, by_steps = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    for target in (composed, by_steps):
        target.fill((30, 110, 70))
    rect = pygame.Rect(50, 40, 260, 180)
    draw.panel(composed, rect, colour)
    draw.shade(by_steps, rect.move(6, 8), theme.SHADOW, draw.RADIUS)
    if len(colour) == 4:
        draw.shade(by_steps, rect, colour, draw.RADIUS)
    else:
        pygame.draw.rect(by_steps, colour, rect, border_radius=draw.RADIUS)
    pygame.draw.rect(by_steps, draw.PANEL_BORDER, rect, width=2, border_radius=draw.RADIUS)
    for point in ((150, 120), (52, 100), (313, 222), (rect.right + 3, 150), (20, 20), (51, 41)):
        a, b = composed.get_at(point), by_steps.get_at(point)
        assert all(abs(x - y) <= 2 for x, y in zip(a[:3], b[:3], strict=True)), (point, a, b)
    assert draw.panel(composed, rect, colour) == rect  # drawn again from the cache


def test_translucent_layers_are_bounded_by_memory() -> None:
    surface = pygame.Surface((1920, 1080))
    for i in range(40):  # forty screen-sized layers would hold over 300 MB
        draw.shade(surface, (0, 0, 1920 - i, 1080), (0, 0, 0, 100))
    assert draw._ALPHA_CACHE.bytes <= draw._ALPHA_CACHE.max_bytes
    assert ((1920 - 39, 1080), (0, 0, 0, 100), 0) in draw._ALPHA_CACHE  # the newest stays


def test_surface_cache_drops_the_least_recently_used_first() -> None:
    cache = draw.SurfaceCache(max_bytes=3 * 100 * 100 * 4)
    made: list[str] = []

    def make(name: str) -> pygame.Surface:
        made.append(name)
        return pygame.Surface((100, 100), pygame.SRCALPHA)

    first = cache.get("a", lambda: make("a"))
    cache.get("b", lambda: make("b"))
    cache.get("c", lambda: make("c"))
    assert cache.get("a", lambda: make("a")) is first  # a hit: "a" is now the newest
    cache.get("d", lambda: make("d"))  # over the bound: "b", the least recently used, goes
    assert "b" not in cache and "a" in cache and len(cache) == 3
    assert made == ["a", "b", "c", "d"] and cache.bytes == 3 * 100 * 100 * 4
