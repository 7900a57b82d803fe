"""The backdrop (game/engine/backdrop.py): parts drawn once, drawn again exactly when what they
show changes (with the parts they cross), the image always equal to a fresh drawing, and what
the parts noted replayed for the screen check."""
from __future__ import annotations

import pygame

from game.engine import drawn, theme
from game.engine.backdrop import Backdrop, Part, crossing
from game.engine.text import TextCache

SIZE = (400, 300)


def felt() -> pygame.Surface:
    """A felt with a pattern, so a part restored in the wrong place would show."""
    surface = pygame.Surface(SIZE)
    for x in range(0, SIZE[0], 10):
        pygame.draw.line(surface, (30, 90 + x % 60, 50), (x, 0), (x, SIZE[1]))
    return surface


class Board:
    """Three pieces: a translucent square, a square over it, a label far away."""

    def __init__(self) -> None:
        self.colour = (200, 40, 40)
        self.shade = 90
        self.words = "7 left"
        self.text = TextCache()

    def parts(self) -> list[Part]:
        return [
            Part("shade", self.shade, pygame.Rect(20, 20, 120, 120), self.draw_shade),
            Part("square", self.colour, pygame.Rect(80, 80, 100, 100), self.draw_square),
            Part("label", self.words, pygame.Rect(250, 200, 140, 80), self.draw_label),
        ]

    def draw_shade(self, surface: pygame.Surface) -> None:
        layer = pygame.Surface((120, 120), pygame.SRCALPHA)
        layer.fill((0, 0, 0, self.shade))
        surface.blit(layer, (20, 20))
        drawn.note_panel(surface, (20, 20, 120, 120), "shade")

    def draw_square(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, self.colour, (80, 80, 100, 100), border_radius=12)

    def draw_label(self, surface: pygame.Surface) -> None:
        self.text.blit(surface, self.words, theme.TEXT_MIN, (260, 210), theme.TEXT)

    def fresh(self, under: pygame.Surface) -> pygame.Surface:
        """Every part drawn afresh on a copy of `under`."""
        image = under.copy()
        for part in self.parts():
            part.draw(image)
        return image


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_nothing_is_drawn_again_while_nothing_changes() -> None:
    board, back, under = Board(), Backdrop(), felt()
    first = back.compose(under, board.parts())
    assert back.drawn_parts == 3
    for _ in range(5):
        assert back.compose(under, board.parts()) is first
    assert back.drawn_parts == 3
    assert same(first, board.fresh(under))


def test_a_change_draws_that_part_and_those_it_crosses_only() -> None:
    board, back, under = Board(), Backdrop(), felt()
    back.compose(under, board.parts())
    board.colour = (40, 40, 200)
    image = back.compose(under, board.parts())
    assert back.drawn_parts == 3 + 2  # the square, and the shading under it; not the label
    assert same(image, board.fresh(under))
    board.words = "6 left"
    image = back.compose(under, board.parts())
    assert back.drawn_parts == 3 + 2 + 1
    assert same(image, board.fresh(under))


def test_shading_under_a_changed_part_is_not_darkened_twice() -> None:
    board, back, under = Board(), Backdrop(), felt()
    back.compose(under, board.parts())
    for shade in (120, 60, 60, 200):
        board.shade = shade
        assert same(back.compose(under, board.parts()), board.fresh(under))


def test_a_part_that_moves_or_goes_leaves_only_felt_behind() -> None:
    board, back, under = Board(), Backdrop(), felt()
    back.compose(under, board.parts())
    moved = [*board.parts()[:2],
             Part("label", board.words, pygame.Rect(20, 200, 140, 80),
                  lambda s: board.text.blit(s, board.words, theme.TEXT_MIN, (30, 210)))]
    image = back.compose(under, moved)
    expected = under.copy()
    for part in moved:
        part.draw(expected)
    assert same(image, expected)
    kept = board.parts()[:2]
    image = back.compose(under, kept)
    expected = under.copy()
    for part in kept:
        part.draw(expected)
    assert same(image, expected)


def test_a_part_paints_only_its_area() -> None:
    back, under = Backdrop(), felt()
    spill = Part("spill", 1, pygame.Rect(10, 10, 50, 50),
                 lambda s: s.fill((255, 255, 255), (0, 0, 100, 100)))
    image = back.compose(under, [spill])
    assert image.get_at((30, 30))[:3] == (255, 255, 255)
    assert image.get_at((80, 80)) == under.get_at((80, 80))


def test_a_new_felt_draws_everything_again() -> None:
    board, back = Board(), Backdrop()
    back.compose(felt(), board.parts())
    other = felt()
    other.fill((10, 10, 10))
    image = back.compose(other, board.parts())
    assert back.drawn_parts == 6
    assert same(image, board.fresh(other))


def test_text_that_takes_its_colour_from_behind_it_matches_a_fresh_drawing() -> None:
    # In high contrast a text's colour follows what is behind it: a part is never drawn in
    # pieces over its own old picture.
    theme.LOOK.high_contrast = True
    try:
        board, back, under = Board(), Backdrop(), felt()
        board.words = "WWWWWWWWWW"
        over = Part("over", "fixed", pygame.Rect(200, 190, 200, 100),
                    lambda s: board.text.blit(s, "MMMM over", theme.TEXT_MIN, (210, 212)))
        back.compose(under, [*board.parts(), over])
        board.words = "i"
        parts = [*board.parts(), over]
        expected = under.copy()
        for part in parts:
            part.draw(expected)
        assert same(back.compose(under, parts), expected)
    finally:
        theme.LOOK.high_contrast = False


def test_crossing_follows_parts_that_cross_parts_drawn_again() -> None:
    chain = [Part(str(i), 0, pygame.Rect(i * 50, 0, 60, 10), lambda s: None) for i in range(4)]
    far = Part("far", 0, pygame.Rect(0, 200, 10, 10), lambda s: None)
    assert crossing([*chain, far], {"0"}, []) == {"0", "1", "2", "3"}
    assert crossing([*chain, far], set(), [pygame.Rect(0, 195, 5, 10)]) == {"far"}


def test_what_the_parts_noted_is_noted_where_the_backdrop_shows() -> None:
    board, back, under = Board(), Backdrop(), felt()
    outer = pygame.Surface(SIZE)
    sheet = drawn.listen(outer)
    try:
        back.compose(under, board.parts())  # drawn on the backdrop: not noted on the screen
        assert not sheet.texts and not sheet.panels
        back.replay(outer)
        back.replay(outer)
    finally:
        drawn.stop()
    assert [t.words for t in sheet.texts] == ["7 left", "7 left"]
    assert [p.name for p in sheet.panels] == ["shade", "shade"]
    orders = [n.order for n in sorted([*sheet.texts, *sheet.panels], key=lambda n: n.order)]
    assert [type(n).__name__ for n in sorted([*sheet.texts, *sheet.panels],
                                              key=lambda n: n.order)] == \
        ["DrawnPanel", "DrawnText", "DrawnPanel", "DrawnText"]
    assert orders == sorted(set(orders))
    back.replay(outer)  # nobody listening: nothing kept, nothing fails
    assert drawn.SHEET is None
