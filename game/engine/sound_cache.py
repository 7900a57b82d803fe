"""Rendering every effect once, and keeping the result on disk for the next start.

Rendering all recipes takes ~0.3 s of CPU in pure Python (bench/sounds.py), on the audio's
background thread; read back from the cache it takes a few milliseconds. The cache file is
named for a hash of the recipes, so changing a recipe renders afresh; a damaged or foreign
file is ignored (and rewritten), never trusted.
"""
from __future__ import annotations

import hashlib
import struct
from pathlib import Path

from game import folders
from game.engine.sound_bank import AMBIENCE, RECIPES
from game.engine.synth import RATE, Layer, duration, render
from game.safe_write import atomic_write

# Short effects get a second take, a little sharper with other noise, so repeats differ.
VARIANTS = 2
LONG = 0.5  # seconds: longer effects (cues, chimes) keep one take, as they rarely repeat
AMBIENCE_NAME = "ambience"
MAGIC = b"PTSND1"
MAX_FILE = 16 * 1024 * 1024

Bank = dict[str, list[bytes]]


def cache_dir() -> Path:
    """The user cache folder (game/folders.py; $PASSTIME_CACHE_DIR in tests)."""
    return folders.cache_dir()


def recipes_hash() -> str:
    """A short hash of every recipe and the sample rate: the cache's name."""
    text = repr((RATE, VARIANTS, sorted(RECIPES.items()), AMBIENCE))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def cache_path(directory: Path | None = None) -> Path:
    """Where the rendered bank for the current recipes is kept."""
    return (directory or cache_dir()) / f"sounds-{recipes_hash()}.bin"


def takes(layers: tuple[Layer, ...]) -> int:
    """How many takes an effect gets (see VARIANTS and LONG)."""
    return 1 if duration(layers) > LONG else VARIANTS


def render_bank() -> Bank:
    """Every effect's takes as 16-bit PCM, and the ambience loop."""
    bank: Bank = {name: [render(layers, 1.0 + 0.035 * v, v) for v in range(takes(layers))]
                  for name, layers in RECIPES.items()}
    bank[AMBIENCE_NAME] = [loop(render(AMBIENCE))]
    return bank


def loop(pcm: bytes, fade_s: float = 0.25) -> bytes:
    """Cross-fade the end of `pcm` into its start, so it repeats without a seam."""
    import array

    samples = array.array("h")
    samples.frombytes(pcm)
    n = min(len(samples) // 2, int(RATE * fade_s))
    body = samples[: len(samples) - n]
    tail = samples[len(samples) - n:]
    for i in range(n):
        mix = i / n
        body[i] = int(body[i] * mix + tail[i] * (1.0 - mix))
    return body.tobytes()


def save(bank: Bank, path: Path) -> bool:
    """Write the bank (write then rename); False if the disk said no."""
    parts = [MAGIC, struct.pack("<I", len(bank))]
    for name, pcms in bank.items():
        raw = name.encode()
        parts.append(struct.pack("<HH", len(raw), len(pcms)) + raw)
        for pcm in pcms:
            parts.append(struct.pack("<I", len(pcm)) + pcm)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, b"".join(parts), sync=False)  # a lost cache is rendered again
    except (OSError, ValueError):
        return False
    return True


def load(path: Path) -> Bank | None:
    """The bank saved at `path`, or None if it is missing, too large or not one of ours."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_FILE:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    try:
        return _parse(data)
    except (struct.error, UnicodeDecodeError, ValueError):
        return None


def _parse(data: bytes) -> Bank:
    """Read the format `save` writes; ValueError or struct.error if it is not that."""
    if not data.startswith(MAGIC):
        raise ValueError("not a sound cache")
    at = len(MAGIC)
    (count,) = struct.unpack_from("<I", data, at)
    at += 4
    bank: Bank = {}
    for _ in range(count):
        size, takes_ = struct.unpack_from("<HH", data, at)
        at += 4
        name = data[at:at + size].decode()
        at += size
        pcms = []
        for _ in range(takes_):
            (length,) = struct.unpack_from("<I", data, at)
            at += 4
            if length % 2 or at + length > len(data):
                raise ValueError("truncated")
            pcms.append(data[at:at + length])
            at += length
        bank[name] = pcms
    if at != len(data) or set(bank) != {*RECIPES, AMBIENCE_NAME}:
        raise ValueError("not this version's effects")
    return bank


def bank(directory: Path | None = None) -> tuple[Bank, bool]:
    """The rendered bank, from the cache when it holds it (True), else rendered and saved."""
    path = cache_path(directory)
    found = load(path)
    if found is not None:
        return found, True
    made = render_bank()
    save(made, path)
    return made, False
