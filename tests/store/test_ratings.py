"""Ratings: placements rated with openskill per game and overall, kept in the history and
equal to a rating of the whole history afresh; bot levels and teams rated too."""
from __future__ import annotations

import random

import pytest

from game.store import ratings
from game.store.history import Finished, History
from game.store.placing import places, points
from game.store.profiles import create
from game.store.rating_views import fair_level, head_to_head, standing

SEATS = [{"name": "Ann", "profile": 1}, {"name": "Ben", "profile": 2},
         {"name": "Easy", "bot": "easy"}, {"name": "Hard", "bot": "hard"}]


def add(history: History, key: str, game: str, seats: list[dict], scores: list[int],
        winners: list[int], undo: bool = False, options: dict | None = None) -> int:
    record = {"game": game, "players": len(seats), "seed": 1, "options": options or {},
              "moves": []}
    filled = [{"colour": [0, 0, 0], **s} for s in seats]
    return history.add(Finished(key, record, filled, scores, winners, 0.0, float(len(key)),
                                undo, options or {}))


def test_places_put_winners_first_then_better_scores_and_share_ties():
    assert places("take-or-pass", [30, 10, 10, 50], [1, 2]) == [2, 0, 0, 3]  # low wins
    assert places("pass", [1, 3, 3, 0], [1]) == [2, 0, 1, 3]  # a crown short of the winner
    assert points("dominoes", [70, 20, 70, 20], [0, 2]) == [2, 0, 2, 0]  # a team's partners


def test_winners_rise_losers_fall_and_each_rating_has_game_and_overall(tmp_path):
    history = History(tmp_path)
    add(history, "a", "take-or-pass", SEATS, [5, 20, 40, 60], [0])
    assert ratings.update(history) == 1
    ladder = ratings.stored(history)
    ann, hard = ladder.get("profile:1", "take-or-pass"), ladder.get("bot:hard", "take-or-pass")
    assert ann.mu > 25 > hard.mu and ann.matches == hard.matches == 1
    assert ladder.get("profile:1", ratings.OVERALL).mu == pytest.approx(ann.mu)
    assert ("profile:1", "pass") not in ladder.ratings


def test_partners_are_rated_as_a_team(tmp_path):
    history = History(tmp_path)
    add(history, "t", "dominoes", SEATS, [61, 12, 61, 12], [0, 2], options={"teams": True})
    ratings.update(history)
    ladder = ratings.stored(history)
    ann, ben = ladder.get("profile:1", "dominoes"), ladder.get("profile:2", "dominoes")
    easy, hard = ladder.get("bot:easy", "dominoes"), ladder.get("bot:hard", "dominoes")
    assert ann.mu > 25 and easy.mu > 25, "seats 0 and 2 won together"
    assert ben.mu < 25 and hard.mu < 25
    assert ann.mu == pytest.approx(easy.mu)


def test_a_level_in_several_seats_moves_once_by_their_mean(tmp_path):
    history = History(tmp_path)
    seats = [{"name": "Ann", "profile": 1}] + [{"name": f"B{i}", "bot": "normal"}
                                               for i in range(3)]
    add(history, "n", "take-or-pass", seats, [5, 20, 40, 60], [0])
    ratings.update(history)
    normal = ratings.stored(history).get("bot:normal", "take-or-pass")
    assert normal.matches == 1 and normal.mu < 25  # second, third and last: below a newcomer


def random_history(history: History, rng: random.Random, count: int, start: int = 0) -> None:
    people = [{"name": n, "profile": None} for n in ("Ann", "Ben", "Cy")]
    bots = [{"name": level, "bot": level} for level in ("random", "easy", "normal", "hard")]
    for index in range(start, start + count):
        game = rng.choice(["pass", "take-or-pass", "dominoes"])
        teams = game == "dominoes" and rng.random() < 0.5
        players = 4 if teams or game != "dominoes" else rng.choice([2, 3, 4])
        seats = rng.sample(people + bots, players)
        scores = [rng.randint(0, 60) for _ in range(players)]
        if teams:
            scores[2], scores[3] = scores[0], scores[1]
        best = (min if game == "take-or-pass" else max)(scores)
        winners = [s for s in range(players) if scores[s] == best]
        add(history, f"m{index}", game, seats, scores, winners, undo=rng.random() < 0.2,
            options={"teams": True} if teams else {})


