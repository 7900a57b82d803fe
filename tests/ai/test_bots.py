"""Every bot level, on every game in the tree: legal, deterministic, hands-off."""
from __future__ import annotations

import pytest
from bot_helpers import GAMES, PLAYERS, VARIANT_PLAYERS, VARIANTS, bot, random_state
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import BOT_LEVELS, SeatPort, level_label, make_bot
from game.ai.heuristics import heuristics_for
from game.ai.ismcts import HardBot

LEVELS = ("random", "easy", "normal", "hard", "expert")


def test_levels_are_registered() -> None:
    assert set(LEVELS) <= set(BOT_LEVELS)
    for level in LEVELS:
        assert make_bot(level, 3).level == level


def test_bad_bot_requests_say_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="Unknown bot 'master'.*easy, normal, hard, expert"):
        make_bot("master", 1)
    with pytest.raises(ValueError, match="no option 'think_time'.*none"):
        make_bot("easy", 1, think_time=1.0)
    with pytest.raises(ValueError, match="no option 'depth'.*think_time, iterations"):
        make_bot("hard", 1, depth=3)
    with pytest.raises(ValueError, match="think_time must be positive"):
        make_bot("hard", 1, think_time=0)
    with pytest.raises(ValueError, match="needs a think_time or an iterations"):
        make_bot("hard", 1, think_time=None)


def test_hard_thinks_a_quarter_second_and_expert_eight_times_that() -> None:
    hard, expert = make_bot("hard", 0), make_bot("expert", 0)
    assert isinstance(hard, HardBot) and isinstance(expert, HardBot)
    assert hard.think_time == 0.25 and hard.iterations is None
    assert expert.think_time == 2.0 and expert.level == "expert"
    assert make_bot("expert", 0, iterations=5, think_time=None).think_time is None
    assert level_label("expert") == "Expert (2 s)" and level_label("hard") == "Hard (0.25 s)"
    assert level_label("easy") == "Bot: easy"


