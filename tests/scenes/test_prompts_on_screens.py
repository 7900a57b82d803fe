"""Prompts on every kind of screen name the control as the device that last acted shows
it: the menu's footer, a table's buttons, the help page, a lesson step and the hint, for
a keyboard, a mouse, an Xbox pad, a PlayStation pad and a Nintendo pad (SDL virtual pads:
SDL's own type detection picks their glyphs)."""
from __future__ import annotations

import pygame
import pytest
from pad_player import A, PadPlayers
from text_spy import spy_text
from virtual_pads import NINTENDO, PLAYSTATION, XBOX

from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.engine.prompts import Family, glyphs_in
from game.engine.theme import SCREEN_SIZE
from scenes.app import flow
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.screens.help import HelpScene
from scenes.screens.lesson import start_lesson
from scenes.screens.menu import MenuScene

#: What each family shows for confirm, the table's third action (flip), the hint and pass.
EXPECTED = {
    "keyboard": (Family.KEYBOARD, "Enter", "Tab", "H", "X"),
    "mouse": (Family.MOUSE, "click", "Tab", "H", "X"),
    "xbox": (Family.XBOX, "A", "Y", "right stick press", "X"),
    "playstation": (Family.PLAYSTATION, "Cross", "Triangle", "R3", "Square"),
    "nintendo": (Family.NINTENDO, "A", "Y", "right stick press", "X"),
}
PADS = {"xbox": XBOX, "playstation": PLAYSTATION, "nintendo": NINTENDO}


def act(people: PadPlayers, who: str) -> None:
    """The device `who` does something harmless: a pad presses A on the menu."""
    if who in PADS:
        pad = people.plug(PADS[who])
        people.press(pad, A)
    else:
        device = KEYBOARD if who == "keyboard" else MOUSE
        action = Action.BACK if who == "keyboard" else Action.SELECT
        people.system(Intent(action, device, (1, 1) if who == "mouse" else None))


def words_drawn(people: PadPlayers, scene_draw, where: pygame.Rect | None = None  # noqa: ANN001
                ) -> list[str]:
    """Every control the screen names (inside `where`, if given), in the words of the glyph
    drawn for it."""
    drawn = spy_text(people.ctx)
    scene_draw(pygame.Surface(SCREEN_SIZE))
    family = people.ctx.text.family
    return [g.words for text, rect in drawn for g in glyphs_in(text, family)
            if where is None or where.contains(rect)]


@pytest.mark.parametrize("who", sorted(EXPECTED))
def test_every_screen_names_controls_as_the_device_that_acted_shows_them(who: str) -> None:
    family, confirm, flip, hint, pass_ = EXPECTED[who]
    people = PadPlayers()
    ctx = people.ctx
    ctx.home = MenuScene
    try:
        menu = MenuScene(ctx)
        ctx.stack.push(menu)
        act(people, who)
        assert ctx.text.family is family
        assert confirm in words_drawn(people, lambda s: ctx.stack.draw(s, 0.0)), "footer"

        ctx.stack.push(HelpScene(ctx, "pass"))
        assert flip in words_drawn(people, lambda s: ctx.stack.draw(s, 0.0)), "help page"
        ctx.stack.pop()

        lesson = start_lesson(ctx, "pass", fresh=True)
        steps = lesson.guide.lesson.steps
        while "flip" not in steps[len(lesson.match.moves)].say:  # the step that flips
            assert lesson.try_move(lesson.guide.expected(lesson.match)) or lesson.bots.thinking
        ctx.text.family = family  # the learner's device (the script's moves were no input)
        shown = words_drawn(people, lambda s: ctx.stack.draw(s, 1.0))
        assert flip in shown, "the lesson step, and the Flip card button"
        ctx.go_home()

        seats = [default_seat(0), default_seat(1, "random"), default_seat(2, "random")]
        table = flow.start_match(ctx, MatchSetup("pass", seats, {}, 4))
        while table.match.to_move != 0:
            table.try_move(table.match.legal_moves()[0])
        table.update(1 / 60)
        table.hint.think_time = 0.05
        table.ask_hint(KEYBOARD)
        table.hint.wait(10)
        ctx.text.family = family
        assert hint in words_drawn(people, lambda s: ctx.stack.draw(s, 1.0)), "the hint panel"
        button = pygame.Rect(table.table.panel.rects()["pass"])
        assert pass_ in words_drawn(people, lambda s: ctx.stack.draw(s, 1.0), button), "Pass"
    finally:
        people.close()
