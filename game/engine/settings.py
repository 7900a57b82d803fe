"""Player settings, saved as JSON in the user's config directory.

The file is settings.json in the config folder of game/folders.py
($PASSTIME_CONFIG_DIR in tests).
Any bytes at all are survivable: an unusable file (not JSON, not text, too
large or too deep, not a regular file; see game/userdata.py) is renamed aside
(never deleted) and the defaults are used; unknown keys and bad values are
ignored and a copy of the file as it was is kept aside. Every such problem is a
message in `Settings.messages` so the menu can show it; a file that could not
be moved aside is never written over.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import folders
from game.safe_write import atomic_write, move_aside, put_aside, write_new
from game.userdata import BadInput, brief, read_json_file

SPEEDS = ("slow", "normal", "fast", "instant")
# Multipliers for animation durations: "instant" makes every tween finish next update.
ANIM_SCALES = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}
# Seconds a bot waits before moving, so a person can follow what it did.
BOT_DELAYS = {"slow": 1.2, "normal": 0.7, "fast": 0.3, "instant": 0.0}
FILE_NAME = "settings.json"
REDUCED_SCALE = 0.6  # reduced motion shortens every move to this much
#: The bot levels that search, and the seconds a move the options offer them (bot thinking
#: time). Unset means the level's own default (game.ai.THINK_TIMES).
THINK_LEVELS = ("hard", "expert")
THINK_CHOICES = (0.25, 0.5, 1.0, 2.0, 3.0, 5.0)
BOOLEANS = ("fullscreen", "reduced_motion", "large_text", "high_contrast", "rule_tips",
            "rate_assisted")
VOLUMES = ("volume", "ambience")
MAX_SCREENS = 16
MAX_COORD = 100_000  # desktop pixels: no desktop is wider


def config_dir() -> Path:
    """Where settings are kept (game/folders.py)."""
    return folders.config_dir()


@dataclass
class Settings:
    """What the options screen changes; everything has a sensible default."""

    fullscreen: bool = True
    volume: float = 0.7  #: the effects
    ambience: float = 0.0  #: the quiet table ambience (off unless asked for)
    animation_speed: str = "normal"
    reduced_motion: bool = False  #: no shakes, no confetti, shorter moves
    bot_speed: str = "normal"
    large_text: bool = False  #: every text 25% larger
    high_contrast: bool = False  #: darker felt, stronger edges
    last_setup: dict = field(default_factory=dict)
    rule_tips: bool = True  #: a line explains a rule the first time it happens
    #: The first-time rule lines already shown (keys from each game's learn.moments).
    seen_tips: list[str] = field(default_factory=list)
    #: Each game's guided deal: the step to carry on from (all its steps: finished).
    lessons: dict[str, int] = field(default_factory=dict)
    #: Bot thinking time the player chose, seconds a move per searching level (THINK_LEVELS).
    think_times: dict[str, float] = field(default_factory=dict)
    #: Matches where undo or a hint was used count for the ratings (game/store/ratings.py).
    rate_assisted: bool = True
    #: The display the game opens on (0 is the first).
    screen: int = 0
    #: Where the window was left: its picture's [x, y, width, height] (empty: never placed).
    window: list[int] = field(default_factory=list)
    #: Problems found while loading (corrupt file, bad values), for the menu to show.
    messages: list[str] = field(default_factory=list, compare=False, repr=False)
    #: True when an unusable settings file could not be moved aside: saving would destroy it.
    keep_file: bool = field(default=False, compare=False, repr=False)

    @property
    def anim_scale(self) -> float:
        """Multiplier for animation durations (0 when "instant"; shorter with reduced motion)."""
        scale = ANIM_SCALES.get(self.animation_speed, 1.0)
        return scale * REDUCED_SCALE if self.reduced_motion else scale

    @property
    def bot_delay(self) -> float:
        """Seconds a bot waits before it moves."""
        return BOT_DELAYS.get(self.bot_speed, BOT_DELAYS["normal"])

    def to_json(self) -> dict[str, Any]:
        """The saved fields as a JSON-ready dict."""
        return {
            **{key: getattr(self, key) for key in BOOLEANS + VOLUMES},
            "animation_speed": self.animation_speed,
            "bot_speed": self.bot_speed,
            "last_setup": self.last_setup,
            "seen_tips": self.seen_tips,
            "lessons": self.lessons,
            "think_times": self.think_times,
            "screen": self.screen,
            "window": self.window,
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
        if key in BOOLEANS:
            if not isinstance(value, bool):
                return f"Setting '{key}' must be true or false, not {brief(value)}; ignored."
            setattr(self, key, value)
        elif key in VOLUMES:
            if isinstance(value, bool) or not isinstance(value, int | float) or not (
                0.0 <= value <= 1.0
            ):
                return (f"Setting '{key}' must be a number from 0 to 1, not {brief(value)}; "
                        "ignored.")
            setattr(self, key, float(value))
        elif key in ("animation_speed", "bot_speed"):
            if value not in SPEEDS:
                allowed = ", ".join(SPEEDS)
                return f"Setting '{key}' must be one of {allowed}, not {brief(value)}; ignored."
            setattr(self, key, value)
        elif key == "last_setup":
            if not isinstance(value, dict):
                return f"Setting 'last_setup' must be an object, not {brief(value)}; ignored."
            self.last_setup = value
        elif key == "seen_tips":
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                return f"Setting 'seen_tips' must be a list of names, not {brief(value)}; ignored."
            self.seen_tips = list(value)[:1000]  # a longer list is not one the game wrote
        elif key == "lessons":
            if not isinstance(value, dict) or not all(
                    isinstance(k, str) and _whole(v, 0, 9_999) for k, v in value.items()):
                return f"Setting 'lessons' must map games to step numbers, not {brief(value)}; " \
                    "ignored."
            self.lessons = dict(value)
        elif key == "think_times":
            return self._set_think_times(value)
        elif key == "screen":
            if not _whole(value, 0, MAX_SCREENS - 1):
                return f"Setting 'screen' must be a display number from 0 to {MAX_SCREENS - 1}, " \
                    f"not {brief(value)}; ignored."
            self.screen = value
        elif key == "window":
            if value != [] and not (isinstance(value, list) and len(value) == 4 and all(
                    _whole(v, -MAX_COORD, MAX_COORD) for v in value) and min(value[2:]) > 0):
                return "Setting 'window' must be [x, y, width, height] in pixels, not " \
                    f"{brief(value)}; ignored."
            self.window = list(value)
        else:
            return f"Unknown setting {brief(key)}; ignored."
        return None

    def _set_think_times(self, value: Any) -> str | None:
        """Keep the valid levels' think times; a bad one leaves that level on its default."""
        if not isinstance(value, dict):
            return f"Setting 'think_times' must be an object, not {brief(value)}; ignored."
        good = {level: float(seconds) for level, seconds in value.items()
                if level in THINK_LEVELS and not isinstance(seconds, bool)
                and isinstance(seconds, int | float) and float(seconds) in THINK_CHOICES}
        self.think_times = good
        bad = [level for level in value if level not in good]
        if bad:
            choices = ", ".join(f"{c:g}" for c in THINK_CHOICES)
            return (f"Setting 'think_times' for {brief(bad[0])} must be a level of "
                    f"{', '.join(THINK_LEVELS)} with seconds of {choices}; "
                    "that level keeps its default.")
        return None

    @classmethod
    def load(cls, directory: Path | None = None) -> Settings:
        """Read the settings file; whatever it holds, the game starts (see the module doc)."""
        directory = directory or config_dir()
        path = directory / FILE_NAME
        settings = cls()
        if not os.path.lexists(path):
            return settings
        try:
            data = read_json_file(path)
        except BadInput as exc:
            aside = move_aside(path, "corrupt")
            if aside is None:
                settings.keep_file = True  # it could not be moved: never write over it
            where = f"kept as {aside.name}" if aside else "left untouched"
            settings.messages.append(
                f"Settings file {path} is unusable ({_reason(exc, path)}), so it was {where} "
                "and the defaults are used."
            )
            return settings
        problems = settings.apply_json(data)
        if problems:
            # The next save drops what was ignored, so keep the file as it was.
            aside = _copy_aside(path)
            if aside is None:
                settings.keep_file = True
            else:
                problems.append(f"The settings file as it was is kept as {aside.name}.")
        settings.messages.extend(problems)
        return settings

    def save(self, directory: Path | None = None) -> Path | None:
        """Write the settings file; returns its path, or None (with a message) on failure."""
        directory = directory or config_dir()
        path = directory / FILE_NAME
        if self.keep_file:
            return None  # the file there could not be kept aside; the message said so
        try:
            directory.mkdir(parents=True, exist_ok=True)
            # A crash mid-save never leaves a half-written file, nor writes through a link.
            atomic_write(path, json.dumps(self.to_json(), indent=2, sort_keys=True).encode())
        except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the config path
            self.messages.append(f"Could not save settings to {path}: {exc}.")
            return None
        return path


def _whole(value: Any, low: int, high: int) -> bool:
    """True when `value` is a whole number (not a bool) from `low` to `high`."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _reason(exc: BadInput, path: Path) -> str:
    """The BadInput message without the path the surrounding message already names."""
    return str(exc).removeprefix(f"{path}: ").rstrip(".")


def _copy_aside(path: Path) -> Path | None:
    """Copy the settings file aside (it is also kept in place); None if that failed."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return put_aside(path, "corrupt", lambda aside: write_new(aside, data))
