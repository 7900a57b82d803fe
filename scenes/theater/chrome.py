"""What the replay theater draws over the game's table: its control bar and timeline.

A strip along the foot of the screen: buttons (deal back, step back, play/pause,
step forward, deal forward, slower, faster, perspective, play on), the timeline
with a tick at each deal start and the error mark of a record that stops, and the
position. The perspective is always named, in the banner above the log strip.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine import draw, theme

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.theater.model import Theater

BAR = pygame.Rect(0, 1038, 1920, 42)
BUTTON_W, BUTTON_H, GAP = 86, 36, 6
TIMELINE_X0, TIMELINE_X1 = 720, 1450
#: Button key, label, hint (key or pad button); the scene maps keys to actions.
BUTTONS = (
    ("deal-", "|◀◀", "[prev]"), ("back", "◀", "[left]"), ("play", "▶", "[confirm]"),
    ("forward", "▶|", "[right]"), ("deal+", "▶▶|", "[next]"), ("slower", "−", "[down]"),
    ("faster", "+", "[up]"),
)
RIGHT_BUTTONS = (("perspective", "View", "[extra]"), ("branch", "Play on", "[alt]"))


class Hit(NamedTuple):
    """A place on the bar a click can land: a button's key, or the timeline."""

    key: str
    rect: pygame.Rect


def hits() -> list[Hit]:
    """Every clickable place of the bar, left to right."""
    out = []
    x = 12
    for key, _label, _hint in BUTTONS:
        out.append(Hit(key, pygame.Rect(x, BAR.y + 3, BUTTON_W, BUTTON_H)))
        x += BUTTON_W + GAP
    out.append(Hit("timeline", pygame.Rect(TIMELINE_X0, BAR.y + 4, TIMELINE_X1 - TIMELINE_X0,
                                           BUTTON_H + 2)))
    x = BAR.right - 12
    for key, _label, _hint in reversed(RIGHT_BUTTONS):
        w = 150
        x -= w
        out.append(Hit(key, pygame.Rect(x, BAR.y + 3, w, BUTTON_H)))
        x -= GAP
    return out


def hit_at(pos: tuple[int, int]) -> Hit | None:
    """The bar's place under `pos`, if any."""
    return next((h for h in hits() if h.rect.collidepoint(pos)), None)


def timeline_position(theater: Theater, x: int) -> int:
    """The record position a click at `x` on the timeline asks for."""
    span = TIMELINE_X1 - TIMELINE_X0
    share = min(1.0, max(0.0, (x - TIMELINE_X0) / span))
    return round(share * theater.length)


def draw_bar(ctx: AppContext, surface: pygame.Surface, theater: Theater, playing: bool,
             speed: float, hovered: str | None) -> None:
    """The control bar: buttons, speed, the timeline with deal ticks, and the position."""
    draw.shade(surface, BAR, (0, 0, 0, 190))
    text = ctx.text
    labels = {key: label for key, label, _ in BUTTONS + RIGHT_BUTTONS}
    labels["play"] = "❚❚" if playing else "▶"
    for hit in hits():
        if hit.key == "timeline":
            draw_timeline(ctx, surface, theater, hit.rect)
            continue
        enabled = hit.key != "branch" or not theater.match.is_over
        # The bar is as tall as the floor size needs: its glyphs stay at it at large text.
        draw.button(surface, text, hit.rect, labels[hit.key], hit.key == hovered, enabled,
                    size=text.unscaled(theme.TEXT_MIN))
    speed_text = f"{speed:g}×"
    last_button = hits()[len(BUTTONS) - 1].rect
    text.blit(surface, speed_text, theme.TEXT_BODY, (last_button.right + 12, BAR.centery),
              theme.HIGHLIGHT, True, "midleft")
    where = f"{theater.position}/{theater.length}"
    text.blit(surface, where, theme.TEXT_MIN, (TIMELINE_X1 + 14, BAR.centery), theme.TEXT,
              True, "midleft")


def draw_timeline(ctx: AppContext, surface: pygame.Surface, theater: Theater,
                  rect: pygame.Rect) -> None:
    """The record as a line: played part filled, a tick per deal start, a red end on error."""
    line = pygame.Rect(rect.x, rect.centery - 5, rect.w, 10)
    pygame.draw.rect(surface, theme.FELT_DARK, line, border_radius=5)
    length = max(1, theater.length)
    done = line.copy()
    done.w = round(line.w * theater.position / length)
    if done.w:
        pygame.draw.rect(surface, theme.HIGHLIGHT, done, border_radius=5)
    for start in theater.deal_starts[1:]:
        x = line.x + round(line.w * start / length)
        pygame.draw.line(surface, theme.TEXT, (x, rect.y + 4), (x, rect.bottom - 4), 3)
    if theater.error is not None:
        pygame.draw.circle(surface, theme.DANGER, (line.right, line.centery), 10)
    knob = (line.x + done.w, line.centery)
    pygame.draw.circle(surface, theme.WHITE, knob, 11)
    pygame.draw.circle(surface, theme.INK, knob, 11, 3)


NOTICE_WIDTH = 1300
NOTICE_BOTTOM = 760  # above the banner, which keeps naming the perspective


def draw_notice(ctx: AppContext, surface: pygame.Surface, message: str) -> None:
    """A notice (the record stops here, and why) wrapped in a red panel above the banner."""
    lines = ctx.text.wrap(message, theme.TEXT_BODY, NOTICE_WIDTH - 40, True)[:4]
    height = 16 + 42 * len(lines)
    panel = pygame.Rect(0, 0, NOTICE_WIDTH, height)
    panel.midbottom = (theme.SCREEN_SIZE[0] // 2, NOTICE_BOTTOM)
    pygame.draw.rect(surface, (150, 40, 30), panel, border_radius=16)
    pygame.draw.rect(surface, theme.WHITE, panel, width=3, border_radius=16)
    for i, line in enumerate(lines):
        ctx.text.blit(surface, line, theme.TEXT_BODY, (panel.centerx, panel.y + 8 + 42 * i),
                      theme.WHITE, True, "midtop")
