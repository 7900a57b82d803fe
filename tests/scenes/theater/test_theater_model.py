"""The replay theater's model (headless): records play to their end, stepping back rebuilds
exactly what stepping forward shows, and a record that stops says where and why."""
import json
from pathlib import Path

import pytest
from theater_records import bot_record

from game.registry import SLUGS
from game.rules.record import parse_record, replay
from scenes.theater.model import EVERYTHING, Theater

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def play_to_end(theater: Theater) -> int:
    """Step forward to the end; the number of steps."""
    steps = 0
    while theater.forward() is not None:
        steps += 1
    return steps


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_record_plays_to_its_end(path):
    record = parse_record(path.read_text(encoding="utf-8"))
    theater = Theater(record)
    assert play_to_end(theater) == len(record["moves"])
    assert theater.at_end and theater.error is None
    assert theater.match.summary() == replay(record)[0].summary()


@pytest.mark.parametrize("slug", SLUGS)
def test_fifty_seeded_bot_matches_per_game_play_to_their_end(slug):
    for seed in range(50):
        record = bot_record(slug, seed)
        theater = Theater(record)
        assert play_to_end(theater) == len(record["moves"]), seed
        assert theater.match.is_over, seed
        assert theater.match.summary() == replay(record)[0].summary(), seed


def views(theater: Theater) -> list:
    return [theater.view(EVERYTHING)] + [theater.view(s) for s in range(theater.players)]


@pytest.mark.parametrize("slug", SLUGS)
def test_stepping_back_then_forward_gives_identical_views_at_every_step(slug):
    theater = Theater(bot_record(slug, 3))
    end = min(theater.length, 120)
    forward = []
    for _ in range(end):
        theater.forward()
        forward.append(views(theater))
    for position in range(end, 0, -1):
        theater.seek(position)  # rebuilt from the start of the record
        assert views(theater) == forward[position - 1], position
        theater.back()
        theater.forward()
        assert views(theater) == forward[position - 1], position


def test_deal_starts_are_where_the_deal_number_changes():
    theater = Theater(bot_record("pass", 5))
    starts = theater.deal_starts
    assert starts[0] == 0 and len(starts) >= 3  # a points match has several deals
    for start in starts[1:]:
        theater.seek(start - 1)
        before = theater.match.number
        theater.forward()
        assert theater.match.number == before + 1
    theater.seek(starts[1] + 1)
    assert theater.deal_start(-1) == starts[1]
    assert theater.deal_start(+1) == starts[2]
    theater.seek(starts[1])
    assert theater.deal_start(-1) == starts[0]


def test_a_record_that_stops_plays_up_to_the_bad_move_and_says_why():
    record = json.loads((ROOT / "examples" / "pass.json").read_text(encoding="utf-8"))
    record["moves"].insert(5, "play A A A")
    theater = Theater(record)
    assert theater.length == 5
    assert theater.error == replay(record)[1]
    assert "not a PASS card" in theater.error["message"]
    assert play_to_end(theater) == 5 and theater.forward() is None


def test_the_log_names_the_movers_in_notation():
    record = parse_record((ROOT / "examples" / "dominoes.json").read_text(encoding="utf-8"))
    theater = Theater(record)
    theater.seek(3)
    log = theater.log(2, lambda seat: f"P{seat}")
    assert len(log) == 2
    assert log == [f"P{s.seat}: {s.text}" for s in theater.steps[1:3]]
    assert [s.text for s in theater.steps] == record["moves"][: theater.length]