def test_ratings_kept_match_by_match_equal_the_history_rated_afresh(tmp_path):
    history = History(tmp_path)
    rng = random.Random(40)
    for index in range(40):
        random_history(history, rng, 1, index)
        ratings.update(history)
    kept = ratings.stored(history)
    assert kept.ratings == ratings.compute(history).ratings
    assert kept.points == ratings.compute(history).points
    assert len(kept.ratings) > 10 and len(kept.points) > 40


def test_a_profile_taking_older_matches_and_a_new_choice_rebuild_the_ratings(tmp_path):
    history = History(tmp_path)
    random_history(history, random.Random(7), 30)
    ratings.update(history)
    assert not any(s.startswith("profile:") for s, _ in ratings.stored(history).ratings)
    ann = create(history, "ann", (230, 159, 0), "circle")  # named as she played, any case
    ratings.update(history)
    kept = ratings.stored(history)
    assert (f"profile:{ann.id}", ratings.OVERALL) in kept.ratings
    assert kept.ratings == ratings.compute(history).ratings
    ratings.update(history, assisted=False)
    without = ratings.stored(history)
    assert without.ratings == ratings.compute(history, assisted=False).ratings
    assert without.ratings != kept.ratings, "matches with undo were left out"


def test_where_a_player_stands_and_the_fair_level(tmp_path):
    history = History(tmp_path)
    ladder = ratings.Ladder()
    for subject, mu in [("bot:easy", 15.0), ("bot:normal", 24.0), ("bot:hard", 33.0),
                        ("profile:1", 27.0)]:
        ladder.ratings[subject, "pass"] = ratings.Rating(subject, "pass", mu, 2.0, 10)
    assert standing(ladder, "profile:1", "pass") == "between Normal and Hard"
    assert standing(ladder, "profile:2", "pass") == "not rated yet"
    assert fair_level(ladder, ["profile:1"], "pass").level == "normal"
    assert fair_level(ladder, ["profile:1", None], "pass").level == "normal"  # 27 and 25
    ladder.ratings["profile:1", "pass"].mu = 31.0
    pick = fair_level(ladder, ["profile:1"], "pass")
    assert pick.level == "hard" and "Hard" in pick.reason and "1240" in pick.reason
    assert fair_level(ratings.Ladder(), [None], "pass").level == "normal"
    history.close()


def test_head_to_head_counts_who_placed_above_whom(tmp_path):
    history = History(tmp_path)
    ann = create(history, "Ann", (230, 159, 0), "circle")
    ben = create(history, "Ben", (86, 180, 233), "square")
    two = [{"name": "Ann", "profile": ann.id}, {"name": "Ben", "profile": ben.id},
           {"name": "Easy", "bot": "easy"}]
    add(history, "x", "take-or-pass", two, [5, 9, 20], [0])
    add(history, "y", "take-or-pass", two, [9, 5, 20], [1])
    add(history, "z", "take-or-pass", two, [4, 4, 20], [0, 1])
    add(history, "w", "pass", two, [3, 1, 0], [0])
    (rivalry,) = head_to_head(history, ann.id)
    assert (rivalry.name, rivalry.won, rivalry.lost, rivalry.tied) == ("Ben", 2, 1, 1)


def test_an_update_with_nothing_new_writes_nothing(tmp_path):
    history = History(tmp_path)
    add(history, "a", "take-or-pass", SEATS, [5, 20, 40, 60], [0])
    assert ratings.update(history) == 1
    before = history.conn.total_changes
    assert ratings.update(history) == 0
    assert history.conn.total_changes == before, "no write: no commit for a frame to wait on"
    assert ratings.stored(history).ratings == ratings.compute(history).ratings
    add(history, "b", "take-or-pass", SEATS, [50, 20, 40, 6], [3])
    after = history.conn.total_changes
    assert ratings.update(history) == 1 and history.conn.total_changes > after
    assert ratings.stored(history).ratings == ratings.compute(history).ratings
