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
def test_each_game_lists_its_own_keys_within_the_screen(slug):
    from game.engine import theme
    from game.registry import descriptor

    text = make_test_context().text
    page = descriptor(slug).help
    pad, keys = page.pad_keys, page.other_keys
    assert pad.startswith("Pad:") and keys.startswith("Keys:") and "X pass" in pad
    for line in (pad, keys):
        assert text.size(line, theme.TEXT_MIN)[0] <= theme.SCREEN_SIZE[0] - 80, line
    assert ("draw" in pad) == (slug == "dominoes") and ("flip" in pad) == (slug == "pass")
