"""Painted parts (game/engine/parts.py), kept text measurements and a kept overlay backdrop:
each is painted again exactly when what it shows changes."""
from __future__ import annotations

import pygame

from game.engine import theme
from game.engine.parts import PartCache, forget_all
from game.engine.scene import Scene, SceneStack
from game.engine.text import TextCache

FELT = (20, 90, 50)


def picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def paint_label(words: str, colour: tuple = (240, 230, 200)):  # noqa: ANN201
    text = TextCache()

    def paint(target: pygame.Surface) -> None:
        pygame.draw.rect(target, (10, 10, 10), (12, 12, 200, 50), border_radius=8)
        text.blit(target, words, 32, (20, 20), colour, True)
    return paint


def test_a_part_is_painted_once_per_key_and_again_when_its_key_changes():
    parts, surface, calls = PartCache(), pygame.Surface((300, 100)), []

    def paint(target: pygame.Surface) -> None:
        calls.append(1)
        target.fill((200, 0, 0), (10, 10, 50, 50))
    for key in ("a", "a", "a", "b", "a"):
        parts.draw(surface, (0, 0, 100, 100), key, paint)
    assert len(calls) == 2 and parts.painted == 2
    parts.draw(surface, (0, 0, 100, 100), "a", paint, scale=1.25)  # large text
    assert len(calls) == 3


def test_high_contrast_repaints_every_part():
    parts, surface, calls = PartCache(), pygame.Surface((100, 100)), []
    try:
        for contrast in (False, True, True, False):
            theme.LOOK.high_contrast = contrast
            parts.draw(surface, (0, 0, 50, 50), "same", lambda _s: calls.append(1))
    finally:
        theme.LOOK.high_contrast = False
    assert len(calls) == 2, "one painting per look"


def test_a_kept_part_looks_as_if_painted_straight_onto_the_felt():
    direct, kept = pygame.Surface((300, 100)), pygame.Surface((300, 100))
    parts = PartCache()
    for surface in (direct, kept):
        surface.fill(FELT)
    paint_label("Bot 2 TURN")(direct)
    for _ in range(2):  # painted, then blitted from the kept image
        kept.fill(FELT)
        parts.draw(kept, (0, 0, 300, 100), "plate", paint_label("Bot 2 TURN"))
    assert picture(kept) == picture(direct)


def test_words_kept_over_a_shade_drawn_each_frame_look_as_if_painted_on_it():
    direct, kept, parts = pygame.Surface((300, 100)), pygame.Surface((300, 100)), PartCache()
    text = TextCache()
    shade = pygame.Surface((280, 80), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 70))

    def words(target: pygame.Surface) -> None:
        text.blit(target, "8 cards  x2", 32, (20, 20), (240, 230, 200), True)
    for surface in (direct, kept):
        surface.fill(FELT)
        surface.blit(shade, (10, 10))
    words(direct)
    parts.draw(kept, (10, 10, 280, 80), "seat", words)
    assert picture(kept) == picture(direct)


def test_what_a_part_paints_outside_its_rectangle_is_cut_off_and_forget_all_repaints():
    parts, surface = PartCache(), pygame.Surface((200, 200))
    surface.fill(FELT)
    parts.draw(surface, (0, 0, 100, 100), "big", lambda s: s.fill((255, 0, 0)))
    assert surface.get_at((150, 150))[:3] == FELT
    forget_all()
    assert len(parts) == 0


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


def test_no_backdrop_is_kept_over_a_scene_that_runs_while_covered():
    stack, surface = SceneStack(), pygame.Surface((40, 40))
    table = Counted((200, 100, 50))
    table.update_when_covered = True
    stack.push(table)
    stack.push(Counted((255, 255, 255), overlay=True, keeps=True))
    for _ in range(3):
        stack.draw(surface, 0.0)
    assert table.draws == 3
