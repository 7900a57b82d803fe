"""The winners' celebration: at the end of each deal the deal winner's row (name to score)
glows, at the end of the match their rows glow and confetti bursts from the headline's ends
(never over it); under two seconds by the animation speed, any press ends it, none with
reduced motion; the summary animates only while it plays."""
from __future__ import annotations

import random

import pygame
import pytest
from test_flow_driver import lift_curtain, make_setup

from game.engine import theme
from game.engine.celebration import GLOW, Celebration, Glow
from game.engine.context import make_test_context
from game.engine.intents import KEYBOARD, Action, Intent
from game.registry import SLUGS
from scenes.app import flow
from scenes.frame.match_setup import SHARED
from scenes.frame.scoring import ScoringScene, deal_winners
from scenes.frame.summary import SummaryScene

WINNER = (230, 159, 0)
HEADLINE = pygame.Rect(600, 62, 720, 100)


def count(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    """Pixels of exactly `colour` (every other pixel)."""
    return sum(1 for x in range(0, surface.get_width(), 2)
               for y in range(0, surface.get_height(), 2) if surface.get_at((x, y))[:3] == colour)


def ring(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Glow-coloured pixels in the 3 px just outside `rect` (a winner's frame, drawn in the
    same gold, lies inside it)."""
    outer = rect.inflate(6, 6)
    return sum(1 for x in range(outer.x, outer.right) for y in range(outer.y, outer.bottom)
               if not rect.collidepoint(x, y) and surface.get_at((x, y))[:3] == GLOW)


@pytest.mark.parametrize("speed", [0.5, 1.0, 1.5])
def test_confetti_flies_for_under_two_seconds_then_is_gone(speed: float) -> None:
    party = Celebration.start(HEADLINE, [], [WINNER], speed, False)
    assert party is not None and party.seconds < 2.0
    surface = pygame.Surface(theme.SCREEN_SIZE)
    party.update(0.2)
    party.draw(surface)
    assert count(surface, WINNER) > 20, "confetti in the winner's colour"
    party.update(2.0)
    surface.fill((0, 0, 0))
    party.draw(surface)
    assert party.done and count(surface, WINNER) == 0


@pytest.mark.parametrize("speed", [0.5, 1.0, 1.5])
def test_confetti_never_sprays_over_the_headline_in_its_first_half_second(speed: float) -> None:
    party = Celebration.start(HEADLINE, [], [WINNER], speed, False, seed=4)
    assert party is not None
    sides = set()
    for _ in range(30):  # 0.5 s at 60 frames a second
        party.update(1 / 60)
        for piece, rect in party.piece_rects(theme.SCREEN_SIZE[1]):
            assert not rect.colliderect(HEADLINE), f"a piece over the headline at {party.t:.2f}"
            sides.add(piece.side)
    assert sides == {-1, 1}, "it bursts from both ends"


def test_no_celebration_or_glow_with_reduced_motion_or_instant_animations() -> None:
    rect = pygame.Rect(0, 0, 10, 10)
    assert Celebration.start(rect, [], [WINNER], 1.0, reduced_motion=True) is None
    assert Celebration.start(rect, [], [WINNER], 0.0, reduced_motion=False) is None
    assert Glow.start([rect], 1.0, reduced_motion=True) is None
    assert Glow.start([rect], 0.0, reduced_motion=False) is None


def test_the_deal_winners_are_who_did_best() -> None:
    assert deal_winners([0, 0, 0], [1, 0, 0], low_wins=False) == [0]
    assert deal_winners([5, 5, 5], [30, 12, 12], low_wins=True) == [1, 2]
    assert deal_winners([3, 3], [3, 3], low_wins=False) == [], "nobody did better: no glow"


def finished_summary(**settings: object) -> tuple:
    """A Take or Pass match played to its end by random moves, on its summary screen."""
    ctx = make_test_context(**settings)
    scene = flow.start_match(ctx, make_setup("take-or-pass", dict.fromkeys(range(3), SHARED), 3,
                                             seed=2, options={"games": 1}))
    rng = random.Random(2)
    while not scene.match.is_over:
        lift_curtain(ctx, scene)
        assert scene.try_move(rng.choice(scene.match.legal_moves()))
    scene.to_summary()
    while not isinstance(ctx.stack.top, SummaryScene):
        ctx.stack.pop()
    return ctx, ctx.stack.top


def test_the_summary_celebrates_then_rests_and_a_press_only_skips() -> None:
    ctx, summary = finished_summary(animation_speed="normal")
    summary.enter()
    assert summary.animating
    ctx.stack.update(0.3)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    summary.draw(surface, 1.0)
    bands = [band for group, band in summary.bands() if set(group) & set(summary.winners)]
    assert bands and all(ring(surface, band) > 100 for band in bands), "the winners' rows glow"
    summary.handle(Intent(Action.CONFIRM, KEYBOARD))
    assert not summary.animating and ctx.stack.top is summary, "the press skipped, no more"
    _ctx, calm = finished_summary(animation_speed="normal", reduced_motion=True)
    calm.enter()
    assert not calm.animating


def deal_scored(slug: str, **settings: object) -> ScoringScene:
    """The scoring scene after a deal played by random moves (one human, so it waits)."""
    ctx = make_test_context(**settings)
    players = 3
    scene = flow.start_match(ctx, make_setup(slug, {0: SHARED}, players, seed=1))
    rng = random.Random(1)
    while not isinstance(ctx.stack.top, ScoringScene):
        if ctx.stack.top is not scene:
            ctx.stack.pop()  # a curtain or tip
            continue
        scene.try_move(rng.choice(scene.match.legal_moves()))
    return ctx.stack.top


def glow_pixels(scoring: ScoringScene) -> int:
    """Glow-coloured pixels round the deal winners' rows in the scoring scene's picture."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scoring.draw(surface, 1.0)
    rows = [scoring.breakdown.row_rect(s, scoring.body()) for s in scoring.winners]
    return sum(ring(surface, row) for row in rows if row is not None)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_deal_winners_row_glows_once_the_breakdown_has_played(slug: str) -> None:
    scoring = deal_scored(slug, animation_speed="normal")
    assert scoring.winners, "someone won the deal"
    assert all(scoring.breakdown.row_rect(s, scoring.body()) for s in scoring.winners)
    before = glow_pixels(scoring)
    for _ in range(600):
        if scoring.breakdown.done:
            break
        scoring.update(1 / 60)
    scoring.update(1 / 60)
    assert scoring.glow is not None and scoring.glow.seconds < 2.0
    scoring.update(0.1)
    assert before == 0 and glow_pixels(scoring) > 100, "the winner's row glows"
    scoring.handle(Intent(Action.POINT, KEYBOARD, (5, 5)))
    assert not scoring.glow.done, "moving the mouse is not a press"
    scoring.handle(Intent(Action.PREV, KEYBOARD))
    assert scoring.glow.done, "any press ends it"


def test_no_deal_glow_with_reduced_motion_or_after_skipping_the_breakdown() -> None:
    calm = deal_scored("pass", animation_speed="normal", reduced_motion=True)
    hurried = deal_scored("pass", animation_speed="normal")
    hurried.handle(Intent(Action.CONFIRM, KEYBOARD))  # show all
    for scoring in (calm, hurried):
        for _ in range(200):
            scoring.update(1 / 60)
        assert scoring.breakdown.done and scoring.glow is None


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
def test_the_headline_pill_covers_no_other_words(large: bool) -> None:
    from text_spy import spy_text

    ctx, summary = finished_summary(animation_speed="normal", large_text=large)
    seen = spy_text(ctx)
    summary.draw(pygame.Surface(theme.SCREEN_SIZE), 1.0)
    _headline, _size, pill = summary.headline_pill()
    covered = [(words, rect) for words, rect in seen
               if words != summary.headline() and rect.colliderect(pill)]
    assert not covered, f"under the headline's pill: {covered}"
