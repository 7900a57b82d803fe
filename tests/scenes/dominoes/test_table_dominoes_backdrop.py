"""The dominoes table's backdrop: a frame drawn over it is the table drawn whole, each part
is drawn again exactly when what it shows changes, and the screen check still notes it all."""
from __future__ import annotations

import itertools
import random

import pygame
import pytest
from dominoes_table_helpers import make

from game.engine import draw, drawn, theme
from game.engine.context import make_test_context
from game.rules.dominoes.moves import DRAW, PASS, Play
from scenes.dominoes import paint
from scenes.dominoes.backdrop import Backdrop, parts


@pytest.fixture(autouse=True)
def normal_look():
    theme.LOOK.high_contrast = False
    yield
    theme.LOOK.high_contrast = False


def felt_for(table) -> pygame.Surface:
    return draw.felt_surface(table.ctx.layout("dominoes", len(table.seats)))


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def kept_frame(table, felt: pygame.Surface) -> pygame.Surface:
    """A frame as the table scene draws it: the backdrop, then the pieces over it."""
    surface = pygame.Surface(felt.get_size())
    surface.blit(table.backdrop(felt), (0, 0))
    table.draw(surface, 1.0)
    return surface


def whole_frame(table, felt: pygame.Surface) -> pygame.Surface:
    """The same frame with every piece drawn on the felt, nothing kept."""
    surface = felt.copy()
    paint.draw_table(table, surface, 1.0)
    return surface


def step(match, table, rng: random.Random) -> None:
    """One move (placing when possible) or the next deal, handed to the table to animate."""
    if match.between_deals:
        events = match.start_next_deal()
    else:
        legal = match.legal_moves()
        events = match.apply(rng.choice([m for m in legal if isinstance(m, Play)] or legal))
    table.animate(events, match.view(0))


def same_frames(table, felt: pygame.Surface, updates: int, compared: tuple[int, ...]) -> int:
    """Step the table's animations `updates` times; at the steps in `compared`, the frame
    over the backdrop must be the table drawn whole. How many frames were compared."""
    for k in range(updates):
        table.update(1 / 60)
        if k in compared:
            assert pixels(kept_frame(table, felt)) == pixels(whole_frame(table, felt)), k
    return len(compared)


@pytest.mark.parametrize(("players", "look"), [(2, "plain"), (3, "large"), (4, "contrast")])
def test_every_frame_over_the_backdrop_is_the_table_drawn_whole(players, look):
    ctx, match, table = make(players, seed=players, speed="normal", teams=players == 4)
    ctx.text.set_large(look == "large")
    theme.LOOK.high_contrast = look == "contrast"
    felt, rng = felt_for(table), random.Random(players)
    compared = same_frames(table, felt, 40, (1, 12, 39))  # the first deal
    for _ in range(16):  # tiles flying, landing, the train sliding, bubbles
        step(match, table, rng)
        compared += same_frames(table, felt, 30, (2, 20, 29))
    while not match.between_deals:
        step(match, table, rng)
        table.timeline.skip()
        table.update(1 / 60)
    step(match, table, rng)  # the train gathered, the next deal
    compared += same_frames(table, felt, 90, (10, 40, 89))
    assert compared == 54 and table.kept.redrawn["train"] > 10


def test_a_long_train_and_the_everything_view_are_drawn_the_same_kept_or_whole():
    _, match, table = make(2, seed=7)
    felt, rng = felt_for(table), random.Random(7)
    while not match.between_deals:
        step(match, table, rng)
        table.timeline.skip()
        table.update(1 / 60)
    table.show(match.view_all(), None)
    assert len(table.train) >= 10
    assert pixels(kept_frame(table, felt)) == pixels(whole_frame(table, felt))


def redrawn_by(table, felt: pygame.Surface, match, move) -> set[str]:
    """The parts of the backdrop drawn again once `move` is played and has landed."""
    before = table.kept.redrawn.copy()
    table.animate(match.apply(move), match.view(0))
    table.timeline.skip()
    table.update(1 / 60)
    kept_frame(table, felt)
    return {name for name in table.kept.redrawn if table.kept.redrawn[name] != before[name]}


def a_play(match) -> Play | None:
    return next((m for m in match.legal_moves() if isinstance(m, Play)), None)


