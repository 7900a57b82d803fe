"""A card that grows as it turns over is drawn once at the size it is drawn from, then
scaled: no frame of the flip draws a face or a back at a size of its own."""
from __future__ import annotations

from game.engine.context import make_test_context
from scenes.take_or_pass.card_art import CardArt
from scenes.take_or_pass.geometry import CENTRE_CARD, PILE_CARD


def test_a_growing_flip_draws_one_back_and_one_face_whatever_its_sizes() -> None:
    art = CardArt(make_test_context().text)
    (small_w, small_h), (big_w, big_h) = PILE_CARD, CENTRE_CARD
    sizes = []
    for step in range(21):
        p = step / 20
        w, h = int(small_w + (big_w - small_w) * p), int(small_h + (big_h - small_h) * p)
        frame = art.flip_frame(17, w, h, p, (big_w, big_h))
        sizes.append(frame.get_size())
        assert frame.get_height() == h and frame.get_width() <= w
    assert len(art._cache) == 2  # the back and the face, both at the centre card's size
    assert ("face", 17, big_w, big_h, False, False) in art._cache
    assert len(set(sizes)) > 15  # the frames did pass through many sizes


def test_a_flip_drawn_at_its_own_size_ends_on_the_face_as_drawn() -> None:
    art = CardArt(make_test_context().text)
    w, h = CENTRE_CARD
    last = art.flip_frame(17, w, h, 1.0, (w, h))
    face = art.face(17, w, h)
    assert last.get_size() == face.get_size()
    assert all(last.get_at((x, y)) == face.get_at((x, y))
               for x in range(0, w, 7) for y in range(0, h, 7))
