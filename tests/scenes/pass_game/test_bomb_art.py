"""The bomb's pictures drawn ahead: they look like the glow and the burst blended each frame,
each is drawn once, in the table's slack, and a bomb on the table draws none."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.pass_game.events import SetPlayed
from game.rules.pass_game.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.pass_game import bomb_art, token_art
from scenes.pass_game.table import PassTable
from scenes.pass_game.trick_effects import Bomb

FELT, CARD = (30, 90, 60), (240, 230, 200)
BOMB = SetPlayed(1, ("5>55^", "5>6", "5>4", "5>7"), "four", 3, 0, 1, None)


@pytest.fixture(autouse=True)
def no_pictures(monkeypatch):
    monkeypatch.setattr(bomb_art, "_quarters", {})


def table_scene() -> pygame.Surface:
    surface = pygame.Surface((800, 800))
    surface.fill(FELT)
    pygame.draw.rect(surface, CARD, (300, 300, 120, 170))  # the glow shows over a card too
    return surface


def off_pixels(a: pygame.Surface, b: pygame.Surface) -> list[tuple[int, int]]:
    """Where `a` and `b` differ by more than rounding (3 in any channel)."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    under = b.copy()
    under.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(under, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    same = pygame.mask.from_threshold(diff, (0, 0, 0), (4, 4, 4, 255))
    same.invert()
    return set_bits(same)


def set_bits(mask: pygame.mask.Mask) -> list[tuple[int, int]]:
    return [(x, y) for rect in mask.get_bounding_rects()
            for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
            if mask.get_at((x, y))]


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 3) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


@pytest.mark.parametrize("index", [0, 9, 27, 45, bomb_art.FRAMES - 1])
def test_a_picture_looks_like_the_glow_and_the_burst_blended_over_the_table(index):
    t = index / (bomb_art.FRAMES - 1)
    direct, drawn = table_scene(), table_scene()
    size = bomb_art.size_at(t)
    for image in (token_art.glow(size, bomb_art.GLOW, 1 - t),
                  token_art.burst(size, bomb_art.RAYS, t)):
        direct.blit(image, image.get_rect(center=(400, 400)))
    bomb_art.draw_burst(drawn, (400, 400), t)
    off = off_pixels(direct, drawn)
    # A ray's edge may lie up to two pixels over (the picture is mirrored from one quarter,
    # and a ray is drawn a pixel off its centre): nothing else differs by more than rounding.
    shifted = [(x, y) for x, y in off if not any(
        near(direct.get_at((x + dx, y + dy)), drawn.get_at((x, y)))
        for dy in range(-2, 3) for dx in range(-2, 3))]
    assert shifted == []
    assert len(off) < 0.01 * size * size
    if index < bomb_art.FRAMES - 1:
        assert off_pixels(direct, table_scene()), "the effect shows at all"


def test_each_picture_is_drawn_once_and_a_baked_bomb_draws_none(monkeypatch):
    made = bomb_art.bake(0.0)
    assert made == 1 and not bomb_art.baked(), "a frame with no slack still draws one"
    while bomb_art.bake(1.0):
        pass
    assert bomb_art.baked() and bomb_art.bake(1.0) == 0

    def drawn_again(*_args):
        raise AssertionError("a picture drawn while the bomb shows")
    monkeypatch.setattr(bomb_art, "glow", drawn_again)
    surface = table_scene()
    for step in range(bomb_art.FRAMES):
        bomb_art.draw_burst(surface, (400, 400), step / (bomb_art.FRAMES - 1))


def test_the_table_bakes_the_pictures_in_its_slack_before_a_bomb_lands(monkeypatch):
    ctx = make_test_context(animation_speed="normal")
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i])
             for i in range(4)]
    match = GAME.new_match(4, 3)
    table = PassTable(ctx, ctx.layout("pass", 4), seats, match.options)
    table.show(match.view(None), None)  # all bots: no hand shown, no face asked for first
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _ in range(bomb_art.FRAMES):
        table.after_present()
        if bomb_art.baked():
            break
    assert bomb_art.baked()
    monkeypatch.setattr(bomb_art, "glow", None)  # a picture drawn now would fail
    table.animate([BOMB], match.view(None))
    shown = 0
    while table.busy:
        table.update(1 / 60)
        shown += any(isinstance(fx, Bomb) for fx in table.motion.effects)
        table.draw(surface, 0.5)
    assert shown >= bomb_art.FRAMES - 2, "one picture a frame at normal speed"
