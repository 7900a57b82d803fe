"""The stats screen: figures per player, the last matches, and exporting a record."""
from __future__ import annotations

import json

import pygame
import pytest

from game.engine.context import make_test_context
from game.store.history import Finished, History
from game.version import stamped
from scenes.screens.stats import LAST, PER_PAGE, StatsScene

DOMINOES = {"game": "dominoes", "players": 2, "seed": 4, "options": {}, "moves": []}


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))


def ann_and_bot(level: str = "hard") -> list[dict]:
    """The seats of a two-player match: Ann, and a bot at `level`."""
    return [{"name": "Ann", "colour": [1, 2, 3], "bot": None},
            {"name": "Bot 2", "colour": [4, 5, 6], "bot": level}]


def opened(page: str | None = None, **look: bool) -> StatsScene:
    """The stats screen on top of a test context, its history read, on `page` if given."""
    scene = StatsScene(make_test_context(**look))
    scene.ctx.stack.push(scene)
    scene.reading.wait()
    if page is not None:
        scene.activate(page)
    return scene


def test_stats_list_players_and_export_a_record_never_over_a_file(tmp_path):
    record, seats = DOMINOES, ann_and_bot()
    history = History()
    match_id = history.add(Finished("k", record, seats, [12, 3], [0], 1.0, 2.0, True))
    history.close()
    scene = opened()
    assert StatsScene.cells(scene.players[0])[:4] == ["Ann", "The Passing Game", "1", "1 (1 undo)"]
    assert StatsScene.cells(scene.players[0])[-1] == "-/-/100%/-"
    scene.activate("matches")
    keys = [b.key for b in scene.focus.controls]
    assert f"export:{match_id}" in keys
    scene.draw(pygame.Surface((1920, 1080)), 0.0)
    for _ in range(2):
        scene.activate(f"export:{match_id}")
        scene.reading.wait()  # written off the frame
        assert scene.message.startswith("Saved as ")
    exported = sorted((tmp_path / "exports").iterdir())
    # The stored record, with the version that filed it.
    assert len(exported) == 2 and all(json.loads(p.read_text()) == stamped(record)
                                      for p in exported)


def test_a_stored_match_can_be_watched_with_its_players_names():
    from theater_records import bot_record

    from scenes.theater.scene import TheaterScene

    record = bot_record("take-or-pass", 2)
    seats = [{"name": n, "colour": [1, 2, 3], "bot": None} for n in ("Ann", "Bo", "Cy")]
    history = History()
    match_id = history.add(Finished("k2", record, seats, [1, 2, 3], [0], 1.0, 2.0))
    history.close()
    scene = opened("matches")
    assert f"watch:{match_id}" in [b.key for b in scene.focus.controls]
    scene.activate(f"watch:{match_id}")
    scene.reading.wait()  # its record read off the frame
    theater = scene.ctx.stack.top
    assert isinstance(theater, TheaterScene)
    assert [s.name for s in theater.seats] == ["Ann", "Bo", "Cy"]
    assert theater.source == "history:k2" and theater.theater.length == len(record["moves"])


def test_matches_against_expert_bots_have_their_own_share_that_fits():
    from text_spy import spy_text

    history = History()
    for key, winners in (("a", [0]), ("b", [1]), ("c", [0])):
        history.add(Finished(key, DOMINOES, ann_and_bot("expert"), [12, 3], winners, 1.0, 2.0))
    history.close()
    scene = opened(large_text=True)
    ctx = scene.ctx
    assert StatsScene.cells(scene.players[0])[-1] == "-/-/-/67%"
    seen = spy_text(ctx)
    scene.draw(pygame.Surface((1920, 1080)), 0.0)
    heading = [(words, rect) for words, rect in seen if rect.x == 1430 and rect.y < 360]
    assert "expert" in " ".join(words for words, _ in heading)
    cell = next(rect for words, rect in seen if words == "-/-/-/67%")
    assert all(rect.right <= 1860 for _, rect in heading) and cell.right <= 1860, heading
    assert all(rect.bottom <= cell.top for _, rect in heading), "headings above the rows"
    texts = sorted((rect for words, rect in seen if 280 <= rect.y < cell.bottom),
                   key=lambda rect: (rect.y, rect.x))
    for left, right in zip(texts, texts[1:], strict=False):
        assert left.y != right.y or left.right < right.x, "no two words touch in a line"


def test_the_last_matches_come_a_page_at_a_time_newest_first():
    record, seats = DOMINOES, ann_and_bot()
    history = History()
    ids = [history.add(Finished(f"m{n}", record, seats, [12, 3], [0], float(n), n + 1.0))
           for n in range(23)]
    history.close()
    scene = opened("matches")

    def shown() -> list[int]:
        return [int(b.key[7:]) for b in scene.focus.controls if b.key.startswith("export:")]

    def enabled(key: str) -> bool:
        return next(b.enabled for b in scene.focus.controls if b.key == key)

    newest, pages = ids[::-1][:LAST], []
    assert len(newest) == 20
    while True:
        pages.append(shown())
        if not enabled("older"):
            break
        scene.activate("older")
        assert enabled("newer")
        assert scene.focus.focused_key == ("older" if enabled("older") else "newer")
    assert [i for page in pages for i in page] == newest, "every kept match once, in order"
    assert all(len(page) == PER_PAGE for page in pages[:-1]) and pages[-1]
    scene.activate("older")  # past the end (a greyed button): nothing changes
    assert shown() == pages[-1]
    scene.activate("newer")
    assert shown() == pages[-2] and scene.focus.focused_key == "newer"


def test_a_match_reads_in_two_lines_that_fit_its_row():
    from text_spy import spy_text

    record = {"game": "take-or-pass", "players": 7, "seed": 4, "options": {}, "moves": []}
    names = ("Annabelle Smith", "Bartholomew Lee", "Cleo", "Dan", "Eve", "Fay", "Gus")
    seats = [{"name": n, "colour": [1, 2, 3], "bot": None} for n in names]
    history = History()
    history.add(Finished("long", record, seats, [221, 130, 95, 80, 71, 60, 150], [0, 1], 1.0,
                         2.0, True))
    history.close()
    scene = opened("matches", large_text=True)
    seen = spy_text(scene.ctx)
    scene.draw(pygame.Surface((1920, 1080)), 0.0)
    row = pygame.Rect(next(b.rect for b in scene.focus.controls if b.key.startswith("export:")))
    inside = [(words, rect) for words, rect in seen if row.colliderect(rect)]
    assert len(inside) == 2
    assert inside[0][0] == "Take or Pass: Annabelle Smith, Bartholomew Lee won"
    assert inside[1][0].endswith(" · scores 221-130-95-80-71-60-150 · with undo")
    assert all(row.contains(rect) for _, rect in inside), inside
    assert inside[0][1].bottom <= inside[1][1].top
