"""Match flow: who sits where (MatchSetup), starting matches and demos, picking the table.

The setup scene builds a `MatchSetup`; `start_match` turns it into a running
`TableScene` on the stack. `make_table` imports the game's own table lazily and
falls back to the plain table in scenes/frame/fallback_table.py when that module is
missing or broken, so every game is playable as soon as its rules exist.
"""
from __future__ import annotations

import importlib
import logging
import math
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine import theme
from game.engine.theme import SEAT_COLOURS, SEAT_SYMBOLS
from scenes.frame.game_table import GameTable, SeatInfo

if TYPE_CHECKING:
    from game.rules.base import Game
    from scenes.frame.table import TableScene

log = logging.getLogger(__name__)

SHARED = "shared"
MOUSE_KEYBOARD = "mouse-keyboard"

# slug -> (module, class) of each game's own table; imported only when needed.
TABLES: dict[str, tuple[str, str]] = {
    "take-or-pass": ("scenes.take_or_pass.table", "TakeOrPassTable"),
    "pass": ("scenes.pass_game.table", "PassTable"),
    "dominoes": ("scenes.dominoes.table", "DominoesTable"),
}


@dataclass
class SeatConfig:
    """One seat as chosen on the setup screen.

    `bot` is a level from game.ai.BOT_LEVELS, or None for a human. `device` is
    SHARED (any device acts on this seat's turn), MOUSE_KEYBOARD, or a pad's
    instance id (int).
    """

    name: str
    colour: tuple[int, int, int]
    symbol: str
    bot: str | None = None
    device: str | int = SHARED

    @property
    def is_human(self) -> bool:
        """True for a seat a person plays."""
        return self.bot is None

    def to_json(self) -> dict[str, Any]:
        """For ctx.settings.last_setup. Pad ids change between runs, so pads are not kept."""
        device = self.device if isinstance(self.device, str) else SHARED
        return {
            "name": self.name,
            "colour": list(self.colour),
            "symbol": self.symbol,
            "bot": self.bot,
            "device": device,
        }

    @classmethod
    def from_json(cls, data: Any, index: int) -> SeatConfig:
        """Read one remembered seat; anything unreadable falls back to the default seat."""
        default = default_seat(index)
        if not isinstance(data, dict):
            return default
        name = data.get("name")
        colour = data.get("colour")
        symbol = data.get("symbol")
        bot = data.get("bot")
        device = data.get("device")
        return cls(
            name=name if isinstance(name, str) and name.strip() else default.name,
            colour=tuple(colour) if _is_colour(colour) else default.colour,  # type: ignore[arg-type]
            symbol=symbol if symbol in SEAT_SYMBOLS else default.symbol,
            bot=bot if isinstance(bot, str) or bot is None else default.bot,
            device=device if device in (SHARED, MOUSE_KEYBOARD) else SHARED,
        )


def _is_colour(value: Any) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) == 3
        and all(isinstance(c, int) and 0 <= c <= 255 for c in value)
    )


def default_seat(index: int, bot: str | None = None) -> SeatConfig:
    """The seat a fresh setup offers at `index`: its own colour and symbol."""
    k = index % len(SEAT_COLOURS)
    name = f"Player {index + 1}" if bot is None else f"Bot {index + 1}"
    return SeatConfig(name, SEAT_COLOURS[k], SEAT_SYMBOLS[k % len(SEAT_SYMBOLS)], bot)


@dataclass
class MatchSetup:
    """Everything needed to start a match: game, seats, options and the seed."""

    slug: str
    seats: list[SeatConfig]
    options: dict = field(default_factory=dict)
    seed: int = 0

    @property
    def players(self) -> int:
        """How many seats."""
        return len(self.seats)

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as the game tables see them. With teams (D2) partners sit opposite
        and share the colour of the team's first seat; each keeps its own symbol."""
        teams = bool(self.options.get("teams")) and self.players == 4
        return [
            SeatInfo(i, s.name, self.seats[i % 2].colour if teams else s.colour, s.symbol,
                     s.bot, (i % 2) if teams else None)
            for i, s in enumerate(self.seats)
        ]

    def with_new_seed(self, seed: int | None = None) -> MatchSetup:
        """The same seats and options with a fresh seed (for a rematch)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        return MatchSetup(self.slug, [_copy_seat(s) for s in self.seats], dict(self.options), seed)

    def to_json(self) -> dict[str, Any]:
        """What the setup screen remembers in ctx.settings.last_setup."""
        return {
            "slug": self.slug,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
        }


def _copy_seat(seat: SeatConfig) -> SeatConfig:
    return SeatConfig(seat.name, seat.colour, seat.symbol, seat.bot, seat.device)


def resolve_game(slug: str, game: Game | None = None) -> Game:
    """The rules game for `slug` (or the one given, for tests and new games)."""
    if game is not None:
        return game
    from game.rules import get_game

    return get_game(slug)


def has_hidden_information(game: Game, options: dict) -> bool:
    """Does a seat's view show something others may not see (so hot-seat needs a curtain)?"""
    hook = getattr(game, "has_hidden_information", None)
    if callable(hook):
        return bool(hook(options))
    if game.slug == "take-or-pass":
        # docs/rules.md T6: chips are hidden unless the open-chips variant is on.
        return not options.get("open_chips", False)
    # PASS hands and dominoes hands are always hidden; unknown games are assumed hidden.
    return True


