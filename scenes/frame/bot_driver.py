"""Bots at the table: each decision runs off the frame loop so it never waits.

The driver hands the bot a SeatPort over a *clone* of the match, so the bot
never touches the live match the scenes draw from. With the app's background
worker (a lower-priority process, game/engine/worker.py) the bot thinks there:
a thread would take every other GIL slice from the frame loop while a hard bot
searches. The bot and its answer travel by pickling; bots keep no state between
decisions (their randomness comes from seed, seat and move number), so a match
plays the same in the process as in a thread. Without a
worker (tests) the bot thinks in a thread. The table scene polls the driver in
`update`; when the answer is in, the bot delay has passed and the table's
animations are done, it applies the move on the main thread.

The table drives any `SeatDriver` that way: a guided deal's script is one too
(scenes/screens/lesson.py).
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.ai import Bot, SeatPort, table_bot, think_time
from game.rules.base import IllegalMove, Match, Move

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.worker import Job, Worker
    from scenes.frame.game_table import SeatInfo

log = logging.getLogger(__name__)


class SeatDriver(Protocol):
    """Who plays the seats no person plays, as the table asks on each frame of their turn:
    `request` the move, wait `delay` and the animations, then play `result` (or what it
    plays `instead` of a move the rules refused)."""

    def is_bot(self, seat: int | None) -> bool:
        """True when this driver plays `seat`."""
        ...

    def add(self, seat: int, level: str, seed: int) -> None:
        """This driver plays `seat` from now on (a phone seat the host gave away)."""
        ...

    def delay(self, chosen: float) -> float:
        """Seconds from the turn's start before its move shows (`chosen`: the bot delay
        in the options)."""
        ...

    def request(self, match: Match, seat: int) -> None:
        """Start deciding `seat`'s move in this position, unless already doing so."""
        ...

    def result(self, match: Match, seat: int) -> Move | None:
        """`seat`'s move in this position once it is decided, else None."""
        ...

    def instead(self, match: Match, seat: int, move: Move, problem: IllegalMove
                ) -> Move | None:
        """What to play after the rules refused `move` (None: nothing)."""
        ...

    def clear(self) -> None:
        """Forget any decision in flight (a move was made)."""
        ...


@dataclass
class _Job:
    """One decision in flight."""

    seat: int
    ply: int
    thread: threading.Thread | None = None
    remote: Job | None = None  # the call in the background worker, when there is one
    move: Move | None = None
    error: BaseException | None = None
    done: bool = False


