"""The window: a logical 1920x1080 surface scaled (letterboxed) to the screen by SDL.

pygame.SCALED makes SDL scale and letterbox the logical surface and report
mouse positions in logical coordinates, so nothing else needs to know the
real window size. Full screen covers the desktop at its own resolution. A window
opens where the player left it, or else at the largest 16:9 size that fits its
display's usable area with the title bar (game/engine/window_fit.py), and can be
resized freely: the whole picture is always shown, scaled, with bars beside it.
"""
from __future__ import annotations

import io
import logging
import os
import sys
import time
import warnings
from pathlib import Path

import pygame

from game.engine import sdl, window_fit
from game.engine.quiet import quiet_stderr
from game.engine.resources import folder
from game.engine.theme import SCREEN_SIZE
from game.engine.window_fit import Box
from game.safe_write import atomic_write

log = logging.getLogger(__name__)
TITLE = "Passtime"
ICON = folder("assets") / "images" / "icon.png"
HEADLESS_DRIVERS = ("dummy", "offscreen")
# pygame's SCALED mode scales by whole multiples only (a 1920x1080 picture in a smaller
# window is cropped to its middle) unless this variable is set; SDL's own hint then
# smooths the scaled picture.
FRAME_WAIT = 0.3  # seconds; a window manager frames a window in a few milliseconds
SCALING_HINTS = {"SDL_HINT_RENDER_SCALE_QUALITY": "1", "SDL_RENDER_SCALE_QUALITY": "linear"}


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
    """Opens the scaled window, toggles full screen, presents frames, saves screenshots.

    `screen` is the display it opens on; `window` the window's picture box (x, y, w, h)
    where the player left it, if any.
    """

    def __init__(self, fullscreen: bool = True, vsync: bool = True, screen: int = 0,
                 window: Box | None = None) -> None:
        self.fullscreen = fullscreen
        self.vsync = vsync
        self.screen = screen
        self.window = window
        self.surface: pygame.Surface | None = None

    def open(self) -> pygame.Surface:
        """Create the window (or the dummy-driver surface) and return the logical surface."""
        for name, value in SCALING_HINTS.items():
            os.environ.setdefault(name, value)
        pygame.display.init()
        pygame.display.set_caption(TITLE)
        if ICON.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(ICON)))
            except pygame.error:
                pass  # an icon is a nicety, never a reason to fail
        self.screen = min(max(self.screen, 0), self.screens() - 1)
        self.surface = self._set_mode()
        if not self.fullscreen:
            self._place()
        # Window set-up noise (focus lost/gained while SDL builds the window) is not input;
        # a quit asked meanwhile (SIGTERM, the close button) is.
        quit_asked = pygame.event.peek(pygame.QUIT)
        pygame.event.clear()
        if quit_asked:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return self.surface

    @property
    def real(self) -> bool:
        """True when there is a real window (not the dummy driver's plain surface)."""
        return self.surface is not None and pygame.display.get_driver() not in HEADLESS_DRIVERS

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
                return pygame.display.set_mode(SCREEN_SIZE, flags, vsync=1, display=self.screen)
            except pygame.error as exc:
                log.info("no vsync (%s); running without it", exc)
        return pygame.display.set_mode(SCREEN_SIZE, flags, display=self.screen)

    # --- where the window is ----------------------------------------------------------

    @staticmethod
    def _window() -> pygame.Window:
        with warnings.catch_warnings():
            # pygame warns that drawing through this Window is deprecated; it only moves it.
            warnings.simplefilter("ignore")
            return pygame.Window.from_display_module()

    @staticmethod
    def screens() -> int:
        """How many displays the desktop has (at least 1)."""
        return max(1, pygame.display.get_num_displays())

    @staticmethod
    def usable(index: int) -> Box:
        """Display `index`'s area less panels and docks (its whole area if SDL cannot say)."""
        found = sdl.usable_bounds(index) or sdl.display_bounds(index)
        if found is not None:
            return found
        sizes = pygame.display.get_desktop_sizes()
        w, h = sizes[index] if index < len(sizes) else SCREEN_SIZE
        return (0, 0, w, h)

    def geometry(self) -> Box | None:
        """The window's picture box (x, y, w, h) on the desktop; None in full screen or with
        no real window."""
        if self.fullscreen or not self.real:
            return None
        window = self._window()
        return (*window.position, *window.size)

    def _place(self) -> None:
        """Size and move the window where `place` says (see window_fit.place)."""
        if not self.real:
            return
        window = self._window()
        window.minimum_size = window_fit.MIN_SIZE  # SCALED makes 1920x1080 the minimum
        frame = sdl.window_borders(window.id) or window_fit.GUESSED_FRAME
        areas = [self.usable(i) for i in range(self.screens())]
        x, y, w, h = window_fit.place(self.window, areas, self.screen, frame)
        window.size = (w, h)
        window.position = (x, y)
        self.window = (x, y, w, h)

    def remember(self) -> None:
        """Note where the window is now (and on which display), to reopen it there."""
        box = self.geometry()
        if box is not None:
            self.window = box
            shown_on = sdl.window_display(self._window().id)
            if shown_on is not None:
                self.screen = shown_on

    def set_screen(self, index: int) -> None:
        """Move the game to display `index`: fitted to it in a window, covering it in full
        screen."""
        index = min(max(index, 0), self.screens() - 1)
        if index == self.screen or not self.real:
            self.screen = index
            return
        self.screen, self.window = index, None
        if self.fullscreen:
            # Full screen covers the display the window is on: leave it, move, go back.
            self.toggle_fullscreen()
            self.toggle_fullscreen()
        else:
            self._place()

    # --- full screen ------------------------------------------------------------------

    def set_fullscreen(self, on: bool) -> None:
        """Switch to full screen or a window (no-op if already so)."""
        if on == self.fullscreen or self.surface is None:
            self.fullscreen = on
            return
        self.toggle_fullscreen()

    def toggle_fullscreen(self) -> bool:
        """Flip between full screen and a window; returns the new state."""
        if self.surface is None:
            self.fullscreen = not self.fullscreen
            return self.fullscreen
        self.remember()
        self.fullscreen = not self.fullscreen
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            # Some drivers cannot toggle in place: recreate the window instead.
            self.surface = self._set_mode()
        if not self.fullscreen:
            self._await_frame()
            self._place()
        return self.fullscreen

    def _await_frame(self) -> None:
        """Wait (at most FRAME_WAIT) for the window manager to frame a window that just left
        full screen: placed before, it would land offset by its own title bar."""
        if not self.real:
            return
        window_id = self._window().id
        deadline = time.perf_counter() + FRAME_WAIT
        while time.perf_counter() < deadline:
            pygame.event.pump()  # SDL learns the frame from the window manager's events
            if any(sdl.window_borders(window_id) or ()):
                return
            time.sleep(0.01)

    def present(self) -> None:
        """Show the frame just drawn."""
        pygame.display.flip()

    def screenshot(self, path: Path) -> None:
        """Save the logical surface as a PNG."""
        if self.surface is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            png = io.BytesIO()
            pygame.image.save(self.surface, png, path.name)
            atomic_write(path, png.getvalue(), sync=False)  # a link there is replaced, not followed
