"""The scale of the bots' playout noise, shared by game.ai.heuristics.noise and the
playout loops that inline it (pass_game/playout.py, dominoes/playout.py)."""
from __future__ import annotations

SQRT_6 = 2.449489742783178
"""The square root of 6: a triangle of two uniforms in -1..1 has standard deviation 1/sqrt(6),
so (r + r - 1) * spread * SQRT_6 has standard deviation `spread`."""
