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

import random

from game.ai.heuristics import SQRT_6, GameHeuristics, noise, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.take_or_pass.rules import (
    HIGH,
    LOW,
    PASS,
    PILE,
    TAKE,
    card_bits,
    card_points,
    starting_chips,
)

TAKE_MARGIN = 3.0
"""Take when the card costs you at most this many points net of the pot."""
LOW_CHIPS = 4
"""Below this many chips each missing chip makes taking more attractive."""


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


def take_advantage(
    card: int, pot: int, mine: int, own: int, others: int, forced: bool, players: int
) -> float:
    """How much better taking `card` and `pot` looks than passing (positive: take).

    `mine` is the seat's chips, `own` and `others` the cards it and the other seats
    hold (card_bits), `forced` whether another seat is out of chips."""
    if mine == 0:
        return 1e9  # must take
    extra = _MARGINAL[card][own >> (card - 1) & 0b101]
    cost = extra - pot
    # (conditionals rather than max(0, ...): playouts call this for every move)
    advantage = TAKE_MARGIN - cost + ((LOW_CHIPS - mine) * 1.5 if mine < LOW_CHIPS else 0.0)
    # The card costs another seat 1 point or less exactly when it holds a neighbour of
    # the card (it extends or joins that seat's runs); otherwise it costs each of them `card`.
    if others >> (card - 1) & 0b101:
        # Someone else gains from it: deny it while it is cheap for you.
        advantage += 2.0 + 0.2 * (12 - cost if cost < 12 else 0)
    elif cost < TAKE_MARGIN + 6 and not forced and mine >= 3 and extra <= 1:
        # Only you want it: milk it while the others would still refuse it.
        if card - (pot + players - 1) > TAKE_MARGIN + 3:
            advantage -= 6.0
    return advantage


class TakeOrPassHeuristics(GameHeuristics):
    """Take or Pass: marginal cost against the pot, chip reserve, runs and denial."""

    rollout_depth = 400  # a whole game is cheap to play out

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
        adv = take_advantage(view.card, view.pot, mine, own, others, 0 in chips, port.players)
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
                return (f"Take {card}: it joins your run, so it costs {max(cost, 0)} points "
                        f"and the pot pays you {pot_words}.")
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

    def playout(self, match: Match, rng: random.Random, depth: int) -> None:
        """`playout_move`'s choices to the end of the game (or `depth` moves).

        Most moves are passes, so a pass is played here in local variables (the
        chips, pot and seat, written back before a take and at the end) with the
        same arithmetic and RNG draws as `_takes`; a take goes through the match."""
        if match.is_over:
            return
        players = match.players
        chips = match.chips
        moves, movers = match.moves, match.movers
        draw = rng.random
        card, pot, seat = match.card, match.pot, match.seat
        own_cards, taken = match.held, match.taken
        for _ in range(depth):
            mine = chips[seat]
            if mine:
                own = own_cards[seat]
                advantage = take_advantage(card, pot, mine, own, taken ^ own, 0 in chips,
                                           players)
                # noise(rng, 2.0), inlined: the same draws and the same arithmetic
                if not advantage + (draw() + draw() - 1.0) * 2.0 * SQRT_6 > 0:
                    chips[seat] = mine - 1
                    pot += 1
                    moves.append(PASS)
                    movers.append(seat)
                    seat += 1
                    if seat == players:
                        seat = 0
                    continue
            match.pot, match.seat = pot, seat
            if not match.pile:  # the last card: the game ends (the next one is fresh luck)
                match.advance(TAKE)
                return
            match.advance(TAKE)
            card, pot, seat, taken = match.card, match.pot, match.seat, match.taken
        match.pot, match.seat = pot, seat

    @staticmethod
    def _takes(match: Match, rng: random.Random) -> bool:
        """Whether the seat facing the card takes it (its only move without chips, T3)."""
        chips = match.chips
        seat = match.seat
        mine = chips[seat]
        if not mine:
            return True
        own = match.held[seat]
        # mine > 0, so a 0 in chips is another seat out of chips
        adv = take_advantage(match.card, match.pot, mine, own, match.taken ^ own, 0 in chips,
                             match.players)
        return adv + noise(rng, 2.0) > 0

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


HEURISTICS = TakeOrPassHeuristics()
