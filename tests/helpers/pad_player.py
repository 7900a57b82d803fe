"""Test helper: people playing whole matches with gamepads only, on the real input path.

Each human seat is an SDL virtual pad (tests/helpers/virtual_pads.py). A press goes
through SDL's event queue, the input boundary, the app's system handler and the scene
stack, exactly as a real pad's would. Each game's turn is played the way a person with
a pad plays it: Take or Pass takes with A; dominoes picks a tile with the d-pad and A,
places it with A, else draws (Y) or passes (X); PASS passes (X) or, leading, picks one
card with A and presses Play (up, A).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame
from virtual_pads import VirtualPad, start

from game.engine import app
from game.engine.context import AppContext, make_test_context
from game.engine.input import InputBoundary
from scenes.frame.curtain import CurtainScene
from scenes.frame.phases import Phase
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene
from scenes.frame.table import TableScene

A, B, X, Y = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
              pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y)
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
DT = 1 / 60


class PadPlayers:
    """A context on a real input boundary, and the pads plugged into it."""

    def __init__(self) -> None:
        start()  # SDL's video (events) and game-controller parts, as the app starts them
        pygame.event.clear()
        self.input = InputBoundary()
        self.ctx: AppContext = make_test_context(input=self.input)
        self.system = app.system_handler(self.ctx)
        self.pads: dict[int, VirtualPad] = {}  # instance id -> pad
        self.seen: list = []  # every intent the scenes were given

    def plug(self, kind: tuple[int, int, str]) -> VirtualPad:
        """Plug in a pad; the game opens it at the next frame."""
        pad = VirtualPad(kind)
        self.pads[pad.instance_id] = pad
        self.frame()
        return pad

    def unplug(self, pad: VirtualPad) -> None:
        """Unplug a pad mid-match."""
        pad.unplug()
        del self.pads[pad.instance_id]
        self.frame()

    def frame(self) -> None:
        """One frame: the boundary's intents to the app and the top scene, one update."""
        for intent in self.input.poll():
            self.seen.append(intent)
            if not self.system(intent):
                self.ctx.stack.handle(intent)
        self.ctx.stack.update(DT)

    def press(self, pad: VirtualPad, button: int) -> None:
        """Press and release one of `pad`'s buttons, then run a frame."""
        pad.press(button)
        self.frame()

    def close(self) -> None:
        """Unplug every pad left."""
        for pad in list(self.pads.values()):
            pad.unplug()
        self.pads.clear()
        self.input.poll()


def pad_of(players: PadPlayers, bindings: list, seat: int) -> VirtualPad:
    """The pad that plays `seat`: its own, or for a seat that lost its pad, a pad no seat
    holds (the one plugged in to take it back), else any."""
    binding = bindings[seat]
    if isinstance(binding, int) and binding in players.pads:
        return players.pads[binding]
    free = [pad for iid, pad in players.pads.items() if iid not in bindings]
    return (free or list(players.pads.values()))[0]


def tried(players: PadPlayers, scene: TableScene, pad: VirtualPad,
          presses: list[int]) -> bool:
    """Press `presses` in turn; True as soon as one of them made a move."""
    before = len(scene.match.moves)
    for button in presses:
        players.press(pad, button)
        if len(scene.match.moves) > before:
            return True
    return False


def take_or_pass_turn(players: PadPlayers, scene: TableScene, pad: VirtualPad) -> bool:
    """Pass (X) while there are chips to pay, else take the card (A on the focused Take)."""
    return tried(players, scene, pad, [X]) or tried(players, scene, pad, [A])


def dominoes_turn(players: PadPlayers, scene: TableScene, pad: VirtualPad) -> bool:
    """Each tile in turn: pick it (A) and place it (A); else draw (Y), else pass (X)."""
    for _ in range(len(scene.match.view(scene.match.to_move).hand) + 3):
        if tried(players, scene, pad, [A, A]):
            return True
        tried(players, scene, pad, [B, RIGHT])
    return tried(players, scene, pad, [Y]) or tried(players, scene, pad, [X])


def pass_turn(players: PadPlayers, scene: TableScene, pad: VirtualPad) -> bool:
    """Pass (X); leading, each card in turn: pick it (A), Play (up, A), else let it go."""
    if tried(players, scene, pad, [X]):
        return True
    for _ in range(len(scene.match.view(scene.match.to_move).hand)):
        if tried(players, scene, pad, [A, UP, A]):
            return True
        tried(players, scene, pad, [B, A, RIGHT])  # back to the hand, unpick, next card
    return False


TURNS: dict[str, Callable[[PadPlayers, TableScene, VirtualPad], bool]] = {
    "take-or-pass": take_or_pass_turn, "dominoes": dominoes_turn, "pass": pass_turn}


def play_to_summary(players: PadPlayers, slug: str, max_frames: int = 100_000,
                    between: Callable[[TableScene], None] | None = None) -> SummaryScene:
    """Play the match on the stack with the pads until the summary shows; `between` runs
    after each move a human made (to unplug a pad mid-match)."""
    ctx = players.ctx
    for _ in range(max_frames):
        top = ctx.stack.top
        if isinstance(top, SummaryScene):
            return top
        if isinstance(top, CurtainScene):
            players.press(pad_of(players, top.devices.bindings, top.seat), A)
        elif isinstance(top, ScoringScene):
            players.press(next(iter(players.pads.values())), A)
        elif isinstance(top, TableScene):
            seat = top.match.to_move
            if seat is not None and top.phase is Phase.HUMAN_TURN:
                pad = pad_of(players, top.bindings, seat)
                if not isinstance(top.bindings[seat], int):
                    players.press(pad, A)  # a seat that lost its pad: A takes it back
                assert TURNS[slug](players, top, pad), f"no pad press made a move ({slug})"
                if between is not None:
                    between(top)
                continue
            if top.bots.thinking:
                top.bots.wait(5)
            players.frame()
        else:
            players.frame()
    raise AssertionError("the match did not reach the summary")
