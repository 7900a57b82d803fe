"""Take or Pass expert's search tree holds only the current card's round of choices: a take
ends it (the card it turns is luck the tree's nodes do not tell apart; a playout values the
rest), while hard's tree goes on past it."""
from __future__ import annotations

import random

from game.ai import SeatPort
from game.ai.ismcts import _iterate, _Node
from game.registry import get_game
from game.rules.take_or_pass.heuristics import HEURISTICS, SHARP_HEURISTICS
from game.rules.take_or_pass.moves import PASS, Take


def grown_tree(rules, iterations: int = 600) -> list[_Node]:
    """Every node of the tree a search from seat 0 grows, facing 22 with 3 chips on it.

    `_iterate` is the search's step, private to it: no public call returns the tree, and
    the tree's shape is what is checked here."""
    match = get_game("take-or-pass").new_match(3, 12, None)
    for _ in range(3):
        match.apply_then_deal(PASS)
    assert match.to_move == 0 and match.card == 22 and match.pot == 3
    port = SeatPort(match, 0)
    fitted = rules.for_table(port)
    root = _Node(None, -1)
    rng = random.Random(3)
    for _ in range(iterations):
        _iterate(root, fitted.determinize(port, rng), list(port.legal_moves()), fitted, rng,
                 fitted.rollout_depth)
    return list(_below(root))


def _below(node: _Node):
    for child in node.children.values():
        yield child
        yield from _below(child)


def test_expert_tree_stops_at_every_take_and_searches_the_round_of_passes():
    tree = grown_tree(SHARP_HEURISTICS)
    takes = [node for node in tree if isinstance(node.move, Take)]
    assert takes and all(not node.children for node in takes)
    assert sum(node.visits for node in takes) > 100  # every take was played out, not dropped
    # The others pass it back to seat 0, which chooses again with more chips on the card.
    again = [node for node in tree if node.mover == 0 and node.move == PASS and node.children]
    assert any(node.mover == 0 for first in again for node in _below(first))


def test_hard_tree_searches_on_past_a_take():
    tree = grown_tree(HEURISTICS)
    assert any(node.children for node in tree if isinstance(node.move, Take))
