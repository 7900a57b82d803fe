"""Tweens and animation sequences, advanced by a Timeline at the animation-speed setting.

An animation (`Anim`) is advanced by `advance(dt)`, which returns the part of
`dt` it did not use (so a Sequence hands leftover time to the next step and a
long frame never loses time). `finish()` jumps to the end ("skip"), running
every callback and setting every final value on the way.

For smooth drawing between fixed steps, a Tween keeps the value it had before
the last step (`prev`) and `at(alpha)` interpolates; `Animated` is a small value
holder that does the same for values several tweens write in turn.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

Value = float | tuple[float, ...]
Easing = Callable[[float], float]


# --- easing functions: t in [0, 1] -> progress (0 at t=0, 1 at t=1) ---------------------

def linear(t: float) -> float:
    """No easing."""
    return t


def ease_in_quad(t: float) -> float:
    """Start slow."""
    return t * t


def ease_out_quad(t: float) -> float:
    """End slow."""
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends."""
    return 2 * t * t if t < 0.5 else 1.0 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    """End slow, a little sharper than quad: cards sliding to rest."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow at both ends, sharper than quad."""
    return 4 * t**3 if t < 0.5 else 1.0 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoot a little and settle: chips landing."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_sine(t: float) -> float:
    """Gentle end: fades."""
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (
        linear,
        ease_in_quad,
        ease_out_quad,
        ease_in_out_quad,
        ease_out_cubic,
        ease_in_out_cubic,
        ease_out_back,
        ease_out_sine,
    )
}


def lerp(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))  # type: ignore[arg-type]
    return a + (b - a) * t  # type: ignore[operator]


class Animated:
    """A value that remembers where it was one step ago, for `draw(alpha)` interpolation."""

    __slots__ = ("prev", "value")

    def __init__(self, value: Value) -> None:
        self.value: Value = value
        self.prev: Value = value

    def set(self, value: Value) -> None:
        """Move to `value` (the old value becomes `prev`)."""
        self.prev = self.value
        self.value = value

    def settle(self) -> None:
        """Forget the previous value (nothing moved this step)."""
        self.prev = self.value

    def at(self, alpha: float) -> Value:
        """The value between the last two steps."""
        return lerp(self.prev, self.value, alpha)


