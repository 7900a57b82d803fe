"""Every guided deal finished with the keyboard alone, pressing only keys that the prompts
drawn so far have named: the keys are read from what the lesson and the table drew (the
tokens of the prompt model, as key caps), never written into the test."""
from __future__ import annotations

import pygame
import pytest
from lesson_helpers import expected, finished, step_of
from text_spy import spy_text

from game.engine import app
from game.engine.context import make_test_context
from game.engine.input import KEYS, InputBoundary
from game.engine.intents import Action
from game.engine.prompts import Family, glyphs_in
from game.engine.theme import SCREEN_SIZE
from game.registry import SLUGS
from scenes.frame.table import TableScene
from scenes.screens.lesson import lesson_of, start_lesson
from scenes.screens.menu import MenuScene

LESSONS = [slug for slug in SLUGS if lesson_of(slug) is not None]



class Learner:
    """Draws each frame, learns the keys its prompts name, presses only those."""

    def __init__(self, slug: str) -> None:
        self.input = InputBoundary()
        self.ctx = make_test_context(home=MenuScene, input=self.input)
        self.system = app.system_handler(self.ctx)
        self.drawn = spy_text(self.ctx)
        self.named: set[int] = set()
        self.pressed: list[int] = []
        self.surface = pygame.Surface(SCREEN_SIZE)
        self.scene: TableScene = start_lesson(self.ctx, slug, fresh=True)

    def look(self) -> None:
        """Draw the screen and learn every key the prompts on it name."""
        self.drawn.clear()
        self.ctx.stack.draw(self.surface, 1.0)
        assert self.ctx.text.family is Family.KEYBOARD
        for text, _rect in self.drawn:
            for shown in glyphs_in(text, Family.KEYBOARD):
                self.named.update(shown.keys)

    def press(self, action: Action) -> None:
        """Press a key the prompts named that does `action` (fails if none was named)."""
        keys = [k for k in self.named if KEYS.get(k) is action]
        assert keys, f"no prompt named a key to {action.value} (named: {self.names()})"
        event = pygame.event.Event(pygame.KEYDOWN, key=keys[0], mod=0, unicode="", scancode=0)
        self.pressed.append(keys[0])
        for intent in self.input.translate(event):
            if not self.system(intent):
                self.ctx.stack.handle(intent)
        self.look()

    def names(self) -> list[str]:
        return sorted(pygame.key.name(k) for k in self.named)

    def settle(self) -> None:
        """Let the scripted bots move until it is the learner's turn (or the end)."""
        scene = self.scene
        for _ in range(600):
            if finished(scene) or scene.match.to_move == scene.guide.lesson.learner:
                self.look()
                return
            self.ctx.stack.update(1 / 60)
        raise AssertionError("the scripted bots never handed over")


def pass_step(learner: Learner) -> None:
    """PASS: walk the fan to each ringed card and pick it, flip, augment, Play, pass."""
    scene = learner.scene
    table, step = scene.table, step_of(scene)
    for _ in range(40):
        if step_of(scene) != step:
            return
        key = table.hint_targets(expected(scene))[0]
        if key.startswith("card-"):
            index = int(key.removeprefix("card-"))
            while table.fan.cursor != index:
                learner.press(Action.RIGHT if table.fan.cursor < index else Action.LEFT)
            learner.press(Action.CONFIRM)
        elif key == "play":
            if table.focus == "hand":
                learner.press(Action.UP)
            learner.press(Action.CONFIRM)
        else:
            learner.press({"flip": Action.EXTRA, "augment+": Action.NEXT,
                           "pass": Action.ALT}[key])


def tile_step(learner: Learner) -> None:
    """Dominoes and Take or Pass: pass, draw, take, or walk to the tile and place it."""
    scene = learner.scene
    move = scene.guide.lesson.steps[step_of(scene)].move
    if move in ("pass", "draw", "take"):
        learner.press({"pass": Action.ALT, "draw": Action.EXTRA, "take": Action.CONFIRM}[move])
        return
    name, _, side = move.removeprefix("play ").partition(" ")
    for _ in range(12):
        if scene.table.focus == f"tile:{name}":
            break
        learner.press(Action.RIGHT)
    step = step_of(scene)
    learner.press(Action.CONFIRM)
    if step_of(scene) == step:
        learner.press(Action.RIGHT if side == "right" else Action.LEFT)
        learner.press(Action.CONFIRM)


@pytest.mark.parametrize("slug", LESSONS)
def test_every_guided_deal_is_finished_with_only_the_keys_its_prompts_name(slug: str) -> None:
    learner = Learner(slug)
    scene = learner.scene
    while True:
        learner.settle()
        if finished(scene):
            break
        step = step_of(scene)
        (pass_step if slug == "pass" else tile_step)(learner)
        assert step_of(scene) != step, f"the keys named could not play {expected(scene)}"
    assert learner.ctx.settings.lessons[slug] == len(scene.guide.lesson.steps)
    learner.press(Action.CONFIRM)
    assert isinstance(learner.ctx.stack.top, MenuScene), "the closing prompt's key ends it"
    assert set(learner.pressed) <= learner.named
