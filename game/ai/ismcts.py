"""The hard bot: single-observer Information-Set MCTS.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG 2012), SO-ISMCTS: every iteration samples one determinisation of
the hidden information consistent with the bot's view (`port.determinize`),
descends the one shared tree choosing only among the moves legal in that
determinisation, scoring children by UCB with *availability* counts (how often
a child was selectable) instead of the parent's visits, expands one move, plays
a cheap heuristic playout for at most `rollout_depth` moves and backs up each
seat's estimated win chance; each node keeps the reward of the seat that moved
into it. A game may end the tree after a move (`GameHeuristics.ends_tree`: expert's
Take or Pass after a take, whose next card the tree's nodes, keyed by move alone, would
pool over every card) and value the rest by a playout.

Budgets: `think_time` seconds of wall clock (hard 0.25 s, expert 2 s by
default) and/or `iterations`. A move is played as soon as it is *settled*: when the
most visited root move leads every other by more than the iterations the budget has
left, the rest could not change the choice, so the bot stops there (`choose`; a hint's
`search` spends the whole budget, since it shows every move's share).
With only an iteration budget the bot is deterministic given its seed.
The real match is never touched: all play happens on determinised copies.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.ai.bot import Bot, decision_rng
from game.ai.heuristics import GameHeuristics, heuristics_for
from game.ai.port import SeatPort
from game.rules.base import Match, Move

EXPLORATION = 0.7
"""UCB exploration constant for rewards in 0..1 (a little under sqrt(2): the
playouts are heuristic, so their averages are worth trusting a bit more)."""

DEFAULT_THINK_TIME = 0.25
"""Hard's budget. The search chooses exactly as it did when hard thought 1 s, at equal
iterations, and runs 3.7-5.9x as fast: a quarter second buys the iterations hard had at
1 s in Take or Pass and dominoes and about 80% of them in PASS, where iterations beyond
that buy no measurable strength (docs/benchmarks.md)."""
EXPERT_THINK_TIME = 2.0
"""Expert's budget: eight times hard's."""
ROOT_CANDIDATES = 12
"""How many moves the root considers at most (best by the normal heuristic)."""
MIN_SPREAD = 0.05
"""The least a game with `relative_exploration` scales the exploration bonus to."""
NODE_CANDIDATES = 8
"""How many moves an inner node considers at most (best by the playout ordering)."""
SETTLE_EVERY = 64
"""How many iterations pass between two checks of whether the root's choice is settled."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One root move after a search: how often the search chose it and its mean win chance."""

    move: Move
    visits: int
    mean: float


class _Node:
    """One move in the shared tree (statistics pooled over determinisations)."""

    __slots__ = ("avail", "children", "mover", "move", "reward", "visits")

    def __init__(self, move: Move | None, mover: int) -> None:
        self.move = move
        self.mover = mover
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class HardBot(Bot):
    """Searches determinised deals with SO-ISMCTS, guided by the normal heuristic."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        think_time: float | None = DEFAULT_THINK_TIME,
        iterations: int | None = None,
        rollout_depth: int | None = None,
    ) -> None:
        super().__init__(seed)
        if think_time is None and iterations is None:
            raise ValueError("The hard bot needs a think_time or an iterations budget.")
        if think_time is not None and think_time <= 0:
            raise ValueError(f"think_time must be positive seconds, not {think_time!r}.")
        if iterations is not None and iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations!r}.")
        self.think_time = think_time
        self.iterations = iterations
        self.rollout_depth = rollout_depth

    def choose(self, port: SeatPort) -> Move:
        """The root move visited most often within the budget, played as soon as no
        iteration left in the budget could change that."""
        return self.search(port, settle=True)[0].move

    def search(self, port: SeatPort, settle: bool = False) -> list[Choice]:
        """Search within the budget; every root candidate with its visits, best first.

        The first is the move `choose` plays; the rest are the alternatives the
        search weighed (hints show how often it chose each). With `settle` the search
        stops once its first move is settled (module docstring): the same first move
        as the whole budget gives, sooner."""
        started = time.perf_counter()
        moves = list(port.legal_moves())
        if len(moves) == 1:
            return [Choice(moves[0], 1, 0.0)]
        rules = self.heuristics(port.game_slug).for_table(port)
        rng = decision_rng(self.level, self.seed, port)
        root_moves = _root_candidates(port, moves, rules)
        if len(root_moves) == 1:
            return [Choice(root_moves[0], 1, 0.0)]
        root = _Node(None, -1)
        # Aim a little short of the budget: the move must be back within it even
        # when the machine is busy or the collector runs during the last iteration.
        deadline = None if self.think_time is None else started + 0.95 * self.think_time
        depth = rules.rollout_depth if self.rollout_depth is None else self.rollout_depth
        done = 0
        slowest = 0.0
        explore = EXPLORATION
        count, total, squares = 0, 0.0, 0.0  # the root seat's rewards, for their spread
        looping = time.perf_counter()
        check = SETTLE_EVERY if settle else -1
        while self.iterations is None or done < self.iterations:
            if deadline is not None:
                now = time.perf_counter()
                # Stop early rather than overrun: leave room for one more slow iteration.
                if done and now + 1.5 * slowest > deadline:
                    break
            t0 = time.perf_counter()
            values = _iterate(root, rules.determinize(port, rng), root_moves, rules, rng,
                              depth, explore)
            slowest = max(slowest, time.perf_counter() - t0)
            done += 1
            if rules.relative_exploration and values is not None:
                value = values[port.seat]
                count, total, squares = count + 1, total + value, squares + value * value
                # Rewards bunched near one value (a match nearly decided) differ by far
                # less than a bonus sized for 0..1: scale it to their spread (2 sd).
                spread = 2.0 * math.sqrt(max(0.0, squares / count - (total / count) ** 2))
                explore = EXPLORATION * min(1.0, max(MIN_SPREAD, spread))
            if done == check:
                check += SETTLE_EVERY
                if _settled(root, self._left(done, looping, deadline)):
                    break
        return _ranked(root, root_moves)

    def _left(self, done: int, looping: float, deadline: float | None) -> float:
        """At most how many iterations the budget has left after `done`: the iteration
        budget's rest, or the time left at the rate so far (iterations slow down as the
        tree grows, so this errs high: the search stops later, never sooner)."""
        left = math.inf if self.iterations is None else self.iterations - done
        if deadline is not None:
            now = time.perf_counter()
            rate = done / max(now - looping, 1e-9)
            left = min(left, max(0.0, deadline - now) * rate)
        return left

    def heuristics(self, slug: str) -> GameHeuristics:
        """The rules of thumb the search orders, expands and plays out by."""
        return heuristics_for(slug)


class ExpertBot(HardBot):
    """The hard bot's search with eight times its think time (more determinisations per
    move) and each game's sharper heuristics where it has them, for players who can wait
    two seconds."""

    level = "expert"

    def heuristics(self, slug: str) -> GameHeuristics:
        """Each game's sharper heuristics (`GameHeuristics.sharper`)."""
        return heuristics_for(slug).sharper()

    def __init__(
        self,
        seed: int = 0,
        think_time: float | None = EXPERT_THINK_TIME,
        iterations: int | None = None,
        rollout_depth: int | None = None,
    ) -> None:
        super().__init__(seed, think_time, iterations, rollout_depth)


