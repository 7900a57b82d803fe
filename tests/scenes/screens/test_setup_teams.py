"""With teams on, the setup screen shows partners in their team's colour, as the table will."""
from __future__ import annotations

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from scenes.screens.setup import SetupScene


def test_partners_show_the_team_colour_and_their_colour_cannot_change_alone():
    ctx = make_test_context()
    scene = SetupScene(ctx, "dominoes")
    ctx.stack.push(scene)
    scene.model.set_players(4)
    scene.model.options["teams"] = True
    scene.focus.set_controls(scene.buttons())
    seats = scene.model.seats
    assert scene.shown_colour(2) == seats[0].colour and scene.shown_colour(3) == seats[1].colour
    buttons = {b.key: b for b in scene.focus.controls}
    assert buttons["colour:0"].enabled and buttons["colour:1"].enabled
    assert not buttons["colour:2"].enabled and not buttons["colour:3"].enabled
    before = seats[2].colour
    scene.focus.focus("colour:2")
    ctx.stack.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert seats[2].colour == before and "Partners share a colour" in scene.message
    scene.model.options["teams"] = False
    scene.focus.set_controls(scene.buttons())
    assert scene.shown_colour(2) == seats[2].colour
    assert all(b.enabled for b in scene.focus.controls if b.key.startswith("colour:"))
