"""The Passing Game: hypothesis properties of notation, legality and refusals."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.base import IllegalMove
from game.rules.dominoes.moves import DRAW, PASS, Play
from game.rules.dominoes.rules import GAME

NUMBERS = st.integers(0, 6)
SIDES = st.sampled_from([None, "left", "right"])
# Every way to write a move: both orientations, with and without a side.
CANDIDATES = [Play(a, b, side) for a in range(7) for b in range(7)
              for side in (None, "left", "right")] + [DRAW, PASS]
TILES = [f"{hi}-{lo}" for hi in range(7) for lo in range(hi + 1)]


def walk(players: int, teams: bool, seed: int, steps: int):
    """A random match after up to `steps` random moves."""
    match = GAME.new_match(players, seed, {"teams": teams})
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.apply_then_deal(rng.choice(match.legal_moves()))
    return match


MATCHES = st.builds(
    walk,
    players=st.sampled_from([2, 3, 4]),
    teams=st.just(False),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 120),
) | st.builds(walk, st.just(4), st.just(True), st.integers(0, 10_000), st.integers(0, 120))


@given(NUMBERS, NUMBERS, SIDES)
def test_notation_reads_back(a, b, side):
    move = Play(a, b, side)
    parsed = GAME.parse_move(str(move))
    if side is None:
        assert parsed == move  # kept as written: a first tile is laid that way
    else:
        assert parsed == Play(max(a, b), min(a, b), side)
        assert GAME.parse_move(f"  PLAY {b}-{a}   {side.upper()} ") == parsed


@given(st.text(max_size=30) | st.text(alphabet=" -0123456789adefghilnprstwyPL", max_size=20))
def test_any_text_parses_or_is_refused_clearly(text):
    try:
        move = GAME.parse_move(text)
    except IllegalMove as exc:
        assert str(exc).endswith(".")
    else:
        assert GAME.parse_move(str(move)) == move


@settings(max_examples=60, deadline=None)
@given(MATCHES)
def test_legal_moves_are_exactly_the_moves_that_apply(match):
    """Every candidate applies iff why_illegal is None; applied, it is logged as a
    listed legal move (or as written, for a round's first tile)."""
    listed = match.legal_moves()
    first_tile = not match.summary()["train"]
    reached = set()
    for move in CANDIDATES:
        copy = match.clone()
        reason = match.why_illegal(move)
        try:
            copy.apply(move)
        except IllegalMove as exc:
            assert reason == str(exc)
            continue
        assert reason is None, move
        logged = copy.moves[-1]
        assert first_tile or logged in listed
        reached.add(logged)
    assert set(listed) <= reached
    assert first_tile or reached == set(listed)


@settings(max_examples=60, deadline=None)
@given(MATCHES, st.sampled_from(CANDIDATES))
def test_refusals_change_nothing(match, move):
    before, log = match.summary(), list(match.moves)
    rng_state = match.rng.getstate()
    try:
        match.apply(move)
    except IllegalMove:
        assert match.summary() == before and match.moves == log
        assert match.rng.getstate() == rng_state


@settings(max_examples=40, deadline=None)
@given(st.permutations(TILES), st.sampled_from([2, 3, 4]), st.integers(0, 3))
def test_any_full_deal_is_accepted_as_written(tiles, players, leader):
    size = 6 if players == 4 else 7
    hands = [tiles[s * size:(s + 1) * size] for s in range(players)]
    deal = {"hands": hands, "boneyard": tiles[players * size:], "leader": leader % players}
    match = GAME.new_match(players, 0, {}, [deal])
    assert [s["hand"] for s in match.summary()["seats"]] == hands
    assert match.to_move == leader % players
    assert match.summary()["boneyard"] == 28 - players * size


@settings(max_examples=40, deadline=None)
@given(MATCHES)
def test_the_playouts_step_is_apply_without_events(match):
    """`step` (search playouts) leaves exactly apply's state, even when a round ends, and
    the bots' bitmask of the train's tiles follows the train."""
    if match.is_over:
        return
    for move in match.legal_moves():
        checked, fast = match.clone(), match.clone()
        checked.apply(move)
        fast.step(move)
        assert fast.view_all() == checked.view_all() and fast.record() == checked.record()
        assert fast.between_deals == checked.between_deals and fast.summary() == checked.summary()
        train = {TILES.index("-".join(sorted(name.split("-"), reverse=True)))
                 for name in fast.view_all().train}
        assert fast.laid == sum(1 << t for t in train)
