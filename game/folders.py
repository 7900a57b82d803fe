"""Where Passtime keeps a player's files, by each system's convention (platformdirs):

- Linux: settings in ~/.config/passtime; saves, history and exports in
  ~/.local/share/passtime; the rendered sounds in ~/.cache/passtime.
- Windows: settings, saves, history and exports in %APPDATA%/Passtime; sounds in
  %LOCALAPPDATA%/Passtime/Cache.
- macOS: settings, saves, history and exports in ~/Library/Application Support/Passtime;
  sounds in ~/Library/Caches/Passtime.

The XDG variables move the Linux folders as usual. For tests: PASSTIME_CONFIG_DIR holds the
settings and, unless PASSTIME_DATA_DIR names another folder, the data too; PASSTIME_CACHE_DIR
the cache. Passtime used to keep everything in ~/.config/passtime on every system (`old_dir`);
game/store/moving.py moves what it finds there.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from platformdirs.api import PlatformDirsABC

CONFIG_VARIABLE = "PASSTIME_CONFIG_DIR"
DATA_VARIABLE = "PASSTIME_DATA_DIR"
CACHE_VARIABLE = "PASSTIME_CACHE_DIR"


def system_dirs() -> PlatformDirsABC:
    """platformdirs' folders for this system (read from sys.platform at each call)."""
    if sys.platform == "win32":
        from platformdirs.windows import Windows

        # Roaming: %APPDATA%, where Windows players look for a game's settings and saves.
        return Windows("Passtime", appauthor=False, roaming=True)
    if sys.platform == "darwin":
        from platformdirs.macos import MacOS

        return MacOS("Passtime", appauthor=False)
    from platformdirs.unix import Unix

    return Unix("passtime", appauthor=False)


def _override(variable: str) -> Path | None:
    value = os.environ.get(variable)
    return Path(value) if value else None


def config_dir() -> Path:
    """The folder of settings.json."""
    return _override(CONFIG_VARIABLE) or Path(system_dirs().user_config_dir)


def data_dir() -> Path:
    """The folder of saves/, history.sqlite3 and exports/."""
    return (_override(DATA_VARIABLE) or _override(CONFIG_VARIABLE)
            or Path(system_dirs().user_data_dir))


def cache_dir() -> Path:
    """The folder of the rendered sound bank (safe to delete: it is rendered again)."""
    return _override(CACHE_VARIABLE) or Path(system_dirs().user_cache_dir)


def overridden() -> bool:
    """True when a variable chose the config or data folder (tests): nothing is moved then."""
    return bool(os.environ.get(CONFIG_VARIABLE) or os.environ.get(DATA_VARIABLE))


def old_dir() -> Path:
    """The one folder Passtime used on every system before: $XDG_CONFIG_HOME/passtime, else
    ~/.config/passtime."""
    xdg = os.environ.get("XDG_CONFIG_HOME")
    return (Path(xdg) if xdg else Path.home() / ".config") / "passtime"
