"""The still layer: parts drawn again exactly when they (or a part under or over them)
change, and the layer always the picture of every still part drawn afresh."""
from __future__ import annotations

import random

import pygame

from game.engine import drawn
from scenes.pass_game.still_layer import Part, StillLayer

SIZE = (400, 300)


def base() -> pygame.Surface:
    image = pygame.Surface(SIZE)
    for x in range(0, SIZE[0], 20):  # a patterned backdrop: a stale pixel shows
        pygame.draw.line(image, (40, 90 + x % 60, 70), (x, 0), (x, SIZE[1]), 7)
    return image


def box(name: str, rect: tuple[int, int, int, int], colour: tuple[int, ...],
        moving: bool = False) -> Part:
    """A translucent box (what is under it shows through: the order counts)."""
    area = pygame.Rect(rect)

    def paint(surface: pygame.Surface) -> None:
        if not area.w or not area.h:
            return  # a part that shows nothing (a set still flying in)
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        layer.fill(colour)
        surface.blit(layer, area)
        drawn.note_panel(surface, area, name)

    return Part(name, None if moving else (rect, colour), lambda: area, paint)


def fresh(parts: list[Part], backdrop: pygame.Surface) -> bytes:
    image = backdrop.copy()
    for part in parts:
        if part.key is None:
            break
        part.paint(image)
    return pygame.image.tobytes(image, "RGB")


def test_nothing_changed_draws_nothing_again():
    layer, backdrop = StillLayer(), base()
    parts = [box("a", (10, 10, 50, 50), (200, 0, 0, 120)), box("b", (200, 10, 50, 50),
                                                              (0, 0, 200, 120))]
    assert layer.update(backdrop, parts) == 2
    image = layer.image
    assert layer.drawn == ["a", "b"]
    assert layer.update(backdrop, list(parts)) == 2
    assert layer.image is image and layer.drawn == []


def redraws(before: list[Part], after: list[Part]) -> list[str]:
    """The parts drawn again going from `before` to `after` (the layer is then the fresh
    picture of `after`)."""
    layer, backdrop = StillLayer(), base()
    layer.update(backdrop, before)
    layer.update(backdrop, after)
    assert pygame.image.tobytes(layer.image, "RGB") == fresh(after, backdrop)
    return layer.drawn


def test_a_change_draws_that_part_and_those_overlapping_it_again_in_order():
    under = box("under", (10, 10, 80, 80), (200, 0, 0, 120))
    apart = box("apart", (300, 200, 50, 50), (0, 200, 0, 120))
    over = box("over", (60, 60, 80, 80), (0, 0, 200, 120))
    moved_over = box("over", (70, 60, 80, 80), (0, 0, 200, 120))
    assert redraws([under, apart, over], [under, apart, moved_over]) == ["under", "over"]


def test_a_part_appearing_is_drawn_over_what_is_under_it_and_under_what_covers_it():
    under = box("under", (10, 10, 80, 80), (200, 0, 0, 120))
    empty = box("set", (0, 0, 0, 0), (0, 0, 0, 0))
    over = box("over", (150, 150, 80, 80), (0, 200, 0, 120))
    landed = box("set", (60, 60, 60, 60), (0, 0, 200, 120))
    assert redraws([under, empty, over], [under, landed, over]) == ["set"]
    bigger = box("set", (60, 60, 120, 120), (0, 0, 200, 120))
    assert redraws([under, landed, over], [under, bigger, over]) == ["under", "set", "over"]


def test_a_part_that_starts_moving_leaves_the_layer_with_all_after_it():
    layer, backdrop = StillLayer(), base()
    parts = [box("a", (10, 10, 50, 50), (200, 0, 0, 120)),
             box("b", (40, 40, 50, 50), (0, 0, 200, 120)),
             box("c", (200, 100, 50, 50), (0, 200, 0, 120))]
    layer.update(backdrop, parts)
    shaking = [parts[0], box("b", (44, 40, 50, 50), (0, 0, 200, 120), moving=True), parts[2]]
    assert layer.update(backdrop, shaking) == 1
    assert pygame.image.tobytes(layer.image, "RGB") == fresh(shaking, backdrop)
    assert layer.update(backdrop, parts) == 3
    assert pygame.image.tobytes(layer.image, "RGB") == fresh(parts, backdrop)


def test_any_run_of_changes_leaves_the_picture_of_a_fresh_draw():
    rng = random.Random(5)
    layer, backdrop = StillLayer(), base()
    names = "abcdefg"

    def random_box(name: str) -> Part:
        rect = (rng.randrange(0, 330), rng.randrange(0, 230), rng.randrange(5, 70),
                rng.randrange(5, 70)) if rng.random() < 0.8 else (0, 0, 0, 0)
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256),
                  rng.randrange(40, 256))
        return box(name, rect, colour, moving=rng.random() < 0.1)

    parts = [random_box(n) for n in names]
    for _ in range(300):
        for _ in range(rng.randrange(1, 3)):
            i = rng.randrange(len(parts))
            parts[i] = random_box(parts[i].name)
        if rng.random() < 0.1:  # a part comes or goes (advice covers the hint band)
            parts = [p for p in parts if p.name != "d"] if any(p.name == "d" for p in parts) \
                else [*parts[:3], random_box("d"), *parts[3:]]
        held = layer.update(backdrop, parts)
        assert held == next((i for i, p in enumerate(parts) if p.key is None), len(parts))
        assert pygame.image.tobytes(layer.image, "RGB") == fresh(parts, backdrop)


def test_a_new_backdrop_starts_afresh():
    layer = StillLayer()
    parts = [box("a", (10, 10, 50, 50), (200, 0, 0, 120)), box("b", (20, 200, 50, 50),
                                                              (0, 0, 200, 120), moving=True)]
    layer.update(base(), parts)
    other = base()
    other.fill((0, 0, 0), (0, 0, 100, 100))
    assert layer.update(other, parts) == 1
    assert layer.drawn == ["a"]
    assert pygame.image.tobytes(layer.image, "RGB") == fresh(parts, other)


def test_parts_drawn_while_no_check_listened_are_drawn_again_noted_when_one_does():
    layer, backdrop = StillLayer(), base()
    parts = [box("a", (10, 10, 50, 50), (200, 0, 0, 120)), box("b", (20, 200, 50, 50),
                                                              (0, 0, 200, 120))]
    layer.update(backdrop, parts)
    screen = pygame.Surface(SIZE)
    sheet = drawn.listen(screen)
    try:
        layer.replay(screen, 2)
        assert sheet.panels == [], "drawn unnoted"
        assert layer.update(backdrop, parts) == 2
        assert layer.drawn == ["a", "b"]
        layer.replay(screen, 1)
    finally:
        drawn.stop()
    assert [(p.name, tuple(p.rect)) for p in sheet.panels] == [("a", (10, 10, 50, 50))]
    assert pygame.image.tobytes(layer.image, "RGB") == fresh(parts, backdrop)
    layer.update(backdrop, parts)
    assert layer.drawn == [], "noted parts are kept when no check listens"
