"""Sound: short effects synthesised in code; no audio device means silence, never a crash.

With no sound card, ALSA (under SDL) writes a screenful of errors straight to file
descriptor 2 while the mixer opens; that is kept off the terminal and replaced by one line.
"""
from __future__ import annotations

import array
import math
import os
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

RATE = 22050
SILENT = "passtime: no sound device found, so the game runs silent."

# name -> list of (frequency Hz, seconds, loudness 0..1) notes played back to back;
# frequency 0 makes a soft noise burst (a card or chip landing).
SOUNDS: dict[str, list[tuple[float, float, float]]] = {
    "move": [(660.0, 0.05, 0.25)],
    "confirm": [(523.25, 0.06, 0.3), (783.99, 0.08, 0.3)],
    "back": [(392.0, 0.07, 0.25), (261.63, 0.08, 0.25)],
    "refuse": [(180.0, 0.12, 0.35)],
    "card": [(0.0, 0.05, 0.3)],
    "chip": [(1400.0, 0.03, 0.2), (0.0, 0.03, 0.15)],
    "turn": [(880.0, 0.08, 0.25)],
    "win": [(523.25, 0.1, 0.3), (659.25, 0.1, 0.3), (783.99, 0.1, 0.3), (1046.5, 0.2, 0.3)],
}


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send whatever C libraries write to file descriptor 2 to /dev/null for a moment."""
    fd = 2  # C code writes here whatever Python's sys.stderr is
    try:
        sys.stderr.flush()
        saved = os.dup(fd)
    except (AttributeError, OSError, ValueError):  # no descriptor 2 at all
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, fd)
    os.close(null)
    try:
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def synth(notes: list[tuple[float, float, float]], seed: int = 7) -> bytes:
    """16-bit mono PCM for `notes`, with a short fade so nothing clicks."""
    rng = random.Random(seed)
    samples = array.array("h")
    for freq, seconds, loud in notes:
        n = max(1, int(RATE * seconds))
        fade = max(1, min(n // 4, int(RATE * 0.01)))
        for i in range(n):
            env = min(1.0, i / fade, (n - i) / fade) * loud
            if freq > 0:
                value = math.sin(2 * math.pi * freq * i / RATE)
            else:
                value = rng.uniform(-1.0, 1.0) * (1 - i / n)
            samples.append(int(32767 * env * value))
    return samples.tobytes()


class Audio:
    """Plays named effects at the volume setting; silent when no device opens."""

    def __init__(self, volume: float = 0.7, enabled: bool = True) -> None:
        self.volume = volume
        self.available = False
        self.played: list[str] = []  # what was asked for, so tests can check without a device
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if enabled:
            self._open()

    def _open(self) -> None:
        try:
            with quiet_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            for name, notes in SOUNDS.items():
                self._sounds[name] = pygame.mixer.Sound(buffer=synth(notes))
            self.available = True
        except (pygame.error, OSError, ValueError):
            # No sound card, no PulseAudio, a headless box: play silently, and say so once.
            self._sounds.clear()
            self.available = False
            print(SILENT, file=sys.stderr)

    def set_volume(self, volume: float) -> None:
        """Change the master volume (0..1)."""
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: str) -> None:
        """Play effect `name` if there is a device and the volume is above zero."""
        self.played.append(name)
        if len(self.played) > 256:
            del self.played[:128]
        sound = self._sounds.get(name)
        if sound is None or self.volume <= 0:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            self.available = False
