"""The Take or Pass table's pieces as backdrop parts (game/engine/backdrop.py): what each
shows (its key) and where it paints, so the table's backdrop draws each again only when it
changes; and all of them drawn straight onto a surface (the same picture, tests compare)."""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.engine import depth, theme
from game.engine.backdrop import Part
from scenes.take_or_pass import paint
from scenes.take_or_pass.parts import fit_cards

if TYPE_CHECKING:
    from game.engine.text import TextCache
    from scenes.take_or_pass.chip_art import ChipArt
    from scenes.take_or_pass.geometry import Geometry
    from scenes.take_or_pass.paint import Painted


def draw_table(table: Painted, surface: pygame.Surface, alpha: float) -> None:
    """Everything the table owns, bottom layer first, straight onto `surface` (the table
    draws the same through its backdrop: still_parts, then draw_effects)."""
    for part in still_parts(table):
        part.draw(surface)
    paint.draw_effects(table, surface, alpha)


def still_parts(table: Painted) -> list[Part]:
    """The pieces between events, bottom layer first, each with exactly what it shows (its
    key) and the area it paints in: the table's backdrop draws each again only when its key
    changes."""
    geo, board, view = table.geo, table.board, table.view
    assert view is not None  # draw() checks
    look = (table.ctx.text.scale, theme.LOOK.high_contrast)
    parts = [
        Part("pile", (look, *_pile_key(table)), _pile_area(table),
             lambda surface: paint.draw_pile(table, surface)),
        Part("centre", (look, board.card, board.pot, table.lifts.height("centre"),
                        paint.centre_focused(table)),
             _centre_area(table), lambda surface: paint.draw_centre(table, surface)),
    ]
    for seat in range(len(table.seats)):
        chips = view.chips[seat] if seat < len(view.chips) else None
        cards = tuple(board.cards[seat]) if seat < len(board.cards) else ()
        parts.append(Part(f"seat {seat}", (look, chips, cards), _seat_area(geo, seat, cards),
                          lambda surface, seat=seat: paint.draw_seat(table, surface, seat)))
    totals = view.totals if view.games > 1 else ()
    parts += [
        Part("score", (look, view.number, view.games, totals, tuple(table.seats)),
             _panel_area(geo.score),
             lambda surface: paint.draw_score_panel(table, surface)),
        Part("hand", (look, *_hand_key(table)), _panel_area(geo.hand),
             lambda surface: paint.draw_hand(table, surface)),
        Part("controls", (look, *_controls_key(table)), _controls_area(table),
             lambda surface: paint.draw_controls(table, surface)),
    ]
    return parts


def _pile_key(table: Painted) -> tuple:
    """What draw_pile shows."""
    board, view = table.board, table.view
    assert view is not None
    deck = view.deck
    top = deck[0] if deck and len(deck) == board.pile else None
    removed = view.removed if not board.revealed else None
    return (board.pile, top, removed, board.revealed)


def _pile_area(table: Painted) -> pygame.Rect:
    """Where draw_pile paints (_pile_rect)."""
    board, view, text = table.board, table.view, table.ctx.text
    assert view is not None
    return _pile_rect(table.geo, text, text.scale, board.pile, view.removed, board.revealed)


