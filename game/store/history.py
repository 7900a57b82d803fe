"""The match history: every finished match in one SQLite file (stdlib sqlite3).

The schema is versioned in `PRAGMA user_version`; `STEPS[i]` brings a database from
version i to i + 1, so an older file is migrated in place when opened
(game/store/sqlite_file.py opens, checks and migrates it). Only a file that is not a
usable database (damaged, truncated, unreadable) is moved aside, never deleted,
and a new one started; `messages` holds the one line that says so. A file another
program holds locked, or a sound one this version cannot use (a newer version, other
tables), is left as it is: reads find nothing and say why in `messages` (`problem`
keeps it), and `add` raises it, so a finished match stays in its save until a later try.
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
from game.store.sqlite_file import Damaged, HistoryError, classify, connect, in_memory
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
#: Seconds to wait for another program's lock (a second Passtime writing, a backup tool):
#: a lock is never taken for damage, and a write still locked out after it is retried later.
TIMEOUT = 5.0


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


class History:
    """The history database, opened (or started afresh) when made. When it cannot be used
    now (locked past `timeout`, or not a history this version can use), `problem` says why
    and an empty stand-in answers the reads."""

    def __init__(self, directory: Path | None = None, timeout: float = TIMEOUT) -> None:
        self.path = (directory or data_dir()) / HISTORY
        self.timeout = timeout
        self.messages: list[str] = []
        self.problem: HistoryError | None = None
        self.conn = self._open()

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return connect(self.path, STEPS, self.timeout)
        except Damaged as exc:
            self.messages.append(self._set_aside(str(exc)))
        except HistoryError as exc:
            return self._stand_in(exc)
        try:  # a fresh file now
            return connect(self.path, STEPS, self.timeout)
        except HistoryError as exc:  # a broken disk, or another program made one meanwhile
            return self._stand_in(exc)

    def _stand_in(self, problem: HistoryError) -> sqlite3.Connection:
        """Say why the file cannot be used now; an empty history in memory answers reads."""
        self.problem = problem
        self.messages.append(str(problem))
        return in_memory(STEPS)

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
        since it was opened, it is set aside and the match goes into a fresh one; if it is
        locked past the timeout or cannot be used, the HistoryError is raised (nothing is
        moved: the caller keeps the match to try again)."""
        if self.problem is not None:
            raise self.problem
        try:
            return self._insert(match)
        except sqlite3.Error as exc:
            problem = classify(exc, self.path, self.timeout)
            if not isinstance(problem, Damaged):
                raise problem from None
            self.conn.close()
            self.messages.append(self._set_aside(str(problem)))
            self.conn = connect(self.path, STEPS, self.timeout)
            return self._insert(match)

    def _read(self, sql: str, args: Any = ()) -> list[tuple]:
        """The rows of a query; if the file cannot be read now, none (and `problem` says
        why): what could be read before stays read."""
        try:
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            if self.problem is not None:
                raise  # the stand-in itself failed: a fault of ours
            self.conn.close()
            self.conn = self._stand_in(classify(exc, self.path, self.timeout))
            return self.conn.execute(sql, args).fetchall()

    def _insert(self, m: Finished) -> int:
        with_undo = int(m.undo)
        cur = self.conn.cursor()
        cur.execute("BEGIN IMMEDIATE")  # the write lock first: two writers queue, never clash
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
            if self.conn.in_transaction:  # SQLite ends some failed transactions itself
                cur.execute("ROLLBACK")
            raise
        return row

    def filed(self, keys: list[str]) -> set[str]:
        """Those of `keys` whose match is already stored."""
        found: set[str] = set()
        for start in range(0, len(keys), 500):  # SQLite caps the number of parameters
            part = keys[start:start + 500]
            marks = ",".join("?" * len(part))
            found.update(k for (k,) in self._read(
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
        for row in self._read(sql, args):
            seats = self._read(
                "SELECT name, bot, profile FROM seats WHERE match = ? ORDER BY seat", (row[0],))
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
        rows = self._read("SELECT record FROM matches WHERE id = ?", (match_id,))
        return json.loads(rows[0][0]) if rows else None

    def seat_rows(self) -> list[tuple]:
        """(match id, game, seat, name, bot, score, won, undo, bots at the table), oldest
        first: what the stats are made of."""
        return self._read(
            "SELECT s.match, m.game, s.seat, s.name, s.bot, s.score, s.won, m.undo, "
            "(SELECT group_concat(DISTINCT o.bot) FROM seats o WHERE o.match = s.match "
            " AND o.seat != s.seat AND o.bot IS NOT NULL) "
            "FROM seats s JOIN matches m ON m.id = s.match ORDER BY m.ended, m.id")
