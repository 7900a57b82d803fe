"""Hints: always a legal move of the seat to move, and blind to every hidden card."""
from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import SeatPort
from game.ai.hint import HINT_MAX_TIME, MIN_TRIES, explain, hint_for
from game.ai.ismcts import Choice, HardBot
from game.registry import SLUGS, get_game
from game.rules.record import replay

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = {"pass": 3, "take-or-pass": 3, "dominoes": 2}


@pytest.mark.parametrize("slug", SLUGS)
def test_a_hint_is_a_legal_move_of_the_seat_to_move(slug):
    rng = random.Random(5)
    match = get_game(slug).new_match(PLAYERS[slug], seed=11)
    for ply in range(60):
        if match.is_over:
            break
        if ply % 6 == 0:
            seat = match.to_move
            hint = hint_for(SeatPort(match.clone(), seat), seed=ply, think_time=None,
                            iterations=12)
            assert hint.seat == seat
            assert hint.move in match.legal_moves()
            assert all(move in match.legal_moves() for move, _ in hint.alternatives)
            assert 0 < hint.share <= 1 and hint.reasons and hint.reasons[0].endswith(".")
        match.apply_then_deal(rng.choice(match.legal_moves()))


def _pass_pair() -> tuple[dict, dict]:
    match = get_game("pass").new_match(3, seed=4)
    hands = [list(h) for h in match.view_all().hands]
    seat = match.to_move
    a, b = [s for s in range(3) if s != seat]
    other = [list(h) for h in hands]
    # Trade three cards between the two hidden hands (START stays with its holder).
    give = [c for c in other[a] if c != "START"][:3]
    take = [c for c in other[b] if c != "START" and c not in give][:3]
    for x, y in zip(give, take, strict=True):
        other[a][other[a].index(x)], other[b][other[b].index(y)] = y, x
    assert sorted(other[a]) != sorted(hands[a])
    return ({"hands": hands}, {"hands": other})


def _dominoes_pair() -> tuple[dict, dict]:
    match = get_game("dominoes").new_match(2, seed=4)
    view = match.view_all()
    seat = match.to_move
    hidden = list(view.hands[1 - seat]) + list(view.bones)
    rng = random.Random(1)
    rng.shuffle(hidden)
    n = len(view.hands[1 - seat])

    def deal(theirs: list[str], bones: list[str]) -> dict:
        hands = [list(view.hands[0]), list(view.hands[1])]
        hands[1 - seat] = theirs
        return {"hands": hands, "boneyard": bones, "leader": seat}

    return (deal(list(view.hands[1 - seat]), list(view.bones)), deal(hidden[:n], hidden[n:]))


def _take_or_pass_pair() -> tuple[dict, dict]:
    deck = list(range(3, 27))  # 24 cards; 27..35 are removed
    other = deck[:2] + list(range(35, 13, -1))  # same first two cards, the rest unseen
    return ({"deck": deck, "first": 0}, {"deck": other, "first": 0})


PAIRS = {"pass": (_pass_pair, []), "dominoes": (_dominoes_pair, []),
         "take-or-pass": (_take_or_pass_pair, ["pass", "pass", "take", "pass"])}


@pytest.mark.parametrize("slug", SLUGS)
def test_two_records_differing_only_in_hidden_cards_give_the_same_hint(slug):
    make, moves = PAIRS[slug]
    hints = []
    for deal in make():
        record = {"game": slug, "players": PLAYERS[slug], "seed": 3, "deals": [deal],
                  "moves": moves}
        match, error = replay(record)
        assert error is None
        hint = hint_for(SeatPort(match, match.to_move), seed=8, think_time=None, iterations=60)
        hints.append(hint.to_json())
    assert hints[0] == hints[1]


def test_the_hint_command_prints_json_for_the_seat_to_move(tmp_path):
    out = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "hint", str(ROOT / "examples/take-or-pass.json"),
         "--iterations", "40"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    hint = json.loads(out.stdout)
    assert hint["move"] in ("take", "pass") and hint["reasons"]
    assert all(0 <= alt["share"] <= 1 for alt in hint["alternatives"])


@pytest.mark.parametrize(("args", "says"), [
    (["--seat", "3"], "not seat 3's"),
    (["--think", "0"], "--think"),
])
def test_the_hint_command_refuses_in_one_line(args, says):
    out = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "hint", str(ROOT / "examples/pass.json"), *args],
        capture_output=True, text=True, check=False)
    assert out.returncode == 2 and says in out.stderr and out.stderr.count("\n") == 1


def _dominoes_port() -> SeatPort:
    """Dominoes at a position with three moves (play, draw, pass)."""
    match = get_game("dominoes").new_match(2, 0)
    rng = random.Random(0)
    for _ in range(rng.randrange(0, 8)):
        match.apply_then_deal(rng.choice(match.legal_moves()))
    assert len(match.legal_moves()) > 1
    return SeatPort(match, match.to_move)


def test_a_hint_the_clock_allowed_one_search_searches_on_to_its_floor(monkeypatch):
    real = HardBot.search
    budgets = []

    def hurried(self, port, settle=False):  # noqa: ANN001, ANN202 - a busy machine's search
        budgets.append((self.think_time, self.iterations))
        choices = real(self, port, settle)
        if len(budgets) == 1:  # the time budget ran out after one search
            return [dataclasses.replace(c, visits=int(n == 0)) for n, c in enumerate(choices)]
        return choices

    monkeypatch.setattr(HardBot, "search", hurried)
    hint = hint_for(_dominoes_port(), seed=3, think_time=0.05)
    assert budgets[1] == (HINT_MAX_TIME, MIN_TRIES), "searched again, with the floor"
    assert hint.tries >= MIN_TRIES and "of 1 try" not in " ".join(hint.reasons)


def test_a_hint_short_of_its_floor_says_it_is_unsure():
    port = _dominoes_port()
    moves = port.legal_moves()
    hint = explain(port, [Choice(moves[0], 1, 0.5)] + [Choice(m, 0, 0.0) for m in moves[1:]])
    said = " ".join(hint.reasons)
    assert "unsure" in said and "100%" not in said and "1 try" in said
