"""The files that travel with the code: fonts and images (assets/), the Tiled maps
(levels/) and the example records (examples/).

A checkout has them as top-level folders beside game/. An installed wheel and the
standalone build carry them inside the `game` package (game/assets, game/levels,
game/examples: setup.py maps them there, so site-packages gains no top-level folder with a
generic name), found through importlib.resources. pygame and pytmx open files by name, so
when the package is inside a zip a folder is copied out once, to a temporary folder that is
removed at exit.
"""
from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

FOLDERS = ("assets", "levels", "examples")
CHECKOUT = Path(__file__).resolve().parents[2]


@cache
def folder(name: str) -> Path:
    """The folder `name` (one of FOLDERS) on disk: the packaged one, else the checkout's."""
    if name not in FOLDERS:
        raise ValueError(f"{name!r} is not a resource folder; they are {', '.join(FOLDERS)}.")
    packaged = resources.files("game") / name
    if not packaged.is_dir():
        return CHECKOUT / name
    if isinstance(packaged, Path):
        return packaged
    return copied_out(packaged)


def copied_out(source: Traversable) -> Path:
    """A copy of `source` (a folder inside a zip) in a temporary folder kept until exit."""
    base = Path(tempfile.mkdtemp(prefix="passtime-"))
    atexit.register(shutil.rmtree, base, ignore_errors=True)
    target = base / source.name
    copy_tree(source, target)
    return target


def copy_tree(source: Traversable, target: Path) -> None:
    """Copy every file under `source` to the same place under `target`."""
    target.mkdir()
    for entry in source.iterdir():
        if entry.is_dir():
            copy_tree(entry, target / entry.name)
        else:
            (target / entry.name).write_bytes(entry.read_bytes())
