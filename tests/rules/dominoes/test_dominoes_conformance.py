"""The Passing Game under random play: invariants, clones, records, determinism."""
import json
import random
from collections import Counter

import pytest

from game.rules.dominoes.events import (
    MatchWon,
    Passed,
    RoundScored,
    RoundStarted,
    TileDrawn,
    TilePlaced,
)
from game.rules.dominoes.rules import GAME
from game.rules.record import replay

CONFIGS = [(2, {}), (3, {}), (4, {}), (4, {"teams": True})]
IDS = ["2p", "3p", "4p", "4p-teams"]
ALL = {f"{hi}-{lo}" for hi in range(7) for lo in range(hi + 1)}


def canonical(name: str) -> str:
    a, b = name.split("-")
    return f"{max(a, b)}-{min(a, b)}"


def check_table(match) -> None:
    """28 tiles, each once; the train is a connected line whose ends are `ends`."""
    summary = match.summary()
    held = [t for seat in summary["seats"] for t in seat["hand"]]
    train = summary["train"]
    assert len(held) + len(train) + summary["boneyard"] == 28
    assert set(held) | {canonical(t) for t in train} <= ALL
    assert len(set(held + [canonical(t) for t in train])) == len(held) + len(train)
    for before, after in zip(train, train[1:], strict=False):
        assert before.split("-")[1] == after.split("-")[0], train
    if train:
        assert summary["ends"] == [int(train[0][0]), int(train[-1][-1])]
    else:
        assert summary["ends"] is None
    for seat, info in enumerate(summary["seats"]):
        assert info["pips"] == sum(int(a) + int(b) for a, b in (t.split("-") for t in info["hand"]))
        assert match.view(seat).hand == tuple(info["hand"])


def play_out(players: int, options: dict, seed: int, check: bool = True):
    """Play a random match to the end, checking each step; return (match, events)."""
    match = GAME.new_match(players, seed, options)
    rng = random.Random(seed * 7 + 1)
    events: list = [match.opening]
    in_round = 0
    while not match.is_over:
        moves = match.legal_moves()
        assert moves, "legal moves are never empty before the end"
        assert len(set(moves)) == len(moves)
        move = rng.choice(moves)
        if check:
            assert match.why_illegal(move) is None
        seat = match.to_move
        new = match.apply_then_deal(move)
        assert match.movers[-1] == seat and match.moves[-1] == move
        events += new
        in_round += 1
        # A round has at most 28 placements and 14 draws, with fewer than
        # `players` passes between them.
        assert in_round <= (28 + 14 + 1) * players
        if any(isinstance(e, RoundScored) for e in new):
            in_round = 0
        if check:
            check_table(match)
    return match, events


@pytest.mark.slow
@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_random_matches_end_at_the_target(players, options):
    for seed in range(60):
        match, events = play_out(players, options, seed)
        target = match.options["target"]
        scored = [e for e in events if isinstance(e, RoundScored)]
        assert len(scored) == match.number
        assert [e.number for e in events if isinstance(e, RoundStarted)] == list(
            range(1, match.number + 1))
        totals = Counter()
        for e in scored:
            for s in e.winners:
                totals[s] += e.points
            assert (e.winner is None) == (e.points == 0) == (e.winners == ())
            assert e.totals == tuple(totals[s] for s in range(players))
        assert match.scores == [totals[s] for s in range(players)]
        assert events[-1] == MatchWon(tuple(match.winners))
        assert all(match.scores[s] >= target for s in match.winners)
        assert all(match.scores[s] < target for s in range(players) if s not in match.winners)
        assert len(match.winners) == (2 if options.get("teams") else 1)
        assert match.to_move is None and match.legal_moves() == []


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_events_match_the_moves(players, options):
    match, events = play_out(players, options, 99, check=False)
    kinds = Counter(type(e) for e in events)
    logged = Counter(str(m).split()[0] for m in match.moves)
    assert kinds[TilePlaced] == logged["play"]
    assert kinds[TileDrawn] == logged["draw"] and kinds[Passed] == logged["pass"]


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_record_round_trip_and_determinism(players, options):
    for seed in range(8):
        match, _ = play_out(players, options, seed, check=False)
        record = json.loads(json.dumps(match.record()))
        assert record["options"]["target"] == match.options["target"]
        again, error = replay(record)
        assert error is None and again.summary() == match.summary()
        twin, _ = play_out(players, options, seed, check=False)
        assert twin.record() == match.record() and twin.summary() == match.summary()
    starts = {json.dumps(GAME.new_match(players, s, options).summary()) for s in range(10)}
    assert len(starts) == 10


