"""The choices of the setup screen and the rules for changing them (no pygame here).

Joining: pressing a seat's device button binds the device that pressed it (a
pad, or mouse + keyboard) to that seat; pressing it again with the same device
releases it to "shared"; a device already bound elsewhere swaps places.
"""
from __future__ import annotations

import random
from typing import Any

from game.ai import PLAYER_LEVELS
from game.engine import theme
from game.engine.intents import Device
from game.registry import get_game
from game.rules.base import Option, RulesError
from scenes.frame.match_setup import MOUSE_KEYBOARD, PHONE, SHARED, MatchSetup, SeatConfig

FAIR = "fair"  #: "Bot: fair match": the level is picked from the ratings when the match starts
NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jo")
INT_STEPS = {"target": 10}  # bigger steps where the range is wide


def binding_for(device: Device) -> str | int:
    """The seat binding a device asks for when it presses a seat's join button."""
    return device.id if device.kind == "pad" and device.id is not None else MOUSE_KEYBOARD


def default_options(game: Any) -> dict:
    """The setup screen's starting options: screen_default when set, else default."""
    return {o.key: o.screen_default if o.screen_default is not None else o.default
            for o in game.options}


class SetupModel:
    """The choices on the setup screen for one game, and the rules for changing them."""

    def __init__(self, slug: str, remembered: dict | None = None) -> None:
        self.slug = slug
        self.game = get_game(slug)
        self.players = self.game.min_players + (1 if self.game.max_players > 3 else 0)
        self.seats = [self._fresh_seat(i) for i in range(self.game.max_players)]
        self.options = default_options(self.game)
        self.phones = False  # "Phones: on": human seats no device joined are played on phones
        if remembered:
            self._restore(remembered)

    def _fresh_seat(self, index: int) -> SeatConfig:
        k = index % len(theme.SEAT_COLOURS)
        bot = None if index == 0 else ("normal" if "normal" in PLAYER_LEVELS else PLAYER_LEVELS[0])
        name = "Player 1" if bot is None else f"Bot {index + 1}"
        return SeatConfig(name, theme.SEAT_COLOURS[k], theme.SEAT_SYMBOLS[k], bot, SHARED)

    def _restore(self, data: dict) -> None:
        """Take what is valid from remembered choices; ignore the rest."""
        self.phones = data.get("phones") is True
        players = data.get("players")
        if isinstance(players, int) and self.game.min_players <= players <= self.game.max_players:
            self.players = players
        seats = data.get("seats")
        if isinstance(seats, list):
            for i, raw in enumerate(seats[: len(self.seats)]):
                seat = SeatConfig.from_json(raw, i)
                if seat.bot is not None and seat.bot not in (*PLAYER_LEVELS, FAIR):
                    seat.bot = self.seats[i].bot or PLAYER_LEVELS[0]
                self.seats[i] = seat
        options = data.get("options")
        if isinstance(options, dict):
            for option in self.game.options:
                if option.key in options:
                    try:
                        self.options[option.key] = option.check(options[option.key])
                    except RulesError:
                        pass

    # -- changes -----------------------------------------------------------------------------

    def set_players(self, players: int) -> None:
        """Change the player count, kept within the game's range."""
        self.players = max(self.game.min_players, min(self.game.max_players, players))

    def cycle_players(self, step: int = 1) -> None:
        """Next player count, wrapping round the game's range."""
        low, high = self.game.min_players, self.game.max_players
        self.players = low + (self.players - low + step) % (high - low + 1)

    def cycle_kind(self, seat: int) -> None:
        """Human -> each bot level -> human."""
        kinds: list[str | None] = [None, *PLAYER_LEVELS, FAIR]
        current = self.seats[seat].bot
        k = kinds.index(current) if current in kinds else 0
        new = kinds[(k + 1) % len(kinds)]
        self.seats[seat].bot = new
        if new is not None:
            self.seats[seat].device = SHARED
            self.seats[seat].profile = None
        self._rename(seat)

    def _rename(self, seat: int) -> None:
        info = self.seats[seat]
        if info.bot is not None and (info.name.startswith("Player") or info.name in NAMES):
            info.name = f"Bot {seat + 1}"
        elif info.bot is None and info.name.startswith("Bot"):
            info.name = f"Player {seat + 1}"

    def cycle_name(self, seat: int) -> None:
        """Next name from a short list (no on-screen keyboard needed)."""
        options = [f"Player {seat + 1}" if self.seats[seat].bot is None else f"Bot {seat + 1}",
                   *NAMES]
        taken = {s.name for i, s in enumerate(self.seats[: self.players]) if i != seat}
        current = self.seats[seat].name
        k = options.index(current) if current in options else -1
        for step in range(1, len(options) + 1):
            name = options[(k + step) % len(options)]
            if name not in taken:
                self.seats[seat].name = name
                return

    def pick_profile(self, seat: int, profile: Any) -> None:
        """Seat a profile (a game/store/profiles.py Profile) with its name and, if no other
        seat has it, its colour and symbol; None seats a guest."""
        info = self.seats[seat]
        if profile is None:
            info.profile = None
            info.name = f"Player {seat + 1}"
            return
        info.profile, info.name = profile.id, profile.name
        used = {s.colour for i, s in enumerate(self.seats[: self.players]) if i != seat}
        if profile.colour not in used:
            info.colour, info.symbol = profile.colour, profile.symbol

    def taken_profiles(self, seat: int) -> set[int]:
        """The profiles seated elsewhere at the table."""
        return {s.profile for i, s in enumerate(self.seats[: self.players])
                if i != seat and s.profile is not None}

    def cycle_colour(self, seat: int) -> None:
        """Next colour + symbol pair that no other seat uses."""
        used = {s.colour for i, s in enumerate(self.seats[: self.players]) if i != seat}
        palette = theme.SEAT_COLOURS
        current = self.seats[seat].colour
        k = palette.index(current) if current in palette else -1
        for step in range(1, len(palette) + 1):
            j = (k + step) % len(palette)
            if palette[j] not in used:
                self.seats[seat].colour = palette[j]
                self.seats[seat].symbol = theme.SEAT_SYMBOLS[j]
                return

    def join(self, seat: int, binding: str | int) -> str:
        """Bind a device to a seat (swap if it sits elsewhere, release if pressed again)."""
        info = self.seats[seat]
        if info.bot is None and info.device == binding:
            info.device = SHARED
            return f"{info.name} released; any device plays for this seat."
        for other, seat_info in enumerate(self.seats[: self.players]):
            if other != seat and seat_info.device == binding:
                seat_info.device = info.device if info.bot is None else SHARED
        info.bot = None
        info.device = binding
        self._rename(seat)
        return f"{info.name} joined."

    def quick_join(self, binding: str | int) -> str:
        """Seat a device without aiming at a seat: the first shared human seat, else a bot's."""
        seats = self.seats[: self.players]
        for info in seats:
            if info.bot is None and info.device == binding:
                return f"Already playing as {info.name}."
        free = [i for i, s in enumerate(seats) if s.bot is None and s.device == SHARED]
        free += [i for i, s in enumerate(seats) if s.bot is not None]
        if not free:
            return "No free seat: add a player first."
        return self.join(free[0], binding)

    def release_pad(self, pad_id: int) -> None:
        """A pad was unplugged: its seat goes back to shared input."""
        for info in self.seats:
            if info.device == pad_id:
                info.device = SHARED

    def change_option(self, key: str, step: int = 1) -> None:
        """Toggle a bool, cycle a choice, or step an int (clamped) by `step` units."""
        option = next(o for o in self.game.options if o.key == key)
        value = self.options.get(key)
        if option.kind == "bool":
            self.options[key] = not value
        elif option.kind == "choice":
            k = option.choices.index(value) if value in option.choices else -1
            self.options[key] = option.choices[(k + step) % len(option.choices)]
        else:
            base = value if isinstance(value, int) else self.auto_value(option)
            new = base + step * INT_STEPS.get(key, 1)
            low = option.minimum if option.minimum is not None else new
            high = option.maximum if option.maximum is not None else new
            self.options[key] = max(low, min(high, new))

    def auto_value(self, option: Option) -> int:
        """What an int option left at None means (dominoes target: 101, or 61 for 4)."""
        if option.key == "target":
            return 61 if self.players == 4 else 101
        return option.minimum or 0

    def option_applies(self, option: Option) -> str:
        """"" if the option can be used now, else why not."""
        if option.key == "teams" and self.players != 4:
            return "Teams need 4 players."
        return ""

    def match_setup(self, seed: int | None = None, fair: str = "normal") -> MatchSetup:
        """The MatchSetup to start: the first `players` seats and the options that apply; a
        fair-match seat plays `fair`, the level picked for it."""
        options = {
            o.key: self.options[o.key]
            for o in self.game.options
            if self.options.get(o.key) is not None and not self.option_applies(o)
        }
        seats = [SeatConfig(s.name, s.colour, s.symbol, fair if s.bot == FAIR else s.bot,
                            self.device_of(s), s.profile) for s in self.seats[: self.players]]
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        return MatchSetup(self.slug, seats, options, seed)

    def device_of(self, seat: SeatConfig) -> str | int:
        """The seat's device at the table: with phones on, a human seat no pad or keyboard
        joined is played on a phone."""
        if self.phones and seat.bot is None and seat.device in (SHARED, PHONE):
            return PHONE
        return SHARED if seat.device == PHONE else seat.device

    def remembered(self) -> dict:
        """What to keep in settings.last_setup for this game."""
        data = self.match_setup(0).to_json()
        data["seats"] = [s.to_json() for s in self.seats]
        data["players"] = self.players
        data["options"] = dict(self.options)
        data["phones"] = self.phones
        return data