def test_a_part_is_drawn_again_exactly_when_what_it_shows_changes():
    _, match, table = make(3, seed=4)  # a first round with a play, a draw and a pass
    felt = felt_for(table)
    table.timeline.skip()
    table.update(1 / 60)
    kept_frame(table, felt)
    # The lead opens the boneyard (its count turns from dim to bright).
    assert redrawn_by(table, felt, match, a_play(match)) == {"boneyard", "train",
                                                              f"seat {match.movers[-1]}"}
    before = table.kept.redrawn.copy()
    kept_frame(table, felt)
    table.update(1 / 60)
    kept_frame(table, felt)
    assert table.kept.redrawn == before, "nothing changed: nothing drawn again"
    seen = set()
    while len(seen) < 3:
        mover, play = match.to_move, a_play(match)
        if play is not None:
            scores = match.view(0).scores
            parts = redrawn_by(table, felt, match, play)
            # Ends that add up to a multiple of five score at once.
            scored = {"scores"} if match.view(0).scores != scores else set()
            assert parts == {"train", f"seat {mover}"} | scored
            seen.add("play")
        elif DRAW in match.legal_moves():
            assert redrawn_by(table, felt, match, DRAW) == {"boneyard", f"seat {mover}"}
            seen.add("draw")
        else:
            assert redrawn_by(table, felt, match, PASS) == set(), "a pass shows a bubble only"
            seen.add("pass")
    assert seen == {"play", "draw", "pass"}


def test_a_tile_landing_draws_again_only_round_itself():
    _, match, table = make(2, seed=5)
    felt = felt_for(table)
    table.timeline.skip()
    table.update(1 / 60)
    for _ in range(3):
        redrawn_by(table, felt, match, a_play(match) or DRAW)
    whole = pygame.Rect(table.geo.full_train)
    landed = 0
    for _ in range(6):
        play = a_play(match)
        if play is None:
            redrawn_by(table, felt, match, DRAW if DRAW in match.legal_moves() else PASS)
            continue
        length = table.placed.length
        if "train" not in redrawn_by(table, felt, match, play) or table.placed.length != length:
            continue  # a train laid out again at a smaller size is drawn again whole
        area = sum(r.w * r.h for r in table.kept.restored["train"])
        assert 0 < area < whole.w * whole.h // 20, "round the new tile only"
        assert pixels(kept_frame(table, felt)) == pixels(whole_frame(table, felt))
        landed += 1
    assert landed >= 3


def test_the_parts_never_overlap_and_the_train_stays_between_the_panels():
    for players, large in itertools.product((2, 3, 4), (False, True)):
        ctx = make_test_context(large_text=large)
        ctx.apply_look()
        _, _, table = make(players)
        table.ctx.text.set_large(large)
        regions = {p.name: p.region for p in parts(table)}
        for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
            assert not ra.colliderect(rb), (players, large, a, b)
        assert regions["train"].contains(pygame.Rect(table.geo.full_train))


def test_a_new_look_makes_the_base_again():
    _, _, table = make(2)
    table.timeline.skip()
    table.update(1 / 60)
    felt = felt_for(table)
    first = pixels(table.backdrop(felt))
    assert table.backdrop(felt) is table.kept.image, "one image, kept"
    table.ctx.text.set_large(True)
    larger = pixels(table.backdrop(felt))
    assert larger != first, "the headings grew with the text"
    theme.LOOK.high_contrast = True
    dark = felt_for(table)
    assert dark is not felt
    contrast = kept_frame(table, dark)
    assert pixels(contrast) == pixels(whole_frame(table, dark)) != larger


def test_the_screen_check_notes_the_kept_parts_where_they_show():
    _, match, table = make(2)
    table.timeline.skip()
    table.update(1 / 60)
    felt = felt_for(table)
    quiet = kept_frame(table, felt)
    screen = pygame.Surface(felt.get_size())
    sheet = drawn.listen(screen)
    try:
        assert table.backdrop(felt) is felt, "drawn whole while the check listens"
        screen.blit(felt, (0, 0))
        table.draw(screen, 1.0)
    finally:
        drawn.stop()
    words = {t.words for t in sheet.texts}
    view = match.view(0)
    assert {"Boneyard", f"{view.boneyard} tiles", f"Score · to {view.target}",
            f"Your hand: {view.pips} pips"} <= words
    panels = [p.rect for p in sheet.panels]
    assert pygame.Rect(table.geo.boneyard) in panels and pygame.Rect(table.geo.score) in panels
    assert pixels(screen) == pixels(quiet), "the same picture either way"


def test_a_fresh_backdrop_before_any_view_is_the_felt():
    _, _, table = make(2)
    table.view = None
    felt = felt_for(table)
    assert table.backdrop(felt) is felt
    assert isinstance(Backdrop().compose(felt, table), pygame.Surface)
