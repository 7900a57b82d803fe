"""Painting the PASS table: seats, supply, the trick and its bands, the fan and the controls.

Everything here reads the table (through `Painted`, the part of it drawing needs) and the
last view; nothing changes state (draw must not). The pieces draw themselves: the seats and
the supply in seats.py, the trick area in trick.py, the fan in hand.py, the controls in
controls.py, the event animations in motion.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine import theme
from scenes.pass_game.controls import hint_lines
from scenes.pass_game.hand import draw_fan
from scenes.pass_game.seats import draw_seat, draw_supply, draw_unused

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.lift import Lifts
    from scenes.frame.game_table import Control, SeatInfo
    from scenes.pass_game.controls import PlayControls
    from scenes.pass_game.hand import HandFan
    from scenes.pass_game.motion import PassMotion
    from scenes.pass_game.trick import TrickArea
    from scenes.pass_game.trick_bands import Hint

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
    v = table.view
    if v is None:
        return
    ctx = table.ctx
    for seat, rect in enumerate(table.seat_rects):
        draw_seat(surface, ctx, v, seat, rect, show_backs=seat != table.viewer)
    draw_supply(surface, ctx, table.supply_rect, v.supply)
    if v.unused:  # the theater's everything view: the cards out of this deal
        draw_unused(surface, ctx, table.unused_rect, v.unused)
    hint = hint_lines(v)
    trick = table.trick
    if not trick.compact:
        trick.draw_hint(surface, ctx, hint)
    m = table.motion
    status = trick.status_rows(ctx, status_lines(table)) if table.acting else []
    if trick.compact and len(status) > 2:
        status = status[1:]  # the set to beat keeps the label's place: the reason stays whole
    trick.draw(surface, ctx, v.trick, table.seats, m.arriving, m.shake(), m.tokens_flying,
               show_label=len(status) <= 2,
               label=compact_label(hint, v.last is None) if trick.compact else None)
    if table.viewer is not None or v.hands is not None:
        draw_fan(surface, table.fan, table.hand_rect, table.cursor_shown(), table.lifts)
    else:
        ctx.text.blit(surface, "Cards are hidden", theme.TEXT_BODY,
                      table.hand_rect.center, theme.TEXT_DIM, True, "center")
    if table.acting:
        draw_controls(table, surface)
        table.trick.draw_status(surface, ctx, status)
    table.motion.draw(surface, v.win)


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
