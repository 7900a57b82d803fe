"""A headless driver for whole matches through the scenes, shared by the flow tests.

`play_through` steps the scene stack like the loop would and feeds synthetic
intents: humans pick legal moves by moving the focus on the plain table and
confirming; curtains and scoring screens are confirmed from the right device.
Bot decisions run on their worker threads; the driver joins a thread only when
nothing else could happen (the real loop simply keeps drawing frames).
"""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Device, Intent
from game.engine.theme import SCREEN_SIZE
from scenes.app import flow
from scenes.frame import tables
from scenes.frame.curtain import CurtainScene
from scenes.frame.fallback_table import FallbackTable
from scenes.frame.match_setup import MatchSetup, SeatConfig, default_seat
from scenes.frame.phases import Phase
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene
from scenes.frame.table import TableScene

DT = 1 / 60
_clicks: dict[tuple[int, int], int] = {}  # (scene, ply) -> clicks spent on that turn


def make_setup(slug: str, humans: dict[int, str | int], players: int, seed: int = 5,
               options: dict | None = None) -> MatchSetup:
    """Seats: the given humans (seat -> device binding), random bots elsewhere."""
    seats: list[SeatConfig] = []
    for i in range(players):
        if i in humans:
            seat = default_seat(i)
            seat.device = humans[i]
        else:
            seat = default_seat(i, "random")
        seats.append(seat)
    return MatchSetup(slug, seats, dict(options or {}), seed)


def device_for(binding: str | int) -> Device:
    """A device allowed to act for a seat with this binding."""
    return Device("pad", binding) if isinstance(binding, int) else KEYBOARD


def lift_curtain(ctx, scene: TableScene) -> None:
    """A human's hidden hand is next: the table raises its curtain on its next frame and the
    seat to move lifts it, as at the table (a move is refused until then)."""
    if scene.phase is Phase.HANDOVER:
        scene.update(0.0)
    if isinstance(ctx.stack.top, CurtainScene):
        ctx.stack.top.lift()


def press(ctx, action: Action, device: Device = KEYBOARD, pos=None) -> None:
    """Give one intent to the top scene."""
    ctx.stack.handle(Intent(action, device, pos))


CLICK_BUDGET = 40  # random clicks per turn before the driver just plays a legal move


def click_a_control(ctx, scene: TableScene, rng: random.Random) -> None:
    """On a game's own table: click one of the enabled controls it offers (may not move).

    Random clicks can take long to build a legal PASS set; past the budget the
    driver plays a random legal move through the scene instead.
    """
    key = (id(scene), len(scene.match.moves))
    clicks = _clicks.get(key, 0)
    _clicks[key] = clicks + 1
    if clicks >= CLICK_BUDGET:
        assert scene.try_move(rng.choice(scene.match.legal_moves()))
        return
    device = device_for(scene.bindings[scene.match.to_move])
    pointer = Device("mouse") if device.kind == "keyboard" else device
    enabled = [c for c in scene.table.controls() if c.enabled]
    assert enabled, "on the human's turn the table offers something to click"
    x, y, w, h = rng.choice(enabled).rect
    press(ctx, Action.SELECT, pointer, (x + w // 2, y + h // 2))


def human_turn(ctx, scene: TableScene, rng: random.Random) -> None:
    """The acting human picks a random legal move: arrows to it, then confirm."""
    seat = scene.match.to_move
    device = device_for(scene.bindings[seat])
    table = scene.table
    if not isinstance(table, FallbackTable):
        click_a_control(ctx, scene, rng)
        return
    legal = scene.match.legal_moves()
    assert table.moves == legal, "the plain table must list exactly the legal moves"
    target = rng.randrange(len(legal))
    step = Action.RIGHT if target > table.focus else Action.LEFT
    for _ in range(abs(target - table.focus)):
        press(ctx, step, device)
    assert table.focus == target
    before = len(scene.match.moves)
    press(ctx, Action.CONFIRM, device)
    assert len(scene.match.moves) == before + 1, "a legal move from the right device applies"


def play_through(ctx, rng: random.Random, max_frames: int = 200_000, on_frame=None,
                 draw_every: int = 40) -> SummaryScene:
    """Run the stack until the summary scene is on top (drawing now and then); returns it."""
    surface = pygame.Surface(SCREEN_SIZE)
    for frame in range(max_frames):
        top = ctx.stack.top
        if frame % draw_every == 0:
            ctx.stack.draw(surface, 0.0)
        if on_frame is not None:
            on_frame(top)
        if isinstance(top, SummaryScene):
            return top
        if isinstance(top, CurtainScene):
            press(ctx, Action.CONFIRM, device_for(top.devices.bindings[top.seat]))
        elif isinstance(top, ScoringScene):
            press(ctx, Action.CONFIRM)  # skip the animation, or continue once it is done
            continue
        elif isinstance(top, TableScene):
            seat = top.match.to_move
            if seat is not None and top.phase is Phase.HUMAN_TURN:
                human_turn(ctx, top, rng)
            elif top.bots.thinking:
                top.bots.wait(5)
        ctx.stack.update(DT)
    raise AssertionError("the match did not reach the summary")


@pytest.fixture
def plain_tables(monkeypatch):
    """Force the plain table so the driver knows how to pick moves."""
    monkeypatch.setattr(tables, "game_table_class", lambda game: None)


def test_take_or_pass_one_human_reaches_summary(plain_tables):
    ctx = make_test_context()
    setup = make_setup("take-or-pass", {0: "shared"}, 4, options={"games": 2})
    scene = flow.start_match(ctx, setup)
    assert isinstance(scene.table, FallbackTable)
    summary = play_through(ctx, random.Random(1))
    assert summary.match.is_over
    assert summary.winners == scene.match.winners and summary.winners
    assert [n for n in summary.names] == [s.name for s in setup.seats]
    assert len(ctx.stack) == 1


@pytest.mark.parametrize(
    ("slug", "players", "options"),
    [("pass", 3, {}), ("dominoes", 3, {"target": 15})],
)
def test_other_games_one_human_reach_summary(plain_tables, slug, players, options):
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup(slug, {1: "mouse-keyboard"}, players, 9, options))
    summary = play_through(ctx, random.Random(2))
    assert summary.winners == scene.match.winners and summary.winners
    assert summary.totals == scene.match.scores
    assert 1 in scene.match.movers, "the human seat made moves"
