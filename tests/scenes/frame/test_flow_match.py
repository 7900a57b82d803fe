"""The table frame's rules of play: devices, unplugged pads, bot pace, refusals, pause,
demo, rematch, and choosing the game table."""
from __future__ import annotations

import random

import pytest
from test_flow_driver import human_turn, make_setup, play_through, press

from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, MOUSE, Action, Device
from game.engine.prompts import Family
from game.registry import descriptor
from game.rules.base import BadOptions
from scenes.app import flow
from scenes.frame import tables
from scenes.frame.fallback_table import FallbackTable
from scenes.frame.match_setup import SHARED
from scenes.frame.summary import SummaryScene
from scenes.frame.table import TableScene
from scenes.registry import GameScenes

PAD = Device("pad", 7)


@pytest.fixture
def plain_tables(monkeypatch):
    """Force the plain table so tests know how its controls work."""
    monkeypatch.setattr(tables, "game_table_class", lambda game: None)


def until_human_turn(ctx, scene: TableScene, seat: int, limit: int = 5000) -> None:
    """Step frames (letting bots think) until `seat` is to move with its hand shown."""
    rng = random.Random(seat)
    for _ in range(limit):
        to_move = scene.match.to_move
        if ctx.stack.top is scene and to_move == seat and scene.privacy.viewer == seat:
            return
        if ctx.stack.top is scene and to_move in scene.humans and scene.privacy.viewer == to_move:
            human_turn(ctx, scene, rng)  # another human's turn
        if scene.bots.thinking:
            scene.bots.wait(5)
        top = ctx.stack.top
        if top is not scene:
            press(ctx, Action.CONFIRM)  # scoring between games
        ctx.stack.update(1 / 60)
    raise AssertionError("the human's turn never came")


def test_only_the_bound_device_acts_and_an_unplugged_pad_falls_back_to_shared(plain_tables):
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("take-or-pass", {0: 7}, 3, 11))
    until_human_turn(ctx, scene, 0)
    moves = len(scene.match.moves)
    press(ctx, Action.CONFIRM, KEYBOARD)
    press(ctx, Action.SELECT, MOUSE, (400, 600))
    assert len(scene.match.moves) == moves, "keyboard and mouse cannot act for a pad's seat"
    assert scene.chrome.message == "It is Player 1's turn (pad 7)."
    press(ctx, Action.RIGHT, PAD)
    assert scene.table.focus == 1, "the seat's own pad moves the focus"
    # Unplugged mid-turn: no crash, and the seat now plays from any device.
    press(ctx, Action.PAD_REMOVED, PAD)
    assert scene.bindings[0] == SHARED
    assert "unplugged" in scene.chrome.message
    press(ctx, Action.CONFIRM, KEYBOARD)
    assert len(scene.match.moves) == moves + 1
    summary = play_through(ctx, random.Random(3))
    assert summary.match.is_over


def test_a_free_pad_claims_an_orphaned_seat(plain_tables):
    ctx = make_test_context()
    setup = make_setup("take-or-pass", {0: 7, 1: 8}, 3, 2, {"open_chips": True})
    scene = flow.start_match(ctx, setup)
    scene.devices.pad_removed(7)
    until_human_turn(ctx, scene, 0)
    moves = len(scene.match.moves)
    press(ctx, Action.RIGHT, Device("pad", 9))  # moving the focus is not a claim
    assert scene.bindings[0] == SHARED
    press(ctx, Action.CONFIRM, Device("pad", 8))  # pad 8 belongs to seat 1: no claim
    assert scene.bindings[0] == SHARED
    assert len(scene.match.moves) == moves + 1, "a shared seat plays from any device"
    until_human_turn(ctx, scene, 0)
    moves = len(scene.match.moves)
    press(ctx, Action.CONFIRM, Device("pad", 9))
    assert scene.bindings[0] == 9
    assert len(scene.match.moves) == moves, "the press that claims the seat does not play"
    press(ctx, Action.CONFIRM, KEYBOARD)
    assert len(scene.match.moves) == moves, "once claimed, the seat is the new pad's again"
    press(ctx, Action.CONFIRM, Device("pad", 9))
    assert len(scene.match.moves) == moves + 1


