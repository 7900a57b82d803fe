"""A disk that refuses: the table's keeper and the night's keeper say so in one line, once,
and the game goes on."""
from __future__ import annotations

from game.engine import theme
from game.engine.context import make_test_context
from game.registry import get_game
from game.store.night import new_night
from scenes.app import night_flow
from scenes.app.night_flow import NightKeeper, NightRun
from scenes.frame.keeping import MatchKeeper, MatchNotes


def notes_for(slug: str) -> MatchNotes:
    return MatchNotes(slug, [], None, undo=False, hints=0)


def test_a_saves_folder_that_cannot_be_made_is_said_once(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")
    keeper = MatchKeeper(blocked)
    match = get_game("take-or-pass").new_match(3, 1, {})
    said = []
    for _ in range(3):
        match.apply_then_deal(match.legal_moves()[0])
        said.append(keeper.moved(match, notes_for("take-or-pass")))
    assert said[0] is not None and said[0].startswith("The match cannot be saved (")
    assert said[1:] == [None, None]
    assert blocked.read_text() == "a file where the data folder should be"


def test_a_night_that_cannot_be_written_is_said_once(monkeypatch):
    seats = [{"name": n, "colour": list(theme.SEAT_COLOURS[k]), "symbol": theme.SEAT_SYMBOLS[k],
              "bot": None} for k, n in enumerate(("Ann", "Ben", "Cy"))]
    night = new_night([{"game": "take-or-pass"}], seats, 1)
    _save, match = night.start_match()

    def refused(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(night_flow, "night_later", refused)
    keeper = NightKeeper(NightRun(make_test_context(), night))
    match.apply_then_deal(match.legal_moves()[0])
    assert keeper.moved(match, notes_for("take-or-pass")) == (
        "The night cannot be saved (Permission denied).")
    match.apply_then_deal(match.legal_moves()[0])
    assert keeper.moved(match, notes_for("take-or-pass")) is None
