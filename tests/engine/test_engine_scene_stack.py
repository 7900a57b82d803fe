"""Scene stack: enter/exit/pause/resume in order; overlays draw over the scene below."""
from __future__ import annotations

from game.engine.intents import KEYBOARD, Action, Intent
from game.engine.scene import Scene, SceneStack


class Recorder(Scene):
    """A scene that writes every lifecycle call into a shared log."""

    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        self.name, self.log = name, log
        self.overlay = overlay

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle(self, intent: Intent) -> None:
        self.log.append(f"{self.name}.handle")

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface, alpha: float) -> None:  # noqa: ANN001 - no surface needed
        self.log.append(f"{self.name}.draw")


def test_push_pop_replace_call_the_lifecycle_in_order() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    assert stack.top is c and len(stack) == 2
    assert stack.pop() is c
    assert stack.top is a
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]


def test_clear_to_exits_everything_then_enters_the_new_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.clear_to(Recorder("menu", log))
    assert log == ["b.exit", "a.exit", "menu.enter"]
    assert len(stack) == 1


def test_only_the_top_scene_handles_and_updates() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log))
    stack.push(Recorder("still", log))
    stack.push(Recorder("top", log))
    log.clear()
    stack.handle(Intent(Action.CONFIRM, KEYBOARD))
    stack.update(1 / 60)
    assert log == ["top.handle", "top.update"]


def test_overlays_draw_over_the_scenes_beneath_but_full_screens_hide_them() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("hidden", log))
    stack.push(Recorder("table", log))
    stack.push(Recorder("pause", log, overlay=True))
    log.clear()
    stack.draw(None, 0.0)
    assert log == ["table.draw", "pause.draw"]


def test_pop_on_an_empty_stack_is_harmless() -> None:
    stack = SceneStack()
    assert stack.pop() is None
    assert stack.top is None
