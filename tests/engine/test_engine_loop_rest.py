"""Rest at rest: while nothing can change, the loop runs no frames and only looks for input
once a frame's time, so a still screen costs next to nothing and a key press still lands in
the very next frame."""
from __future__ import annotations

import pygame

from game.engine.context import make_test_context
from game.engine.input import InputBoundary
from game.engine.intents import Action, Intent
from game.engine.loop import IDLE_REDRAW, STEP, GameLoop
from game.engine.scene import Scene

pygame.display.init()  # the event queue (the dummy driver: tests/conftest.py)


class Still(Scene):
    """Counts draws and updates and keeps the intents it got; animates or is woken when
    told to."""

    def __init__(self) -> None:
        self.moving = False
        self.called = False
        self.draws = self.updates = 0
        self.got: list[Intent] = []

    @property
    def animating(self) -> bool:
        return self.moving

    @property
    def woken(self) -> bool:
        return self.called

    def handle(self, intent: Intent) -> None:
        self.got.append(intent)

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface, alpha: float) -> None:  # noqa: ANN001
        self.draws += 1


class Ticks:
    """A throttle that advances a fake clock one frame per call and runs `at[n]` on call n."""

    def __init__(self, at: dict | None = None) -> None:
        self.now, self.calls, self.at = 0.0, 0, at or {}

    def clock(self) -> float:
        return self.now

    def __call__(self) -> None:
        self.now += STEP
        self.calls += 1
        if self.calls in self.at:
            self.at[self.calls]()


def make(scene: Scene, ticks: Ticks, boundary: InputBoundary | None = None) -> GameLoop:
    ctx = make_test_context()
    ctx.stack.push(scene)
    boundary = boundary or InputBoundary(clock=ticks.clock)
    return GameLoop(ctx, surface=object(), clock=ticks.clock, poll=boundary.poll,
                    throttle=ticks, waiting=boundary.waiting)


def settle(loop: GameLoop) -> None:
    """Run cycles until the loop has drawn the still scene and started resting."""
    for _ in range(3):
        loop.cycle()


def test_a_key_posted_while_resting_lands_in_the_next_frame() -> None:
    pygame.event.clear()
    scene = Still()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    ticks = Ticks()
    loop = make(scene, ticks)
    loop.frame()  # the first frame draws the still scene
    frames, updates = loop.frames, scene.updates
    ticks.at = {ticks.calls + 40: lambda: pygame.event.post(key)}  # 40 frames' time later
    loop.rest()
    assert loop.frames == frames and scene.updates == updates, "no frame ran while resting"
    assert loop.rested == 40, "the rest ended at the first look after the key"
    loop.frame()
    assert [i.action for i in scene.got] == [Action.DOWN], "handled in the next frame"
    assert scene.draws == 2, "and shown in it"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="",
                                         scancode=0))
    loop.frame()


def test_a_held_key_keeps_the_frames_coming_for_its_repeats() -> None:
    pygame.event.clear()
    scene = Still()
    ticks = Ticks()
    loop = make(scene, ticks)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="",
                                         scancode=0))
    for _ in range(60):  # a second, the key held
        loop.cycle()
    assert loop.rested == 0 and loop.frames == 60
    assert [i.action for i in scene.got].count(Action.LEFT) >= 3, "the press, then repeats"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="",
                                         scancode=0))
    loop.cycle()
    loop.cycle()
    assert loop.rested > 0, "released: the loop rests again"


def test_a_woken_scene_ends_the_rest_and_is_updated() -> None:
    pygame.event.clear()
    scene = Still()
    ticks = Ticks()
    loop = make(scene, ticks)
    loop.frame()
    ticks.at = {ticks.calls + 7: lambda: setattr(scene, "called", True)}
    loop.rest()
    assert loop.rested == 7
    updates = scene.updates
    loop.frame()
    assert scene.updates == updates + 1, "the frame after waking steps the scene once"


def test_resting_ends_for_the_safety_redraw_and_never_for_an_animating_scene() -> None:
    pygame.event.clear()
    scene = Still()
    ticks = Ticks()
    loop = make(scene, ticks)
    settle(loop)
    frames, draws = loop.frames, scene.draws
    for _ in range(3):
        loop.cycle()
    seconds = ticks.now
    assert loop.frames - frames == 3 and scene.draws - draws == 3, "each frame a safety redraw"
    assert seconds >= 3 * IDLE_REDRAW - 4 * STEP, "frames came only every IDLE_REDRAW"
    scene.moving = True
    rested = loop.rested
    for _ in range(30):
        loop.cycle()
    assert loop.rested == rested and scene.draws - draws == 33, "animating: every frame drawn"


def test_without_a_throttle_the_loop_never_rests() -> None:
    scene = Still()
    ctx = make_test_context()
    ctx.stack.push(scene)
    loop = GameLoop(ctx, surface=object(), waiting=lambda: False)
    for _ in range(10):
        loop.cycle()
    assert loop.rested == 0 and loop.frames == 10


def test_a_woken_scene_under_an_overlay_that_is_not_updated_lets_the_loop_rest() -> None:
    pygame.event.clear()
    under, over = Still(), Still()
    over.overlay = True
    ticks = Ticks()
    loop = make(under, ticks)
    loop.ctx.stack.push(over)
    under.called = True  # it would wake, but covered it is not updated: nothing can change
    settle(loop)
    assert loop.rested > 0
    updates = under.updates
    loop.ctx.stack.pop()  # on top again, it is updated: the wake counts
    rested = loop.rested
    for _ in range(5):
        loop.cycle()
    assert loop.rested == rested and under.updates == updates + 5


def test_a_rest_asks_the_scenes_whether_they_move_once_and_then_only_looks_for_wakes() -> None:
    pygame.event.clear()
    asked = {"animating": 0, "woken": 0}

    class Counted(Still):
        @property
        def animating(self) -> bool:
            asked["animating"] += 1
            return self.moving

        @property
        def woken(self) -> bool:
            asked["woken"] += 1
            return self.called

    scene = Counted()
    ticks = Ticks()
    loop = make(scene, ticks)
    loop.frame()
    asked.update(animating=0, woken=0)
    ticks.at = {ticks.calls + 30: lambda: setattr(scene, "called", True)}
    loop.rest()
    assert loop.rested == 30
    assert asked["animating"] == 1, "only frames change a scene: whether it moves is asked once"
    assert asked["woken"] == 32, "the wake is looked for once a frame's time"
