"""The engine's dialogs (MessageOverlay, ConfirmOverlay) draw only inside their panel: the
controls hint and any message sit in the dialog, not in a footer over the table beneath."""
from __future__ import annotations

import pygame
import pytest
from text_spy import spy_text

from game.engine import draw
from game.engine.context import make_test_context
from game.engine.scene import Scene
from game.engine.screen import HINT, ConfirmOverlay, MessageOverlay
from game.engine.theme import SCREEN_SIZE

pygame.display.init()
LINES = ["This match will end and cannot be resumed.",
         "A second line long enough to wrap once it passes the width of the dialog's panel."]


class Table(Scene):
    """Stands in for the scene under the dialog."""


def dialog(kind: str, message: str = ""):  # noqa: ANN201 - returns (ctx, dialog)
    ctx = make_test_context()
    ctx.stack.push(Table())
    if kind == "message":
        scene: MessageOverlay = MessageOverlay(ctx, "Not ready yet", LINES)
    else:
        scene = ConfirmOverlay(ctx, "Quit to the menu?", LINES, "Quit match", lambda: None)
    ctx.stack.push(scene)
    if message:
        scene.say(message)
    return ctx, scene


def drawn(ctx, scene) -> list[tuple[str, pygame.Rect]]:  # noqa: ANN001
    seen = spy_text(ctx)
    scene.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    return seen


@pytest.mark.parametrize("kind", ["message", "confirm"])
@pytest.mark.parametrize("message", [
    "", "Gamepad connected (Wireless Controller).",
    "Gamepad removed (Xbox Wireless Controller with a name long enough to need a second line)."])
def test_every_word_and_button_is_inside_the_panel(kind: str, message: str) -> None:
    ctx, scene = dialog(kind, message)
    seen = drawn(ctx, scene)
    panel = pygame.Rect(scene.PANEL)
    texts = [t for t, _ in seen]
    assert HINT not in texts, "no screen-wide footer over the table"
    if message:
        assert " ".join(t for t in texts if t in message) == message, "the whole message"
    else:
        assert scene.HINT in texts
    for text, rect in seen:
        assert panel.contains(rect), f"{text!r} at {rect} leaves the dialog"
    for control in scene.focus.controls:
        assert panel.contains(pygame.Rect(control.rect).inflate(8, 8)), control.key
    labels = {c.label for c in scene.focus.controls}
    words = [r for t, r in seen if t not in labels]
    buttons = [pygame.Rect(c.rect) for c in scene.focus.controls]
    assert not any(w.colliderect(b) for w in words for b in buttons), "text under a button"


@pytest.mark.parametrize("kind", ["message", "confirm"])
def test_outside_its_panel_the_dialog_only_dims(kind: str) -> None:
    ctx, scene = dialog(kind, "A refusal message.")
    below = pygame.Surface(SCREEN_SIZE)
    below.fill((90, 140, 110))
    pygame.draw.rect(below, (230, 220, 60), (0, SCREEN_SIZE[1] - 120, SCREEN_SIZE[0], 120))
    expected = below.copy()
    draw.dim(expected)
    scene.draw(below, 1.0)
    panel = pygame.Rect(scene.PANEL)
    keep = pygame.Rect(panel.x, panel.y, panel.w + 6, panel.h + 8)  # with its drop shadow
    for y in range(0, SCREEN_SIZE[1], 9):
        for x in range(0, SCREEN_SIZE[0], 9):
            if not keep.collidepoint(x, y):
                assert below.get_at((x, y)) == expected.get_at((x, y)), (x, y)