def make_table(
    ctx: Any, slug: str, layout: Any, seats: list[SeatInfo], options: dict
) -> GameTable:
    """The game's own table, or the plain fallback table if that one is missing or broken."""
    spec = TABLES.get(slug)
    if spec is not None:
        module_name, class_name = spec
        try:
            cls = getattr(importlib.import_module(module_name), class_name)
            return cls(ctx, layout, seats, options)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                log.warning("table for %s failed to import: %s", slug, exc)
        except Exception:  # a broken table must not stop people playing
            log.exception("table for %s failed; using the plain table", slug)
    from scenes.frame.fallback_table import FallbackTable

    return FallbackTable(ctx, layout, seats, options)


class ComputedLayout:
    """A stand-in layout (seats round an ellipse) for games with no Tiled layout yet."""

    def __init__(self, players: int) -> None:
        w, h = theme.SCREEN_SIZE
        self.players = players
        self.anchors: dict[str, dict[str, Any]] = {}
        for i in range(players):
            # Seat 0 at the bottom, then clockwise round the table.
            angle = math.pi / 2 + 2 * math.pi * i / players
            x = int(w / 2 + 0.40 * w * math.cos(angle))
            y = int(h / 2 + 0.38 * h * math.sin(angle))
            self._add(f"seat-{i}", (x - 170, y - 70, 340, 140))
        self._add("hand", (380, 866, 1140, 150))
        self._add("controls", (1540, 866, 360, 194))
        self._add("log", (380, 1024, 1140, 48))
        self._add("score", (1560, 500, 340, 296))
        self.seats = [self.anchors[f"seat-{i}"] for i in range(players)]

    def _add(self, name: str, rect: tuple[int, int, int, int]) -> None:
        x, y, w, h = rect
        self.anchors[name] = {"name": name, "x": x, "y": y, "width": w, "height": h}

    def get(self, name: str) -> dict[str, Any] | None:
        """The anchor called `name`, or None (as TableLayout.get)."""
        return self.anchors.get(name)


def computed_layout(players: int) -> ComputedLayout:
    """Seats spaced round an ellipse: used when the Tiled layout cannot be loaded."""
    return ComputedLayout(players)


def load_layout(ctx: Any, slug: str, players: int) -> Any:
    """The Tiled layout for this game and player count, or a computed one if none loads."""
    loader = getattr(ctx, "layout", None)
    if callable(loader):
        try:
            return loader(slug, players)
        except Exception as exc:  # a missing layout must not stop the match
            log.warning("no layout for %s/%d (%s); using a computed one", slug, players, exc)
    return computed_layout(players)


def build_match_scene(ctx: Any, setup: MatchSetup, game: Game | None = None) -> TableScene:
    """A table scene for `setup`, not yet on the stack; bad options raise BadOptions."""
    from scenes.frame.table import TableScene

    game = resolve_game(setup.slug, game)
    game.check_players(setup.players)
    options = game.resolve_options(setup.options, setup.players)
    match = game.new_match(setup.players, setup.seed, options)
    layout = load_layout(ctx, setup.slug, setup.players)
    table = make_table(ctx, setup.slug, layout, setup.seat_infos(), options)
    return TableScene(ctx, setup, game, match, table, layout)


def start_match(ctx: Any, setup: MatchSetup, game: Game | None = None) -> TableScene:
    """Start a match from `setup` and push its table scene; bad options raise BadOptions."""
    scene = build_match_scene(ctx, setup, game)
    ctx.stack.push(scene)
    return scene


def demo_setup(
    slug: str, players: int, bot_level: str, seed: int, options: dict | None = None
) -> MatchSetup:
    """A setup with every seat a bot of `bot_level`."""
    seats = [default_seat(i, bot_level) for i in range(players)]
    return MatchSetup(slug, seats, dict(options or {}), seed)


def start_demo(
    ctx: Any,
    slug: str,
    players: int,
    bot_level: str,
    seed: int,
    options: dict | None = None,
) -> TableScene:
    """Start an all-bot match (the `demo` command); an unknown bot level raises ValueError."""
    from game.ai import BOT_LEVELS

    if bot_level not in BOT_LEVELS:
        raise ValueError(f"Unknown bot {bot_level!r}; bots are: {', '.join(BOT_LEVELS)}.")
    return start_match(ctx, demo_setup(slug, players, bot_level, seed, options))


def rematch(ctx: Any, setup: MatchSetup, game: Game | None = None) -> TableScene:
    """Replace the top scene (the summary) with a new match: same seats, new seed."""
    scene = build_match_scene(ctx, setup.with_new_seed(), game)
    ctx.stack.replace(scene)
    return scene


def go_to_menu(ctx: Any) -> None:
    """Leave the match for the main menu."""
    from scenes.screens.menu import MenuScene

    ctx.stack.clear_to(MenuScene(ctx))
