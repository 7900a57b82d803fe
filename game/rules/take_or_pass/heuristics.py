"""Take or Pass knowledge for the bots (docs/rules.md section 2).

How good players think: a card costs you its *marginal* points (nothing if it
extends one of your runs from above, less than nothing if it joins two runs);
take it when the chips on it outweigh that cost, sooner when your chips run
low; let a card only you want go round again to collect chips ("milking"),
unless someone else wants it too or is out of chips and must take it; deny a
cheap card to an opponent when it costs you little.

Chips are counted from the public log (T6 allows perfect memory), so the
heuristics see the same counts whether or not chips are open.
"""
from __future__ import annotations

import copy
import random

from game.ai.heuristics import GameHeuristics, noise, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.take_or_pass.cards import HIGH, LOW, PILE, card_bits, card_points, starting_chips
from game.rules.take_or_pass.moves import PASS, TAKE, Take
from game.rules.take_or_pass.opponents import TableModel
from game.rules.take_or_pass.playout import play_out
from game.rules.take_or_pass.weights import (
    OPPONENT_WEIGHTS,
    WEIGHTS,
    TakeWeights,
    marginal,
    take_advantage,
)


def counted_chips(port: SeatPort) -> list[int]:
    """Every seat's chips, counted from the public log since the current game began."""
    n = port.players
    chips = [starting_chips(n)] * n
    pot = taken = 0
    for seat, move in port.history():
        if str(move) == "pass":
            chips[seat] -= 1
            pot += 1
        else:
            chips[seat] += pot
            pot = 0
            taken += 1
            if taken == PILE:  # a game ends when its whole pile is taken (T1)
                chips = [starting_chips(n)] * n
                taken = 0
    return chips


