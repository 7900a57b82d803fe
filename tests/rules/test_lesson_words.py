"""The guided deals' words: PASS says what its card names mean the first time it shows one,
and each lesson's closing words give the figures its deal really ends on."""
from __future__ import annotations

import re

from game.rules.dominoes.learn import LESSON as DOMINOES
from game.rules.pass_game.learn import LESSON as PASS
from game.rules.record import replay
from game.rules.take_or_pass.cards import card_points
from game.rules.take_or_pass.learn import LESSON as TAKE_OR_PASS

NAME = re.compile(r"\b[2-9TJQKA]>[2-9TJQKA]+\b")  # a card name in the notation: 9>8, A>AA


def said(lesson) -> list[str]:
    """The learner's steps' words, in order."""
    return [step.say for step in lesson.steps if step.say]


def test_the_first_card_name_shown_says_which_side_is_which():
    first = next(words for words in said(PASS) if NAME.search(words))
    name = NAME.search(first).group()
    basic, upgraded = name.split(">")
    assert f"{basic} on white" in first and f"{upgraded} on yellow" in first, first


def test_the_first_t_shown_says_it_is_a_10():
    first = next(words for words in said(PASS) if re.search(r"\bT>", words))
    assert "T is 10" in first, first


def end_of(lesson, slug: str, moves: int):
    match, error = replay(lesson.record(slug, moves))
    assert error is None, error
    return match


def test_the_dominoes_lesson_ends_saying_how_its_score_was_made():
    before = end_of(DOMINOES, "dominoes", len(DOMINOES.steps) - 1)  # the blocking pass next
    pips = [sum(int(p) for tile in before.view(seat).hand for p in tile.split("-"))
            for seat in (0, 1)]
    after = end_of(DOMINOES, "dominoes", len(DOMINOES.steps))
    score = after.view(None).scores[DOMINOES.learner]
    assert score == pips[1] - pips[0] > 0
    assert f"your {pips[0]} pips" in DOMINOES.done and f"bot's {pips[1]}" in DOMINOES.done
    assert f"{pips[1]} − {pips[0]} = {score}" in DOMINOES.done


def test_the_take_or_pass_lesson_ends_saying_how_the_learner_stands():
    match = end_of(TAKE_OR_PASS, "take-or-pass", len(TAKE_OR_PASS.steps))
    view = match.view(TAKE_OR_PASS.learner)
    cards = view.cards[TAKE_OR_PASS.learner]
    chips = view.chips[TAKE_OR_PASS.learner]
    points = card_points(cards)
    run = f"{min(cards)}-{max(cards)}"
    assert f"You stand at {points - chips}:" in TAKE_OR_PASS.done
    assert f"run {run} counts only its {points}" in TAKE_OR_PASS.done
    assert f"your {chips} chips" in TAKE_OR_PASS.done
