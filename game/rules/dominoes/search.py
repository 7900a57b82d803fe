"""What the bots' search asks of a dominoes match, beside the rules in match.py.

The hard bot copies and determinises a match for every search iteration, so copies share
what never changes (the deals) and a determinisation re-deals only the tiles the seat
cannot see, keeping what passes and draws showed (knowledge.py), read once per position.
"""
from __future__ import annotations

import random
from collections import deque
from typing import TYPE_CHECKING

from game.rules.dominoes.knowledge import deal_hidden, hand_layers
from game.rules.dominoes.tiles import ALL_TILES, BIT

if TYPE_CHECKING:
    from game.rules.dominoes.match import DominoesMatch


class DominoesSearch:
    """Mixin for DominoesMatch: cheap copies and determinisations."""

    def clone(self) -> DominoesMatch:
        """An independent copy: lists, train and RNG state copied (the RNG lazily,
        see LazyRng); deals are shared, since nothing mutates them."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        self._share_rng(other)
        other.moves = list(self.moves)
        other.movers = list(self.movers)
        other.totals = list(self.totals)
        other._winners = list(self._winners)
        other._dealt = list(self._dealt)  # never changed, only added to
        other.hands = [list(h) for h in self.hands]
        other.boneyard = list(self.boneyard)
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

    def determinize(self, seat: int, rng: random.Random) -> DominoesMatch:
        """A clone where the tiles `seat` cannot see (other hands, boneyard) are re-dealt.

        Counts are kept, and so is what the table has shown (knowledge.py): a seat that
        passed or drew on ends a and b gets no tile showing a or b among those it held
        then. Later rounds are dealt from a fresh RNG, since `seat` cannot know them either.
        """
        other = self.clone()
        sizes = {s: len(other.hands[s]) for s in range(self.players) if s != seat}
        # Sorted first, so the re-deal depends on which tiles are unseen, never on who has them.
        hidden = sorted([t for s in sizes for t in other.hands[s]] + other.boneyard)
        dealt, other.boneyard = deal_hidden(sizes, self._shown_layers(), hidden, rng)
        for s, hand in dealt.items():
            other.hands[s] = hand
        other.held = ALL_TILES
        for t in other.boneyard:
            other.held ^= BIT[t]
        self._seed_rng(other, rng.getrandbits(64))
        other._queued = other._queued[: other._number]
        return other
