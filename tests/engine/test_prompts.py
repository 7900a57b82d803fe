"""The controls vocabulary: every token has a glyph on every device family, keyboard glyphs
name keys that really do the action, pads get the glyphs of the type SDL reports for them
(SDL virtual joysticks with Xbox, PlayStation and Nintendo ids), and prompts follow the
device that last acted."""
from __future__ import annotations

import pygame
import pytest
from virtual_pads import NINTENDO, PLAYSTATION, XBOX, VirtualPad

from game.engine import app
from game.engine.context import make_test_context
from game.engine.input import InputBoundary
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.engine.prompts import (
    TOKENS,
    Family,
    Token,
    glyph,
    glyphs_in,
    has_tokens,
    parse,
    pinned,
    spell,
)
from game.engine.text import TextCache

pygame.init()


def key_event(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("family", list(Family))
@pytest.mark.parametrize("token", list(TOKENS))
def test_every_token_has_a_glyph_on_every_family(token: str, family: Family) -> None:
    shown = glyph(token, family)
    assert shown.label and shown.words
    assert spell(f"[{token}]", family) == shown.words


@pytest.mark.parametrize("token", [t for t, action in TOKENS.items() if action is not None])
def test_a_key_cap_names_a_key_that_does_the_action(token: str) -> None:
    shown = glyph(token, Family.KEYBOARD)
    assert shown.shape == "key" and len(shown.keys) == 1
    intents = InputBoundary().translate(key_event(shown.keys[0]))
    assert [i.action for i in intents] == [TOKENS[token]]


@pytest.mark.parametrize("token", [t for t, action in TOKENS.items() if action is None])
def test_arrow_caps_name_the_arrows_that_move(token: str) -> None:
    shown = glyph(token, Family.KEYBOARD)
    moved = [InputBoundary().translate(key_event(key))[0].action for key in shown.keys]
    assert shown.shape == "arrows" and moved and len(set(moved)) == len(moved)
    assert all(action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT) for action in moved)


def test_pad_families_wear_their_own_faces() -> None:
    assert [glyph("confirm", f).label for f in (Family.XBOX, Family.PLAYSTATION,
                                                Family.NINTENDO)] == ["A", "cross", "A"]
    assert [glyph("extra", f).words for f in (Family.XBOX, Family.PLAYSTATION)] == [
        "Y", "Triangle"]
    assert glyph("confirm", Family.XBOX).colour != glyph("back", Family.XBOX).colour
    assert glyph("confirm", Family.NINTENDO).colour is None, "Nintendo's faces are plain"
    assert glyph("confirm", Family.MOUSE).shape == "mouse"
    assert glyph("alt", Family.MOUSE) == glyph("alt", Family.KEYBOARD), "the mouse's keyboard"
    assert glyph("move", Family.XBOX).shape == "dpad"


def test_tokens_are_found_and_everything_else_is_words() -> None:
    text = "Pick [move], then [confirm]. [notatoken] and [x] stay as written."
    assert parse(text)[1] == Token("move") and parse(text)[3] == Token("confirm")
    assert "[notatoken]" in parse(text)[4]
    assert has_tokens(text) and not has_tokens("9>8 [x]")
    assert [g.words for g in glyphs_in(text, Family.PLAYSTATION)] == ["d-pad", "Cross"]
    assert spell(text, Family.KEYBOARD).startswith("Pick arrow keys, then Enter.")


def test_a_pinned_token_shows_its_own_family_whoever_acted() -> None:
    text = f"Unplugged: {pinned('confirm', Family.PLAYSTATION)} on a pad, or [confirm]."
    assert parse(text)[1] == Token("confirm", Family.PLAYSTATION)
    assert [g.words for g in glyphs_in(text, Family.KEYBOARD)] == ["Cross", "Enter"]
    assert spell(text, Family.XBOX) == "Unplugged: Cross on a pad, or A."
    assert not has_tokens("[confirm@phone]")


def colours(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(surface.get_width())
            for y in range(surface.get_height())}


def test_the_text_layer_draws_and_measures_tokens_as_the_family_s_glyphs() -> None:
    text = TextCache()
    words = text.size("Take: ", 32)[0]
    text.family = Family.KEYBOARD
    with_key = text.size("Take: [confirm]", 32)[0]
    assert with_key > words + text.size("Enter", 32)[0] // 2, "the cap is measured"
    text.family = Family.XBOX
    xbox = text.render("Take: [confirm]", 32)
    text.family = Family.PLAYSTATION
    ps = text.render("Take: [confirm]", 32)
    assert glyph("confirm", Family.XBOX).colour in colours(xbox)
    assert glyph("confirm", Family.PLAYSTATION).colour in colours(ps)
    assert glyph("confirm", Family.XBOX).colour not in colours(ps)
    lines = text.wrap("Press [confirm] when ready " * 4, 32, 500)
    assert len(lines) > 1 and all(text.size(line, 32)[0] <= 500 for line in lines)


@pytest.fixture
def boundary():  # noqa: ANN201 - the InputBoundary, its pads opened as the app opens them
    pygame.event.clear()
    yield InputBoundary()
    pygame.event.clear()


@pytest.mark.parametrize(("kind", "family"), [(XBOX, Family.XBOX),
                                              (PLAYSTATION, Family.PLAYSTATION),
                                              (NINTENDO, Family.NINTENDO)])
def test_a_plugged_pad_gets_the_glyphs_of_the_type_sdl_reports(
        boundary: InputBoundary, kind: tuple[int, int, str], family: Family) -> None:
    pad = VirtualPad(kind)
    try:
        added = [i for i in boundary.poll() if i.action is Action.PAD_ADDED]
        assert [i.device.id for i in added] == [pad.instance_id]
        assert boundary.family(added[0].device) is family
        assert boundary.pads()[-1].family is family
    finally:
        pad.unplug()
        boundary.poll()


def test_prompts_follow_the_device_that_last_acted(boundary: InputBoundary) -> None:
    ctx = make_test_context(input=boundary)
    system = app.system_handler(ctx)
    pad = VirtualPad(PLAYSTATION)
    try:
        boundary.poll()
        pad.press(pygame.CONTROLLER_BUTTON_A)
        pressed = [i for i in boundary.poll() if i.action is Action.CONFIRM]
        assert pressed and not system(pressed[0])
        assert ctx.text.family is Family.PLAYSTATION
        system(Intent(Action.POINT, MOUSE, (5, 5)))
        assert ctx.text.family is Family.PLAYSTATION, "a mouse merely moved changes nothing"
        system(Intent(Action.SELECT, MOUSE, (5, 5)))
        assert ctx.text.family is Family.MOUSE
        system(Intent(Action.BACK, KEYBOARD))
        assert ctx.text.family is Family.KEYBOARD
    finally:
        pad.unplug()
        boundary.poll()
