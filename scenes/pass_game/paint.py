"""Painting the PASS table: seats, supply, the trick and its bands, the fan and the controls.

Everything here reads the table (through `Painted`, the part of it drawing needs) and the
last view; nothing changes state (draw must not). The pieces draw themselves: the seats and
the supply in seats.py, the trick area in trick.py, the fan in hand.py, the controls in
controls.py, the event animations in motion.py.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine import theme
from scenes.pass_game.controls import hint_lines
from scenes.pass_game.hand import draw_fan, fan_region, placed
from scenes.pass_game.seats import (
    SeatShown,
    draw_seat,
    draw_supply,
    draw_unused,
    seat_region,
    seat_shown,
)
from scenes.pass_game.still_layer import Part
from scenes.pass_game.trick_parts import trick_parts

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.lift import Lifts
    from scenes.frame.game_table import Control, SeatInfo
    from scenes.pass_game.controls import PlayControls
    from scenes.pass_game.hand import HandFan
    from scenes.pass_game.motion import PassMotion
    from scenes.pass_game.trick import TrickArea
    from scenes.pass_game.trick_bands import Hint

HIDDEN = "Cards are hidden"  # where the fan would be, when no seat's hand is shown
READY = "Ready: click Play, or [up] to Play and [confirm] ([alt] passes)."


class Painted(Protocol):
    """What painting the PASS table reads: the table's parts and the last view."""

    ctx: AppContext
    seats: list[SeatInfo]
    view: Any
    viewer: int | None
    seat_rects: list[pygame.Rect]
    supply_rect: pygame.Rect
    unused_rect: pygame.Rect
    hand_rect: pygame.Rect
    trick: TrickArea
    motion: PassMotion
    fan: HandFan
    lifts: Lifts
    panel: PlayControls
    focus: str
    refusal: str

    @property
    def acting(self) -> bool: ...

    def cursor_shown(self) -> bool: ...

    def controls(self) -> list[Control]: ...

    def judge(self) -> tuple[Any, str]: ...


def draw_table(table: Painted, surface: pygame.Surface) -> None:
    """Seats, supply, trick, hint, the fan and the controls, over the table's backdrop."""
    for part in parts(table):
        part.paint(surface)


def parts(table: Painted) -> list[Part]:
    """The table's pieces in drawing order, each with the key of its picture (None while it
    moves), where it draws and how (still_layer.py keeps the still ones drawn)."""
    v = table.view
    if v is None:
        return []
    ctx = table.ctx
    out = []
    for seat, rect in enumerate(table.seat_rects):
        shown = seat_shown(v, seat, show_backs=seat != table.viewer)
        out.append(Part(f"seat {seat}", shown, partial(seat_region, ctx, rect, shown),
                        partial(_seat, ctx, shown, rect)))
    supply = table.supply_rect
    out.append(Part("supply", v.supply, lambda: supply,
                    lambda s: draw_supply(s, ctx, supply, v.supply)))
    if v.unused:  # the theater's everything view: the cards out of this deal
        out.append(Part("unused", v.unused, lambda: table.unused_rect,
                        lambda s: draw_unused(s, ctx, table.unused_rect, v.unused)))
    hint = hint_lines(v)
    trick = table.trick
    if not trick.compact:
        out.append(Part("hint", hint, lambda: trick.hint_band().inflate(8, 8),
                        lambda s: trick.draw_hint(s, ctx, hint)))
    status = trick.status_rows(ctx, status_lines(table)) if table.acting else []
    if trick.compact and len(status) > 2:
        status = status[1:]  # the set to beat keeps the label's place: the reason stays whole
    label = compact_label(hint, v.last is None) if trick.compact else None
    out += trick_parts(trick, ctx, v.trick, table.seats, table.motion, label, len(status) <= 2)
    out.append(_fan_part(table))
    if table.acting:
        out.append(Part("controls", None, pygame.Rect, lambda s: draw_controls(table, s)))
        out.append(Part("status", None, pygame.Rect, lambda s: trick.draw_status(s, ctx, status)))
    out.append(Part("motion", None, pygame.Rect, lambda s: table.motion.draw(s, v.win)))
    return out


def _seat(ctx: AppContext, shown: SeatShown, rect: pygame.Rect, surface: pygame.Surface) -> None:
    draw_seat(surface, ctx, shown, rect)


def _fan_part(table: Painted) -> Part:
    """The fan (still unless a card rises, settles or turns), or that the cards are hidden."""
    v, ctx, fan = table.view, table.ctx, table.fan
    if table.viewer is None and v.hands is None:
        def hidden(surface: pygame.Surface) -> None:
            ctx.text.blit(surface, HIDDEN, theme.TEXT_BODY, table.hand_rect.center,
                          theme.TEXT_DIM, True, "center")

        def where() -> pygame.Rect:
            return pygame.Rect((0, 0), ctx.text.size(HIDDEN, theme.TEXT_BODY, True)).move_to(
                center=table.hand_rect.center)
        return Part("hidden", HIDDEN, where, hidden)
    cursor = table.cursor_shown()
    rects, heights = placed(fan, table.hand_rect, cursor, table.lifts)
    moving = table.lifts.moving or any(c.flip_t < 1.0 for c in fan.cards)
    key = None if moving else (tuple((c.label, c.selected, c.upgraded) for c in fan.cards),
                               tuple(map(tuple, rects)), tuple(heights), cursor, fan.cursor)
    return Part("fan", key, lambda: fan_region(rects, heights),
                lambda s: draw_fan(s, fan, table.hand_rect, cursor, table.lifts))


def compact_label(hint: Hint, leading: bool) -> str:
    """The label under the current set while advice covers the hint band: the set to beat
    ("To beat: a pair of 9s"), or, `leading` a new trick, that the leader plays any set."""
    return f"{hint.to_beat}: {hint.how[0].lower()}{hint.how[1:]}" if leading else hint.to_beat


def draw_controls(table: Painted, surface: pygame.Surface) -> None:
    """The play controls, the focused one ringed, with the play's cost."""
    enabled = {c.key: c.enabled for c in table.controls()}
    cost = "Cost: " + table.panel.cost_text(table.fan, table.view)[6:]
    table.panel.draw(surface, table.ctx, None if table.focus == "hand" else table.focus,
                     enabled, cost)


def status_lines(table: Painted) -> list[tuple[str, tuple[int, int, int]]]:
    """The viewer's choice in words, then why Play is off (or that it is ready)."""
    _move, reason = table.judge()
    lines = [(table.panel.describe(table.fan, table.view), theme.TEXT)]
    why = table.refusal or reason
    if not table.fan.selected and table.panel.wild is None and not table.refusal:
        lines.append((why, theme.TEXT_DIM))  # nothing chosen yet is not an error
    elif why:
        lines.append((why, theme.DANGER))
    else:
        lines.append((READY, theme.HIGHLIGHT))
    return lines
