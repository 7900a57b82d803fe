"""Idle frames: the loop draws only when the picture can have changed (input, a stack
change, an animating scene and the frame after it, a window repaint, a slow safety
refresh), and otherwise keeps the last frame."""
from __future__ import annotations

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.engine.loop import IDLE_REDRAW, STEP, GameLoop
from game.engine.scene import Scene
from game.engine.screen import ButtonScreen


class Still(Scene):
    """Counts draws; animates only when told to."""

    def __init__(self, animating: bool = False) -> None:
        self.moving = animating
        self.draws = 0

    @property
    def animating(self) -> bool:
        return self.moving

    def draw(self, surface, alpha: float) -> None:  # noqa: ANN001
        self.draws += 1


class Clock:
    """A clock that advances one step per reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += STEP
        return self.now


def make(scene: Scene, **kw) -> tuple[GameLoop, list[Intent], list[bool]]:  # noqa: ANN003
    ctx = make_test_context()
    ctx.stack.push(scene)
    pending: list[Intent] = []
    woken = [False]

    def poll() -> list[Intent]:
        out = list(pending)
        pending.clear()
        return out

    loop = GameLoop(ctx, surface=object(), clock=Clock(), poll=poll,
                    woken=lambda: woken[0], **kw)
    return loop, pending, woken


def run(loop: GameLoop, frames: int) -> None:
    for _ in range(frames):
        loop.frame()


def test_a_still_scene_is_drawn_once_then_kept() -> None:
    scene = Still()
    loop, _, _ = make(scene)
    run(loop, 20)
    assert scene.draws == 1 and loop.drawn == 1 and loop.frames == 20


def test_input_a_stack_change_and_a_window_repaint_each_draw_one_frame() -> None:
    scene = Still()
    loop, pending, woken = make(scene)
    run(loop, 3)
    pending.append(Intent(Action.DOWN, KEYBOARD))
    run(loop, 3)
    assert scene.draws == 2
    overlay = Still()
    overlay.overlay = True
    loop.ctx.stack.push(overlay)
    run(loop, 3)
    assert scene.draws == 3 and overlay.draws == 1, "the scene under an overlay shows through"
    woken[0] = True
    loop.frame()
    woken[0] = False
    run(loop, 3)
    assert scene.draws == 4


def test_an_animating_scene_is_drawn_every_frame_and_once_after() -> None:
    scene = Still(animating=True)
    loop, _, _ = make(scene)
    run(loop, 10)
    assert scene.draws == 10
    scene.moving = False
    run(loop, 10)
    assert scene.draws == 11, "the frame after the animation shows its final picture"


def test_a_safety_redraw_comes_every_idle_redraw() -> None:
    scene = Still()
    loop, _, _ = make(scene)
    frames = round(3 * IDLE_REDRAW / STEP)
    run(loop, frames)
    assert 3 <= scene.draws <= 4, "the first draw, then one each IDLE_REDRAW"


def test_lazy_off_draws_every_frame() -> None:
    scene = Still()
    loop, _, _ = make(scene, lazy=False)
    run(loop, 12)
    assert scene.draws == 12


def test_a_button_screen_animates_only_while_a_message_shows() -> None:
    screen = ButtonScreen(make_test_context())
    assert not screen.animating
    screen.say("Gamepad connected", seconds=0.5)
    assert screen.animating
    for _ in range(round(0.5 / STEP) + 1):
        screen.update(STEP)
    assert not screen.animating and screen.message == ""


def test_a_scene_frozen_under_an_overlay_does_not_keep_the_loop_drawing() -> None:
    table = Still(animating=True)  # e.g. a bot to move, under the pause menu
    loop, _, _ = make(table)
    pause = Still()
    pause.overlay = True
    loop.ctx.stack.push(pause)
    run(loop, 10)
    assert pause.draws == 1, "drawn when pushed, then kept"
    pause.moving = True  # the top scene moving is drawn every frame
    run(loop, 5)
    assert pause.draws == 6
