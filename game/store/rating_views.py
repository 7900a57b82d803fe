"""What players read from the ratings: the ladder of one game with names, a profile's rating
over time, head-to-head records between profiles, where a player stands among the bot
levels, and the bot level that makes a fair match."""
from __future__ import annotations

import json
from dataclasses import dataclass

from game.ai import PLAYER_LEVELS
from game.store.history import History
from game.store.placing import places
from game.store.profiles import all_profiles
from game.store.ratings import OVERALL, SCALE, Ladder, Rating


@dataclass(frozen=True)
class Entry:
    """One line of a ladder: who, and their rating in one game."""

    name: str
    kind: str  #: "profile" or "bot"
    rating: Rating

    def to_json(self) -> dict:
        """The object `ratings --json` prints."""
        low, high = self.rating.interval
        return {"name": self.name, "kind": self.kind, "game": self.rating.game,
                "mu": self.rating.mu, "sigma": self.rating.sigma,
                "matches": self.rating.matches, "rating": self.rating.shown,
                "low": low, "high": high}


def names(history: History) -> dict[str, str]:
    """Each rated subject's name as shown: a profile's name, a bot level's."""
    found = {f"profile:{p.id}": p.name for p in all_profiles(history)}
    for level in ("random", *PLAYER_LEVELS):
        found[f"bot:{level}"] = level
    return found


def entries(history: History, ladder: Ladder, game: str | None = None) -> list[Entry]:
    """The ladder's ratings (of one game, or all) with names, best first in each game."""
    named = names(history)
    out = [Entry(named.get(r.subject, r.subject.partition(":")[2]), r.subject.partition(":")[0],
                 r) for r in ladder.ratings.values() if game is None or r.game == game]
    return sorted(out, key=lambda e: (e.rating.game, -e.rating.mu, e.name))


def series(history: History, ladder: Ladder, subject: str, game: str) -> list[tuple[float, int]]:
    """(end time, shown rating) after each of the subject's rated matches in `game`, oldest
    first: the rating chart."""
    ended = dict(history.conn.execute("SELECT id, ended FROM matches").fetchall())
    return [(ended.get(p.match, 0.0), round(p.mu * SCALE)) for p in ladder.points
            if p.subject == subject and p.game == game]


@dataclass
class Rivalry:
    """One profile's record against another: matches where one placed above the other."""

    name: str
    won: int = 0
    lost: int = 0
    tied: int = 0


def head_to_head(history: History, profile: int) -> list[Rivalry]:
    """The profile's record against every profile it met, most met first."""
    named = {p.id: p.name for p in all_profiles(history)}
    seats: dict[int, dict[int, int]] = {}  # match -> {seat: profile}
    for match, seat, who in history.conn.execute(
            "SELECT match, seat, profile FROM seats WHERE profile IS NOT NULL"):
        seats.setdefault(match, {})[seat] = who
    met: dict[int, Rivalry] = {}
    for match_id, game, scores, winners in history.conn.execute(
            "SELECT id, game, scores, winners FROM matches"):
        at = seats.get(match_id, {})
        mine = [s for s, who in at.items() if who == profile]
        if not mine:
            continue
        placed = places(game, json.loads(scores), json.loads(winners))
        for seat, who in at.items():
            if who == profile:
                continue
            rivalry = met.setdefault(who, Rivalry(named.get(who, "?")))
            if placed[mine[0]] < placed[seat]:
                rivalry.won += 1
            elif placed[mine[0]] > placed[seat]:
                rivalry.lost += 1
            else:
                rivalry.tied += 1
    return sorted(met.values(), key=lambda r: (-(r.won + r.lost + r.tied), r.name))



def levels(ladder: Ladder, game: str) -> list[Rating]:
    """The rated bot levels a player meets in `game` (or overall when the game has none),
    weakest first."""
    for pool in (game, OVERALL):
        found = [ladder.ratings[f"bot:{level}", pool] for level in PLAYER_LEVELS
                 if (f"bot:{level}", pool) in ladder.ratings]
        if found:
            return sorted(found, key=lambda r: r.mu)
    return []


def standing(ladder: Ladder, subject: str, game: str) -> str:
    """Where a subject stands among the bot levels: 'between Normal and Hard'."""
    rungs = levels(ladder, game)
    if not rungs or (subject, game) not in ladder.ratings:
        return "not rated yet"
    mu = ladder.ratings[subject, game].mu
    below = [r for r in rungs if r.mu <= mu]
    above = [r for r in rungs if r.mu > mu]
    if not below:
        return f"below {_level(above[0])}"
    if not above:
        return f"above {_level(below[-1])}"
    return f"between {_level(below[-1])} and {_level(above[0])}"


def _level(rating: Rating) -> str:
    return rating.subject.partition(":")[2].capitalize()


@dataclass(frozen=True)
class FairPick:
    """The bot level nearest the people at the table, and why it was picked."""

    level: str
    reason: str


def fair_level(ladder: Ladder, humans: list[str | None], game: str) -> FairPick:
    """The bot level whose rating in `game` is nearest the mean of the people's ratings (a
    guest counts as a new player, 1000)."""
    rungs = levels(ladder, game)
    if not rungs:
        return FairPick("normal", "Normal: no bot level has a rating yet")
    mus = [ladder.get(h, game).mu if h else ladder.get("guest", game).mu for h in humans]
    target = sum(mus) / len(mus) if mus else ladder.get("guest", game).mu
    best = min(rungs, key=lambda r: abs(r.mu - target))
    return FairPick(best.subject.partition(":")[2],
                    f"{_level(best)}: rated {best.shown}, nearest your {round(target * SCALE)}")
