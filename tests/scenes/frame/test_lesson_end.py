"""The end of a guided deal: "Lesson done", and nothing on the table still looks like a turn
to take (no TURN tag, no moves offered, no controls to press), whoever the rules have next."""
from __future__ import annotations

import pygame
import pytest
from lesson_helpers import expected, finished
from text_spy import spy_text

from game.engine.context import make_test_context
from game.engine.theme import SCREEN_SIZE
from game.registry import SLUGS
from scenes.frame.phases import Phase
from scenes.screens.lesson import lesson_of, start_lesson

LESSONS = [slug for slug in SLUGS if lesson_of(slug) is not None]


def played_through(slug: str):
    """A lesson whose every step was played: the learner's by try_move, the bots' by the
    table's own updates."""
    ctx = make_test_context()
    scene = start_lesson(ctx, slug, fresh=True)
    learner = scene.guide.lesson.learner
    for _ in range(5000):
        if finished(scene):
            return ctx, scene
        if scene.match.to_move == learner and scene.phase is Phase.HUMAN_TURN:
            assert scene.try_move(expected(scene))
        else:
            ctx.stack.update(1 / 30)
    raise AssertionError("the lesson never finished")


@pytest.mark.parametrize("slug", LESSONS)
def test_a_finished_lesson_leaves_nothing_looking_like_a_turn(slug):
    ctx, scene = played_through(slug)
    for _ in range(20):
        ctx.stack.update(1 / 30)  # the last move's animation ends
    seen = spy_text(ctx)
    scene.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    words = [w for w, _ in seen]
    assert "Lesson done" in words
    assert "TURN" not in words, "no seat's plate says it is their turn"
    assert scene.phase is not Phase.HUMAN_TURN and scene.table.spectating
    legal = getattr(scene.table, "legal", [])
    assert not legal, "no move is offered to the table"


def test_the_take_or_pass_lesson_end_previews_no_take_and_offers_no_buttons():
    ctx, scene = played_through("take-or-pass")
    for _ in range(20):
        ctx.stack.update(1 / 30)
    card = scene.table.board.card
    assert card is not None, "the rules have a card face up for the learner next"
    seen = spy_text(ctx)
    scene.draw(pygame.Surface(SCREEN_SIZE), 1.0)
    words = [w for w, _ in seen]
    assert "Your cards" in words, "the hand says whose it is, and nothing about taking"
    assert not any(f"take {card}" in w for w in words), words
    assert not any(w.startswith(("Take", "Pass")) for w in words), "no Take / Pass buttons"
