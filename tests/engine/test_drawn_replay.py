"""Notes of an image made once and shown later: `noting` keeps them apart from the screen's
sheet, `replay` puts them on it where the image shows, in the order they were drawn."""
from __future__ import annotations

import pygame

from game.engine import drawn, theme
from game.engine.context import make_test_context


def draw_notes(ctx, image: pygame.Surface) -> None:
    drawn.note_panel(image, (10, 10, 100, 40), "first")
    ctx.text.blit(image, "Supply", theme.TEXT_MIN, (20, 60), theme.TEXT)
    drawn.note_panel(image, (10, 100, 100, 40), "last")


def test_notes_on_an_image_are_kept_apart_and_replayed_in_order():
    ctx = make_test_context()
    screen = pygame.Surface((400, 300))
    image = pygame.Surface((400, 300))
    image.fill((30, 90, 60))
    sheet = drawn.listen(screen)
    try:
        drawn.layer("0:Table")
        drawn.note_panel(screen, (0, 0, 5, 5), "before")
        with drawn.noting(image) as notes:
            draw_notes(ctx, image)
        assert drawn.SHEET is sheet, "the check's sheet is back"
        assert [p.name for p in sheet.panels] == ["before"] and not sheet.texts
        drawn.replay(pygame.Surface((400, 300)), notes)  # not the screen: nothing noted
        assert len(sheet.panels) == 1
        drawn.replay(screen, notes)
    finally:
        drawn.stop()
    assert [p.name for p in sheet.panels] == ["before", "first", "last"]
    (text,) = sheet.texts
    assert text.words == "Supply" and text.behind == (30, 90, 60)
    assert sheet.panels[1].order < text.order < sheet.panels[2].order
    assert {n.layer for n in [*sheet.panels, text]} == {"0:Table"}


def test_an_image_made_while_no_check_listens_still_has_its_notes():
    ctx = make_test_context()
    image = pygame.Surface((400, 300))
    with drawn.noting(image) as notes:
        draw_notes(ctx, image)
    assert drawn.SHEET is None
    assert [p.name for p in notes.panels] == ["first", "last"] and len(notes.texts) == 1
    drawn.replay(image, notes)  # no check listens: nothing to do, nothing fails


def test_a_game_with_no_check_takes_no_notes_and_draws_the_same(monkeypatch):
    ctx = make_test_context()
    noted, bare = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    for image in (noted, bare):
        image.fill((30, 90, 60))
    with drawn.noting(noted) as kept:
        draw_notes(ctx, noted)
    monkeypatch.setattr(drawn, "KEEP_NOTES", False)  # a game: no check ever listens
    with drawn.noting(bare) as notes:
        draw_notes(ctx, bare)
    assert drawn.SHEET is None
    assert not notes.panels and not notes.texts and len(kept.texts) == 1
    assert pygame.image.tobytes(noted, "RGB") == pygame.image.tobytes(bare, "RGB")
    screen = pygame.Surface((400, 300))
    sheet = drawn.listen(screen)  # a check listening now still gets what is drawn meanwhile
    try:
        with drawn.noting(bare) as notes:
            draw_notes(ctx, bare)
    finally:
        drawn.stop()
    assert len(notes.texts) == 1 and not sheet.texts
