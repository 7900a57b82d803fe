"""The rules protocol every Passtime game speaks (after OpenSpiel's Game/State).

A `Game` describes one game: its name, player range and option schema, and
makes matches. A `Match` is the state of one match: whose move it is, the legal
moves, `apply(move)` returning events, scores and winners, per-seat views,
cloning and the match record of docs/rules.md section 4.

Nothing here (or anywhere under game/rules) may import pygame.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from game.userdata import MAX_MOVE_CHARS, brief

BETWEEN_DEALS = "The deal is over; the next one starts with start_next_deal()."
"""What `apply` says while the match is between deals (players never see it: tables wait)."""


class RulesError(Exception):
    """Base of every error the rules layer raises on purpose."""


class IllegalMove(RulesError):
    """A move the rules refuse. The message is a sentence a player understands.

    Raising it leaves the match exactly as it was before the move.
    """


class BadOptions(RulesError):
    """Options or a player count the game does not accept; the message names the key."""


class BadRecord(RulesError):
    """A match record (or a deal inside one) that cannot be read; the message says what."""


class BadSeat(RulesError):
    """A seat number that is not a whole number from 0 to players - 1."""


def is_seat(seat: Any, players: int) -> bool:
    """True if `seat` names one of `players` seats (a plain int, not a bool)."""
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players


@dataclass(frozen=True, slots=True)
class Option:
    """One entry of a game's option schema.

    `kind` is "bool", "int" or "choice". `default` is what records use when the
    option is missing; `screen_default` is what the setup screen starts with
    (docs/rules.md T5: Take or Pass plays 3 games on screen, 1 in records).
    """

    key: str
    kind: str
    default: Any
    label: str
    help: str = ""
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    screen_default: Any = None

    def allowed(self) -> str:
        """The allowed values in words, for error messages and help text."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "choice":
            return " or ".join(repr(c) for c in self.choices)
        return f"a whole number from {self.minimum} to {self.maximum}"

    def check(self, value: Any) -> Any:
        """Return `value` if it is allowed, else raise BadOptions naming the key."""
        ok = (
            (self.kind == "bool" and isinstance(value, bool))
            or (self.kind == "choice" and value in self.choices and not isinstance(value, bool))
            or (
                self.kind == "int"
                and isinstance(value, int)
                and not isinstance(value, bool)
                and (self.minimum is None or value >= self.minimum)
                and (self.maximum is None or value <= self.maximum)
            )
        )
        if not ok:
            raise BadOptions(f"Option '{self.key}' must be {self.allowed()}, not {brief(value)}.")
        return value


class Move:
    """Marker base for moves. Each game's moves are frozen dataclasses whose
    `str()` is the docs/rules.md notation; `Game.parse_move` reads it back."""

    __slots__ = ()


class Game(ABC):
    """A game in the collection: metadata, options and a match factory."""

    slug: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()

    def check_players(self, players: Any) -> int:
        """Return the player count if this game takes it, else raise BadOptions."""
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not self.min_players <= players <= self.max_players
        ):
            raise BadOptions(
                f"{self.name} takes {self.min_players} to {self.max_players} players, "
                f"not {brief(players)}."
            )
        return players

    def has_hidden_information(self, options: dict) -> bool:
        """Does a seat's view show something the others may not see, under these options?"""
        return True

    def check_seed(self, seed: Any) -> int:
        """Return the seed if it is a whole number from 0 up, else raise BadOptions.

        Negative seeds are refused: random.Random uses a seed's absolute value, so
        -5 would deal exactly as 5 does, and a record saying -5 would mislead."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise BadOptions(f"The seed must be a whole number from 0 up, not {brief(seed)}.")
        return seed

    def resolve_options(self, options: dict | None, players: int | None = None) -> dict:
        """Fill defaults and validate; unknown keys and bad values raise BadOptions."""
        if not isinstance(options, dict | None):
            raise BadOptions(f"Options must be a JSON object, not {brief(options)}.")
        given = dict(options or {})
        known = {o.key: o for o in self.options}
        unknown = sorted((k for k in given if k not in known), key=str)
        if unknown:
            names = ", ".join(known) or "none"
            raise BadOptions(
                f"Unknown option {brief(unknown[0])} for {self.name}; its options are: {names}."
            )
        return {k: o.check(given[k]) if k in given else o.default for k, o in known.items()}

    @abstractmethod
    def new_match(
        self,
        players: int,
        seed: int,
        options: dict | None = None,
        deals: list[dict] | None = None,
    ) -> Match:
        """Start a match. Explicit `deals` are used in order, then the seeded RNG deals."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read a move in docs/rules.md notation; unreadable text raises IllegalMove."""


