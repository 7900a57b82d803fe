"""Playing a game night's tables through: the bots play the table on top to its summary."""
from __future__ import annotations

from game.engine.intents import Action, Device, Intent
from scenes.frame.summary import SummaryScene
from scenes.frame.table import TableScene

PAD = Device("pad", 0)


def to_summary(ctx) -> SummaryScene:
    """Let the bots play the table on top to its summary."""
    for _ in range(30000):
        top = ctx.stack.top
        if isinstance(top, SummaryScene):
            return top
        if isinstance(top, TableScene) and top.bots.thinking:
            top.bots.wait(5)
        elif not isinstance(top, TableScene):
            top.handle(Intent(Action.CONFIRM, PAD))  # the scores between deals
        ctx.stack.update(1 / 60)
    raise AssertionError("the match never ended")