def _root_candidates(port: SeatPort, moves: list[Move], rules: GameHeuristics) -> list[Move]:
    """The root's moves, best first by the normal heuristic, capped for wide games."""
    scores = rules.score_moves(port, moves)
    ranked = sorted(range(len(moves)), key=lambda i: -scores[i])
    return [moves[i] for i in ranked[:ROOT_CANDIDATES]]


def _settled(root: _Node, left: float) -> bool:
    """Whether the root's most visited move leads every other by more than `left`
    iterations: then it stays first (`_ranked`) however the rest are spent."""
    first = second = 0
    for child in root.children.values():
        if child.visits > first:
            first, second = child.visits, first
        elif child.visits > second:
            second = child.visits
    return first - second > left


def _ranked(root: _Node, root_moves: list[Move]) -> list[Choice]:
    """Most visits first; ties go to the better mean, then to the heuristic's order."""
    choices = []
    for move in root_moves:
        child = root.children.get(move)
        visits = child.visits if child is not None else 0
        choices.append(Choice(move, visits, child.reward / visits if visits else 0.0))
    # sorted() is stable: an unvisited tie keeps the heuristic's order.
    return sorted(choices, key=lambda c: (-c.visits, -c.mean))


def _iterate(
    root: _Node,
    match: Match,
    root_moves: list[Move],
    rules: GameHeuristics,
    rng: random.Random,
    depth: int,
    explore: float = EXPLORATION,
) -> list[float] | None:
    """One SO-ISMCTS iteration on the determinisation `match` (which it consumes), with
    UCB's exploration constant `explore`; each seat's reward, or None if it learnt nothing."""
    node = root
    path = [root]
    while not match.is_over:
        mover = match.to_move
        if node is root:
            # The root seat's own moves depend only on what it sees, so they are the
            # same in every determinisation: no need to list them again.
            legal = root_moves
        else:
            legal = rules.tree_moves(match) or match.legal_moves()
            if len(legal) > NODE_CANDIDATES:
                legal = rules.candidate_moves(match, legal, NODE_CANDIDATES)
        if not legal:  # the determinisation disagrees with the view; nothing to learn
            return None
        children = node.children
        untried = []
        tried = []  # the children, found once: hashing a move is not free
        for m in legal:
            child = children.get(m)
            if child is None:
                untried.append(m)
            else:
                child.avail += 1
                tried.append(child)
        if untried:
            # Expand in the heuristic's order at the root, at random below it.
            move = untried[0] if node is root else rng.choice(untried)
            child = _Node(move, mover)
            children[move] = child
            match.advance(move)
            path.append(child)
            break
        # UCB: the mover's mean reward plus an exploration bonus from the availability count.
        best = None
        best_value = -math.inf
        for child in tried:
            value = child.reward / child.visits + explore * math.sqrt(
                math.log(child.avail) / child.visits
            )
            if value > best_value:
                best, best_value = child, value
        match.advance(best.move)
        path.append(best)
        node = best
        if rules.ends_tree(best.move):
            break
    rules.playout(match, rng, depth)
    values = rules.evaluate(match)
    for visited in path:
        visited.visits += 1
        if visited.mover >= 0:
            visited.reward += values[visited.mover]
    return values
