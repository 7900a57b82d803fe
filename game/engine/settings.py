"""Player settings, saved as JSON in the user's config directory.

The file lives at $PASSTIME_CONFIG_DIR/settings.json (tests), else
$XDG_CONFIG_HOME/passtime/settings.json, else ~/.config/passtime/settings.json.
A corrupt file is renamed aside (never deleted) and the defaults are used;
unknown keys and bad values are ignored. Every such problem is reported as a
message in `Settings.messages` so the menu can show it.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SPEEDS = ("slow", "normal", "fast", "instant")
# Multipliers for animation durations: "instant" makes every tween finish next update.
ANIM_SCALES = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}
# Seconds a bot waits before moving, so a person can follow what it did.
BOT_DELAYS = {"slow": 1.2, "normal": 0.7, "fast": 0.3, "instant": 0.0}
FILE_NAME = "settings.json"


def config_dir() -> Path:
    """Where settings are kept (see the module docstring for the order)."""
    override = os.environ.get("PASSTIME_CONFIG_DIR")
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_CONFIG_HOME")
    base = Path(xdg) if xdg else Path.home() / ".config"
    return base / "passtime"


@dataclass
class Settings:
    """What the options screen changes; everything has a sensible default."""

    fullscreen: bool = True
    volume: float = 0.7
    animation_speed: str = "normal"
    bot_speed: str = "normal"
    last_setup: dict = field(default_factory=dict)
    #: Problems found while loading (corrupt file, bad values), for the menu to show.
    messages: list[str] = field(default_factory=list, compare=False, repr=False)

    @property
    def anim_scale(self) -> float:
        """Multiplier for animation durations (0 when "instant")."""
        return ANIM_SCALES.get(self.animation_speed, 1.0)

    @property
    def bot_delay(self) -> float:
        """Seconds a bot waits before it moves."""
        return BOT_DELAYS.get(self.bot_speed, BOT_DELAYS["normal"])

    def to_json(self) -> dict[str, Any]:
        """The saved fields as a JSON-ready dict."""
        return {
            "fullscreen": self.fullscreen,
            "volume": self.volume,
            "animation_speed": self.animation_speed,
            "bot_speed": self.bot_speed,
            "last_setup": self.last_setup,
        }

    def apply_json(self, data: Any) -> list[str]:
        """Take the valid fields of `data`; return a message for each ignored one."""
        if not isinstance(data, dict):
            return ["Settings file does not hold a JSON object; using the defaults."]
        problems: list[str] = []
        for key, value in data.items():
            problem = self._set(key, value)
            if problem:
                problems.append(problem)
        return problems

    def _set(self, key: str, value: Any) -> str | None:
        """Set one field if the value is allowed; otherwise say why not."""
        if key == "fullscreen":
            if not isinstance(value, bool):
                return f"Setting 'fullscreen' must be true or false, not {value!r}; ignored."
            self.fullscreen = value
        elif key == "volume":
            if isinstance(value, bool) or not isinstance(value, int | float) or not (
                0.0 <= value <= 1.0
            ):
                return f"Setting 'volume' must be a number from 0 to 1, not {value!r}; ignored."
            self.volume = float(value)
        elif key in ("animation_speed", "bot_speed"):
            if value not in SPEEDS:
                allowed = ", ".join(SPEEDS)
                return f"Setting '{key}' must be one of {allowed}, not {value!r}; ignored."
            setattr(self, key, value)
        elif key == "last_setup":
            if not isinstance(value, dict):
                return f"Setting 'last_setup' must be an object, not {value!r}; ignored."
            self.last_setup = value
        else:
            return f"Unknown setting {key!r}; ignored."
        return None

    @classmethod
    def load(cls, directory: Path | None = None) -> Settings:
        """Read the settings file; a missing file gives defaults, a corrupt one is kept aside."""
        directory = directory or config_dir()
        path = directory / FILE_NAME
        settings = cls()
        try:
            raw = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return settings
        except OSError as exc:
            settings.messages.append(f"Could not read {path}: {exc}; using the defaults.")
            return settings
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError):
            aside = _move_aside(path)
            where = f"kept as {aside.name}" if aside else "left in place"
            settings.messages.append(
                f"Settings file {path} was corrupt ({where}); using the defaults."
            )
            return settings
        settings.messages.extend(settings.apply_json(data))
        return settings

    def save(self, directory: Path | None = None) -> Path | None:
        """Write the settings file; returns its path, or None (with a message) on failure."""
        directory = directory or config_dir()
        path = directory / FILE_NAME
        try:
            directory.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.to_json(), indent=2, sort_keys=True), encoding="utf-8")
            # Write then rename, so a crash mid-save never leaves a half-written file.
            os.replace(tmp, path)
        except OSError as exc:
            self.messages.append(f"Could not save settings to {path}: {exc}.")
            return None
        return path


def _move_aside(path: Path) -> Path | None:
    """Rename a corrupt file to settings.corrupt-<time>.json so it is kept, not lost."""
    aside = path.with_name(f"settings.corrupt-{time.strftime('%Y%m%d-%H%M%S')}.json")
    n = 1
    while aside.exists():
        aside = path.with_name(f"settings.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{n}.json")
        n += 1
    try:
        os.replace(path, aside)
    except OSError:
        return None
    return aside