class Anim:
    """Base of every animation step."""

    done: bool = False

    def advance(self, dt: float) -> float:
        """Advance by `dt` seconds; return the unused remainder (0 unless finished)."""
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end, with every side effect (values set, callbacks run)."""
        self.advance(math.inf)


class Tween(Anim):
    """Animate a value from `start` to `end` over `duration` seconds with `ease`.

    The value is written to `target.attr` (or `target[attr]` for dicts, or
    `target.set(v)` for an `Animated` when attr is None) and to `on_value` if given.
    `start=None` reads the target's current value when the tween first runs, so
    tweens chain naturally in a Sequence.
    """

    def __init__(
        self,
        target: Any,
        attr: str | None,
        end: Value,
        duration: float,
        ease: Easing | str = ease_out_cubic,
        start: Value | None = None,
        on_value: Callable[[Value], None] | None = None,
    ) -> None:
        if duration < 0:
            raise ValueError(f"A tween's duration must be 0 or more seconds, not {duration}.")
        self.target = target
        self.attr = attr
        self.end = end
        self.duration = duration
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.start = start
        self.on_value = on_value
        self.elapsed = 0.0
        self.value: Value | None = start
        self.prev: Value | None = start
        self.done = False

    def _read(self) -> Value:
        if self.target is None:
            return self.end
        if self.attr is None:
            return self.target.value
        if isinstance(self.target, dict):
            return self.target[self.attr]
        return getattr(self.target, self.attr)

    def _write(self, value: Value) -> None:
        self.prev = self.value if self.value is not None else value
        self.value = value
        if self.target is not None:
            if self.attr is None:
                self.target.set(value)
            elif isinstance(self.target, dict):
                self.target[self.attr] = value
            else:
                setattr(self.target, self.attr, value)
        if self.on_value is not None:
            self.on_value(value)

    def advance(self, dt: float) -> float:
        """Move along the curve; the final value is exact once the duration is used up."""
        if self.done:
            return dt
        if self.start is None:
            self.start = self._read()
            self.value = self.prev = self.start
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self._write(self.end)
            self.done = True
            left = self.elapsed - self.duration
            return left if math.isfinite(left) else math.inf
        self._write(lerp(self.start, self.end, self.ease(self.elapsed / self.duration)))
        return 0.0

    def at(self, alpha: float) -> Value:
        """The value between the last two steps (for draw)."""
        if self.value is None:
            return self._read()
        return lerp(self.prev if self.prev is not None else self.value, self.value, alpha)


class Wait(Anim):
    """Do nothing for `duration` seconds."""

    def __init__(self, duration: float) -> None:
        self.duration = max(0.0, duration)
        self.elapsed = 0.0
        self.done = False

    def advance(self, dt: float) -> float:
        """Use up time until the wait is over."""
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0


class Call(Anim):
    """Run a callback once, taking no time."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn = fn
        self.done = False

    def advance(self, dt: float) -> float:
        """Run the callback (once) and pass all the time on."""
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Sequence(Anim):
    """Run animations one after another."""

    def __init__(self, *steps: Anim) -> None:
        self.steps = list(steps)
        self.index = 0
        self.done = not self.steps

    def advance(self, dt: float) -> float:
        """Advance the current step, handing leftover time to the next ones."""
        while self.index < len(self.steps):
            dt = self.steps[self.index].advance(dt)
            if not self.steps[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt


class Parallel(Anim):
    """Run animations together; done when all are."""

    def __init__(self, *parts: Anim) -> None:
        self.parts = list(parts)
        self.done = not self.parts

    def advance(self, dt: float) -> float:
        """Advance every part by the same time."""
        if self.done:
            return dt
        left = min((p.advance(dt) for p in self.parts if not p.done), default=dt)
        self.done = all(p.done for p in self.parts)
        return left if self.done else 0.0


class Timeline:
    """Runs animations at the animation-speed setting.

    `scale` is a callable giving the duration multiplier (Settings.anim_scale):
    1 normal, 1.5 slow, 0.5 fast, 0 instant (every animation completes on the
    next update). Reading it each update means a changed setting applies at once.
    """

    def __init__(self, scale: Callable[[], float] | float = 1.0) -> None:
        self._scale = scale if callable(scale) else (lambda: float(scale))
        self.anims: list[Anim] = []

    @property
    def scale(self) -> float:
        """The current duration multiplier."""
        return self._scale()

    def add(self, anim: Anim) -> Anim:
        """Start `anim` (it advances from the next update); returns it."""
        self.anims.append(anim)
        return anim

    def play(self, *steps: Anim) -> Anim:
        """Start several steps as one sequence."""
        return self.add(steps[0] if len(steps) == 1 else Sequence(*steps))

    def update(self, dt: float) -> None:
        """Advance every running animation by `dt` scaled by the speed setting."""
        scale = self.scale
        step = math.inf if scale <= 0 else dt / scale
        # Copy: callbacks may add animations, which start on the next update.
        for anim in list(self.anims):
            if not anim.done:
                anim.advance(step)
        self.anims = [a for a in self.anims if not a.done]

    def skip(self) -> None:
        """Finish everything now (a player pressed confirm to skip)."""
        # Loop: finishing one animation may start another through a Call.
        for _ in range(100):
            if not self.anims:
                return
            running, self.anims = self.anims, []
            for anim in running:
                anim.finish()

    @property
    def busy(self) -> bool:
        """True while any animation is running."""
        return bool(self.anims)

    def clear(self) -> None:
        """Drop every animation where it stands (no final values)."""
        self.anims.clear()


def stagger(anims: Iterable[Anim], gap: float) -> Parallel:
    """Start each animation `gap` seconds after the previous one (dealing cards)."""
    return Parallel(*(Sequence(Wait(i * gap), a) for i, a in enumerate(anims)))
