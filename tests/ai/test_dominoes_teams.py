"""Team dominoes: the bots play for their team (its result is each partner's) and read the
table's passes and draws (game/rules/dominoes/knowledge.py)."""
from __future__ import annotations

import random

from game.ai import SeatPort
from game.registry import get_game
from game.rules.dominoes.heuristics import HEURISTICS


def finished(seed: int, teams: bool = True):  # noqa: ANN201
    """A four-seat match played to its end by random moves (a low target keeps it short)."""
    match = get_game("dominoes").new_match(4, seed, {"teams": teams, "target": 5})
    rng = random.Random(seed)
    while not match.is_over:
        match.apply_then_deal(rng.choice(match.legal_moves()))
    return match


def test_a_team_win_is_each_partners_whole_win() -> None:
    for seed in range(5):
        match = finished(seed)
        values = HEURISTICS.evaluate(match)
        winners = match.winners
        assert len(winners) == 2 and winners[0] % 2 == winners[1] % 2
        # The partner's win is the bot's own: worth as much as a position can be.
        assert [values[s] for s in winners] == [1.0, 1.0]
        assert sum(values) == 2.0
        before = HEURISTICS.evaluate(get_game("dominoes").new_match(4, seed, {"teams": True}))
        assert all(values[s] >= before[s] for s in winners)


def test_alone_a_win_is_the_winners_only() -> None:
    match = finished(3, teams=False)
    values = HEURISTICS.evaluate(match)
    assert values == [1.0 if s in match.winners else 0.0 for s in range(4)]
    assert len(match.winners) == 1


def test_close_moves_are_told_apart_when_the_match_is_nearly_decided(monkeypatch) -> None:
    # Near the target every move's match chance is about 0.9 and they differ by a percent:
    # with the bonus scaled to the rewards' spread the search settles on its favourite
    # (most visits to one move); with a bonus sized for 0..1 it spreads its visits evenly.
    from game.ai.ismcts import HardBot
    from game.rules.dominoes.heuristics import DominoesHeuristics

    def top_share() -> float:
        shares = []
        for seed in range(4):
            match = get_game("dominoes").new_match(4, seed, {"teams": True})
            match.totals = [55, 10]
            rng = random.Random(seed)
            for _ in range(5):
                match.apply(rng.choice(match.legal_moves()))
            choices = HardBot(seed, think_time=None, iterations=300).search(
                SeatPort(match, match.to_move))
            shares.append(choices[0].visits / sum(c.visits for c in choices))
        return sum(shares) / len(shares)

    relative = top_share()
    monkeypatch.setattr(DominoesHeuristics, "relative_exploration", False)
    assert relative > top_share() + 0.1
