"""Rules at the moment they matter: a first bomb, augment, run, blocked round or draw is
explained once per player (kept in the settings), and the options turn the lines off."""
from __future__ import annotations

import pytest

from game.engine.context import make_test_context
from game.registry import SLUGS, descriptor, get_game
from game.rules.take_or_pass.events import CardTaken
from scenes.frame.rule_tips import RuleTips


def test_every_game_explains_something_the_first_time():
    for slug in SLUGS:
        assert descriptor(slug).learn_module.moments is not None


def test_a_first_run_is_explained_once_then_remembered():
    ctx = make_test_context()
    tips = RuleTips(ctx, descriptor("take-or-pass"), humans=True)
    match = get_game("take-or-pass").new_match(3, 1)
    view = match.view(None)
    cards = list(view.cards)
    cards[0] = (12, 13)
    run = view.__class__(**{**{f: getattr(view, f) for f in view.__dataclass_fields__},
                            "cards": tuple(cards)})
    tips.notice([CardTaken(0, 13, 0)], run)
    assert tips.active and "run" in tips.line
    assert "take-or-pass:run" in ctx.settings.seen_tips
    again = RuleTips(ctx, descriptor("take-or-pass"), humans=True)
    again.notice([CardTaken(0, 13, 0)], run)
    assert not again.active, "each rule is explained once per player"


@pytest.mark.parametrize("on", [True, False])
def test_the_option_turns_the_lines_off(on):
    from game.rules.dominoes.events import TileDrawn

    ctx = make_test_context()
    ctx.settings.rule_tips = on
    tips = RuleTips(ctx, descriptor("dominoes"), humans=True)
    tips.notice([TileDrawn(0, 13)], None)
    assert tips.active is on


def test_a_bomb_an_augment_and_a_blocked_round_each_have_a_line():
    from game.rules.dominoes.events import RoundScored
    from game.rules.pass_game.events import SetPlayed

    pass_moments = descriptor("pass").learn_module.moments
    bomb = SetPlayed(1, ("7>8", "7>8", "7>77"), "four", 5, 0, 1, None)
    tie = SetPlayed(1, ("9>T",), "plain", 7, 1, 0, None)
    keys = [key for key, _ in pass_moments([bomb, tie], None)]
    assert "pass:bomb" in keys and "pass:augment" in keys
    blocked = RoundScored(1, "passes", 0, (0,), (3, 9), ((), ()), 6, (6, 0))
    assert descriptor("dominoes").learn_module.moments([blocked], None)[0][0] == \
        "dominoes:blocked"
