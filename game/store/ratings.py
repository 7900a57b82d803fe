"""Skill ratings from placements, by the `openskill` library (Weng-Lin's Plackett-Luce
model: any number of players, ties and teams): every profile and every bot level, per game
and overall (game "all").

Ratings are derived data. They are kept in the history database (tables `ratings`,
`rating_points`, `rating_state`) and brought up to date by `update`, which rates the
matches stored since it last ran, in the order they were stored; `compute` rates the
whole history afresh, in the same order, and gives the same figures. A guest (a person
with no profile) plays as a new player each match and is not kept. A match where undo or a
hint was used is rated unless the player chose to leave such matches out (`assisted`).
"""
from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field

from openskill.models import PlackettLuce, PlackettLuceRating

from game.store.history import History
from game.store.placing import places, sides

OVERALL = "all"  #: the game name of the ratings over every game
MODEL_NAME = "plackett-luce-1"  #: stored: a change of model rebuilds the ratings
SCALE = 40  #: shown rating = mu x SCALE: a new player shows 1000
MODEL = PlackettLuce()


@dataclass
class Rating:
    """One subject's rating in one game (or overall)."""

    subject: str  #: "profile:<id>" or "bot:<level>"
    game: str
    mu: float
    sigma: float
    matches: int = 0

    @property
    def shown(self) -> int:
        """The rating as players read it (1000 to start)."""
        return round(self.mu * SCALE)

    @property
    def interval(self) -> tuple[int, int]:
        """Shown rating less and plus two sigmas: where the true skill most likely is."""
        return round((self.mu - 2 * self.sigma) * SCALE), round((self.mu + 2 * self.sigma) * SCALE)


@dataclass(frozen=True)
class Point:
    """A subject's rating just after one match: the rating chart is made of these."""

    match: int
    subject: str
    game: str
    mu: float
    sigma: float


@dataclass
class Rated:
    """One stored match as the ratings read it."""

    id: int
    game: str
    options: dict
    scores: list[int]
    winners: list[int]
    assisted: bool
    subjects: list[str | None]  #: per seat; None for a guest

    @property
    def places(self) -> list[int]:
        """Each seat's place, 0 for first (game/store/placing.py)."""
        return places(self.game, self.scores, self.winners)


@dataclass
class Ladder:
    """Ratings at some point of the history, and the points that led there."""

    ratings: dict[tuple[str, str], Rating] = field(default_factory=dict)
    points: list[Point] = field(default_factory=list)

    def get(self, subject: str, game: str) -> Rating:
        """The subject's rating in `game` (a new player's if it has none)."""
        found = self.ratings.get((subject, game))
        if found is None:
            fresh = MODEL.rating()
            found = Rating(subject, game, fresh.mu, fresh.sigma)
        return found

    def rate(self, match: Rated) -> list[Rating]:
        """Rate one match in its game and overall; returns the ratings it changed."""
        if len(sides(len(match.subjects), match.options)) < 2:
            return []
        changed = self._rate_in(match, match.game)
        return changed + self._rate_in(match, OVERALL)

    def _rate_in(self, match: Rated, game: str) -> list[Rating]:
        placed = match.places
        teams = sides(len(match.subjects), match.options)
        before = [[self._model_rating(match.subjects[s], game) for s in team] for team in teams]
        after = MODEL.rate(before, ranks=[min(placed[s] for s in team) for team in teams])
        # A subject may sit in several seats (three seats of normal bots): it moves by the
        # mean of what its seats would have moved.
        moved: dict[str, list[tuple[float, float]]] = {}
        for team, new in zip(teams, after, strict=True):
            for seat, rating in zip(team, new, strict=True):
                subject = match.subjects[seat]
                if subject is not None:
                    moved.setdefault(subject, []).append((rating.mu, rating.sigma))
        changed = []
        for subject, results in moved.items():
            old = self.get(subject, game)
            mu = old.mu + sum(m - old.mu for m, _ in results) / len(results)
            sigma = sum(s for _, s in results) / len(results)
            rating = Rating(subject, game, mu, sigma, old.matches + 1)
            self.ratings[subject, game] = rating
            self.points.append(Point(match.id, subject, game, mu, sigma))
            changed.append(rating)
        return changed

    def _model_rating(self, subject: str | None, game: str) -> PlackettLuceRating:
        if subject is None:
            return MODEL.rating()
        rating = self.get(subject, game)
        return MODEL.rating(mu=rating.mu, sigma=rating.sigma)


