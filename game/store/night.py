"""Game night: a playlist of games for the same seats, with standings across the games.

Each finished match gives every seat placement points (game/store/placing.py: one point
per seat placed below it); the standings add them up, first places breaking ties. A
night is kept in one file (game/store/night_file.py) that holds the current match's save
too, rewritten after every move; each finished match goes into the history with the
night's key, and the finished night goes in as one row with its standings.
"""
from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from game.registry import descriptor, get_game
from game.rules.base import BadOptions, Match
from game.store import ratings
from game.store.history import Finished, History
from game.store.placing import places, points
from game.store.saves import Save, new_id, replay_save, seat_of
from game.store.sqlite_file import HistoryError, classify
from game.store.unfinished import finished_entry, rate

MAX_GAMES = 6  #: a longer playlist is not one evening


class BadNight(Exception):
    """A game night that cannot be made or read; the message says why."""


@dataclass
class Played:
    """One finished match of the night."""

    key: str
    game: str
    scores: list[int]
    winners: list[int]

    @property
    def points(self) -> list[int]:
        """Placement points per seat."""
        return points(self.game, self.scores, self.winners)


@dataclass(frozen=True)
class Standing:
    """One seat's line in the night's standings."""

    seat: int
    name: str
    points: int
    firsts: int
    place: int  #: 0 for first; seats level on points and first places share it


@dataclass
class Night:
    """A game night: its playlist, its seats, what has been played and the match under way."""

    id: str
    games: list[dict]  #: {"game": slug, "options": {...}} in the order they are played
    seats: list[dict]  #: name, colour, symbol, bot, profile: the same for every game
    seed: int
    started: float = field(default_factory=time.time)
    played: list[Played] = field(default_factory=list)
    current: Save | None = None  #: the match under way, kept like an autosave
    path: Path | None = None
    #: Finished matches counted in `played` whose saves the history does not have yet.
    #: Filing (`file_saves`, maybe on another thread) only reads a copy of this list and
    #: returns the keys it filed; the night's owner drops them (`drop_filed`).
    unfiled: list[Save] = field(default_factory=list)

    @property
    def index(self) -> int:
        """The number of the game under way (or next), from 0."""
        return len(self.played)

    @property
    def over(self) -> bool:
        """True once every game of the playlist has been played."""
        return self.index >= len(self.games)

    def next_game(self) -> dict:
        """The playlist entry of the game under way or next."""
        return self.games[self.index]

    def match_seed(self) -> int:
        """The deal seed of the game under way or next (fixed by the night's seed)."""
        return self.seed + 1009 * self.index

    def start_match(self) -> tuple[Save, Match]:
        """Deal the next game of the playlist; it becomes the match under way."""
        entry = self.next_game()
        match = get_game(entry["game"]).new_match(len(self.seats), self.match_seed(),
                                                  entry["options"])
        self.current = Save(new_id(entry["game"]), match.record(), [dict(s) for s in self.seats])
        return self.current, match

    def resume_match(self) -> Match | None:
        """The match under way, replayed from its save (None if there is none); BadSave."""
        return None if self.current is None else replay_save(self.current)

    def add(self, key: str, game: str, scores: list[int], winners: list[int]) -> Played:
        """Count a finished match (once: a key already counted is not counted again)."""
        for played in self.played:
            if played.key == key:
                return played
        played = Played(key, game, list(scores), list(winners))
        self.played.append(played)
        if self.current is not None and self.current.id == key:
            self.current = None
        return played

    def finish(self, save: Save) -> Played:
        """Count a finished match's save (its record, scores and winners final) in the
        standings, and keep it until the history has it (`file_saves`)."""
        if all(kept.id != save.id for kept in self.unfiled):
            self.unfiled.append(save)
        return self.add(save.id, save.slug, save.scores, save.winners)

    def drop_filed(self, keys: list[str]) -> None:
        """Forget the finished matches the history now has (by key)."""
        if keys:
            self.unfiled[:] = [save for save in self.unfiled if save.id not in keys]

    def standings(self) -> list[Standing]:
        """Every seat by placement points, then first places; best first."""
        totals = [0] * len(self.seats)
        firsts = [0] * len(self.seats)
        for played in self.played:
            for seat, (gained, place) in enumerate(zip(
                    played.points, places(played.game, played.scores, played.winners),
                    strict=True)):
                totals[seat] += gained
                firsts[seat] += place == 0
        keys = [(-totals[s], -firsts[s]) for s in range(len(self.seats))]
        lines = [Standing(s, self.seats[s]["name"], totals[s], firsts[s],
                          sum(1 for k in keys if k < keys[s])) for s in range(len(self.seats))]
        return sorted(lines, key=lambda line: (line.place, line.seat))

    def to_json(self) -> dict[str, Any]:
        """The JSON object kept on disk."""
        return self.to_json_later()()

    def to_json_later(self, current: Callable[[], Save | None] | None = None
                      ) -> Callable[[], dict[str, Any]]:
        """`to_json` of the night as it is now, made when called (off the frame): the
        matches counted and a copy of the match under way are taken now; `current`, if
        given, makes the match under way's save there instead (`Save.caught_up_later`)."""
        played, unfiled = list(self.played), list(self.unfiled)
        if current is None:
            copy = None if self.current is None else self.current.copy()
            current = lambda: copy  # noqa: E731
        return lambda: {
            "id": self.id, "games": self.games, "seats": self.seats, "seed": self.seed,
            "started": self.started,
            "played": [{"key": p.key, "game": p.game, "scores": p.scores,
                        "winners": p.winners} for p in played],
            "unfiled": [save.to_json() for save in unfiled],
            "current": None if (save := current()) is None else save.to_json()}