class TakeOrPassHeuristics(GameHeuristics):
    """Take or Pass: marginal cost against the pot, chip reserve, runs and denial."""

    rollout_depth = 400  # a whole game is cheap to play out

    def __init__(self, weights: TakeWeights = WEIGHTS, own: TakeWeights | None = None,
                 learns: bool = False, model: TableModel | None = None,
                 ends_at_take: bool = False) -> None:
        self.weights = weights
        self.own = own
        """The weights the searching seat's own playout moves follow (a determinisation's
        `observer`), or None to play it like the others."""
        self.learns = learns
        """Whether a search models each opponent from its moves (`for_table`)."""
        self.model = model
        """The table's opponent model a search's determinisations draw styles from."""
        self.ends_at_take = ends_at_take
        """Whether the search's tree stops at a take (the next card is luck it does not tell
        apart) and a playout values the rest."""

    def sharper(self) -> TakeOrPassHeuristics:
        """Expert's: hard's opponent model (every other seat played out as its moves so far
        say it plays, opponents.py; its own seat by the hand-written rule), with the root's
        moves ordered as the hard bot was seen to play (OPPONENT_WEIGHTS), and a tree that
        ends at a take (`ends_at_take`), so its budget goes to the card on the table."""
        return SHARP_HEURISTICS

    def for_table(self, port: SeatPort) -> TakeOrPassHeuristics:
        """With `learns`, these heuristics with a model of the table read from the seat's
        view and the public log (opponents.TableModel); else these heuristics."""
        if not self.learns:
            return self
        fitted = copy.copy(self)
        fitted.model = TableModel.read(port.seat, port.view(), port.history())
        return fitted

    def determinize(self, port: SeatPort, rng: random.Random) -> Match:
        """The seat's determinisation, with a style for every seat drawn from the table's
        model when there is one (`styles`: how the playouts play each seat)."""
        match = port.determinize(rng)
        if self.model is not None:
            match.styles = self.model.sample(rng)
        return match

    def seat_weights(self, match: Match) -> list[TakeWeights]:
        """Each seat's weights in a playout of `match`: `own` for the seat the search is
        for, the determinisation's `styles` (or `weights`) for the rest."""
        styles = match.styles
        weights = [self.weights] * match.players if styles is None else list(styles)
        if self.own is not None and match.observer is not None:
            weights[match.observer] = self.own
        return weights

    def easy_weight(self, port: SeatPort, move: Move) -> float:
        """Beginners take more often the more chips lie on the card."""
        if str(move) == "take":
            return 0.3 + 0.25 * port.view().pot
        return 1.0

    def score_moves(self, port: SeatPort, moves: list[Move]) -> list[float]:
        """Take scores the take advantage, pass scores 0."""
        view = port.view()
        chips = counted_chips(port)
        if view.chips[port.seat] is not None:
            chips[port.seat] = view.chips[port.seat]
        own = card_bits(view.cards[port.seat])
        others = card_bits([c for cards in view.cards for c in cards]) ^ own
        mine = chips[port.seat]
        adv = take_advantage(view.card, view.pot, mine, own, others, 0 in chips, port.players,
                             self.weights)
        return [adv if str(m) == "take" else 0.0 for m in moves]

    def explain(self, port: SeatPort, move: Move) -> str:
        """Take or pass in card points against the pot, with the neighbours still out."""
        view = port.view()
        card, pot, mine = view.card, view.pot, view.cards[port.seat]
        cost = marginal(card_bits(mine), card)
        chips = counted_chips(port)[port.seat] if view.chips[port.seat] is None \
            else view.chips[port.seat]
        taken = {c for cards in view.cards for c in cards}
        out = [str(n) for n in (card - 1, card + 1) if LOW <= n <= HIGH and n not in taken]
        pot_words = f"{pot} chip{'s' if pot != 1 else ''}"
        if str(move) == "take":
            if chips == 0:
                return f"Take {card}: you have no chips left, so you must."
            if cost <= 0:
                # Below a run its lowest card becomes this one: fewer points, not none.
                points = "costs no points" if cost == 0 else \
                    f"takes {-cost} point{'s' if cost != -1 else ''} off your score"
                paid = f" and the pot pays you {pot_words}" if pot else ""
                return f"Take {card}: it joins your run, so it {points}{paid}."
            return (f"Take {card}: it costs {cost} points, the pot of {pot_words} brings that "
                    f"down to {cost - pot}, and waiting risks someone else taking it.")
        why = f"Pass: taking {card} now costs {cost} points and the pot holds only {pot_words}" \
            if pot else f"Pass: taking {card} now costs {cost} points and nobody has paid on it yet"
        if out:
            why += f", and {' and '.join(out)} {'are' if len(out) > 1 else 'is'} still out"
        return why + f"; passing costs you 1 of your {chips} chips."

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """The same rule read straight off the determinised match, with a little noise."""
        return TAKE if self._takes(match, rng) else PASS

    def ends_tree(self, move: Move) -> bool:
        """With `ends_at_take`, a take ends the tree: the card it turns is luck."""
        return self.ends_at_take and move.__class__ is Take

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """`playout_move`'s choices to the end of the game (or `depth` moves): playout.py."""
        play_out(match, rng, depth, self.seat_weights(match))  # type: ignore[arg-type]

    def _takes(self, match: Match, rng: random.Random) -> bool:
        """Whether the seat facing the card takes it (its only move without chips, T3)."""
        chips = match.chips
        seat = match.seat
        mine = chips[seat]
        if not mine:
            return True
        own = match.held[seat]
        w = self.seat_weights(match)[seat]
        # mine > 0, so a 0 in chips is another seat out of chips
        adv = take_advantage(match.card, match.pot, mine, own, match.taken ^ own, 0 in chips,
                             match.players, w)
        return adv + noise(rng, w.playout_noise) > 0

    def evaluate(self, match: Match) -> list[float]:
        """Win chances from match totals plus the current game's score."""
        if match.is_over:
            return super().evaluate(match)
        running = [
            total + card_points(cards) - chips
            for total, cards, chips in zip(match.scores, match.cards, match.chips, strict=True)
        ]
        games_left = match.options["games"] - match.number
        return rank_share(running, spread=3.0 + 0.4 * len(match.pile) + 12.0 * games_left)


HEURISTICS = TakeOrPassHeuristics(WEIGHTS, own=WEIGHTS, learns=True)
"""Every level's: normal and easy by the hand-written rule; hard's search models each other
seat from its moves (opponents.py), which reads a random or careless seat for what it is."""
SHARP_HEURISTICS = TakeOrPassHeuristics(OPPONENT_WEIGHTS, own=WEIGHTS, learns=True,
                                        ends_at_take=True)
"""Expert's (`sharper`): the same model of the table, and a tree that stops at a take. Past a
take the next card differs in every determinisation, and a node keyed by the move alone pools
them all: the deeper tree that expert's eight times hard's iterations grow there plays every
card alike, where a playout plays each on its merits."""
