"""Who sits where: the seats chosen on the setup screen and the set-up of a match.

Plain data (no scenes, no pygame): the setup screen builds a `MatchSetup`,
the flow starts a table from it, and the table reads its seats and devices.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.engine.theme import SEAT_COLOURS, SEAT_SYMBOLS
from scenes.frame.game_table import SeatInfo

SHARED = "shared"
MOUSE_KEYBOARD = "mouse-keyboard"
PHONE = "phone"  # played on a phone that joined by its QR code (scenes/frame/phone_seats.py)


@dataclass
class SeatConfig:
    """One seat as chosen on the setup screen.

    `bot` is a level from game.ai.BOT_LEVELS, or None for a human. `device` is
    SHARED (any device acts on this seat's turn), MOUSE_KEYBOARD, PHONE, or a pad's
    instance id (int).
    """

    name: str
    colour: tuple[int, int, int]
    symbol: str
    bot: str | None = None
    device: str | int = SHARED
    profile: int | None = None  #: the remembered player's id (game/store/profiles.py)

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
            "profile": self.profile,
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
        profile = data.get("profile")
        return cls(
            name=name if isinstance(name, str) and name.strip() else default.name,
            colour=tuple(colour) if _is_colour(colour) else default.colour,  # type: ignore[arg-type]
            symbol=symbol if symbol in SEAT_SYMBOLS else default.symbol,
            bot=bot if isinstance(bot, str) or bot is None else default.bot,
            device=device if device in (SHARED, MOUSE_KEYBOARD, PHONE) else SHARED,
            profile=profile if isinstance(profile, int) and not isinstance(profile, bool)
            and bot is None else None,
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
                     s.bot, (i % 2) if teams else None, s.profile)
            for i, s in enumerate(self.seats)
        ]

    @property
    def phone_seats(self) -> list[int]:
        """The human seats played on phones."""
        return [i for i, s in enumerate(self.seats) if s.device == PHONE and s.bot is None]

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
    return SeatConfig(seat.name, seat.colour, seat.symbol, seat.bot, seat.device, seat.profile)