def new_night(games: list[dict], seats: list[dict], seed: int) -> Night:
    """A night of `games` ({"game", "options"}) for `seats`; BadNight if a game does not
    take that many players, an option is wrong, or the playlist is empty or too long."""
    if not 1 <= len(games) <= MAX_GAMES:
        raise BadNight(f"A game night plays 1 to {MAX_GAMES} games, not {len(games)}.")
    checked = []
    for entry in games:
        if not isinstance(entry, dict):
            raise BadNight("a game of its playlist is not a game with its options "
                           f"({entry!r:.40})")
        try:
            rules = get_game(entry.get("game"))
            rules.check_players(len(seats))
            options = rules.resolve_options(entry.get("options") or {}, len(seats))
        except BadOptions as exc:
            raise BadNight(str(exc)) from None
        checked.append({"game": rules.slug, "options": options})
    return Night(new_id("night"), checked, [seat_of(s) for s in seats], seed)


def night_entry(night: Night, save: Save, match: Match, undo: bool = False,
                hints: int = 0) -> Finished:
    """A finished match of the night as the history keeps it, with the night's key."""
    return Finished(save.id, match.record(), save.seats, list(match.scores),
                    list(match.winners), save.started, time.time(), undo,
                    dict(match.options), hints, save.origin, night.id)


def file_entry(history: History, entry: Finished) -> None:
    """File a finished match in the history (once per key) and rate it."""
    history.add(entry)
    ratings.update(history)


def finish_match(night: Night, history: History, save: Save, match: Match, undo: bool = False,
                 hints: int = 0) -> Played:
    """File a finished match of the night in the history (once per key), rate it, and
    count it in the standings."""
    file_entry(history, night_entry(night, save, match, undo, hints))
    return night.add(save.id, match.game.slug, list(match.scores), list(match.winners))


class Filed(NamedTuple):
    """What filing a night's finished matches did: the keys the history now has, and the
    line to show if it could not take them all now."""

    keys: list[str]
    lines: list[str]


def file_saves(night_id: str, saves: list[Save], history: History) -> Filed:
    """File finished matches of night `night_id` the history does not have yet (a copy of
    its `unfiled`, taken by its owner); changes no night: the owner drops the keys filed.
    Those the history cannot take now stay unfiled, to be filed at a later try."""
    filed: list[str] = []
    for save in saves:
        try:
            history.add(replace(finished_entry(save), night=night_id))
        except HistoryError as exc:
            return Filed(filed, [f"{str(exc).rstrip('.')}. The match is kept in the night "
                                 "until it can go in."])
        filed.append(save.id)
    if filed:
        rate(history)
    return Filed(filed, [])


class Settled(NamedTuple):
    """A night made ready to carry on: its match under way (None: the next comes after the
    interlude), what filing had to say, and whether the night changed (to write it)."""

    match: Match | None
    lines: list[str]
    changed: bool


def settle(night: Night, history: History) -> Settled:
    """On resuming (by the night's owner): a match the night was killed after finishing
    (its last move kept, its result not yet counted) is counted now, and the finished
    matches not yet in the history go in (if it can take them now)."""
    match = night.resume_match()
    current = night.current
    counted = False
    if match is not None and match.is_over and current is not None:
        counted = True
        current.ended, current.winners = current.saved, list(match.winners)
        current.scores = list(match.scores)
        night.finish(current)
        match = None
    filed = file_saves(night.id, list(night.unfiled), history)
    night.drop_filed(filed.keys)
    return Settled(match, filed.lines, counted or bool(filed.keys))


def night_row(night: Night) -> tuple:
    """The night's row in the history, made now (by the night's owner): key, start, end,
    playlist, seats and standings."""
    standings = [{"seat": s.seat, "name": s.name, "points": s.points, "firsts": s.firsts,
                  "place": s.place} for s in night.standings()]
    return (night.id, night.started, time.time(), json.dumps(night.games),
            json.dumps(night.seats), json.dumps(standings))


def file_night(history: History, row: tuple) -> None:
    """Store a finished night's row (`night_row`) in the history, once per key; the
    HistoryError if it cannot take it now (the night keeps its file to try again)."""
    if history.problem is not None:  # an empty stand-in in memory: it would be lost
        raise history.problem
    try:
        history.conn.execute(
            "INSERT OR IGNORE INTO nights (key, started, ended, games, seats, standings) "
            "VALUES (?,?,?,?,?,?)", row)
    except sqlite3.Error as exc:
        raise classify(exc, history.path, history.timeout) from None


def night_title(night: Night) -> str:
    """The playlist in words: 'PASS, Take or Pass, The Passing Game'."""
    return ", ".join(descriptor(g["game"]).name for g in night.games)
