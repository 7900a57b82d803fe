"""How each other seat plays Take or Pass, learnt from its moves so far (the opponent model
of hard's and expert's searches).

A *style* is the take rule (`take_advantage`) with weights of its own: it takes when the
advantage plus its noise (a triangle of spread `playout_noise`, as the playouts draw it) is
above 0, so it gives every choice between take and pass a chance. `STYLES` run from a
miser that passes while it has a chip to a greedy taker, each steady or erratic, around
the way the hard bot was seen to play (OPPONENT_WEIGHTS), plus the hand-written rule and
a coin. Every choice a seat has made in the match (read from the public move log and the
cards turned, as anyone at the table saw them; a take forced by having no chips tells
nothing) weighs each style by how likely it was to make that choice: `TableModel` holds
each seat's posterior, which starts from PRIOR (leaning to hard's way, so a table of hard
bots is played as before) and follows the seat as it shows otherwise. A search samples
one style per seat for each determinisation (`TableModel.sample`).
"""
from __future__ import annotations

import bisect
import itertools
import math
import random
from dataclasses import dataclass, replace
from typing import Any

from game.rules.noise import SQRT_6
from game.rules.take_or_pass.cards import PILE, starting_chips
from game.rules.take_or_pass.weights import (
    OPPONENT_WEIGHTS,
    WEIGHTS,
    TakeWeights,
    take_advantage,
)


@dataclass(frozen=True, slots=True)
class Style:
    """A way of playing: the take rule with these weights, and how likely it is before any
    move is seen."""

    name: str
    weights: TakeWeights
    prior: float


MARGINS = {"miser": -20.0, "tight": -8.0, "careful": -3.0, "hard": OPPONENT_WEIGHTS.margin,
           "loose": 4.0, "eager": 10.0, "greedy": 25.0}
"""How many points net of the pot each style takes a card for (the rest of hard's weights)."""
NOISES = {"steady": 2.5, "": OPPONENT_WEIGHTS.playout_noise, "erratic": 10.0}
"""How erratic each style is: its noise's standard deviation, in points."""
PRIOR_HARD = 0.4
"""The prior on hard's own way (its margin and noise)..."""
PRIOR_WRITTEN = 0.1
"""...on the hand-written rule (the normal bot's)..."""
PRIOR_COIN = 0.05
"""...on a coin (noise so wide that every choice is near even); the rest share the remainder."""


def _styles() -> tuple[Style, ...]:
    grid = [(f"{margin} {noise}".strip(),
             replace(OPPONENT_WEIGHTS, margin=m, playout_noise=s))
            for margin, m in MARGINS.items() for noise, s in NOISES.items()]
    rest = (1.0 - PRIOR_HARD - PRIOR_WRITTEN - PRIOR_COIN) / (len(grid) - 1)
    styles = [Style(name, w, PRIOR_HARD if w == OPPONENT_WEIGHTS else rest) for name, w in grid]
    styles.append(Style("written", WEIGHTS, PRIOR_WRITTEN))
    styles.append(Style("coin", replace(OPPONENT_WEIGHTS, playout_noise=200.0), PRIOR_COIN))
    return tuple(styles)


STYLES = _styles()
Choice = tuple[int, int, int, int, int, bool, int, bool]
"""One choice between take and pass: the card, the pot, the seat's chips, its cards and the
others' (card_bits), whether another seat was out of chips, players, and whether it took."""


def take_chance(advantage: float, noise: float) -> float:
    """The chance the rule takes: its advantage plus triangular noise of that spread > 0,
    kept off 0 and 1 (a choice a style rules out makes it unlikely, not impossible)."""
    z = -advantage / max(noise * SQRT_6, 1e-9)  # the noise must come out above z, in -1..1
    below = 0.0 if z <= -1 else 1.0 if z >= 1 else (z + 1) ** 2 / 2 if z < 0 else \
        1 - (1 - z) ** 2 / 2
    return min(max(1 - below, 0.002), 0.998)


def choice_chance(weights: TakeWeights, choice: Choice) -> float:
    """How likely the rule with `weights` makes `choice`."""
    card, pot, mine, own, others, forced, players, took = choice
    chance = take_chance(take_advantage(card, pot, mine, own, others, forced, players, weights),
                         weights.playout_noise)
    return chance if took else 1.0 - chance


def seat_choices(turned: tuple[int, ...], history: list[tuple[int, Any]],
                 players: int) -> list[list[Choice]]:
    """Each seat's choices between take and pass in a match, replayed from its public move
    log and the cards turned in order (TakeOrPassView.turned)."""
    choices: list[list[Choice]] = [[] for _ in range(players)]
    chips = [starting_chips(players)] * players
    held = [0] * players
    taken = pot = index = 0
    for seat, move in history:
        took = str(move) == "take"
        card = turned[index]
        mine = chips[seat]
        if mine:  # with no chips the take is forced: it shows nothing of the seat's way
            choices[seat].append((card, pot, mine, held[seat], taken ^ held[seat], 0 in chips,
                                  players, took))
        if not took:
            chips[seat] = mine - 1
            pot += 1
            continue
        chips[seat] = mine + pot
        pot = 0
        held[seat] |= 1 << card
        taken |= 1 << card
        index += 1
        if index % PILE == 0:  # the game's last card: the next game starts afresh (T5)
            chips = [starting_chips(players)] * players
            held = [0] * players
            taken = 0
    return choices


def posterior(choices: list[Choice], styles: tuple[Style, ...] = STYLES) -> list[float]:
    """Each style's chance of being the seat's way, given its `choices` (Bayes' rule)."""
    logs = []
    for style in styles:
        total = math.log(style.prior)
        weights = style.weights
        for choice in choices:
            total += math.log(choice_chance(weights, choice))
        logs.append(total)
    top = max(logs)
    odds = [math.exp(value - top) for value in logs]
    whole = sum(odds)
    return [value / whole for value in odds]


class TableModel:
    """Every other seat's posterior over STYLES, from the match so far as `seat` saw it."""

    def __init__(self, seat: int, posteriors: list[list[float]]) -> None:
        self.seat = seat
        self.posteriors = posteriors
        self._cumulative = [list(itertools.accumulate(p)) for p in posteriors]

    @classmethod
    def read(cls, seat: int, view: Any, history: list[tuple[int, Any]]) -> TableModel:
        """The model of the table `seat` sees (its view and the public move log)."""
        choices = seat_choices(view.turned, history, view.players)
        return cls(seat, [posterior(made) for made in choices])

    def likeliest(self, seat: int) -> Style:
        """The style most likely to be `seat`'s way."""
        chances = self.posteriors[seat]
        return STYLES[chances.index(max(chances))]

    def sample(self, rng: random.Random) -> tuple[TakeWeights, ...]:
        """One style's weights for every seat (the model's own seat gets a style too, which
        the playouts replace with its own weights), drawn from the posteriors."""
        return tuple(STYLES[min(bisect.bisect(cumulative, rng.random() * cumulative[-1]),
                                len(STYLES) - 1)].weights for cumulative in self._cumulative)

