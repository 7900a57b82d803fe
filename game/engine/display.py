"""The window: a logical 1920x1080 surface scaled (letterboxed) to the screen by SDL.

pygame.SCALED makes SDL scale and letterbox the logical surface and report
mouse positions in logical coordinates, so nothing else needs to know the
real window size.
"""
from __future__ import annotations

import logging
import os
import sys
import warnings
from pathlib import Path

import pygame

from game.engine.quiet import quiet_stderr
from game.engine.resources import folder
from game.engine.theme import SCREEN_SIZE

log = logging.getLogger(__name__)
TITLE = "Passtime"
ICON = folder("assets") / "images" / "icon.png"
HEADLESS_DRIVERS = ("dummy", "offscreen")


def display_available() -> bool:
    """True when a real screen can be opened (False on servers, CI, or when forced off).

    PASSTIME_NO_DISPLAY=1 forces the no-display path (for tests).
    """
    if os.environ.get("PASSTIME_NO_DISPLAY"):
        return False
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in HEADLESS_DRIVERS:
        return False
    # On Linux with no X or Wayland session and no driver asked for, SDL would only find
    # its offscreen driver; checking first avoids its noisy probing.
    if sys.platform.startswith("linux") and not driver and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        return False
    try:
        with quiet_stderr():  # SDL's probing prints e.g. "XDG_RUNTIME_DIR is invalid"
            pygame.display.init()
    except pygame.error:
        return False
    return pygame.display.get_driver() not in HEADLESS_DRIVERS


class Display:
    """Opens the scaled window, toggles full screen, presents frames, saves screenshots."""

    def __init__(self, fullscreen: bool = True, vsync: bool = True) -> None:
        self.fullscreen = fullscreen
        self.vsync = vsync
        self.surface: pygame.Surface | None = None

    def open(self) -> pygame.Surface:
        """Create the window (or the dummy-driver surface) and return the logical surface."""
        pygame.display.init()
        pygame.display.set_caption(TITLE)
        if ICON.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(ICON)))
            except pygame.error:
                pass  # an icon is a nicety, never a reason to fail
        self.surface = self._set_mode()
        # Window set-up noise (focus lost/gained while SDL builds the window) is not input.
        pygame.event.clear()
        return self.surface

    def _set_mode(self) -> pygame.Surface:
        with warnings.catch_warnings():
            # The dummy driver has no GPU renderer; pygame warns, but software scaling is fine.
            warnings.simplefilter("ignore")
            return self._set_mode_quiet()

    def _set_mode_quiet(self) -> pygame.Surface:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            # No screen to scale to: a plain surface, so flip() costs nothing (demo, tests).
            return pygame.display.set_mode(SCREEN_SIZE)
        # SCALED keeps the logical 1920x1080 and letterboxes it however the window is sized.
        flags = pygame.SCALED | pygame.RESIZABLE | (pygame.FULLSCREEN if self.fullscreen else 0)
        if self.vsync:
            try:
                return pygame.display.set_mode(SCREEN_SIZE, flags, vsync=1)
            except pygame.error as exc:
                log.info("no vsync (%s); running without it", exc)
        return pygame.display.set_mode(SCREEN_SIZE, flags)

    def set_fullscreen(self, on: bool) -> None:
        """Switch to full screen or a window (no-op if already so)."""
        if on == self.fullscreen or self.surface is None:
            self.fullscreen = on
            return
        self.toggle_fullscreen()

    def toggle_fullscreen(self) -> bool:
        """Flip between full screen and a window; returns the new state."""
        self.fullscreen = not self.fullscreen
        if self.surface is None:
            return self.fullscreen
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            # Some drivers cannot toggle in place: recreate the window instead.
            self.surface = self._set_mode()
        return self.fullscreen

    def present(self) -> None:
        """Show the frame just drawn."""
        pygame.display.flip()

    def screenshot(self, path: Path) -> None:
        """Save the logical surface as a PNG."""
        if self.surface is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.surface, str(path))
