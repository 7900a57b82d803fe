"""A search stops once its choice is settled: the same move as the whole budget, sooner."""
from __future__ import annotations

import time

import pytest
from bot_helpers import GAMES, PLAYERS, random_state

from game.ai import SeatPort, make_bot
from game.ai.ismcts import SETTLE_EVERY, _Node, _settled

BUDGET = 6 * SETTLE_EVERY


def root_with(*visits: int) -> _Node:
    root = _Node(None, -1)
    for index, count in enumerate(visits):
        child = _Node(f"move {index}", 0)
        child.visits = count
        root.children[child.move] = child
    return root


def test_a_choice_is_settled_only_when_no_iteration_left_could_overtake_it() -> None:
    assert _settled(root_with(3, 10, 1), left=6)  # 10 leads 3 by 7: six more cannot catch up
    assert not _settled(root_with(3, 10, 1), left=7)  # seven could tie it
    assert not _settled(root_with(10, 10), left=0)  # a tie is decided by the means
    assert _settled(root_with(5), left=4) and not _settled(root_with(5), left=5)
    assert not _settled(root_with(), left=0)


@pytest.mark.slow
@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("slug", GAMES)
def test_a_settled_search_plays_the_move_the_whole_budget_plays(slug: str, level: str) -> None:
    spent = []
    for seed in range(12):
        match = random_state(slug, PLAYERS[slug][0], seed, steps=seed * 3)
        port = SeatPort(match, match.to_move)
        if len(port.legal_moves()) < 2:
            continue
        bot = make_bot(level, seed, think_time=None, iterations=BUDGET)
        whole = bot.search(port)
        quick = bot.search(port, settle=True)
        assert sum(c.visits for c in whole) == BUDGET, "a hint's search spends the whole budget"
        assert quick[0].move == whole[0].move
        assert bot.choose(port) == whole[0].move
        spent.append(sum(c.visits for c in quick))
    assert spent and max(spent) <= BUDGET
    assert min(spent) < BUDGET, "some choice settles before the budget runs out"


def test_the_iterations_left_err_high_and_never_exceed_the_budget() -> None:
    bot = make_bot("hard", 0, think_time=1.0, iterations=500)
    now = time.perf_counter()
    # _left is the search's budget arithmetic itself, private to the search loop that calls
    # it every 64 iterations; no public call shows its figure, so it is checked directly.
    # 100 iterations in the last second, half a second to go: about 50 more at that rate.
    assert bot._left(100, now - 1.0, now + 0.5) == pytest.approx(50, rel=0.05)
    assert bot._left(480, now - 1.0, now + 0.5) == 20  # the iteration budget is nearer
    assert bot._left(100, now - 1.0, now - 0.1) == 0  # past the deadline
    assert make_bot("hard", 0, think_time=None, iterations=500)._left(100, now, None) == 400
