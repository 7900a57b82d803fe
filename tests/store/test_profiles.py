"""Profiles: made, renamed, refused with a reason, and linked to the matches played as them."""
from __future__ import annotations

import sqlite3

import pytest

from game.store.files import HISTORY
from game.store.history import STEPS, Finished, History
from game.store.profiles import BadProfile, all_profiles, create, edit, find

ORANGE, BLUE = (230, 159, 0), (86, 180, 233)


def finished(key: str, seats: list[dict]) -> Finished:
    record = {"game": "pass", "players": len(seats), "seed": 1, "options": {}, "moves": []}
    return Finished(key, record, [{"colour": [1, 2, 3], **s} for s in seats],
                    [3] + [0] * (len(seats) - 1), [0], 1.0, 2.0)


def test_a_profile_is_made_found_and_renamed_keeping_its_matches(tmp_path):
    history = History(tmp_path)
    ann = create(history, "  Ann   Lee ", ORANGE, "star")
    assert ann.name == "Ann Lee" and find(history, ann.id) == ann
    history.add(finished("m", [{"name": "Ann Lee", "profile": ann.id, "bot": None},
                               {"name": "Bot", "bot": "easy"}]))
    renamed = edit(history, ann.id, "Annie", BLUE, "square")
    assert all_profiles(history) == [renamed]
    seat = history.matches()[0]["seats"][0]
    assert seat["profile"] == ann.id, "the match stays hers under her new name"


@pytest.mark.parametrize("name, colour, symbol, words", [
    ("", ORANGE, "star", "needs a name"),
    ("x" * 17, ORANGE, "star", "at most 16"),
    ("a\x00b", ORANGE, "star", "letters"),
    ("Cy", (1, 2, 3), "star", "seat colours"),
    ("Cy", ORANGE, "blob", "symbol"),
    ("ANN", ORANGE, "star", "already a profile called ANN"),
])
def test_bad_names_and_looks_are_refused_and_nothing_changes(tmp_path, name, colour, symbol,
                                                             words):
    history = History(tmp_path)
    ann = create(history, "Ann", ORANGE, "circle")
    with pytest.raises(BadProfile, match=words):
        create(history, name, colour, symbol)
    assert all_profiles(history) == [ann]


def test_renaming_onto_another_profile_or_a_gone_one_is_refused(tmp_path):
    history = History(tmp_path)
    ann = create(history, "Ann", ORANGE, "circle")
    create(history, "Ben", BLUE, "square")
    with pytest.raises(BadProfile, match="already"):
        edit(history, ann.id, "ben", ORANGE, "circle")
    with pytest.raises(BadProfile, match="gone"):
        edit(history, 99, "Cy", ORANGE, "circle")
    assert find(history, ann.id) == ann


def test_a_new_profile_takes_the_older_matches_played_under_its_name(tmp_path):
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)  # a history from before profiles (version 4)
    conn.executescript("".join(STEPS[:4]) + "PRAGMA user_version = 4;")
    conn.execute("INSERT INTO matches (key, game, players, options, started, ended, moves, "
                 "scores, winners, record) VALUES ('old', 'pass', 2, '{}', 1, 2, 0, "
                 "'[3, 0]', '[0]', '{}')")
    conn.execute("INSERT INTO seats VALUES (1, 0, 'ann', '[1,2,3]', NULL, 3, 1)")
    conn.execute("INSERT INTO seats VALUES (1, 1, 'Ann', '[1,2,3]', 'easy', 0, 0)")
    conn.commit()
    conn.close()
    history = History(tmp_path)
    assert history.messages == []
    ann = create(history, "Ann", ORANGE, "circle")
    seats = history.matches()[0]["seats"]
    assert seats[0]["profile"] == ann.id
    assert seats[1]["profile"] is None, "a bot is never a person's"


def test_a_profile_made_or_renamed_while_another_program_writes_is_refused_clearly(tmp_path):
    history = History(tmp_path, timeout=0.05)
    ann = create(history, "Ann", ORANGE, "star")
    other = sqlite3.connect(tmp_path / HISTORY, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a second Passtime filing a match
    try:
        with pytest.raises(BadProfile, match="^The profile cannot be kept now: .* in use by "
                                             "another program"):
            create(history, "Zed", BLUE, "square")
        with pytest.raises(BadProfile, match="in use by another program"):
            edit(history, ann.id, "Annie", BLUE, "square")
        assert not history.conn.in_transaction
    finally:
        other.execute("ROLLBACK")
        other.close()
    zed = create(history, "Zed", BLUE, "square")  # the history free again: nothing was left
    assert [p.name for p in all_profiles(history)] == ["Ann", "Zed"] and find(history, zed.id)
    history.close()