def subject_of(bot: str | None, profile: int | None) -> str | None:
    """A seat's rated subject: its bot level, else its profile; None for a guest."""
    if bot is not None:
        return f"bot:{bot}"
    return None if profile is None else f"profile:{profile}"


def stored_matches(history: History, after: int = 0) -> Iterator[Rated]:
    """The stored matches with an id above `after`, in the order they were stored."""
    conn = history.conn
    seats: dict[int, list[str | None]] = {}
    for match, bot, profile in conn.execute(
            "SELECT match, bot, profile FROM seats WHERE match > ? ORDER BY match, seat",
            (after,)):
        seats.setdefault(match, []).append(subject_of(bot, profile))
    for row in conn.execute("SELECT id, game, options, scores, winners, undo, hints "
                            "FROM matches WHERE id > ? ORDER BY id", (after,)):
        yield Rated(row[0], row[1], json.loads(row[2]), json.loads(row[3]),
                    json.loads(row[4]), bool(row[5]) or row[6] > 0, seats.get(row[0], []))


def _rate_all(ladder: Ladder, matches: Iterator[Rated], assisted: bool) -> int:
    last = 0
    for match in matches:
        last = match.id
        if (assisted or not match.assisted) and len(match.subjects) >= 2:
            ladder.rate(match)
    return last


def compute(history: History, assisted: bool = True) -> Ladder:
    """The ratings of the whole history, rated afresh in memory (nothing is written)."""
    ladder = Ladder()
    _rate_all(ladder, stored_matches(history), assisted)
    return ladder


def _state(conn: sqlite3.Connection) -> dict[str, str]:
    return dict(conn.execute("SELECT key, value FROM rating_state").fetchall())


def update(history: History, assisted: bool | None = None) -> int:
    """Rate the matches stored since the last update and keep the ratings; they are rebuilt
    from the whole history when the model, the `assisted` choice (None: as last chosen) or
    a profile's older matches changed. Returns how many matches were read."""
    conn = history.conn
    conn.execute("BEGIN IMMEDIATE")  # two processes finishing matches rate each once
    try:
        state = _state(conn)
        if assisted is None:
            assisted = state.get("assisted", "1") == "1"
        wanted = {"model": MODEL_NAME, "assisted": str(int(assisted))}
        rated_to = int(state.get("rated_to", "0"))
        rebuilt = rated_to < 0 or any(state.get(k) != v for k, v in wanted.items())
        if rebuilt:
            conn.execute("DELETE FROM ratings")
            conn.execute("DELETE FROM rating_points")
            rated_to = 0
        matches = list(stored_matches(history, rated_to))
        if not matches and not rebuilt:
            # Up to date (the usual case: matches are rated as they are filed). Writing
            # nothing spares a commit's fsync, tens of ms, to whoever asks from a frame.
            conn.execute("ROLLBACK")
            return 0
        ladder = Ladder({(r.subject, r.game): r for r in _read_ratings(conn)})
        last = _rate_all(ladder, iter(matches), assisted) or rated_to
        touched = {(p.subject, p.game) for p in ladder.points}
        conn.executemany("INSERT OR REPLACE INTO ratings VALUES (?,?,?,?,?)",
                         [(r.subject, r.game, r.mu, r.sigma, r.matches)
                          for key, r in ladder.ratings.items() if key in touched])
        conn.executemany("INSERT INTO rating_points VALUES (?,?,?,?,?)",
                         [(p.match, p.subject, p.game, p.mu, p.sigma) for p in ladder.points])
        conn.executemany("INSERT OR REPLACE INTO rating_state VALUES (?,?)",
                         [*wanted.items(), ("rated_to", str(last))])
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return len(matches)


def _read_ratings(conn: sqlite3.Connection) -> list[Rating]:
    return [Rating(*row) for row in conn.execute(
        "SELECT subject, game, mu, sigma, matches FROM ratings ORDER BY subject, game")]


def stored(history: History) -> Ladder:
    """The kept ratings and rating points, as `update` left them."""
    ratings = _read_ratings(history.conn)
    points = [Point(*row) for row in history.conn.execute(
        "SELECT match, subject, game, mu, sigma FROM rating_points ORDER BY rowid")]
    return Ladder({(r.subject, r.game): r for r in ratings}, points)


def forget(history: History) -> None:
    """Have the next `update` rebuild every rating from the whole history."""
    history.conn.execute("INSERT OR REPLACE INTO rating_state VALUES ('rated_to', '-1')")
