"""The shared rules protocol: every game, options, records, and no pygame below game/rules."""
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.registry import SLUGS, get_game
from game.rules import BadOptions, BadRecord
from game.rules.record import parse_record, replay, start_match

ROOT = Path(__file__).resolve().parents[2]
PRESENT = list(SLUGS)


def test_rules_never_import_pygame():
    for path in (ROOT / "game" / "rules").rglob("*.py"):
        for line in path.read_text().splitlines():
            words = line.split()
            assert not (words[:2] in (["import", "pygame"], ["from", "pygame"]) or
                        (words[:1] == ["import"] and "pygame" in line)), f"{path}: {line}"
    code = ("import sys, game.registry as g\n"
            "[g.get_game(s) for s in g.SLUGS]\n"
            "import game.rules.record\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_unknown_game_is_named():
    with pytest.raises(BadOptions, match="the games are: pass, take-or-pass, dominoes"):
        get_game("chess")


@pytest.mark.parametrize("slug", PRESENT)
def test_player_range_and_options_are_checked(slug):
    game = get_game(slug)
    for bad in (game.min_players - 1, game.max_players + 1, "4", True):
        with pytest.raises(BadOptions, match=f"{game.min_players} to {game.max_players}"):
            game.new_match(bad, 0)
    with pytest.raises(BadOptions, match="Unknown option 'colour'"):
        game.new_match(game.min_players, 0, {"colour": "red"})
    for option in game.options:
        wrong = "yes" if option.kind != "choice" else 42
        with pytest.raises(BadOptions, match=f"'{option.key}'"):
            game.new_match(game.max_players, 0, {option.key: wrong})


@pytest.mark.parametrize("slug", PRESENT)
def test_every_game_plays_out_and_round_trips(slug):
    game = get_game(slug)
    for players in range(game.min_players, game.max_players + 1):
        match = game.new_match(players, players)
        rng = random.Random(players)
        steps = 0
        while not match.is_over and steps < 3000:
            move = rng.choice(match.legal_moves())
            assert game.parse_move(str(move)) == move, "notation reads back to the same move"
            match.apply_then_deal(move)
            steps += 1
        replayed, error = replay(json.loads(json.dumps(match.record())))
        assert error is None and replayed.summary() == match.summary()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{nope", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"players": 3}', "has no 'game'"),
        ('{"game": "take-or-pass", "players": 3, "moves": "take"}', "'moves' must be a list"),
        ('{"game": "take-or-pass", "players": 3, "turns": []}', "Unknown key 'turns'"),
        ('{"game": "take-or-pass", "players": 3, "seed": "x"}', "'seed' must be"),
        ("[" * 100_000 + "]" * 100_000, "nests deeper than 32 levels"),
    ],
)
def test_malformed_records_are_named(text, message):
    with pytest.raises(BadRecord, match=message):
        start_match(parse_record(text))


@pytest.mark.parametrize("slug", PRESENT)
def test_moving_out_of_turn_is_refused(slug):
    from game.rules import IllegalMove

    game = get_game(slug)
    match = game.new_match(game.min_players, 5)
    other = (match.to_move + 1) % match.players
    before = match.summary()
    with pytest.raises(IllegalMove, match=f"seat {match.to_move}'s turn, not seat {other}'s"):
        match.apply_as(other, match.legal_moves()[0])
    assert match.summary() == before
    match.apply_as(match.to_move, match.legal_moves()[0])
    assert len(match.moves) == 1



def _dealt(match) -> dict:
    """The current deal of `match` as an explicit deal of docs/rules.md section 4."""
    slug = match.game.slug
    if slug == "pass":
        return {"hands": [match.hand(s) for s in range(match.players)]}
    if slug == "take-or-pass":
        return {"deck": [match.card, *reversed(match.pile)], "first": match.to_move}
    from game.rules.dominoes.tiles import TILE_NAME

    return {"hands": [[TILE_NAME[t] for t in h] for h in match.hands],
            "boneyard": [TILE_NAME[t] for t in match.boneyard], "leader": match.to_move}


@pytest.mark.parametrize("slug", PRESENT)
def test_explicit_deals_are_used_in_order_then_the_seeded_rng(slug):
    """docs/rules.md section 4: a record's deals run first, one per deal, then the RNG deals."""
    game = get_game(slug)
    options = {"take-or-pass": {"games": 3}, "dominoes": {"target": 1000}}.get(slug, {})
    deals = [_dealt(game.new_match(4, seed, options)) for seed in (101, 102)]
    seeded = _dealt(game.new_match(4, 7, options))
    match = game.new_match(4, 7, options, deals)
    rng = random.Random(7)
    seen = [_dealt(match)]
    while match.number < 3:
        number = match.number
        match.apply_then_deal(rng.choice(match.legal_moves()))
        if match.number != number:
            seen.append(_dealt(match))
    if slug == "take-or-pass":  # the first player of a later game rotates (T5)
        seeded["first"] = (deals[1]["first"] + 1) % 4
    assert seen == [*deals, seeded]


@pytest.mark.parametrize("slug", PRESENT)
def test_the_seed_must_be_a_whole_number(slug):
    game = get_game(slug)
    for bad in ("7", 1.5, True, None):
        with pytest.raises(BadOptions, match="seed must be a whole number"):
            game.new_match(game.min_players, bad)
