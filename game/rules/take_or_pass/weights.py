"""What taking a card is worth to the Take or Pass bots (docs/rules.md section 2).

`take_advantage` weighs a card's marginal points against the pot, the seat's chips,
who else wants the card and whether it can be milked; the weights are one
`TakeWeights`. `WEIGHTS` are the ones written by hand, which the bots play by;
`OPPONENT_WEIGHTS` how expert's playouts expect the others to play; bench/tune_playouts.py
tries others.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.take_or_pass.cards import HIGH, LOW


@dataclass(frozen=True, slots=True)
class TakeWeights:
    """The take rule's thresholds and weights, in card points (a chip is one point)."""

    margin: float = 3.0
    """Take when the card costs you at most this many points net of the pot."""
    low_chips: int = 4
    """Below this many chips each missing chip makes taking more attractive..."""
    low_chips_rate: float = 1.5
    """...by this many points."""
    deny: float = 2.0
    """Bonus for taking a card another seat's runs want..."""
    deny_rate: float = 0.2
    """...plus this much for each point its cost is under 12 (cheap denials first)."""
    milk_cost: float = 6.0
    """A card only you want is milked while it costs under `margin` plus this much..."""
    milk_chips: int = 3
    """...you hold at least this many chips..."""
    milk_spare: float = 3.0
    """...and it would still cost more than `margin` plus this after a round of passes..."""
    milk_wait: float = 6.0
    """...by counting this much against taking it now."""
    playout_noise: float = 2.0
    """Standard deviation of the noise on each playout decision."""


WEIGHTS = TakeWeights()
"""The weights written by hand: the normal bot's, and the searching bots' playouts."""
OPPONENT_WEIGHTS = TakeWeights(margin=0.5, low_chips=5, low_chips_rate=2.5, deny=0.0,
                               deny_rate=0.0, milk_wait=4.5, playout_noise=5.0)
"""How the hard bot was seen to play, rounded from fits by maximum likelihood to its
choices in 5-player matches (bench/fit_opponents.py: margin 0 to 1.5, low_chips 4 to 5,
low_chips_rate 2 to 2.5, no denying, milk_wait 4 to 5), the noise held at 5 where the fits
give about 10. Expert's playouts play the other seats by them (heuristics.py)."""


def marginal(held: int, card: int) -> int:
    """How many points `card` adds to the cards `held` (a card_bits bitmask; negative when
    it joins two runs)."""
    if held >> (card + 1) & 1:
        return -1 if not held >> (card - 1) & 1 else -(card + 1)
    if held >> (card - 1) & 1:
        return 0
    return card


_MARGINAL = tuple(
    tuple(marginal(near << (card - 1), card) for near in range(6)) if card >= LOW else ()
    for card in range(HIGH + 1)
)
"""marginal() looked up: [card][bits of the held cards card - 1 and card + 1 (mask 0b101)]."""


def take_advantage(
    card: int, pot: int, mine: int, own: int, others: int, forced: bool, players: int,
    w: TakeWeights = WEIGHTS,
) -> float:
    """How much better taking `card` and `pot` looks than passing (positive: take).

    `mine` is the seat's chips, `own` and `others` the cards it and the other seats
    hold (card_bits), `forced` whether another seat is out of chips."""
    if mine == 0:
        return 1e9  # must take
    extra = _MARGINAL[card][own >> (card - 1) & 0b101]
    cost = extra - pot
    margin = w.margin
    # (conditionals rather than max(0, ...): playouts call this for every move)
    advantage = margin - cost + ((w.low_chips - mine) * w.low_chips_rate
                                 if mine < w.low_chips else 0.0)
    # The card costs another seat 1 point or less exactly when it holds a neighbour of
    # the card (it extends or joins that seat's runs); otherwise it costs each of them `card`.
    if others >> (card - 1) & 0b101:
        # Someone else gains from it: deny it while it is cheap for you.
        advantage += w.deny + w.deny_rate * (12 - cost if cost < 12 else 0)
    elif cost < margin + w.milk_cost and not forced and mine >= w.milk_chips and extra <= 1:
        # Only you want it: milk it while the others would still refuse it.
        if card - (pot + players - 1) > margin + w.milk_spare:
            advantage -= w.milk_wait
    return advantage
