"""The guided deal offered the first time a game is played (and from each game's menu card)."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from game.engine.focus import Button
from game.engine.screen import MessageOverlay

if TYPE_CHECKING:
    from game.engine.context import AppContext


class LessonOffer(MessageOverlay):
    """First time at this game: take the guided deal, or go straight to the setup."""

    HINT = "[leftright] choose    [confirm] OK    [back] just play"
    back_key = "play"

    def __init__(self, ctx: AppContext, slug: str, name: str) -> None:
        super().__init__(ctx, f"First time at {name}?", [
            "A guided deal teaches it by playing, one move at a time, with a pad, the keys or "
            "the mouse. It takes two minutes, and you can leave it, carry on later, or replay "
            "it from the menu.",
        ])
        self.slug = slug
        ctx.settings.lessons.setdefault(slug, 0)  # offered once: not again on the next Play
        ctx.save_settings()

    def buttons(self) -> list[Button]:
        """Guided deal (first) and Just play."""
        return [Button("lesson", (560, self.BUTTON_Y, 380, self.BUTTON_H), "Guided deal"),
                Button("play", (980, self.BUTTON_Y, 380, self.BUTTON_H), "Just play")]

    def activate(self, key: str) -> None:
        """Start the lesson, or open the game's setup."""
        from scenes.screens.menu import push_scene

        self.ctx.stack.pop()
        if key == "lesson":
            # By name, as the menu does: the lesson's table leads back to the menu.
            importlib.import_module("scenes.screens.lesson").start_lesson(self.ctx, self.slug)
        else:
            push_scene(self.ctx, "scenes.screens.setup", "SetupScene", self.slug)
