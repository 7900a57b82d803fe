"""A real desktop to try windows on: Xvfb at a given size with the openbox window manager.

Used by tests/engine/test_window_desktop.py and bench/window_fit.py. The X tools are
Debian's: xvfb, openbox, x11-utils (xwininfo, xprop) and xdotool (resizing, keys);
pixels are read straight from the X server through libX11 (ctypes), so no image tool
is needed. Every process started here is stopped by its own id on `close()`.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pygame

TOOLS = ("Xvfb", "openbox", "xwininfo", "xprop", "xdotool")
Box = tuple[int, int, int, int]
T = TypeVar("T")


def missing_tools() -> list[str]:
    """The X tools this machine lacks (empty when a desktop can be started)."""
    return [tool for tool in TOOLS if shutil.which(tool) is None]


# How long to wait for openbox, a window or a resize. On a quiet machine each takes well
# under a second; on one running other test suites openbox alone has taken over 30 s.
WAIT = 90.0


class Desktop:
    """Xvfb + openbox at `size`; `env` is the environment a program on it runs with."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.processes: list[subprocess.Popen] = []
        read, write = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
             "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        self.processes.append(xvfb)
        os.close(write)
        with os.fdopen(read) as pipe:  # Xvfb writes its display number once it is ready
            number = pipe.readline().strip()
        if not number:
            self.close()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        self.env = {**os.environ, "DISPLAY": self.display}
        for name in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY", "PASSTIME_NO_DISPLAY"):
            self.env.pop(name, None)
        try:
            self.processes.append(subprocess.Popen(
                ["openbox"], env=self.env, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL))
            self.wait_for(lambda: "_NET_SUPPORTING_WM_CHECK(WINDOW)" in self.run(
                "xprop", "-root", "_NET_SUPPORTING_WM_CHECK"), "openbox to start")
        except BaseException:
            self.close()
            raise

    def run(self, *command: str) -> str:
        """Run an X tool on this desktop; its standard output ('' if it failed)."""
        done = subprocess.run(command, env=self.env, capture_output=True, text=True,
                              timeout=30)
        return done.stdout if done.returncode == 0 else ""

    @staticmethod
    def wait_for(ready: Callable[[], T], what: str, seconds: float = WAIT) -> T:
        """Poll `ready()` until it gives something true, and return that; RuntimeError
        naming `what` after `seconds`."""
        deadline = time.monotonic() + seconds
        while not (found := ready()):
            if time.monotonic() > deadline:
                raise RuntimeError(f"timed out waiting for {what}")
            time.sleep(0.1)
        return found

    def close(self) -> None:
        """Stop the window manager and the X server."""
        for process in reversed(self.processes):
            stop(process, 5)
        self.processes.clear()

    # --- windows ------------------------------------------------------------------------

    def window(self, title: str) -> str | None:
        """The id of the top-level window named `title`, or None."""
        out = self.run("xwininfo", "-root", "-tree")
        match = re.search(r"^\s*(0x[0-9a-f]+) \"" + re.escape(title) + r"\":", out, re.M)
        return match.group(1) if match else None

    def geometry(self, window: str) -> Box:
        """The window's picture area (x, y, width, height) on the screen; RuntimeError if
        there is no such window."""
        out = self.run("xwininfo", "-id", window)
        value = {key: int(v) for key, v in re.findall(
            r"^\s*(Absolute upper-left X|Absolute upper-left Y|Width|Height):\s+(-?\d+)",
            out, re.M)}
        if len(value) != 4:
            raise RuntimeError(f"no window {window} on {self.display}")
        return (value["Absolute upper-left X"], value["Absolute upper-left Y"],
                value["Width"], value["Height"])

    def frame(self, window: str) -> tuple[int, int, int, int]:
        """The window manager's frame around it: (top, left, bottom, right)."""
        out = self.run("xprop", "-id", window, "_NET_FRAME_EXTENTS")
        numbers = [int(n) for n in re.findall(r"\d+", out.split("=", 1)[-1])] if "=" in out \
            else []
        if len(numbers) != 4:
            return (0, 0, 0, 0)
        left, right, top, bottom = numbers
        return (top, left, bottom, right)

    def grab(self, box: Box | None = None) -> pygame.Surface:
        """The screen's pixels in `box` (the whole screen by default), read from the X
        server."""
        return grab(self.display, box or (0, 0, *self.size))

    def screenshot(self, path: Path) -> Path:
        """Save the whole screen as a PNG."""
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.grab(), str(path))
        return path


def stop(process: subprocess.Popen, seconds: float) -> bool:
    """Ask `process` to end (SIGTERM), killing it after `seconds`; False if it had to be
    killed."""
    if process.poll() is not None:
        return True
    process.terminate()
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return False
    return True


class XImage(ctypes.Structure):
    """The head of Xlib's XImage (the fields read here)."""

    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_char)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


# Xlib's default error handler exits the process (pytest with it): report errors instead.
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_ignore_errors = ERROR_HANDLER(lambda display, event: 0)


def grab(display: str, box: Box) -> pygame.Surface:
    """Pixels of X display `display` in `box`, as a pygame surface (24-bit TrueColor);
    RuntimeError if the box is not on the screen."""
    xlib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    xlib.XSetErrorHandler.argtypes = [ERROR_HANDLER]
    xlib.XSetErrorHandler(_ignore_errors)
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XGetImage.restype = ctypes.POINTER(XImage)
    xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                               ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    xlib.XFree.argtypes = [ctypes.c_void_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    connection = xlib.XOpenDisplay(display.encode())
    if not connection:
        raise RuntimeError(f"cannot open X display {display}")
    try:
        x, y, w, h = box
        image = xlib.XGetImage(connection, xlib.XDefaultRootWindow(connection), x, y, w, h,
                               ctypes.c_ulong(-1).value, 2)  # all planes, ZPixmap
        if not image:
            raise RuntimeError(f"cannot read {box} of X display {display}")
        head = image.contents
        if head.bits_per_pixel != 32:
            raise RuntimeError(f"expected 32-bit pixels, got {head.bits_per_pixel}")
        data = ctypes.string_at(head.data, head.bytes_per_line * head.height)
        rows = b"".join(data[r * head.bytes_per_line:r * head.bytes_per_line + 4 * w]
                        for r in range(h))
        xlib.XFree(ctypes.cast(head.data, ctypes.c_void_p))
        xlib.XFree(ctypes.cast(image, ctypes.c_void_p))
        surface = pygame.image.frombytes(rows, (w, h), "BGRA")
        # X leaves the fourth byte as padding: make every pixel opaque, colours unchanged.
        surface.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)
        return surface
    finally:
        xlib.XCloseDisplay(connection)

