"""The few SDL calls pygame-ce does not expose, made through ctypes on the SDL it loaded.

pygame-ce gives no usable desktop bounds (the desktop less panels and docks), no
window decoration sizes and no display index of a window. Those come straight from
the SDL library pygame itself runs on: the copy bundled in its wheel (Linux
`pygame_ce.libs`, Windows next to the package, macOS `.dylibs`) or, for a distribution's
pygame, the system's SDL2. Loading the library already in the process shares its
state (the window, the joystick list); when it cannot be found every call here
returns None and the caller falls back to what pygame itself knows.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
from pathlib import Path

log = logging.getLogger(__name__)

Box = tuple[int, int, int, int]  # x, y, width, height


class SDLRect(ctypes.Structure):
    """SDL_Rect."""

    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int),
                ("h", ctypes.c_int)]


def _loaded_paths() -> list[str]:
    """SDL2 libraries mapped into this process (Linux: pygame's own copy, exactly)."""
    maps = Path("/proc/self/maps")
    if not maps.exists():
        return []
    try:
        lines = maps.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    found = []
    for line in lines:
        path = line.rsplit(" ", 1)[-1]
        if "/libSDL2-2" in path or "/libSDL2.so" in path or "/libSDL2-2.0.so" in path:
            if path not in found:
                found.append(path)
    return found


def _candidates() -> list[str]:
    """Where pygame's SDL may be, the most likely first."""
    import pygame  # loads pygame's SDL, so /proc/self/maps lists it

    package = Path(pygame.__file__).resolve().parent
    paths = _loaded_paths()
    for folder, pattern in ((package.parent / "pygame_ce.libs", "libSDL2-*"),
                            (package / ".dylibs", "libSDL2*"), (package, "SDL2.dll")):
        paths += [str(p) for p in sorted(folder.glob(pattern))]
    system = ctypes.util.find_library("SDL2")
    if system:
        paths.append(system)
    return paths


@functools.cache
def library() -> ctypes.CDLL | None:
    """pygame's SDL library, or None when it cannot be found or lacks the calls we use."""
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)  # already loaded by pygame: the same library, shared
        except OSError:
            continue
        if hasattr(lib, "SDL_GetDisplayUsableBounds"):
            lib.SDL_GetWindowFromID.restype = ctypes.c_void_p
            lib.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
            lib.SDL_GetWindowDisplayIndex.argtypes = [ctypes.c_void_p]
            lib.SDL_GetWindowBordersSize.argtypes = [ctypes.c_void_p] + [
                ctypes.POINTER(ctypes.c_int)] * 4
            lib.SDL_GetError.restype = ctypes.c_char_p
            lib.SDL_GameControllerFromInstanceID.restype = ctypes.c_void_p
            lib.SDL_GameControllerFromInstanceID.argtypes = [ctypes.c_int32]
            lib.SDL_GameControllerGetType.argtypes = [ctypes.c_void_p]
            return lib
    log.info("SDL library not found; window placement uses pygame's desktop sizes")
    return None


def _bounds(call: str, index: int) -> Box | None:
    lib = library()
    if lib is None:
        return None
    rect = SDLRect()
    if getattr(lib, call)(index, ctypes.byref(rect)) != 0 or rect.w <= 0 or rect.h <= 0:
        return None
    return (rect.x, rect.y, rect.w, rect.h)


def display_bounds(index: int) -> Box | None:
    """Display `index`'s whole area in desktop coordinates, or None."""
    return _bounds("SDL_GetDisplayBounds", index)


def usable_bounds(index: int) -> Box | None:
    """Display `index`'s area less panels, docks and task bars, or None."""
    return _bounds("SDL_GetDisplayUsableBounds", index)


def window_display(window_id: int) -> int | None:
    """The index of the display that holds most of window `window_id`, or None."""
    lib = library()
    window = lib.SDL_GetWindowFromID(window_id) if lib is not None else None
    if not window:
        return None
    index = lib.SDL_GetWindowDisplayIndex(window)
    return index if index >= 0 else None


def window_borders(window_id: int) -> Box | None:
    """The window manager's frame around window `window_id`: (top, left, bottom, right)."""
    lib = library()
    window = lib.SDL_GetWindowFromID(window_id) if lib is not None else None
    if not window:
        return None
    sides = [ctypes.c_int() for _ in range(4)]
    if lib.SDL_GetWindowBordersSize(window, *(ctypes.byref(s) for s in sides)) != 0:
        return None
    top, left, bottom, right = (s.value for s in sides)
    return (top, left, bottom, right)


def pad_type(instance_id: int) -> int | None:
    """SDL's SDL_GameControllerType of the opened pad `instance_id` (Xbox 360 1, PS4 4,
    Switch Pro 5...), or None when SDL cannot say."""
    lib = library()
    pad = lib.SDL_GameControllerFromInstanceID(instance_id) if lib is not None else None
    return lib.SDL_GameControllerGetType(pad) if pad else None