class BotDriver:
    """Runs bot decisions off the main thread, one at a time."""

    def __init__(self, levels: dict[int, str], seed: int, worker: Worker | None = None,
                 think_times: Callable[[], Mapping[str, float]] = dict) -> None:
        # `think_times` reads the player's bot thinking time (options) when a bot moves,
        # so a change made from the pause menu counts from the next move.
        self.think_times = think_times
        # One bot per seat, seeded from the match seed so a match replays the same.
        self.bots: dict[int, Bot] = {
            seat: table_bot(level, seed * 1009 + seat * 7919 + 1, think_times())
            for seat, level in levels.items()
        }
        self.worker = worker
        self._job: _Job | None = None
        self._lock = threading.Lock()

    def add(self, seat: int, level: str, seed: int) -> None:
        """A bot takes over `seat` mid-match (a phone seat the host gave away)."""
        self.bots[seat] = table_bot(level, seed * 1009 + seat * 7919 + 1, self.think_times())

    def bot(self, seat: int) -> Bot:
        """`seat`'s bot, thinking for the time the options say now."""
        bot = self.bots[seat]
        chosen = self.think_times()
        if getattr(bot, "think_time", None) != think_time(bot.level, chosen):
            bot = self.bots[seat] = table_bot(bot.level, bot.seed, chosen)
        return bot

    def is_bot(self, seat: int | None) -> bool:
        """True when a bot plays `seat`."""
        return seat is not None and seat in self.bots

    def delay(self, chosen: float) -> float:
        """The bot delay the options chose: a bot's move waits that long at least."""
        return chosen

    @property
    def thinking(self) -> bool:
        """True while a decision is being computed."""
        job = self._job
        if job is not None and job.remote is not None and not job.done:
            self._collect(job)
        return job is not None and not job.done

    def request(self, match: Match, seat: int) -> None:
        """Start thinking for `seat` on the current position unless already doing so."""
        ply = len(match.moves)
        job = self._job
        if job is not None and job.seat == seat and job.ply == ply:
            return
        bot = self.bot(seat)
        job = _Job(seat, ply)
        if self.worker is not None:
            job.remote = self.worker.submit(think, bot, match.clone(), seat)
            self._job = job
            return
        port = SeatPort(match.clone(), seat)
        job.thread = threading.Thread(
            target=self._think, args=(job, bot, port), name=f"bot-seat-{seat}", daemon=True
        )
        self._job = job
        job.thread.start()

    def _think(self, job: _Job, bot: Bot, port: SeatPort) -> None:
        try:
            move = bot.choose(port)
        except BaseException as exc:  # reported on the main thread, never lost
            with self._lock:
                job.error = exc
                job.done = True
            return
        with self._lock:
            job.move = move
            job.done = True

    def _collect(self, job: _Job) -> None:
        """Take a finished background call's answer and the bot's advanced state."""
        assert job.remote is not None
        if not job.remote.done:
            return
        try:
            job.move = job.remote.result()
        except Exception as exc:  # reported by result(), never lost
            job.error = exc
        job.done = True

    def result(self, match: Match, seat: int) -> Move | None:
        """The bot's move for the current position once it is ready, else None.

        A bot that fails answers with the first legal move (and is logged), so one
        broken bot never stalls a couch match. The move is not re-checked here:
        `apply` checks it anyway (see `instead`).
        """
        job = self._job
        if job is not None and job.remote is not None and not job.done:
            self._collect(job)
        if job is None or not job.done or job.seat != seat or job.ply != len(match.moves):
            return None
        with self._lock:
            move, error = job.move, job.error
        if error is not None or move is None:
            log.error("bot for seat %d failed: %r; playing a legal move instead", seat, error)
            return fallback(match)
        return move

    def instead(self, match: Match, seat: int, move: Move, problem: IllegalMove) -> Move:
        """A bot chose an illegal move (logged): the first legal move is played instead."""
        log.error("bot for seat %d chose %s, which is illegal (%s)", seat, move, problem)
        return fallback(match)

    def clear(self) -> None:
        """Forget the decision in flight (its thread finishes on its own and is ignored)."""
        self._job = None

    def wait(self, timeout: float | None = None) -> None:
        """Wait up to `timeout` seconds for the decision in flight, if any, to be in (for
        tests and tools: the game loop never blocks)."""
        job = self._job
        if job is not None and job.thread is not None:
            job.thread.join(timeout)
        if job is not None and job.remote is not None:
            try:
                job.remote.result(timeout)
            except Exception:  # noqa: BLE001 - collected and reported by result()
                pass
            self._collect(job)


def table_bots(ctx: AppContext, seats: list[SeatInfo], seed: int) -> BotDriver:
    """Bots for the seats the setup gave them, thinking in the app's background worker."""
    levels = {s.seat: s.bot for s in seats if s.bot}
    worker = ctx.background() if ctx.bot_process and levels else None
    return BotDriver(levels, seed, worker, lambda: ctx.settings.think_times)


def fallback(match: Match) -> Move:
    """The move played for a bot that failed or chose an illegal move."""
    return match.legal_moves()[0]


def think(bot: Bot, match: Match, seat: int) -> Move:
    """One decision, run in the background worker."""
    return bot.choose(SeatPort(match, seat))
