"""Scenes and the scene stack (a pushdown automaton, after Nystrom's State pattern).

Lifecycle, as the stack calls it:
- `enter()` once, when the scene is pushed (or replaces another);
- `pause()` when another scene is pushed on top of it;
- `resume()` when the scene above it is popped and it is on top again;
- `exit()` once, when it is popped or replaced.

Only the top scene gets `handle(intent)` and `update(dt)`. `draw(surface, alpha)`
runs for the top scene and, while the scenes above it are overlays, for the
scenes beneath (lowest first). `draw` must never change state.

Idle frames: the loop redraws only after input, a change of the stack, or while a
visible scene says it is `animating` (and once more after, for the final picture);
otherwise the last frame stays on screen. A scene that says nothing is always redrawn.
Scenes get what they need (the stack, settings, input, assets) through their
constructors; there are no globals.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.engine.intents import Intent


class Scene:
    """Base scene: every hook is a no-op so a scene overrides only what it needs."""

    #: An overlay (pause, dialog) is drawn over the scene beneath it.
    overlay: bool = False
    #: Keep updating while an overlay covers this scene (e.g. a bot finishing its move)?
    update_when_covered: bool = False

    @property
    def animating(self) -> bool:
        """True while the picture changes by itself (tweens, a timer on screen, a bot about
        to move): the loop then draws every frame. False lets the loop keep the last frame
        until input or a stack change. The default, True, always redraws."""
        return True

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top."""

    def resume(self) -> None:
        """Called when this scene is on top again."""

    def handle(self, intent: Intent) -> None:
        """React to one player intent (top scene only)."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of `dt` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the scene; `alpha` in [0, 1) interpolates between the last two steps."""


class SceneStack:
    """The stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def top(self) -> Scene | None:
        """The active scene, or None when the stack is empty (the app quits)."""
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """All scenes, bottom first."""
        return tuple(self._scenes)

    def push(self, scene: Scene) -> None:
        """Put `scene` on top, pausing the one beneath."""
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene and resume the one beneath."""
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (the one beneath is not resumed)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and start over with `scene` (e.g. quit to menu)."""
        while self._scenes:
            self._scenes.pop().exit()
        self.push(scene)

    def handle(self, intent: Intent) -> None:
        """Give an intent to the top scene."""
        if self._scenes:
            self._scenes[-1].handle(intent)

    def update(self, dt: float) -> None:
        """Step the top scene, and covered scenes that ask to keep running."""
        if not self._scenes:
            return
        top = self._scenes[-1]
        for scene in self._scenes[:-1]:
            if scene.update_when_covered:
                scene.update(dt)
        top.update(dt)

    def visible(self) -> tuple[Scene, ...]:
        """The scenes drawn, lowest first: the top one and those its overlays leave visible."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return tuple(self._scenes[max(start, 0):])

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the visible scenes, lowest first."""
        for scene in self.visible():
            scene.draw(surface, alpha)
