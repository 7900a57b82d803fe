"""A reading off the frame hands its result to the frame; one that fails, for whatever
reason, is said by the screen through `failed`, never raised on the frame."""
from __future__ import annotations

import logging

import pytest

from game.engine import reading as reading_module
from game.engine.reading import Reading


def broken() -> None:
    raise ValueError("a fault in the reading")


def test_a_fault_in_the_reading_is_logged_and_said_not_raised_on_the_frame(caplog):
    took: list[object] = []
    said: list[str] = []
    reading = Reading(took.append, broken, failed=said.append)
    assert reading.ready()
    with caplog.at_level(logging.ERROR, logger=reading_module.__name__):
        reading.take()
    assert took == [] and said == ["That could not be read (a fault in the reading)."]
    assert [r.name for r in caplog.records] == [reading_module.__name__]
    assert not reading.waiting


def test_with_no_failed_the_fault_is_raised_where_it_is_taken():
    reading = Reading(lambda _read: None, broken)
    assert reading.ready()
    with pytest.raises(ValueError, match="a fault in the reading"):
        reading.take()
