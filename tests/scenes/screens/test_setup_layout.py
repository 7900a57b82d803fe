"""The setup screen's layout at every game and player count: nothing overlaps, the joining
hint sits under the seats, clear of the options panel and the buttons, inside the screen."""
from __future__ import annotations

import itertools

import pygame
import pytest
from text_spy import spy_text

from game.engine import theme
from game.engine.context import make_test_context
from game.registry import SLUGS, get_game
from scenes.screens import setup as setup_screen
from scenes.screens import setup_options
from scenes.screens.setup import JOIN_HINT, PANEL_RECT, SetupScene

CASES = [(slug, n) for slug in SLUGS
         for n in range(get_game(slug).min_players, get_game(slug).max_players + 1)]


def open_setup(slug: str, players: int) -> SetupScene:
    ctx = make_test_context()
    scene = SetupScene(ctx, slug)
    ctx.stack.push(scene)
    scene.model.set_players(players)
    scene.focus.set_controls(scene.buttons())
    return scene


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_no_two_controls_overlap_and_all_are_on_screen(slug, players):
    scene = open_setup(slug, players)
    screen = pygame.Rect((0, 0), theme.SCREEN_SIZE)
    rects = {b.key: pygame.Rect(b.rect) for b in scene.focus.controls}
    assert len(rects) >= 3 * players + 4
    for key, rect in rects.items():
        assert screen.contains(rect), key
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_the_joining_hint_is_clear_of_everything(slug, players):
    scene = open_setup(slug, players)
    hint = scene.hint_rect()
    text = scene.ctx.text
    widest = max(text.size(line, theme.TEXT_MIN)[0] for line in JOIN_HINT)
    drawn = pygame.Rect(hint.x, hint.y, widest, hint.h)
    assert pygame.Rect((0, 0), theme.SCREEN_SIZE).contains(drawn)
    assert not drawn.colliderect(pygame.Rect(PANEL_RECT)), "hint runs into the options panel"
    for b in scene.focus.controls:
        assert not drawn.colliderect(pygame.Rect(b.rect)), f"hint overlaps {b.key}"


def test_headings_and_rows_keep_their_distance():
    """Column headings clear the game / players row above and the first seat row below."""
    scene = open_setup("take-or-pass", 7)
    line = scene.ctx.text.size("Colour", theme.TEXT_MIN)[1]
    top_row = pygame.Rect(next(b.rect for b in scene.focus.controls if b.key == "game"))
    first_seat = pygame.Rect(next(b.rect for b in scene.focus.controls if b.key == "name:0"))
    assert setup_screen.HEAD_Y - top_row.bottom >= 10
    assert first_seat.top - (setup_screen.HEAD_Y + line) >= 10


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("slug", SLUGS)
def test_the_options_panel_holds_every_option_its_explanation_and_a_bots_level(slug, large):
    panel = pygame.Rect(PANEL_RECT)
    scene = open_setup(slug, get_game(slug).max_players)
    text = scene.ctx.text
    text.set_large(large)
    scene.focus.set_controls(scene.buttons())
    for b in scene.focus.controls:
        if b.key.split(":")[0] in ("opt", "dec", "inc"):
            assert panel.contains(pygame.Rect(b.rect)), b.key
    placed = setup_options.place(text, scene.model)
    for row in placed:
        assert " ".join(row.help) == row.option.help, f"{row.option.label}: all of it shows"
    assert {row.size for row in placed} == {theme.TEXT_MIN}, "every explanation at one size"
    for level in ("easy", "hard", "fair"):
        scene.model.seats[1].bot = level
        scene.focus.set_controls(scene.buttons())
        scene.focus.focus("kind:1")
        seen = spy_text(scene.ctx)
        scene.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
        inside = [(t, r) for t, r in seen if r.colliderect(panel)]
        for row in setup_options.place(text, scene.model):
            assert all(line in [t for t, _ in inside] for line in row.help), row.option.label
        assert len(inside) > len(scene.model.game.options) + 1, "a bot's level is said"
        for words, rect in inside:
            assert panel.contains(rect), f"{words!r} leaves the options panel"


def test_messages_under_the_buttons_have_room():
    """'Player 2 joined.' appears under Back / Start (the base class's message line)."""
    scene = open_setup("take-or-pass", 7)
    line = scene.ctx.text.size("Player 2 joined.", theme.TEXT_BODY)[1]
    message_top = theme.SCREEN_SIZE[1] - 110 - line
    for key in ("back", "start"):
        rect = pygame.Rect(next(b.rect for b in scene.focus.controls if b.key == key))
        assert message_top - rect.bottom >= 12, key


@pytest.mark.parametrize("slug", SLUGS)
def test_every_label_fits_its_button_at_a_readable_size(slug):
    """Labels shrink to fit but never below the smallest readable size (28 px)."""
    scene = open_setup(slug, get_game(slug).max_players)
    text = scene.ctx.text
    model = scene.model
    for i in range(model.players):  # the longest choices a seat can show
        model.seats[i].device = "shared"
        model.seats[i].bot = None if i == 0 else "random"
    scene.focus.set_controls(scene.buttons())
    for b in scene.focus.controls:
        room = pygame.Rect(b.rect).w - 24  # as draw.button fits its label
        size = text.fit(b.label, theme.TEXT_BODY, room, bold=True)
        assert size >= theme.TEXT_MIN
        assert text.size(b.label, size, bold=True)[0] <= room, f"{b.key}: {b.label!r}"
