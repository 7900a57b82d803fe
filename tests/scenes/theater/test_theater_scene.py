"""The theater scene: a seat's perspective hands the table exactly that seat's view, the
perspective is always named on screen, the controls move along the record, and records
(the examples, and a few bot matches) play to their end drawn."""
from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pygame
import pytest
from text_spy import spy_text
from theater_records import bot_record

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.registry import SLUGS
from game.rules.record import parse_record
from scenes.theater import chrome
from scenes.theater.model import EVERYTHING
from scenes.theater.scene import TheaterScene

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def theater(record: dict, perspective=EVERYTHING) -> tuple:
    ctx = make_test_context()
    scene = TheaterScene(ctx, record, perspective, playing=False)
    ctx.stack.push(scene)
    return ctx, scene


def press(ctx, action: Action, pos=None) -> None:
    ctx.stack.handle(Intent(action, MOUSE if pos else KEYBOARD, pos))


class Spy:
    """Wraps a table's show and animate: keeps every view it is handed."""

    def __init__(self, table) -> None:
        self.handed: list = []
        for name in ("show", "animate"):
            real = getattr(table, name)

            def spy(*args, real=real, name=name):
                self.handed.append(args[0] if name == "show" else args[1])
                return real(*args)

            setattr(table, name, spy)


def open_fields(view) -> dict:
    """The fields of a view that only view_all fills (those named hands, unused, removed,
    deck, bones), with their values."""
    names = {"hands", "unused", "removed", "deck", "bones"}
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view) if f.name in names}


@pytest.mark.parametrize("slug", SLUGS)
def test_a_seats_perspective_hands_the_table_nothing_beyond_its_view(slug):
    record = bot_record(slug, 8)
    players = record["players"]
    for seat in range(players):
        ctx, scene = theater(record, seat)
        spy = Spy(scene.table)
        scene.enter()
        for _ in range(min(scene.theater.length, 60)):
            scene.forward()
            assert spy.handed[-1] == scene.theater.match.view(seat)
        scene.seek(3)
        press(ctx, Action.LEFT)  # step back: rebuilt and shown
        assert spy.handed[-1] == scene.theater.match.view(seat)
        for view in spy.handed:
            assert view.seat == seat
            assert all(value is None for value in open_fields(view).values())


def test_everything_hands_the_table_the_open_view_and_cycles_through_the_seats():
    ctx, scene = theater(bot_record("dominoes", 2))
    spy = Spy(scene.table)
    scene.forward()
    assert spy.handed[-1] == scene.theater.match.view_all()
    for seat in range(scene.theater.players):
        press(ctx, Action.EXTRA)
        assert scene.perspective == seat and spy.handed[-1] == scene.theater.match.view(seat)
    press(ctx, Action.EXTRA)
    assert scene.perspective == EVERYTHING


@pytest.mark.parametrize("perspective", [EVERYTHING, 1])
def test_the_perspective_is_always_named_on_screen(perspective):
    ctx, scene = theater(bot_record("take-or-pass", 4), perspective)
    texts: list[str] = []
    render = ctx.text.render
    ctx.text.render = lambda text, *a, **k: texts.append(text) or render(text, *a, **k)
    scene.forward()
    scene.draw(pygame.Surface((1920, 1080)), 0)
    name = "everything" if perspective == EVERYTHING else "as Player 2 saw it"
    assert any(name in t for t in texts), texts


def test_keys_and_the_bar_move_along_the_record():
    ctx, scene = theater(bot_record("pass", 6))
    th = scene.theater
    press(ctx, Action.RIGHT)
    press(ctx, Action.RIGHT)
    assert th.position == 2
    press(ctx, Action.LEFT)
    assert th.position == 1
    press(ctx, Action.NEXT)
    assert th.position == th.deal_starts[1]
    press(ctx, Action.PREV)
    assert th.position == 0
    press(ctx, Action.UP)
    assert scene.speed == 2.0
    for _ in range(6):
        press(ctx, Action.DOWN)
    assert scene.speed == 0.5
    timeline = next(h.rect for h in chrome.hits() if h.key == "timeline")
    press(ctx, Action.SELECT, (timeline.right - 1, timeline.centery))
    assert th.position == th.length
    back = next(h.rect for h in chrome.hits() if h.key == "back")
    press(ctx, Action.SELECT, back.center)
    assert th.position == th.length - 1


def test_playing_steps_on_by_itself_faster_at_higher_speed():
    ctx, scene = theater(bot_record("take-or-pass", 1))
    press(ctx, Action.CONFIRM)
    assert scene.playing
    for _ in range(60):
        scene.update(1 / 60)  # one second at 1x
    slow = scene.theater.position
    scene.speed = 8.0
    for _ in range(60):
        scene.update(1 / 60)
    assert 1 <= slow < scene.theater.position - slow


def drawn_to_end(record: dict, perspective, every: int) -> TheaterScene:
    ctx, scene = theater(record, perspective)
    surface = pygame.Surface((1920, 1080))
    while scene.forward():
        scene.update(5.0)  # the animation ends
        if scene.theater.position % every == 0:
            scene.draw(surface, 0)
    scene.draw(surface, 0)
    return scene


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_record_plays_to_the_end_drawn(path):
    record = parse_record(path.read_text(encoding="utf-8"))
    for perspective in (EVERYTHING, 0):
        scene = drawn_to_end(record, perspective, 1)
        assert scene.theater.at_end and not scene.playing
        assert scene.theater.position == len(record["moves"])


@pytest.mark.parametrize("slug", SLUGS)
def test_a_few_bot_matches_play_to_the_end_drawn(slug):
    for seed in (1, 2):
        perspective = random.Random(seed).choice([EVERYTHING, 0, 1])
        scene = drawn_to_end(bot_record(slug, seed), perspective, 25)
        assert scene.theater.at_end and scene.theater.match.is_over


def test_a_record_that_stops_says_which_move_and_why_on_screen():
    record = parse_record((ROOT / "examples" / "take-or-pass.json").read_text(encoding="utf-8"))
    record["moves"].insert(4, "fold")
    ctx, scene = theater(record)
    seen = spy_text(ctx)
    while scene.forward():
        pass
    scene.draw(pygame.Surface((1920, 1080)), 0)
    assert "move 4" in scene.message and "'fold'" in scene.message
    assert any("The record stops at move 4" in t for t, _ in seen)


@pytest.mark.parametrize("slug", SLUGS)
def test_moves_played_forward_sound_as_at_the_table_and_jumps_are_silent(slug):
    from scenes.frame.table_sounds import event_effects

    ctx, scene = theater(bot_record(slug, 2))
    heard = ctx.audio.played
    expected: list[str] = []
    for _ in range(8):
        before = scene.theater.match.clone()
        press(ctx, Action.RIGHT)
        events = before.apply_then_deal(before.game.parse_move(scene.theater.steps[
            scene.theater.position - 1].text))
        expected += event_effects(scene.game, events)
    # In order (a table may add its own landing sounds between them, as dominoes' click).
    rest = iter(heard)
    assert expected and all(name in rest for name in expected)
    heard.clear()
    press(ctx, Action.NEXT)  # a jump to the next deal start
    press(ctx, Action.LEFT)
    assert heard == []
