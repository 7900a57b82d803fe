"""What the bots' search asks of a dominoes match, beside the rules in match.py.

The hard bot copies and determinises a match for every search iteration, so copies share
what never changes (the deals) and a determinisation re-deals only the tiles the seat
cannot see, keeping what passes and draws showed (knowledge.py), read once per position.
"""
from __future__ import annotations

import random
from collections import deque
from typing import Self

from game.rules.dominoes.knowledge import DealPlan, deal_planned, hand_layers, plan_deal
from game.rules.dominoes.tiles import ALL_TILES
from game.rules.dominoes.weights import bits


class DominoesSearch:
    """Mixin for DominoesMatch: cheap copies and determinisations."""

    def clone(self) -> Self:
        """An independent copy: lists, train and RNG state copied (the RNG lazily,
        see LazyRng); deals are shared, since nothing mutates them."""
        other = self._copy_table()
        other.hands = [list(h) for h in self.hands]
        other.boneyard = list(self.boneyard)
        return other

    def _copy_table(self) -> Self:
        """A copy sharing the hands and boneyard (the caller replaces them)."""
        other = object.__new__(type(self))
        kept = other.__dict__
        kept.update(self.__dict__)
        self._share_rng(other)
        other.moves = list(self.moves)
        other.movers = list(self.movers)
        other.totals = list(self.totals)
        # _winners and _dealt are only ever replaced whole, never changed in place.
        other.train = deque(self.train)
        return other

    def _shown_layers(self) -> list[list[list[int]]]:
        """knowledge.hand_layers for this position, read once: a search determinizes the
        same position thousands of times (deal_hidden only reads the layers)."""
        key = (self.round_start, len(self.moves))
        kept = self.__dict__.get("_layers")
        if kept is None or kept[0] != key:
            kept = self._layers = (key, hand_layers(self))
        return kept[1]

    def _deal_plan(self, seat: int) -> DealPlan:
        """knowledge.plan_deal for re-dealing what `seat` cannot see here, worked out once
        per position (copies keep it: a determinisation for `seat` keeps its hand, so the
        same tiles are unseen). Sorted first, so the re-deal depends on which tiles are
        unseen, never on who has them."""
        key = (self.round_start, len(self.moves), seat)
        kept = self.__dict__.get("_plan")
        if kept is None or kept[0] != key:
            sizes = {s: len(self.hands[s]) for s in range(self.players) if s != seat}
            hidden = sorted([t for s in sizes for t in self.hands[s]] + self.boneyard)
            kept = self._plan = (key, plan_deal(sizes, self._shown_layers(), hidden))
        return kept[1]

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A clone where the tiles `seat` cannot see (other hands, boneyard) are re-dealt.

        Counts are kept, and so is what the table has shown (knowledge.py): a seat that
        passed or drew on ends a and b gets no tile showing a or b among those it held
        then. Later rounds are dealt from a fresh RNG, since `seat` cannot know them either.
        """
        plan = self._deal_plan(seat)
        other = self._copy_table()
        dealt, other.boneyard = deal_planned(plan, rng)
        hands = other.hands = [*self.hands]
        hands[seat] = list(hands[seat])
        for s, hand in dealt.items():
            hands[s] = hand
        other.held = ALL_TILES ^ bits(other.boneyard)
        self._seed_rng(other, rng.getrandbits(64))
        if len(other._queued) > other._number:
            other._queued = other._queued[: other._number]
        return other
