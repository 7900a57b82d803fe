"""Bots that speak only the rules protocol, through a SeatPort.

`make_bot(level, seed)` builds a bot; `BOT_LEVELS` lists the levels `sim --bots`
accepts (the setup screen offers `PLAYER_LEVELS`, all but random): random (uniform,
for tests and benchmarks), easy (a weighted beginner), normal (each game's heuristic),
hard (ISMCTS with a think-time budget, 0.25 s by default; in Take or Pass its playouts
play each other seat as its moves so far say it plays) and expert (the same search with
2 s and each game's sharper heuristics: PASS's playouts spend tokens, dominoes' are tuned,
Take or Pass's tree ends at a take and plays the turned card out).
`make_bot("hard", seed, think_time=1.0)` or `iterations=200` sets the budget;
`level_label` names a level with what it costs (time per move) for the setup screen;
`table_bot` builds a table's bot with the think time the player chose in options.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.ai.bot import Bot, RandomBot
from game.ai.easy import EasyBot
from game.ai.ismcts import DEFAULT_THINK_TIME, EXPERT_THINK_TIME, ExpertBot, HardBot
from game.ai.normal import NormalBot
from game.ai.port import SeatPort
from game.userdata import brief

_FACTORIES: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
    "expert": ExpertBot,
}
BOT_LEVELS: tuple[str, ...] = tuple(_FACTORIES)
# What the setup screen offers players: random is a test opponent, not a partner for a couch.
PLAYER_LEVELS: tuple[str, ...] = tuple(level for level in BOT_LEVELS if level != "random")

# Options each level accepts beyond the seed (others are refused with a clear message).
_SEARCH_OPTIONS = ("think_time", "iterations", "rollout_depth")
_OPTIONS: dict[str, tuple[str, ...]] = {"hard": _SEARCH_OPTIONS, "expert": _SEARCH_OPTIONS}
#: The levels that think, with their seconds a move unless the player chose otherwise.
THINK_TIMES: dict[str, float] = {"hard": DEFAULT_THINK_TIME, "expert": EXPERT_THINK_TIME}
_ABOUT: dict[str, str] = {
    "random": "plays any legal move",
    "easy": "a beginner: plays at once, not always well",
    "normal": "plays each game's rules of thumb at once",
    "hard": "searches ahead",
    "expert": "searches further ahead",
}


def think_time(level: str, chosen: Mapping[str, float] | None = None) -> float | None:
    """Seconds `level` thinks a move: the player's choice in `chosen` (options' bot
    thinking time) if it is a positive number, else the level's default; None for the
    levels that do not search."""
    default = THINK_TIMES.get(level)
    if default is None:
        return None
    value = (chosen or {}).get(level)
    ok = isinstance(value, int | float) and not isinstance(value, bool) and 0 < value <= 60
    return float(value) if ok else default


def level_label(level: str, chosen: Mapping[str, float] | None = None) -> str:
    """A bot level as setup's seat button shows it: 'Bot: normal', or a searching level
    with its think time per move, 'Expert (2 s)' (short enough for the button)."""
    seconds = think_time(level, chosen)
    return f"Bot: {level}" if seconds is None else f"{level.capitalize()} ({seconds:g} s)"


def level_description(level: str, chosen: Mapping[str, float] | None = None) -> str:
    """A level in a line for setup: 'Hard — searches ahead, up to 0.25 s a move' (it
    moves sooner once more thought could not change its choice)."""
    about = f"{level.capitalize()} — {_ABOUT.get(level, 'a bot')}"
    seconds = think_time(level, chosen)
    return about if seconds is None else f"{about}, up to {seconds:g} s a move"


def table_bot(level: str, seed: int, chosen: Mapping[str, float] | None = None) -> Bot:
    """The bot a table seats for `level`: a searching level thinks for the player's
    chosen time (see `think_time`)."""
    seconds = think_time(level, chosen)
    return make_bot(level, seed) if seconds is None else make_bot(level, seed,
                                                                  think_time=seconds)


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """The bot called `level`; an unknown level or option raises ValueError naming them."""
    if level not in _FACTORIES:
        raise ValueError(f"Unknown bot {brief(level)}; bots are: {', '.join(_FACTORIES)}.")
    known = _OPTIONS.get(level, ())
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ValueError(
            f"The {level} bot has no option {brief(unknown[0])}; "
            f"its options are: {', '.join(known) or 'none'}."
        )
    return _FACTORIES[level](seed, **options)


__all__ = [
    "BOT_LEVELS",
    "Bot",
    "EasyBot",
    "ExpertBot",
    "HardBot",
    "NormalBot",
    "RandomBot",
    "SeatPort",
    "THINK_TIMES",
    "level_description",
    "level_label",
    "make_bot",
    "table_bot",
    "think_time",
]
