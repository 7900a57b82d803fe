"""The background worker: calls run in another, lower-priority process; errors come back."""
from __future__ import annotations

import os

import pytest

from game.engine.worker import Worker


@pytest.fixture(scope="module")
def worker():
    """One worker process for the module (spawning one costs a fraction of a second)."""
    w = Worker(nice=3)
    w.start()
    yield w
    w.close()


def test_calls_run_in_another_process_at_a_lower_priority(worker: Worker) -> None:
    assert worker.in_process
    job = worker.submit(os.getpid)
    assert job.result(timeout=30) != os.getpid() and job.done
    if hasattr(os, "nice"):
        # Three steps lower, as far as the OS allows (19 is the lowest priority): a game
        # started with `nice -n 19` leaves its worker at 19 too.
        assert worker.submit(os.nice, 0).result(timeout=30) == min(os.nice(0) + 3, 19)


def test_results_and_errors_come_back_in_order(worker: Worker) -> None:
    jobs = [worker.submit(pow, 2, n) for n in range(5)]
    bad = worker.submit(int, "not a number")
    assert [j.result(timeout=30) for j in jobs] == [1, 2, 4, 8, 16]
    with pytest.raises(ValueError, match="not a number"):
        bad.result(timeout=30)


def test_a_bot_decision_crosses_to_the_worker_and_back(worker: Worker) -> None:
    from game.ai import SeatPort, make_bot
    from game.registry import get_game

    match = get_game("dominoes").new_match(2, 5)
    bot = make_bot("normal", 9)
    move = worker.submit(_choose, bot, match.clone(), match.to_move).result(timeout=30)
    assert move == bot.choose(SeatPort(match.clone(), match.to_move))  # same seed, same move
    match.apply(move)  # legal in the live match


def _choose(bot, match, seat):  # noqa: ANN001, ANN202 - module level, so it pickles
    from game.ai import SeatPort

    return bot.choose(SeatPort(match, seat))


def test_without_processes_it_falls_back_to_a_thread() -> None:
    w = Worker(processes=False)
    try:
        assert w.submit(os.getpid).result(timeout=30) == os.getpid() and not w.in_process
    finally:
        w.close()


def test_the_context_starts_one_background_worker_on_first_use() -> None:
    from game.engine.context import make_test_context

    ctx = make_test_context()
    assert not ctx.background_started  # nothing started until asked for
    try:
        first = ctx.background()
        assert ctx.background() is first and first.submit(abs, -3).result(timeout=30) == 3
    finally:
        ctx.stop_background()
    assert not ctx.background_started
