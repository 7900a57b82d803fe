"""Loading a bench/ script as a module, so tests can call its functions."""
from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_bench(name: str) -> ModuleType:
    """bench/<name>.py, freshly executed (bench/ is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def count_plays(bench: ModuleType, monkeypatch) -> list:
    """Make a bench script's `play_one` note each match it really plays (the rest come
    from a log); returns the list of their jobs."""
    played: list = []
    real = bench.play_one

    def play_one(job):
        played.append(job)
        return real(job)

    monkeypatch.setattr(bench, "play_one", play_one)
    return played
