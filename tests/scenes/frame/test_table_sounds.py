"""Every rules event of every game plays a named, synthesised effect (checked through the
audio's record of what was asked), and a human hears their seat's cue when their turn comes."""
from __future__ import annotations

import random

import pytest
from test_flow_driver import lift_curtain, make_setup

from game.engine.context import make_test_context
from game.engine.sound_bank import RECIPES
from game.registry import SLUGS, descriptor
from scenes.app import flow
from scenes.frame.match_setup import SHARED
from scenes.frame.table_sounds import event_effects
from scenes.registry import GameScenes, scenes_for


def event_classes(module) -> set[type]:  # noqa: ANN001 - a game's events module
    """The rules events a module defines (NamedTuples)."""
    return {c for c in vars(module).values()
            if isinstance(c, type) and issubclass(c, tuple) and hasattr(c, "_fields")
            and c.__module__ == module.__name__}


@pytest.mark.parametrize("slug", SLUGS)
def test_every_rules_event_of_a_whole_match_plays_a_named_effect(slug: str) -> None:
    game = descriptor(slug)
    players = game.players.start
    ctx = make_test_context()
    options = {"games": 2} if slug == "take-or-pass" else {}  # one game deals only at start
    scene = flow.start_match(ctx, make_setup(slug, dict.fromkeys(range(players), SHARED),
                                             players, seed=4, options=options))
    assert ctx.audio.played == ["shuffle"], "the opening deal is heard"
    rng = random.Random(4)
    while not scene.match.is_over:
        lift_curtain(ctx, scene)  # the next player lifts their curtain, as at the table
        seen, mover = len(scene.events), scene.match.to_move
        ctx.audio.played.clear()
        if scene.match.between_deals:  # the scores were seen: the frame deals on
            scene.scores_seen()
            scene.update(1 / 60)
            asked = [*event_effects(game, scene.events[seen:]), f"turn_{scene.match.to_move}"]
            assert ctx.audio.played[:len(asked)] == asked and len(asked) > 1
            continue
        assert scene.try_move(rng.choice(scene.match.legal_moves()))
        to_move = scene.match.to_move
        cue = [f"turn_{to_move}"] if to_move is not None and to_move != mover else []
        asked = event_effects(game, scene.events[seen:]) + cue
        assert ctx.audio.played[:len(asked)] == asked
        # after them only the landing sounds of the table's (instant) animations
        assert all(name in RECIPES for name in ctx.audio.played[len(asked):])
    assert {type(e) for e in scene.events} == event_classes(scenes_for(game.slug).sounds.ev), (
        "the match showed every kind of event")
    for event in scene.events:
        name = scenes_for(game.slug).event_sound(event)
        # Only an empty gain (PASS's supply ran out: nothing moved) is silent.
        assert name in RECIPES or (name is None and getattr(event, "count", 1) == 0), event


def test_a_refused_move_sounds_a_refusal_and_changes_nothing() -> None:
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("dominoes", {0: SHARED, 1: SHARED}, 2, seed=4))
    moves = len(scene.match.moves)
    assert not scene.try_move(scene.game.rules.parse_move("pass"))  # tiles to play: no pass
    assert ctx.audio.played[-1] == "refuse" and len(scene.match.moves) == moves


def test_a_game_whose_scenes_have_no_sounds_yet_plays_silently() -> None:
    assert GameScenes("no_such_game").event_sound(object()) is None, "no scenes package"
    assert GameScenes("frame").event_sound(object()) is None, "a scenes package, no sounds.py"
    assert GameScenes("pass_game").sounds is not None, "a game's own sounds are found"
