"""Noting on which thread a function is called: the frame's, or a thread off it."""
from __future__ import annotations

import threading
from typing import Any


def spy_threads(monkeypatch: Any, calls: list[tuple[str, str]], module: Any,
                *names: str) -> None:
    """Replace each of `names` in `module` by the same function noting (name, thread) in
    `calls` on each call."""
    for name in names:
        real = getattr(module, name)

        def spied(*args: Any, _name: str = name, _real: Any = real, **kwargs: Any) -> Any:
            calls.append((_name, threading.current_thread().name))
            return _real(*args, **kwargs)

        monkeypatch.setattr(module, name, spied)
