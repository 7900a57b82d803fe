"""PASS table layout: each seat's count row stays in its panel and a gained token's label
never covers the To-beat hint, at every player count."""
from __future__ import annotations

import pygame
import pytest
from text_spy import spy_text

from game.engine import theme
from game.engine.context import make_test_context
from game.rules.pass_game.events import TokenGained
from game.rules.pass_game.rules import GAME
from scenes.frame.game_table import SeatInfo
from scenes.pass_game.seats import ICON, count_row, crowns_row, info_rect, passed_rect
from scenes.pass_game.table import PassTable

SEATS = [SeatInfo(i, f"P{i}", theme.SEAT_COLOURS[i], theme.SEAT_SYMBOLS[i]) for i in range(5)]


def table_at(players: int) -> tuple:
    ctx = make_test_context(animation_speed="normal")
    match = GAME.new_match(players, 7)
    table = PassTable(ctx, ctx.layout("pass", players), SEATS[:players], match.options)
    table.show(match.view(0), 0)
    return ctx, match, table


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_count_row_fits_its_seat_panel(players: int) -> None:
    ctx, _match, table = table_at(players)
    for seat, seat_rect in enumerate(table.seat_rects):
        area = info_rect(seat_rect)
        for count in (0, 1, 9, 13, 16):
            for tokens in (0, 2, 12, 28):
                row = count_row(ctx, area, count, tokens, show_backs=seat != 0)
                label_w = ctx.text.size(row.label, row.label_size, True)[0]
                times_w = ctx.text.size(row.times, row.times_size, True)[0]
                where = f"seat {seat}, {count} cards, {tokens} tokens"
                assert row.label_size >= theme.TEXT_MIN, where
                assert area.x < row.label_x and row.label_x + label_w <= row.token_x - 4, where
                assert row.token_x + ICON + 4 + times_w <= area.right - 4, where


def label_rects(ctx, table, events: list, view) -> list[pygame.Rect]:
    """Every rect a running token label is drawn in, frame by frame."""
    seen = spy_text(ctx)
    table.animate(events, view)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _ in range(100):
        if not table.busy:
            break
        table.update(1 / 30)
        table.draw(surface, 0.5)
    return [rect for text, rect in seen if text.startswith("+1")]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("reason", ["pass", "five"])
def test_a_gained_tokens_label_stays_on_its_seat_clear_of_the_hint(players: int,
                                                                  reason: str) -> None:
    ctx, match, table = table_at(players)
    hint = table.trick.hint_band()
    for seat in range(players):
        rects = label_rects(ctx, table, [TokenGained(seat, reason, 1)], match.view(0))
        assert rects, f"seat {seat}: the label was drawn"
        box = info_rect(table.seat_rects[seat])
        row = crowns_row(table.seat_rects[seat]).inflate(0, 4)
        for rect in rects:
            assert not rect.colliderect(hint), f"seat {seat}: label {rect} over hint {hint}"
            assert box.contains(rect), f"seat {seat}: label {rect} outside its seat {box}"
            assert row.contains(rect), f"seat {seat}: label {rect} off the crowns row {row}"
            if reason == "pass":  # the seat's PASSED stamp stays readable beside it
                assert not rect.colliderect(passed_rect(table.seat_rects[seat]).inflate(-40, 0))


def test_every_hint_reads_whole_inside_its_band() -> None:
    """No hint is squeezed sideways: each line fits the band at a couch size, and the lines
    fit the band's height (most 'how to beat it' lines ran 70-90% of their width before)."""
    from types import SimpleNamespace

    from game.rules.pass_game.sets import TYPES
    from scenes.pass_game.controls import hint_lines

    ctx, _match, table = table_at(3)
    width = table.trick.rect.w - 20
    hints = [hint_lines(SimpleNamespace(last=None))]
    hints += [hint_lines(SimpleNamespace(last=SimpleNamespace(type=t, rank=r, augment=a)))
              for t in TYPES for r in range(13) for a in range(5)]
    for hint in hints:
        rows = table.trick.hint_rows(ctx, hint)
        assert rows[0][0] == hint.to_beat
        assert " ".join(text for text, _s, _c in rows[1:]) == hint.how
        first, rest = table.trick.hint_pitches()
        assert 4 + first + rest * (len(rows) - 1) <= table.trick.band_height()
        for text, size, _colour in rows:
            assert size >= theme.TEXT_MIN
            assert ctx.text.size(text, size, True)[0] <= width, text


LONG_REASONS = [
    "2 3 8 Q A is not a set: five values must be five equal, a straight of five consecutive "
    "values (A only at either end) or a full house (three + two).",
    "The table shows a single jack: beat it with a higher single card or a bomb (four or five "
    "of a kind), not a pair.",
    "A single 8 only ties a single 8 augmented once: spend exactly 2 augment tokens to beat it.",
    "To tie a single 6 augmented once you need exactly 2 augment tokens, not 3.",
    "Nothing chosen yet.",
]


@pytest.mark.parametrize("reason", LONG_REASONS)
def test_status_rows_read_whole_and_stay_clear_of_the_set(reason: str) -> None:
    """The rules' reason is wrapped, never squeezed sideways (up to 46% wide before), and the
    band stays under the set's cards even at three rows."""
    from scenes.pass_game.trick import CARD_H

    ctx, _match, table = table_at(5)
    area = table.trick
    choice = "Your play: a straight to queen augmented once · costs 1 of your 0 tokens"
    rows = area.status_rows(ctx, [(choice, theme.TEXT), (reason, theme.DANGER)])
    assert 2 <= len(rows) <= 3
    assert rows[0][0].startswith("Your play: a straight to queen augmented once")
    for text, _colour in rows:
        assert ctx.text.size(text, theme.TEXT_MIN)[0] <= area.rect.w - 16, text
    assert area.status_band(len(rows)).top >= area.current_top() + CARD_H + 8
    if len(rows) == 3:  # the reason wrapped or kept its first clause; its words are the rules'
        assert reason.startswith(rows[1][0].rstrip("."))


@pytest.mark.parametrize("players", [2, 3])
def test_the_cards_not_dealt_have_a_free_column_and_show_only_when_watching_everything(
        players: int, monkeypatch) -> None:
    from scenes.pass_game import seats
    ctx, match, table = table_at(players)
    column = table.unused_rect
    others = [*table.seat_rects, table.supply_rect, table.trick.rect, table.hand_rect,
              table.panel.side, table.panel.buttons]
    assert column.w > 0 and not any(column.colliderect(r) for r in others)
    drawn: list[str] = []
    monkeypatch.setattr(seats, "card_face", lambda label, up, w, h: (
        drawn.append(label), pygame.Surface((w, h)))[1])
    surface = pygame.Surface(theme.SCREEN_SIZE)
    table.show(match.view(None), None)
    table.draw(surface, 0.0)
    assert drawn == []  # no seat's view knows the cards out of the deal
    everything = match.view_all()
    assert len(everything.unused) == {2: 26, 3: 13}[players]
    table.show(everything, None)
    table.draw(surface, 0.0)
    hands = [c for hand in everything.hands for c in hand]
    assert sorted(c for c in drawn if c not in hands) == sorted(everything.unused)
