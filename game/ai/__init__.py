"""Bots that speak only the rules protocol, through a SeatPort.

`make_bot(level, seed)` builds a bot; `BOT_LEVELS` lists the levels `sim --bots`
accepts (the setup screen offers `PLAYER_LEVELS`, all but random): random (uniform,
for tests and benchmarks), easy (a weighted beginner), normal (each game's heuristic),
hard (ISMCTS with a think-time budget, 1 s by default) and expert (the same search
with 3 s). `make_bot("hard", seed, think_time=0.5)` or `iterations=200` sets the budget;
`level_label` names a level with what it costs (time per move) for the setup screen.
"""
from __future__ import annotations

from collections.abc import Callable
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
# What a level costs the table, named on setup's seat button (the searching levels think).
_COSTS: dict[str, str] = {"hard": f"{DEFAULT_THINK_TIME:g} s", "expert": f"{EXPERT_THINK_TIME:g} s"}


def level_label(level: str) -> str:
    """A bot level as setup's seat button shows it: 'Bot: normal', or a searching level
    with its think time per move, 'Expert (3 s)' (short enough for the button)."""
    cost = _COSTS.get(level)
    return f"Bot: {level}" if cost is None else f"{level.capitalize()} ({cost})"


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
    "level_label",
    "make_bot",
]
