"""The Passing Game (draw dominoes) knowledge for the bots (docs/rules.md section 3).

How good players think: the lowest pip count wins the round, so play heavy
tiles (and awkward doubles) early; keep a variety of numbers so you can follow
whatever end comes; leave ends the others are unlikely to hold (every tile
showing that number is on the train or in your hand: they must draw or pass);
draw rather than pass when you cannot play and your hand is weak, and pass
when your count is already the lowest and the round may end on passes.
"""
from __future__ import annotations

import random
from collections.abc import Iterable

from game.ai.heuristics import GameHeuristics, noise, rank_share
from game.ai.port import SeatPort
from game.rules.base import Match, Move
from game.rules.dominoes.tiles import TILE_PIPS, TILES, Draw, Play, tile_id

AVERAGE_TILE = 6.0
"""Mean pips of a double-six tile: what a hidden tile is worth on average."""


def _numbers(name: str) -> tuple[int, int]:
    a, b = name.split("-")
    return int(a), int(b)


def _seen(train: Iterable[tuple[int, int]], hand: list[int]) -> list[int]:
    """How many tiles showing each number this seat can see: the train's and its own hand's."""
    seen = [0] * 7
    for a, b in train:
        seen[a] += 1
        seen[b] += a != b
    for t in hand:
        hi, lo = TILES[t]
        seen[hi] += 1
        seen[lo] += hi != lo
    return seen


def _after(ends: tuple[int, int] | None, move: Play) -> tuple[int, int]:
    """The train's open ends once `move` is placed."""
    if ends is None:
        return move.a, move.b
    left, right = ends
    hi, lo = TILES[move.tile]
    side = move.side
    if side is None:  # no side given: it fits exactly one end
        side = "left" if left in (hi, lo) else "right"
    if side == "left":
        return (lo if hi == left else hi), right
    return left, (lo if hi == right else hi)


