"""What the bots' search asks of a PASS match, beside the rules in match.py.

The hard bot copies and determinises a match for every search iteration and
plays thousands of moves on the copies, so these are cheap: copies share what
never changes, determinisations re-deal card kinds (deal.redeal_unseen) and
seed their generator only if they deal again, and the basic-side plays the
search picks (basic.py) are built with what they are, so `apply` / `advance`
take them without checking them again. Any other move is checked once per
position: the copies in one position (clones, and determinisations for the
seat to move, whose hand they keep) share what is known there, so the root's
plays are checked once per search, not once per iteration.
"""
from __future__ import annotations

import random
from typing import Self

from game.rules.base import Move
from game.rules.pass_game.basic import Shape, basic_play
from game.rules.pass_game.check import PlayInfo
from game.rules.pass_game.deal import redeal_unseen
from game.rules.pass_game.moves import Play


class PassSearch:
    """Mixin for PassMatch: plays built without a second check, copies, determinisations."""

    def basic_move(self, option: Shape) -> Play:
        """The play showing `option` (one of `basic_options` for the seat to move and
        this table) on basic sides. `apply` and `advance` take it without checking it
        again: the rules built it for this very position."""
        play, info = basic_play(self.hands[self._to_move], option)
        self._known[play] = info
        return play

    def known_move(self, play: Play, info: PlayInfo) -> Play:
        """`play`, built by the bots for the seat to move in this very position along with
        what it is (`info`, as `check_play` would say): `apply` and `advance` take it
        without checking it again (upgrades.py builds such plays)."""
        self._known[play] = info
        return play

    def _known_info(self, move: Move) -> PlayInfo | None:
        """What `move` is in this position, if it was built or checked here."""
        if not self._known:
            return None
        try:
            return self._known.get(move)
        except TypeError:  # unhashable, so malformed: the full check refuses it
            return None

    def clone(self) -> Self:
        """An independent copy (the RNG state too, built when it first deals: see LazyRng)."""
        other = self._copy(keeps_mover=True)
        self._share_rng(other)
        return other

    def _copy(self, keeps_mover: bool) -> Self:
        """A copy sharing nothing that changes, except the RNG (the callers set it) and,
        if it `keeps_mover`'s hand, the plays known legal in this position: the checks
        read only that hand, its tokens, the table and the variant. Each move starts a
        new dict of them, so a dict only ever describes the position it was made in."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.moves, other.movers = list(self.moves), list(self.movers)
        other.crowns, other.points = list(self.crowns), list(self.points)
        other._winners = list(self._winners)
        other._dealt = list(self._dealt)  # hands as dealt are never changed, only added to
        other.hands = [dict(h) for h in self.hands]
        other.sizes = list(self.sizes)
        other.unused = list(self.unused)
        other.tokens, other.passed = list(self.tokens), list(self.passed)
        other.trick = list(self.trick)
        other._legal = None
        other._known = self._known if keeps_mover else {}
        return other

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A clone where the cards `seat` has not seen (other hands and unused
        packets) are re-dealt at random, keeping every hand's size. START stays
        with its holder while unplayed, since who led the deal is public."""
        other = self._copy(keeps_mover=seat == self._to_move)
        other.hands, other.unused = redeal_unseen(other.hands, self.sizes, self.unused, seat,
                                                  self.start_holder, rng)
        self._seed_rng(other, rng.random())
        other._explicit = self._explicit[: self.deal_number]  # later deals are unknown too
        return other
