"""Test helper: record every piece of text a context draws, with the rect it landed in."""
from __future__ import annotations

from typing import Any

import pygame


def spy_text(ctx: Any) -> list[tuple[str, pygame.Rect]]:
    """From now on, note each `ctx.text.blit` as (text, rect); returns the list it fills."""
    seen: list[tuple[str, pygame.Rect]] = []
    blit = ctx.text.blit

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, text, *args, **kwargs)
        seen.append((text, rect))
        return rect

    ctx.text.blit = spy
    return seen
