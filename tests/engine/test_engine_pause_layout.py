"""The pause overlay keeps everything it draws inside its dialog: the controls hint no longer
lies over the table's bottom panels."""
from __future__ import annotations

import pygame
from text_spy import spy_text

from game.engine.context import make_test_context
from game.engine.intents import Action, Device, Intent
from game.engine.scene import Scene
from game.engine.screen import HINT
from game.engine.theme import SCREEN_SIZE
from scenes.screens.pause import HINT_LINES, PANEL, PauseOverlay

pygame.display.init()


class Table(Scene):
    """Stands in for a match under the pause overlay."""

    slug = "pass"


def drawn_texts(message: str = "") -> tuple[list[tuple[str, pygame.Rect]], PauseOverlay]:
    ctx = make_test_context()
    ctx.stack.push(Table())
    pause = PauseOverlay(ctx, Table.slug)
    ctx.stack.push(pause)
    if message:
        pause.say(message)
    seen = spy_text(ctx)
    pause.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    return seen, pause


def test_every_word_of_the_pause_dialog_is_inside_its_panel():
    seen, pause = drawn_texts()
    panel = pygame.Rect(PANEL)
    texts = [t for t, _ in seen]
    assert HINT not in texts, "the screen-wide footer hint is not drawn over the table"
    assert all(line in texts for line in HINT_LINES)
    for text, rect in seen:
        assert panel.contains(rect), f"{text!r} at {rect} leaves the dialog"
    for control in pause.focus.controls:
        assert panel.contains(pygame.Rect(control.rect)), control.key


def test_a_message_shows_inside_the_panel_in_place_of_the_hint():
    seen, _ = drawn_texts("Gamepad connected (a very long pad name that needs two lines to fit).")
    panel = pygame.Rect(PANEL)
    assert not any(t in HINT_LINES for t, _ in seen)
    assert any("Gamepad connected" in t for t, _ in seen)
    for text, rect in seen:
        assert panel.contains(rect), f"{text!r} at {rect} leaves the dialog"


def test_pause_still_resumes_on_back():
    ctx = make_test_context()
    ctx.stack.push(Table())
    ctx.stack.push(PauseOverlay(ctx, Table.slug))
    ctx.stack.handle(Intent(Action.BACK, Device("pad", 1)))
    assert isinstance(ctx.stack.top, Table)


def test_the_quit_question_keeps_its_words_inside_its_dialog():
    from game.engine.screen import ConfirmOverlay

    ctx = make_test_context()
    ctx.stack.push(Table())
    pause = PauseOverlay(ctx, Table.slug)
    ctx.stack.push(pause)
    pause.activate("menu")
    dialog = ctx.stack.top
    assert isinstance(dialog, ConfirmOverlay)
    seen = spy_text(ctx)
    dialog.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    panel = pygame.Rect(ConfirmOverlay.PANEL)
    assert dialog.HINT in [t for t, _ in seen] and HINT not in [t for t, _ in seen]
    for text, rect in seen:
        assert panel.contains(rect), f"{text!r} at {rect} leaves the dialog"
    for control in dialog.focus.controls:
        assert panel.contains(pygame.Rect(control.rect)), control.key
