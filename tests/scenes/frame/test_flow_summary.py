"""The match summary's words and counts, and the way from the menu to a match and back."""
from __future__ import annotations

from collections import namedtuple

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from scenes.frame.summary import match_statistics, winner_line
from scenes.frame.table import TableScene

CardTaken = namedtuple("CardTaken", "seat card chips")
ChipPaid = namedtuple("ChipPaid", "seat pot")
TokenSpent = namedtuple("TokenSpent", "seat use count")
Other = namedtuple("Other", "seat")


def test_winner_line_shares_ties():
    names = ["Ann", "Ben", "Cleo"]
    assert winner_line(names, [1]) == "Ben wins!"
    assert winner_line(names, [0, 2]) == "Ann and Cleo share the win!"
    assert winner_line(names, [0, 1, 2]) == "Ann, Ben and Cleo share the win!"


def test_statistics_count_what_happened_per_seat():
    events = [CardTaken(0, 5, 1), CardTaken(0, 9, 0), CardTaken(2, 7, 3), ChipPaid(1, 1),
              TokenSpent(1, "upgrade", 2), TokenSpent(1, "augment", 1), Other(0)]
    rows = dict(match_statistics(events, 3, [0, 0, 1, 2, 1]))
    assert rows["cards taken"] == [2, 0, 1]
    assert rows["chips paid"] == [0, 1, 0]
    assert rows["tokens spent"] == [0, 3, 0], "tokens count by amount, not by event"
    assert rows["moves made"] == [2, 2, 1]
    assert len(match_statistics(events, 3, [])) <= 4, "a few statistics, not a wall of numbers"


def test_from_the_menu_to_a_match_and_back():
    from scenes.screens.menu import MenuScene
    from scenes.screens.pause import PauseOverlay
    from scenes.screens.setup import SetupScene

    ctx = make_test_context(home=MenuScene)
    ctx.settings.lessons["take-or-pass"] = 0  # the guided deal was offered (test_lesson.py)
    ctx.stack.push(MenuScene(ctx))
    ctx.stack.top.activate("play:take-or-pass")
    setup = ctx.stack.top
    assert isinstance(setup, SetupScene) and setup.model.slug == "take-or-pass"
    setup.activate("start")
    table = ctx.stack.top
    assert isinstance(table, TableScene) and len(ctx.stack) == 2
    ctx.stack.handle(Intent(Action.PAUSE, KEYBOARD))
    assert isinstance(ctx.stack.top, PauseOverlay)
    ctx.stack.top.activate("menu")
    if not isinstance(ctx.stack.top, MenuScene):
        ctx.stack.top.activate("yes")  # the engine asks before abandoning a match
    assert isinstance(ctx.stack.top, MenuScene) and len(ctx.stack) == 1
