"""Kept text measurements and a kept overlay backdrop: each is measured or drawn again
exactly when what it shows changes."""
from __future__ import annotations

import pygame

from game.engine.scene import Scene, SceneStack
from game.engine.text import TextCache


def test_text_measurements_are_kept_per_text_scale():
    text = TextCache()
    normal = text.size("Bot 2 (normal)", 32, True)
    fitted = text.fit("Bot 2 (normal)", 44, normal[0] + 2, True)
    assert fitted < 44 and text.size("Bot 2 (normal)", 32, True) == normal
    text.set_large(True)
    assert text.size("Bot 2 (normal)", 32, True)[0] > normal[0], "large text measures larger"
    assert text.fit("Bot 2 (normal)", 44, normal[0] + 2, True) < fitted


class Counted(Scene):
    """A scene that counts its draws and paints a colour."""

    def __init__(self, colour: tuple, overlay: bool = False, keeps: bool = False) -> None:
        self.colour, self.overlay, self.keeps_backdrop, self.draws = colour, overlay, keeps, 0

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draws += 1
        surface.fill(self.colour, (0, 0, 10, 10) if self.overlay else None)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.fill((128, 128, 128), special_flags=pygame.BLEND_MULT)


def test_an_overlay_keeping_its_backdrop_draws_the_covered_table_once_per_stack_change():
    stack, surface = SceneStack(), pygame.Surface((40, 40))
    table, scores = Counted((200, 100, 50)), Counted((255, 255, 255), overlay=True, keeps=True)
    stack.push(table)
    stack.push(scores)
    for _ in range(5):
        stack.draw(surface, 0.0)
    assert table.draws == 1 and scores.draws == 5
    assert surface.get_at((20, 20))[:3] == (100, 50, 25), "the kept backdrop is dimmed once"
    stack.push(Counted((0, 0, 0), overlay=True))  # pause over the scores: drawn as usual
    stack.draw(surface, 0.0)
    stack.pop()
    table.colour = (50, 50, 50)  # e.g. the options changed the look meanwhile
    stack.draw(surface, 0.0)
    assert surface.get_at((20, 20))[:3] == (25, 25, 25)


def test_the_backdrop_is_kept_in_one_surface_made_before_the_first_overlay():
    stack, surface = SceneStack(), pygame.Surface((40, 40))
    room = stack.backdrop_surface(surface)  # at start-up: a screen-sized surface costs ~5 ms
    table = Counted((200, 100, 50))
    stack.push(table)
    stack.push(Counted((255, 255, 255), overlay=True, keeps=True))
    stack.draw(surface, 0.0)
    stack.pop()  # the next deal, and its scores
    table.colour = (50, 50, 50)
    stack.push(Counted((255, 255, 255), overlay=True, keeps=True))
    stack.draw(surface, 0.0)
    stack.draw(surface, 0.0)
    assert table.draws == 2
    assert stack.backdrop_surface(surface) is room, "no surface made in a frame"
    assert room.get_at((20, 20))[:3] == (25, 25, 25), "it holds the latest table, dimmed"
    assert stack.backdrop_surface(pygame.Surface((60, 40))) is not room  # another screen size
