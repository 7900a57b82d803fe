"""The plain (fallback) table: move buttons sit apart, above the turn banner, with labels that
fit; every field of a view is drawn whole."""
from __future__ import annotations

import itertools

import pygame
from text_spy import spy_text

from game.engine import theme
from game.engine.context import make_test_context
from game.registry import get_game
from scenes.frame import seat_plates as plates
from scenes.frame.fallback_table import VIEW_RECT, FallbackTable, fitted_label, view_lines
from scenes.frame.match_setup import MatchSetup, default_seat


def plain_table(slug: str, players: int) -> tuple[FallbackTable, object]:
    ctx = make_test_context()
    seats = MatchSetup(slug, [default_seat(i) for i in range(players)]).seat_infos()
    table = FallbackTable(ctx, None, seats, {})
    match = get_game(slug).new_match(players, 3)
    table.show(match.view(match.to_move), match.to_move)
    table.offer(match.legal_moves())
    return table, match


def test_move_buttons_are_apart_and_above_the_banner():
    banner_top = plates.BANNER_Y - 30
    for slug, players in (("pass", 4), ("take-or-pass", 7), ("dominoes", 2)):
        table, _ = plain_table(slug, players)
        rects = [pygame.Rect(c.rect) for c in table.controls()]
        assert rects
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b)
        for rect in rects:
            assert rect.bottom <= banner_top and rect.top >= VIEW_RECT.bottom + 12 // 2


def test_labels_fit_their_buttons_at_a_readable_size():
    table, _ = plain_table("pass", 4)
    text = table.ctx.text
    for control in table.controls():
        label, size = fitted_label(text, control.label, pygame.Rect(control.rect).w - 16)
        assert size >= theme.TEXT_MIN
        assert text.size(label, size, True)[0] <= pygame.Rect(control.rect).w - 16
    long = "play " + " ".join(["3>33 K>3^"] * 10)
    label, _ = fitted_label(text, long, 300)
    assert label.endswith("…") and text.size(label, theme.TEXT_MIN, True)[0] <= 300


def test_every_field_of_a_pass_view_is_drawn_whole():
    table, match = plain_table("pass", 5)
    seen = spy_text(table.ctx)
    table.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    joined = " ".join(text for text, _ in seen)
    for line in view_lines(table.view):
        name = line.split(":")[0]
        assert f"{name}:" in joined, f"{name} is missing from the plain table"
