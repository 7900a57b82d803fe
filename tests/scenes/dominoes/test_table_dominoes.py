"""The dominoes table: hidden tiles stay hidden, events animate, UI picks equal the notation."""
from __future__ import annotations

import random

import pygame
import pytest
from dominoes_table_helpers import (  # noqa: F401
    NAMES,
    deal_next_round,
    make,
    play_to_round_end,
    seats,
)

from game.engine import draw, theme
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Intent
from game.rules.dominoes.events import Passed, RoundStarted, TileDrawn, TilePlaced
from game.rules.dominoes.moves import DRAW, PASS, Play
from game.rules.dominoes.rules import GAME
from scenes.dominoes import paint as paint
from scenes.dominoes.backdrop import Backdrop
from scenes.dominoes.hand import fitting_ends
from scenes.dominoes.table import DominoesTable


def play(match, table, move, viewer=0) -> list:
    """Apply `move`, animate it and let the animations finish (dealing on after a round's end,
    as the frame does once the scores were seen)."""
    events = match.apply(move)
    table.animate(events, match.view(viewer))
    table.timeline.skip()
    table.update(1 / 60)
    if match.between_deals:
        events += match.start_next_deal()
        table.animate(events[-1:], match.view(viewer))
        table.timeline.skip()
        table.update(1 / 60)
    table.show(match.view(viewer), viewer)
    return events


def advance_to_seat0(match, table, rng, prefer_play=True) -> None:
    """Random moves (placing when possible) until seat 0 is to move."""
    while match.to_move != 0 and not match.is_over:
        legal = match.legal_moves()
        plays = [m for m in legal if isinstance(m, Play)]
        play(match, table, rng.choice(plays if plays and prefer_play else legal))


def drawn_faces(monkeypatch, table) -> list[tuple[int, int]]:
    """Every tile face the table draws in one frame (numbers, as drawn)."""
    faces: list[tuple[int, int]] = []
    real = paint.tile_face

    def record(a, b, length, angle=0):
        faces.append((a, b))
        return real(a, b, length, angle)

    monkeypatch.setattr(paint, "tile_face", record)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    table.kept = Backdrop()  # nothing kept from earlier frames: every part is drawn now
    felt = draw.felt_surface(table.ctx.layout("dominoes", len(table.seats)))
    surface.blit(table.backdrop(felt), (0, 0))
    table.draw(surface, 0.0)
    return faces


def key(action: Action) -> Intent:
    return Intent(action, KEYBOARD)


def click(pos) -> Intent:
    return Intent(Action.SELECT, MOUSE, (int(pos[0]), int(pos[1])))


