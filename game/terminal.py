"""The no-display match: bots play one whole match and the terminal tells it (`play` with no
display falls back to it)."""
from __future__ import annotations

import textwrap
import time

from game.registry import descriptor

TERMINAL_GAME = "take-or-pass"  # the no-display match: short, and its narration reads well


def terminal_match(slug: str = TERMINAL_GAME, players: int = 4, seed: int | None = None) -> int:
    """Play one all-bot match and print its moves and result (the no-display fallback)."""
    from game.ai import BOT_LEVELS, SeatPort, make_bot

    seed = int(time.time()) % 100000 if seed is None else seed
    about = descriptor(slug)
    game = about.rules
    match = game.new_match(players, seed)
    level = "normal" if "normal" in BOT_LEVELS else BOT_LEVELS[0]
    bots = [make_bot(level, seed + i) for i in range(players)]
    print(f"{game.name}, {players} {level} bots, seed {seed}:")
    moves: list[str] = []
    while not match.is_over and len(moves) < 5000:
        seat = match.to_move
        assert seat is not None  # not over, so someone is to move
        move = bots[seat].choose(SeatPort(match, seat))
        events = match.apply_then_deal(move)
        moves.append(f"{seat}:{move}")
        for event in events:
            line = about.narrate(event) if about.narrate else ""
            if line:
                print("  " + line)
    if about.narrate is None:  # no story to tell: the moves themselves
        for line in textwrap.wrap(" ".join(moves), 100):
            print("  " + line)
    scores = ", ".join(f"seat {i} {s}" for i, s in enumerate(match.scores))
    print(f"Scores: {scores}. Winner: {', '.join(f'seat {w}' for w in match.winners) or 'none'}.")
    return 0
