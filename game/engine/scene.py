"""Scenes and the scene stack (a pushdown automaton, after Nystrom's State pattern).

Lifecycle, as the stack calls it:
- `enter()` once, when the scene is pushed (or replaces another);
- `pause()` when another scene is pushed on top of it;
- `resume()` when the scene above it is popped and it is on top again;
- `exit()` once, when it is popped or replaced.
- `after_present()` once per frame for every scene on the stack, after the picture was
  presented: work that must happen each frame but not delay the picture (sending the
  table to phones) goes there, into the frame's slack.

Only the top scene gets `handle(intent)` and `update(dt)`. `draw(surface, alpha)`
runs for the top scene and, while the scenes above it are overlays, for the
scenes beneath (lowest first). `draw` must never change state.

Idle frames: the loop redraws only after input, a change of the stack, or while a
visible scene says it is `animating` (and once more after, for the final picture);
otherwise the last frame stays on screen and the loop rests, running no frames, until
input comes or a scene says it was `woken` from outside (a phone's move). A scene that
says nothing is always redrawn.
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
    #: An overlay whose covered scenes stand still while it shows (only the top scene
    #: updates) may keep their picture: the stack draws them and `draw_backdrop` once, then
    #: blits that picture under this scene every frame (scores over a table).
    keeps_backdrop: bool = False

    @property
    def animating(self) -> bool:
        """True while the picture changes by itself (tweens, a timer on screen, a bot about
        to move): the loop then draws every frame. False lets the loop keep the last frame
        until input or a stack change. The default, True, always redraws."""
        return True

    @property
    def woken(self) -> bool:
        """True when something outside the loop (a phone, another thread) needs this scene
        updated now, while the loop rests (nothing animating, no input). Default: never."""
        return False

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

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """With `keeps_backdrop`: drawn once over the covered scenes (to dim them, say)."""

    def after_present(self) -> None:
        """Called once per frame after the picture was presented (covered scenes too)."""


class SceneStack:
    """The stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        # The kept picture under a `keeps_backdrop` overlay; any change of the stack drops
        # it (the options may have changed the look of what is under it meanwhile). The
        # surface stays for the next such overlay: a new screen-sized surface costs ~5 ms
        # (8 MB allocated and zeroed), drawing into this one ~0.4 ms.
        self._backdrop: pygame.Surface | None = None
        self._kept = False  # whether _backdrop holds the picture under the top scene

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
        self._kept = False
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene and resume the one beneath."""
        self._kept = False
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (the one beneath is not resumed)."""
        self._kept = False
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
        """Step the top scene (a covered scene stands still until it is on top again)."""
        if self._scenes:
            self._scenes[-1].update(dt)

    def after_present(self) -> None:
        """Every scene's after-present work, lowest first (see the module docstring)."""
        for scene in tuple(self._scenes):
            scene.after_present()

    def visible(self) -> tuple[Scene, ...]:
        """The scenes drawn, lowest first: the top one and those its overlays leave visible."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return tuple(self._scenes[max(start, 0):])

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the visible scenes, lowest first (a kept backdrop stands for those it covers)."""
        visible = self.visible()
        top, covered = visible[-1] if visible else None, visible[:-1]
        if top is None or not top.keeps_backdrop or not covered:
            self._kept = False
            for scene in visible:
                scene.draw(surface, alpha)
            return
        if self._kept and self._backdrop is not None \
                and self._backdrop.get_size() == surface.get_size():
            surface.blit(self._backdrop, (0, 0))
        else:
            for scene in covered:
                scene.draw(surface, alpha)
            top.draw_backdrop(surface)
            # screens are opaque: a blit copies
            self.backdrop_surface(surface).blit(surface, (0, 0))
            self._kept = True
        top.draw(surface, alpha)

    def backdrop_surface(self, surface: pygame.Surface) -> pygame.Surface:
        """The surface, like `surface` (the screen), to keep a backdrop in; made once. Called
        at start-up too, so that the first overlay keeping one does not make it in its first
        frame."""
        if self._backdrop is None or self._backdrop.get_size() != surface.get_size():
            self._backdrop = surface.copy()
        return self._backdrop
