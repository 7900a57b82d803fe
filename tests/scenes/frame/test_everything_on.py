"""Everything on at once: large text, high contrast, reduced motion, effects and ambience,
no phones; a bot demo of each game runs through the real frame to its summary, and what
could break does not: nothing drawn leaves the screen or covers what it must not, nothing
shakes or celebrates, and every rules event asked for a named effect the bank holds."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from text_spy import spy_text

from game.engine import theme
from game.engine.audio import AMBIENCE_CHANNEL, Audio
from game.engine.context import AppContext, make_test_context
from game.engine.sound_bank import RECIPES
from game.registry import SLUGS
from scenes.app import flow
from scenes.frame import seat_plates as plates
from scenes.frame.scoring import ScoringScene
from scenes.frame.summary import SummaryScene
from scenes.frame.table import TableScene
from scenes.frame.table_sounds import event_effects
from scenes.pass_game.trick import label_words

SCREEN = pygame.Rect((0, 0), theme.SCREEN_SIZE)
SHORT = {"take-or-pass": {"games": 1}, "dominoes": {"target": 40}}  # a quick match
FRAMES = 60_000
DRAW_EVERY = 15


def everything_on(tmp_path: Path) -> AppContext:
    """A context with every feel and readability option on, and audio that plays."""
    audio = Audio(volume=0.7, ambience=0.3, cache=tmp_path)
    ctx = make_test_context(large_text=True, high_contrast=True, reduced_motion=True,
                            animation_speed="fast", volume=0.7, ambience=0.3, audio=audio)
    assert ctx.text.scale > 1 and theme.LOOK.high_contrast and ctx.settings.anim_scale > 0
    return ctx


def check_table(scene: TableScene, seen: list) -> None:
    """The acting seat's TURN tag inside its plate; PASS's label under its set and inside
    the trick area."""
    seat = scene.match.to_move
    if seat is not None:
        info = scene.seats[seat]
        plate = plates.seat_rect(scene.layout, seat, bool(scene.table.status(seat)))
        row = pygame.Rect(plate.x, plate.y, plate.w, plates.PLATE_H)
        tag = plates.plate_parts(scene.ctx.text, info, row, acting=True).tag_rect
        clear = 2 * (plates.BORDER + plates.TAG_CLEAR)
        assert tag is not None and row.inflate(-clear, -clear).contains(tag)
    trick = getattr(scene.table, "trick", None)
    view = getattr(scene.table, "view", None)
    if trick is not None and view is not None and view.trick:
        last = view.trick[-1]
        _words, _img, pill = trick.label_box(scene.ctx, *label_words(last, scene.seats[last.seat]))
        cards = trick.set_rects(trick.width_of(last))
        assert trick.rect.contains(pill) and pill.top > cards[0].bottom
        assert scene.table.motion.shake() == (0, 0), "no shakes with reduced motion"


@pytest.mark.slow
@pytest.mark.parametrize("slug", SLUGS)
def test_a_demo_with_everything_on_reaches_its_summary_intact(tmp_path: Path,
                                                              slug: str) -> None:
    ctx = everything_on(tmp_path)
    asked: list[str] = []
    play = ctx.audio.play
    ctx.audio.play = lambda name: (asked.append(name), play(name))[1]
    scene = flow.start_demo(ctx, slug, 3, "random", 5, SHORT.get(slug, {}))
    assert scene.phones is None, "phones off"
    seen = spy_text(ctx)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scorings: list[ScoringScene] = []
    try:
        for frame in range(FRAMES):
            top = ctx.stack.top
            if isinstance(top, SummaryScene):
                break
            if isinstance(top, ScoringScene) and top not in scorings:
                scorings.append(top)
            scene.bots.wait(5)
            ctx.stack.update(1 / 60)
            if frame % DRAW_EVERY:
                continue
            seen.clear()
            ctx.stack.draw(surface, 1.0)
            off = [(w, r) for w, r in seen if w.strip() and not SCREEN.contains(r)]
            assert not off, f"text off screen: {off[:3]}"
            if ctx.stack.top is scene:
                check_table(scene, seen)
        summary = ctx.stack.top
        assert isinstance(summary, SummaryScene), f"no summary after {FRAMES} frames"
        seen.clear()
        summary.draw(surface, 1.0)
        _h, _s, pill = summary.headline_pill()
        assert not [w for w, r in seen if w != summary.headline() and r.colliderect(pill)]
        assert summary.celebration is None and not summary.animating, "no confetti"
        assert scorings and all(s.glow is None for s in scorings), "no glow"
        assert ctx.audio.wait(), "the effects are ready"
        bank = set(ctx.audio.loaded)
        assert set(asked) <= bank and set(asked) <= set(RECIPES), "every effect is named"
        needed = set(event_effects(scene.game, scene.events))
        assert needed and needed <= set(asked), f"events never heard: {needed - set(asked)}"
        assert pygame.mixer.Channel(AMBIENCE_CHANNEL).get_busy(), "the ambience plays"
    finally:
        theme.LOOK.high_contrast = False  # the module-wide look goes back for other tests
        pygame.mixer.quit()
