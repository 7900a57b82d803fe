"""Bots at the table: decisions run off the main thread on a clone, and a broken bot never
stalls the match."""
from __future__ import annotations

import threading

import pytest

from game.ai import Bot
from game.engine.context import make_test_context
from game.registry import get_game
from scenes.app import flow
from scenes.frame import tables
from scenes.frame.bot_driver import BotDriver


class GatedBot(Bot):
    """Waits for the test to open the gate, then plays the last legal move."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.seen_match = None

    def choose(self, port):
        # A port hides its match from bots on purpose; this test must see which match the
        # bot was given (a clone, never the live one), so it reads the private field.
        self.seen_match = port._match
        self.gate.wait(10)
        return port.legal_moves()[-1]


class BrokenBot(Bot):
    def choose(self, port):
        raise RuntimeError("bot bug")


class CheatingBot(Bot):
    """Answers with a move that is not legal now."""

    def __init__(self, move) -> None:
        self.move = move

    def choose(self, port):
        return self.move


def test_a_slow_bot_never_blocks_and_thinks_on_a_clone():
    match = get_game("take-or-pass").new_match(3, 1)
    driver = BotDriver({match.to_move: "random"}, 1)
    bot = GatedBot()
    driver.bots[match.to_move] = bot
    driver.request(match, match.to_move)  # returns at once although the bot is stuck
    assert driver.thinking
    assert driver.result(match, match.to_move) is None
    bot.gate.set()
    driver.wait(10)
    assert not driver.thinking
    assert driver.result(match, match.to_move) == match.legal_moves()[-1]
    assert bot.seen_match is not match, "the bot got a clone, never the live match"


def test_an_answer_for_an_old_position_is_ignored():
    match = get_game("take-or-pass").new_match(3, 2)
    seat = match.to_move
    driver = BotDriver({seat: "random"}, 2)
    driver.request(match, seat)
    driver.wait(10)
    match.apply(match.legal_moves()[0])
    assert driver.result(match, seat) is None


@pytest.mark.parametrize("kind", ["broken", "cheating"])
def test_a_failing_bot_plays_a_legal_move_instead(monkeypatch, kind):
    monkeypatch.setattr(tables, "game_table_class", lambda game: None)
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "dominoes", 2, "random", 4)
    seat = scene.match.to_move
    parse = scene.game.rules.parse_move
    illegal = next(m for m in map(parse, ["pass", "draw", "play 6-6", "play 0-0"])
                   if scene.match.why_illegal(m))
    scene.bots.bots[seat] = BrokenBot() if kind == "broken" else CheatingBot(illegal)
    expected = scene.match.legal_moves()[0]
    for _ in range(5):
        if scene.match.moves:
            break
        scene.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert scene.match.moves == [expected]


def _decisions(driver: BotDriver, slug: str, seed: int, count: int) -> list[str]:
    """Let the driver's bots play `count` moves of a fresh match; the moves in notation."""
    match = get_game(slug).new_match(3, seed)
    played = []
    for _ in range(count):
        seat = match.to_move
        driver.request(match, seat)
        driver.wait(30)
        move = driver.result(match, seat)
        assert move is not None and match.why_illegal(move) is None
        match.apply(move)
        played.append(str(move))
    return played


def test_bots_in_the_background_process_play_as_they_do_in_a_thread():
    from game.engine.worker import Worker

    worker = Worker()
    try:
        levels = {0: "random", 1: "easy", 2: "random"}
        remote = _decisions(BotDriver(levels, 9, worker), "pass", 9, 12)
        assert worker.in_process, "calls ran in another process"
    finally:
        worker.close()
    local = _decisions(BotDriver(levels, 9), "pass", 9, 12)
    assert remote == local, "bots keep no state between decisions: the same seed plays the same"


def test_the_table_uses_the_background_process_only_when_asked():
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "take-or-pass", 3, "random", 4)
    assert scene.bots.worker is None, "tests and headless helpers think in a thread"