class DominoesHeuristics(GameHeuristics):
    """Draw dominoes: shed pips, keep numbers, block, and draw when weak."""

    rollout_depth = 80  # a round rarely lasts longer; playouts stop at its end anyway

    def score_moves(self, port: SeatPort, moves: list[Move]) -> list[float]:
        """Scores from the seat's view: shedding, flexibility, blocking, draw-or-pass."""
        view = port.view()
        hand = [tile_id(name) for name in view.hand]
        seen = _seen(map(_numbers, view.train), hand)
        return self._score_all(moves, view.ends, hand, seen, view.hand_counts, port.seat,
                               view.teams)

    def _score_all(
        self,
        moves: list[Move],
        ends: tuple[int, int] | None,
        hand: list[int],
        seen: list[int],
        hand_counts: tuple[int, ...] | list[int],
        seat: int,
        teams: bool = False,
    ) -> list[float]:
        """The normal scores of `moves` for a seat holding `hand` (tile ids)."""
        my_pips = sum(TILE_PIPS[t] for t in hand)
        # The count to beat is an opponent's: a partner close to going out wins for us too.
        others = [c for s, c in enumerate(hand_counts)
                  if s != seat and not (teams and s % 2 == seat % 2)]
        lowest_other = min(others) * AVERAGE_TILE if others else 99.0
        playable = any(m.__class__ is Play for m in moves)
        scores = []
        for move in moves:
            if move.__class__ is Play:
                scores.append(self._play_score(move, ends, hand, seen, len(hand)))
            elif move.__class__ is Draw:
                # Drawing adds ~6 pips; worth it when stuck, and more so with a weak hand.
                scores.append(-4.0 if playable else 2.0 + (my_pips > lowest_other) * 2.0)
            else:  # pass: free; best when stuck and already the lowest count
                scores.append(-6.0 if playable else 1.0 + (my_pips < lowest_other) * 3.0)
        return scores

    @staticmethod
    def _play_score(
        move: Play, ends: tuple[int, int] | None, hand: list[int], seen: list[int], size: int
    ) -> float:
        """Heavy first, doubles early, keep follow-ups, leave ends the others lack."""
        tile = move.tile
        if size == 1:
            return 100.0  # domino: the round is won
        hi, lo = TILES[tile]
        score = float(TILE_PIPS[tile]) + (2.5 if hi == lo else 0.0)
        new_ends = _after(ends, move)
        rest = [t for t in hand if t != tile]
        follow = sum(1 for t in rest if new_ends[0] in TILES[t] or new_ends[1] in TILES[t])
        score += 1.5 * min(follow, 3)
        for end in set(new_ends):
            # Tiles showing `end` that the others might hold (7 show each number).
            score -= 0.6 * (7 - seen[end] - (end in (hi, lo)))
        return score

    def explain(self, port: SeatPort, move: Move) -> str:
        """Why this tile (pips shed, the ends it leaves), or why draw or pass."""
        view = port.view()
        hand = [tile_id(name) for name in view.hand]
        if move.__class__ is Play:
            tile = tile_id(f"{move.a}-{move.b}")
            if len(hand) == 1:
                return f"Play {move.a}-{move.b}: it is your last tile, so you win the round."
            pips = TILE_PIPS[tile]
            ends = _after(view.ends, move)
            rest = [t for t in hand if t != tile]
            follow = sum(1 for t in rest if ends[0] in TILES[t] or ends[1] in TILES[t])
            why = (f"Play {move.a}-{move.b}: it sheds {pips} pips and leaves ends "
                   f"{ends[0]} and {ends[1]}")
            return why + (f", which {follow} of your tiles can follow." if follow
                          else ", which none of your tiles can follow: the others must.")
        pips = sum(TILE_PIPS[t] for t in hand)
        if move.__class__ is Draw:
            return (f"Draw: no tile fits an end, and with {pips} pips in hand a new tile "
                    "may let you play next turn.")
        return (f"Pass: no tile fits and your {pips} pips are low enough to wait; "
                "if everyone passes the round is blocked and the lowest count wins.")

    def playout_move(self, match: Match, rng: random.Random) -> Move:
        """The normal bot's choice read off the determinised match, with a little noise."""
        moves = match.legal_moves()
        if len(moves) == 1:
            return moves[0]
        seat = match.to_move
        hand = match.hands[seat]
        seen = _seen((divmod(code, 7) for code in match.train), hand)  # codes a * 7 + b
        ends = None if match.left < 0 else (match.left, match.right)
        counts = [len(h) for h in match.hands]
        scores = self._score_all(moves, ends, hand, seen, counts, seat, match.teams)
        best = max(range(len(moves)), key=lambda i: scores[i] + noise(rng, 1.0))
        return moves[best]

    def evaluate(self, match: Match) -> list[float]:
        """Win chances from the points so far plus the round in progress."""
        if match.is_over:
            return super().evaluate(match)
        if match.left < 0:  # a fresh deal: its hands say little, the points say it all
            gap = max(10.0, match.target - max(match.totals))
            sides = rank_share(match.totals, lower_is_better=False, spread=0.3 * gap + 5.0)
            return [sides[s % 2] for s in range(match.players)] if match.teams else sides
        pips = [sum(TILE_PIPS[t] for t in hand) for hand in match.hands]
        teams = match.teams
        counts = [pips[0] + pips[2], pips[1] + pips[3]] if teams else pips
        n = len(counts)
        size = sum(len(h) for h in match.hands) / len(match.hands)
        # Chance each side wins the round, and what it would score then.
        round_odds = rank_share(counts, spread=2.0 + 2.0 * size)
        total = sum(counts)
        projected = [
            match.totals[i] + round_odds[i] * (total - 2 * counts[i]) for i in range(n)
        ]
        gap = max(10.0, match.target - max(projected))
        sides = rank_share(projected, lower_is_better=False, spread=0.3 * gap + 5.0)
        if teams:
            return [sides[s % 2] for s in range(match.players)]
        return sides


HEURISTICS = DominoesHeuristics()
