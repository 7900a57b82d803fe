"""Strangers: plain Monte Carlo tree search bots for every game, an independent baseline.

None of the project's bots, heuristics or weights is used here: a stranger knows the
rules protocol (`legal_moves`, `advance`, `clone`, scores and winners) and what wins each
game, and nothing of how to play. Two kinds, both textbook, both with uniform random
playouts and UCB1 (exploration constant 0.7 for rewards in 0..1, as Cowling et al. used):

- `IsmctsStranger` ("ismcts"): single-observer Information-Set MCTS (Cowling, Powley and
  Whitehouse, IEEE TCIAIG 2012): one tree over a fresh determinisation each iteration,
  children scored with availability counts.
- `DeterminizedStranger` ("duct"): UCT over determinisations ("determinized UCT", perfect
  information Monte Carlo): a fixed set of determinisations, each searched with its own
  plain UCT tree, their root visits summed.

Determinisations sample everything the seat cannot see uniformly among what is consistent
with the rules: the rules' own `determinize` does so in PASS and Take or Pass; dominoes'
also reads a pass or a draw as showing what a seat lacks (a player's habit, not a rule:
passing is always allowed), so a stranger re-deals those tiles uniformly itself.
A playout runs to the end of the match (Take or Pass, dominoes); in PASS, where a random
match costs 20-60 ms (its move lists are long), to the end of the deal, valued by who
then leads the match. A stranger plays a move as soon as the iterations its time left
could run no longer change which root move is visited most, as the project's bots do.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

EXPLORATION = 0.7
DETERMINISATIONS = 16
"""How many determinisations the determinized-UCT stranger searches, round-robin."""
SETTLE_EVERY = 64
DEAL_HORIZON = {"pass"}
"""Games whose playouts stop at the end of the deal (a random match costs too much)."""
LOWEST_WINS = {"take-or-pass"}
"""Games whose lowest match score leads (the others' highest leads)."""


class _Node:
    """A move in a tree, with the seat that made it and that seat's summed reward."""

    __slots__ = ("avail", "children", "mover", "move", "reward", "visits")

    def __init__(self, move: Any, mover: int) -> None:
        self.move = move
        self.mover = mover
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class Stranger:
    """What both strangers share: the budget, the determinisation and the playout."""

    kind = "stranger"

    def __init__(self, seed: int = 0, think_time: float | None = 0.25,
                 iterations: int | None = None) -> None:
        if think_time is None and iterations is None:
            raise ValueError("A stranger needs a think_time or an iterations budget.")
        self.seed = seed
        self.think_time = think_time
        self.iterations = iterations

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def choose(self, port: Any) -> Any:
        """The root move visited most within the budget."""
        started = time.perf_counter()
        moves = port.legal_moves()
        if len(moves) == 1:
            return moves[0]
        rng = random.Random(f"{self.kind}:{self.seed}:{port.seat}:{len(port.history())}")
        deadline = None if self.think_time is None else started + 0.95 * self.think_time
        self.start(port, rng)
        done, slowest, check = 0, 0.0, SETTLE_EVERY
        looping = time.perf_counter()
        while self.iterations is None or done < self.iterations:
            t0 = time.perf_counter()
            if deadline is not None and done and t0 + 1.5 * slowest > deadline:
                break
            self.iterate(port, rng)
            slowest = max(slowest, time.perf_counter() - t0)
            done += 1
            if done == check:
                check += SETTLE_EVERY
                if self._settled(self.root_visits(), done, looping, deadline):
                    break
        visits = self.root_visits()
        return max(moves, key=lambda m: visits.get(m, 0))

    def _settled(self, visits: dict, done: int, looping: float, deadline: float | None) -> bool:
        """Whether the leading root move leads by more than the iterations left."""
        left = math.inf if self.iterations is None else self.iterations - done
        if deadline is not None:
            now = time.perf_counter()
            left = min(left, max(0.0, deadline - now) * done / max(now - looping, 1e-9))
        first, second = 0, 0
        for count in visits.values():
            if count > first:
                first, second = count, first
            elif count > second:
                second = count
        return first - second > left

    def start(self, port: Any, rng: random.Random) -> None:
        """Set up a search from the port's position."""
        raise NotImplementedError

    def iterate(self, port: Any, rng: random.Random) -> None:
        """One search iteration."""
        raise NotImplementedError

    def root_visits(self) -> dict:
        """Each root move's visits so far."""
        raise NotImplementedError


class IsmctsStranger(Stranger):
    """Single-observer ISMCTS with uniform random playouts."""

    kind = "ismcts"

    def start(self, port: Any, rng: random.Random) -> None:
        """A fresh tree for the seat to move."""
        self.root = _Node(None, -1)

    def iterate(self, port: Any, rng: random.Random) -> None:
        """Descend the one tree on a fresh determinisation, expand, play out, back up."""
        match = determinise(port, rng)
        horizon = match.number
        node, path = self.root, [self.root]
        while not match.is_over:
            legal = match.legal_moves()
            untried, tried = [], []
            for move in legal:
                child = node.children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.avail += 1
                    tried.append(child)
            if untried:
                move = rng.choice(untried)
                child = node.children[move] = _Node(move, match.to_move)
                match.advance(move)
                path.append(child)
                break
            node = max(tried, key=lambda c: c.reward / c.visits + EXPLORATION * math.sqrt(
                math.log(c.avail) / c.visits))
            match.advance(node.move)
            path.append(node)
        back_up(path, playout(match, rng, port.game_slug, horizon))

    def root_visits(self) -> dict:
        """Each root move's visits so far."""
        return {move: child.visits for move, child in self.root.children.items()}


class DeterminizedStranger(Stranger):
    """UCT over a fixed set of determinisations, one perfect-information tree each."""

    kind = "duct"

    def start(self, port: Any, rng: random.Random) -> None:
        """Deal the determinisations (lazily, as the search reaches them) and their trees."""
        self.worlds: list[Any] = []
        self.trees: list[_Node] = []
        self.turn = 0

    def iterate(self, port: Any, rng: random.Random) -> None:
        """One plain UCT iteration on the next determinisation in turn."""
        index = self.turn % DETERMINISATIONS
        self.turn += 1
        if index == len(self.worlds):
            self.worlds.append(determinise(port, rng))
            self.trees.append(_Node(None, -1))
        match = self.worlds[index].clone()
        horizon = match.number
        node, path = self.trees[index], [self.trees[index]]
        while not match.is_over:
            if not node.children and node.visits:  # a leaf visited before: list its moves
                for move in match.legal_moves():
                    node.children[move] = _Node(move, match.to_move)
            if not node.children:
                break
            untried = [c for c in node.children.values() if not c.visits]
            if untried:
                node = rng.choice(untried)
            else:
                log_n = math.log(node.visits)
                node = max(node.children.values(), key=lambda c: c.reward / c.visits
                           + EXPLORATION * math.sqrt(log_n / c.visits))
            match.advance(node.move)
            path.append(node)
            if node.visits == 0:
                break
        back_up(path, playout(match, rng, port.game_slug, horizon))

    def root_visits(self) -> dict:
        """Each root move's visits summed over the determinisations."""
        visits: dict = {}
        for tree in self.trees:
            for move, child in tree.children.items():
                visits[move] = visits.get(move, 0) + child.visits
        return visits


def determinise(port: Any, rng: random.Random) -> Any:
    """A full match consistent with what the seat has seen, the rest sampled uniformly."""
    match = port.determinize(rng)
    if port.game_slug == "dominoes":
        redeal_tiles(match, port.seat, rng)
    return match


def redeal_tiles(match: Any, seat: int, rng: random.Random) -> None:
    """Deal the tiles in the other hands and the boneyard anew, uniformly, sizes kept."""
    others = [s for s in range(match.players) if s != seat]
    pool = sorted([t for s in others for t in match.hands[s]] + match.boneyard)
    rng.shuffle(pool)
    at = 0
    for s in others:
        size = len(match.hands[s])
        match.hands[s] = pool[at:at + size]
        at += size
    match.boneyard = pool[at:]
    match.held = 0
    for hand in match.hands:
        for tile in hand:
            match.held |= 1 << tile


def back_up(path: list[_Node], values: list[float]) -> None:
    """Count a visit on every node of `path`, crediting each its mover's reward."""
    for visited in path:
        visited.visits += 1
        if visited.mover >= 0:
            visited.reward += values[visited.mover]


def playout(match: Any, rng: random.Random, slug: str, horizon: int) -> list[float]:
    """Uniform random moves to the end of the match (of deal `horizon` in DEAL_HORIZON
    games); each seat's reward: its share of the win, or of the lead where it stopped."""
    deal_only = slug in DEAL_HORIZON
    while not match.is_over and not (deal_only and match.number != horizon):
        match.advance(rng.choice(match.legal_moves()))
    players = match.players
    if match.is_over:
        leaders = match.winners
    else:
        scores = match.scores
        best = min(scores) if slug in LOWEST_WINS else max(scores)
        leaders = [s for s in range(players) if scores[s] == best]
    share = 1.0 / len(leaders)
    return [share if s in leaders else 0.0 for s in range(players)]


KINDS: dict[str, type[Stranger]] = {"ismcts": IsmctsStranger, "duct": DeterminizedStranger}
"""The strangers by name, as bench/strangers.py seats them."""


def make_stranger(kind: str, seed: int = 0, **budget: Any) -> Stranger:
    """The stranger called `kind` with a think_time or iterations budget."""
    if kind not in KINDS:
        raise ValueError(f"Unknown stranger {kind!r}; strangers are: {', '.join(KINDS)}.")
    return KINDS[kind](seed, **budget)
