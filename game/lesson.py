"""Guided deals: a short scripted deal per game that teaches by playing (headless part).

A `Lesson` is a fixed deal (explicit deals, a seed) and every move of it in order: the
learner's moves carry the words that say what to do and which rule it shows; the others
are the bots' scripted moves. Each game's lesson is `LESSON` in game/rules/<game>/learn.py,
found through the descriptor; scenes/screens/lesson.py plays it on the game's own table.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Step:
    """One move of the lesson, in notation exactly as `legal_moves` writes it; `say` (the
    learner's moves only) tells what to do, with which keys, and the rule it shows."""

    move: str
    say: str = ""


@dataclass(frozen=True)
class Lesson:
    """A guided deal: who plays, the deal, every move in order and the closing words."""

    players: int
    deals: tuple[dict, ...]
    steps: tuple[Step, ...]
    done: str
    seed: int = 1
    options: dict = field(default_factory=dict)
    learner: int = 0

    def record(self, slug: str, moves: int = 0) -> dict:
        """The match record of the lesson's first `moves` moves."""
        return {"game": slug, "players": self.players, "seed": self.seed,
                "options": dict(self.options), "deals": [dict(d) for d in self.deals],
                "moves": [s.move for s in self.steps[:moves]]}
