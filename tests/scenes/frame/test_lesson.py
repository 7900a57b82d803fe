"""Guided deals: each game's script replays, and a newcomer finishes it with only a pad,
only the keys or only the mouse (the tests drive each, step by step)."""
from __future__ import annotations

import pygame
import pytest
from lesson_helpers import expected, finished, step_of
from test_flow_driver import press

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Device
from game.engine.theme import SCREEN_SIZE
from game.registry import SLUGS
from game.rules.record import replay
from scenes.frame.table import TableScene
from scenes.screens.lesson import GuidedDeal, lesson_of, start_lesson
from scenes.screens.menu import MenuScene

PAD = Device("pad", 3)
LESSONS = [slug for slug in SLUGS if lesson_of(slug) is not None]


@pytest.mark.parametrize("slug", LESSONS)
def test_the_script_replays_and_only_the_learners_steps_speak(slug):
    lesson = lesson_of(slug)
    match, error = replay(lesson.record(slug))
    assert error is None
    for step in lesson.steps:
        assert bool(step.say) == (match.to_move == lesson.learner), step
        assert step.move in [str(m) for m in match.legal_moves()], step
        match.apply_text(step.move)



def settle(ctx, scene: TableScene) -> None:
    """Let the scripted bots move until the learner is to act (or the lesson is over)."""
    for _ in range(600):
        if finished(scene) or scene.match.to_move == scene.guide.lesson.learner:
            return
        ctx.stack.update(1 / 60)
    raise AssertionError("the scripted bots never handed over")


