"""Sound: effects synthesised in code (game/engine/sound_bank.py); no audio device means
silence, never a crash.

With no sound card, ALSA (under SDL) writes a screenful of errors straight to file
descriptor 2 while the mixer opens; that is kept off the terminal and replaced by one line.
"""
from __future__ import annotations

import random
import sys
import threading
import time
from pathlib import Path

import pygame

from game.engine import sound_cache
from game.engine.quiet import quiet_stderr
from game.engine.synth import RATE

SILENT = "passtime: no sound device found, so the game runs silent."
JITTER = 0.12  # each play is up to this much quieter, so repeats are not identical
AMBIENCE_CHANNEL = 0  # reserved for the looping table ambience


class Audio:
    """Plays named effects at the effects volume, and an optional ambience loop.

    Silent when no device opens. The effects are rendered (or read from the disk cache)
    on a background thread, so opening never holds up a frame; until they are ready
    effects play silently but are still recorded in `played`.
    """

    def __init__(self, volume: float = 0.7, enabled: bool = True, ambience: float = 0.0,
                 cache: Path | None = None) -> None:
        self.volume = volume
        self.ambience = ambience
        self.available = False
        self.played: list[str] = []  # what was asked for, so tests can check without a device
        self.ready_in: float | None = None  # seconds the bank took, once ready (for bench/)
        self.from_cache = False
        self._sounds: dict[str, list[pygame.mixer.Sound]] = {}
        self._rng = random.Random()
        self._loading: threading.Thread | None = None
        if enabled:
            self._open(cache)

    def _open(self, cache: Path | None) -> None:
        try:
            with quiet_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            pygame.mixer.set_num_channels(16)
            pygame.mixer.set_reserved(1)
            self.available = True
        except (pygame.error, OSError, ValueError):
            # No sound card, no PulseAudio, a headless box: play silently, and say so once.
            self.available = False
            print(SILENT, file=sys.stderr)
            return
        self._loading = threading.Thread(target=self._load, args=(cache,), daemon=True,
                                         name="sound-bank")
        self._loading.start()

    def _load(self, cache: Path | None) -> None:
        """Build the Sounds from the cache or a fresh render (the background thread)."""
        started = time.perf_counter()
        found, self.from_cache = sound_cache.bank(cache)
        try:
            sounds = {name: [pygame.mixer.Sound(buffer=pcm) for pcm in pcms]
                      for name, pcms in found.items()}
        except pygame.error:
            self.available = False
            return
        self._sounds = sounds  # one assignment: the main thread sees all or nothing
        self.ready_in = time.perf_counter() - started
        self.set_ambience(self.ambience)

    @property
    def loaded(self) -> frozenset[str]:
        """The names of the effects ready to play (none until they are made, see `wait`)."""
        return frozenset(self._sounds)

    def wait(self, timeout: float = 10.0) -> bool:
        """Block until the effects are ready (bench and tools); True if they are."""
        if self._loading is not None:
            self._loading.join(timeout)
        return bool(self._sounds)

    def set_volume(self, volume: float) -> None:
        """Change the effects volume (0..1)."""
        self.volume = min(1.0, max(0.0, volume))

    def set_ambience(self, volume: float) -> None:
        """Change the ambience volume (0..1); 0 stops the loop."""
        self.ambience = min(1.0, max(0.0, volume))
        loop = self._sounds.get(sound_cache.AMBIENCE_NAME)
        if not loop:
            return
        try:
            channel = pygame.mixer.Channel(AMBIENCE_CHANNEL)
            if self.ambience <= 0:
                channel.stop()
                return
            if not channel.get_busy():
                channel.play(loop[0], loops=-1, fade_ms=800)
            channel.set_volume(self.ambience)
        except pygame.error:
            self.available = False

    def play(self, name: str) -> None:
        """Play effect `name` (one of its takes, a touch softer or louder) if there is a
        device and the volume is above zero."""
        self.played.append(name)
        if len(self.played) > 256:
            del self.played[:128]
        takes = self._sounds.get(name)
        if not takes or self.volume <= 0:
            return
        sound = self._rng.choice(takes)
        try:
            sound.set_volume(self.volume * (1.0 - self._rng.uniform(0.0, JITTER)))
            sound.play()
        except pygame.error:
            self.available = False
