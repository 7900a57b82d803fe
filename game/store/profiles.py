"""Profiles: the people the history remembers, each with a name and seat defaults.

A profile lives in the history database (table `profiles`); a seat played under a profile
links to it (`seats.profile`), so renaming a profile keeps its matches. A seat played by a
person with no profile is a guest's. Making a profile takes the older guest seats played
under the same name (letter case aside): matches from before profiles existed link to the
profile by name. Ratings are derived from these links, so they are rebuilt then.
"""
from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass

from game.engine import theme
from game.store.history import History
from game.store.ratings import forget
from game.store.sqlite_file import classify

MAX_NAME = 16  #: characters: a name must fit on a seat plate read from the couch


class BadProfile(Exception):
    """A name or seat default the profiles refuse; the message says why."""


@dataclass(frozen=True)
class Profile:
    """One remembered player: their name, seat colour and symbol."""

    id: int
    name: str
    colour: tuple[int, int, int]
    symbol: str


def check_name(name: object) -> str:
    """`name` trimmed, if it is a name a profile can take; BadProfile says why not."""
    if not isinstance(name, str) or not name.strip():
        raise BadProfile("A profile needs a name.")
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        raise BadProfile(f"A name is at most {MAX_NAME} characters.")
    if not name.isprintable():
        raise BadProfile("A name holds letters, digits and signs only.")
    return name


def _check_look(colour: object, symbol: object) -> tuple[tuple[int, int, int], str]:
    if symbol not in theme.SEAT_SYMBOLS:
        raise BadProfile(f"The symbol must be one of {', '.join(theme.SEAT_SYMBOLS)}.")
    if tuple(colour) not in theme.SEAT_COLOURS:  # type: ignore[arg-type]
        raise BadProfile("The colour must be one of the seat colours.")
    return tuple(colour), str(symbol)  # type: ignore[return-value]


def _profile(row: tuple) -> Profile:
    colour = tuple(json.loads(row[2]))
    return Profile(row[0], row[1], colour, row[3])  # type: ignore[arg-type]


def all_profiles(history: History) -> list[Profile]:
    """Every profile, by name."""
    rows = history.conn.execute(
        "SELECT id, name, colour, symbol FROM profiles ORDER BY name COLLATE NOCASE").fetchall()
    return [_profile(row) for row in rows]


def find(history: History, profile_id: int) -> Profile | None:
    """The profile with this id, or None."""
    row = history.conn.execute("SELECT id, name, colour, symbol FROM profiles WHERE id = ?",
                               (profile_id,)).fetchone()
    return None if row is None else _profile(row)


def create(history: History, name: str, colour: tuple[int, int, int], symbol: str) -> Profile:
    """Make a profile; it takes the guest seats of older matches played under its name.
    BadProfile if the name is taken, the name, colour or symbol is not allowed, or the
    history cannot take it now (another program writing to it)."""
    name = check_name(name)
    colour, symbol = _check_look(colour, symbol)
    conn = history.conn
    try:
        conn.execute("BEGIN IMMEDIATE")
        cur = conn.execute(
            "INSERT INTO profiles (name, colour, symbol, created) VALUES (?,?,?,?)",
            (name, json.dumps(list(colour)), symbol, time.time()))
        profile_id = int(cur.lastrowid or 0)
        claimed = conn.execute(
            "UPDATE seats SET profile = ? WHERE profile IS NULL AND bot IS NULL "
            "AND name = ? COLLATE NOCASE", (profile_id, name)).rowcount
        if claimed:
            forget(history)  # older matches changed hands: rebuild the ratings
        conn.execute("COMMIT")
    except sqlite3.IntegrityError:
        roll_back(conn)
        raise BadProfile(f"There is already a profile called {name}.") from None
    except sqlite3.Error as exc:
        roll_back(conn)
        raise not_kept(history, exc) from None
    except BaseException:
        roll_back(conn)
        raise
    return Profile(profile_id, name, colour, symbol)


def roll_back(conn: sqlite3.Connection) -> None:
    """Undo the transaction under way, if one began (BEGIN itself may have been refused)."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def not_kept(history: History, exc: sqlite3.Error) -> BadProfile:
    """The BadProfile saying why the history did not take a profile now (another program
    holds it past the wait, or it cannot be used)."""
    problem = classify(exc, history.path, history.timeout)
    return BadProfile(f"The profile cannot be kept now: {problem}")


def edit(history: History, profile_id: int, name: str, colour: tuple[int, int, int],
         symbol: str) -> Profile:
    """Change a profile's name and seat defaults (its matches stay its own); BadProfile if
    the name is taken by another profile, or not allowed, or there is no such profile."""
    name = check_name(name)
    colour, symbol = _check_look(colour, symbol)
    try:
        cur = history.conn.execute(
            "UPDATE profiles SET name = ?, colour = ?, symbol = ? WHERE id = ?",
            (name, json.dumps(list(colour)), symbol, profile_id))
    except sqlite3.IntegrityError:
        raise BadProfile(f"There is already a profile called {name}.") from None
    except sqlite3.Error as exc:
        raise not_kept(history, exc) from None
    if cur.rowcount == 0:
        raise BadProfile("That profile is gone.")
    return Profile(profile_id, name, colour, symbol)

