"""The rules help page draws whole lines only, at every scroll of every game, and never leaves a
heading at the foot of the column without its text."""
from __future__ import annotations

import pytest

from game.engine.context import make_test_context
from game.registry import SLUGS as ORDER
from scenes.screens.help import BODY, HEAD, LINE, SCROLL_STEP, HelpScene


@pytest.mark.parametrize("slug", ORDER)
def test_every_drawn_line_is_whole_and_every_heading_has_text_under_it(slug):
    scene = HelpScene(make_test_context(), slug)
    seen: set[str] = set()
    for scroll in range(0, scene.max_scroll() + SCROLL_STEP, SCROLL_STEP):
        scene.scroll = min(scroll, scene.max_scroll())
        placed = scene.placed_lines()
        assert placed, "something is always shown"
        for line, heading, top in placed:
            assert BODY.top <= top and top + (HEAD if heading else LINE) <= BODY.bottom, line
            seen.add(line)
        assert not placed[-1].heading, "a heading at the bottom without its first line"
    assert seen == {line.text for line in scene.lines()}, "scrolling through shows every line"


@pytest.mark.parametrize("slug", ORDER)
def test_each_game_lists_its_own_controls_within_the_screen_on_every_device(slug):
    from game.engine import theme
    from game.engine.prompts import Family, glyphs_in
    from game.registry import descriptor

    text = make_test_context().text
    line = descriptor(slug).help.controls
    for family in Family:
        text.family = family
        assert text.size(line, theme.TEXT_MIN)[0] <= theme.SCREEN_SIZE[0] - 80, (family, line)
    shown = [g.words for g in glyphs_in(line, Family.XBOX)]
    assert "X" in shown and "Menu" in shown, "pass and pause, as the pad's own buttons"
    assert ("draw" in line) == (slug == "dominoes") and ("flip" in line) == (slug == "pass")