def test_pad_unplugged_while_another_scene_is_on_top_is_noticed(plain_tables):
    class FakeInput:
        def __init__(self) -> None:
            self.ids = [7]

        def pad_ids(self) -> list[int]:
            return list(self.ids)

        def family(self, device: Device) -> Family:
            return Family.PLAYSTATION

    fake = FakeInput()
    ctx = make_test_context(input=fake)
    scene = flow.start_match(ctx, make_setup("take-or-pass", {0: 7}, 3, 4))
    ctx.stack.update(1 / 60)
    assert scene.bindings[0] == 7
    assert ctx.text.family is Family.PLAYSTATION, "seat 0's turn: its own pad's buttons"
    fake.ids = []
    ctx.stack.update(1 / 60)
    assert scene.bindings[0] == SHARED


def test_bots_wait_for_the_bot_delay_and_for_animations(plain_tables):
    ctx = make_test_context(bot_speed="normal")
    scene = flow.start_match(ctx, flow.demo_setup("take-or-pass", 3, "random", 6))
    busy = [True]
    type(scene.table).busy = property(lambda self: busy[0])
    try:
        frames = 0
        while frames < 600 and not scene.match.moves:
            scene.bots.wait(5)
            ctx.stack.update(1 / 60)
            frames += 1
        assert not scene.match.moves, "no bot move while the table is animating"
        busy[0] = False
        frames = 0
        while not scene.match.moves:
            scene.bots.wait(5)
            ctx.stack.update(1 / 60)
            frames += 1
        assert frames == 1, "the delay had already passed: the move comes on the next frame"
        frames = 0
        while len(scene.match.moves) == 1 and frames < 600:
            scene.bots.wait(5)
            ctx.stack.update(1 / 60)
            frames += 1
        assert frames >= int(ctx.settings.bot_delay * 60), "the next bot waits the bot delay"
    finally:
        del type(scene.table).busy


def test_an_illegal_move_is_refused_with_the_rules_sentence(plain_tables):
    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("dominoes", {0: "shared"}, 2, 3))
    until_human_turn(ctx, scene, 0)
    game = scene.game.rules
    candidates = ["pass", "draw", "play 6-6 left", "play 0-0 right", "play 6-6", "play 0-1"]
    illegal = next(m for m in map(game.parse_move, candidates) if scene.match.why_illegal(m))
    before = scene.match.record()
    scene.table.handle = lambda intent, legal: illegal
    press(ctx, Action.CONFIRM)
    assert scene.match.record() == before, "a refused move changes nothing"
    assert scene.chrome.message == scene.match.why_illegal(illegal)
    assert scene.table.refusal == scene.chrome.message


def test_pause_and_focus_loss_push_the_pause_overlay(plain_tables):
    from scenes.screens.pause import PauseOverlay

    ctx = make_test_context()
    scene = flow.start_match(ctx, flow.demo_setup("pass", 3, "random", 1))
    press(ctx, Action.PAUSE)
    assert isinstance(ctx.stack.top, PauseOverlay)
    moves = len(scene.match.moves)
    for _ in range(30):
        scene.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert len(scene.match.moves) == moves, "nothing moves while paused"
    ctx.stack.pop()
    press(ctx, Action.FOCUS_LOST, Device("system"))
    assert isinstance(ctx.stack.top, PauseOverlay)


def test_demo_plays_to_the_summary_with_no_input(plain_tables):
    ctx = make_test_context()
    scene = flow.start_demo(ctx, "take-or-pass", 4, "random", 3, {"games": 2})
    assert not scene.humans
    for _ in range(20000):
        if isinstance(ctx.stack.top, SummaryScene):
            break
        scene.bots.wait(5)
        ctx.stack.update(1 / 60)
    assert isinstance(ctx.stack.top, SummaryScene)
    with pytest.raises(ValueError, match="Unknown bot"):
        flow.start_demo(ctx, "pass", 3, "genius", 1)


def test_rematch_keeps_the_seats_with_a_new_seed(plain_tables):
    ctx = make_test_context()
    setup = make_setup("take-or-pass", {0: "mouse-keyboard"}, 3, 21)
    first = flow.start_match(ctx, setup)
    summary = play_through(ctx, random.Random(4))
    press(ctx, Action.CONFIRM)  # the focused button is Rematch
    second = ctx.stack.top
    assert isinstance(second, TableScene) and second is not first
    assert len(ctx.stack) == 1
    assert second.setup.seed != first.setup.seed
    assert [vars(s) for s in second.setup.seats] == [vars(s) for s in first.setup.seats]
    assert second.bindings == first.bindings == ["mouse-keyboard", SHARED, SHARED]
    assert not second.match.is_over and second.match.number == 1
    assert summary.setup is first.setup


