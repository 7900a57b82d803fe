"""Opening a versioned SQLite file (the history) and telling damage from a lock.

The schema is versioned in `PRAGMA user_version`; `steps[i]` brings a file from version
i to i + 1. Opening checks the file (`PRAGMA quick_check`), migrates it and checks that
its tables hold every column the steps make. What can go wrong is one of three kinds:
- `Damaged`: not a database SQLite can use (it cannot be opened as SQLite, or fails the
  check). Only such a file is kept aside, by the caller. An empty file is an empty
  database, and for a moment every new one is: it is used.
- `Busy`: another program (a second Passtime, a backup tool) holds it locked for longer
  than the wait. Nothing is wrong with it: try again later.
- `Foreign`: a sound database that is not a history this version can use (a newer
  version, or other tables). It is left as it is.
"""
from __future__ import annotations

import functools
import os
import sqlite3
from pathlib import Path

SQLITE_BUSY, SQLITE_LOCKED, SQLITE_CORRUPT, SQLITE_CANTOPEN, SQLITE_NOTADB = 5, 6, 11, 14, 26


class HistoryError(Exception):
    """The history cannot be used now; the message is one line saying why."""


class Damaged(HistoryError):
    """Not a usable SQLite file: kept aside, and a new one started."""


class Busy(HistoryError):
    """Locked by another program for longer than the wait: nothing is moved."""


class Foreign(HistoryError):
    """A sound database this version cannot use: left as it is."""


def classify(exc: sqlite3.Error, path: Path, timeout: float) -> HistoryError:
    """The kind of problem an sqlite3 error means, with the line that says so."""
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF  # the primary code of an extended one
    if code in (SQLITE_BUSY, SQLITE_LOCKED):
        return Busy(f"{path.name} is in use by another program (still locked after "
                    f"{timeout:g} s); try again in a moment.")
    if code in (SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_CANTOPEN):
        return Damaged(str(exc))
    return HistoryError(f"{path.name} cannot be used now ({exc}).")


def foreign(path: Path, why: str) -> Foreign:
    """The Foreign problem of `path`, with the line that says so."""
    return Foreign(f"{path.name} is not a history this version can use ({why}); "
                   "it was left as it is.")


@functools.cache
def expected_columns(steps: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Every table the steps make, with its columns (read off a database they built)."""
    conn = sqlite3.connect(":memory:")
    try:
        for step in steps:
            conn.executescript(step)
        tables = [name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {t: columns(conn, t) for t in tables}
    finally:
        conn.close()


def columns(conn: sqlite3.Connection, table: str) -> frozenset[str]:
    """The columns of `table` (none if there is no such table)."""
    quoted = '"' + table.replace('"', '""') + '"'
    return frozenset(row[1] for row in conn.execute(f"PRAGMA table_info({quoted})"))


def schema_problem(conn: sqlite3.Connection, steps: tuple[str, ...]) -> str | None:
    """What the file lacks of the schema `steps` make, or None if it has all of it."""
    for table, wanted in expected_columns(steps).items():
        found = columns(conn, table)
        if not found:
            return f"it has no table '{table}'"
        if wanted - found:
            return f"its table '{table}' has no column '{min(wanted - found)}'"
    return None


def migrate(conn: sqlite3.Connection, steps: tuple[str, ...]) -> None:
    """Bring the file up to len(steps); another process doing the same at once waits for
    the write lock (BEGIN IMMEDIATE) and then finds it done."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for step in range(version, len(steps)):
            for statement in split_script(steps[step]):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {len(steps)}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # SQLite ends some failed transactions itself
            conn.execute("ROLLBACK")
        raise


def split_script(script: str) -> list[str]:
    """The statements of a step, one by one (executescript would commit on its own)."""
    statements, part = [], ""
    for line in script.splitlines(keepends=True):
        part += line
        if sqlite3.complete_statement(part):
            statements.append(part.strip())
            part = ""
    if part.strip():
        statements.append(part.strip())
    return statements


def connect(path: Path, steps: tuple[str, ...], timeout: float) -> sqlite3.Connection:
    """Open `path` (waiting up to `timeout` s for another program's lock), check it, migrate
    it to len(steps) and check its tables; a HistoryError says why it cannot be used."""
    # An empty file is an empty database to SQLite (and, for a moment, every new one
    # another process is making): it is used, never taken for damage.
    try:
        os.stat(path)  # a link to itself: SQLite would only say it cannot open it
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise Damaged(exc.strerror or str(exc)) from None
    try:
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    except sqlite3.Error as exc:
        raise classify(exc, path, timeout) from None
    try:
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise Damaged("it is damaged")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > len(steps):
            raise foreign(path, f"it is history version {version}; this game knows up to "
                                f"{len(steps)}")
        if version < len(steps):
            try:
                migrate(conn, steps)
            except sqlite3.Error as exc:
                problem = classify(exc, path, timeout)
                raise (foreign(path, str(exc)) if type(problem) is HistoryError
                       else problem) from None
        problem = schema_problem(conn, steps)
        if problem is not None:
            raise foreign(path, problem)
    except sqlite3.Error as exc:
        conn.close()
        raise classify(exc, path, timeout) from None
    except HistoryError:
        conn.close()
        raise
    return conn


def in_memory(steps: tuple[str, ...]) -> sqlite3.Connection:
    """An empty database of the schema `steps` make, in memory (a stand-in that reads
    as empty)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, steps)
    return conn