def test_a_record_mid_match_replays_to_the_same_state():
    match = GAME.new_match(3, 5)
    rng = random.Random(5)
    for _ in range(40):
        match.apply_then_deal(rng.choice(match.legal_moves()))
    again, error = replay(match.record())
    assert error is None and again.summary() == match.summary()
    assert again.view(again.to_move) == match.view(match.to_move)


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_clone_is_independent_and_faithful(players, options):
    match = GAME.new_match(players, 11, options)
    rng = random.Random(3)
    for step in range(120):
        if match.is_over:
            break
        if step % 15 == 0:
            copy = match.clone()
            before = match.summary()
            side = random.Random(step)
            while not copy.is_over:
                copy.apply_then_deal(side.choice(copy.legal_moves()))
            assert match.summary() == before, "playing the clone left the match alone"
            # The clone continues exactly like the match: same RNG, same deals.
            copy, twin, same = match.clone(), match.clone(), random.Random(step)
            for _ in range(60):
                if copy.is_over:
                    break
                move = same.choice(copy.legal_moves())
                assert copy.apply_then_deal(move) == twin.apply_then_deal(move)
            assert copy.summary() == twin.summary()
        match.apply_then_deal(rng.choice(match.legal_moves()))
    copy = match.clone().clone()
    same = random.Random(1)
    while not match.is_over:  # through later rounds, so both deal from the RNG
        move = same.choice(match.legal_moves())
        assert copy.apply_then_deal(move) == match.apply_then_deal(move)
    assert copy.record() == match.record() and copy.summary() == match.summary()


def test_clones_follow_draws_from_the_match_rng():
    match = GAME.new_match(2, 4)
    before = match.clone()
    match.rng.random()  # someone drew: later clones must see the new state
    after = match.clone()
    assert after.rng.getstate() == match.rng.getstate() != before.rng.getstate()


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_every_legal_move_applies(players, options):
    match = GAME.new_match(players, 21, options)
    rng = random.Random(21)
    for _ in range(80):
        if match.is_over:
            break
        for move in match.legal_moves():
            match.clone().apply(move)
        match.apply_then_deal(rng.choice(match.legal_moves()))


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
def test_determinize_keeps_what_the_seat_sees(players, options):
    match = GAME.new_match(players, 8, options)
    rng = random.Random(8)
    for _ in range(6):
        match.apply_then_deal(rng.choice(match.legal_moves()))
    seat = match.to_move
    hidden = Counter(t for s, info in enumerate(match.summary()["seats"]) if s != seat
                     for t in info["hand"])
    changed = False
    for k in range(10):
        guess = match.determinize(seat, random.Random(k))
        assert guess.view(seat) == match.view(seat)
        assert guess.view(None) == match.view(None)
        seats = guess.summary()["seats"]
        others = Counter(t for s, info in enumerate(seats) if s != seat for t in info["hand"])
        assert sum(others.values()) == sum(hidden.values())
        assert set(others) | set(hidden) <= ALL
        changed |= others != hidden
        check_table(guess)
        while not guess.is_over:  # it is a full, playable match
            guess.apply_then_deal(rng.choice(guess.legal_moves()))
    assert changed, "the hidden tiles are re-dealt"
    assert match.summary()["seats"][seat]["hand"] == list(match.view(seat).hand)


def test_views_hide_other_hands():
    match = GAME.new_match(4, 2)
    public = match.view(None)
    assert public.hand is None and public.pips is None and public.hand_counts == (6, 6, 6, 6)
    for seat in range(4):
        view = match.view(seat)
        assert view.hand == tuple(match.summary()["seats"][seat]["hand"])
        assert {f: getattr(view, f) for f in ("train", "boneyard", "scores", "hand_counts")} == {
            f: getattr(public, f) for f in ("train", "boneyard", "scores", "hand_counts")}
    with pytest.raises(AttributeError):
        public.boneyard = 0