@functools.lru_cache(maxsize=64)  # every frame
def _pile_rect(geo: Geometry, text: TextCache, scale: float, pile: int,
               removed: tuple[int, ...] | None, revealed: tuple[int, ...]) -> pygame.Rect:
    """The pile with its shadow, the lines under it (the row of removed cards with its
    label), the panel of them after a game; no more, so a turned card does not draw the
    face-up card again."""
    card = geo.pile_card
    area = depth.shadow_bounds(card.move(-6, -9).union(card))
    for words, size, y in ((f"{pile} left", theme.TEXT_BODY, 14),
                           (paint.UNSEEN, theme.TEXT_MIN, 56)):
        w, h = text.size(words, size, True)
        area.union_ip(pygame.Rect(card.centerx - w // 2, card.bottom + y, w, h))
    if removed is not None:
        area.union_ip(paint.out_row_rect(text, removed, (card.centerx, card.bottom + 56)))
    if revealed:
        area.union_ip(paint.revealed_panel(geo, revealed).inflate(12, 16))
    return area


def _centre_area(table: Painted) -> pygame.Rect:
    """Where draw_centre paints (_centre_rect)."""
    text = table.ctx.text
    return _centre_rect(table.geo, table.chips_art, text, text.scale, table.board.pot)


@functools.lru_cache(maxsize=64)  # every frame
def _centre_rect(geo: Geometry, chips: ChipArt, text: TextCache, scale: float,
                 pot: int) -> pygame.Rect:
    """The card risen as high as it goes, with shadow and ring, and the pot's chips and
    line."""
    card = depth.lift_rect(geo.centre_card, paint.FOCUS_LIFT).union(geo.centre_card)
    area = depth.shadow_bounds(card, paint.FOCUS_LIFT).inflate(24, 24)  # the focus ring
    pile = chips.pile(pot, paint.POT_D).get_rect(midbottom=(geo.pot.centerx, geo.pot.y + 96))
    w, h = text.size(paint.pot_words(pot), theme.TEXT_BODY, True)
    line = pygame.Rect(geo.pot.centerx - w // 2, geo.pot.y + 104, w, h)
    return area.union(depth.shadow_bounds(pile)).union(line)


@functools.lru_cache(maxsize=64)  # every frame, for every seat
def _seat_area(geo: Geometry, seat: int, cards: tuple[int, ...]) -> pygame.Rect:
    """Where draw_seat paints: its line (room for large text) and its cards with their
    shadows, no more, so seats side by side do not draw each other again."""
    line = geo.seat_line(seat).inflate(0, 24)
    rect, bottom_up = paint.seat_cards_rect(geo, seat, cards)
    size, placed = fit_cards(cards, tuple(rect))
    if not placed:
        return line
    xs, ys = [p.x for p in placed], [p.y for p in placed]
    lift = rect.bottom - max(ys) - size.h if bottom_up else 0
    laid = pygame.Rect(min(xs), min(ys) + lift, max(xs) + size.w - min(xs),
                       max(ys) + size.h - min(ys))
    return line.union(depth.shadow_bounds(laid))


def _hand_key(table: Painted) -> tuple:
    """What draw_hand shows."""
    view = table.view
    assert view is not None
    seat = table.viewer if table.viewer is not None else view.to_move
    if seat is None:
        return (None,)
    deciding = seat == view.to_move and not table.closed
    effect = table.effect() if deciding else None
    cards = tuple(table.board.cards[seat]) if seat < len(table.board.cards) else ()
    return (seat, table.seats[seat], seat == table.viewer, deciding,
            None if effect is None else effect.note, table.board.card, cards)


def _controls_key(table: Painted) -> tuple:
    """What draw_controls shows."""
    view = table.view
    assert view is not None
    if view.to_move is None or table.closed:
        return (None,)
    controls = tuple((c.key, c.rect, c.label, c.enabled, c.reason) for c in table.controls())
    message = table.message if table.message_time > 0 else ""
    return (controls, paint.human_acting(table), table.focus, message)


def _controls_area(table: Painted) -> pygame.Rect:
    """Where draw_controls paints: the buttons with their rings, and the notice over them
    while it shows."""
    geo = table.geo
    area = geo.controls.inflate(24, 24).union(geo.controls.move(6, 8))  # rings, shadows
    if table.message_time > 0 and table.message:
        notice = pygame.Rect(0, 0, geo.controls.w + 80, 160)
        notice.midbottom = (geo.controls.centerx, geo.controls.y)
        area.union_ip(notice.clip(pygame.Rect((0, 0), theme.SCREEN_SIZE)))
    return area


def _panel_area(rect: pygame.Rect) -> pygame.Rect:
    """A panel (draw.panel) with its drop shadow."""
    return rect.union(rect.move(6, 8))
