"""Test helper: gamepads that are SDL virtual joysticks, through the real device path.

`SDL_JoystickAttachVirtualEx` (called through ctypes on the SDL pygame-ce loaded) plugs
in a joystick with a vendor and product id; SDL gives it a game-controller mapping and
a controller type from those ids (Xbox 360, DualShock 4, Switch Pro...), announces it as
a CONTROLLERDEVICEADDED event, and turns `press` into the CONTROLLERBUTTONDOWN / UP
events a real pad sends. Nothing in the game knows these pads are not real.
"""
from __future__ import annotations

import ctypes

import pygame

from game.engine import sdl

XBOX = (0x045E, 0x028E, "Xbox 360 Controller")
PLAYSTATION = (0x054C, 0x09CC, "PS4 Controller")
NINTENDO = (0x057E, 0x2009, "Nintendo Switch Pro Controller")
GAMECONTROLLER = 1  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
BUTTONS, AXES = 15, 6  # every SDL_GameControllerButton and SDL_GameControllerAxis


class Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (version 1)."""

    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16),
                ("naxes", ctypes.c_uint16), ("nbuttons", ctypes.c_uint16),
                ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
                ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
                ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p)] + [
        (name, ctypes.c_void_p) for name in ("Update", "SetPlayerIndex", "Rumble",
                                             "RumbleTriggers", "SetLED", "SendEffect")]


def _lib() -> ctypes.CDLL:
    lib = sdl.library()
    if lib is None:
        raise RuntimeError("pygame's SDL library was not found")
    lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(Desc)]
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
    lib.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int32]
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_NumJoysticks.restype = ctypes.c_int
    lib.SDL_JoystickIsVirtual.argtypes = [ctypes.c_int]
    return lib


def start() -> None:
    """Start SDL's game-controller subsystem (as the app does)."""
    from pygame._sdl2 import controller

    if not pygame.get_init():
        pygame.init()
    if not controller.get_init():
        controller.init()


class VirtualPad:
    """One plugged-in virtual pad; `kind` is XBOX, PLAYSTATION or NINTENDO."""

    def __init__(self, kind: tuple[int, int, str]) -> None:
        start()
        self.lib = _lib()
        vendor, product, name = kind
        self._name = name.encode()  # kept alive: SDL holds the pointer
        desc = Desc(version=1, type=GAMECONTROLLER, naxes=AXES, nbuttons=BUTTONS,
                    vendor_id=vendor, product_id=product, button_mask=(1 << BUTTONS) - 1,
                    axis_mask=(1 << AXES) - 1, name=self._name)
        self.index = self.lib.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if self.index < 0:
            raise RuntimeError(f"SDL could not attach a virtual pad: {self.lib.SDL_GetError()}")
        self.instance_id = self.lib.SDL_JoystickGetDeviceInstanceID(self.index)

    def _joystick(self) -> int:
        """SDL's handle of this pad, opened by the game (the input boundary opens it)."""
        handle = self.lib.SDL_JoystickFromInstanceID(self.instance_id)
        if not handle:
            raise RuntimeError("the game has not opened this pad yet (poll its events)")
        return handle

    def press(self, button: int) -> None:
        """Press and release SDL game-controller button `button` (pygame.CONTROLLER_BUTTON_*);
        SDL sends the events at the next event pump."""
        handle = self._joystick()
        self.lib.SDL_JoystickSetVirtualButton(handle, button, 1)
        pygame.event.pump()
        self.lib.SDL_JoystickSetVirtualButton(handle, button, 0)
        pygame.event.pump()

    def unplug(self) -> None:
        """Unplug the pad (SDL announces CONTROLLERDEVICEREMOVED)."""
        for index in range(self.lib.SDL_NumJoysticks()):
            if self.lib.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                self.lib.SDL_JoystickDetachVirtual(index)
                return
