"""Card faces drawn ahead of need: in each frame's slack up to a budget of time, the faces
asked for first, the deck after, a change of look starting over; and faces drawn ahead are
the ones drawn on demand."""
from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.pass_game.deck import BASE_DECK, deck_for
from game.rules.pass_game.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.pass_game import card_art, face_baking
from scenes.pass_game.face_baking import FaceBaker, deck_faces
from scenes.pass_game.hand import HandFan
from scenes.pass_game.table import PassTable
from scenes.pass_game.trick import CARD_H, CARD_W, SMALL_H, SMALL_W

BIG, SMALL = (CARD_W, CARD_H), (SMALL_W, SMALL_H)


@pytest.fixture(autouse=True)
def fresh_faces():
    """Every test starts with no face drawn, in the normal look, and leaves it so."""
    card_art.forget_faces()
    theme.LOOK.high_contrast = False
    yield
    theme.LOOK.high_contrast = False
    card_art.forget_faces()


def cached(label: str, up: bool, size: tuple[int, int]) -> bool:
    """Whether this face was drawn already (if not, asking draws it: ask last)."""
    return card_art.draw_face_ahead(label, up, *size) == 0


def frames(baker: FaceBaker, n: int) -> int:
    """Step `n` frames of no time to spare (one face each); how many faces were drawn."""
    return sum(baker.step(budget=0) for _ in range(n))


def test_a_frame_draws_faces_until_its_budget_is_spent():
    baker = FaceBaker(["7>8", "8>9", "9>T", "T>J"], [BIG])  # eight faces
    ticks = iter(range(100))
    clock = lambda: next(ticks) / 1000  # noqa: E731 - a face takes 1 ms on this clock
    assert baker.step(0.0025, clock) == 3, "drawn at 0, 1 and 2 ms; 3 ms is over budget"
    assert baker.step(0.0025, clock) == 3
    assert baker.step(0.0025, clock) == 2 and baker.done
    assert baker.step(0.0025, clock) == 0


def test_the_deck_is_every_face_at_every_size_start_has_one_side():
    faces = deck_faces(deck_for(4), [BIG, SMALL])
    labels = set(BASE_DECK)
    assert len(faces) == len(set(faces)) == (2 * len(labels) - 1) * 2
    assert ("START", True, *BIG) not in faces and ("START", False, *SMALL) in faces
    assert all(not up for _l, up, _w, _h in faces[:2 * len(labels)]), "basic sides first"
    assert len(deck_faces(deck_for(5), [BIG])) > len(deck_faces(deck_for(4), [BIG]))


def test_faces_are_drawn_once_the_frame_is_shown_however_many_updates_it_runs(monkeypatch):
    table, _match = two_seat_table()
    first, second = list(table.baker.urgent)[:2]
    for _ in range(4):  # a sped-up demo's frame
        table.update(1 / 60)
    assert first in table.baker.urgent, "updates draw no face: the picture waits for none"
    monkeypatch.setattr(face_baking, "BUDGET", 0.0)  # a frame with no slack: one face
    table.after_present()
    assert first not in table.baker.urgent and second in table.baker.urgent
    assert cached(first[0], first[1], first[2:])


def test_faces_asked_for_come_before_the_deck_and_each_is_drawn_once():
    baker = FaceBaker(["7>8", "8>9"], [BIG])
    baker.want([("Q>K", True), ("Q>K", True), ("START", True), ("START", False)], SMALL)
    assert frames(baker, 2) == 2
    assert cached("Q>K", True, SMALL) and cached("START", False, SMALL)
    assert not baker.done
    assert frames(baker, 10) == 4  # the deck's four faces; START's missing side never asked
    assert baker.done and frames(baker, 3) == 0


def test_faces_already_shown_are_passed_over_not_drawn_again():
    card_art.card_face("7>8", False, *BIG)
    face = card_art.card_face("7>8", False, *BIG)
    baker = FaceBaker(["7>8", "8>9"], [BIG])
    assert frames(baker, 1) == 1
    assert cached("8>9", False, BIG)
    assert card_art.card_face("7>8", False, *BIG) is face


def test_high_contrast_starts_the_deck_over_with_its_thicker_edges():
    baker = FaceBaker(["7>8"], [BIG])
    assert frames(baker, 5) == 2 and baker.done
    normal = card_art.card_face("7>8", False, *BIG)
    theme.LOOK.high_contrast = True
    assert not cached("7>8", True, BIG)
    assert frames(baker, 5) == 1, "the other side was just drawn by the check above"
    thick = card_art.card_face("7>8", False, *BIG)
    assert thick is not normal
    edge = theme.edge_width(2)
    assert thick.get_at((CARD_W // 2, edge - 1)) != normal.get_at((CARD_W // 2, edge - 1))


def test_a_face_drawn_ahead_is_the_face_shown():
    baker = FaceBaker(["T>TT", "A>AA"], [BIG])
    frames(baker, 4)
    ahead = card_art.card_face("T>TT", True, *BIG)
    card_art.forget_faces()
    fresh = card_art.card_face("T>TT", True, *BIG)
    assert ahead is not fresh
    assert pygame.image.tobytes(ahead, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def two_seat_table() -> tuple[PassTable, object]:
    """A PASS table for two, shown to seat 0 (a person; seat 1 an easy bot), and its match."""
    ctx = make_test_context()
    hands = [["9>T", "9>8", "K>A", "A>K", "A>2", "2>A", "5>6", "5>4", "5>55", "5>J", "7>8",
              "7>6", "Q>K"],
             ["START", "9>99", "8>9", "T>J", "T>9", "T>TT", "J>Q", "J>T", "J>JJ", "3>4", "3>2",
              "4>5", "4>3"]]  # seat 1 holds START and leads
    match = GAME.new_match(2, 1, {}, [{"hands": hands}])
    seats = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i],
                      None if i == 0 else "easy") for i in range(2)]
    table = PassTable(ctx, ctx.layout("pass", 2), seats, match.options)
    table.show(match.view(0), 0)
    return table, match


def test_the_table_draws_the_next_sets_faces_and_the_viewers_hand_first():
    table, match = two_seat_table()
    fan = HandFan.card_size(table.hand_rect)
    assert ("K>A", True, *fan) in table.baker.urgent, "a flip shows the other side"
    first = next(iter(table.baker.urgent))
    table.after_present()
    assert cached(first[0], first[1], first[2:]), "a frame shown draws a face"
    table.animate(match.apply_text("play 9>99^"), match.view(0))
    assert ("9>99", True, *SMALL) in table.baker.urgent, "next shown among the earlier sets"
    frames(table.baker, len(table.baker.urgent))
    assert cached("9>99", True, SMALL) and cached("K>A", True, fan)