@pytest.mark.parametrize("slug", GAMES)
def test_expert_searches_with_the_sharper_heuristics_and_hard_with_the_hand_written(
        slug: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Expert's playouts follow a game's sharper heuristics where the game has them:
    dominoes' weights tuned by self-play, PASS's tree and playouts that spend tokens,
    Take or Pass's root ordered as hard was seen to play; hard's never do. In Take or Pass
    both read the table (for_table), each keeping its own weights."""
    plain = heuristics_for(slug)
    sharp = plain.sharper()
    assert plain.sharper() is sharp, "one sharper heuristics per game, not one per search"
    assert sharp is not plain and type(sharp) is type(plain)
    if slug == "take-or-pass":
        assert plain.learns and sharp.learns
        assert sharp.own == plain.own == plain.weights != sharp.weights
    elif slug == "dominoes":
        assert sharp.weights != plain.weights
    else:
        assert sharp.upgrades and not plain.upgrades and sharp.weights == plain.weights
    calls = {"plain": 0, "sharp": 0}
    real = type(plain).playout

    def counted(rules, match, rng, depth) -> None:
        # A search may play out by a copy of its heuristics fitted to the table
        # (for_table), which keeps their weights (Take or Pass's and dominoes' differ).
        fitted_plain = rules is not sharp and rules.weights is plain.weights
        calls["plain" if rules is plain or fitted_plain else "sharp"] += 1
        real(rules, match, rng, depth)
    monkeypatch.setattr(type(plain), "playout", counted)
    players = PLAYERS[slug][0]
    match = random_state(slug, players, 5, 3)
    while len(match.legal_moves()) < 2:
        match.apply_then_deal(match.legal_moves()[0])
    port = SeatPort(match.clone(), match.to_move)
    make_bot("hard", 1, think_time=None, iterations=40).choose(port)
    assert calls["plain"] > 0 and calls["sharp"] == 0
    hard_calls = calls["plain"]
    make_bot("expert", 1, think_time=None, iterations=40).choose(port)
    assert calls["sharp"] > 0 and calls["plain"] == hard_calls


@pytest.mark.parametrize("slug", GAMES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150), level=st.sampled_from(LEVELS))
def test_bots_only_return_legal_moves(slug: str, seed: int, steps: int, level: str) -> None:
    players = PLAYERS[slug][seed % 2]
    match = random_state(slug, players, seed, steps)
    seat = match.to_move
    move = bot(level, seed).choose(SeatPort(match.clone(), seat))
    assert move in match.legal_moves()
    assert match.why_illegal(move) is None


@pytest.mark.parametrize("slug", GAMES)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 150), level=st.sampled_from(LEVELS))
def test_bots_stay_legal_with_every_option_on(slug: str, seed: int, steps: int, level: str) -> None:
    match = random_state(slug, VARIANT_PLAYERS[slug], seed, steps, VARIANTS[slug])
    move = bot(level, seed).choose(SeatPort(match.clone(), match.to_move))
    assert match.why_illegal(move) is None, str(move)


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_decisions(slug: str, level: str) -> None:
    players = PLAYERS[slug][0]
    decisions = []
    for _ in range(2):
        made = []
        for steps in (0, 7, 23, 41):
            match = random_state(slug, players, 5, steps)
            made.append(str(bot(level, 77).choose(SeatPort(match.clone(), match.to_move))))
        decisions.append(made)
    assert decisions[0] == decisions[1]


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_bots_never_change_the_match_they_are_given(slug: str, level: str) -> None:
    players = PLAYERS[slug][1]
    for steps in (0, 30):
        match = random_state(slug, players, 11, steps)
        before = (match.summary(), [str(m) for m in match.moves], match.rng.getstate())
        bot(level, 4).choose(SeatPort(match, match.to_move))  # the real match, not a clone
        after = (match.summary(), [str(m) for m in match.moves], match.rng.getstate())
        assert before == after


@pytest.mark.parametrize("slug", GAMES)
def test_hard_on_a_think_time_budget_returns_a_legal_move(slug: str) -> None:
    match = random_state(slug, PLAYERS[slug][0], 2, 9)
    move = make_bot("hard", 1, think_time=0.02).choose(SeatPort(match.clone(), match.to_move))
    assert move in match.legal_moves()


def test_one_bot_thinking_in_two_threads_decides_as_it_would_alone() -> None:
    from concurrent.futures import ThreadPoolExecutor

    slug = GAMES[0]
    hard = bot("hard", 8, iterations=40)
    states = [random_state(slug, PLAYERS[slug][0], seed, 11) for seed in range(6)]
    alone = [str(hard.choose(SeatPort(m.clone(), m.to_move))) for m in states]
    with ThreadPoolExecutor(2) as pool:
        together = list(pool.map(
            lambda m: str(hard.choose(SeatPort(m.clone(), m.to_move))), states))
    assert together == alone


def test_the_random_bot_spreads_its_choices_evenly_over_the_moves() -> None:
    from collections import Counter

    from game.ai.bot import bot_key, decision_index

    key = bot_key("random", 7)
    for choices in (2, 3, 7):
        counts = Counter(decision_index(key, seat, moves, choices)
                         for seat in range(4) for moves in range(3000))
        expected = 12000 / choices
        assert set(counts) == set(range(choices))
        assert all(abs(n - expected) < 5 * expected ** 0.5 for n in counts.values()), counts
    assert decision_index(key, 1, 40, 5) == decision_index(bot_key("random", 7), 1, 40, 5)
    assert len({decision_index(bot_key("random", s), 0, 0, 1000) for s in range(50)}) > 45


def test_a_port_counts_the_moves_played_as_its_history_does() -> None:
    from game.registry import get_game

    match = get_game("dominoes").new_match(4, 3)
    port = SeatPort(match, 0)
    for _ in range(30):
        assert port.moves_played == len(port.history())
        match.apply_then_deal(match.legal_moves()[0])
