"""Nothing on a table covers anything else: each seat's TURN tag stays clear of its plate's
edge, PASS's "X played ..." pill stays clear of the cards above it and the status band
under it, and a first-time rule line covers none of them, nor the panels, the move log and
the turn banner, for every game and player count, in normal and large text, at 1920x1080
and at 1280x720 (the logical frame scaled by two thirds: a gap must survive the scaling)."""
from __future__ import annotations

import itertools
import math
import random

import pygame
import pytest
from test_flow_driver import make_setup

from game.engine import theme
from game.engine.context import make_test_context
from game.registry import GAMES
from scenes.app import flow
from scenes.frame import seat_plates as plates
from scenes.frame.match_setup import SHARED
from scenes.frame.table import TableScene
from scenes.pass_game import paint as pass_paint
from scenes.pass_game.trick import CARD_H, label_words

WINDOWS = [(1920, 1080), (1280, 720)]
TIP = "A bomb: four of a kind beats any set but a higher bomb; five of a kind beats everything."
CASES = [(g.slug, n) for g in GAMES for n in g.players]
#: Where the pieces in the middle of the table lie, which move aside for advice.
MIDDLE = ("trick", "train", "card", "pile", "hand")


def on_window(rect: pygame.Rect, window: tuple[int, int]) -> pygame.Rect:
    """`rect` of the logical frame as the window shows it: every pixel it touches."""
    k = window[0] / theme.SCREEN_SIZE[0]
    left, top = math.floor(rect.x * k), math.floor(rect.y * k)
    return pygame.Rect(left, top, math.ceil(rect.right * k) - left,
                       math.ceil(rect.bottom * k) - top)


def human_to_move(slug: str, players: int, large: bool) -> TableScene:
    """A match with the human at seat 0 to move, something already played when the game has
    a trick (PASS's label shows then)."""
    ctx = make_test_context(large_text=large)
    scene = flow.start_match(ctx, make_setup(slug, {0: SHARED}, players, seed=players))
    rng = random.Random(players)
    for _ in range(400):
        while ctx.stack.top is not scene:
            ctx.stack.pop()
        trick = getattr(scene.match.view(0), "trick", None)
        if scene.match.to_move == 0 and (trick is None or trick):
            break
        scene.try_move(rng.choice(scene.match.legal_moves()))
    scene.update(0.0)  # the table is offered the human's moves
    assert scene.match.to_move == 0
    return scene


def boxes(scene: TableScene) -> list[tuple[str, pygame.Rect, pygame.Rect | None]]:
    """(what, rect, the rect it must stay inside, or None) for each part checked."""
    text = scene.ctx.text
    out: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
    for info in scene.seats:
        plate = plates.seat_rect(scene.layout, info.seat, bool(scene.table.status(info.seat)))
        name_row = pygame.Rect(plate.x, plate.y, plate.w, plates.PLATE_H)
        inner = name_row.inflate(-2 * (plates.BORDER + plates.TAG_CLEAR),
                                 -2 * (plates.BORDER + plates.TAG_CLEAR))
        tag = plates.plate_parts(text, info, name_row, acting=True).tag_rect
        assert tag is not None
        out.append((f"seat {info.seat} TURN tag", tag, inner))
    trick = getattr(scene.table, "trick", None)
    if trick is not None:  # PASS: the set, its label pill, the status band
        view = scene.table.view
        last = view.trick[-1]
        _words, _img, pill = trick.label_box(scene.ctx, *label_words(last, scene.seats[last.seat]))
        cards = trick.set_rects(trick.width_of(last))
        rows = trick.status_rows(scene.ctx, pass_paint.status_lines(scene.table))
        assert len(rows) == 2, "the label shows beside a two-row band"
        out.append(("played pill", pill, trick.rect))
        out.append(("status band", trick.status_band(len(rows)), trick.rect))
        out += [(f"card {i}", card, None) for i, card in enumerate(cards)]
        assert all(card.h == CARD_H for card in cards)
    return out


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize(("slug", "players"), CASES)
def test_tags_pills_and_bands_never_overlap(monkeypatch: pytest.MonkeyPatch, slug: str,
                                           players: int, large: bool) -> None:
    scene = human_to_move(slug, players, large)
    scene.tips.line, scene.tips.time = TIP, 5.0  # a first-time rule line showing meanwhile
    scene.chrome.message_time = 0.0  # (a notice would take the banner's place before it)
    scene.update(0.0)  # the table makes room for the line
    scene.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)  # what is checked is what draws
    tip = scene.tips.rect
    assert tip is not None, "the rule line shows"
    # The panels beside the middle of the table (a supply, a score board, the controls, a
    # boneyard), the move log and the turn banner must stay readable beside the line.
    panels = [(f"{name} panel", pygame.Rect(scene.layout.rect(name)), None)
              for name in scene.layout.names()
              if name not in MIDDLE and not name.startswith("seat")]
    banner = plates.draw_banner(scene.ctx, pygame.Surface(theme.SCREEN_SIZE), scene.banner(),
                                plates.banner_span(scene.layout)).inflate(40, 14)
    parts = [*boxes(scene), *panels, ("rule tip", tip, pygame.Rect((0, 0), theme.SCREEN_SIZE))]
    theme.LOOK.high_contrast = False
    for window in WINDOWS:
        shown = [(what, on_window(rect, window), inside and on_window(inside, window))
                 for what, rect, inside in parts]
        where = f"{slug} x{players}, {'large' if large else 'normal'} text, {window}"
        for what, rect, inside in shown:
            assert inside is None or inside.contains(rect), f"{what} {rect} off {inside}: {where}"
        for (a, ra, _), (b, rb, _) in itertools.combinations(shown, 2):
            if a.startswith("card") and b.startswith("card"):
                continue  # a set's cards sit side by side by design
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}: {where}"
        # The banner lies across the log strip's edge by design; the line keeps off both.
        assert not on_window(tip, window).colliderect(on_window(banner, window)), where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dominoes_score_panel_holds_its_title_in_large_text(players: int) -> None:
    from text_spy import spy_text

    scene = human_to_move("dominoes", players, large=True)
    seen = spy_text(scene.ctx)
    scene.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    panel = pygame.Rect(scene.table.geo.score)
    titles = [rect for words, rect in seen if words.startswith("Score · to")]
    assert titles and all(panel.contains(rect) for rect in titles), (titles, panel)
