"""Passtime's version: one string, shown by `passtime --version` and the menu, and written
into every record and history row the game writes (the record's optional "passtime" key,
docs/rules.md section 4)."""
from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

NAME = "passtime"
RECORD_KEY = "passtime"  #: the record key naming the version that wrote it
UNKNOWN = "0+unknown"  #: neither installed nor in a checkout (files copied by hand)


@cache
def version() -> str:
    """The version of the running code: a checkout's pyproject.toml, else the installed
    package's metadata (a wheel, or the standalone build, which carries it)."""
    # A checkout first: its code is what runs, whatever else is installed.
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
        if project.get("name") == NAME and isinstance(project.get("version"), str):
            return project["version"]
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        pass  # not a checkout
    from importlib import metadata  # ~0.1 s to import: only when not a checkout

    try:
        return metadata.version(NAME)
    except metadata.PackageNotFoundError:
        return UNKNOWN


def stamped(record: dict) -> dict:
    """`record` with the version that writes it (the match's own keys unchanged)."""
    return {**record, RECORD_KEY: version()}
