"""What filing a finished match has to say is shown even when filing ends after the match's
summary is up, or after the summary was left for a game night's interlude."""
from __future__ import annotations

import threading

import pygame
import pytest
from night_tables import to_summary
from text_spy import spy_text

from game.engine.context import make_test_context
from game.engine.theme import SCREEN_SIZE
from scenes.app import night_flow
from scenes.app.night_flow import NEXT, start_night
from scenes.frame.match_setup import MatchSetup, default_seat
from scenes.screens.menu import MenuScene
from scenes.screens.night_screens import InterludeScene

REFUSED = "No space left on device"


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSTIME_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("PASSTIME_DATA_DIR", str(tmp_path))


def slow_refusal(monkeypatch) -> threading.Event:
    """The history refuses, once `go` is set: filing ends when the test says."""
    go = threading.Event()

    def refused(*_args, **_kwargs):
        go.wait(20)
        raise OSError(28, REFUSED)

    monkeypatch.setattr(night_flow, "History", refused)
    return go


def said(ctx, scene) -> list[str]:
    seen = spy_text(ctx)
    scene.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    return [text for text, _ in seen if REFUSED in text]


def night_to_summary(monkeypatch):
    ctx = make_test_context(home=MenuScene, persist=True)
    go = slow_refusal(monkeypatch)
    seats = [default_seat(i, "random") for i in range(3)]
    setup = MatchSetup("take-or-pass", seats, {"games": 1}, 5)
    assert start_night(ctx, setup, [{"game": "take-or-pass"}, {"game": "take-or-pass"}]) is None
    writer = ctx.stack.top.keeper.writer
    return ctx, go, writer, to_summary(ctx)


def test_a_filing_that_ends_after_the_summary_is_up_is_said_there(monkeypatch):
    ctx, go, writer, summary = night_to_summary(monkeypatch)
    ctx.stack.update(1 / 60)
    assert said(ctx, summary) == []
    go.set()
    assert writer.flush()
    assert summary.woken, "the resting loop wakes for it"
    ctx.stack.update(1 / 60)
    (line,) = said(ctx, summary)
    assert line.startswith("The match could not go into the history (")


def test_a_filing_that_ends_after_the_summary_was_left_is_said_by_the_interlude(monkeypatch):
    ctx, go, writer, summary = night_to_summary(monkeypatch)
    summary.press(NEXT)
    interlude = ctx.stack.top
    assert isinstance(interlude, InterludeScene) and said(ctx, interlude) == []
    go.set()
    assert writer.flush()
    assert interlude.woken
    ctx.stack.update(1 / 60)
    (line,) = said(ctx, interlude)
    assert line.startswith("The match could not go into the history (")
