"""A match RNG that copies share as a snapshot until one of them deals (cheap search clones)."""
from __future__ import annotations

import random


class LazyRng:
    """Mixin for a Match whose `rng` only deals: clones and determinisations keep a
    snapshot (a state or a seed) and build their own generator when they first deal.
    Search bots clone thousands of times a move and almost never deal, and building
    a random.Random costs more than the rest of a clone."""

    _rng: random.Random | None = None
    _rng_state: tuple | int | float | None = None

    @property
    def rng(self) -> random.Random:
        """The match's generator. Handing it out ends the snapshot: the caller may draw."""
        if self._rng is None:
            source = self._rng_state
            if isinstance(source, tuple):
                self._rng = random.Random(0)
                self._rng.setstate(source)
            else:
                self._rng = random.Random(source)
        self._rng_state = None
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_state = None

    def _share_rng(self, copy: LazyRng) -> None:
        """Give `copy` this generator's state, to be built when it first deals."""
        if self._rng_state is None:
            self._rng_state = self._rng.getstate()  # valid until someone draws
        copy._rng, copy._rng_state = None, self._rng_state

    @staticmethod
    def _seed_rng(copy: LazyRng, seed: int | float) -> None:
        """Give `copy` a fresh generator from `seed`, built when it first deals."""
        copy._rng, copy._rng_state = None, seed
