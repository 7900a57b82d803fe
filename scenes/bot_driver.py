"""Bots at the table: each decision runs on a worker thread so the frame loop never waits.

The driver hands the bot a SeatPort over a *clone* of the match, so the thread
never touches the live match the scenes draw from. The table scene polls the
driver in `update`; when the answer is in, the bot delay has passed and the
table's animations are done, it applies the move on the main thread.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from game.ai import Bot, SeatPort, make_bot
from game.rules.base import Match, Move

log = logging.getLogger(__name__)


@dataclass
class _Job:
    """One decision in flight."""

    seat: int
    ply: int
    thread: threading.Thread | None = None
    move: Move | None = None
    error: BaseException | None = None
    done: bool = False


class BotDriver:
    """Runs bot decisions off the main thread, one at a time."""

    def __init__(self, levels: dict[int, str], seed: int) -> None:
        # One bot per seat, seeded from the match seed so a match replays the same.
        self.bots: dict[int, Bot] = {
            seat: make_bot(level, seed * 1009 + seat * 7919 + 1) for seat, level in levels.items()
        }
        self._job: _Job | None = None
        self._lock = threading.Lock()

    def is_bot(self, seat: int | None) -> bool:
        """True when a bot plays `seat`."""
        return seat is not None and seat in self.bots

    @property
    def thinking(self) -> bool:
        """True while a decision is being computed."""
        job = self._job
        return job is not None and not job.done

    def request(self, match: Match, seat: int) -> None:
        """Start thinking for `seat` on the current position unless already doing so."""
        ply = len(match.moves)
        job = self._job
        if job is not None and job.seat == seat and job.ply == ply:
            return
        port = SeatPort(match.clone(), seat)
        bot = self.bots[seat]
        job = _Job(seat, ply)
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

    def result(self, match: Match, seat: int) -> Move | None:
        """The bot's move for the current position once it is ready, else None.

        A bot that fails answers with the first legal move (and is logged), so one
        broken bot never stalls a couch match. The move is not re-checked here:
        `apply` checks it anyway (see `fallback`).
        """
        job = self._job
        if job is None or not job.done or job.seat != seat or job.ply != len(match.moves):
            return None
        with self._lock:
            move, error = job.move, job.error
        if error is not None or move is None:
            log.error("bot for seat %d failed: %r; playing a legal move instead", seat, error)
            return self.fallback(match)
        return move

    @staticmethod
    def fallback(match: Match) -> Move:
        """The move played for a bot that failed or chose an illegal move."""
        return match.legal_moves()[0]

    def clear(self) -> None:
        """Forget the decision in flight (its thread finishes on its own and is ignored)."""
        self._job = None

    def join(self, timeout: float | None = None) -> None:
        """Wait for the decision in flight (tests only: the game loop never blocks)."""
        job = self._job
        if job is not None and job.thread is not None:
            job.thread.join(timeout)
