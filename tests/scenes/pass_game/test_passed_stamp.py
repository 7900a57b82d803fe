"""The PASSED stamp is kept once made, per size and text size: large text turned on
mid-match makes a larger stamp, not the one kept from before."""
from __future__ import annotations

import pygame

from game.engine.context import make_test_context
from scenes.pass_game.seats import draw_passed


def stamped(ctx) -> pygame.Rect:
    """Where the resting stamp covers a clear surface."""
    surface = pygame.Surface((800, 400), pygame.SRCALPHA)
    draw_passed(surface, ctx, pygame.Rect(200, 150, 400, 100))
    return surface.get_bounding_rect()


def test_large_text_makes_a_larger_stamp():
    ctx = make_test_context()
    ctx.apply_look()
    normal = stamped(ctx)
    assert stamped(ctx) == normal, "the same stamp again"
    ctx.text.set_large(True)
    large = stamped(ctx)
    assert large.w > normal.w and large.h > normal.h
    ctx.text.set_large(False)
    assert stamped(ctx) == normal