def by_mouse(ctx, scene: TableScene) -> None:
    """Click what the lesson rings, one control after another, until the step is done."""
    step = step_of(scene)
    for _ in range(6):
        targets = scene.table.hint_targets(expected(scene))
        rects = {c.key: c.rect for c in scene.table.controls() if c.enabled}
        key = next(k for k in targets if k in rects)
        x, y, w, h = rects[key]
        press(ctx, Action.POINT, MOUSE, (x + w // 2, y + h // 2))
        press(ctx, Action.SELECT, MOUSE, (x + w // 2, y + h // 2))
        if step_of(scene) != step:
            return
    raise AssertionError(f"the mouse could not play {scene.guide.lesson.steps[step].move}")


def device_of(driver) -> Device:  # noqa: ANN001
    """The one device a driver uses."""
    return getattr(driver, "device", MOUSE)


def by_rings(ctx, scene: TableScene, device: Device) -> None:
    """PASS with keys or a pad: walk the fan to each ringed card and pick it, Y flips, E adds
    an augment token, up and A press Play, X passes."""
    table, step = scene.table, step_of(scene)
    for _ in range(40):
        if step_of(scene) != step:
            return
        key = scene.table.hint_targets(expected(scene))[0]
        if key.startswith("card-"):
            if table.focus != "hand":
                press(ctx, Action.BACK, device)
            index = int(key.removeprefix("card-"))
            while table.fan.cursor != index:
                press(ctx, Action.RIGHT if table.fan.cursor < index else Action.LEFT, device)
            press(ctx, Action.CONFIRM, device)
        elif key == "play":
            if table.focus == "hand":
                press(ctx, Action.UP, device)
            press(ctx, Action.CONFIRM, device)
        else:
            press(ctx, {"flip": Action.EXTRA, "augment+": Action.NEXT, "pass": Action.ALT}[key],
                  device)


def by_buttons(device: Device):  # noqa: ANN201
    """Keys or a pad: the buttons the step names (X pass, Y draw, arrows and A for the rest)."""

    def drive(ctx, scene: TableScene) -> None:
        step = step_of(scene)
        move = scene.guide.lesson.steps[step].move
        if hasattr(scene.table, "fan"):  # PASS: press what the lesson rings, one by one
            by_rings(ctx, scene, device)
        elif move == "pass":
            press(ctx, Action.ALT, device)
        elif move == "draw":
            press(ctx, Action.EXTRA, device)
        elif move == "take":
            press(ctx, Action.CONFIRM, device)  # the focus starts on Take
        else:  # a tile: walk to it, pick it, aim it at the named end, place it
            name, _, side = move.removeprefix("play ").partition(" ")
            for _ in range(12):
                if scene.table.focus == f"tile:{name}":
                    break
                press(ctx, Action.RIGHT, device)
            press(ctx, Action.CONFIRM, device)
            if step_of(scene) == step:
                press(ctx, Action.RIGHT if side == "right" else Action.LEFT, device)
                press(ctx, Action.CONFIRM, device)
        assert step_of(scene) != step, f"{device} could not play {move}"

    drive.device = device  # type: ignore[attr-defined]
    return drive


@pytest.mark.parametrize("slug", LESSONS)
@pytest.mark.parametrize("driver", [by_mouse, by_buttons(KEYBOARD), by_buttons(PAD)],
                         ids=["mouse", "keys", "pad"])
def test_a_newcomer_finishes_the_lesson_with_one_device(slug, driver):
    ctx = make_test_context(home=MenuScene)
    scene = start_lesson(ctx, slug, fresh=True)
    surface = pygame.Surface(SCREEN_SIZE)
    while True:
        settle(ctx, scene)
        scene.draw(surface, 1.0)  # every step is drawn (its words and rings)
        if finished(scene):
            break
        driver(ctx, scene)
    assert ctx.settings.lessons[slug] == len(scene.guide.lesson.steps)
    press(ctx, Action.CONFIRM, device_of(driver))
    assert isinstance(ctx.stack.top, MenuScene), "the last press goes back to the menu"


def test_a_wrong_move_is_refused_with_the_steps_words_and_a_left_lesson_carries_on():
    ctx = make_test_context()
    scene = start_lesson(ctx, "take-or-pass", fresh=True)
    settle(ctx, scene)
    assert not scene.try_move(scene.match.game.parse_move("take"))
    assert step_of(scene) == 0 and scene.chrome.message.startswith("In this lesson")
    press(ctx, Action.ALT, KEYBOARD)
    settle(ctx, scene)
    kept = ctx.settings.lessons["take-or-pass"]
    assert kept == step_of(scene) > 0
    again = start_lesson(ctx, "take-or-pass")
    assert step_of(again) == kept, "leaving and coming back carries on at the same step"
    assert step_of(start_lesson(ctx, "take-or-pass", fresh=True)) == 0, "and it can be replayed"


def test_the_first_play_offers_the_guided_deal_once_and_the_menu_replays_it():
    from scenes.screens.lesson_offer import LessonOffer
    from scenes.screens.setup import SetupScene

    ctx = make_test_context(home=MenuScene)
    menu = MenuScene(ctx)
    ctx.stack.push(menu)
    menu.activate("play:take-or-pass")
    assert isinstance(ctx.stack.top, LessonOffer)
    ctx.stack.top.activate("play")
    assert isinstance(ctx.stack.top, SetupScene)
    ctx.stack.pop()
    menu.activate("play:take-or-pass")
    assert isinstance(ctx.stack.top, SetupScene), "offered once only"
    ctx.stack.pop()
    assert "lesson:dominoes" in {b.key for b in menu.buttons()}
    menu.activate("lesson:dominoes")
    lesson = ctx.stack.top
    assert isinstance(lesson.guide, GuidedDeal) and step_of(lesson) == 0


def test_kept_lesson_steps_are_checked_when_the_settings_load():
    from game.engine.settings import Settings

    settings = Settings()
    assert settings.apply_json({"lessons": {"pass": 4}, "seen_tips": ["pass:bomb"]}) == []
    assert settings.lessons == {"pass": 4} and settings.seen_tips == ["pass:bomb"]
    problems = settings.apply_json({"lessons": {"pass": -1}, "seen_tips": [3]})
    assert len(problems) == 2 and settings.lessons == {"pass": 4}
