"""The match history: every finished match in one SQLite file (stdlib sqlite3).

The schema is versioned in `PRAGMA user_version`; `STEPS[i]` brings a database from
version i to i + 1, so an older file is migrated in place when opened. A file that
is not a usable database (corrupt, truncated, empty, locked, unreadable, or made by a
newer version) is moved aside, never deleted, and a new one is started; `messages`
holds the one line that says so.
"""
from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.safe_write import move_aside
from game.store.files import HISTORY, data_dir, kept_line
from game.version import stamped, version

STEPS: tuple[str, ...] = (
    # 0 -> 1: the matches and who sat where.
    """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, game TEXT NOT NULL,
        players INTEGER NOT NULL, options TEXT NOT NULL, started REAL NOT NULL,
        ended REAL NOT NULL, moves INTEGER NOT NULL, scores TEXT NOT NULL,
        winners TEXT NOT NULL, record TEXT NOT NULL);
    CREATE TABLE seats (
        match INTEGER NOT NULL REFERENCES matches(id), seat INTEGER NOT NULL,
        name TEXT NOT NULL, colour TEXT NOT NULL, bot TEXT, score INTEGER NOT NULL,
        won INTEGER NOT NULL, PRIMARY KEY (match, seat));
    """,
    # 1 -> 2: matches remember whether undo was used; stats look players up by name.
    """
    ALTER TABLE matches ADD COLUMN undo INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX seats_by_name ON seats(name);
    """,
    # 2 -> 3: how many hints the players asked for ("with hints").
    """
    ALTER TABLE matches ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    """,
    # 3 -> 4: a match played on from a record links to it (JSON {"source", "move"}, or NULL).
    """
    ALTER TABLE matches ADD COLUMN origin TEXT;
    """,
    # 4 -> 5: the Passtime version that filed the match (NULL: filed before versions were kept).
    """
    ALTER TABLE matches ADD COLUMN passtime TEXT;
    """,
    # 5 -> 6: people (game/store/profiles.py: a new profile takes the older matches played
    # under its name), game nights, and the ratings derived from the matches
    # (game/store/ratings.py: rebuilt from the matches whenever asked).
    """
    CREATE TABLE profiles (
        id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL COLLATE NOCASE, colour TEXT,
        symbol TEXT, created REAL NOT NULL);
    ALTER TABLE seats ADD COLUMN profile INTEGER REFERENCES profiles(id);
    ALTER TABLE matches ADD COLUMN night TEXT;
    CREATE TABLE nights (
        id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, started REAL NOT NULL,
        ended REAL NOT NULL, games TEXT NOT NULL, seats TEXT NOT NULL,
        standings TEXT NOT NULL);
    CREATE TABLE ratings (
        subject TEXT NOT NULL, game TEXT NOT NULL, mu REAL NOT NULL, sigma REAL NOT NULL,
        matches INTEGER NOT NULL, PRIMARY KEY (subject, game));
    CREATE TABLE rating_points (
        match INTEGER NOT NULL, subject TEXT NOT NULL, game TEXT NOT NULL, mu REAL NOT NULL,
        sigma REAL NOT NULL);
    CREATE INDEX rating_points_by_subject ON rating_points(subject, game);
    CREATE TABLE rating_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
)
VERSION = len(STEPS)
MAX_ID = 2**63 - 1  # SQLite's largest integer: no row has a larger id
TIMEOUT = 0.5  # seconds to wait for a lock before calling the file locked


class Unusable(Exception):
    """The database file cannot be used; the message says why."""


@dataclass
class Finished:
    """One finished match, as the history stores it."""

    key: str
    record: dict
    seats: list[dict]  # name, colour, bot (None for a human), profile (an id or None)
    scores: list[int]
    winners: list[int]
    started: float
    ended: float
    undo: bool = False
    options: dict = field(default_factory=dict)
    hints: int = 0
    origin: dict | None = None  #: where it was played on from (game/store/saves.py Save)
    night: str | None = None  #: the key of the game night it was played in


def connect(path: Path) -> sqlite3.Connection:
    """Open and migrate the database at `path`; Unusable says why it cannot be used."""
    try:
        if os.path.lexists(path) and os.stat(path).st_size == 0 and path.is_file():
            raise Unusable("it is empty")
        conn = sqlite3.connect(path, timeout=TIMEOUT, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise Unusable(str(exc)) from None
    try:
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise Unusable("it is damaged")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > VERSION:
            raise Unusable(f"it is history version {version}; this game knows up to {VERSION}")
        for step in range(version, VERSION):
            conn.executescript(f"BEGIN; {STEPS[step]} PRAGMA user_version = {step + 1}; COMMIT;")
    except (sqlite3.Error, Unusable) as exc:
        conn.close()
        raise Unusable(str(exc)) from None
    return conn


class History:
    """The history database, opened (or started afresh) when made."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or data_dir()) / HISTORY
        self.messages: list[str] = []
        self.conn = self._open()

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return connect(self.path)
        except Unusable as exc:
            self.messages.append(self._set_aside(str(exc)))
        return connect(self.path)  # a fresh file now; Unusable here means a broken disk

    def _set_aside(self, problem: str) -> str:
        for tail in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + tail)
            if os.path.lexists(extra):
                move_aside(extra)
        aside = move_aside(self.path)
        line = kept_line(self.path, problem, aside)
        return line + " A new history was started."

    def close(self) -> None:
        """Close the database file."""
        self.conn.close()

    def add(self, match: Finished) -> int:
        """Store a finished match (once per key) and return its id. If the file went bad
        since it was opened, it is set aside and the match goes into a fresh one."""
        try:
            return self._insert(match)
        except sqlite3.Error as exc:
            self.conn.close()
            self.messages.append(self._set_aside(str(exc)))
            self.conn = connect(self.path)
            return self._insert(match)

    def _insert(self, m: Finished) -> int:
        with_undo = int(m.undo)
        cur = self.conn.cursor()
        cur.execute("BEGIN")
        try:
            found = cur.execute("SELECT id FROM matches WHERE key = ?", (m.key,)).fetchone()
            if found:
                cur.execute("ROLLBACK")
                return int(found[0])
            cur.execute(
                "INSERT INTO matches (key, game, players, options, started, ended, moves, "
                "scores, winners, record, undo, hints, origin, passtime, night) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (m.key, m.record["game"], m.record["players"], json.dumps(m.options),
                 m.started, m.ended, len(m.record.get("moves", [])), json.dumps(m.scores),
                 json.dumps(m.winners), json.dumps(stamped(m.record), separators=(",", ":")),
                 with_undo, m.hints, None if m.origin is None else json.dumps(m.origin),
                 version(), m.night))
            row = int(cur.lastrowid or 0)
            cur.executemany(
                "INSERT INTO seats (match, seat, name, colour, bot, score, won, profile) "
                "VALUES (?,?,?,?,?,?,?,?)",
                [(row, i, s["name"], json.dumps(s.get("colour")), s.get("bot"),
                  m.scores[i], int(i in m.winners), s.get("profile"))
                 for i, s in enumerate(m.seats)])
            cur.execute("COMMIT")
        except BaseException:
            cur.execute("ROLLBACK")
            raise
        return row

    def filed(self, keys: list[str]) -> set[str]:
        """Those of `keys` whose match is already stored."""
        found: set[str] = set()
        for start in range(0, len(keys), 500):  # SQLite caps the number of parameters
            part = keys[start:start + 500]
            marks = ",".join("?" * len(part))
            found.update(k for (k,) in self.conn.execute(
                f"SELECT key FROM matches WHERE key IN ({marks})", part))
        return found

    def matches(self, game: str | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        """Stored matches, newest first (optionally one game's, at most `limit`)."""
        sql = ("SELECT id, key, game, players, options, started, ended, moves, scores, "
               "winners, undo, hints, origin, passtime, night FROM matches")
        args: list[Any] = []
        if game is not None:
            sql += " WHERE game = ?"
            args.append(game)
        sql += " ORDER BY ended DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        out = []
        for row in self.conn.execute(sql, args).fetchall():
            seats = self.conn.execute(
                "SELECT name, bot, profile FROM seats WHERE match = ? ORDER BY seat",
                (row[0],)).fetchall()
            out.append({
                "id": row[0], "key": row[1], "game": row[2], "players": row[3],
                "options": json.loads(row[4]), "started": row[5], "ended": row[6],
                "moves": row[7], "scores": json.loads(row[8]), "winners": json.loads(row[9]),
                "undo": bool(row[10]), "hints": row[11],
                "origin": None if row[12] is None else json.loads(row[12]),
                "passtime": row[13], "night": row[14],
                "seats": [{"name": n, "bot": b, "profile": p} for n, b, p in seats],
            })
        return out

    def record(self, match_id: int) -> dict | None:
        """The match record of stored match `match_id`, or None if there is none."""
        if not 0 <= match_id <= MAX_ID:
            return None  # SQLite could not even compare it
        row = self.conn.execute("SELECT record FROM matches WHERE id = ?",
                                (match_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def seat_rows(self) -> list[tuple]:
        """(match id, game, seat, name, bot, score, won, undo, bots at the table), oldest
        first: what the stats are made of."""
        return self.conn.execute(
            "SELECT s.match, m.game, s.seat, s.name, s.bot, s.score, s.won, m.undo, "
            "(SELECT group_concat(DISTINCT o.bot) FROM seats o WHERE o.match = s.match "
            " AND o.seat != s.seat AND o.bot IS NOT NULL) "
            "FROM seats s JOIN matches m ON m.id = s.match ORDER BY m.ended, m.id").fetchall()
