"""What a dominoes match shows (docs/rules.md sections 3-4): per-seat views, the open view
for watching records, the replay summary, the deals so far, and a finished round's scoring.

`DominoesView` is what `match.view(seat)` returns: the table (train, ends, boneyard count,
hand counts, scores) plus that seat's own hand, or no hand for the public view (`seat`
None). Once a round is over it shows the final train and hands, and `result`, the round's
RoundScored (every hand revealed). `DominoesViews` is a mixin for DominoesMatch (match.py),
which holds the state and the rules.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.rules.dominoes.events import RoundScored
from game.rules.dominoes.tiles import LAID_NAME, TILE_NAME, TILE_PIPS


@dataclass(frozen=True, slots=True)
class DominoesView:
    """What one seat (or, with `seat` None, everybody) may see of a match.

    `hands` (every seat's tiles) and `bones` (the boneyard, next draw first) are filled
    only by `view_all()`, the omniscient view for watching records; None in every seat's view."""

    seat: int | None
    players: int
    teams: bool
    target: int
    number: int
    to_move: int | None
    over: bool
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    train: tuple[str, ...]
    ends: tuple[int, int] | None
    boneyard: int
    can_draw: bool
    passes: int
    hand_counts: tuple[int, ...]
    hand: tuple[str, ...] | None
    pips: int | None
    hands: tuple[tuple[str, ...], ...] | None = None
    bones: tuple[str, ...] | None = None
    between_deals: bool = False
    result: RoundScored | None = None


class DominoesViews:
    """Mixin for DominoesMatch: views, summary and deals, read off the match's state."""

    def _round_result(self) -> RoundScored | None:
        """The finished round's RoundScored (hands and totals stay as they ended until the
        next deal), or None while a round is played."""
        if self._scored is None:
            return None
        reason, winner, seats, pips, points = self._scored
        hands = tuple(tuple(TILE_NAME[t] for t in hand) for hand in self.hands)
        return RoundScored(self._number, reason, winner, seats, pips, hands, points,
                           tuple(self.scores))

    def view(self, seat: int | None) -> DominoesView:
        """What `seat` may see: its own hand and the table; None gives the public view."""
        self.check_seat(seat, public=True)
        hand = None if seat is None else tuple(TILE_NAME[t] for t in self.hands[seat])
        pips = None if seat is None else sum(TILE_PIPS[t] for t in self.hands[seat])
        return DominoesView(
            seat=seat,
            players=self.players,
            teams=self.teams,
            target=self.target,
            number=self._number,
            to_move=self.to_move,
            over=self._over,
            winners=tuple(self._winners),
            scores=tuple(self.scores),
            train=tuple(LAID_NAME[c] for c in self.train),
            ends=None if self.left < 0 else (self.left, self.right),
            boneyard=len(self.boneyard),
            can_draw=self.can_draw,
            passes=self.passes,
            hand_counts=tuple(len(h) for h in self.hands),
            hand=hand,
            pips=pips,
            between_deals=self._between,
            result=self._round_result(),
        )

    def view_all(self) -> DominoesView:
        """The public view with every hand and the boneyard open (for watching records)."""
        hands = tuple(tuple(TILE_NAME[t] for t in hand) for hand in self.hands)
        return replace(self.view(None), hands=hands,
                       bones=tuple(TILE_NAME[t] for t in self.boneyard))

    def summary(self) -> dict:
        """The replay summary of docs/rules.md section 4 (record.py adds `error`)."""
        return {
            "game": self.game.slug,
            "players": self.players,
            "over": self._over,
            "winners": list(self._winners),
            "to_move": self.to_move,
            "number": self._number,
            "scores": self.scores,
            "seats": [
                {"hand": [TILE_NAME[t] for t in h], "pips": sum(TILE_PIPS[t] for t in h)}
                for h in self.hands
            ],
            "train": [LAID_NAME[c] for c in self.train],
            "ends": None if self.left < 0 else [self.left, self.right],
            "boneyard": len(self.boneyard),
        }

    def deals_so_far(self, rng: random.Random | None = None) -> list[dict]:
        """Each round's hands, boneyard (draw order) and leader. With `rng`, the current
        round's boneyard tiles not yet drawn are shuffled anew (the drawn ones were seen)."""
        deals = [{"hands": [list(h) for h in d["hands"]], "boneyard": list(d["boneyard"]),
                  "leader": d["leader"]} for d in self._dealt]
        if rng is not None and deals and not self._over:
            current = deals[-1]
            drawn = current["boneyard"][: len(current["boneyard"]) - len(self.boneyard)]
            unseen = [TILE_NAME[t] for t in self.boneyard]
            rng.shuffle(unseen)
            current["boneyard"] = drawn + unseen
        return deals
