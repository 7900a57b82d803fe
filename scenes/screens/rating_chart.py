"""A rating chart readable from the couch: one thick line of a player's rating after each
rated match, the bot levels as labelled yardsticks across it, big axis figures."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import draw, theme
from game.engine.text import TextCache

LINE_W = 9  #: the player's line, thick enough to follow at three metres
YARD = (230, 225, 205)  #: the bot levels' lines: light and dashed, under the player's


def nice_step(span: float) -> int:
    """A round step for about four grid lines over `span` (50, 100, 200, 250, 500...)."""
    for step in (25, 50, 100, 200, 250, 500, 1000, 2000):
        if span / step <= 5:
            return step
    return 5000


def scale(values: list[int], rect: pygame.Rect) -> tuple[int, int, Callable[[float], int]]:
    """The rounded range shown and the function giving a value's height in `rect`."""
    low, high = min(values), max(values)
    step = nice_step(max(high - low, 1))
    bottom, top = (low // step) * step, -(-high // step) * step
    if top == bottom:
        top += step

    def y_of(value: float) -> int:
        return round(rect.bottom - (value - bottom) / (top - bottom) * rect.h)

    return bottom, top, y_of


def draw_chart(surface: pygame.Surface, text: TextCache, rect: pygame.Rect, series: list[int],
               colour: tuple[int, int, int], symbol: str,
               yardsticks: list[tuple[str, int]]) -> None:
    """The chart in `rect`: grid and figures, yardsticks, then the player's line with its
    symbol at the last point and the rating beside it."""
    draw.panel(surface, rect)
    plot = pygame.Rect(rect.x + 130, rect.y + 30, rect.w - 330, rect.h - 100)
    bottom, top, y_of = scale(series + [v for _, v in yardsticks], plot)
    step = nice_step(top - bottom)
    for value in range(bottom, top + 1, step):
        y = y_of(value)
        pygame.draw.line(surface, (70, 110, 90), (plot.x, y), (plot.right, y), 2)
        text.blit(surface, str(value), theme.TEXT_MIN, (plot.x - 16, y), theme.TEXT_DIM,
                  anchor="midright")
    for label, value in yardsticks:
        y = y_of(value)
        for x in range(plot.x, plot.right, 36):
            pygame.draw.line(surface, YARD, (x, y), (min(x + 20, plot.right), y), 3)
        text.blit(surface, label, theme.TEXT_MIN, (plot.right + 14, y), YARD, bold=True,
                  anchor="midleft")
    count = len(series)
    text.blit(surface, f"{count} rated matches" if count != 1 else "1 rated match",
              theme.TEXT_MIN, (plot.centerx, plot.bottom + 22), theme.TEXT_DIM, anchor="midtop")
    if not series:
        return
    step_x = plot.w / max(count - 1, 1)
    points = [(round(plot.x + i * step_x), y_of(v)) for i, v in enumerate(series)]
    if len(points) > 1:
        pygame.draw.lines(surface, theme.INK, False, points, LINE_W + 6)  # a dark edge
        pygame.draw.lines(surface, colour, False, points, LINE_W)
    last = points[-1]
    draw.draw_seat_symbol(surface, symbol, last, 44, colour)
    # The latest rating on a dark tag, so a yardstick's dashes never run through it.
    label = text.render(str(series[-1]), theme.TEXT_LARGE, theme.TEXT, True)
    tag = label.get_rect(bottomright=(last[0] - 30, last[1] - 30)).inflate(20, 8)
    tag.top = max(tag.top, rect.y + 8)
    draw.panel(surface, tag, draw.PANEL_SOLID, shadow=False, border=colour)
    surface.blit(label, label.get_rect(center=tag.center))
