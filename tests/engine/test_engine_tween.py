"""Tweens, sequences, parallels, callbacks, speed scaling, instant mode and skip."""
from __future__ import annotations

import pytest

from game.engine.tween import (
    EASINGS,
    Animated,
    Call,
    Parallel,
    Sequence,
    Timeline,
    Tween,
    Wait,
    lerp,
    stagger,
)


class Box:
    def __init__(self) -> None:
        self.x = 0.0
        self.pos = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_0_and_end_at_1(name: str) -> None:
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0) and ease(1.0) == pytest.approx(1.0)


def test_tween_moves_an_attribute_and_lands_exactly() -> None:
    box = Box()
    tween = Tween(box, "x", 10.0, 1.0, ease="linear")
    assert tween.advance(0.25) == 0.0 and box.x == pytest.approx(2.5)
    assert tween.at(0.5) == pytest.approx(1.25)  # halfway between the last two steps
    left = tween.advance(1.0)
    assert tween.done and box.x == 10.0 and left == pytest.approx(0.25)


def test_tween_tuples_dicts_and_animated_values() -> None:
    box = Box()
    Tween(box, "pos", (10.0, 20.0), 1.0, ease="linear").advance(0.5)
    assert box.pos == pytest.approx((5.0, 10.0))
    d = {"a": 1.0}
    Tween(d, "a", 3.0, 2.0, ease="linear").advance(1.0)
    assert d["a"] == pytest.approx(2.0)
    value = Animated(0.0)
    Tween(value, None, 4.0, 1.0, ease="linear").advance(0.5)
    assert (value.prev, value.value) == (0.0, 2.0)
    assert value.at(0.5) == pytest.approx(1.0)


def test_sequence_hands_leftover_time_on_and_calls_back_in_order() -> None:
    box, log = Box(), []
    seq = Sequence(Tween(box, "x", 1.0, 0.5, ease="linear"), Call(lambda: log.append("a")),
                   Wait(0.5), Call(lambda: log.append("b")))
    seq.advance(0.75)
    assert box.x == 1.0 and log == ["a"] and not seq.done
    seq.advance(0.25)
    assert log == ["a", "b"] and seq.done


def test_parallel_finishes_when_the_longest_part_does() -> None:
    a, b = Box(), Box()
    par = Parallel(Tween(a, "x", 1.0, 0.2), Tween(b, "x", 1.0, 1.0))
    par.advance(0.5)
    assert a.x == 1.0 and not par.done
    par.advance(0.5)
    assert b.x == 1.0 and par.done


def test_timeline_scales_by_the_speed_setting() -> None:
    scale = {"v": 2.0}  # slow: everything takes twice as long
    box = Box()
    line = Timeline(lambda: scale["v"])
    line.add(Tween(box, "x", 1.0, 1.0, ease="linear"))
    line.update(1.0)
    assert box.x == pytest.approx(0.5) and line.busy
    scale["v"] = 0.5
    line.update(0.25)
    assert box.x == 1.0 and not line.busy


def test_instant_speed_completes_everything_on_the_next_update() -> None:
    box, log = Box(), []
    line = Timeline(0.0)
    line.play(Tween(box, "x", 5.0, 3.0), Wait(10.0), Call(lambda: log.append("done")))
    line.update(0.0)
    assert box.x == 5.0 and log == ["done"] and not line.busy


def test_skip_runs_every_side_effect_even_ones_added_by_callbacks() -> None:
    box, log = Box(), []
    line = Timeline(1.0)

    def chain() -> None:
        log.append("first")
        line.add(Sequence(Wait(9.0), Call(lambda: log.append("second"))))

    line.play(Tween(box, "x", 3.0, 5.0), Call(chain))
    line.skip()
    assert box.x == 3.0 and log == ["first", "second"] and not line.busy


def test_stagger_and_lerp() -> None:
    boxes = [Box() for _ in range(3)]
    anim = stagger((Tween(b, "x", 1.0, 0.1) for b in boxes), gap=0.5)
    anim.advance(0.6)
    assert [b.x for b in boxes] == [1.0, 1.0, 0.0]
    assert lerp((0, 10), (10, 20), 0.5) == (5.0, 15.0)


def test_negative_duration_is_refused() -> None:
    with pytest.raises(ValueError, match="duration"):
        Tween(Box(), "x", 1.0, -1.0)
