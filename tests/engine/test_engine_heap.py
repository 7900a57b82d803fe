"""freeze_heap: start-up's garbage collected, what lives on set out of the collector's sight."""
from __future__ import annotations

import gc
import weakref

import pytest

from game.engine.app import freeze_heap


class Node:
    """A container the collector tracks, that can be put in a cycle."""

    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def unfrozen():
    yield
    gc.unfreeze()  # later tests see an ordinary heap


def test_start_up_garbage_is_collected_and_the_living_are_frozen(unfrozen) -> None:
    garbage_a, garbage_b = Node(), Node()
    garbage_a.other, garbage_b.other = garbage_b, garbage_a  # a cycle only a collection frees
    gone = weakref.ref(garbage_a)
    del garbage_a, garbage_b
    kept = Node()
    before = gc.get_freeze_count()

    freeze_heap()

    assert gone() is None, "a cycle left by start-up is freed, never frozen for the whole run"
    assert gc.get_freeze_count() > before
    assert not any(obj is kept for obj in gc.get_objects()), \
        "what start-up left alive is no longer walked by full collections"
    made_later = Node()
    assert any(obj is made_later for obj in gc.get_objects()), "what the run makes is tracked"
