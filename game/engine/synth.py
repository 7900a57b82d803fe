"""A small additive synthesiser: effects are layers of ringing partials and filtered noise.

Pure Python (no numpy), so it is written for speed: each partial is a damped resonator
(two multiplies a sample, no sin() call), and noise comes from one table made once.
Samples are summed in float lists and packed to 16-bit PCM at the end.
"""
from __future__ import annotations

import array
import math
import random
from dataclasses import dataclass

RATE = 22050
RING = 4.0  # a layer sounds for this many decay times (to ~-35 dB), then stops
_RNG = random.Random(11)
_NOISE = [_RNG.uniform(-1.0, 1.0) for _ in range(RATE)]  # one second of noise, reused


@dataclass(frozen=True, slots=True)
class Tone:
    """A struck tone: partials (frequency ratio, loudness) over `freq`, decaying exponentially.

    `decay` is the time in seconds to fall to 1/e; `at` delays the strike.
    """

    freq: float
    loud: float
    decay: float
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)
    at: float = 0.0


@dataclass(frozen=True, slots=True)
class Noise:
    """A noise burst: `attack` then exponential `decay`; `tone` 0..1 from dark to bright.

    `length` caps it (seconds); `at` delays it.
    """

    loud: float
    decay: float
    tone: float = 0.5
    attack: float = 0.004
    length: float = 0.4
    at: float = 0.0


Layer = Tone | Noise


def duration(layers: tuple[Layer, ...]) -> float:
    """How long the effect rings, in seconds (each layer until it is ~-35 dB)."""
    end = 0.0
    for layer in layers:
        ring = layer.decay * RING
        if isinstance(layer, Noise):
            ring = min(ring, layer.length)
        end = max(end, layer.at + ring)
    return end


def render(layers: tuple[Layer, ...], detune: float = 1.0, seed: int = 0) -> bytes:
    """16-bit mono PCM of the layers summed; `detune` scales every pitch, `seed` picks the
    noise. Never louder than full scale (soft-clipped)."""
    n = max(1, int(RATE * duration(layers)))
    out = [0.0] * n
    for layer in layers:
        start = int(RATE * layer.at)
        if isinstance(layer, Tone):
            for ratio, loud in layer.partials:
                _ring(out, start, layer.freq * ratio * detune, layer.loud * loud, layer.decay)
        else:
            _hiss(out, start, layer, seed)
    tanh = math.tanh
    pcm = array.array("h", [int(32767 * tanh(v)) for v in out])
    return pcm.tobytes()


def _ring(out: list[float], start: int, freq: float, loud: float, decay: float) -> None:
    """Add a decaying sine (a two-pole resonator) to `out` from `start`."""
    if freq <= 0 or freq >= RATE / 2 or loud <= 0:
        return
    w = 2.0 * math.pi * freq / RATE
    r = math.exp(-1.0 / (RATE * decay))
    c1, c2 = 2.0 * r * math.cos(w), -r * r
    y1, y2 = loud * math.sin(w), 0.0  # y[0]=0, y[1]=sin(w): a sine of amplitude `loud`
    end = min(len(out), start + int(RATE * decay * RING))
    ramp = min(end, start + int(RATE * 0.002))  # a 2 ms attack, so no strike clicks
    for i in range(start + 1, ramp):
        out[i] += y1 * (i - start) / (ramp - start)
        y1, y2 = c1 * y1 + c2 * y2, y1
    for i in range(max(ramp, start + 1), end):
        out[i] += y1
        y1, y2 = c1 * y1 + c2 * y2, y1


def _hiss(out: list[float], start: int, layer: Noise, seed: int) -> None:
    """Add a one-pole filtered noise burst to `out` from `start`."""
    n = min(len(out) - start, int(RATE * min(layer.length, layer.decay * RING)))
    attack = max(1, int(RATE * layer.attack))
    fall = math.exp(-1.0 / (RATE * layer.decay))
    a = 0.05 + 0.9 * layer.tone  # the low-pass coefficient: higher lets more highs through
    bright = layer.tone > 0.7  # bright noise also loses its lows (a rustle, not a thump)
    offset = (seed * 7919) % RATE
    env, low, value = layer.loud, 0.0, 0.0
    for k in range(n):
        sample = _NOISE[(offset + k) % RATE]
        low += a * (sample - low)
        value = sample - low if bright else low
        gain = env * (k / attack if k < attack else 1.0)
        out[start + k] += value * gain * (2.0 if bright else 1.0 + (1.0 - a))
        if k >= attack:
            env *= fall


def partial_count(layers: tuple[Layer, ...]) -> tuple[int, int]:
    """(sounding partials, noise layers) of an effect: a plain sine tone is (1, 0)."""
    tones = sum(len(layer.partials) for layer in layers if isinstance(layer, Tone))
    noises = sum(1 for layer in layers if isinstance(layer, Noise))
    return tones, noises