def centre(rect) -> tuple[int, int]:
    x, y, w, h = rect
    return (x + w // 2, y + h // 2)


# -- privacy --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_the_viewers_hand_and_the_train_are_drawn_face_up(monkeypatch, players) -> None:
    """Faces drawn = the viewer's hand + the train; the public view draws the train only."""
    _, match, table = make(players, seed=players)
    rng = random.Random(players)
    for _ in range(6):
        legal = match.legal_moves()
        play(match, table, rng.choice([m for m in legal if isinstance(m, Play)] or legal))
    view = match.view(0)
    allowed = {tuple(sorted(map(int, t.split("-")))) for t in view.hand + view.train}
    faces = drawn_faces(monkeypatch, table)
    assert faces, "the train and hand are drawn"
    assert {tuple(sorted(f)) for f in faces} <= allowed
    hidden = {tuple(sorted(map(int, t.split("-")))) for s in range(1, players)
              for t in match.view(s).hand}
    table.show(match.view(None), None)
    public = drawn_faces(monkeypatch, table)
    assert {tuple(sorted(f)) for f in public} <= {
        tuple(sorted(map(int, t.split("-")))) for t in view.train}
    assert not {tuple(sorted(f)) for f in public} & hidden


# -- events animate -------------------------------------------------------------------------


def test_each_event_kind_animates() -> None:
    """A placed tile flies face up; a draw flies face down; a pass shows a bubble."""
    _, match, table = make(2, seed=5, speed="normal")
    events = match.apply(match.legal_moves()[0])
    table.animate(events, match.view(0))
    placed = [e for e in events if isinstance(e, TilePlaced)][0]
    table.update(1 / 60)
    assert table.busy
    assert table.flights and table.flights[0].numbers == tuple(map(int, placed.laid.split("-")))
    assert placed.laid in table.hidden_train  # drawn by the flight, not yet on the train
    assert "tile_click" not in table.ctx.audio.played
    table.timeline.skip()
    table.update(1 / 60)
    assert not table.busy and table.train == [placed.laid] and not table.flights
    assert table.ctx.audio.played[-1] == "tile_click"  # the tile clicks down as it lands
    events = match.apply(DRAW)
    assert isinstance(events[0], TileDrawn)
    table.animate(events, match.view(0))
    table.update(1 / 60)
    assert [f.numbers for f in table.flights] == [None]  # which tile it was stays secret
    table.timeline.skip()
    events = match.apply(PASS)
    assert events == [Passed(match.movers[-1])]
    table.animate(events, match.view(0))
    table.update(1 / 60)
    assert [b.text for b in table.bubbles] == ["Pass"]


def test_round_end_keeps_the_train_until_the_deal() -> None:
    """After the last tile the old train stays (under the scores, from the finished round's
    view); the rules' step to the next round gathers it and deals."""
    _, match, table = make(2, seed=11, speed="normal")
    rng = random.Random(3)
    play_to_round_end(match, table, rng)
    assert table.breakdown(match.view(0)) is not None
    table.update(1 / 60)
    assert table.train == list(match.view(0).train) and not table.between_rounds
    events = deal_next_round(match, table)
    assert events == [RoundStarted(2, match.to_move, match.view(0).hand_counts)]
    table.update(1 / 60)
    assert table.train and table.between_rounds
    for _ in range(20):  # past the pause: the old train flies back to the boneyard
        table.update(1 / 60)
    assert table.flights and all(f.numbers is None for f in table.flights)
    assert table.hidden_train and table.hidden_train <= set(table.train)
    table.timeline.skip()
    table.update(1 / 60)
    assert table.train == [] and not table.between_rounds
    assert table.breakdown(match.view(0)) is None  # a round is being played again


def test_a_human_never_waits_for_an_animation() -> None:
    """Input during an animation finishes it at once and is handled."""
    _, match, table = make(2, seed=2, speed="slow")
    advance_to_seat0(match, table, random.Random(1))
    events = match.apply(match.legal_moves()[0]) if match.to_move == 0 else []
    table.animate(events, match.view(0))
    assert table.busy
    table.handle(key(Action.RIGHT), match.legal_moves())
    assert not table.busy


# -- input equals notation ------------------------------------------------------------------


def pick_with_keys(table, match, move) -> object:
    """Walk the cursor to `move`'s tile, pick it, aim it at its end, confirm."""
    legal = match.legal_moves()
    name = next(t for t in match.view(0).hand if sorted(map(int, t.split("-"))) ==
                sorted((move.a, move.b)))
    table.choice.clear()
    for _ in range(40):
        if table.focus == f"tile:{name}":
            break
        table.handle(key(Action.RIGHT), legal)
    assert table.focus == f"tile:{name}"
    result = table.handle(key(Action.CONFIRM), legal)
    if result is not None:  # a round's first tile goes down at once
        return result
    side = move.side or fitting_ends(name, match.view(0).ends)[0]
    table.handle(key(Action.LEFT if side == "left" else Action.RIGHT), legal)
    return table.handle(key(Action.CONFIRM), legal)


def pick_with_mouse(table, match, move) -> object:
    """Click `move`'s tile, then click its end."""
    legal = match.legal_moves()
    table.choice.clear()
    name = next(t for t in match.view(0).hand if sorted(map(int, t.split("-"))) ==
                sorted((move.a, move.b)))
    rect = next(c.rect for c in table.controls() if c.key == f"tile:{name}")
    result = table.handle(click(centre(rect)), legal)
    if result is not None:
        return result
    side = move.side or fitting_ends(name, match.view(0).ends)[0]
    return table.handle(click(centre(table.geo_end_rect(side))), legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_placing_on_each_end_gives_the_notations_move(players) -> None:
    """For every legal placement on many turns, keys and mouse give the move its notation names."""
    _, match, table = make(players, seed=20 + players)
    rng = random.Random(players)
    checked = 0
    for _ in range(14):
        advance_to_seat0(match, table, rng)
        if match.is_over:
            break
        for move in [m for m in match.legal_moves() if isinstance(m, Play)]:
            expected = GAME.parse_move(str(move))
            assert pick_with_keys(table, match, move) == expected == move
            assert pick_with_mouse(table, match, move) == expected
            checked += 1
        legal = match.legal_moves()
        play(match, table, rng.choice([m for m in legal if isinstance(m, Play)] or legal))
    assert checked >= 10


def both_ends_match():
    """Seat 0 leads 4-4, seat 1 passes: seat 0's 4-2 now fits both ends (4 and 4)."""
    hands = [["4-4", "4-2", "0-0", "1-1", "2-2", "3-3", "5-5"],
             ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0"]]
    used = {t for h in hands for t in h}
    bones = [f"{a}-{b}" for a in range(7) for b in range(a + 1) if f"{a}-{b}" not in used]
    ctx = make_test_context()
    match = GAME.new_match(2, 0, {}, [{"hands": hands, "boneyard": bones, "leader": 0}])
    table = DominoesTable(ctx, ctx.layout("dominoes", 2), seats(2), {})
    table.show(match.view(0), 0)
    play(match, table, GAME.parse_move("play 4-4"))
    play(match, table, PASS)
    return match, table


@pytest.mark.parametrize("side", ["left", "right"])
def test_tile_on_both_ends_goes_where_aimed(side) -> None:
    """Keys, a click on the end and a click near it all give `play 4-2 <side>`."""
    expected = GAME.parse_move(f"play 4-2 {side}")
    match, table = both_ends_match()
    assert expected in match.legal_moves()
    assert pick_with_keys(table, match, expected) == expected
    assert pick_with_mouse(table, match, expected) == expected
    # A click on the felt near the end (not on the ghost tile itself) picks that end too.
    table.choice.clear()
    rect = next(c.rect for c in table.controls() if c.key == "tile:4-2")
    assert table.handle(click(centre(rect)), match.legal_moves()) is None
    x, y, w, h = table.geo_end_rect(side)
    near = (x - 40, y + h // 2) if side == "left" else (x + w + 40, y + h // 2)
    assert table.handle(click(near), match.legal_moves()) == expected
    # Hovering near the other end aims there before any click.
    other = "right" if side == "left" else "left"
    x, y, w, h = table.geo_end_rect(other)
    table.handle(Intent(Action.POINT, MOUSE, (x + w // 2, y + h + 30)), match.legal_moves())
    assert table.choice.side == other
    events = match.apply(expected)
    laid = "2-4" if side == "left" else "4-2"
    assert events[0].laid == laid


def test_aiming_shows_only_the_ends_a_tile_fits() -> None:
    """A picked tile offers the ends it fits as controls; BACK lets go of it."""
    match, table = both_ends_match()
    legal = match.legal_moves()
    table.focus = "tile:4-2"
    table.handle(key(Action.CONFIRM), legal)
    assert {c.key for c in table.controls() if c.key.startswith("end:")} == {
        "end:left", "end:right"}
    table.handle(key(Action.BACK), legal)
    assert table.choice.tile is None
    assert not [c for c in table.controls() if c.key.startswith("end:")]


# -- controls follow the rules ---------------------------------------------------------------


def test_controls_follow_the_legal_moves() -> None:
    """Tiles enabled exactly when placeable; Draw enabled exactly when legal, else a reason."""
    _, match, table = make(2, seed=8)
    rng = random.Random(8)
    seen_closed = False
    for _ in range(40):
        advance_to_seat0(match, table, rng, prefer_play=False)
        if match.is_over:
            break
        legal = match.legal_moves()
        controls = {c.key: c for c in table.controls()}
        for name in match.view(0).hand:
            fits = any(isinstance(m, Play) and sorted((m.a, m.b)) ==
                       sorted(map(int, name.split("-"))) for m in legal)
            assert controls[f"tile:{name}"].enabled == fits
        assert controls["draw"].enabled == (DRAW in legal)
        assert controls["pass"].enabled == (PASS in legal)
        if not controls["draw"].enabled:
            assert controls["draw"].reason
            seen_closed = seen_closed or match.view(0).boneyard <= 2
        play(match, table, rng.choice(legal))
    assert seen_closed


def test_a_tile_that_fits_nowhere_goes_to_the_rules_for_their_message() -> None:
    """Clicking a dimmed tile returns its move; the rules refuse it with their own words."""
    _, match, table = make(2, seed=4)
    rng = random.Random(4)
    for _ in range(30):
        advance_to_seat0(match, table, rng)
        view = match.view(0)
        stuck = [t for t in view.hand if view.ends and not fitting_ends(t, view.ends)]
        if stuck:
            rect = next(c.rect for c in table.controls() if c.key == f"tile:{stuck[0]}")
            move = table.handle(click(centre(rect)), match.legal_moves())
            assert move is not None and "matches neither end" in match.why_illegal(move)
            return
        play(match, table, rng.choice(match.legal_moves()))
    pytest.fail("no unplaceable tile came up")


def test_alt_passes_and_extra_or_a_boneyard_click_draws() -> None:
    """ALT is pass; EXTRA (pad Y / Tab) or a click on the boneyard is draw."""
    _, match, table = make(2, seed=6)
    advance_to_seat0(match, table, random.Random(6))
    play(match, table, match.legal_moves()[0]) if match.view(0).ends is None else None
    advance_to_seat0(match, table, random.Random(7))
    legal = match.legal_moves()
    assert table.handle(key(Action.ALT), legal) == PASS
    assert table.handle(key(Action.EXTRA), legal) == DRAW
    assert table.handle(click(centre(table.geo.boneyard)), legal) == DRAW


def test_hovering_does_not_fast_forward() -> None:
    """Moving the mouse leaves a bot's animation running; a click finishes it."""
    _, match, table = make(2, seed=2, speed="slow")
    advance_to_seat0(match, table, random.Random(1))
    table.animate([TileDrawn(1, match.view(0).boneyard)], match.view(0))
    table.update(1 / 60)
    table.handle(Intent(Action.POINT, MOUSE, (10, 10)), match.legal_moves())
    assert table.busy
    table.handle(click((10, 10)), match.legal_moves())
    assert not table.busy


def test_breakdown_reveals_every_hand_and_counts_up(monkeypatch) -> None:
    """Every tile left in a hand is drawn face up; the points count up, then it is done."""
    from scenes.dominoes import breakdown as bd

    ctx, match, table = make(3, seed=9, speed="normal")
    events = play_to_round_end(match, table, random.Random(9))
    scored = next(e for e in events if type(e).__name__ == "RoundScored")
    breakdown = table.breakdown(match.view(0))
    assert not breakdown.done
    faces: list[tuple[int, int]] = []
    real = bd.tile_face

    def record(a, b, length, angle=0):
        faces.append((a, b))
        return real(a, b, length, angle)

    monkeypatch.setattr(bd, "tile_face", record)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    breakdown.draw(surface, pygame.Rect(200, 230, 1520, 640), 0.0)
    assert len(faces) == len(scored.hands[0])  # the first row only, to begin with
    breakdown.update(0.6)
    assert breakdown.rows_shown == 2 and not breakdown.done
    breakdown.skip()
    faces.clear()
    breakdown.draw(surface, pygame.Rect(200, 230, 1520, 640), 0.0)
    assert breakdown.done and breakdown.counted == 1.0
    hands = [tuple(map(int, t.split("-"))) for h in scored.hands for t in h]
    train = [tuple(map(int, t.split("-"))) for t in breakdown.train]
    assert sorted(faces) == sorted(hands + train)
    # The final train shown is the round's: every tile not left in a hand, none twice.
    assert len(train) == len(set(train)) > 0
    assert not {tuple(sorted(t)) for t in train} & {tuple(sorted(t)) for t in hands}
    assert str(scored.points) in breakdown.result_line() or scored.winner is None


@pytest.mark.parametrize("players", [2, 4])
def test_the_opening_deal_flies_backs_only(players) -> None:
    """The first view deals every hand tile by tile, face down, then the hand shows."""
    _, match, table = make(players, seed=3, speed="normal")
    table.update(1 / 60)
    assert table.busy
    assert len(table.flights) == sum(match.view(None).hand_counts)
    assert all(f.numbers is None for f in table.flights)
    assert table.hidden_hand == set(match.view(0).hand)  # the viewer's tiles land one by one
    others = sum(match.view(None).hand_counts[1:])
    assert sum(table.incoming) == others  # other seats' rows fill as their backs land
    assert 0 < table.undealt <= others + len(match.view(0).hand)
    table.timeline.skip()
    table.update(1 / 60)
    assert not table.busy and not table.flights and not table.hidden_hand
    assert sum(table.incoming) == 0 and table.undealt == 0


def test_the_hint_offers_only_what_the_rules_allow() -> None:
    """The help line mentions drawing only while the boneyard is open."""
    _, match, table = make(2, seed=8)
    rng = random.Random(8)
    seen = set()
    for _ in range(60):
        advance_to_seat0(match, table, rng, prefer_play=False)
        if match.is_over:
            break
        line = paint.hint_text(table)
        assert line
        assert ("draw" in line) == (DRAW in match.legal_moves()), line
        seen.add(DRAW in match.legal_moves())
        play(match, table, rng.choice(match.legal_moves()))
    assert seen == {True, False}