def test_bad_options_raise_and_push_nothing():
    ctx = make_test_context()
    with pytest.raises(BadOptions, match="bogus"):
        flow.start_match(ctx, make_setup("take-or-pass", {0: "shared"}, 3, 1, {"bogus": 1}))
    with pytest.raises(BadOptions):
        flow.start_match(ctx, make_setup("take-or-pass", {0: "shared"}, 9, 1))
    assert len(ctx.stack) == 0


def test_make_table_falls_back_when_the_game_table_is_missing_or_broken(monkeypatch):
    ctx = make_test_context()
    layout = tables.load_layout(ctx, descriptor("take-or-pass"), 3)
    seats = make_setup("take-or-pass", {0: "shared"}, 3).seat_infos()
    game = descriptor("take-or-pass")

    def missing(self):
        raise ModuleNotFoundError("No module named 'scenes.take_or_pass.table'")

    def broken(ctx, layout, seats, options):
        raise ValueError("a bug in the table")

    monkeypatch.setattr(GameScenes, "table_class", missing)
    assert isinstance(tables.make_table(ctx, game, layout, seats, {}), FallbackTable)
    monkeypatch.setattr(GameScenes, "table_class", lambda self: broken)
    assert isinstance(tables.make_table(ctx, game, layout, seats, {}), FallbackTable)


def test_the_game_tables_are_used_when_they_import():
    from scenes.take_or_pass.table import TakeOrPassTable

    ctx = make_test_context()
    scene = flow.start_match(ctx, make_setup("take-or-pass", {0: "shared"}, 3, 1))
    assert isinstance(scene.table, TakeOrPassTable)


def test_d2_partners_share_a_colour_and_keep_their_symbols() -> None:
    seats = make_setup("dominoes", {}, 4, options={"teams": True}).seat_infos()
    assert seats[0].colour == seats[2].colour != seats[1].colour == seats[3].colour
    assert len({s.symbol for s in seats}) == 4
    assert [s.team for s in seats] == [0, 1, 0, 1]
    solo = make_setup("dominoes", {}, 4).seat_infos()
    assert len({s.colour for s in solo}) == 4 and all(s.team is None for s in solo)


def test_the_mouse_alone_can_pause_from_the_table_and_the_curtain(plain_tables):
    import pygame

    from game.engine.layout import load_layout
    from game.registry import GAMES
    from scenes.frame.seat_plates import PAUSE_BUTTON
    from scenes.screens.pause import PauseOverlay

    button = pygame.Rect(PAUSE_BUTTON)
    for game in GAMES:  # the corner is free in every layout
        for players in game.players:
            layout = load_layout(game.slug, players)
            slug = game.slug
            for anchor in [*layout.anchors.values(), *layout.seats]:
                assert not button.colliderect(anchor.rect), (slug, players, anchor.name)
    ctx = make_test_context()
    scene = flow.start_match(ctx, flow.demo_setup("pass", 3, "random", 1))
    press(ctx, Action.SELECT, MOUSE, (button.x - 40, button.centery))
    assert ctx.stack.top is scene, "a click beside the button does not pause"
    press(ctx, Action.SELECT, MOUSE, button.center)
    assert isinstance(ctx.stack.top, PauseOverlay)
    ctx.stack.pop()
    ctx.stack.push(scene.curtain(0))
    press(ctx, Action.BACK, MOUSE)  # a right click
    assert isinstance(ctx.stack.top, PauseOverlay)


@pytest.mark.parametrize("slug", ["take-or-pass", "dominoes", "pass"])
def test_the_table_is_still_while_a_human_thinks_and_moves_for_bots(slug):
    ctx = make_test_context(animation_speed="normal")
    scene = flow.start_match(ctx, make_setup(slug, {0: "shared"}, 3, 5))
    until_human_turn(ctx, scene, 0)
    for _ in range(600):  # let the last bot move's animation play out
        if not scene.animating:
            break
        ctx.stack.update(1 / 60)
    assert not scene.animating, "a human thinking needs no redraw"
    human_turn(ctx, scene, random.Random(1))
    if scene.match.to_move is not None and scene.bots.is_bot(scene.match.to_move):
        assert scene.animating, "a bot's move may land at once: the table keeps drawing"
