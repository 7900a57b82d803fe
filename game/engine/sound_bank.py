"""Every effect the app can play, as synthesiser recipes (see game/engine/synth.py).

Names are tabletop actions, not games: each game maps its rules events onto these names
(scenes/<game>/sounds.py). No recipe is a plain sine: each has several partials (struck
wood, ceramic and metal ring inharmonically) or a noise layer (paper, felt).
"""
from __future__ import annotations

from game.engine.synth import Layer, Noise, Tone

WOOD = ((1.0, 1.0), (2.31, 0.35), (4.1, 0.12))  # a small wooden block
CLAY = ((1.0, 1.0), (2.76, 0.45), (5.4, 0.2))  # a ceramic chip or a domino
BELL = ((1.0, 1.0), (2.0, 0.4), (3.01, 0.2))  # a soft bell, for cues
# Seat cue pitches: a pentatonic scale, so any two seats' cues sound well together.
SEAT_PITCHES = (659.3, 784.0, 880.0, 1046.5, 1174.7, 1318.5, 1568.0)


def _clink(at: float, pitch: float = 2600.0, loud: float = 0.22) -> tuple[Layer, ...]:
    """One chip touching another: a ceramic ring with a tick of noise."""
    return (Tone(pitch, loud, 0.035, CLAY, at),
            Noise(loud * 0.5, 0.004, 0.9, 0.0005, 0.02, at))


def _snap(at: float, loud: float = 0.3) -> tuple[Layer, ...]:
    """A card landing flat on felt: a dull slap and a paper tick."""
    return (Noise(loud, 0.012, 0.35, 0.001, 0.05, at),
            Noise(loud * 0.6, 0.004, 0.95, 0.0005, 0.02, at),
            Tone(180.0, loud * 0.4, 0.02, WOOD, at))


def _chime(notes: tuple[float, ...], gap: float, loud: float, ring: float) -> tuple[Layer, ...]:
    """Bell notes one after another."""
    return tuple(Tone(f, loud, ring, BELL, i * gap) for i, f in enumerate(notes))


RECIPES: dict[str, tuple[Layer, ...]] = {
    # menus
    "move": (Tone(1400.0, 0.12, 0.015, WOOD), Noise(0.05, 0.004, 0.9, 0.0005, 0.02)),
    "confirm": _chime((784.0, 1174.7), 0.06, 0.16, 0.09),
    "back": _chime((784.0, 523.3), 0.06, 0.14, 0.08),
    "refuse": (Tone(140.0, 0.3, 0.06, ((1.0, 1.0), (3.0, 0.5), (5.0, 0.3))),
               Tone(148.0, 0.2, 0.06, ((1.0, 1.0), (3.0, 0.4)), 0.09),
               Noise(0.12, 0.03, 0.2, 0.002, 0.15)),
    # cards
    "card_slide": (Noise(0.22, 0.05, 0.85, 0.03, 0.18),) + _snap(0.12, 0.2),
    "card_snap": _snap(0.0),
    "flip": (Noise(0.18, 0.02, 0.9, 0.01, 0.06),) + _snap(0.045, 0.25),
    "shuffle": sum((_snap(i * 0.035, 0.16 + 0.03 * (i % 3)) for i in range(9)), ()),
    "gather": (Noise(0.25, 0.09, 0.8, 0.04, 0.3), Noise(0.15, 0.05, 0.3, 0.02, 0.2, 0.08)),
    "pass": (Tone(220.0, 0.25, 0.04, WOOD), Tone(200.0, 0.2, 0.04, WOOD, 0.11),
             Noise(0.1, 0.02, 0.2, 0.001, 0.06)),
    # chips and tokens
    "chip": _clink(0.0),
    "chips_few": _clink(0.0) + _clink(0.07, 2450.0, 0.18) + _clink(0.12, 2700.0, 0.14),
    "chips_many": sum((_clink(i * 0.045, 2300.0 + 140 * (i % 4), 0.2 - 0.015 * i)
                       for i in range(7)), ()),
    "token_flip": (Tone(950.0, 0.2, 0.03, WOOD), Tone(1100.0, 0.14, 0.025, WOOD, 0.09),
                   Noise(0.08, 0.005, 0.8, 0.0005, 0.02)),
    # dominoes
    "tile_click": (Tone(1900.0, 0.26, 0.022, CLAY), Noise(0.2, 0.006, 0.7, 0.0005, 0.03),
                   Tone(2050.0, 0.12, 0.018, CLAY, 0.035)),
    "tile_slide": (Noise(0.16, 0.06, 0.45, 0.03, 0.2),),
    "draw": (Noise(0.18, 0.05, 0.5, 0.02, 0.15),
             Tone(1700.0, 0.12, 0.02, CLAY, 0.13), Noise(0.1, 0.005, 0.7, 0.0005, 0.02, 0.13)),
    # moments
    "deal_won": _chime((784.0, 987.8, 1174.7), 0.09, 0.16, 0.16),
    "match_won": _chime((523.3, 659.3, 784.0, 1046.5, 1318.5), 0.11, 0.17, 0.24)
    + (Noise(0.05, 0.25, 0.95, 0.05, 0.6, 0.45),),
}
# Your-turn cues, one pitch per seat colour (seat i's colour is theme.SEAT_COLOURS[i]).
RECIPES.update({f"turn_{seat}": (Tone(pitch, 0.14, 0.12, BELL), Tone(pitch * 1.5, 0.08, 0.12,
                                                                        BELL, 0.07))
                for seat, pitch in enumerate(SEAT_PITCHES)})

# The quiet table ambience: low room tone with a soft, slow swell (looped; see audio.py).
AMBIENCE: tuple[Layer, ...] = (Noise(0.12, 2.0, 0.04, 1.0, 3.0),
                               Noise(0.05, 1.0, 0.15, 0.8, 3.0, 1.2))