class Match(ABC):
    """The state of one match. Subclasses keep `rng`, `moves` and `movers` current.

    Lifecycle of a move: `legal_moves()` lists what the seat `to_move` may do;
    `apply(move)` checks it (IllegalMove leaves the state untouched), changes
    the state and returns the events that happened, in order, for the scenes
    to animate. `moves`/`movers` form the append-only log the record is made of.

    Lifecycle of a deal: the move that ends a deal / game / round returns its
    scoring event and leaves the match `between_deals` (or over). The table shows
    the finished deal from `view`, then calls `start_next_deal()`, which deals
    and returns the new deal's start events. The step is not a move: records
    hold moves only, and `replay` takes the step itself after each deal's last
    move (`apply_then_deal`), so records read as they always have.
    """

    game: Game
    players: int
    seed: int
    options: dict
    deals: list[dict]
    rng: random.Random
    moves: list[Move]
    movers: list[int]

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose move it is, or None when the match is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the match is finished."""

    #: Each game sets it after a deal's last move and clears it in `start_next_deal()`.
    _between: bool = False

    @property
    def between_deals(self) -> bool:
        """True from the last move of a deal / game / round until `start_next_deal()`.

        Meanwhile the match stays on the finished deal (its view shows the final
        hands, train and scores, and the deal's scoring event as `result`), no seat
        is to move (`to_move` None, `legal_moves()` empty) and `apply` refuses.
        Never true once the match is over.
        """
        return self._between

    @property
    @abstractmethod
    def number(self) -> int:
        """The current deal / game / round number, from 1."""

    @property
    @abstractmethod
    def scores(self) -> list[int]:
        """Match score per seat, as in the replay summary's `scores`."""

    @property
    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats (shared wins list several); empty until the match is over."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every distinct legal move for `to_move`; empty once the match is over."""

    @abstractmethod
    def apply(self, move: Move) -> list:
        """Play `move` for `to_move` and return the events; IllegalMove changes nothing."""

    @abstractmethod
    def start_next_deal(self) -> list:
        """Deal the next deal / game / round and return its start events (the ones
        `apply` used to return after the scoring); IllegalMove unless `between_deals`."""

    def apply_then_deal(self, move: Move) -> list:
        """Apply `move` and, if it ended a deal, start the next one at once.

        The events then run straight on from one deal to the next, as the moves of
        a record do: replay, simulations and search playouts step this way.
        """
        events = self.apply(move)
        if self.between_deals:
            events += self.start_next_deal()
        return events

    def advance(self, move: Move) -> None:
        """`apply_then_deal` for a move the rules themselves listed, without building events.

        Search playouts step this way; games override it with a path that skips
        the checks and the events, leaving exactly the state `apply_then_deal` would."""
        self.apply_then_deal(move)

    @abstractmethod
    def view(self, seat: int | None) -> Any:
        """What `seat` may see (a frozen dataclass); `None` gives the public view."""

    @abstractmethod
    def view_all(self) -> Any:
        """Everything, for watching a record back: the public view (`seat` None) with every
        hidden part filled in (all hands, cards put aside, the draw pile). Never for players."""

    @abstractmethod
    def summary(self) -> dict:
        """The full replay summary of docs/rules.md section 4 (without `error`)."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy: applying moves to it never changes this match."""

    @abstractmethod
    def deals_so_far(self, rng: random.Random | None = None) -> list[dict]:
        """Every deal of the match so far as record `deals` entries (docs/rules.md section 4),
        as dealt. With `rng`, the parts of the current deal that no seat has seen yet (the
        order of a draw pile, cards put aside) are shuffled by it; all that any seat saw stays."""

    def redeal_unseen(self, seed: int) -> Match:
        """This position with everything no seat has seen dealt anew from `seed`: every seat's
        view stays exactly as it is; the hidden rest (the draw pile, the boneyard, later deals)
        changes. The new match's record (the deals so far, `seed`, the same moves) replays to it."""
        rng = random.Random(seed)
        fresh = self.game.new_match(self.players, seed, dict(self.options), self.deals_so_far(rng))
        for move in self.moves:
            if fresh.between_deals:
                fresh.start_next_deal()
            fresh.apply(move)
        if fresh.between_deals and not self.between_deals:  # this match dealt on already
            fresh.start_next_deal()
        return fresh

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A clone in which everything hidden from `seat` is re-sampled, consistent
        with what `seat` has seen (for search bots). Games with hidden information
        override this; the default suits perfect-information states."""
        return self.clone()

    def why_illegal(self, move: Move) -> str | None:
        """The rules' refusal message for `move`, or None if it is legal. Never changes
        the match. Games override this with a cheaper check than a trial apply."""
        try:
            self.clone().apply(move)
        except IllegalMove as exc:
            return str(exc)
        return None

    def check_seat(self, seat: Any, public: bool = False) -> None:
        """Raise BadSeat unless `seat` is one of this match's seats (or None if `public`)."""
        if public and seat is None:
            return
        if not is_seat(seat, self.players):
            raise BadSeat(f"There is no seat {brief(seat)}: seats are 0 to {self.players - 1}.")

    def apply_as(self, seat: int, move: Move) -> list:
        """Apply `move` on behalf of `seat`; refused if it is not that seat's turn."""
        if not is_seat(seat, self.players):
            raise IllegalMove(f"There is no seat {brief(seat)}: seats are 0 to {self.players - 1}.")
        if self.is_over:
            raise IllegalMove("The match is over.")
        if self.between_deals:
            raise IllegalMove(BETWEEN_DEALS)
        if seat != self.to_move:
            raise IllegalMove(f"It is seat {self.to_move}'s turn, not seat {seat}'s.")
        return self.apply(move)

    def apply_text(self, text: str) -> list:
        """Parse `text` in the game's notation and apply it (at most MAX_MOVE_CHARS long)."""
        if isinstance(text, str) and len(text) > MAX_MOVE_CHARS:
            raise IllegalMove(f"A move is at most {MAX_MOVE_CHARS} characters long.")
        return self.apply(self.game.parse_move(text))

    def record(self) -> dict:
        """The match record (docs/rules.md section 4) that replays to this state."""
        return self.record_later()()

    def record_later(self) -> Callable[[], dict]:
        """The record of the match as it is now, made when called (on another thread, say):
        now only the lists are copied; moves are frozen, so their notation can be written
        later whatever the match does meanwhile."""
        head: dict = {
            "game": self.game.slug,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
        }
        if self.deals:
            head["deals"] = [dict(d) for d in self.deals]
        moves = tuple(self.moves)
        return lambda: {**head, "moves": [str(m) for m in moves]}
